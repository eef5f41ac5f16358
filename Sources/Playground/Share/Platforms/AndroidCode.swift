/// Android (androidx.dynamicanimation): `SpringForce` with stiffness and damping ratio (mass 1:
/// the same motion is k/m) and `setStartVelocity` in pixels per second; the timed curve as a
/// `PathInterpolator`. Kotlin.
enum AndroidCode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.unitMassSpring
    let target = snapshot.to(CodeNumber.float)
    return [
      "val force = SpringForce(\(target))",
      "    .setStiffness(\(CodeNumber.float(spring.stiffness)))",
      "    .setDampingRatio(\(CodeNumber.float(spring.dampingRatio)))",
      "SpringAnimation(view, DynamicAnimation.\(property(snapshot)))",
      "    .setSpring(force)",
      "    // points per second here; Android takes pixels per second: multiply by the density",
      "    .setStartVelocity(\(CodeNumber.float(snapshot.velocity)) * resources.displayMetrics.density)",
      "    .start()",
    ]
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    return [
      "ObjectAnimator.ofFloat(view, View.\(property(snapshot)), \(snapshot.to(CodeNumber.float))).apply {",
      "    duration = \(CodeNumber.milliseconds(snapshot.parameters.timedDuration))L",
      "    interpolator = PathInterpolator(\(CodeNumber.float(x1)), \(CodeNumber.float(y1)), "
        + "\(CodeNumber.float(x2)), \(CodeNumber.float(y2)))",
      "    start()",
      "}",
    ]
  }

  /// Remove animations sets the animator duration scale to 0: `ValueAnimator.areAnimatorsEnabled()`.
  static func reduced(_ snapshot: SettleSnapshot, _ twin: ReducedCode, full: [String]) -> [String]? {
    // Full motion first, as it was; the twin in the else.
    ["if (ValueAnimator.areAnimatorsEnabled()) {"] + ReducedCode.indented(full, by: 4) + [
      "} else {",
      "    // \(twin.summary)",
      "    SpringAnimation(view, DynamicAnimation.\(property(snapshot)))",
      "        .setSpring(SpringForce(\(snapshot.to(CodeNumber.float))).setStiffness(\(CodeNumber.float(twin.omega * twin.omega))).setDampingRatio(1f))",
      "        .setStartVelocity(\(CodeNumber.float(twin.velocity(snapshot))) * resources.displayMetrics.density)",
      "        .start()",
      "}",
    ]
  }

  private static func property(_ snapshot: SettleSnapshot) -> String {
    snapshot.release?.axis == "x" ? "TRANSLATION_X" : "TRANSLATION_Y"
  }
}
