/// Core Animation: `CASpringAnimation` with mass, stiffness, damping and `initialVelocity`
/// (normalised by the distance, as UIKit's, which animates through it), and its
/// `settlingDuration` as the duration.
enum CoreAnimationCode: PlatformCode {
  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.spring
    let axis = snapshot.release?.axis ?? "y"
    var lines = ["let animation = CASpringAnimation(keyPath: \"position.\(axis)\")"]
    if let release = snapshot.release {
      lines.append("animation.fromValue = \(CodeNumber.double(release.from))")
      lines.append("animation.toValue = \(CodeNumber.double(release.to))")
    }
    return lines + [
      "animation.mass = \(CodeNumber.double(spring.mass))",
      "animation.stiffness = \(CodeNumber.double(spring.stiffness))",
      "animation.damping = \(CodeNumber.double(spring.damping))",
      "animation.initialVelocity = \(CodeNumber.double(snapshot.normalizedVelocity))  // distances per second",
      "animation.duration = animation.settlingDuration  // Flick: \(CodeNumber.short(snapshot.settlingDuration)) s to within 0.5 %",
      "layer.add(animation, forKey: \"settle\")",
    ]
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    let axis = snapshot.release?.axis ?? "y"
    return [
      "let animation = CABasicAnimation(keyPath: \"position.\(axis)\")",
      "animation.duration = \(CodeNumber.double(snapshot.parameters.timedDuration))",
      "animation.timingFunction = CAMediaTimingFunction(controlPoints: \(CodeNumber.text(x1)), "
        + "\(CodeNumber.text(y1)), \(CodeNumber.text(x2)), \(CodeNumber.text(y2)))",
      "layer.add(animation, forKey: \"settle\")",
    ]
  }
}
