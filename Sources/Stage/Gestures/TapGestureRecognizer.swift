import Motion

/// A single-tap recognizer after `UITapGestureRecognizer`, fed ``PointerEvent``s.
///
/// A press and a release no farther apart than `maximumDistance` (points, measured from the
/// press) and no longer than `maximumDuration` (seconds, between the two timestamps) is a tap:
/// the state becomes `ended` and `onTap` gets the release location. The state stays `ended`
/// until the next press.
///
/// Anything else fails: moving too far fails at once, holding too long fails at the first move
/// or the release after the limit, and a cancel fails the press. `failed` lasts while the
/// pointer is down; once it is up the recognizer is `possible` again. A second press while the
/// pointer is down means the first one's release was lost: the first press fails and the second
/// starts afresh. `shouldBegin`, if set, is asked at the press with the press location; false
/// fails the press. A tap is one pointer: another pointer going down during the press fails it
/// (two fingers are a pinch, not a tap), and that pointer's own events are ignored.
///
/// This is the objc.io pane's "tap toggles" (seed 002).
///
/// ```swift
/// let tap = TapGestureRecognizer()
/// tap.onTap = { location in pane.toggle() }
/// tap.handle(PointerEvent(kind: .down, location: Vector2(x: 100, y: 600), timestamp: 2.00))
/// tap.handle(PointerEvent(kind: .up, location: Vector2(x: 102, y: 601), timestamp: 2.12))
/// // onTap ran with (102, 601)
/// ```
public final class TapGestureRecognizer {
  /// How far (points) the pointer may move from the press.
  public var maximumDistance: Double
  /// How long (seconds) the press may last.
  public var maximumDuration: Double
  /// Asked at each press with the press location: may this press be a tap?
  public var shouldBegin: ((Vector2) -> Bool)?
  /// Called with the release location when a tap is recognized.
  public var onTap: ((Vector2) -> Void)?
  /// Called on `ended` (before `onTap`) and on `failed`.
  public var onStateChange: ((TapGestureRecognizer) -> Void)?

  /// `possible` while a press may still be a tap, `ended` after a tap (until the next press),
  /// `failed` while a press that is no tap is down.
  public private(set) var state = GestureState.possible
  /// Where the press was.
  public private(set) var startLocation = Vector2.zero
  /// Where the pointer is (as of the last handled event).
  public private(set) var location = Vector2.zero
  /// When the press was, in seconds.
  public private(set) var startTimestamp = 0.0

  private var isPressed = false
  /// The pointer whose press this is.
  private var pointerID = 0
  /// Called on each state transition, after ``onStateChange`` (the ``GestureArena``'s hook).
  public var transitionObserver: ((GestureState) -> Void)?

  /// A recognizer for presses that move at most `maximumDistance` points and last at most
  /// `maximumDuration` seconds (UIKit-like defaults: 10 pt, 0.3 s).
  public init(maximumDistance: Double = 10, maximumDuration: Double = 0.3) {
    self.maximumDistance = maximumDistance
    self.maximumDuration = maximumDuration
  }

  /// Feeds one pointer event to the recognizer; events with a non-finite location or timestamp,
  /// and resampled moves (``PointerEvent/isResampled``), are ignored.
  public func handle(_ event: PointerEvent) {
    // A resampled move is no news of the hand: a tap is judged on the real events alone.
    guard event.isFinite, !event.isResampled else { return }
    if isPressed, event.id != pointerID {
      // Another pointer: a second finger down makes the press no tap; its moves are not ours.
      if event.kind == .down, state == .possible { transition(to: .failed) }
      return
    }
    switch event.kind {
    case .down:
      // A press while one is in progress means the release was lost: that press is no tap.
      if isPressed, state == .possible { transition(to: .failed) }
      isPressed = true
      pointerID = event.id
      state = .possible
      startLocation = event.location
      location = event.location
      startTimestamp = event.timestamp
      if let shouldBegin, !shouldBegin(event.location) { transition(to: .failed) }
    case .move:
      guard isPressed else { return }
      location = event.location
      if state == .possible, !isWithinLimits(event) { transition(to: .failed) }
    case .up:
      guard isPressed else { return }
      isPressed = false
      location = event.location
      if state == .possible, isWithinLimits(event) {
        transition(to: .ended)
        onTap?(event.location)
      } else {
        if state == .possible { transition(to: .failed) }
        state = .possible
      }
    case .cancel:
      guard isPressed else {
        state = .possible
        return
      }
      isPressed = false
      if state == .possible { transition(to: .failed) }
      state = .possible
    }
  }

  /// The limits are inclusive, and a press held exactly `maximumDuration` (or moved exactly
  /// `maximumDistance`) is a tap whatever the clock reads: 1.3 − 1.0 is 0.30000000000000004 in
  /// doubles, so the comparison allows a nanosecond (a nanopoint) of rounding.
  private func isWithinLimits(_ event: PointerEvent) -> Bool {
    event.location.distance(to: startLocation) <= maximumDistance + 1e-9
      && event.timestamp - startTimestamp <= maximumDuration + 1e-9
  }

  private func transition(to newState: GestureState) {
    state = newState
    onStateChange?(self)
    transitionObserver?(newState)
  }
}
