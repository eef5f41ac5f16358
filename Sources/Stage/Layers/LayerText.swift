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
  /// Where a line of text sits horizontally in its layer, after the inset.
  public enum Alignment: String, Sendable {
    /// Against the left edge (after ``LayerText/inset``).
    case leading
    /// Centred.
    case center
    /// Against the right edge (before ``LayerText/inset``).
    case trailing
  }

  /// The text to show, on one line; text wider than the layer is shortened with an ellipsis.
  public var string: String
  /// The font size in points.
  public var size: Double
  /// The text colour.
  public var color: Color
  /// Whether the text is set in the bold weight.
  public var isBold: Bool
  /// Where the line sits horizontally.
  public var alignment: Alignment
  /// Horizontal inset from the layer's edges, in points.
  public var inset: Double

  /// Text to show in a layer; a `size` below 1 becomes 1 (12 when not finite), a non-finite
  /// `inset` becomes 0.
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
