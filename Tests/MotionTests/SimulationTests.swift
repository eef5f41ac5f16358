import Foundation
import Testing

@testable import Motion

/// The Simulation protocol: every motion answers position, velocity and done at any time, can be
/// swapped for another, and runs on the Animator through SimulationAnimation.
@Suite struct SimulationTests {
  static func everyKind() throws -> [any Simulation<Double>] {
    [
      try SpringSimulation(
        parameters: .handDriven, from: Flick.from, to: Flick.target, velocity: Flick.velocity),
      try FrictionSimulation(drag: 0.135, position: Flick.from, velocity: Flick.velocity),
      try GravitySimulation(
        acceleration: 2000, position: Flick.from, endDistance: 1000, velocity: Flick.velocity),
      try BouncingScrollSimulation(
        position: Flick.from, velocity: Flick.velocity, leadingExtent: 0, trailingExtent: 1000,
        spring: Spring(stiffness: 170, dampingRatio: 1.1), tolerance: .motion),
      ClampedSimulation(
        try SpringSimulation(parameters: .handDriven, from: Flick.from, to: Flick.target),
        positionRange: -50...400),
      DecayAnimation(from: Flick.from, velocity: Flick.velocity),
      TimedAnimation(from: Flick.from, to: Flick.target, duration: 0.35),
    ]
  }

  @Test func everyKindRunsOnTheAnimator() throws {
    for simulation in try Self.everyKind() {
      let animator = Animator()
      var values: [Double] = []
      var finished = false
      animator.add(
        SimulationAnimation(AnySimulation(simulation)), forKey: "value",
        onUpdate: { value, _ in values.append(value) },
        completion: { finished = $0 })
      var frame = 0
      while animator.isRunning && frame < 6000 {
        frame += 1
        animator.advance(to: Double(frame) / 60)
      }
      #expect(finished, "\(type(of: simulation))")
      #expect(values.first == Flick.from)
      // The animation showed the simulation's own values at the frame times.
      #expect(abs(values[1] - simulation.position(at: 1.0 / 60)) < 1e-9)
      #expect(simulation.isDone(at: Double(frame) / 60))
    }
  }

  @Test func simulationAnimationFollowsItsSimulation() throws {
    let spring = try SpringSimulation(
      parameters: .handDriven, from: Vector2(x: 0, y: Flick.from), to: Vector2(x: 0, y: Flick.target),
      velocity: Vector2(x: 0, y: Flick.velocity), tolerance: .motion, snapToEnd: true)
    var animation = SimulationAnimation(spring)
    #expect(animation.value == spring.position(at: 0) && animation.velocity == spring.velocity(at: 0))
    #expect(animation.target == Vector2(x: 0, y: Flick.target))  // the spring's end
    for _ in 0..<10 { animation.advance(by: 1.0 / 60) }
    #expect(animation.elapsed == 10.0 / 60)
    #expect(animation.value == spring.position(at: animation.elapsed))
    #expect(animation.velocity == spring.velocity(at: animation.elapsed))
    // Bad steps change nothing.
    let before = animation.value
    for dt in [0, -1, Double.nan, .infinity] { animation.advance(by: dt) }
    #expect(animation.value == before)
    animation.advance(by: spring.settlingDuration)
    #expect(animation.isFinished && animation.value == animation.target && animation.velocity == .zero)
    #expect(animation.value == Vector2(x: 0, y: Flick.target))
  }

  @Test func aSimulationDoneAtTheStartFinishesAtOnce() throws {
    let resting = try SpringSimulation(parameters: .handDriven, from: 5.0, to: 5.0)
    let animation = SimulationAnimation(resting)
    #expect(animation.isFinished && animation.value == 5 && animation.target == 5)
    // Gravity knows no end position: its target is where it is.
    let fall = SimulationAnimation(
      try GravitySimulation(acceleration: 10, position: 0, endDistance: 100, velocity: 0))
    #expect(fall.target == fall.value && !fall.isFinished)
  }

