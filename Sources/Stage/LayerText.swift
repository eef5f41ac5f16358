import Motion

/// Text a layer shows inside its bounds: a title, a label, a row's caption.
///
/// The text is laid out in the layer's own space (it turns and scales with the layer), inset
/// by `inset` points from the layer's edges and aligned within what is left; it is one line.
///
/// ```swift
/// title.text = LayerText("Details", size: 20, color: .black, alignment: .leading)
/// ```
public struct LayerText: Sendable, Hashable {
  public enum Alignment: String, Sendable {
    case leading
    case center
    case trailing
  }

  public var string: String
  /// The font size in points.
  public var size: Double
  public var color: Color
  public var isBold: Bool
  public var alignment: Alignment
  /// Horizontal inset from the layer's edges, in points.
  public var inset: Double

  public init(
    _ string: String, size: Double, color: Color, isBold: Bool = false, alignment: Alignment = .center,
    inset: Double = 0
  ) {
    self.string = string
    self.size = size.isFinite ? max(size, 1) : 12
    self.color = color
    self.isBold = isBold
    self.alignment = alignment
    self.inset = inset.isFinite ? inset : 0
  }
}
