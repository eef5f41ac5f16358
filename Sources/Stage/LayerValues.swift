import Motion

/// The animatable values of a ``Layer`` at one instant: its model values (where it will be) or
/// its presentation values (where it is on screen now).
///
/// ```swift
/// let onScreen: LayerValues = modal.presentation
/// onScreen.frame.contains(pointer)
/// ```
public struct LayerValues: Sendable, Equatable {
  /// The centre, in the window's coordinate space.
  public var center: Vector2
  public var size: Size
  /// Opacity in 0…1.
  public var alpha: Double

  public init(center: Vector2, size: Size, alpha: Double) {
    self.center = center
    self.size = size
    self.alpha = alpha
  }

  /// The rectangle these values cover.
  public var frame: Rect { Rect(center: center, size: size) }
}
