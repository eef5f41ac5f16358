import Motion

/// A pinch recognizer after `UIPinchGestureRecognizer`, fed ``PointerEvent``s of several
/// pointers (fingers, or the mouse's emulated touches).
///
/// It begins when two pointers are down; ``scale`` is the span between the fingers (twice their
/// mean distance from the centroid) over the span when it began, never reset during the gesture
/// (UIKit lets you reset it; the settling animation needs the whole gesture, as the pan's
/// translation). A third finger, or one of three lifted, re-measures the span and the scale goes
/// on from where it was. ``velocity`` is the scale's rate of change in scale per second, fitted by
/// least squares over the last 100 ms like the pan's (0 once the fingers are still for 40 ms;
/// finite for bursts of same-millisecond samples). ``location`` is the fingers' centroid.
///
/// A finger lifted with one left ends the pinch (`ended`) with the scale where it was: a pan
/// holding the same pointers carries on from there.
///
/// ```swift
/// let pinch = PinchGestureRecognizer()
/// pinch.onStateChange = { pinch in
///   if pinch.state == .changed { card.scale = grabScale * pinch.scale }
/// }
/// pinch.handle(PointerEvent(kind: .down, location: Vector2(x: 400, y: 300), timestamp: 0, id: 1, device: .touch))
/// pinch.handle(PointerEvent(kind: .down, location: Vector2(x: 500, y: 300), timestamp: 0, id: 2, device: .touch))
/// pinch.handle(PointerEvent(kind: .move, location: Vector2(x: 600, y: 300), timestamp: 0.1, id: 2, device: .touch))
/// pinch.scale  // 2
/// ```
public final class PinchGestureRecognizer {
  private let core = TwoPointerRecognizer(gesture: TwoPointerGesture(accumulation: .ratio) { $0.span })

  /// Asked when two pointers are down, with their centroid: may they pinch?
  public var shouldBegin: ((Vector2) -> Bool)? {
    get { core.shouldBegin }
    set { core.shouldBegin = newValue }
  }
  /// Called on `began`, every `changed`, `ended`, `cancelled` and `failed`.
  public var onStateChange: ((PinchGestureRecognizer) -> Void)?
  /// Called on each state transition, after ``onStateChange`` (the ``GestureArena``'s hook).
  public var transitionObserver: ((GestureState) -> Void)?

  public init() {
    core.notify = { [unowned self] state in
      self.onStateChange?(self)
      self.transitionObserver?(state)
    }
  }

  public var state: GestureState { core.state }
  /// The span over the span at `began`: 1 at `began`, 2 when the fingers are twice as far apart.
  public var scale: Double { core.value }
  /// The scale's rate of change in scale per second at ``timestamp``; at `ended`, the release's.
  public var velocity: Double { core.velocity(at: core.timestamp) }
  /// The rate of change at `time` (a frame's time): 0 once the fingers have been still for 40 ms.
  public func velocity(at time: Double) -> Double { core.velocity(at: time) }
  /// The fingers' centroid, as of the last event.
  public var location: Vector2 { core.location }
  /// The timestamp of the last event handled.
  public var timestamp: Double { core.timestamp }
  /// How many pointers the recognizer holds.
  public var numberOfPointers: Int { core.pointerCount }
  /// Whether a pinch is under way (`began` or `changed`).
  public var isActive: Bool { core.isActive }
  /// Whether the last event handled was a resampled move (``PointerEvent/isResampled``): ``scale``
  /// and ``location`` show it, the velocity has no sample of it.
  public var isResampled: Bool { core.isResampled }

  /// Feeds one pointer event (any pointer's).
  public func handle(_ event: PointerEvent) { core.handle(event) }
}
