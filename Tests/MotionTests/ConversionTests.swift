import Foundation
import Testing

@testable import Motion

@Suite struct ConversionTests {
  @Test func handDrivenIsObjcIosSpring() throws {
    let spring = Spring.handDriven
    #expect(spring == Spring(mass: 1, stiffness: 300, damping: 20))
    #expect(abs(spring.dampingRatio - 20 / (2 * 300.0.squareRoot())) < 1e-12)
    #expect(abs(spring.undampedAngularFrequency - 17.3205) < 1e-4)
  }

  @Test func swiftUIResponseAndDampingRatio() throws {
    // SwiftUI: response 0.5 s, bounce 0.3 (ζ = 0.7) ⇔ m 1, k 157.9, c 17.6.
    let byRatio = Spring(response: 0.5, dampingRatio: 0.7)
    #expect(byRatio.mass == 1)
    #expect(abs(byRatio.stiffness - 157.91) < 0.01)
    #expect(abs(byRatio.damping - 17.59) < 0.01)
    #expect(abs(byRatio.dampingRatio - 0.7) < 1e-12)
    #expect(abs(byRatio.response - 0.5) < 1e-12)
    let byBounce = Spring(response: 0.5, bounce: 0.3)
    #expect(abs(byBounce.stiffness - byRatio.stiffness) < 1e-9)
    #expect(abs(byBounce.damping - byRatio.damping) < 1e-9)
  }

