/// The state of a gesture recognizer, after UIKit's `UIGestureRecognizer.State`.
///
/// A continuous gesture (a pan) goes `possible → began → changed… → ended` (or `cancelled`); a
/// discrete one (a tap) goes `possible → ended`. `failed` means the recognizer has given up on
/// the press in progress. The raw values are exactly these words, because the trace prints them.
///
/// ```swift
/// if pan.state == .ended { print(pan.state.rawValue) }  // "ended"
/// ```
public enum GestureState: String, Sendable {
  /// Waiting: no gesture recognized yet (the state at rest and at each new press).
  case possible
  /// A continuous gesture has just been recognized.
  case began
  /// A continuous gesture goes on: the pointer moved.
  case changed
  /// The gesture is over: a pan released, or a tap recognized.
  case ended
  /// A continuous gesture was interrupted (the pointer was lost).
  case cancelled
  /// The press in progress is not this gesture.
  case failed
}
