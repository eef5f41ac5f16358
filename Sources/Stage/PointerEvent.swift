import Motion

/// A pointer (mouse or touch) event: where, when, and what happened.
///
/// `timestamp` comes from the event source (SDL's event time, a script's `t`) in seconds, never
/// from a clock read when the event is handled: velocities and animation start times use it.
public struct PointerEvent: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case down
    case move
    case up
    /// The gesture was interrupted (focus lost, the pointer left the window uncaptured).
    case cancel
  }

  public var kind: Kind
  /// In points, top-left origin.
  public var location: Vector2
  /// In seconds.
  public var timestamp: Double

  public init(kind: Kind, location: Vector2, timestamp: Double) {
    self.kind = kind
    self.location = location
    self.timestamp = timestamp
  }
}

/// A gesture recognizer's state, as UIKit names them (the trace prints the raw values).
public enum GestureState: String, Sendable {
  case possible
  case began
  case changed
  case ended
  case cancelled
  case failed
}
