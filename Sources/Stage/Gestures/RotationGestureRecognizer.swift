import Motion

/// A rotation recognizer after `UIRotationGestureRecognizer`, fed ``PointerEvent``s of several
/// pointers (fingers, or the mouse's emulated touches).
///
/// It begins when two pointers are down; ``rotation`` is how far the line from the first finger
/// to the second has turned since, in radians, clockwise positive on screen (as a layer's
/// rotation), and unwrapped: two whole turns read 4π, not 0. It is never reset during the
/// gesture. A third finger, or one of three lifted, re-measures the line and the rotation goes
/// on from where it was. ``velocity`` is in radians per second, fitted by least squares over the
/// last 100 ms like the pan's (0 once the fingers are still for 40 ms; finite for bursts of
/// same-millisecond samples). A finger lifted with one left ends the rotation where it was.
///
/// ```swift
/// let rotate = RotationGestureRecognizer()
/// rotate.handle(PointerEvent(kind: .down, location: Vector2(x: 400, y: 300), timestamp: 0, id: 1, device: .touch))
/// rotate.handle(PointerEvent(kind: .down, location: Vector2(x: 500, y: 300), timestamp: 0, id: 2, device: .touch))
/// rotate.handle(PointerEvent(kind: .move, location: Vector2(x: 400, y: 400), timestamp: 0.1, id: 2, device: .touch))
/// rotate.rotation  // π/2: a quarter turn clockwise
/// ```
public final class RotationGestureRecognizer {
  private let core = TwoPointerRecognizer(gesture: TwoPointerGesture(accumulation: .angle) { $0.angle })

  /// Asked when two pointers are down, with their centroid: may they rotate?
  public var shouldBegin: ((Vector2) -> Bool)? {
    get { core.shouldBegin }
    set { core.shouldBegin = newValue }
  }
  /// Called on `began`, every `changed`, `ended`, `cancelled` and `failed`.
  public var onStateChange: ((RotationGestureRecognizer) -> Void)?
  /// Called on each state transition, after ``onStateChange`` (the ``GestureArena``'s hook).
  public var transitionObserver: ((GestureState) -> Void)?

  public init() {
    core.notify = { [unowned self] state in
      self.onStateChange?(self)
      self.transitionObserver?(state)
    }
  }

  public var state: GestureState { core.state }
  /// Radians turned since `began`, clockwise positive, unwrapped past ±π.
  public var rotation: Double { core.value }
  /// The rotation's rate in radians per second at ``timestamp``; at `ended`, the release's.
  public var velocity: Double { core.velocity(at: core.timestamp) }
  /// The rate at `time` (a frame's time): 0 once the fingers have been still for 40 ms.
  public func velocity(at time: Double) -> Double { core.velocity(at: time) }
  /// The fingers' centroid, as of the last event.
  public var location: Vector2 { core.location }
  /// The timestamp of the last event handled.
  public var timestamp: Double { core.timestamp }
  /// How many pointers the recognizer holds.
  public var numberOfPointers: Int { core.pointerCount }
  /// Whether a rotation is under way (`began` or `changed`).
  public var isActive: Bool { core.isActive }
  /// Whether the last event handled was a resampled move (``PointerEvent/isResampled``): ``rotation``
  /// and ``location`` show it, the velocity has no sample of it.
  public var isResampled: Bool { core.isResampled }

  /// Feeds one pointer event (any pointer's).
  public func handle(_ event: PointerEvent) { core.handle(event) }
}
