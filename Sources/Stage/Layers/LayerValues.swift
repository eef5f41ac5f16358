import Motion

/// The animatable values of a ``Layer`` at one instant: its model values (where it will be) or
/// its presentation values (where it is on screen now).
///
/// ```swift
/// let onScreen: LayerValues = modal.presentation
/// onScreen.frame.contains(pointer)
/// ```
public struct LayerValues: Sendable, Equatable {
  /// The centre, in the superlayer's coordinate space.
  public var center: Vector2
  /// The size, in points, before the scale.
  public var size: Size
  /// Opacity in 0…1.
  public var alpha: Double
  /// The turn about the centre in radians; positive is clockwise on screen (y grows down).
  public var rotation: Double
  /// The uniform scale about the centre.
  public var scale: Double

  /// A set of layer values, stored as given (``Layer`` does the validation).
  public init(center: Vector2, size: Size, alpha: Double, rotation: Double = 0, scale: Double = 1) {
    self.center = center
    self.size = size
    self.alpha = alpha
    self.rotation = rotation
    self.scale = scale
  }

  /// The rectangle these values cover before any turn or scale (UIKit's frame of an
  /// untransformed view): centred on `center`, `size` big.
  public var frame: Rect { Rect(center: center, size: size) }

  /// From the layer's own space (its bounds: (0, 0) at the top-left corner, `size` big) to its
  /// superlayer's: translate to the centre, turn, scale, about the centre.
  public var transform: Transform2D {
    // No turn and no scale, nearly every layer's: its centre less half its size, the numbers the
    // products below come to (but for a zero's sign where the size is zero).
    if rotation == 0 && scale == 1 {
      return Transform2D(a: 1, b: 0, c: 0, d: 1, tx: center.x - size.width / 2, ty: center.y - size.height / 2)
    }
    let toCenter = Transform2D(translation: Vector2(x: -size.width / 2, y: -size.height / 2))
    let turnAndScale = Transform2D(rotation: rotation).concatenating(after: Transform2D(scale: scale))
    return Transform2D(translation: center).concatenating(after: turnAndScale.concatenating(after: toCenter))
  }
}