  @Test func springAnimationSimulationPredictsTheAnimation() {
    var spring = SpringAnimation(from: Flick.from, to: Flick.target, velocity: Flick.velocity)
    spring.advance(by: 0.1)
    let prediction = spring.simulation
    #expect(prediction.position(at: 0) == spring.value)
    #expect(prediction.regime == spring.regime && spring.regime == .underdamped)
    spring.advance(by: 0.2)
    #expect(abs(prediction.position(at: 0.2) - spring.value) < 1e-9)
    #expect(abs(prediction.velocity(at: 0.2) - spring.velocity) < 1e-7)
  }

  @Test func overshootClampingInTwoDimensions() {
    // A diagonal flick past the target: clamping ends it on the target as soon as it crosses.
    var clamped = SpringAnimation(
      from: Vector2(x: 0, y: 0), to: Vector2(x: 100, y: 100), velocity: Vector2(x: 2000, y: 2000),
      overshootClamping: true)
    var free = SpringAnimation(
      from: Vector2(x: 0, y: 0), to: Vector2(x: 100, y: 100), velocity: Vector2(x: 2000, y: 2000))
    var frames = 0
    while !clamped.isFinished && frames < 600 {
      clamped.advance(by: 1.0 / 60)
      free.advance(by: 1.0 / 60)
      frames += 1
    }
    #expect(clamped.value == Vector2(x: 100, y: 100) && clamped.velocity == .zero)
    // The free spring had crossed by then; the clamped one never showed it.
    #expect(free.value.x > 100)
    // Retargeting starts a new approach: overshoot is measured from there.
    var retargeted = SpringAnimation(from: 0.0, to: 100.0, overshootClamping: true)
    retargeted.advance(by: 0.05)
    retargeted.retarget(to: -100)
    retargeted.advance(by: 1.0 / 60)
    #expect(!retargeted.isFinished)
  }

