/// Origami Studio: the spring patch's values, tension and friction (as Rebound's
/// `OrigamiValueConverter` maps them) and speed and bounciness (as POP's converter); mass 1.
/// The patch is set by hand, so this is a list of values, not code; it takes no velocity here.
enum OrigamiCode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.unitMassSpring
    let origami = spring.origamiTensionAndFriction
    var lines = [
      "// Spring patch, Tension / Friction:",
      "tension: \(CodeNumber.text(origami.tension))",
      "friction: \(CodeNumber.text(origami.friction))",
    ]
    lines +=
      POPCode.speedAndBounciness(spring).map { pop in
        [
          "// Spring patch, Speed / Bounciness:",
          "speed: \(CodeNumber.text(pop.speed))",
          "bounciness: \(CodeNumber.text(pop.bounciness))",
        ]
      } ?? ["// no Speed / Bounciness form: outside its 0…20 ranges"]
    lines.append("// velocity: Flick exports none for the patch")
    return lines
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? { nil }
}
