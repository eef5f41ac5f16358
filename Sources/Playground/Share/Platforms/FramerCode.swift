/// Framer Motion: `{type: "spring", stiffness, damping, mass, velocity}` (velocity in units per
/// second), and the `visualDuration`/`bounce` form, which Motion gives no velocity and which
/// holds damping ratios 0.05…1 only; the timed curve as a tween with a cubic Bézier `ease`.
enum FramerCode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.spring
    var lines = [
      "const transition = {",
      "  type: \"spring\",",
      "  stiffness: \(CodeNumber.text(spring.stiffness)),",
      "  damping: \(CodeNumber.text(spring.damping)),",
      "  mass: \(CodeNumber.text(spring.mass)),",
      "  velocity: \(CodeNumber.text(snapshot.velocity)),  // points (px) per second",
      "}",
    ]
    if let visual = snapshot.unitMassSpring.framerVisualDurationAndBounce {
      lines += [
        "// the same spring by its duration (Framer gives this form no velocity):",
        "const byDuration = { type: \"spring\", visualDuration: \(CodeNumber.text(visual.visualDuration)), "
          + "bounce: \(CodeNumber.text(visual.bounce)) }",
      ]
    } else {
      lines.append(
        "// no visualDuration/bounce form: Framer clamps its damping ratio to 0.05…1, this one is "
          + CodeNumber.short(spring.dampingRatio))
    }
    return lines
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    return [
      "const transition = {",
      "  type: \"tween\",",
      "  duration: \(CodeNumber.text(snapshot.parameters.timedDuration)),",
      "  ease: [\(CodeNumber.text(x1)), \(CodeNumber.text(y1)), \(CodeNumber.text(x2)), \(CodeNumber.text(y2))],",
      "}",
    ]
  }
}
