import Foundation
import Testing

@testable import Motion

/// A step composed from a kept one (``SpringSolution/StepBasis``) is the closed form: jittery frame
/// schedules step to within 1e-9 of the spring evaluated in one jump, and each composed map
/// agrees with the one computed in full to rounding.
@Suite("Spring step reuse")
struct SpringStepBasisTests {
  static let springs: [Spring] = [
    .handDriven,
    Spring(stiffness: 400, dampingRatio: 0.2),
    Spring(stiffness: 170, dampingRatio: 2.5),
    Spring(stiffness: 1000, dampingRatio: 0.9),
  ]

  /// Frame intervals at `rate` Hz, each off by up to ±`jitter` seconds.
  static func schedule(rate: Double, jitter: Double, count: Int) -> [Double] {
    (0..<count).map { 1 / rate + jitter * sin(Double($0) * 2.1 + 0.3) }
  }

  @Test(arguments: springs, [30.0, 60.0, 120.0, 144.0, 240.0])
  func jitteredStepsStayOnTheClosedForm(parameters: Spring, rate: Double) {
    let spring = SpringSolution(parameters)
    var animation = SpringAnimation(
      from: 384.0, to: -100.0, velocity: -1500.0, parameters: parameters,
      tolerance: Tolerance(distance: 0, velocity: 0))
    var time = 0.0
    for dt in Self.schedule(rate: rate, jitter: 0.0007, count: Int(1.5 * rate)) {
      animation.advance(by: dt)
      time += dt
      let exact = spring.evaluate(displacement: 484.0, velocity: -1500.0, after: time)
      #expect(abs(animation.displacement - exact.displacement) <= 1e-9 * 484)
      #expect(abs(animation.velocity - exact.velocity) <= 1e-9 * 1500)
    }
  }

  @Test(arguments: springs)
  func aComposedMapIsTheFullOneToRounding(parameters: Spring) {
    let spring = SpringSolution(parameters)
    var basis = SpringSolution.StepBasis()
    var reused = 0
    for dt in Self.schedule(rate: 60, jitter: 0.0005, count: 200) + [0.004, 0.0041, 0.1, 0.1003] {
      let before = basis.dt
      let composed = spring.coefficients(after: dt, reusing: &basis)
      if basis.dt == before { reused += 1 }
      let full = spring.coefficients(after: dt)
      #expect(abs(composed.positionFromPosition - full.positionFromPosition) <= 1e-13)
      #expect(abs(composed.positionFromVelocity - full.positionFromVelocity) <= 1e-13)
      #expect(
        abs(composed.velocityFromPosition - full.velocityFromPosition) <= 1e-13 * spring.squaredFrequency)
      #expect(abs(composed.velocityFromVelocity - full.velocityFromVelocity) <= 1e-13)
    }
    // Nearly every jittered frame reuses the first one's values.
    #expect(reused >= 195)
  }

  /// A schedule alternating between 60 and 120 Hz composes from the two kept steps.
  @Test func alternatingRatesReuseBothKeptSteps() {
    let spring = SpringSolution(.handDriven)
    var basis = SpringSolution.StepBasis()
    var computed = 0
    for index in 0..<100 {
      let dt = (index % 2 == 0 ? 1 / 60.0 : 1 / 120.0) + 0.0003 * sin(Double(index))
      let map = spring.coefficients(after: dt, reusing: &basis)
      // A step computed in full is kept for exactly its dt.
      if basis.dt == dt { computed += 1 }
      let full = spring.coefficients(after: dt)
      #expect(abs(map.positionFromPosition - full.positionFromPosition) <= 1e-13)
    }
    #expect(computed <= 2)
  }

  /// Within two units in the last place of 1.
  @Test func theSeriesMatchTheFunctions() {
    for x in stride(from: -SpringSolution.reuseReach, through: SpringSolution.reuseReach, by: 0.001) {
      #expect(abs(SpringSolution.exponential(x) - exp(x)) <= 4.5e-16)
      let (c, s) = SpringSolution.cosineAndSine(x)
      #expect(abs(c - cos(x)) <= 4.5e-16)
      #expect(abs(s - sin(x)) <= 4.5e-16)
    }
  }
}
