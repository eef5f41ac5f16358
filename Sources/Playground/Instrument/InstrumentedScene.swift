import Scenes

/// A scene of the playground's own that speaks to the instrument around it (the analysis of a
/// recording): it asks for the instrument's toasts rather than drawing its own, says why K has
/// nothing to copy, gives the HUD's plot a whole recording to draw, and hears when each frame is
/// made, so work that blocks the loop (following a
/// region through a video) starts only after a frame has said it is coming.
protocol InstrumentedScene: Scene {
  /// The toasts asked for since the last frame; the session shows them.
  func takeToasts() -> [String]
  /// Why K has nothing to copy now (the toast); nil: it copies the settle as in any scene.
  var codeUnavailable: String? { get }
  /// Whether the HUD and its plot open with the scene: where they are the scene's reading (the
  /// analysis: the followed region's position and velocity as the recording plays).
  var opensHUD: Bool { get }
  /// Whether the session's first-press hint is shown: not where the scene says the same itself
  /// (the analysis, in its title bar; the hint's line would cover its timeline strip).
  var showsHint: Bool { get }
  /// The whole recording's series the HUD's plot draws instead of the last 3 s of the loop
  /// (``RecordingPlot``); nil: the live plot, as in every scene.
  var recordingSeries: RecordingSeries? { get }
  /// The frame just made was drawn where the run draws (a window presents it next).
  func frameMade()
}
