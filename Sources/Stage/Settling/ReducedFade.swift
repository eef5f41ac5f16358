import Motion

/// Motion no finger drives, under reduced motion (docs/reduced-motion.md, rule 5): not a trip
/// but a short fade, as Apple's guidance replaces x-, y- and z-axis transitions with fades. A
/// layer that appears is put where it goes at once and fades in there; one that leaves fades out
/// where it is and is then put where it goes. Its centre never travels while it is seen.
///
/// The fade is linear in opacity and takes ``duration`` for the whole way, so one reversed half
/// way takes half as long back, from the opacity it has (no jump).
///
/// ```swift
/// if ReducedFade.applies(to: modal, in: animator) {
///   ReducedFade.move(modal, to: presentedCenter, appearing: true, in: animator) { finished in … }
/// }
/// ```
public enum ReducedFade {
  /// The whole fade, 0 to 1 (animation seconds): short, as a fade that stands in for a trip is.
  public static let duration = 0.25

  /// Whether a motion no finger drives of `layer` is a fade now: reduced motion, and the layer at
  /// rest or already fading (a trip a release started keeps its twin when a key reverses it).
  public static func applies(to layer: Layer, in animator: Animator) -> Bool {
    animator.motionPreference == .reduced && (!layer.isAnimating(.center) || isFading(layer))
  }

  /// Whether `layer`'s opacity is running a fade (the only opacity animation ``move(_:to:appearing:in:completion:)``
  /// starts).
  public static func isFading(_ layer: Layer) -> Bool { layer.isAnimating(.alpha) }

  /// Fades `layer` to `target`: `appearing`, it is at `target` at once and fades in from its
  /// opacity (0 when it was not fading); otherwise it fades out where it is and, faded, is put at
  /// `target` with its opacity back at 1 (it is gone: the caller hides it or it is off screen).
  /// `completion` runs once: `true` when the fade ends, `false` if it was replaced or removed.
  public static func move(
    _ layer: Layer, to target: Vector2, appearing: Bool, in animator: Animator,
    completion: ((Bool) -> Void)? = nil
  ) {
    let from = isFading(layer) ? layer.presentation.alpha : (appearing ? 0 : 1)
    let to = appearing ? 1.0 : 0.0
    layer.removeAnimation(.center)
    if appearing { layer.center = target }
    // The model is where the fade ends (as every animation's is): removed, it snaps there.
    layer.alpha = to
    layer.animate(
      .alpha, with: TimedAnimation(from: from, to: to, duration: abs(to - from) * duration, curve: .linear),
      in: animator
    ) { finished in
      if finished && !appearing {
        layer.center = target
        layer.alpha = 1
      }
      completion?(finished)
    }
  }

  /// How far `layer`'s fade has gone towards where it is heading: its opacity when appearing, 1
  /// minus it when leaving (a transition's percentComplete while it fades).
  public static func progress(of layer: Layer, appearing: Bool) -> Double {
    appearing ? layer.presentation.alpha : 1 - layer.presentation.alpha
  }
}
