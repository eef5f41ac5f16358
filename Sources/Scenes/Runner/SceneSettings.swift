import Motion
import Stage

/// What the host sets on a scene: how releases settle, the tuning, slow motion, hit testing and
/// reduced motion.
public struct SceneSettings: Sendable, Equatable {
  public var mode: SettleMode
  public var parameters: SettleParameters
  public var slowMotion: Bool
  public var hitTestMode: HitTestMode
  public var motion: MotionPreference

  /// The settings `scene` has now.
  public init(of scene: any Scene) {
    mode = scene.mode
    parameters = scene.parameters
    slowMotion = scene.slowMotion
    hitTestMode = scene.hitTestMode
    motion = scene.motion
  }

  /// The inputs that make `old` these settings, one for each that differs.
  public func changes(from old: SceneSettings) -> [SceneInput] {
    var inputs: [SceneInput] = []
    if mode != old.mode { inputs.append(.mode(mode)) }
    if parameters != old.parameters { inputs.append(.parameters(parameters)) }
    if slowMotion != old.slowMotion { inputs.append(.slowMotion(slowMotion)) }
    if hitTestMode != old.hitTestMode { inputs.append(.hitTestMode(hitTestMode)) }
    if motion != old.motion { inputs.append(.motion(motion)) }
    return inputs
  }
}
