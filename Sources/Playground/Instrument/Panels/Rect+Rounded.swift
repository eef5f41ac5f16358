import Motion
import Stage

extension Rect {
  /// Whether `point` is inside this rectangle with its corners rounded by `cornerRadius`, exactly
  /// the shape ``Stage/DisplayList/fill(_:cornerRadius:color:)`` draws: overlays hit-test the
  /// shapes they draw, so a press just outside a rounded corner reaches the scene.
  func contains(_ point: Vector2, cornerRadius: Double) -> Bool {
    RoundedRectangle(size: size, cornerRadius: cornerRadius).contains(point - origin)
  }
}
