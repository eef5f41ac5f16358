import Motion

/// A rectangle with rounded corners in its own space: (0, 0) at the top-left, `size` big; the
/// shape a ``Layer`` is drawn and hit-tested as.
///
/// ```swift
/// let card = RoundedRectangle(size: Size(width: 180, height: 240), cornerRadius: 16)
/// card.contains(Vector2(x: 1, y: 1))   // false: outside the corner's curve
/// card.contains(Vector2(x: 90, y: 1))  // true
/// ```
public struct RoundedRectangle: Sendable, Hashable {
  /// The rectangle's size, in points.
  public var size: Size
  /// The corner radius, clamped to half the shorter side (as Core Animation draws it).
  public var cornerRadius: Double

  /// A rounded rectangle; the radius is clamped into 0…half the shorter side (0 when not finite).
  public init(size: Size, cornerRadius: Double) {
    self.size = size
    let limit = max(0, min(size.width, size.height) / 2)
    self.cornerRadius = cornerRadius.isFinite ? min(max(cornerRadius, 0), limit) : 0
  }

  /// Half-open containment, like Motion's `Rect.contains(_:)`: the left and top edges are inside, the
  /// right and bottom are not; inside a corner's square, the point must lie within its circle.
  public func contains(_ point: Vector2) -> Bool {
    guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return false }
    let radius = cornerRadius
    guard radius > 0 else { return true }
    // The nearest corner circle's centre, if the point is in that corner's square.
    let cx = point.x < radius ? radius : (point.x > size.width - radius ? size.width - radius : point.x)
    let cy = point.y < radius ? radius : (point.y > size.height - radius ? size.height - radius : point.y)
    let dx = point.x - cx
    let dy = point.y - cy
    return dx * dx + dy * dy <= radius * radius
  }
}
