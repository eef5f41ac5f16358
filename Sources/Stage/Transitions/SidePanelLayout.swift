import Motion

/// Seed 003's panel, presented from the left edge over the screen underneath (which stays put):
/// presenting, the "to" layer (the panel) slides in from `width` points left of the container;
/// dismissing, the "from" layer (the panel) slides back out. The panel's shadow is on its right
/// edge. With `width` equal to the container's, the panel's edge is at progress × width: under
/// the pointer when progress = location.x / width, as in seed 003 (the navigation scene counts
/// that from the press, so the panel does not step out to the finger).
///
/// ```swift
/// let open = SidePanelLayout(isPresenting: true, width: 960)
/// open.frames(in: content, from: library, to: panel).initialTo.maxX  // content.minX
/// ```
public struct SidePanelLayout: TransitionLayout {
  /// True to slide the panel (the "to" layer) in; false to slide it (the "from" layer) out.
  public var isPresenting: Bool
  /// The panel's width; nil is the container's.
  public var width: Double?

  /// A panel layout; a `width` that is not a positive finite number means the container's width.
  public init(isPresenting: Bool, width: Double? = nil) {
    self.isPresenting = isPresenting
    self.width = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  /// The panel between its closed frame (just left of the container) and its open one (at the
  /// container's left edge); the screen underneath stays at `container`.
  public func frames(in container: Rect, from: Layer, to: Layer) -> TransitionFrames {
    let panelWidth = width ?? container.width
    let open = Rect(x: container.minX, y: container.minY, width: panelWidth, height: container.height)
    let closed = open.offsetBy(dx: -panelWidth)
    return isPresenting
      ? TransitionFrames(initialFrom: container, finalFrom: container, initialTo: closed, finalTo: open)
      : TransitionFrames(initialFrom: open, finalFrom: closed, initialTo: container, finalTo: container)
  }

  /// Moves both layers along their lines and gives the panel its right-edge shadow.
  public func layout(_ context: NavigationTransitionContext, percent: Double) {
    context.moveAlongLines(percent: percent)
    let panel = isPresenting ? context.toLayer : context.fromLayer
    panel.shadow = SlideShadow.shadow(coverage: isPresenting ? percent : 1 - percent, edge: 1)
  }
}
