import Testing

@testable import Motion

/// Every initializer that takes physical constants refuses what cannot be one, with a
/// ``MotionError`` that names the parameter; nothing is clamped silently.
@Suite struct RefusalTests {
  static let nonFinite = [Double.nan, .infinity, -.infinity]

  @Test func theIssuesExample() {
    // `Spring(response: -1, bounce: 1)` used to be accepted.
    #expect(throws: MotionError.notPositive(parameter: "response", value: -1)) {
      try Spring.validated(response: -1, bounce: 1)
    }
  }

  @Test func massStiffnessAndDamping() {
    #expect(throws: MotionError.notPositive(parameter: "mass", value: 0)) {
      try Spring.validated(mass: 0, stiffness: 300, damping: 20)
    }
    #expect(throws: MotionError.notPositive(parameter: "mass", value: -1)) {
      try Spring.validated(mass: -1, stiffness: 300, damping: 20)
    }
    #expect(throws: MotionError.notPositive(parameter: "stiffness", value: 0)) {
      try Spring.validated(mass: 1, stiffness: 0, damping: 20)
    }
    #expect(throws: MotionError.notPositive(parameter: "stiffness", value: -5)) {
      try Spring.validated(stiffness: -5, damping: 20)
    }
    #expect(throws: MotionError.negative(parameter: "damping", value: -1)) {
      try Spring.validated(stiffness: 300, damping: -1)
    }
    // Each finite, together overflowing: k/m is infinite.
    #expect(throws: MotionError.self) {
      try Spring.validated(mass: Double.leastNonzeroMagnitude * 1000, stiffness: 1e300, damping: 1)
    }
    // Zero damping is a spring (undamped), and allowed.
    #expect(throws: Never.self) { try Spring.validated(stiffness: 300, damping: 0) }
  }

  @Test(arguments: nonFinite)
  func nonFiniteAnything(bad: Double) {
    let attempts: [() throws -> Spring] = [
      { try Spring.validated(mass: bad, stiffness: 300, damping: 20) },
      { try Spring.validated(stiffness: bad, damping: 20) },
      { try Spring.validated(stiffness: 300, damping: bad) },
      { try Spring.validated(stiffness: bad, dampingRatio: 0.5) },
      { try Spring.validated(stiffness: 300, dampingRatio: bad) },
      { try Spring.validated(response: bad, dampingRatio: 0.5) },
      { try Spring.validated(response: 0.5, dampingRatio: bad) },
      { try Spring.validated(response: 0.5, dampingRatio: 0.5, mass: bad) },
      { try Spring.validated(duration: bad, bounce: 0.2) },
      { try Spring.validated(duration: 0.5, bounce: bad) },
      { try Spring.validated(frequency: bad, dampingRatio: 0.5) },
      { try Spring.validated(frequency: 3.5, dampingRatio: bad) },
      { try Spring.validated(origamiTension: bad, origamiFriction: 7) },
      { try Spring.validated(origamiTension: 40, origamiFriction: bad) },
      { try Spring.validated(popSpeed: bad, bounciness: 4) },
      { try Spring.validated(popSpeed: 12, bounciness: bad) },
    ]
    for attempt in attempts {
      #expect(throws: MotionError.self) { try attempt() }
    }
  }

  @Test func responseDurationAndFrequencyMustBePositive() {
    for value in [0.0, -0.5] {
      #expect(throws: MotionError.notPositive(parameter: "response", value: value)) {
        try Spring.validated(response: value, dampingRatio: 1)
      }
      #expect(throws: MotionError.notPositive(parameter: "duration", value: value)) {
        try Spring.validated(duration: value, bounce: 0)
      }
      #expect(throws: MotionError.notPositive(parameter: "frequency", value: value)) {
        try Spring.validated(frequency: value, dampingRatio: 1)
      }
    }
    #expect(throws: MotionError.negative(parameter: "dampingRatio", value: -0.1)) {
      try Spring.validated(response: 0.5, dampingRatio: -0.1)
    }
  }

  @Test func bounceOutsideItsRange() throws {
    for bounce in [-1.0, -1.5, 1.0000001, 2] {
      #expect(throws: MotionError.outOfRange(parameter: "bounce", value: bounce, range: "-1 < bounce ≤ 1")) {
        try Spring.validated(duration: 0.5, bounce: bounce)
      }
      #expect(throws: MotionError.self) { try Spring.validated(response: 0.5, bounce: bounce) }
    }
    // The ends that are springs: just above −1 (heavily overdamped) and 1 (undamped).
    #expect(throws: Never.self) { try Spring.validated(duration: 0.5, bounce: -0.999) }
    #expect(try Spring.validated(duration: 0.5, bounce: 1).damping == 0)
  }

  @Test func origamiAndPOP() {
    // An Origami friction below −1/3 would be a negative friction.
    #expect(throws: MotionError.negative(parameter: "damping", value: (-1 - 8) * 3 + 25.0)) {
      try Spring.validated(origamiTension: 40, origamiFriction: -1)
    }
    for value in [-0.1, 20.5] {
      #expect(throws: MotionError.self) { try Spring.validated(popSpeed: value, bounciness: 4) }
      #expect(throws: MotionError.self) { try Spring.validated(popSpeed: 12, bounciness: value) }
    }
  }

  @Test func tolerances() {
    for bad in Self.nonFinite + [-0.001] {
      #expect(throws: MotionError.self) { try Tolerance.validated(distance: bad) }
      #expect(throws: MotionError.self) { try Tolerance.validated(time: bad) }
      #expect(throws: MotionError.self) { try Tolerance.validated(velocity: bad) }
      #expect(throws: MotionError.self) { try Tolerance.android(minimumVisibleChange: bad) }
    }
    #expect(throws: Never.self) { try Tolerance.validated(distance: 0, time: 0, velocity: 0) }
  }

  @Test func simulations() {
    for drag in [0.0, 1, 1.5, -0.3, .nan] {
      #expect(throws: MotionError.self) { try FrictionSimulation(drag: drag, position: 0, velocity: 100) }
    }
    for bad in Self.nonFinite {
      #expect(throws: MotionError.self) { try FrictionSimulation(drag: 0.3, position: bad, velocity: 100) }
      #expect(throws: MotionError.self) { try FrictionSimulation(drag: 0.3, position: 0, velocity: bad) }
      #expect(throws: MotionError.self) {
        try GravitySimulation(acceleration: bad, position: 0, endDistance: 100, velocity: 0)
      }
      #expect(throws: MotionError.self) {
        try SpringSimulation(parameters: .handDriven, from: bad, to: 0.0)
      }
      #expect(throws: MotionError.self) {
        try SpringSimulation(parameters: .handDriven, from: 0.0, to: 1.0, velocity: bad)
      }
      #expect(throws: MotionError.self) {
        try BouncingScrollSimulation(
          position: bad, velocity: 0, leadingExtent: 0, trailingExtent: 100, spring: .handDriven)
      }
    }
    #expect(throws: MotionError.negative(parameter: "endDistance", value: -1)) {
      try GravitySimulation(acceleration: 10, position: 0, endDistance: -1, velocity: 0)
    }
    #expect(throws: MotionError.self) {
      try SpringSimulation(parameters: .raw(stiffness: -1, damping: 1), from: 0.0, to: 1.0)
    }
    #expect(throws: MotionError.self) {
      try BouncingScrollSimulation(
        position: 0, velocity: 0, leadingExtent: 100, trailingExtent: 0, spring: .handDriven)
    }
  }

  @Test func frictionThroughNeedsAConsistentPath() {
    // Flutter's asserts: same signs, |v0| ≥ |v1| (Motion: >, since equal speeds mean no
    // friction), and the velocity pointing from start to end.
    #expect(throws: MotionError.self) {
      try FrictionSimulation.through(startPosition: 0, endPosition: 100, startVelocity: 100, endVelocity: -10)
    }
    #expect(throws: MotionError.self) {
      try FrictionSimulation.through(startPosition: 0, endPosition: 100, startVelocity: 10, endVelocity: 100)
    }
    #expect(throws: MotionError.self) {
      try FrictionSimulation.through(startPosition: 0, endPosition: 100, startVelocity: 50, endVelocity: 50)
    }
    #expect(throws: MotionError.self) {
      try FrictionSimulation.through(startPosition: 100, endPosition: 0, startVelocity: 100, endVelocity: 10)
    }
    #expect(throws: Never.self) {
      try FrictionSimulation.through(startPosition: 0, endPosition: 100, startVelocity: 100, endVelocity: 0)
    }
  }

  @Test func decays() {
    for friction in [0.0, -1, .nan, .infinity] {
      #expect(throws: MotionError.self) {
        try DecayAnimation(from: 0.0, velocity: 100, flingFriction: friction)
      }
    }
    #expect(throws: MotionError.self) {
      try DecayAnimation(from: 301.0, velocity: 10, timeConstant: 0.3, bounds: 0...300)
    }
    #expect(throws: MotionError.self) {
      try DecayAnimation(from: .infinity, velocity: 10, timeConstant: 0.3, bounds: 0...300)
    }
  }

  @Test func errorsSayWhatIsWrong() {
    #expect(
      MotionError.notPositive(parameter: "response", value: -1).description
        == "response must be positive, got -1.0")
    #expect(
      MotionError.notFinite(parameter: "mass", value: .nan).description == "mass must be finite, got nan")
    #expect(
      MotionError.negative(parameter: "damping", value: -2).description
        == "damping must not be negative, got -2.0")
    #expect(
      MotionError.outOfRange(parameter: "bounce", value: 2, range: "-1 < bounce ≤ 1").description
        == "bounce must be in -1 < bounce ≤ 1, got 2.0")
  }
}
