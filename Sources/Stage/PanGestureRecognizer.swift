import Motion

/// UIKit's pan gesture, from pointer events: states possible → began → changed… → ended, or
/// cancelled, or failed (when `shouldBegin` refuses the press).
///
/// The translation is measured from the press point and never reset, because resetting it
/// "resets the velocity of the pan" (seed 000): the release velocity must survive the drag.
///
/// With `minimumDistance` 0 (the default) the gesture begins on the press itself, so that a
/// press freezes a moving view at that instant (seed 000's "stop where it is"); a press and a
/// release without a move are then began → ended with zero translation. With a positive slop it
/// begins once the pointer has moved that far; its translation still counts from the press, and
/// a press and release within the slop never begin (the state goes to failed).
///
/// ```swift
/// let pan = PanGestureRecognizer()
/// pan.shouldBegin = { location in modal.presentationFrame.contains(location) }
/// pan.onStateChange = { pan in if pan.state == .ended { print(pan.velocity) } }
/// pan.handle(PointerEvent(kind: .down, location: Vector2(x: 480, y: 40), timestamp: 0.1))
/// ```
public final class PanGestureRecognizer {
  public let minimumDistance: Double
  /// Asked with the press location; `false` fails the gesture until the pointer is up.
  public var shouldBegin: ((Vector2) -> Bool)?
  /// Called on began, every changed, ended, cancelled and failed.
  public var onStateChange: ((PanGestureRecognizer) -> Void)?

  public private(set) var state = GestureState.possible
  public private(set) var startLocation = Vector2.zero
  public private(set) var location = Vector2.zero
  /// The timestamp of the last event handled, in seconds.
  public private(set) var timestamp = 0.0
  private var tracker = VelocityTracker()
  private var isPressed = false
  /// The velocity at the release, fixed once the gesture has ended.
  private var releaseVelocity: Vector2?

  public init(minimumDistance: Double = 0) {
    self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 0
  }

  /// Location − start location.
  public var translation: Vector2 { location - startLocation }

  /// Points per second: at the release once ended, else at the newest event.
  public var velocity: Vector2 {
    releaseVelocity ?? tracker.velocity(at: timestamp)
  }

  public var isActive: Bool { state == .began || state == .changed }

  public func handle(_ event: PointerEvent) {
    guard event.location.isFinite, event.timestamp.isFinite else { return }
    switch event.kind {
    case .down: press(event)
    case .move: move(event)
    case .up: release(event)
    case .cancel: cancel(event)
    }
  }

  private func press(_ event: PointerEvent) {
    // A new gesture starts afresh after ended, cancelled or failed.
    state = .possible
    releaseVelocity = nil
    tracker.reset()
    isPressed = true
    startLocation = event.location
    location = event.location
    timestamp = event.timestamp
    tracker.addSample(event.location, at: event.timestamp)
    if let shouldBegin, !shouldBegin(event.location) {
      transition(to: .failed)
      return
    }
    if minimumDistance == 0 { transition(to: .began) }
  }

  private func move(_ event: PointerEvent) {
    guard isPressed, state != .failed else { return }
    location = event.location
    timestamp = max(timestamp, event.timestamp)
    tracker.addSample(event.location, at: event.timestamp)
    switch state {
    case .possible where translation.magnitude >= minimumDistance: transition(to: .began)
    case .began, .changed: transition(to: .changed)
    default: break
    }
  }

  private func release(_ event: PointerEvent) {
    guard isPressed else { return }
    isPressed = false
    guard state != .failed else { return }
    location = event.location
    timestamp = max(timestamp, event.timestamp)
    tracker.addSample(event.location, at: event.timestamp)
    if state == .began || state == .changed {
      releaseVelocity = tracker.velocity(at: event.timestamp)
      transition(to: .ended)
    } else {
      transition(to: .failed)
    }
  }

  private func cancel(_ event: PointerEvent) {
    let wasActive = isActive
    isPressed = false
    timestamp = max(timestamp, event.timestamp)
    if wasActive {
      releaseVelocity = .zero
      transition(to: .cancelled)
    } else if state == .possible {
      state = .possible
    }
  }

  private func transition(to newState: GestureState) {
    state = newState
    onStateChange?(self)
  }
}
