import Motion

/// Decides which recognizers get a press, as UIKit's gesture system does: recognizers attach to
/// layers, a press reaches the recognizers of the layer it hits (presentation values, or the
/// model's in ``HitTestMode/model``) and of that layer's ancestors, innermost first, and the
/// relations between them are declared, not arbitrated by hand in each scene:
///
/// - **Exclusive by default.** When one recognizer recognizes (`began`, or `ended` for a
///   discrete one such as a tap), every other recognizer of the press that may not recognize
///   with it loses: it gets a cancel for each pointer down (a running pan ends `cancelled`, a tap
///   fails) and no more events until every pointer is up.
/// - **Simultaneous** pairs (``recognizeSimultaneously(_:_:)``, UIKit's
///   `shouldRecognizeSimultaneouslyWith`): a pan, a pinch and a rotation on one card.
/// - **Require to fail** (``require(_:toFail:)``, UIKit's `require(toFail:)`): the waiting
///   recognizer's events are held back until the other fails, then handed over in order with
///   their own timestamps (so it sees the same gesture, only later); if the other recognizes,
///   the waiting one never sees the press. At the end of a press (every pointer up) a
///   recognizer that neither failed nor recognized counts as failed.
///
/// A second finger that goes down while a press is in progress joins that press's recognizers
/// wherever it lands (two fingers near a small card still pinch it). A pointer that goes down
/// while it is already down lost its release: the press ends as a cancel and a new one starts. A
/// cancel while nothing is pressed reaches every recognizer, as a reset.
///
/// ```swift
/// let arena = GestureArena()
/// arena.attach(pan, to: card)
/// arena.attach(pinch, to: card)
/// arena.attach(tap, to: background)
/// arena.recognizeSimultaneously(pan, pinch)
/// arena.require(tap, toFail: pan)
/// arena.handle(event, in: root)
/// ```
public final class GestureArena {
  private struct Attachment {
    let recognizer: any GestureRecognizer
    weak var layer: Layer?
  }

  /// A recognizer's part in the press in progress.
  private enum Standing {
    case listening
    /// Held back until the recognizers it requires to fail have failed.
    case waiting([PointerEvent])
    case lost
  }

  private var attachments: [Attachment] = []
  private var simultaneous: Set<Pair> = []
  /// waiter → the recognizers it waits for.
  private var requirements: [ObjectIdentifier: [ObjectIdentifier]] = [:]
  /// The press in progress: its recognizers in delivery order, and their standing.
  private var contestants: [any GestureRecognizer] = []
  private var standings: [ObjectIdentifier: Standing] = [:]
  private var failed: Set<ObjectIdentifier> = []
  private var recognized: Set<ObjectIdentifier> = []
  /// The pointers down in the press, where each is (cancels are sent there).
  private var pointers = PointerTable()
  /// Recognizers switched off: they take no part in a press that begins while they are off.
  private var disabled: Set<ObjectIdentifier> = []
  private var lastTimestamp = 0.0

  public init() {}

  /// Attaches `recognizer` to `layer`: presses that hit the layer or one of its sublayers reach
  /// it. The arena observes its transitions (``GestureRecognizer/transitionObserver``).
  public func attach(_ recognizer: any GestureRecognizer, to layer: Layer) {
    attachments.append(Attachment(recognizer: recognizer, layer: layer))
    let id = ObjectIdentifier(recognizer)
    recognizer.transitionObserver = { [unowned self] state in self.transition(id, to: state) }
  }

  /// `a` and `b` may recognize at the same time (neither makes the other lose).
  public func recognizeSimultaneously(_ a: any GestureRecognizer, _ b: any GestureRecognizer) {
    simultaneous.insert(Pair(ObjectIdentifier(a), ObjectIdentifier(b)))
  }

  /// `waiter` sees a press only once `other` has failed it (a tap waits for a double tap; a pan
  /// waits for the screen-edge pan near the edge).
  public func require(_ waiter: any GestureRecognizer, toFail other: any GestureRecognizer) {
    requirements[ObjectIdentifier(waiter), default: []].append(ObjectIdentifier(other))
  }

