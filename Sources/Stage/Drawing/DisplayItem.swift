import Motion

/// One thing to draw, in canvas points, after every transform and opacity has been applied:
/// what a backend needs and nothing it must work out from layers.
///
/// Each shape is given in its own space (a ``RoundedRectangle`` from (0, 0)) with the transform
/// that puts it on the canvas, so a turned or scaled layer is one item like any other, and a
/// backend can tell an axis-aligned shape (a fast path) from a turned one.
///
/// Shadows and text are kept out of line (`indirect`), so every item is as small as a fill,
/// the largest of the rest: a frame walks two lists of them (the stress scene's 2 000 cards),
/// and a shadow or a line of text is rare.
public enum DisplayItem: Sendable, Equatable {
  /// A filled rounded rectangle.
  case fill(FillItem)
  /// A soft shadow: a blurred rounded rectangle.
  indirect case shadow(ShadowItem)
  /// One line of text laid out in a box.
  indirect case text(TextItem)
  /// A polyline (the plot's curves, markers, outlines, a layer's border).
  case line(LineItem)
  /// A picture stretched over a box.
  indirect case image(ImageItem)
}

/// A picture stretched over a box, ready to draw (``DisplayItem/image(_:)``'s payload).
public struct ImageItem: Sendable, Equatable {
  /// What the renderer loads (``LayerImage/source``).
  public var source: String
  /// The box the picture fills, in its own space from (0, 0).
  public var box: Size
  /// 0…1, multiplied into the picture's own alpha.
  public var opacity: Double
  /// From the box's space to canvas points.
  public var transform: Transform2D

  public init(source: String, box: Size, opacity: Double, transform: Transform2D) {
    self.source = source
    self.box = box
    self.opacity = opacity
    self.transform = transform
  }
}

/// A filled rounded rectangle, ready to draw: ``DisplayItem/fill(_:)``'s payload.
public struct FillItem: Sendable, Equatable {
  /// The rounded rectangle to fill, in its own space from (0, 0).
  public var shape: RoundedRectangle
  /// The colour with the layer's (and its superlayers') opacity folded into its alpha.
  public var color: Color
  /// From the shape's space to canvas points.
  public var transform: Transform2D

  /// A fill of `shape`, placed on the canvas by `transform`.
  public init(shape: RoundedRectangle, color: Color, transform: Transform2D) {
    self.shape = shape
    self.color = color
    self.transform = transform
  }
}

/// A soft shadow, ready to draw: a blurred rounded rectangle (``DisplayItem/shadow(_:)``'s payload).
public struct ShadowItem: Sendable, Equatable {
  /// How far past the shape a shadow of `blur` fades out: three standard deviations of a
  /// Gaussian with σ = blur / 2.
  public static func reach(blur: Double) -> Double { 1.5 * blur }

  /// The shape that casts the shadow (already offset), in its own space.
  public var shape: RoundedRectangle
  /// The blur radius in the shape's space (points before the transform's scale).
  public var blur: Double
  /// The shadow's colour with its opacity and the layer's folded into alpha.
  public var color: Color
  /// From the shape's space to canvas points.
  public var transform: Transform2D
  /// Whether an opaque fill drawn right after covers the middle of the shadow, so a backend may
  /// skip drawing what would be hidden.
  public var isUnderOpaqueFill: Bool

  /// A shadow of `shape` blurred by `blur`, placed on the canvas by `transform`.
  public init(
    shape: RoundedRectangle, blur: Double, color: Color, transform: Transform2D, isUnderOpaqueFill: Bool
  ) {
    self.shape = shape
    self.blur = blur
    self.color = color
    self.transform = transform
    self.isUnderOpaqueFill = isUnderOpaqueFill
  }
}

/// One line of text laid out in a box, ready to draw (``DisplayItem/text(_:)``'s payload).
public struct TextItem: Sendable, Equatable {
  /// The string and how to set it (size, colour, weight, alignment, inset).
  public var text: LayerText
  /// The box the text is laid out in, in its own space from (0, 0): aligned horizontally as
  /// `text.alignment` says (inset by `text.inset`), centred vertically; text wider than the box
  /// is shortened with an ellipsis.
  public var box: Size
  /// 0…1, multiplied by the text colour's alpha.
  public var opacity: Double
  /// From the box's space to canvas points.
  public var transform: Transform2D

  /// `text` laid out in `box`, faded by `opacity`, placed on the canvas by `transform`.
  public init(text: LayerText, box: Size, opacity: Double, transform: Transform2D) {
    self.text = text
    self.box = box
    self.opacity = opacity
    self.transform = transform
  }
}

/// A polyline in canvas points, ready to draw (``DisplayItem/line(_:)``'s payload).
public struct LineItem: Sendable, Equatable {
  /// Canvas points, in order; non-finite points break the line (a gap).
  public var points: [Vector2]
  /// The stroke width in points.
  public var width: Double
  /// The stroke colour.
  public var color: Color

  /// A polyline through `points`, `width` points wide.
  public init(points: [Vector2], width: Double, color: Color) {
    self.points = points
    self.width = width
    self.color = color
  }
}
