/// UIKit: `UISpringTimingParameters`, with the velocity normalised by the distance (seed 004:
/// 50 pt/s over 100 pt is 0.5), per axis as a `CGVector`. The damping-ratio form takes its
/// stiffness from the animator's duration, so the exact spring is the mass/stiffness/damping
/// form. The dynamics mode is UIKit Dynamics' attachment and item behaviour.
enum UIKitCode: PlatformCode {
  /// `UIAccessibility.isReduceMotionEnabled`: the exact critically damped spring.
  static func reduced(_ snapshot: SettleSnapshot, _ twin: ReducedCode, full: [String]) -> [String]? {
    let velocity = CodeNumber.double(twin.normalizedVelocity)
    let vector =
      snapshot.release?.axis == "x" ? "CGVector(dx: \(velocity), dy: 0)" : "CGVector(dx: 0, dy: \(velocity))"
    // Full motion first, as it was; the twin in the else.
    return ["if !UIAccessibility.isReduceMotionEnabled {"] + ReducedCode.indented(full) + [
      "} else {",
      "  // \(twin.summary)",
      "  let twin = UISpringTimingParameters(",
      "    mass: 1.0, stiffness: \(CodeNumber.double(twin.omega * twin.omega)), damping: \(CodeNumber.double(2 * twin.omega)), initialVelocity: \(vector))",
      "  let reduced = UIViewPropertyAnimator(duration: \(CodeNumber.double(twin.settlingDuration)), timingParameters: twin)",
      "  reduced.addAnimations { view.center = target }",
      "  reduced.startAnimation()",
      "}",
    ]
  }

  static func spring(_ snapshot: SettleSnapshot) -> [String] {
    let spring = snapshot.spring
    return [
      velocityLine(snapshot),
      "// UIKit takes this form's stiffness from the animator's duration; only its damping ratio is Flick's:",
      "// UISpringTimingParameters(dampingRatio: \(CodeNumber.double(spring.dampingRatio)), initialVelocity: velocity)",
      "// the exact spring (the animator ignores its duration for this form):",
      "let timing = UISpringTimingParameters(",
      "  mass: \(CodeNumber.double(spring.mass)), stiffness: \(CodeNumber.double(spring.stiffness)), "
        + "damping: \(CodeNumber.double(spring.damping)), initialVelocity: velocity)",
      "let animator = UIViewPropertyAnimator(duration: \(CodeNumber.double(snapshot.settlingDuration)), timingParameters: timing)",
      "animator.addAnimations { view.center = target }",
      "animator.startAnimation()",
    ]
  }

  static func timed(_ snapshot: SettleSnapshot) -> [String]? {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    return [
      "let timing = UICubicTimingParameters(",
      "  controlPoint1: CGPoint(x: \(CodeNumber.double(x1)), y: \(CodeNumber.double(y1))), "
        + "controlPoint2: CGPoint(x: \(CodeNumber.double(x2)), y: \(CodeNumber.double(y2))))",
      "let animator = UIViewPropertyAnimator(duration: \(CodeNumber.double(snapshot.parameters.timedDuration)), timingParameters: timing)",
      "animator.addAnimations { view.center = target }",
      "animator.startAnimation()",
    ]
  }

  static func dynamics(_ snapshot: SettleSnapshot) -> [String]? {
    let parameters = snapshot.parameters
    let velocity = CodeNumber.double(snapshot.velocity)
    let linear =
      snapshot.release?.axis == "x" ? "CGPoint(x: \(velocity), y: 0)" : "CGPoint(x: 0, y: \(velocity))"
    // The dynamic animator is the reader's (it must outlive the snippet: a property), named
    // apart from the spring's UIViewPropertyAnimator; the spring it settles as follows as a
    // comment, another way to the same motion, not a second animation of it.
    return [
      "// dynamicAnimator: your UIDynamicAnimator(referenceView: view.superview!), kept in a property",
      "let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: target)",
      "attachment.length = 0",
      "attachment.frequency = \(CodeNumber.double(parameters.dynamicsFrequency))",
      "attachment.damping = \(CodeNumber.double(parameters.dynamicsDamping))",
      "let item = UIDynamicItemBehavior(items: [view])",
      "item.density = \(CodeNumber.double(parameters.dynamicsDensity))",
      "item.resistance = \(CodeNumber.double(parameters.dynamicsResistance))",
      "item.addLinearVelocity(\(linear), for: view)  // points per second",
      "dynamicAnimator.addBehavior(attachment)",
      "dynamicAnimator.addBehavior(item)",
      "// UIKit Dynamics steps its own solver; Flick's world settles exactly as this spring, which",
      "// UIViewPropertyAnimator runs without UIKit Dynamics:",
    ] + spring(snapshot).map { "// " + $0 }
  }

  private static func velocityLine(_ snapshot: SettleSnapshot) -> String {
    let normalized = CodeNumber.double(snapshot.normalizedVelocity)
    let vector =
      snapshot.release?.axis == "x"
      ? "CGVector(dx: \(normalized), dy: 0)" : "CGVector(dx: 0, dy: \(normalized))"
    return "let velocity = \(vector)  // the release velocity over the distance"
  }
}
