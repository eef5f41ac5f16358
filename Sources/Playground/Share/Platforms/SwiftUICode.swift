/// SwiftUI (iOS 17): `Spring(response:dampingRatio:)`, `.spring(duration:bounce:)`, and
/// `.interpolatingSpring(_:initialVelocity:)`, whose velocity is a fraction of the distance per
/// second as UIKit's is. SwiftUI's springs have mass 1: the same motion is k/m, c/m.
enum SwiftUICode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.unitMassSpring
    let response = CodeNumber.double(spring.response)
    // One change, one animation: the spring with the release velocity. Its other form is a
    // comment, as two withAnimation blocks would animate the one change twice.
    return [
      "let spring = Spring(response: \(response), dampingRatio: \(CodeNumber.double(spring.dampingRatio)))",
      "// the same spring by its duration, without a velocity: "
        + ".spring(duration: \(response), bounce: \(CodeNumber.double(spring.bounce)))",
      "// the release velocity is a fraction of the distance per second:",
      "withAnimation(.interpolatingSpring(spring, initialVelocity: \(CodeNumber.double(snapshot.normalizedVelocity)))) {",
      "  offset = target",
      "}",
    ]
  }

  /// `@Environment(\.accessibilityReduceMotion)`, read in the view as `reduceMotion`.
  static func reduced(_ snapshot: SettleSnapshot, _ twin: ReducedCode, full: [String]) -> [String]? {
    // Full motion first, as it was; the twin in the else.
    [
      "// reduceMotion: the view's @Environment(\\.accessibilityReduceMotion) private var reduceMotion",
      "if !reduceMotion {",
    ]
      + ReducedCode.indented(full) + [
        "} else {",
        "  // \(twin.summary)",
        "  let twin = Spring(response: \(CodeNumber.double(2 * Double.pi / twin.omega)), dampingRatio: 1.0)",
        "  withAnimation(.interpolatingSpring(twin, initialVelocity: \(CodeNumber.double(twin.normalizedVelocity)))) {",
        "    offset = target",
        "  }",
        "}",
      ]
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    return [
      "withAnimation(.timingCurve(\(CodeNumber.double(x1)), \(CodeNumber.double(y1)), "
        + "\(CodeNumber.double(x2)), \(CodeNumber.double(y2)), duration: "
        + "\(CodeNumber.double(snapshot.parameters.timedDuration)))) {",
      "  offset = target",
      "}",
    ]
  }
}
