import Motion

extension SettleHandoff {
  /// Settles a layer's alpha, scale, turn (radians) or corner radius from `value` to `target`,
  /// carrying `velocity` (per second on screen): a spring with the settle's tuning in the spring
  /// and dynamics modes (UIKit Dynamics moves positions, so a value springs there too), the timed
  /// curve in the timed mode; under reduced motion (the animator's `motionPreference`) their
  /// non-overshooting twin. Already at `target` and still, within `rest`, it is set there and
  /// nothing runs. The centre has ``animateCenter(of:from:to:velocity:mode:parameters:in:completion:)``,
  /// the size ``animateSize(of:to:mode:parameters:rest:in:)``.
  public static func animateValue(
    _ property: LayerProperty, of layer: Layer, from value: Double, to target: Double, velocity: Double,
    mode: SettleMode, parameters: SettleParameters, rest: Tolerance, in animator: Animator
  ) {
    let animatable: AnimatableProperty<Double>
    switch property {
    case .alpha: animatable = .alpha
    case .scale: animatable = .scale
    case .rotation: animatable = .rotation
    case .cornerRadius: animatable = .cornerRadius
    case .center, .size, .color: return
    }
    if isStill(at: value, on: target, velocity: velocity, within: rest) {
      layer.removeAnimation(property)
      layer[keyPath: animatable.model] = target
      return
    }
    // Reduced motion: a spring's twin (docs/reduced-motion.md); a monotone timed curve is its own.
    if reducesMotion(in: animator, mode: mode, parameters: parameters) {
      layer.animate(
        animatable,
        with: ReducedAxisSettle.animation(
          from: value, velocity: animator.inAnimationTime(velocity), to: target, tolerance: rest),
        in: animator)
      return
    }
    animateInMode(
      animatable, of: layer, from: value, to: target, velocity: animator.inAnimationTime(velocity),
      mode: mode,
      parameters: parameters, rest: rest, in: animator)
  }

  /// Settles a layer's size (about its centre) from where it is on screen, with the velocity
  /// its size has, to `target`: the same choice as ``animateValue(_:of:from:to:velocity:mode:parameters:rest:in:)``
  /// per component, so a frame that a state changes keeps its corners on one spring with the
  /// centre's (in the spring mode the top-left corner, centre less half the size, is itself a
  /// spring from where it was).
  public static func animateSize(
    of layer: Layer, to target: Size, mode: SettleMode, parameters: SettleParameters, rest: Tolerance,
    in animator: Animator
  ) {
    let value = Vector2(x: layer.presentation.size.width, y: layer.presentation.size.height)
    let goal = Vector2(x: target.width, y: target.height)
    let velocity = layer.presentationSizeVelocity
    if isStill(at: value, on: goal, velocity: velocity, within: rest) {
      layer.removeAnimation(.size)
      layer.size = target
      return
    }
    if reducesMotion(in: animator, mode: mode, parameters: parameters) {
      layer.animate(
        .size,
        with: ReducedSettleAnimation(
          ReducedSettle(from: value, velocity: velocity, to: goal, tolerance: rest)),
        in: animator)
      return
    }
    animateInMode(
      .size, of: layer, from: value, to: goal, velocity: velocity, mode: mode, parameters: parameters,
      rest: rest,
      in: animator)
  }

  /// Settles a layer's fill colour from the colour on screen, with the rate it changes at, to
  /// `target`, in premultiplied components (``PremultipliedColor``): a spring with the settle's
  /// tuning in the spring and dynamics modes, the timed curve in the timed mode. Under reduced
  /// motion a colour change is a linear cross-fade of ``ReducedFade/duration`` (it moves nothing,
  /// so it needs no twin of a spring; a fade is what reduced motion puts in place of motion).
  /// At `target` and still, within ``colorRest``, it is set there and nothing runs.
  public static func animateColor(
    of layer: Layer, to target: Color, mode: SettleMode, parameters: SettleParameters, in animator: Animator
  ) {
    let value = PremultipliedColor(layer.presentationColor)
    let goal = PremultipliedColor(target)
    let velocity = layer.presentationColorVelocity
    let rest = colorRest
    if isStill(at: value, on: goal, velocity: velocity, within: rest) {
      layer.removeAnimation(.color)
      layer.color = target
      return
    }
    // A monotone timed curve is its own twin here too; otherwise the fade.
    if reducesMotion(in: animator, mode: mode, parameters: parameters) {
      layer.animate(
        .color, with: TimedAnimation(from: value, to: goal, duration: ReducedFade.duration, curve: .linear),
        in: animator)
      return
    }
    animateInMode(
      .color, of: layer, from: value, to: goal, velocity: velocity, mode: mode, parameters: parameters,
      rest: rest,
      in: animator)
  }

  /// The mode's own settle of a value, colour or size (full motion): the timed curve in the timed
  /// mode (it takes no velocity), else a spring with the settle's tuning from `value` with
  /// `velocity` (animation time).
  private static func animateInMode<Value: AnimatableValue>(
    _ property: AnimatableProperty<Value>, of layer: Layer, from value: Value, to target: Value,
    velocity: Value,
    mode: SettleMode, parameters: SettleParameters, rest: Tolerance, in animator: Animator
  ) {
    switch mode {
    case .timed:
      layer.animate(
        property,
        with: TimedAnimation(
          from: value, to: target, duration: parameters.timedDuration, curve: parameters.timedCurve),
        in: animator)
    case .spring, .dynamics:
      layer.animate(
        property,
        with: SpringAnimation(
          from: value, to: target, velocity: velocity, parameters: parameters.spring, tolerance: rest),
        in: animator)
    }
  }

  /// A colour rests within a tenth of one 8-bit step of a channel and a step per second: the
  /// last step onto the target is never a step of the bytes drawn.
  public static let colorRest = Tolerance(distance: 0.1 / 255, velocity: 1.0 / 255)

  /// Whether `value`, changing at `velocity`, is already at `target` and still, within `rest`:
  /// then the property is set there and nothing runs (a settle of no motion would only wait).
  private static func isStill<Value: AnimatableValue>(
    at value: Value, on target: Value, velocity: Value, within rest: Tolerance
  ) -> Bool {
    (value - target).magnitude <= rest.distance && velocity.magnitude <= rest.velocity
  }

  /// Whether a value settles as the reduced twin: reduced motion, unless the timed curve never
  /// passes its end (then it is its own twin, as ``Settle`` decides for a position).
  private static func reducesMotion(in animator: Animator, mode: SettleMode, parameters: SettleParameters)
    -> Bool
  {
    animator.motionPreference == .reduced
      && (mode != .timed || !ReducedSettle.keepsCurve(parameters.timedCurve))
  }
}
