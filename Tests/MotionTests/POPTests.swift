import Foundation
import Testing

@testable import Motion

/// Facebook's POP (facebookarchive/pop), reproduced with Motion's API: its spring conversions
/// (pop/POPAnimationExtras.mm, tested in pop-tests/POPSpringAnimationTests.mm) and its decay
/// (pop/POPDecayAnimationInternal.h, tested in pop-tests/POPDecayAnimationTests.mm).
@Suite struct POPTests {
  @Test func bouncinessSpeedToTensionFrictionConversion() throws {
    // testBouncinessSpeedToTensionFrictionConversion: (bounciness 12, speed 5) there and back,
    // within POP's epsilon 0.0001; Motion's inverse is exact to 1e-9.
    let spring = Spring(popSpeed: 5, bounciness: 12)
    let back = spring.popSpeedAndBounciness
    #expect(abs(back.bounciness - 12) < 1e-9)
    #expect(abs(back.speed - 5) < 1e-9)
  }

  @Test func tensionFrictionToBouncinessSpeedConversion() throws {
    // testTensionFrictionToBouncinessSpeedConversion: (tension 240, friction 25) there and back.
    let spring = Spring(mass: 1, stiffness: 240, damping: 25)
    let (speed, bounciness) = spring.popSpeedAndBounciness
    let back = Spring(popSpeed: speed, bounciness: bounciness)
    #expect(abs(back.stiffness - 240) < 1e-9)
    #expect(abs(back.damping - 25) < 1e-9)
  }

  @Test func defaultSpeedAndBounciness() throws {
    // POPSpringAnimationInternal.h: springSpeed 12, springBounciness 4. Through
    // convertBounciness: QC tension 0.5 + (12/1.7/20)·199.5 = 70.912 → (70.912 − 30)·3.62 + 194
    // = 342.10; QC friction 9.829 → (9.829 − 8)·3 + 25 = 30.49.
    let pop = Spring(popSpeed: 12, bounciness: 4)
    #expect(abs(pop.stiffness - 342.10) < 0.01)
    #expect(abs(pop.damping - 30.487) < 0.01)
    #expect(pop.mass == 1)
    #expect(pop.regime == .underdamped)
  }

