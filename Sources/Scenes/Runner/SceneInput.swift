import Motion
import Stage

/// What reaches a scene from outside: the user's input and the host's settings, each applied at
/// its own time by a ``SceneRunner`` and kept in its ``InputLog``, so that replaying the log
/// through a fresh runner makes the same scene again (the rewind, a reload, a test).
public indirect enum SceneInput: Sendable, Equatable {
  /// A pointer (the mouse, a finger, an emulated touch).
  case pointer(PointerEvent)
  /// A wheel or trackpad scroll; with Ctrl, a pinch (``WheelPinch``).
  case scroll(ScrollEvent)
  /// One of the scene's own keys, by name.
  case key(String)
  /// A key the host handled (a playground key): the scene is brought to its time, as the live
  /// run did, and takes what the key changed (a mode, a tuning, a new scene).
  case hostKey(String, effects: [SceneInput])
  /// Esc: every press in progress ends as a cancel (the scene settles as on any cancel), and
  /// the rest of those presses (moves, release) is dropped until the pointer goes down again.
  case cancelPresses
  /// The container's new size (a window resize, a script's `size`).
  case resize(Size)
  /// A new scene of this name, at rest, with these parameters (a switch, or R).
  case startScene(String, parameters: SettleParameters)
  /// How releases settle from now on. Settings take effect where the scene is, without
  /// advancing it.
  case mode(SettleMode)
  /// The settle's tuning from now on.
  case parameters(SettleParameters)
  /// Animation time at a tenth of the screen's (the iOS Simulator's slow animations), or not.
  case slowMotion(Bool)
  /// Presses hit-tested on presentation values, or on model values (the bug the articles warn of).
  case hitTestMode(HitTestMode)
  /// Full motion, or the reduced twin of every settle from now on (docs/reduced-motion.md).
  case motion(MotionPreference)
}

extension SceneInput {
  /// The input with its event's own timestamp (a pointer's, a scroll's) set to `time`.
  func stamped(_ time: Double) -> SceneInput {
    switch self {
    case .pointer(var event):
      event.timestamp = time
      return .pointer(event)
    case .scroll(var event):
      event.timestamp = time
      return .scroll(event)
    default:
      return self
    }
  }
}
