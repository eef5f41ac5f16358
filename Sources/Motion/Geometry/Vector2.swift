/// A 2-D vector in points: a position, a displacement or a velocity (points per second).
///
/// ```swift
/// let velocity = Vector2(x: 0, y: -1500)
/// let travelled = 0.016 * velocity
/// ```
public struct Vector2: AnimatableValue, Hashable, CustomStringConvertible {
  /// Horizontal, growing rightwards.
  public var x: Double
  /// Vertical, growing downwards.
  public var y: Double

  /// A vector from its components.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, and no velocity.
  public static let zero = Vector2(x: 0, y: 0)

  /// Component-wise sum.
  public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Component-wise difference.
  public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The opposite vector.
  public static prefix func - (value: Vector2) -> Vector2 {
    Vector2(x: -value.x, y: -value.y)
  }

  /// Both components scaled.
  public static func * (scale: Double, value: Vector2) -> Vector2 {
    Vector2(x: scale * value.x, y: scale * value.y)
  }

  /// Both components scaled.
  public static func * (value: Vector2, scale: Double) -> Vector2 {
    scale * value
  }

  /// Both components divided.
  public static func / (value: Vector2, divisor: Double) -> Vector2 {
    Vector2(x: value.x / divisor, y: value.y / divisor)
  }

  /// Adds in place.
  public static func += (lhs: inout Vector2, rhs: Vector2) { lhs = lhs + rhs }
  /// Subtracts in place.
  public static func -= (lhs: inout Vector2, rhs: Vector2) { lhs = lhs - rhs }

  /// The length, √(x² + y²).
  public var magnitude: Double { (x * x + y * y).squareRoot() }
  /// Whether both components are finite.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The length of the vector from this point to `other`.
  public func distance(to other: Vector2) -> Double { (other - self).magnitude }

  /// "(x, y)".
  public var description: String { "(\(x), \(y))" }
}
