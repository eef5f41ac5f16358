/// A property of a ``Layer`` that can be animated.
///
/// ```swift
/// if modal.isAnimating(.center) { modal.stopAtPresentation() }
/// ```
public enum LayerProperty: String, Sendable, CaseIterable {
  /// The centre (``Layer/center``), in the superlayer's coordinate space.
  case center
  /// The opacity (``Layer/alpha``), in 0…1.
  case alpha
  /// The turn about the centre, in radians (positive: clockwise on screen).
  case rotation
  /// The uniform scale about the centre.
  case scale
  /// The size (``Layer/size``), width and height, before the scale.
  case size
  /// The radius of the rounded corners (``Layer/cornerRadius``).
  case cornerRadius
  /// The fill colour (``Layer/color``), animated in premultiplied components.
  case color
}
