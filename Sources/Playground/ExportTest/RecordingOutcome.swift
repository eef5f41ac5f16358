import Foundation
import Motion
import Scenes
import Stage

/// What a recording replays to: each release with its hand-off, and where the subject comes to
/// rest. `--export-test` writes a test that asserts these values (``RecordingTestExport``).
///
/// The recording is a script (`--record`'s or any `--script`); its input reaches the scene as
/// `flick --headless --script FILE` makes it reach it (keys through the instrument first, events
/// on the recorded frames), and the input log that leaves is replayed frame by frame through a
/// fresh `SceneRunner` (Scenes) alone, which is what the values are read from. Nothing is drawn
/// or written.
public struct RecordingOutcome: Sendable, Equatable {
  /// The scene shown at the end.
  public var scene: String
  /// Each release, in order, as the scene recorded it (Stage's `Handoff`): when, the
  /// gesture's velocity (the release), the settling animation's first velocity, whether it
  /// finished the transition or cancelled it (the hand-off's kind), and where the subject was
  /// and is heading, in window points.
  public var handoffs: [Handoff]
  /// Where the subject's centre is on screen on the first frame ``sampleDelay`` or more after
  /// each release (nil: no such frame, or no subject then), in window points: the settle's
  /// path, which another spring changes where the hand-off and the rest would not.
  public var inFlight: [Vector2?]
  /// The subject's centre on screen at the end, in window points (nil: the scene shows none).
  public var rest: Vector2?
  /// Whether nothing moves and nothing is held at the end.
  public var isAtRest: Bool
  /// The frames replayed.
  public var frameCount: Int

  /// Replays `recording` (a script's JSON) in `scene` (nil: the scene the recording names, else
  /// the first built-in one) among `scenes`. `name` names the recording in errors. A malformed
  /// recording throws its one-line problem.
  public init(
    replaying recording: String, name: String = "recording", scene: String? = nil,
    scenes: SceneRegistry = .builtIn
  ) throws(PlaygroundError) {
    let script = try Script(json: Data(recording.utf8), name: name, scenes: scenes)
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.draws = false
    configuration.scenes = scenes
    configuration.script = script
    configuration.sceneName = scene ?? script.scene ?? scenes.defaultKind.name
    configuration.sceneOptions = script.sceneOptions
    if let size = script.windowSize { configuration.size = size }
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    self.init(
      log: session.timeline, start: session.runner.start, options: configuration.sceneOptions, scenes: scenes)
  }

  /// How long after a release ``inFlight`` looks, in seconds on the scene's clock.
  public static let sampleDelay = 0.1

  /// `log` replayed through a fresh runner from `start`, each frame's hand-off read after it.
  init(log: InputLog, start: SceneRunner.Start, options: [String: String], scenes: SceneRegistry) {
    let runner = SceneRunner(scenes: scenes, start: start, options: options)
    var handoffs: [Handoff] = []
    var inFlight: [Vector2?] = []
    var sampled: [Bool] = []
    for frame in log.frames {
      runner.replay(frame)
      let probe = runner.scene.probe
      // A scene keeps its last hand-off in its probe until the next release: a new one is a
      // new release. (A scene switched to starts with none.)
      if let handoff = probe.handoff, handoff != handoffs.last {
        handoffs.append(handoff)
        inFlight.append(nil)
        sampled.append(false)
      }
      for index in handoffs.indices where !sampled[index] {
        guard frame.sceneTime >= handoffs[index].time + Self.sampleDelay else { continue }
        inFlight[index] = Self.center(of: probe.subject)
        sampled[index] = true
      }
    }
    scene = runner.scene.name
    self.handoffs = handoffs
    self.inFlight = inFlight
    // The probe's subject: a scene whose subject is gone (a dismissed modal) has none.
    rest = Self.center(of: runner.scene.probe.subject)
    isAtRest = runner.scene.isAtRest
    frameCount = log.count
  }

  /// A layer's centre on screen, in window points.
  private static func center(of subject: Layer?) -> Vector2? {
    subject?.presentationCenterInRoot
  }
}
