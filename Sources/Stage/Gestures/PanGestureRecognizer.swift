import Motion

/// A pan (drag) recognizer after `UIPanGestureRecognizer`, fed ``PointerEvent``s.
///
/// **Beginning.** With `minimumDistance` 0 (the default) the pan begins on the press itself: the
/// transition grabs the modal at the press instant (docs/design-notes.md, "The modal"), and a press-release without
/// movement is `began → ended` with a zero translation and velocity. With a positive
/// `minimumDistance` (a slop), the pan begins at the first move that takes the pointer that far
/// from the press point. ``translation`` is still measured from the press point (UIKit's), so it
/// already holds the slop at `began`: a thing moved by it jumps by the slop there.
/// ``translationSinceBegan`` is measured from where the pan began (UIScrollView's content,
/// Android's scroll views and Flutter's `DragStartBehavior.start` move this way): the dragged
/// thing sets off from where it is, with no step, and stays the slop behind the pointer. A
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
/// with a non-finite location or timestamp. A second press of the same pointer (same ``PointerEvent/id``)
/// while it is down means the release was lost: the old press ends as a cancel (`cancelled` if
/// the pan had begun) and the new one starts afresh.
///
/// **Resampled moves** (``PointerEvent/isResampled``, made by the scene runner for a frame) move
/// ``location``, ``translation`` and ``centroid`` and report `changed` while the pan runs, and
/// nothing else: no velocity sample, no ``timestamp``, no beginning past the slop. The next real
/// event, or a resampled move back to the real location, shows the real pointer again; the
/// pan's state is only ever the real events', so a release's velocity is the same with or
/// without them. A release that says where the frames showed the pointer at its instant
/// (``PointerEvent/shown``) ends there: ``location`` and ``translation`` at `ended` are
/// the drawn path's, so the settle starts where the eye saw the subject, not 5 ms ahead of it.
///
/// **Several pointers.** Like UIKit's pan, the pan follows the centroid of the pointers it holds:
/// a second finger joins the pan (it is no lost release), and a finger lifted while another stays
/// leaves the pan to the others. Each time the set of pointers changes, the centroid jumps; the
/// pan shifts its reference by that jump, so ``location``, ``translation`` and the velocity go on
/// without one (a pinch's fingers can become a pan's and back). The pan ends when the last
/// pointer is up; a cancel of any of its pointers cancels it.
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
  /// Where the pan began: the press (no slop), else the move that took the pointer past the slop.
  public private(set) var beganLocation = Vector2.zero
  /// Where the pointer is (as of the last handled event: a resampled one's until the next real
  /// event).
  public var location: Vector2 { shownLocation ?? realLocation }
  /// Where the real events left the pointer.
  private var realLocation = Vector2.zero
  /// Where the resampled events show it, while they do.
  private var shownLocation: Vector2?
  /// The timestamp of the last real event handled, in seconds.
  public private(set) var timestamp = 0.0
  /// Whether the last event handled was a resampled move: ``location`` is where the pointer was
  /// at the frame's sample time, which a scene shows but takes no velocity sample or decision
  /// from.
  public private(set) var isResampled = false

  /// The pointers down that this recognizer saw go down, where each is.
  private var pointers = PointerTable()
  /// Added to the pointers' centroid to make ``location``: changes of the pointer set shift it,
  /// so the location never jumps when a finger joins or leaves.
  private var offset = Vector2.zero
  /// The offset that keeps the drawn path in place across a finger lifted while others stay,
  /// where the frames showed the pointers behind their real places: ``offset`` moved by the jump
  /// of the shown centroid, not the real one. A rotating pair's real centroid stands still while
  /// each finger circles it, so the real offset moves the drawn path by the remaining finger's
  /// last 5 ms on its circle. The pan ends on this offset when no real move came after the lift
  /// (two fingers lifted at one instant, `card-pinch.json`: 0.79 pt); a real move drops it.
  private var drawnOffset: Vector2?
  private var tracker = VelocityTracker()
  private var resampled = ResampledPointers()
  /// Called on each state transition, after ``onStateChange`` (the ``GestureArena``'s hook).
  public var transitionObserver: ((GestureState) -> Void)?

  /// Whether a press is in progress (a pointer is down and this recognizer saw it go down).
  private var isPressed: Bool { !pointers.isEmpty }

  /// A pan that begins once the pointer is `minimumDistance` points from the press (0: at the
  /// press); a negative or non-finite distance counts as 0.
  public init(minimumDistance: Double = 0) {
    self.minimumDistance = minimumDistance.isFinite ? max(minimumDistance, 0) : 0
  }

  /// Where the pointers it holds are: their centroid (one finger: the finger itself). It differs
  /// from ``location`` by the shifts the pointer set's changes made, so a scene that scales
  /// something about the fingers scales it about this point, and moves it by ``location``.
  public var centroid: Vector2 { location - offset }

  /// How far the pointer has moved since the press; never reset.
  public var translation: Vector2 { location - startLocation }

  /// How far the pointer has moved since the pan began: ``translation`` less the slop the pan
  /// began past, so that a thing it moves sets off from where it is (no step at `began`).
  /// Equal to ``translation`` with no slop.
  public var translationSinceBegan: Vector2 { location - beganLocation }

  /// The pointer's velocity in points per second at ``timestamp``; the release velocity once
  /// the pan has ended.
  public var velocity: Vector2 {
    guard let releasedAt else { return tracker.velocity(at: timestamp) }
    return tracker.velocity(at: timestamp, readAt: releasedAt)
  }
  /// The instant of the pointer's path a release was shown at (``PointerEvent/shown``): the
  /// release velocity is read there.
  private var releasedAt: Double?

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
    if event.isResampled {
      showResampled(event)
      return
    }
    isResampled = false
    resampled.removeAll()
    shownLocation = nil
    switch event.kind {
    case .down: press(event)
    case .move: move(event)
    case .up: release(event)
    case .cancel: cancel(event)
    }
  }

  private func press(_ event: PointerEvent) {
    // A press of a pointer already down means its release was lost (a script, a missed event):
    // end the old press as a cancel rather than ignore presses until an up that never comes.
    if pointers.contains(event.id) {
      cancel(event)
    } else if isPressed {
      join(event)
      return
    }
    pointers.set(event.id, to: event.location)
    offset = .zero
    drawnOffset = nil
    releasedAt = nil
    state = .possible
    startLocation = event.location
    beganLocation = event.location
    realLocation = event.location
    timestamp = event.timestamp
    tracker.reset()
    tracker.addSample(event.location, at: event.timestamp)
    if let shouldBegin, !shouldBegin(event.location) {
      transition(to: .failed)
    } else if minimumDistance == 0 {
      transition(to: .began)
    }
  }

  /// Another pointer goes down while the pan holds some: it joins, without a jump.
  private func join(_ event: PointerEvent) {
    let before = pointers.centroid
    pointers.set(event.id, to: event.location)
    offset = offset + before - pointers.centroid
    timestamp = event.timestamp
  }

  private func move(_ event: PointerEvent) {
    guard pointers.contains(event.id) else { return }
    pointers.set(event.id, to: event.location)
    drawnOffset = nil
    let moved = pointers.centroid + offset
    timestamp = event.timestamp
    // An up that did not move (a finger lifting where it was) is no motion.
    guard event.kind == .move || moved != realLocation else { return }
    realLocation = moved
    tracker.addSample(realLocation, at: event.timestamp)
    switch state {
    case .began, .changed:
      transition(to: .changed)
    case .possible where (realLocation - startLocation).magnitude >= minimumDistance:
      beganLocation = realLocation
      transition(to: .began)
    default:
      break
    }
  }

  private func release(_ event: PointerEvent) {
    guard pointers.contains(event.id) else { return }
    if pointers.count > 1 {
      // A finger lifts and others stay: the pan is theirs from here. Where the finger lifted
      // counts as a move; leaving the set then shifts the reference, without a jump.
      // A finger lifted at the same instant as one before it goes on from that one's offset.
      let previous = drawnOffset
      move(event)
      let drawn = drawnJump(lifting: event).map { (previous ?? offset) + $0 }
      let before = pointers.centroid
      pointers.remove(event.id)
      offset = offset + before - pointers.centroid
      drawnOffset = drawn
      return
    }
    pointers.removeAll()
    timestamp = event.timestamp
    let released = event.location + offset
    // The up is a movement sample only if it moved: a release where the last move left the
    // pointer must not look like a stop (Android drops the up position for that reason).
    if released != realLocation { tracker.addSample(released, at: event.timestamp) }
    realLocation = released
    // Released as drawn: the pan ends where the frames showed the pointer at this instant,
    // moving as its real events did there.
    if let shown = event.shown, shown.location.isFinite, shown.time.isFinite, shown.time <= event.timestamp {
      shownLocation = shown.location + (drawnOffset ?? offset)
      releasedAt = shown.time
    }
    drawnOffset = nil
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

  /// How far the centroid the frames show jumps when `lifting`'s pointer leaves the set, from
  /// where the frames show each pointer at its instant (``PointerEvent/shown``); nil where the
  /// lift says nothing of that.
  private func drawnJump(lifting event: PointerEvent) -> Vector2? {
    guard let shown = event.shown, shown.location.isFinite, !shown.others.isEmpty else { return nil }
    var table = pointers
    table.set(event.id, to: shown.location)
    for (id, location) in shown.others where table.contains(id) && location.isFinite {
      table.set(id, to: location)
    }
    let before = table.centroid
    table.remove(event.id)
    return before - table.centroid
  }

  /// The pointer was lost. Its location is not taken: where the platform saw it last (outside
  /// the window, say) is no part of the drag. With no press in progress, a cancel is a reset:
  /// an `ended` or `cancelled` recognizer is `possible` again, silently.
  private func cancel(_ event: PointerEvent) {
    guard isPressed else {
      state = .possible
      return
    }
    guard pointers.contains(event.id) else { return }
    pointers.removeAll()
    timestamp = event.timestamp
    if isActive {
      transition(to: .cancelled)
    } else {
      state = .possible
    }
  }

  /// A resampled move of a pointer the running pan holds: shown, and `changed` reported.
  private func showResampled(_ event: PointerEvent) {
    guard event.kind == .move, isActive, pointers.contains(event.id) else { return }
    resampled.apply(event, real: pointers)
    shownLocation = resampled.isEmpty ? nil : resampled.shown(over: pointers).centroid + offset
    isResampled = true
    transition(to: .changed)
  }

  private func transition(to newState: GestureState) {
    state = newState
    onStateChange?(self)
    transitionObserver?(newState)
  }
}
