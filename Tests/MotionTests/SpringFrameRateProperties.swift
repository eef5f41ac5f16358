import PropertyBased
import Testing

@testable import Motion

/// The law the exact spring stands on, for any release and any frame schedule: stepping frame
/// by frame lands where one closed-form step over the whole time lands, so the trajectory does
/// not depend on the frame rate. (The peers' integrators fail this by points; see LabTests.)
///
/// Inputs are random on every run; a failure prints the input and the seed that reproduce it.
@Suite("Properties: the exact spring is frame-rate independent")
struct SpringFrameRateProperties {
  /// A release: displacement from the target (pt), velocity (pt/s), stiffness, damping ratio.
  static let releases = zip(
    Gen.double(in: -2_000...2_000), Gen.double(in: -20_000...20_000), Gen.double(in: 10...2_000),
    Gen.double(in: 0.05...3))

  /// A frame schedule: 1…240 frame intervals from 1/1000 s to 1/15 s, with the odd 250 ms hitch.
  static let schedules = Gen.double(in: 0.001...(1.0 / 15)).map { dt in dt > 0.065 ? 0.25 : dt }
    .array(of: 1...240)

  @Test func steppingThroughAnyScheduleMatchesOneClosedFormStep() async {
    await propertyCheck(input: Self.releases, Self.schedules) { release, schedule in
      let (displacement, velocity, stiffness, dampingRatio) = release
      let parameters = Spring(stiffness: stiffness, dampingRatio: dampingRatio)
      // No rest threshold: the animation must follow the curve, not snap to the target.
      var stepped = SpringAnimation(
        from: displacement, to: 0.0, velocity: velocity, parameters: parameters,
        tolerance: Tolerance(distance: 0, velocity: 0))
      let spring = SpringSolution(parameters)
      var elapsed = 0.0
      // The scale of the motion: errors are relative to it.
      let scale = abs(displacement) + abs(velocity) / parameters.undampedAngularFrequency + 1
      for dt in schedule {
        stepped.advance(by: dt)
        elapsed += dt
        let exact = spring.evaluate(displacement: displacement, velocity: velocity, after: elapsed)
        #expect(abs(stepped.value - exact.displacement) <= 1e-9 * scale, "at \(elapsed) s")
        #expect(
          abs(stepped.velocity - exact.velocity) <= 1e-9 * scale * parameters.undampedAngularFrequency,
          "at \(elapsed) s")
      }
    }
  }

  @Test func twoSchedulesOfTheSameLengthAgree() async {
    // 60 Hz against a random schedule cut to end at the same instant.
    await propertyCheck(input: Self.releases, Self.schedules) { release, schedule in
      let (displacement, velocity, stiffness, dampingRatio) = release
      let parameters = Spring(stiffness: stiffness, dampingRatio: dampingRatio)
      func spring() -> SpringAnimation<Vector2> {
        SpringAnimation(
          from: Vector2(x: displacement, y: -displacement / 2), to: .zero,
          velocity: Vector2(x: velocity, y: velocity / 3), parameters: parameters,
          tolerance: Tolerance(distance: 0, velocity: 0))
      }
      let total = schedule.reduce(0, +)
      var random = spring()
      for dt in schedule { random.advance(by: dt) }
      var regular = spring()
      let frames = Int(total * 60)
      for _ in 0..<frames { regular.advance(by: 1.0 / 60) }
      regular.advance(by: total - Double(frames) / 60)
      let scale = abs(displacement) + abs(velocity) / parameters.undampedAngularFrequency + 1
      #expect(random.value.distance(to: regular.value) <= 1e-9 * scale)
    }
  }
}
