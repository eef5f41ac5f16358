/// A property of a ``Layer`` that can be animated.
///
/// ```swift
/// if modal.isAnimating(.center) { modal.stopAtPresentation() }
/// ```
public enum LayerProperty: String, Sendable, CaseIterable {
  case center
  case alpha
  /// The turn about the centre, in radians (positive: clockwise on screen).
  case rotation
  /// The uniform scale about the centre.
  case scale
}
