/// A line drawn along a layer's edge, inside its bounds, following its rounded corners
/// (`CALayer`'s `borderWidth` and `borderColor`).
///
/// ```swift
/// photo.border = LayerBorder(width: 2, color: .white)
/// ```
public struct LayerBorder: Sendable, Hashable {
  /// In the layer's points; negative or non-finite widths are 0 (no border).
  public var width: Double
  public var color: Color

  public init(width: Double, color: Color) {
    self.width = width.isFinite ? max(width, 0) : 0
    self.color = color
  }
}
