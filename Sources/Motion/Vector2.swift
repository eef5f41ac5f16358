/// A 2-D vector in points: a position, a displacement or a velocity (points per second).
///
/// ```swift
/// let velocity = Vector2(x: 0, y: -1500)
/// let travelled = 0.016 * velocity
/// ```
public struct Vector2: AnimatableValue, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Vector2(x: 0, y: 0)

  public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  public static prefix func - (value: Vector2) -> Vector2 {
    Vector2(x: -value.x, y: -value.y)
  }

  public static func * (scale: Double, value: Vector2) -> Vector2 {
    Vector2(x: scale * value.x, y: scale * value.y)
  }

  public static func * (value: Vector2, scale: Double) -> Vector2 {
    scale * value
  }

  public static func / (value: Vector2, divisor: Double) -> Vector2 {
    Vector2(x: value.x / divisor, y: value.y / divisor)
  }

  public static func += (lhs: inout Vector2, rhs: Vector2) { lhs = lhs + rhs }
  public static func -= (lhs: inout Vector2, rhs: Vector2) { lhs = lhs - rhs }

  public var magnitude: Double { (x * x + y * y).squareRoot() }
  public var isFinite: Bool { x.isFinite && y.isFinite }

  public func distance(to other: Vector2) -> Double { (other - self).magnitude }

  public var description: String { "(\(x), \(y))" }
}
