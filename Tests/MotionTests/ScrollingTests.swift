import Foundation
import Testing

@testable import Motion

/// The scroll physics of the four platforms: UIScrollView's deceleration with its exact end
/// crossing (``ScrollDeceleration``), Flutter's Android-like `ClampingScrollSimulation` and
/// Android's own `OverScroller` spline.
@Suite struct ScrollingTests {
  // MARK: UIScrollView

  @Test func decelerationMatchesTheClosedFormAndStopsAtItsRestingPosition() {
    let fling = ScrollDeceleration(position: 100, velocity: 1500, extents: 0...100_000)
    let tau = DecayAnimation<Double>.timeConstant(decelerationRate: 0.998)
    for time in [0.0, 0.1, 0.5, 1, 2] {
      let expected = 100 + 1500 * tau * (1 - exp(-time / tau))
      #expect(abs(fling.position(at: time) - expected) < 1e-9)
      #expect(abs(fling.velocity(at: time) - 1500 * exp(-time / tau)) < 1e-9)
    }
    #expect(fling.bounce == nil && fling.crossingTime == .infinity)
    // The resting position is the asymptote x0 + v0·τ less τ·restSpeed: within 0.5 pt of it.
    #expect(abs(fling.restingPosition - (100 + 1500 * tau)) < 0.5)
    let end = fling.decay!.duration
    #expect(fling.isDone(at: end) && !fling.isDone(at: end * 0.99))
    #expect(fling.position(at: end) == fling.restingPosition)
    #expect(fling.phase(at: 1) == .decelerating)
  }

  @Test func theFastRateStopsSooner() {
    let normal = ScrollDeceleration(position: 0, velocity: 2000, extents: 0...100_000)
    let fast = ScrollDeceleration(
      position: 0, velocity: 2000, extents: 0...100_000,
      decelerationRate: DecayAnimation<Double>.fastDecelerationRate)
    // τ = −1/(1000·ln 0.99) ≈ 0.0995 s: 2000 pt/s coasts about 199 pt instead of 999.
    #expect(abs(fast.restingPosition - 2000 * 0.0995) < 1)
    #expect(normal.restingPosition > 4 * fast.restingPosition)
  }

  @Test func anEndCrossingHandsOverAtTheExactInstantWithTheVelocityThere() throws {
    let fling = ScrollDeceleration(position: 900, velocity: 2000, extents: 0...1000)
    let tau = DecayAnimation<Double>.timeConstant(decelerationRate: 0.998)
    let crossing = fling.crossingTime
    // Solved: 1000 = 900 + 2000·τ·(1 − e^(−t/τ)).
    #expect(abs(crossing - (-tau * log(1 - 100 / (2000 * tau)))) < 1e-15)
    let decay = try #require(fling.decay)
    #expect(abs(decay.position(at: crossing) - 1000) < 1e-9)
    // Continuity at the crossing: the decay's state there and the spring's first, 1e-6 relative.
    let before = (decay.position(at: crossing), decay.velocity(at: crossing))
    let after = (fling.position(at: crossing), fling.velocity(at: crossing))
    #expect(abs(after.0 - before.0) <= 1e-6 * abs(before.0))
    #expect(abs(after.1 - before.1) <= 1e-6 * abs(before.1))
    #expect(abs(try #require(fling.crossingVelocity) - (2000 - 100 / tau)) < 1e-9)
    // Just either side of it, the two phases agree to first order.
    let epsilon = 1e-7
    #expect(abs(fling.position(at: crossing - epsilon) - fling.position(at: crossing + epsilon)) < 1e-3)
    #expect(fling.phase(at: crossing - epsilon) == .decelerating)
    #expect(fling.phase(at: crossing + epsilon) == .bouncing)
    // It goes past the end and comes back to it, at rest.
    #expect(fling.position(at: crossing + 0.05) > 1000)
    #expect(fling.restingPosition == 1000 && fling.endPosition == 1000)
    #expect(fling.position(at: 5) == 1000 && fling.velocity(at: 5) == 0 && fling.isDone(at: 5))
  }

  @Test func theLeadingEndBouncesToo() {
    let fling = ScrollDeceleration(position: 50, velocity: -3000, extents: 0...1000)
    #expect(fling.crossingTime > 0 && fling.crossingTime < 0.05)
    #expect(fling.position(at: fling.crossingTime + 0.05) < 0)
    #expect(fling.restingPosition == 0)
  }

  @Test func aFlingThatStopsShortOfTheEndDoesNotBounce() {
    // 1000 pt/s coasts about 499 pt: it stops before 1000.
    let fling = ScrollDeceleration(position: 400, velocity: 1000, extents: 0...1000)
    #expect(fling.bounce == nil)
    #expect(fling.restingPosition < 1000)
  }

  @Test func aReleasePastAnEndSpringsBackFromWhereItIsWithTheReleaseVelocity() {
    let fling = ScrollDeceleration(position: -60, velocity: -400, extents: 0...1000)
    #expect(fling.decay == nil && fling.crossingTime == 0)
    #expect(fling.position(at: 0) == -60 && fling.velocity(at: 0) == -400)
    #expect(fling.phase(at: 0) == .bouncing)
    #expect(fling.restingPosition == 0)
    #expect(fling.position(at: 3) == 0 && fling.isDone(at: 3))
    let trailing = ScrollDeceleration(position: 1030, velocity: 0, extents: 0...1000)
    #expect(trailing.restingPosition == 1000)
  }

