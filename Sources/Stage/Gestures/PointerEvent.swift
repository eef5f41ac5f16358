import Motion

/// One pointer event, as the platform layer hands it to Stage: a press, a move, a release, or
/// a cancel (the pointer was lost: focus went away, or it left the window while not captured),
/// of one pointer: the mouse (``id`` 0) or one finger of several, each with its own ``id``.
///
/// The timestamp comes from the event source (SDL's event time), never from a clock read when
/// the event is handled, so velocity and the instant of a grab are those of the hand, not of
/// the frame loop (docs/ARCHITECTURE.md, "One frame").
///
/// ```swift
/// let press = PointerEvent(kind: .down, location: Vector2(x: 480, y: 40), timestamp: 1.250)
/// pan.handle(press)
/// ```
public struct PointerEvent: Sendable, Equatable {
  /// What happened; the raw values are the words a script or a trace uses.
  public enum Kind: String, Sendable {
    /// The pointer was pressed (a button or a finger went down).
    case down
    /// The pointer moved (pressed or not).
    case move
    /// The pointer was released.
    case up
    /// The pointer was lost: a press in progress ends without a release.
    case cancel
  }

  /// What happened.
  public var kind: Kind
  /// Where the pointer is, in points, in the window's (container's) coordinate space.
  public var location: Vector2
  /// When it happened, in seconds on the event source's clock.
  public var timestamp: Double
  /// Which pointer: 0 is the mouse; each finger down at the same time has its own id, kept from
  /// its press to its release (ids are reused once a finger is up).
  public var id: Int
  /// What kind of pointer it is: the mouse, a finger, or a touch emulated with the mouse.
  public var device: PointerDevice

  /// An event, stored as given (recognizers ignore non-finite ones, see ``isFinite``); the
  /// mouse's unless an `id` and a `device` are given.
  public init(
    kind: Kind, location: Vector2, timestamp: Double, id: Int = 0, device: PointerDevice = .mouse
  ) {
    self.kind = kind
    self.location = location
    self.timestamp = timestamp
    self.id = id
    self.device = device
  }

  /// Whether the location and the timestamp are usable numbers; recognizers ignore other events.
  public var isFinite: Bool { location.isFinite && timestamp.isFinite }
}
