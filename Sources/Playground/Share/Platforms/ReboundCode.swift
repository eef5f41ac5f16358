/// Rebound (Java): `SpringConfig.fromOrigamiTensionAndFriction` and the velocity in units per
/// second; Rebound animates springs only.
enum ReboundCode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let origami = snapshot.unitMassSpring.origamiTensionAndFriction
    return [
      "SpringConfig config = SpringConfig.fromOrigamiTensionAndFriction(\(CodeNumber.text(origami.tension)), "
        + "\(CodeNumber.text(origami.friction)));",
      "Spring spring = springSystem.createSpring()",
      "    .setSpringConfig(config)",
      "    .setCurrentValue(\(snapshot.from { CodeNumber.text($0) }))",
      "    .setVelocity(\(CodeNumber.text(snapshot.velocity)))  // units per second",
      "    .setEndValue(\(snapshot.to { CodeNumber.text($0) }));",
    ]
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? { nil }
}
