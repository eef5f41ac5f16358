/// CSS: the spring as `linear(…)` through the exact curve (release velocity included), with the
/// fewest points that keep it within 0.5 % of the distance, over its settling time; the timed
/// curve as `cubic-bezier`.
enum CSSCode: PlatformCode {
  static var comment: String { "/*" }

  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.unitMassSpring
    let easing = LinearEasing(spring: spring, normalizedVelocity: snapshot.normalizedVelocity)
    guard easing.duration > 0 else {
      return ["/* no linear(): this spring never comes within 0.5 % of its target to stay */"]
    }
    return [
      "/* the spring: stiffness \(CodeNumber.text(spring.stiffness)), damping: \(CodeNumber.text(spring.damping)), "
        + "mass: 1; linear(): \(easing.points.count) points within 0.5 % of the exact curve */",
      ".settle {",
      "  transition: transform \(CodeNumber.text((easing.duration * 1000).rounded() / 1000))s \(easing.css);",
      "}",
    ]
  }

  /// `@media (prefers-reduced-motion: reduce)`: the twin's exact curve as `linear(…)`.
  static func reduced(_ snapshot: SettleSnapshot, _ twin: ReducedCode, full: [String]) -> [String]? {
    let easing = LinearEasing(spring: twin.spring, normalizedVelocity: twin.normalizedVelocity)
    guard easing.duration > 0 else { return nil }
    return full + [
      "/* \(twin.summary) */",
      "@media (prefers-reduced-motion: reduce) {",
      "  .settle {",
      "    transition: transform \(CodeNumber.text((easing.duration * 1000).rounded() / 1000))s \(easing.css);",
      "  }",
      "}",
    ]
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    return [
      ".settle {",
      "  transition: transform \(CodeNumber.text(snapshot.parameters.timedDuration))s "
        + "cubic-bezier(\(CodeNumber.text(x1)), \(CodeNumber.text(y1)), \(CodeNumber.text(x2)), \(CodeNumber.text(y2)));",
      "}",
    ]
  }
}