  /// The recognizers a press at `point` reaches: those of the layer hit and its ancestors,
  /// innermost first, each in the order attached (the root's alone where nothing is hit).
  public func recognizers(at point: Vector2, in root: Layer, mode: HitTestMode = .presentation)
    -> [any GestureRecognizer]
  {
    var layers: [Layer] = []
    // The root is the window: a press that hits no layer (outside it, or on a hidden part) is
    // still the root's.
    var layer: Layer? = root.hitTest(point, mode: mode) ?? root
    while let current = layer {
      layers.append(current)
      layer = current === root ? nil : current.superlayer
    }
    return layers.flatMap { layer in
      attachments.filter { $0.layer === layer && !disabled.contains(ObjectIdentifier($0.recognizer)) }
        .map(\.recognizer)
    }
  }

  /// Whether a press is in progress (a pointer the arena routed is down).
  /// Switches `recognizer` on or off, from the next press (UIKit's `isEnabled`, but a press
  /// already under way goes on as it began: a scene file's state change in the middle of a
  /// drag does not cut the drag).
  public func setEnabled(_ enabled: Bool, _ recognizer: any GestureRecognizer) {
    if enabled {
      disabled.remove(ObjectIdentifier(recognizer))
    } else {
      disabled.insert(ObjectIdentifier(recognizer))
    }
  }

  public var isPressing: Bool { !pointers.isEmpty }

  /// Whether the pointer `id` is down in the press in progress.
  public func isDown(_ id: Int) -> Bool { pointers.contains(id) }

  /// The gesture state of what is attached to `layer`: a recognizer that is recognizing
  /// (`began` or `changed`) if one is, else the first one's; nil when none is attached. A
  /// scene's default probe reads its subject's gesture here.
  public func gestureState(of layer: Layer) -> GestureState? {
    let attached = attachments.filter { $0.layer === layer }.map(\.recognizer.state)
    return attached.first { $0 == .began || $0 == .changed } ?? attached.first
  }

  /// Routes one pointer event: a first press picks the recognizers (hit testing `root`), the
  /// rest of the press goes to them; events of non-finite numbers are dropped. A resampled move
  /// (``PointerEvent/isResampled``) reaches only the recognizers listening, and is not held for
  /// those waiting.
  public func handle(_ event: PointerEvent, in root: Layer, mode: HitTestMode = .presentation) {
    guard event.isFinite else { return }
    if event.isResampled {
      // A frame's resampled move goes to the recognizers listening, and changes nothing of the
      // press: not where its pointers are for a cancel, not the last time, not what waits.
      guard event.kind == .move, pointers.contains(event.id) else { return }
      for recognizer in contestants {
        if case .listening? = standings[ObjectIdentifier(recognizer)] { recognizer.handle(event) }
      }
      return
    }
    lastTimestamp = event.timestamp
    if event.kind == .cancel, pointers.isEmpty {
      // A cancel outside any press is a reset: every recognizer forgets how its last gesture
      // ended (a pan's `ended` becomes `possible`), as each does when fed one directly.
      for attachment in attachments { attachment.recognizer.handle(event) }
      return
    }
    switch event.kind {
    case .down:
      if pointers.contains(event.id) { endLostPress() }
      if pointers.isEmpty { startPress(at: event.location, in: root, mode: mode) }
      pointers.set(event.id, to: event.location)
    case .move:
      guard pointers.contains(event.id) else { return }
      pointers.set(event.id, to: event.location)
    case .up, .cancel:
      guard pointers.contains(event.id) else { return }
      pointers.remove(event.id)
    }
    for recognizer in contestants { deliver(event, to: recognizer) }
    if pointers.isEmpty { endPress() }
  }

