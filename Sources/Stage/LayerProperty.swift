/// A property of a ``Layer`` that can be animated.
///
/// ```swift
/// if modal.isAnimating(.center) { modal.stopAtPresentation() }
/// ```
public enum LayerProperty: String, Sendable, CaseIterable {
  case center
  case alpha
}
