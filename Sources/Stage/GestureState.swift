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
  case possible
  case began
  case changed
  case ended
  case cancelled
  case failed
}
