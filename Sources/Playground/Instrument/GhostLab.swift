import Motion
import Scenes
import Stage

/// The lab's ghosts (G) and the A/B tuning pinned with X: at each release while either is on,
/// a ``GhostSet`` starts from the hand-off and runs beside the subject until the next grab.
struct GhostLab {
  /// G: ghosts start at each release.
  var isOn = false
  /// A/B: the tuning pinned with X; each release then also runs it, as the "pinned" ghost.
  var pinnedTuning: SettleParameters?
  /// The motion the tuning was pinned in: the pinned ghost runs it, so pinning and then U compares
  /// a tuning with its reduced twin (or the twin with full motion).
  var pinnedMotion = MotionPreference.full
  /// The last release's ghosts, while they run.
  private(set) var ghosts: GhostSet?
  private var lastHandoff: Handoff?

  /// Starts ghosts at a new release (while G or a pin is on), drops them at a grab, and moves
  /// them on to `sceneTime`.
  mutating func update(_ probe: SceneProbe, scene: any Scene, at sceneTime: Double, window: Size) {
    if isOn, let handoff = probe.handoff, handoff != lastHandoff,
      let provider = scene as? any GhostProvidingScene
    {
      ghosts = GhostSet(
        handoff: handoff, provided: provider.ghosts(for: handoff), axis: probe.axis,
        timeScale: scene.animator.timeScale)
    } else if isOn || pinnedTuning != nil, let handoff = probe.handoff, handoff != lastHandoff,
      let subject = probe.subject,
      // A scene with its own ghosts (the scroll list) settles no layer centre: no pinned ghost.
      !(scene is any GhostProvidingScene)
    {
      ghosts = GhostSet(
        handoff: handoff, mode: scene.mode, parameters: scene.parameters, subject: subject, axis: probe.axis,
        timeScale: scene.animator.timeScale, rateScale: scene.animator.rateScale, window: window, lab: isOn,
        pinned: pinnedTuning, motion: scene.motion, pinnedMotion: pinnedMotion)
    }
    lastHandoff = probe.handoff
    if probe.isHeld || (!isOn && pinnedTuning == nil) { ghosts = nil }
    ghosts?.advance(to: sceneTime)
  }

  /// The next motion starts (a scene key such as Space, a press on the scene): the last
  /// release's ghosts go. A later release brings its own.
  mutating func drop() { ghosts = nil }

  /// A new scene, or the rewind: no ghosts, and no release seen yet.
  mutating func clear() {
    ghosts = nil
    lastHandoff = nil
  }
}
