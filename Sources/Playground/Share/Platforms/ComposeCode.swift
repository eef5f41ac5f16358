/// Jetpack Compose: `spring(dampingRatio, stiffness)` (mass 1: the same motion is k/m) with the
/// velocity given to `Animatable.animateTo`; the timed curve as `tween` with a
/// `CubicBezierEasing`.
enum ComposeCode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.unitMassSpring
    return [
      "val spec = spring<Float>(",
      "    dampingRatio = \(CodeNumber.float(spring.dampingRatio)),",
      "    stiffness = \(CodeNumber.float(spring.stiffness)),",
      ")",
      "// the velocity in the animated value's units per second (points here; pixels on a device)",
      "offset.animateTo(target, animationSpec = spec, initialVelocity = \(CodeNumber.float(snapshot.velocity)))",
    ]
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    return [
      "val spec = tween<Float>(",
      "    durationMillis = \(CodeNumber.milliseconds(snapshot.parameters.timedDuration)),",
      "    easing = CubicBezierEasing(\(CodeNumber.float(x1)), \(CodeNumber.float(y1)), "
        + "\(CodeNumber.float(x2)), \(CodeNumber.float(y2))),",
      ")",
      "offset.animateTo(target, animationSpec = spec)",
    ]
  }
}
