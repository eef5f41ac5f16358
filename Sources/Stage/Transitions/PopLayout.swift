import Motion

/// UINavigationController's pop, percent-driven: the mirror of ``PushLayout``. The "from"
/// (top) screen slides out to the right with the shadow on its left edge; the "to" screen comes
/// back from ``parallax`` of the width on the left. Its layout at progress p is the push's at
/// 1 − p, so a pop scrubbed by an edge pan shows exactly the frames the push showed.
///
/// ```swift
/// let pop = PopLayout()
/// pop.frames(in: content, from: details, to: library).finalFrom.minX  // content.maxX
/// ```
public struct PopLayout: TransitionLayout {
  /// How far the screen underneath starts to the left, as a fraction of the container's width.
  public var parallax: Double

  /// A pop whose screen underneath comes back from `parallax` of the width (0.3 when not finite).
  public init(parallax: Double = 0.3) {
    self.parallax = parallax.isFinite ? parallax : 0.3
  }

  /// "from" goes from `container` to one width to the right; "to" comes from ``parallax`` of the
  /// width to the left into `container`.
  /// The push's frames run backwards: the pop is the push at 1 − p.
  public func frames(in container: Rect, from: Layer, to: Layer) -> TransitionFrames {
    let push = PushLayout(parallax: parallax).frames(in: container, from: to, to: from)
    return TransitionFrames(
      initialFrom: push.finalTo, finalFrom: push.initialTo, initialTo: push.finalFrom,
      finalTo: push.initialFrom)
  }

  /// Moves both layers along their lines and gives the "from" layer its left-edge shadow, fading
  /// as it leaves.
  public func layout(_ context: NavigationTransitionContext, percent: Double) {
    context.moveAlongLines(percent: percent)
    context.fromLayer.shadow = SlideShadow.shadow(coverage: 1 - percent, edge: -1)
  }
}
