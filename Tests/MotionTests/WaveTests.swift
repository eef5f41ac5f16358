import Foundation
import Testing

@testable import Motion

/// Janum Trivedi's Wave (jtrivedi/Wave: Sources/Wave/Spring.swift, UIMathUtilities.swift and
/// Tests/WaveTests/SpringTests.swift), reproduced with Motion's API. Wave's accuracy is 0.0001.
@Suite struct WaveTests {
  static let epsilon = 0.0001
  /// Spring.swift: DefaultSettlingPercentage.
  static let settlingPercentage = 0.0001

  /// Wave's settling estimate: −ln(0.0001) / (ζ·ω0) (Spring.settlingTime), here from Motion's
  /// getters.
  static func waveSettlingTime(_ spring: Spring, dampingRatio: Double) -> Double {
    -log(settlingPercentage) / (dampingRatio * spring.undampedAngularFrequency)
  }

  @Test func criticallyDampedSpring() throws {
    // testCriticallyDampedSpring: Spring(dampingRatio: 1.0, response: 0.8).
    let spring = Spring(response: 0.8, dampingRatio: 1)
    #expect(spring.dampingRatio == 1)
    #expect(abs(spring.response - 0.8) < 1e-12)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 61.6850) < Self.epsilon)
    #expect(abs(spring.damping - 15.7079) < Self.epsilon)
    // Wave: settlingTime(ζ = 1 − ulp)·1.25 = 1.17269·1.25.
    let waveBase = Self.waveSettlingTime(spring, dampingRatio: 1 - .ulpOfOne)
    #expect(abs(waveBase - 1.17269) < Self.epsilon)
    // Motion's critical envelope from 1 at rest is the curve itself, (1 + ω0·t)·e^(−ω0·t), so
    // its settling time is where that crosses 0.0001 exactly: 1.497 s, 2% past Wave's 1.466.
    let motion = spring.settlingDuration(from: 1.0, velocity: 0.0, restDistance: Self.settlingPercentage)
    let omega = spring.undampedAngularFrequency
    #expect(abs((1 + omega * motion) * exp(-omega * motion) - Self.settlingPercentage) < 1e-12)
    #expect(motion > waveBase * 1.25 && motion < waveBase * 1.25 * 1.03)
  }

  @Test func underdampedSpring() throws {
    // testUnderdampedSpring: Spring(dampingRatio: 0.6, response: 0.8).
    let spring = Spring(response: 0.8, dampingRatio: 0.6)
    #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
    #expect(abs(spring.stiffness - 61.6850) < Self.epsilon)
    #expect(abs(spring.damping - 9.4247) < Self.epsilon)
    let wave = Self.waveSettlingTime(spring, dampingRatio: 0.6)
    #expect(abs(wave - 1.9544) < Self.epsilon)
    // Wave's estimate uses the envelope e^(−ζω0·t) alone; the bound on |x(t)| from 1 at rest
    // is that times 1/√(1 − ζ²), so Motion's settling time is later by ln(1/√(1 − ζ²)) / (ζω0).
    let motion = spring.settlingDuration(from: 1.0, velocity: 0.0, restDistance: Self.settlingPercentage)
    let lag = -log((1 - 0.36).squareRoot()) / (0.6 * spring.undampedAngularFrequency)
    #expect(abs(motion - (wave + lag)) < 1e-9)
  }

  @Test func responseAndStiffness() throws {
    // testResponseAndStiffness: Spring(dampingRatio: 0.6, response: 0.8) equals
    // Spring(dampingRatio: 0.6, stiffness: a.stiffness) and Spring(dampingRatio:, response: a.response).
    let a = Spring(response: 0.8, dampingRatio: 0.6)
    let b = Spring(stiffness: a.stiffness, dampingRatio: 0.6)
    let c = Spring(response: a.response, dampingRatio: 0.6)
    for other in [b, c] {
      #expect(abs(other.stiffness - a.stiffness) < 1e-12 * a.stiffness)
      #expect(abs(other.damping - a.damping) < 1e-12 * a.damping)
    }
  }

  @Test func zeroResponseIsRefused() {
    // testZeroResponseSpring: Wave takes response 0 as "not animated" (infinite stiffness,
    // settling 1 s). Motion refuses it: to jump, set the value without animating.
    #expect(throws: MotionError.notPositive(parameter: "response", value: 0)) {
      try Spring.validated(response: 0, dampingRatio: 1)
    }
  }

  @Test func responseDuration() throws {
    // testResponseDuration: a looser spring (response 0.8) settles later than a tight one (0.2).
    let tight = Spring(response: 0.2, dampingRatio: 1)
    let loose = Spring(response: 0.8, dampingRatio: 1)
    #expect(
      loose.settlingDuration(from: 1.0, velocity: 0.0, restDistance: Self.settlingPercentage)
        > tight.settlingDuration(from: 1.0, velocity: 0.0, restDistance: Self.settlingPercentage))
  }

  @Test func defaultSprings() throws {
    // Spring.swift: defaultInteractive = (dampingRatio 0.8, response 0.20), defaultAnimated =
    // (1.0, 0.82); stiffness (2π/response)²·m, damping coefficient 4π·ζ·m/response (both under
    // Wave's 60, where it would start rubber-banding the coefficient; Motion never does).
    for (ratio, response) in [(0.8, 0.2), (1.0, 0.82)] {
      let spring = Spring(response: response, dampingRatio: ratio)
      #expect(abs(spring.stiffness - pow(2 * Double.pi / response, 2)) < 1e-9)
      #expect(abs(spring.damping - 4 * Double.pi * ratio / response) < 1e-12)
      #expect(spring.damping < 60)
    }
  }

  @Test func projection() {
    // UIMathUtilities.project(value:velocity:decelerationRate:): value + (v/1000)·d/(1 − d).
    // (Stage's Projection.restingPoint, its StageTests check it.) Motion's decay follows the
    // continuous decay, v·τ with τ = −1/(1000·ln d): 0.1% further at UIScrollView's 0.998.
    let d = 0.998
    let wave = 100 + (1000.0 / 1000) * d / (1 - d)
    let motion = DecayAnimation(from: 100.0, velocity: 1000.0, decelerationRate: d).restingValue
    #expect(abs(wave - 599) < 1e-9)
    #expect(abs((motion - 100) / (wave - 100) - (1 - d) / (d * -log(d))) < 1e-12)
  }
}
