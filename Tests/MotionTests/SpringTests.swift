import Foundation
import Testing

@testable import Motion

@Suite struct SpringTests {
  /// One parameter set per regime, all with ω0 = √300 so that the reference runs 1.5 s.
  static let regimes: [(name: String, parameters: Spring)] = [
    ("underdamped objc.io", .handDriven),
    ("lightly damped", Spring.raw(mass: 1, stiffness: 300, damping: 2)),
    ("critical", Spring.raw(mass: 1, stiffness: 300, damping: 2 * 300.0.squareRoot())),
    ("overdamped", Spring.raw(mass: 1, stiffness: 300, damping: 80)),
    ("heavy mass", Spring.raw(mass: 3, stiffness: 900, damping: 60)),
    (
      "just under critical",
      Spring.raw(mass: 1, stiffness: 300, damping: 2 * 300.0.squareRoot() * (1 - 1e-7))
    ),
    (
      "just over critical",
      Spring.raw(mass: 1, stiffness: 300, damping: 2 * 300.0.squareRoot() * (1 + 1e-7))
    ),
  ]

  @Test(arguments: 0..<regimes.count)
  func closedFormMatchesRungeKutta(regime: Int) {
    let parameters = Self.regimes[regime].parameters
    let spring = SpringSolution(parameters)
    let x0 = Flick.from - Flick.target
    for duration in [0.05, 0.3, 0.8, 1.5] {
      let exact = spring.evaluate(displacement: x0, velocity: Flick.velocity, after: duration)
      let reference = rungeKuttaSpring(
        parameters, displacement: x0, velocity: Flick.velocity, duration: duration)
      #expect(
        abs(exact.displacement - reference.displacement) < 1e-6,
        "\(Self.regimes[regime].name) x at \(duration) s")
      #expect(
        abs(exact.velocity - reference.velocity) < 1e-6,
        "\(Self.regimes[regime].name) v at \(duration) s")
    }
  }

  @Test func dampingRatioRegimesAreWhatTheTestsAssume() {
    #expect(abs(Spring.handDriven.dampingRatio - 0.57735) < 1e-5)
    #expect(Self.regimes[2].parameters.dampingRatio == 1)
    #expect(Self.regimes[3].parameters.dampingRatio > 2)
    #expect(Self.regimes[5].parameters.dampingRatio < 1)
    #expect(Self.regimes[6].parameters.dampingRatio > 1)
  }

  @Test func nearCriticalIsSmoothAcrossZetaOne() {
    // A solver with separate branches (or the r1, r2 overdamped form, which cancels near ζ = 1)
    // jumps or gets noisy here; ours is one analytic function of ζ, so equal steps in ζ give
    // equal steps in x(t) (second differences ~0).
    let omega = 300.0.squareRoot()
    let values = stride(from: -2e-6, through: 2e-6, by: 1e-7).map { offset in
      let parameters = Spring.raw(mass: 1, stiffness: 300, damping: 2 * omega * (1 + offset))
      return SpringSolution(parameters).evaluate(displacement: 484.0, velocity: -1500.0, after: 0.4)
    }
    for index in 1..<(values.count - 1) {
      let curvature =
        values[index + 1].displacement - 2 * values[index].displacement + values[index - 1].displacement
      #expect(abs(curvature) < 1e-9)
      let velocityCurvature =
        values[index + 1].velocity - 2 * values[index].velocity + values[index - 1].velocity
      #expect(abs(velocityCurvature) < 1e-8)
    }
  }

  @Test func velocityIsTheDerivativeOfPosition() {
    let spring = SpringSolution(.handDriven)
    let t = 0.137
    let h = 1e-6
    let ahead = spring.evaluate(displacement: 484.0, velocity: -1500.0, after: t + h).displacement
    let behind = spring.evaluate(displacement: 484.0, velocity: -1500.0, after: t - h).displacement
    let analytic = spring.evaluate(displacement: 484.0, velocity: -1500.0, after: t).velocity
    #expect(abs((ahead - behind) / (2 * h) - analytic) < 1e-4)
  }

  @Test(arguments: 0..<regimes.count)
  func oneLongStepEqualsManyShortOnes(regime: Int) {
    let parameters = Self.regimes[regime].parameters
    var single = SpringAnimation(
      from: Flick.from, to: Flick.target, velocity: Flick.velocity, parameters: parameters,
      tolerance: Tolerance(distance: 0, velocity: 2))
    var stepped = single
    single.advance(by: 0.25)
    for _ in 0..<15 { stepped.advance(by: 0.25 / 15) }
    #expect(abs(single.value - stepped.value) < 1e-9)
    #expect(abs(single.velocity - stepped.velocity) < 1e-7)
  }

  @Test func everyFrameRateAndAHitchTraceTheSameCurve() {
    // A tiny rest threshold keeps all runs moving to the end, so the comparison covers the whole
    // curve; snapping is tested on its own below.
    let spring = SpringAnimation(
      from: Flick.from, to: Flick.target, velocity: Flick.velocity,
      tolerance: Tolerance(distance: 1e-6, velocity: 1e-6))
    let end = Flick.commonTimes.last!
    let exact = Flick.commonTimes.map {
      Flick.target
        + SpringSolution(.handDriven).evaluate(displacement: 484.0, velocity: Flick.velocity, after: $0)
        .displacement
    }
    var runs = Flick.rates.map { frameTimes(rate: $0, until: end) }
    runs.append(frameTimes(rate: 60, until: end, hitch: 0.25...0.5))
    for frames in runs {
      let samples = sample(spring, at: frames, recording: Flick.commonTimes)
      #expect(samples.count >= Flick.commonTimes.count - 1)  // the hitch hides 1/3 s
      for (time, value) in samples {
        let expected = exact[Flick.commonTimes.firstIndex(of: time)!]
        #expect(abs(value - expected) < 0.01, "at \(time) s")
      }
    }
  }

  @Test func restSnapsExactlyToTheTarget() {
    var spring = SpringAnimation(from: Flick.from, to: Flick.target, velocity: Flick.velocity)
    var frames = 0
    while !spring.isFinished && frames < 600 {
      spring.advance(by: 1.0 / 60)
      frames += 1
    }
    #expect(spring.isFinished)
    #expect(spring.value == Flick.target)
    #expect(spring.velocity == 0)
    #expect(frames > 30)  // it did move for a while first
    let before = spring.value
    spring.advance(by: 1.0 / 60)
    #expect(spring.value == before)
  }

  @Test func restNeedsBothDistanceAndSpeed() {
    // At the target but fast: not at rest.
    var passing = SpringAnimation(from: 0.0, to: 0.0, velocity: 100.0)
    #expect(!passing.isFinished)
    passing.advance(by: 0.001)
    #expect(!passing.isFinished)
    // Slow but far: not at rest.
    let far = SpringAnimation(from: 10.0, to: 0.0, velocity: 0.0)
    #expect(!far.isFinished)
    // Slow and near: at rest at once, on the target.
    let near = SpringAnimation(from: 0.3, to: 0.0, velocity: 1.0)
    #expect(near.isFinished)
    #expect(near.value == 0)
  }

  @Test func retargetKeepsPositionAndVelocity() {
    var spring = SpringAnimation(
      from: Vector2(x: 480, y: Flick.from), to: Vector2(x: 480, y: Flick.target),
      velocity: Vector2(x: 200, y: Flick.velocity))
    for _ in 0..<9 { spring.advance(by: 1.0 / 60) }
    let position = spring.value
    let velocity = spring.velocity
    spring.retarget(to: Vector2(x: 480, y: 700))
    #expect(spring.value.distance(to: position) < 1e-9)
    #expect(spring.velocity == velocity)
    #expect(spring.target == Vector2(x: 480, y: 700))
    // Continuity: over the next 0.1 ms the position moves by velocity·dt (plus ½·a·dt², about
    // 0.001 pt with the new, larger pull) and the velocity by a·dt (about 30 pt/s).
    spring.advance(by: 1e-4)
    #expect(spring.value.distance(to: position + 1e-4 * velocity) < 0.01)
    #expect(spring.velocity.distance(to: velocity) < 50)
    // And it now settles at the new target.
    for _ in 0..<600 where !spring.isFinished { spring.advance(by: 1.0 / 60) }
    #expect(spring.isFinished)
    #expect(spring.value == Vector2(x: 480, y: 700))
  }

  @Test func retargetRestartsAFinishedSpring() {
    var spring = SpringAnimation(from: 5.0, to: 5.0)
    #expect(spring.isFinished)
    spring.retarget(to: 50)
    #expect(!spring.isFinished)
    #expect(spring.value == 5)
    spring.advance(by: 0.1)
    #expect(spring.value > 5)
  }

  @Test func changingParametersMidFlightKeepsTheState() throws {
    var spring = SpringAnimation(from: Flick.from, to: Flick.target, velocity: Flick.velocity)
    spring.advance(by: 0.1)
    let (value, velocity) = (spring.value, spring.velocity)
    spring.parameters = Spring(response: 0.3, dampingRatio: 1)
    #expect(spring.value == value)
    #expect(spring.velocity == velocity)
    #expect(spring.parameters == Spring(response: 0.3, dampingRatio: 1))
  }

  @Test(arguments: 0..<regimes.count)
  func settlingDurationBoundsTheCurve(regime: Int) throws {
    let parameters = Self.regimes[regime].parameters
    let spring = SpringSolution(parameters)
    let x0 = 484.0
    let v0 = -1500.0
    let settle = parameters.settlingDuration(from: x0, velocity: v0, restDistance: 0.5)
    try #require(settle.isFinite && settle > 0)
    // After it: always within 0.5 pt (sampled every millisecond for two more seconds).
    for step in 0...2000 {
      let t = settle + Double(step) * 1e-3
      #expect(abs(spring.evaluate(displacement: x0, velocity: v0, after: t).displacement) <= 0.5)
    }
    // Not wildly pessimistic: somewhere in the last 40% before it, the curve is still at least
    // 0.1 pt away (the envelope touches the curve at its peaks).
    let peak = stride(from: 0.6 * settle, through: settle, by: 1e-4).map {
      abs(spring.evaluate(displacement: x0, velocity: v0, after: $0).displacement)
    }.max()!
    #expect(peak > 0.1)
  }

  @Test func settlingDurationEdgeCases() {
    #expect(Spring.handDriven.settlingDuration(from: 0.1, velocity: 0.0) == 0)
    let undamped = Spring.raw(mass: 1, stiffness: 100, damping: 0)
    #expect(undamped.settlingDuration(from: 10.0, velocity: 0.0) == .infinity)
    let vector = Spring.handDriven.settlingDuration(
      from: Vector2(x: 300, y: 400), velocity: Vector2(x: 0, y: -1500))
    #expect(vector > 0.5 && vector < 1.5)
    // The animation reports the same from its current state.
    var animation = SpringAnimation(from: Flick.from, to: Flick.target, velocity: Flick.velocity)
    let atStart = animation.settlingDuration
    animation.advance(by: 0.2)
    #expect(abs(animation.settlingDuration - (atStart - 0.2)) < 0.05)
  }

  @Test func coefficientsForZeroAndInvalidSteps() {
    let spring = SpringSolution(.handDriven)
    #expect(spring.coefficients(after: 0) == .identity)
    #expect(spring.coefficients(after: -1) == .identity)
    #expect(spring.coefficients(after: .nan) == .identity)
    #expect(
      SpringSolution(Spring.raw(mass: 1, stiffness: 0, damping: 1)).coefficients(after: 0.1)
        == .snap)
  }

  @Test func settlingDurationTakesPlainLiterals() {
    // The Double overload lets callers write plain literals.
    let duration = Spring.handDriven.settlingDuration(from: 484, velocity: -1500)
    #expect(
      duration
        == Spring.handDriven.settlingDuration(
          from: Vector2(x: 0, y: 484), velocity: Vector2(x: 0, y: -1500)))
    #expect(duration > 0.5 && duration < 1.5)
  }
}