  @Test func speedAndBouncinessAreDefinedOnZeroToTwenty() {
    // POPSpringAnimation.h: both are "defined as a value in the range [0, 20]".
    #expect(throws: MotionError.outOfRange(parameter: "bounciness", value: 21, range: "0…20")) {
      try Spring.validated(popSpeed: 12, bounciness: 21)
    }
    #expect(throws: MotionError.outOfRange(parameter: "popSpeed", value: -1, range: "0…20")) {
      try Spring.validated(popSpeed: -1, bounciness: 4)
    }
  }

  @Test func excessiveJumpInTime() throws {
    // testExcessiveJumpInTime: a spring to 1000 rendered at 0, 0.01 and 300 s ends exactly on
    // its toValue.
    var spring = SpringAnimation(
      from: 0.0, to: 1000.0, parameters: Spring(popSpeed: 12, bounciness: 4))
    spring.advance(by: 0.01)
    spring.advance(by: 300 - 0.01)
    #expect(spring.isFinished && spring.value == 1000)
  }

  @Test func clampEndNeverPassesTheTarget() throws {
    // POPPropertyAnimation's kPOPAnimationClampEnd keeps values short of toValue; Motion's
    // overshoot clamping ends there instead. The bounciest POP spring, sampled at 60 Hz:
    var spring = SpringAnimation(
      from: 0.0, to: 100.0, parameters: Spring(popSpeed: 12, bounciness: 20),
      overshootClamping: true)
    var frames = 0
    while !spring.isFinished && frames < 600 {
      spring.advance(by: 1.0 / 60)
      #expect(spring.value <= 100)
      frames += 1
    }
    #expect(spring.isFinished && spring.value == 100)
  }

  // MARK: POPDecayAnimation

  /// POPDecayAnimationTests' _positionXAnimation: velocity 7223.021, deceleration 0.998.
  static let velocity = 7223.021
  static let deceleration = 0.998
  /// POP's decay stops under dynamicsThreshold × kPOPAnimationDecayMinimalVelocityFactor (5);
  /// kPOPLayerPositionX's threshold is kPOPThresholdPoint, 1 (pop/POPAnimatableProperty.mm).
  static let restSpeed = 1.0 * 5

  @Test func decayDurationIsPOPs() {
    // computeDuration: k = threshold·5 / 1000, d = ln(deceleration)·1000,
    // duration = log(|k / (v / 1000)|) / d.
    let k = Self.restSpeed / 1000
    let popDuration = log(abs(k / (Self.velocity / 1000))) / (log(Self.deceleration) * 1000)
    let decay = DecayAnimation(
      from: 0.0, velocity: Self.velocity, decelerationRate: Self.deceleration, restSpeed: Self.restSpeed)
    #expect(abs(decay.duration - popDuration) < 1e-12)
    // decay_position: v = v0·d^(1000·t), at every time.
    for time in [0.1, 0.5, 1.0, 2.5] {
      let popVelocity = Self.velocity * pow(Self.deceleration, 1000 * time)
      #expect(abs(decay.velocity(at: time) - popVelocity) < 1e-9 * Self.velocity)
    }
  }

  @Test func decayPositionIsTheIntegralOfPOPsVelocity() {
    // decay_position moves x by (v0/1000)·d·(1 − d^ms)/(1 − d): the sum of its per-millisecond
    // steps. Motion integrates the same velocity continuously, v0·τ·(1 − d^ms) with
    // τ = −1/(1000·ln d), so its travel is POP's times (1 − d) / (d·(−ln d)): 0.1% more at 0.998.
    let decay = DecayAnimation(
      from: 0.0, velocity: Self.velocity, decelerationRate: Self.deceleration, restSpeed: Self.restSpeed)
    let d = Self.deceleration
    let ratio = (1 - d) / (d * -log(d))
    #expect(ratio > 1.0009 && ratio < 1.0011)
    for time in [0.1, 0.5, 1.0] {
      let ms = 1000 * time
      let popTravel = (Self.velocity / 1000) * d * (1 - pow(d, ms)) / (1 - d)
      #expect(abs(decay.position(at: time) - popTravel * ratio) < 1e-9 * popTravel)
    }
  }

  @Test func decayIn2DStopsWithItsSpeed() {
    // test2DConvergence: POP takes the longest of the per-axis durations, so (v, v) lasts as long
    // as v alone. Motion stops on the speed |v|, √2 times more, which lasts τ·ln √2 longer.
    let scalar = DecayAnimation(
      from: 0.0, velocity: Self.velocity, decelerationRate: Self.deceleration, restSpeed: Self.restSpeed)
    let vector = DecayAnimation(
      from: Vector2.zero, velocity: Vector2(x: Self.velocity, y: Self.velocity),
      decelerationRate: Self.deceleration, restSpeed: Self.restSpeed)
    #expect(abs(vector.duration - scalar.duration - scalar.timeConstant * log(2.0.squareRoot())) < 1e-12)
    // More velocity on either axis lasts longer, as in POP.
    for faster in [
      Vector2(x: Self.velocity + 1000, y: Self.velocity), Vector2(x: Self.velocity, y: Self.velocity + 1000),
    ] {
      let decay = DecayAnimation(
        from: Vector2.zero, velocity: faster, decelerationRate: Self.deceleration, restSpeed: Self.restSpeed)
      #expect(decay.duration > vector.duration)
    }
  }

  @Test func decayContinuation() {
    // testContinuation: 1000 from 0, run 1 s, set the velocity to 1000 again, run on: the values
    // keep increasing, and nothing jumps when the velocity is set.
    var decay = DecayAnimation(from: 0.0, velocity: 1000.0)
    var last = decay.value
    for _ in 0..<60 {
      decay.advance(by: 1.0 / 60)
      #expect(decay.value > last)
      last = decay.value
    }
    decay.setVelocity(1000)
    #expect(decay.value == last)
    decay.advance(by: 1.0 / 60)
    #expect(decay.value > last)
  }

  @Test func decayWithNoVelocityDoesNothing() {
    // testNoOperationAnimation: no velocity, and every write is the initial value.
    let decay = DecayAnimation(from: Vector2(x: 100, y: 100), velocity: .zero)
    #expect(decay.isFinished && decay.value == Vector2(x: 100, y: 100) && decay.duration == 0)
  }
}
