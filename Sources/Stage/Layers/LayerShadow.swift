import Motion

/// A soft shadow under a layer, after `CALayer`'s shadow properties: a blurred copy of the
/// layer's rounded rectangle, offset and faded.
///
/// ```swift
/// card.shadow = LayerShadow(opacity: 0.3, radius: 12, offset: Vector2(x: 0, y: 8))
/// ```
public struct LayerShadow: Sendable, Hashable {
  /// The shadow's colour (black by default); its alpha is multiplied by ``opacity``.
  public var color: Color
  /// 0…1, multiplied by the colour's alpha and the layer's.
  public var opacity: Double
  /// The blur radius in points (`shadowRadius`): how far the shadow fades out past the edge.
  public var radius: Double
  /// Where the shadow sits relative to the layer, in the layer's own space (points).
  public var offset: Vector2

  /// A shadow; `opacity` is clamped into 0…1, a negative `radius` becomes 0, and non-finite values
  /// become 0 (the offset: zero).
  public init(color: Color = .black, opacity: Double, radius: Double, offset: Vector2 = .zero) {
    self.color = color
    self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 0
    self.radius = radius.isFinite ? max(radius, 0) : 0
    self.offset = offset.isFinite ? offset : .zero
  }
}
