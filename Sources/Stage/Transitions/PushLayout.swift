import Motion

/// UINavigationController's push, percent-driven: the "to" screen slides in from the right edge
/// (initial frame one container width to the right, final frame the container), with a shadow
/// on its left edge; the "from" screen moves left by ``parallax`` of the width (the parallax of
/// iOS 7's navigation), so the two move at different speeds.
///
/// ```swift
/// let push = PushLayout()
/// push.frames(in: content, from: library, to: details).initialTo.minX  // content.maxX
/// ```
public struct PushLayout: TransitionLayout {
  /// How far the screen underneath moves, as a fraction of the container's width.
  public var parallax: Double

  /// A push whose screen underneath moves `parallax` of the width (0.3 when not finite).
  public init(parallax: Double = 0.3) {
    self.parallax = parallax.isFinite ? parallax : 0.3
  }

  /// "to" comes from one width to the right into `container`; "from" goes from `container` to
  /// ``parallax`` of the width to the left.
  public func frames(in container: Rect, from: Layer, to: Layer) -> TransitionFrames {
    let width = container.width
    return TransitionFrames(
      initialFrom: container, finalFrom: container.offsetBy(dx: -parallax * width),
      initialTo: container.offsetBy(dx: width), finalTo: container)
  }

  /// Moves both layers along their lines and gives the "to" layer its left-edge shadow.
  public func layout(_ context: NavigationTransitionContext, percent: Double) {
    context.moveAlongLines(percent: percent)
    context.toLayer.shadow = SlideShadow.shadow(coverage: percent, edge: -1)
  }
}
