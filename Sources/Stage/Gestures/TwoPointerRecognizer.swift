import Motion

/// The state machine a pinch and a rotation share (``PinchGestureRecognizer`` and
/// ``RotationGestureRecognizer`` each own one): `possible` until two pointers are down, `began`
/// then, `changed` as they move, `ended` when a finger lifts and fewer than two are left (the
/// other may go on as a pan), `cancelled` when one of its pointers is lost. `ended` and
/// `cancelled` last until the next press. A press of a pointer already held means its release
/// was lost: the gesture is cancelled and starts afresh. Events of non-finite numbers are ignored.
/// A resampled move (``PointerEvent/isResampled``) of a running gesture's pointer shows its value
/// and centroid there and reports `changed`, without taking a velocity sample or a new
/// reference; the next real event shows the real ones again.
final class TwoPointerRecognizer {
  var gesture: TwoPointerGesture
  var shouldBegin: ((Vector2) -> Bool)?
  /// Called on every transition, with the new state.
  var notify: (GestureState) -> Void = { _ in }
  private(set) var state = GestureState.possible
  private(set) var timestamp = 0.0
  /// The pointers' centroid as of the last event (a resampled one's until the next real event).
  var location: Vector2 { shown?.location ?? realLocation }
  private var realLocation = Vector2.zero
  private var resampled = ResampledPointers()
  /// The value and centroid the resampled pointers make, while they are shown.
  private var shown: (value: Double, location: Vector2)?
  /// Whether the last event handled was a resampled move.
  private(set) var isResampled = false

  init(gesture: TwoPointerGesture) {
    self.gesture = gesture
  }

  var isActive: Bool { state == .began || state == .changed }
  var value: Double { shown?.value ?? gesture.value }
  var pointerCount: Int { gesture.pointers.count }
  func velocity(at time: Double) -> Double { gesture.velocity(at: max(time, timestamp)) }

  func handle(_ event: PointerEvent) {
    guard event.isFinite else { return }
    if event.isResampled {
      showResampled(event)
      return
    }
    isResampled = false
    resampled.removeAll()
    shown = nil
    switch event.kind {
    case .down: press(event)
    case .move: move(event)
    case .up: release(event)
    case .cancel: cancel(event)
    }
  }

  private func press(_ event: PointerEvent) {
    if gesture.pointers.contains(event.id) { cancel(event) }
    if gesture.pointers.isEmpty { state = .possible }
    gesture.pointers.set(event.id, to: event.location)
    timestamp = event.timestamp
    realLocation = gesture.pointers.centroid
    if isActive {
      gesture.rebase()
    } else {
      beginIfReady()
    }
  }

  private func move(_ event: PointerEvent) {
    guard gesture.pointers.contains(event.id) else { return }
    gesture.pointers.set(event.id, to: event.location)
    timestamp = event.timestamp
    realLocation = gesture.pointers.centroid
    if isActive {
      if gesture.update(at: event.timestamp) { transition(to: .changed) }
    } else {
      beginIfReady()
    }
  }

  private func release(_ event: PointerEvent) {
    guard gesture.pointers.contains(event.id) else { return }
    // Where the finger lifted counts, so the gesture ends where the fingers were.
    gesture.pointers.set(event.id, to: event.location)
    timestamp = event.timestamp
    if isActive { gesture.update(at: event.timestamp) }
    realLocation = gesture.pointers.centroid
    // Released as drawn: the value and centroid the frames showed at this instant, which the
    // gesture ends on (its velocity is its real events').
    let drawn = isActive ? event.shown.map { drawnTable(releasing: event.id, at: $0) } : nil
    gesture.pointers.remove(event.id)
    if isActive {
      if gesture.pointers.count < 2 {
        if let drawn { shown = (gesture.value(showing: drawn), drawn.centroid) }
        transition(to: .ended)
      } else {
        gesture.rebase()
      }
    } else if gesture.pointers.isEmpty, state == .failed {
      state = .possible
    }
  }

  private func cancel(_ event: PointerEvent) {
    guard !gesture.pointers.isEmpty else {
      state = .possible
      return
    }
    guard gesture.pointers.contains(event.id) else { return }
    gesture.pointers.removeAll()
    timestamp = event.timestamp
    if isActive {
      transition(to: .cancelled)
    } else {
      state = .possible
    }
  }

  private func showResampled(_ event: PointerEvent) {
    guard event.kind == .move, isActive, gesture.pointers.contains(event.id) else { return }
    resampled.apply(event, real: gesture.pointers)
    if resampled.isEmpty {
      shown = nil
    } else {
      let table = resampled.shown(over: gesture.pointers)
      shown = (gesture.value(showing: table), table.centroid)
    }
    isResampled = true
    transition(to: .changed)
  }

  /// The gesture's pointers where the frames show them at a release's instant: the releasing
  /// one at `shown`'s place, the others at theirs, the rest at their real places.
  private func drawnTable(releasing id: Int, at shown: PointerEvent.Shown) -> PointerTable {
    var table = gesture.pointers
    table.set(id, to: shown.location)
    for (other, location) in shown.others where table.contains(other) { table.set(other, to: location) }
    return table
  }

  /// Two pointers down in `possible`: begin, if the press may and the measure exists.
  private func beginIfReady() {
    guard state == .possible, gesture.pointers.count >= 2, gesture.measure(gesture.pointers) != nil
    else { return }
    if let shouldBegin, !shouldBegin(location) {
      transition(to: .failed)
      return
    }
    gesture.begin(at: timestamp)
    transition(to: .began)
  }

  private func transition(to newState: GestureState) {
    state = newState
    notify(newState)
  }
}
