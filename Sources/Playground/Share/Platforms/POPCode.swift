import Motion

/// POP (Objective-C): `springSpeed` and `springBounciness` (0…20), the velocity in units per
/// second, and the same spring as POP's dynamics values; the timed curve as a
/// `POPBasicAnimation`.
enum POPCode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.unitMassSpring
    let axis = snapshot.release?.axis == "x" ? "X" : "Y"
    var lines = [
      "POPSpringAnimation *animation = [POPSpringAnimation animationWithPropertyNamed:kPOPLayerPosition\(axis)];"
    ]
    if let pop = speedAndBounciness(spring) {
      lines += [
        "animation.springSpeed = \(CodeNumber.text(pop.speed));",
        "animation.springBounciness = \(CodeNumber.text(pop.bounciness));",
      ]
    } else {
      lines.append("// no springSpeed / springBounciness: this spring is outside their 0…20 ranges")
    }
    lines += [
      "// the same spring as POP's dynamics values (set after speed and bounciness, they win):",
      "animation.dynamicsMass = 1;",
      "animation.dynamicsTension = \(CodeNumber.text(spring.stiffness));",
      "animation.dynamicsFriction = \(CodeNumber.text(spring.damping));",
      "animation.velocity = @(\(CodeNumber.text(snapshot.velocity)));  // points per second",
      "animation.toValue = @(\(snapshot.to { CodeNumber.text($0) }));",
      "[layer pop_addAnimation:animation forKey:@\"settle\"];",
    ]
    return lines
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    let axis = snapshot.release?.axis == "x" ? "X" : "Y"
    return [
      "POPBasicAnimation *animation = [POPBasicAnimation animationWithPropertyNamed:kPOPLayerPosition\(axis)];",
      "animation.duration = \(CodeNumber.text(snapshot.parameters.timedDuration));",
      "animation.timingFunction = [CAMediaTimingFunction functionWithControlPoints:\(CodeNumber.text(x1)) "
        + ":\(CodeNumber.text(y1)) :\(CodeNumber.text(x2)) :\(CodeNumber.text(y2))];",
      "[layer pop_addAnimation:animation forKey:@\"settle\"];",
    ]
  }

  /// POP's speed and bounciness for this spring, when it has them (both in 0…20).
  static func speedAndBounciness(_ spring: Spring) -> (speed: Double, bounciness: Double)? {
    let pop = spring.popSpeedAndBounciness
    guard pop.speed.isFinite, pop.bounciness.isFinite, (0...20).contains(pop.speed),
      (0...20).contains(pop.bounciness)
    else { return nil }
    return pop
  }
}
