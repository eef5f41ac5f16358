import Motion

/// Which values hit testing looks at.
///
/// `.presentation` is right: a press lands on what is on screen (seed 000 hit-tests the
/// presentation layer in `gestureRecognizerShouldBegin:`). `.model` reproduces the bug the seeds
/// warn about (seed 004: `.allowUserInteraction` "is a model value hit test"): during an
/// animation, a press where the layer *is* is missed and a press where it *will be* is taken.
///
/// ```swift
/// container.hitTest(pointer)                 // on screen
/// container.hitTest(pointer, mode: .model)   // the bug, for the playground's B key
/// ```
public enum HitTestMode: String, Sendable {
  /// Hit-test what is on screen now (``Layer/presentation``): the right choice.
  case presentation
  /// Hit-test where layers will be (``Layer/model``): the bug, for comparison.
  case model
}

extension Layer {
  /// UIKit's threshold: a layer with alpha below this is invisible and cannot be hit.
  public static let minimumHitTestAlpha = 0.01

  /// The frontmost layer of this tree whose visible shape contains `point`, or nil. `point` is
  /// in this layer's superlayer's space (for a root at the origin: the window's).
  ///
  /// The walk is front to back: sublayers last to first, each one's own sublayers before
  /// itself, then this layer. The point is taken into each layer's own space through its
  /// centre, turn and scale (in `mode`'s values), so a turned layer is hit where it is drawn;
  /// rounded corners are honoured, so a press just outside a corner's curve misses, as it
  /// misses what is drawn. Hidden layers, layers with alpha below 0.01 (in `mode`'s values) and
  /// layers with `isUserInteractionEnabled == false` are skipped with their sublayers. There is
  /// no clipping but ``Layer/clipsToBounds``: a sublayer outside its superlayer's bounds can
  /// still be hit (unlike UIKit, which stops at a superview that misses the point), unless the
  /// superlayer clips, where a point outside its bounds misses it and all it holds.
  public func hitTest(_ point: Vector2, mode: HitTestMode = .presentation) -> Layer? {
    let values = mode == .presentation ? presentation : model
    guard !isHidden, isUserInteractionEnabled, values.alpha >= Self.minimumHitTestAlpha,
      let local = values.transform.inverted()?.apply(to: point)
    else { return nil }
    if clipsToBounds, !Rect(origin: .zero, size: values.size).contains(local) { return nil }
    for sublayer in sublayers.reversed() {
      if let hit = sublayer.hitTest(local, mode: mode) { return hit }
    }
    return RoundedRectangle(
      size: values.size, cornerRadius: mode == .presentation ? presentationCornerRadius : cornerRadius
    )
    .contains(local) ? self : nil
  }
}