  private func startPress(at point: Vector2, in root: Layer, mode: HitTestMode) {
    contestants = recognizers(at: point, in: root, mode: mode)
    standings = [:]
    failed = []
    recognized = []
    for recognizer in contestants {
      let id = ObjectIdentifier(recognizer)
      standings[id] = isWaiting(id) ? .waiting([]) : .listening
    }
  }

  private func deliver(_ event: PointerEvent, to recognizer: any GestureRecognizer) {
    let id = ObjectIdentifier(recognizer)
    switch standings[id] {
    case .listening?: recognizer.handle(event)
    case .waiting(var held)?:
      held.append(event)
      standings[id] = .waiting(held)
    case .lost?, nil: break
    }
  }

  /// Whether `id` still waits for a recognizer of this press that has neither failed nor lost.
  private func isWaiting(_ id: ObjectIdentifier) -> Bool {
    (requirements[id] ?? []).contains { other in
      contestants.contains { ObjectIdentifier($0) == other } && !failed.contains(other)
    }
  }

  private func transition(_ id: ObjectIdentifier, to state: GestureState) {
    guard standings[id] != nil else { return }
    switch state {
    case .began, .ended:
      guard !recognized.contains(id) else { return }
      recognized.insert(id)
      for other in contestants where ObjectIdentifier(other) != id {
        let otherID = ObjectIdentifier(other)
        if !simultaneous.contains(Pair(id, otherID)) || (requirements[otherID] ?? []).contains(id) {
          lose(other)
        }
      }
    case .failed:
      markFailed(id)
    case .possible, .changed, .cancelled:
      break
    }
  }

  /// A recognizer that lost: a cancel for each pointer down if it was listening, then silence.
  private func lose(_ recognizer: any GestureRecognizer) {
    let id = ObjectIdentifier(recognizer)
    guard let standing = standings[id] else { return }
    standings[id] = .lost
    // One that failed already is out of the press; a cancel would only reset its state.
    if case .listening = standing, !failed.contains(id) {
      for (pointer, location) in zip(pointers.ids, pointers.locations) {
        recognizer.handle(
          PointerEvent(kind: .cancel, location: location, timestamp: lastTimestamp, id: pointer))
      }
    }
    markFailed(id)
  }

  /// `id` failed (or lost): recognizers waiting only for it get their held events now.
  private func markFailed(_ id: ObjectIdentifier) {
    guard !failed.contains(id) else { return }
    failed.insert(id)
    for waiter in contestants {
      let waiterID = ObjectIdentifier(waiter)
      guard case .waiting(let held)? = standings[waiterID], !isWaiting(waiterID) else { continue }
      standings[waiterID] = .listening
      for event in held {
        guard case .listening? = standings[waiterID] else { break }
        waiter.handle(event)
      }
    }
  }

  /// A pointer already down went down again: its release was lost. The press ends as a cancel
  /// for every recognizer still in it (a running pan ends `cancelled`), and the new press starts
  /// afresh, hit testing again.
  private func endLostPress() {
    for recognizer in contestants {
      guard case .listening? = standings[ObjectIdentifier(recognizer)] else { continue }
      for (pointer, location) in zip(pointers.ids, pointers.locations) {
        recognizer.handle(
          PointerEvent(kind: .cancel, location: location, timestamp: lastTimestamp, id: pointer))
      }
    }
    pointers.removeAll()
    endPress()
  }

  /// Every pointer is up: recognizers still undecided count as failed, so those waiting for them
  /// see the press now.
  private func endPress() {
    for recognizer in contestants where !recognized.contains(ObjectIdentifier(recognizer)) {
      markFailed(ObjectIdentifier(recognizer))
    }
    contestants = []
    standings = [:]
  }

  /// An unordered pair of recognizers.
  private struct Pair: Hashable {
    let first: ObjectIdentifier
    let second: ObjectIdentifier
    init(_ a: ObjectIdentifier, _ b: ObjectIdentifier) {
      (first, second) = a < b ? (a, b) : (b, a)
    }
  }
}