  @Test(arguments: 0..<SpringTests.regimes.count)
  func settlingDurationForATolerance(regime: Int) throws {
    let parameters = SpringTests.regimes[regime].parameters
    let tolerance = Tolerance(distance: 0.5, velocity: 5)
    let simulation = try SpringSimulation(
      parameters: parameters, from: Flick.from, to: Flick.target, velocity: Flick.velocity,
      tolerance: tolerance)
    let settle = simulation.settlingDuration
    try #require(settle.isFinite && settle > 0)
    // Both distance and speed stay within the tolerance from then on (sampled each millisecond).
    for step in 0...2000 {
      #expect(simulation.isDone(at: settle + Double(step) * 1e-3))
    }
    // It is at least the distance-only settling time.
    #expect(
      settle
        >= parameters.settlingDuration(
          from: Flick.from - Flick.target, velocity: Flick.velocity, restDistance: 0.5))
  }

  @Test func decayPositionAtAnyTimeIsWhatAdvancingShows() {
    var decay = DecayAnimation(
      from: Vector2(x: 10, y: Flick.from), velocity: Vector2(x: 300, y: Flick.velocity))
    for frame in 1...240 {
      decay.advance(by: 1.0 / 60)
      #expect(decay.value == decay.position(at: decay.elapsed))
      #expect(decay.value.distance(to: decay.position(at: Double(frame) / 60)) < 1e-9 || decay.isFinished)
    }
    #expect(decay.isFinished && decay.value == decay.target && decay.position(at: 1e6) == decay.target)
    #expect(decay.isDone(at: decay.duration) && !decay.isDone(at: decay.duration * 0.99))
    #expect(decay.endPosition == decay.target)
  }

  @Test func boundedDecayBothWays() throws {
    let down = try DecayAnimation(from: 100.0, velocity: -3000, decelerationRate: 0.998, bounds: 0...300)
    #expect(down.endsAtBound && down.target == 0)
    #expect(abs(down.position(at: down.duration * (1 - 1e-12))) < 1e-6)
    // A bound far away changes nothing; one behind the motion is ignored.
    let far = try DecayAnimation(from: 100.0, velocity: 300, decelerationRate: 0.998, bounds: 0...10_000)
    let free = DecayAnimation(from: 100.0, velocity: 300.0, decelerationRate: 0.998)
    #expect(!far.endsAtBound && far.target == free.target && far.duration == free.duration)
    // At the bound moving into it: finished at once, there.
    let pinned = try DecayAnimation(from: 300.0, velocity: 500, decelerationRate: 0.998, bounds: 0...300)
    #expect(pinned.isFinished && pinned.value == 300)
    // Infinite bounds are no bounds; setVelocity keeps the bounds.
    var open = try DecayAnimation(from: 0.0, velocity: 500, timeConstant: 0.3, bounds: -.infinity...50)
    #expect(open.endsAtBound && open.target == 50)
    open.setVelocity(-500)
    #expect(!open.endsAtBound && open.target < 0)
  }

  @Test func timedAnimationAsASimulation() {
    var timed = TimedAnimation(from: 0.0, to: 410.0, duration: 0.35, curve: .easeInOut)
    timed.advance(by: 0.105)
    #expect(timed.value == timed.position(at: 0.105) && timed.velocity == timed.velocity(at: 0.105))
    #expect(timed.position(at: 1) == 410 && timed.velocity(at: 1) == 0 && timed.isDone(at: 0.35))
    #expect(timed.position(at: -1) == 0 && timed.endPosition == 410)
  }

  @Test func bouncingScrollStartingPastAnEdge() throws {
    // Flutter: a position beyond an extent springs straight back to it.
    let scroll = try BouncingScrollSimulation(
      position: -80, velocity: 0, leadingExtent: 0, trailingExtent: 500,
      spring: Spring(stiffness: 100, dampingRatio: 1.1), tolerance: .motion)
    #expect(scroll.friction == nil && scroll.springStartTime == -.infinity)
    #expect(scroll.position(at: 0) == -80 && scroll.endPosition == 0)
    #expect(scroll.position(at: 5) == 0 && scroll.isDone(at: 5))
    // A fling that stays inside ends where the friction ends.
    let inside = try BouncingScrollSimulation(
      position: 100, velocity: 100, leadingExtent: 0, trailingExtent: 500, spring: .handDriven)
    #expect(inside.springBack == nil && inside.endPosition == inside.friction?.finalPosition)
  }

  @Test func frictionIsADecay() throws {
    // cₓ = e^(−1/τ): Flutter's friction and Motion's decay are the same motion.
    let decay = DecayAnimation(from: 0.0, velocity: 1000.0, decelerationRate: 0.998, restSpeed: 0)
    let friction = try FrictionSimulation(drag: exp(-1 / decay.timeConstant), position: 0, velocity: 1000)
    for time in [0.1, 0.5, 2] {
      #expect(abs(friction.position(at: time) - decay.position(at: time)) < 1e-9)
      #expect(abs(friction.velocity(at: time) - decay.velocity(at: time)) < 1e-9)
    }
    #expect(abs(friction.finalPosition - decay.restingValue) < 1e-9)
  }

  @Test func documentedExamples() throws {
    // Spring.settlingDuration(from:velocity:tolerance:)'s example: critically damped
    // from 500 away; the distance is within 0.001 after 1.595 s, the speed under 0.001 after
    // 1.833 s (the roots of 500·(1 + 10t)·e^(−10t) = 0.001 and 50 000·t·e^(−10t) = 0.001).
    let spring = Spring(stiffness: 100, dampingRatio: 1)
    let settle = spring.settlingDuration(from: -500.0, velocity: 0.0, tolerance: .flutter)
    #expect(abs(settle - 1.833368875) < 1e-6)
    #expect(
      abs(spring.settlingDuration(from: -500.0, velocity: 0.0, restDistance: 1e-3) - 1.595279616) < 1e-6)
    // DecayAnimation's bounds example: it would coast to 1099, and stops at 300.
    let fling = try DecayAnimation(from: 100.0, velocity: 2000, timeConstant: 0.5, bounds: 0...300)
    #expect(fling.target == 300 && fling.endsAtBound)
    #expect(abs(DecayAnimation(from: 100.0, velocity: 2000.0, timeConstant: 0.5).target - 1099) < 1e-9)
  }
}
