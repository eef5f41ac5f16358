import Motion

/// The drag-to-settle hand-off every scene uses: after a release, the subject's settling
/// animation starts from where it is on screen with the gesture's velocity, in the scene's
/// ``SettleMode``: an exact spring or a UIKit-Dynamics-style attachment carry the velocity on;
/// the timed mode ignores it (seed 000's "goop", for contrast).
///
/// Velocities are on-screen points per second. In slow motion animation time runs at
/// `animator.timeScale` of the screen's, so the same on-screen speed is 1/timeScale animation
/// points per animation second; the returned first velocity is converted back to the screen's.
///
/// ```swift
/// let first = SettleHandoff.animateCenter(
///   of: pane, to: openCenter, velocity: pan.velocity, mode: .spring, parameters: parameters,
///   in: animator)
/// // first == pan.velocity (spring and dynamics)
/// ```
public enum SettleHandoff {
  /// Animates `layer`'s centre to `target` and returns the animation's first velocity on screen.
  @discardableResult
  public static func animateCenter(
    of layer: Layer, to target: Vector2, velocity: Vector2, mode: SettleMode, parameters: SettleParameters,
    in animator: Animator, completion: ((Bool) -> Void)? = nil
  ) -> Vector2 {
    let from = layer.presentation.center
    let scale = animator.timeScale
    let animationVelocity = (1 / scale) * (velocity.isFinite ? velocity : .zero)
    let firstVelocity: Vector2
    switch mode {
    case .spring:
      let spring = SpringAnimation(
        from: from, to: target, velocity: animationVelocity, parameters: parameters.spring)
      firstVelocity = spring.velocity
      layer.animateCenter(spring, in: animator, completion: completion)
    case .dynamics:
      let dynamics = DynamicsAnimation(
        from: from, velocity: animationVelocity, anchor: target, itemSize: layer.size,
        frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping,
        density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance)
      firstVelocity = dynamics.velocity
      layer.animateCenter(dynamics, in: animator, completion: completion)
    case .timed:
      let timed = TimedAnimation(
        from: from, to: target, duration: parameters.timedDuration, curve: parameters.timedCurve)
      firstVelocity = timed.velocity
      layer.animateCenter(timed, in: animator, completion: completion)
    }
    return scale * firstVelocity
  }
}
