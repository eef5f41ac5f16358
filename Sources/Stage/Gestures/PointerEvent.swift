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
  /// A move made for a frame, not by the hand: where a held pointer was at the frame's time less
  /// a few milliseconds, interpolated between the real events around that instant (or
  /// extrapolated a little past the newest). Android marks such coordinates the same way
  /// (`PointerCoords.isResampled`, frameworks/native libs/input/InputTransport.cpp), and its
  /// VelocityTracker skips them (libs/input/VelocityTracker.cpp, `addMovement`): a resampled
  /// event says nothing new about the hand. Recognizers here show it (a pan's ``PanGestureRecognizer/location``
  /// and translation, a pinch's scale) but never take it as a velocity sample, never begin,
  /// end or fail on it, and drop it at the next real event. Made by the scene runner, never
  /// logged or scripted.
  public var isResampled: Bool
  /// On a release: where the frames' resampling shows the pointer at the release's own instant
  /// (a few milliseconds behind its real place, as every held frame showed it), set by the
  /// scene runner while it resamples. A recognizer ends its gesture there, with the velocity its
  /// real events had at the instant shown, so what moves on after the release continues the
  /// path the frames drew, not a step ahead of it. nil: the release's own place and time.
  public var shown: Shown? = nil
  /// On a release with prediction on: how far ahead of the pointer's shown place the held layer
  /// was drawn at the release's instant, which ``shown`` then includes (the settle goes on from
  /// where the layer was drawn, not a prediction's offset behind it). Logged with the release,
  /// since the offset depends on the present delay measured live; nil without prediction.
  public var drawnAhead: Vector2? = nil

  /// A place the frames show a pointer at, and the instant of the pointer's path it is.
  public struct Shown: Sendable, Equatable {
    public var location: Vector2
    public var time: Double
    /// Where the frames show the other held pointers at that instant, by id, those shown
    /// elsewhere than their real place: a two-finger gesture ends on the value the frames drew.
    public var others: [Int: Vector2]

    public init(location: Vector2, time: Double, others: [Int: Vector2] = [:]) {
      self.location = location
      self.time = time
      self.others = others
    }
  }

  /// An event, stored as given (recognizers ignore non-finite ones, see ``isFinite``); the
  /// mouse's unless an `id` and a `device` are given.
  public init(
    kind: Kind, location: Vector2, timestamp: Double, id: Int = 0, device: PointerDevice = .mouse,
    isResampled: Bool = false
  ) {
    self.kind = kind
    self.location = location
    self.timestamp = timestamp
    self.id = id
    self.device = device
    self.isResampled = isResampled
  }

  /// Whether the location and the timestamp are usable numbers; recognizers ignore other events.
  public var isFinite: Bool { location.isFinite && timestamp.isFinite }
}
