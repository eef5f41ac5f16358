import Motion

/// A pan (drag) recognizer after `UIPanGestureRecognizer`, fed ``PointerEvent``s.
///
/// **Beginning.** With `minimumDistance` 0 (the default) the pan begins on the press itself: the
/// transition grabs the modal at the press instant (docs/ARCHITECTURE.md, "The modal"), and a press-release without
/// movement is `began → ended` with a zero translation and velocity. With a positive
/// `minimumDistance` (a slop), the pan begins at the first move that takes the pointer that far
/// from the press point; the translation is still measured from the press point, so it already
/// holds the slop at `began` and the dragged thing does not lag behind the pointer. A
/// press-release that never goes that far never begins: the recognizer reports `failed` at the
/// release and is `possible` again.
///
/// **shouldBegin** is asked once, at the press, with the press location (seed 000 hit-tests the
/// modal's presentation frame there, at the instant of the press). If it returns false the
/// recognizer is `failed` while the pointer is down, and `possible` again once it is up.
///
/// **Translation** is `location − startLocation` and is never reset: resetting it would reset
/// the velocity too, which the finishing animation needs (seed 000).
///
/// **Velocity** comes from a ``VelocityTracker`` fed with every down and move (and with the up
/// when it moved), evaluated at ``timestamp``; at `ended` that is the release's timestamp, so a
/// pointer that stood still for more than 40 ms before the release gives a zero velocity.
///
/// **Ending.** `ended` (at the up) and `cancelled` (a cancel event while the pan runs) last until
/// the next press, which starts afresh from `possible`, so a trace or a HUD drawn after the
/// release still sees how the pan finished; a cancel with no press in progress resets them to
/// `possible`. Moves and ups without a press (a hovering mouse) are ignored, and so is any event
/// with a non-finite location or timestamp. A second press while the pointer is down means the
/// release was lost: the old press ends as a cancel (`cancelled` if the pan had begun) and the
/// new one starts afresh.
///
/// ```swift
/// let pan = PanGestureRecognizer()
/// pan.shouldBegin = { location in modal.presentationFrame.contains(location) }
/// pan.onStateChange = { pan in
///   switch pan.state {
///   case .began: modal.stopAtPresentation(); grabCenter = modal.center
///   case .changed: modal.center = grabCenter + pan.translation
///   case .ended: settle(from: modal.center, velocity: pan.velocity)
///   default: break
///   }
/// }
/// pan.handle(PointerEvent(kind: .down, location: Vector2(x: 480, y: 40), timestamp: 0.10))
/// ```
public final class PanGestureRecognizer {
  /// How far (points) the pointer must move from the press before the pan begins.
  public let minimumDistance: Double
  /// Asked at each press with the press location: may this press start a pan?
  public var shouldBegin: ((Vector2) -> Bool)?
  /// Called on `began`, on every `changed`, and on `ended`, `cancelled` and `failed`.
  public var onStateChange: ((PanGestureRecognizer) -> Void)?

  /// Where the pan is: `possible → began → changed… → ended` (or `cancelled`, or `failed`).
  public private(set) var state = GestureState.possible
  /// Where the press was.
  public private(set) var startLocation = Vector2.zero
  /// Where the pointer is (as of the last handled event).
  public private(set) var location = Vector2.zero
  /// The timestamp of the last handled event, in seconds.
  public private(set) var timestamp = 0.0

  /// Whether a press is in progress (the pointer is down and this recognizer saw it go down).
  private var isPressed = false
  private var tracker = VelocityTracker()

  /// A pan that begins once the pointer is `minimumDistance` points from the press (0: at the
  /// press); a negative or non-finite distance counts as 0.
  public init(minimumDistance: Double = 0) {
    self.minimumDistance = minimumDistance.isFinite ? max(minimumDistance, 0) : 0
  }

  /// How far the pointer has moved since the press; never reset.
  public var translation: Vector2 { location - startLocation }

  /// The pointer's velocity in points per second at ``timestamp``; the release velocity once
  /// the pan has ended.
  public var velocity: Vector2 { tracker.velocity(at: timestamp) }

  /// The pointer's velocity at `time` (a frame's time, at or after the last event): a pointer
  /// held still for more than 40 ms has none, as UIKit's velocity decays when the finger stops.
  public func velocity(at time: Double) -> Vector2 { tracker.velocity(at: max(time, timestamp)) }

  /// Whether the pan is under way (`began` or `changed`).
  public var isActive: Bool { state == .began || state == .changed }

  /// Feeds one pointer event to the recognizer (down, move, up or cancel), updating ``state``,
  /// ``location`` and the velocity and calling ``onStateChange``; events with a non-finite location
  /// or timestamp are ignored.
  public func handle(_ event: PointerEvent) {
    guard event.isFinite else { return }
    switch event.kind {
    case .down: press(event)
    case .move: move(event)
    case .up: release(event)
    case .cancel: cancel(event)
    }
  }

  private func press(_ event: PointerEvent) {
    // A press while one is in progress means the release was lost (a script, a missed event):
    // end the old press as a cancel rather than ignore presses until an up that never comes.
    if isPressed { cancel(event) }
    isPressed = true
    state = .possible
    startLocation = event.location
    location = event.location
    timestamp = event.timestamp
    tracker.reset()
    tracker.addSample(event.location, at: event.timestamp)
    if let shouldBegin, !shouldBegin(event.location) {
      transition(to: .failed)
    } else if minimumDistance == 0 {
      transition(to: .began)
    }
  }

  private func move(_ event: PointerEvent) {
    guard isPressed else { return }
    location = event.location
    timestamp = event.timestamp
    tracker.addSample(event.location, at: event.timestamp)
    switch state {
    case .began, .changed:
      transition(to: .changed)
    case .possible where translation.magnitude >= minimumDistance:
      transition(to: .began)
    default:
      break
    }
  }

  private func release(_ event: PointerEvent) {
    guard isPressed else { return }
    isPressed = false
    timestamp = event.timestamp
    // The up is a movement sample only if it moved: a release where the last move left the
    // pointer must not look like a stop (Android drops the up position for that reason).
    if event.location != location { tracker.addSample(event.location, at: event.timestamp) }
    location = event.location
    switch state {
    case .began, .changed:
      transition(to: .ended)
    case .possible:
      transition(to: .failed)
      state = .possible
    default:
      state = .possible
    }
  }

  /// The pointer was lost. Its location is not taken: where the platform saw it last (outside
  /// the window, say) is no part of the drag. With no press in progress, a cancel is a reset:
  /// an `ended` or `cancelled` recognizer is `possible` again, silently.
  private func cancel(_ event: PointerEvent) {
    guard isPressed else {
      state = .possible
      return
    }
    isPressed = false
    timestamp = event.timestamp
    if isActive {
      transition(to: .cancelled)
    } else {
      state = .possible
    }
  }

  private func transition(to newState: GestureState) {
    state = newState
    onStateChange?(self)
  }
}
