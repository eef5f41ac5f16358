/// One running animation of a value: a spring, a decay, a timed curve, a dynamics item.
///
/// Animations are value types advanced by a time step. They never read a clock: the
/// ``Animator`` (or a test) passes time in, so a run is exact and repeatable at any frame rate.
///
/// ```swift
/// var fade = TimedAnimation(from: 0.0, to: 1.0, duration: 0.35, curve: .easeInOut)
/// fade.advance(by: 0.175)
/// fade.value  // 0.5
/// ```
public protocol Animation<Value>: Sendable {
  /// What is animated: a `Double`, a ``Vector2``, or any ``AnimatableValue``.
  associatedtype Value: AnimatableValue
  /// The value now: what a layer shows (its presentation value).
  var value: Value { get }
  /// The rate of change now, in units per second (points per second for positions).
  var velocity: Value { get }
  /// Where the animation ends: the model value, in Core Animation's terms.
  var target: Value { get }
  /// True once the animation has come to rest; `value` then equals `target`.
  var isFinished: Bool { get }
  /// Moves the animation forward by `dt` seconds. A zero, negative or non-finite `dt` changes
  /// nothing, so a zero-length frame can never produce a NaN.
  mutating func advance(by dt: Double)
}
