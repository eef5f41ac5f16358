import Scenes

/// What a scene file read again gives the session to adopt, as a value: the session's new
/// runner (its history made again under the new version), what becomes of the ghost, and the
/// new version's curve for the HUD's plot. The reloader writes nothing of the session's itself.
struct SceneFileReload {
  /// The history made again under the new version: the session's runner from now on. Its
  /// registry (``Scenes/SceneRunner/scenes``) is the session's, the file's new version in it.
  let runner: SceneRunner
  /// What becomes of the version before.
  let ghost: Ghost
  /// The new version's reading at each of the plot's sample times, to draw the plot's curve
  /// again (the curve so far becoming the version before's); nil: the plot stays as it is.
  let curves: ((Double) -> PlotAxis?)?
  /// How many logged frames the reload made again, for tests (the rule: a bounded number).
  let resimulatedFrames: Int

  enum Ghost {
    /// The ghost running goes on (a save while another scene is shown).
    case keep
    /// None from now on (a file dropped on the window: a new scene, no version before).
    case drop
    /// The version before, from now on.
    case replace(SceneFileGhost)
  }
}
