/// An axis-aligned rectangle in points, top-left origin (y grows downwards, as in UIKit and SDL).
///
/// ```swift
/// let modal = Rect(center: Vector2(x: 480, y: -90), size: Size(width: 280, height: 180))
/// modal.contains(Vector2(x: 480, y: -10))  // true
/// ```
public struct Rect: Sendable, Hashable {
  /// The top-left corner.
  public var origin: Vector2
  /// Width and height.
  public var size: Size

  /// A rectangle from its top-left corner and size.
  public init(origin: Vector2, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its top-left corner's coordinates and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Vector2(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A rectangle of `size` around `center`.
  public init(center: Vector2, size: Size) {
    self.init(
      origin: Vector2(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
  }

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The centre.
  public var center: Vector2 { Vector2(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// The rectangle shrunk by `amount` on every side (grown when negative).
  public func insetBy(_ amount: Double) -> Rect {
    Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// Half-open containment: the left and top edges are inside, the right and bottom are not.
  public func contains(_ point: Vector2) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the two rectangles overlap with a positive area (touching edges do not count),
  /// like `CGRectIntersectsRect`, which seed 000 uses to see the modal leave the container.
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