  @Test func sampledAtAnyFrameRateTheCurveIsTheSame() {
    let fling = ScrollDeceleration(position: 800, velocity: 2500, extents: 0...1000)
    var byRate: [[Double]] = []
    for rate in Flick.rates {
      var animation = SimulationAnimation(fling)
      var samples: [Double] = []
      var frame = 0
      for time in Flick.commonTimes {
        while Double(frame) / rate < time - 1e-12 {
          frame += 1
          animation.advance(by: 1 / rate)
        }
        samples.append(animation.value)
      }
      byRate.append(samples)
    }
    for samples in byRate.dropFirst() {
      for (a, b) in zip(samples, byRate[0]) { #expect(abs(a - b) < 1e-6) }
    }
  }

  @Test func badInputNeverGivesNaN() {
    let fling = ScrollDeceleration(position: .nan, velocity: .infinity, extents: 0...100)
    #expect(fling.position(at: 1).isFinite && fling.velocity(at: 1).isFinite)
    let bad = ScrollDeceleration(
      position: 10, velocity: 100, extents: 0...100, decelerationRate: 2,
      bounce: Spring(uncheckedMass: 1, stiffness: -1, damping: 0))
    #expect(bad.position(at: 1) == 10 && bad.isDone(at: 0))
  }

  // MARK: Flutter's ClampingScrollSimulation

  @Test func clampingStartsAtItsPositionAndVelocity() {
    // Flutter's test/widgets/scroll_simulation_test.dart, "has a stable initial conditions".
    let cases: [(Double, Double)] = [
      (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634),
      (-156.2, 1541.57665), (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093),
      (5469.0, 182.114534),
    ]
    for (position, velocity) in cases {
      let simulation = ClampingScrollSimulation(position: position, velocity: velocity)
      #expect(abs(simulation.position(at: 0) - position) < 1e-10)
      #expect(abs(simulation.velocity(at: 0) - velocity) < 1e-10)
      // "velocity eventually reaches zero".
      #expect(simulation.velocity(at: 10) == 0)
    }
  }

  @Test func clampingTravelsAndroidsSplineDistance() {
    // Android's getSplineFlingDistance: friction·physicalCoeff·e^(r/(r − 1)·l).
    let velocity = 3000.0
    let simulation = ClampingScrollSimulation(position: 0, velocity: velocity)
    let rate = ClampingScrollSimulation.decelerationRate
    let coefficient = 0.015 * ClampingScrollSimulation.physicalCoefficient
    let l = log(0.35 * velocity / coefficient)
    let android = coefficient * exp(rate / (rate - 1) * l)
    #expect(abs(simulation.distance - android) < 1e-6)
    #expect(abs(simulation.position(at: simulation.duration) - android) < 1e-6)
    #expect(simulation.isDone(at: simulation.duration) && !simulation.isDone(at: simulation.duration / 2))
    let still = ClampingScrollSimulation(position: 12, velocity: 0)
    #expect(still.position(at: 1) == 12 && still.isDone(at: 0))
  }

  // MARK: Android's OverScroller

  @Test func overScrollerTablesAreAndroids() {
    let (position, time) = OverScrollerSimulation.splineTables
    #expect(position.count == 101 && time.count == 101)
    // Android's bisection stops within 1e-5, so the first entry is a hair above 0 (the fling
    // starts a few hundredths of a point ahead, as on Android).
    #expect(position[0] >= 0 && position[0] < 1e-4 && position[100] == 1 && time[100] == 1)
    // Monotonic, and the spline leaves at slope (START_TENSION·3)/(P1·3)·… : fast at first.
    for index in 0..<100 { #expect(position[index] < position[index + 1]) }
    #expect(position[10] > 0.1 && time[10] < 0.1)
  }

  @Test func overScrollerFlingsAndroidsDistanceAndDuration() {
    let fling = OverScrollerSimulation(position: 0, velocity: 3000, extents: 0...100_000)
    let rate = OverScrollerSimulation.decelerationRate
    let coefficient = 0.015 * OverScrollerSimulation.physicalCoefficient
    let l = log(0.35 * 3000 / coefficient)
    #expect(fling.splineDistance == (coefficient * exp(rate / (rate - 1) * l)).rounded(.towardZero))
    #expect(fling.splineDuration == (1000 * exp(l / (rate - 1))).rounded(.towardZero) / 1000)
    #expect(abs(fling.position(at: 0)) < 0.1)
    #expect(fling.position(at: fling.duration) == fling.splineDistance)
    // Starts near the release velocity (the table's first segment) and slows down.
    #expect(abs(fling.velocity(at: 0) - 3000) / 3000 < 0.1)
    #expect(fling.velocity(at: fling.duration / 2) < fling.velocity(at: 0))
    // Flutter's closed form travels the same distance.
    let flutter = ClampingScrollSimulation(position: 0, velocity: 3000)
    #expect(abs(flutter.distance - fling.splineDistance) < 1)
  }

  @Test func overScrollerStopsAtAnEndSooner() {
    let free = OverScrollerSimulation(position: 0, velocity: 3000, extents: 0...100_000)
    let clamped = OverScrollerSimulation(position: 0, velocity: 3000, extents: 0...500)
    #expect(clamped.finalPosition == 500)
    #expect(clamped.duration < free.duration)
    for time in stride(from: 0.0, through: 3, by: 0.01) {
      #expect(clamped.position(at: time) <= 500)
    }
    #expect(clamped.position(at: clamped.duration) == 500 && clamped.isDone(at: clamped.duration))
  }

  @Test func overScrollerBadInputRests() {
    let fling = OverScrollerSimulation(position: .nan, velocity: .nan, extents: 0...100)
    #expect(fling.position(at: 1) == 0 && fling.isDone(at: 0))
  }
}