  @Test func swiftUIsSpringNamesAndDefaults() {
    // SwiftUI's Spring documentation: Spring(duration: 0.5, bounce: 0.3) is (1.0, 157.9, 17.6);
    // Spring(mass: 1, stiffness: 100, damping: 10) is (duration 0.63, bounce 0.5).
    let described = Spring(duration: 0.5, bounce: 0.3)
    #expect(described.mass == 1)
    #expect(abs(described.stiffness - 157.9) < 0.05 && abs(described.damping - 17.6) < 0.05)
    let constants = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(constants.duration - 0.63) < 0.005 && abs(constants.bounce - 0.5) < 1e-12)
    // SwiftUI's defaults: duration 0.5, bounce 0 (critically damped), mass 1.
    #expect(Spring() == Spring(duration: 0.5, bounce: 0))
    #expect(abs(Spring().dampingRatio - 1) < 1e-12 && Spring().duration == Spring().response)
    #expect(Spring(stiffness: 300, damping: 20) == .handDriven)
  }

  @Test func theValidatingPathGivesWhatTheInitializerGives() throws {
    #expect(try Spring.validated(duration: 0.4, bounce: 0.2) == Spring(duration: 0.4, bounce: 0.2))
    #expect(
      try Spring.validated(mass: 2, stiffness: 80, damping: 9) == Spring(mass: 2, stiffness: 80, damping: 9))
    #expect(try Spring.validated(popSpeed: 12, bounciness: 4) == Spring(popSpeed: 12, bounciness: 4))
    #expect(throws: MotionError.notPositive(parameter: "duration", value: 0)) {
      try Spring.validated(duration: 0, bounce: 0)
    }
  }

  @Test func swiftUIBounceMapping() throws {
    #expect(abs(Spring(response: 1, bounce: 0).dampingRatio - 1) < 1e-12)
    #expect(abs(Spring(response: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
    // A bounce of −1 would need infinite damping: refused, not clamped.
    #expect(throws: MotionError.self) { try Spring.validated(response: 1, bounce: -1) }
    // The response scales with the mass: same ω0 and ζ.
    let heavy = try Spring.validated(response: 0.5, dampingRatio: 0.7, mass: 4)
    #expect(abs(heavy.undampedAngularFrequency - 4 * Double.pi) < 1e-9)
    #expect(abs(heavy.dampingRatio - 0.7) < 1e-12)
  }

  @Test func frequencyAndDampingRatioLikeUIKitDynamics() throws {
    // Seed 000's attachment: 3.5 Hz, damping 0.6 ⇔ ω = 21.99, k = 483.6, c = 26.39 per unit mass.
    let attachment = Spring(frequency: 3.5, dampingRatio: 0.6)
    let omega = 2 * Double.pi * 3.5
    #expect(abs(attachment.stiffness - omega * omega) < 1e-9)
    #expect(abs(attachment.stiffness - 483.61) < 0.01)
    #expect(abs(attachment.damping - 26.389) < 0.001)
    #expect(abs(attachment.dampingRatio - 0.6) < 1e-12)
    let heavy = Spring(frequency: 3.5, dampingRatio: 0.6, mass: 504)
    #expect(abs(heavy.stiffness - 504 * omega * omega) < 1e-6)
    #expect(abs(heavy.undampedAngularFrequency - omega) < 1e-12)
  }

  @Test func popSpeedAndBouncinessDefaults() throws {
    // POP's defaults (springSpeed 12, springBounciness 4), worked through POPAnimationExtras.mm
    // by hand: QC tension 70.912 → 342.10, QC friction 9.829 → 30.49.
    let pop = Spring(popSpeed: 12, bounciness: 4)
    #expect(pop.mass == 1)
    #expect(abs(pop.stiffness - 342.10) < 0.01)
    #expect(abs(pop.damping - 30.487) < 0.01)
    #expect(pop.dampingRatio < 1)  // a little bouncy, as POP's default is
  }

  @Test func popZeroBouncinessIsTheNoBounceFriction() throws {
    let pop = Spring(popSpeed: 12, bounciness: 0)
    let qcTension = 0.5 + (12 / 1.7 / 20) * 199.5
    #expect(
      abs(
        pop.damping - PopSpringConversion.frictionFromOrigami(PopSpringConversion.noBounceFriction(qcTension))
      ) < 1e-12)
    // More bounciness means less friction.
    #expect(Spring(popSpeed: 12, bounciness: 12).damping < pop.damping)
  }

  @Test func popConversionRoundTripsAsInPOPsOwnTest() throws {
    // POP's testBouncinessSpeedToTensionFrictionConversion: (bounciness 12, speed 5) and back.
    let pop = Spring(popSpeed: 5, bounciness: 12)
    let back = pop.popSpeedAndBounciness
    #expect(abs(back.speed - 5) < 1e-4)
    #expect(abs(back.bounciness - 12) < 1e-4)
  }

  @Test func origamiConverterMatchesRebound() throws {
    // Rebound's OrigamiValueConverter: tension (o − 30)·3.62 + 194, friction (o − 8)·3 + 25.
    #expect(abs(PopSpringConversion.tensionFromOrigami(40) - 230.2) < 1e-12)
    #expect(abs(PopSpringConversion.frictionFromOrigami(7) - 22) < 1e-12)
    #expect(abs(PopSpringConversion.origamiFromTension(230.2) - 40) < 1e-12)
    #expect(abs(PopSpringConversion.origamiFromFriction(22) - 7) < 1e-12)
  }

  @Test func uiKitNormalisedVelocityRoundTrip() throws {
    // Seed 004: 50 pt/s over 100 pt is 0.5.
    #expect(Spring.normalizedVelocity(50, from: 0, to: 100) == 0.5)
    // The flick: 1500 pt/s upwards over 484 pt upwards is 3.1 per second, and back.
    let normalized = Spring.normalizedVelocity(Flick.velocity, from: Flick.from, to: Flick.target)
    #expect(abs(normalized - 1500.0 / 484) < 1e-12)
    let velocity = Spring.velocity(normalized: normalized, from: Flick.from, to: Flick.target)
    #expect(abs(velocity - Flick.velocity) < 1e-9)
    // Moving away from the target is negative.
    #expect(Spring.normalizedVelocity(-50, from: 0, to: 100) == -0.5)
    // No distance: zero, not infinity.
    #expect(Spring.normalizedVelocity(50, from: 10, to: 10) == 0)
  }
}
