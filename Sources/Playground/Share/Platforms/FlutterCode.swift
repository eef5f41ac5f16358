/// Flutter: `SpringDescription(mass:stiffness:damping:)` and a `SpringSimulation` carrying the
/// velocity in logical pixels (points) per second; the timed curve as `Cubic`.
enum FlutterCode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.spring
    let from = snapshot.from(CodeNumber.double)
    let to = snapshot.to(CodeNumber.double)
    return [
      "const spring = SpringDescription(",
      "  mass: \(CodeNumber.double(spring.mass)),",
      "  stiffness: \(CodeNumber.double(spring.stiffness)),",
      "  damping: \(CodeNumber.double(spring.damping)),",
      ");",
      "final simulation = SpringSimulation(spring, \(from), \(to), \(CodeNumber.double(snapshot.velocity)));",
      "controller.animateWith(simulation);",
    ]
  }

  /// `MediaQuery.of(context).disableAnimations`: the exact critically damped spring.
  static func reduced(_ snapshot: SettleSnapshot, _ twin: ReducedCode, full: [String]) -> [String]? {
    // Full motion first, as it was; the twin in the else.
    ["if (!MediaQuery.of(context).disableAnimations) {"] + ReducedCode.indented(full) + [
      "} else {",
      "  // \(twin.summary)",
      "  const twin = SpringDescription(mass: 1.0, stiffness: \(CodeNumber.double(twin.omega * twin.omega)), damping: \(CodeNumber.double(2 * twin.omega)));",
      "  controller.animateWith(SpringSimulation(twin, \(snapshot.from(CodeNumber.double)), \(snapshot.to(CodeNumber.double)), \(CodeNumber.double(twin.velocity(snapshot)))));",
      "}",
    ]
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    let microseconds = Int((snapshot.parameters.timedDuration * 1_000_000).rounded())
    return [
      "controller.animateTo(",
      "  \(snapshot.to(CodeNumber.double)),",
      "  duration: const Duration(microseconds: \(microseconds)),",
      "  curve: const Cubic(\(CodeNumber.double(x1)), \(CodeNumber.double(y1)), "
        + "\(CodeNumber.double(x2)), \(CodeNumber.double(y2))),",
      ");",
    ]
  }
}
