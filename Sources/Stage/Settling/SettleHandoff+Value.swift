import Motion

extension SettleHandoff {
  /// Settles a layer's alpha, scale or turn (radians) from `value` to `target`, carrying
  /// `velocity` (per second on screen): a spring with the settle's tuning in the spring and
  /// dynamics modes (UIKit Dynamics moves positions, so a value springs there too), the timed
  /// curve in the timed mode; under reduced motion (the animator's `motionPreference`) their
  /// non-overshooting twin. Already at `target` and still, within `rest`, it is set there and
  /// nothing runs. The centre has ``animateCenter(of:from:to:velocity:mode:parameters:in:completion:)``.
  public static func animateValue(
    _ property: LayerProperty, of layer: Layer, from value: Double, to target: Double, velocity: Double,
    mode: SettleMode, parameters: SettleParameters, rest: Tolerance, in animator: Animator
  ) {
    guard abs(value - target) > rest.distance || abs(velocity) > rest.velocity else {
      layer.removeAnimation(property)
      switch property {
      case .alpha: layer.alpha = target
      case .scale: layer.scale = target
      case .rotation: layer.rotation = target
      case .center: break
      }
      return
    }
    func start<A: Animation>(_ animation: A) where A.Value == Double {
      switch property {
      case .alpha: layer.animateAlpha(animation, in: animator)
      case .scale: layer.animateScale(animation, in: animator)
      case .rotation: layer.animateRotation(animation, in: animator)
      case .center: break
      }
    }
    // Reduced motion: a spring's twin (docs/reduced-motion.md); a monotone timed curve is its own.
    if animator.motionPreference == .reduced
      && (mode != .timed || !ReducedSettle.keepsCurve(parameters.timedCurve))
    {
      start(
        ReducedAxisSettle.animation(
          from: value, velocity: animator.inAnimationTime(velocity), to: target, tolerance: rest))
      return
    }
    switch mode {
    case .timed:
      start(
        TimedAnimation(
          from: value, to: target, duration: parameters.timedDuration, curve: parameters.timedCurve))
    case .spring, .dynamics:
      start(
        SpringAnimation(
          from: value, to: target, velocity: animator.inAnimationTime(velocity),
          parameters: parameters.spring,
          tolerance: rest))
    }
  }
}
