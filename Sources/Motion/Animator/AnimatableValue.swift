/// A value that animations can move: a vector space over `Double`.
///
/// Every solver in Motion is linear in its state (the spring's closed form is
/// `x(t) = A(t)·x0 + B(t)·v0`), so one set of coefficients serves a `Double` (alpha),
/// a ``Vector2`` (a centre) or anything else with these operations.
///
/// ```swift
/// let halfway: Vector2 = 0.5 * (start + end)
/// ```
public protocol AnimatableValue: Sendable, Equatable {
  /// The value of no change: the rest displacement and the zero velocity.
  static var zero: Self { get }
  /// Component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Every component scaled by `scale`.
  static func * (scale: Double, value: Self) -> Self
  /// The Euclidean length, used for rest detection.
  var magnitude: Double { get }
  /// Whether every component is finite (neither NaN nor infinite).
  var isFinite: Bool { get }
}

/// A `Double` is a one-dimensional ``AnimatableValue``: an opacity, a scroll offset, one axis.
extension Double: AnimatableValue {
  /// |x|.
  public var magnitude: Double { Swift.abs(self) }
}
