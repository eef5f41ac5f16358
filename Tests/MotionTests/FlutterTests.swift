import Foundation
import Testing

@testable import Motion

/// Flutter's physics (flutter/flutter, packages/flutter/lib/src/physics/ and
/// lib/src/widgets/scroll_simulation.dart), reproduced with Motion's API. Every number below is
/// from Flutter's own tests, cited by file and test name; `moreOrLessEquals` is Flutter's
/// 1e-10 unless the test gives an epsilon.
@Suite struct FlutterTests {
  /// Flutter's `precisionErrorTolerance` (moreOrLessEquals' default epsilon).
  static let precision = 1e-10

  // MARK: test/physics/newton_test.dart

  @Test func testFriction() throws {
    // 'test_friction': FrictionSimulation(0.3, 100.0, 400.0), tolerance velocity 1.
    let friction = try FrictionSimulation(
      drag: 0.3, position: 100, velocity: 400, tolerance: Tolerance(velocity: 1))
    #expect(!friction.isDone(at: 0))
    #expect(friction.position(at: 0) == 100)
    #expect(friction.velocity(at: 0) == 400)
    #expect(friction.position(at: 1) > 330 && friction.position(at: 1) < 335)
    #expect(abs(friction.velocity(at: 1) - 120) < Self.precision)
    #expect(abs(friction.velocity(at: 2) - 36) < Self.precision)
    #expect(abs(friction.velocity(at: 3) - 10.8) < Self.precision)
    #expect(friction.velocity(at: 4) < 3.5)
    #expect(friction.isDone(at: 5))
    #expect(friction.position(at: 5) > 431 && friction.position(at: 5) < 432)
    // Flutter's names work too.
    #expect(friction.x(5) == friction.position(at: 5) && friction.dx(3) == friction.velocity(at: 3))
  }

  @Test func testFrictionThrough() throws {
    // 'test_friction_through': a drag-0.025 friction gives the end state at t = 1; `through`
    // must find a drag that passes it there, and be done just after.
    for (start, velocity) in [(10.0, 600.0), (1000.0, -500.0)] {
      let reference = try FrictionSimulation(drag: 0.025, position: start, velocity: velocity)
      let endPosition = reference.position(at: 1)
      let endVelocity = reference.velocity(at: 1)
      let friction = try FrictionSimulation.through(
        startPosition: start, endPosition: endPosition, startVelocity: velocity, endVelocity: endVelocity)
      #expect(!friction.isDone(at: 0))
      #expect(friction.position(at: 0) == start)
      #expect(friction.velocity(at: 0) == velocity)
      #expect(friction.isDone(at: 1 + Self.precision))
      #expect(abs(friction.position(at: 1) - endPosition) < Self.precision * abs(endPosition))
      #expect(abs(friction.velocity(at: 1) - endVelocity) < Self.precision * abs(velocity))
      #expect(abs(friction.drag - 0.025) < 1e-12)
    }
  }

  @Test func boundedFrictionControlTest() throws {
    // 'BoundedFrictionSimulation control test': BoundedFrictionSimulation(0.3, 100, 400, 50, 150)
    // is at 150 and done at t = 1. Motion's bounded decay (Android's min/max semantics) stops
    // at the bound; the same friction is a decay with τ = −1 / ln 0.3.
    let decay = try DecayAnimation(
      from: 100.0, velocity: 400, timeConstant: -1 / log(0.3), restSpeed: 1, bounds: 50...150)
    #expect(!decay.isDone(at: 0))
    #expect(decay.position(at: 0) == 100)
    #expect(decay.velocity(at: 0) == 400)
    #expect(decay.position(at: 1) == 150)
    #expect(decay.isDone(at: 1))
    // Clamping the friction instead reports the same position (Flutter's x is clamped).
    let clamped = ClampedSimulation(
      try FrictionSimulation(drag: 0.3, position: 100, velocity: 400), positionRange: 50...150)
    #expect(clamped.position(at: 1) == 150)
  }

  @Test func testGravity() throws {
    // 'test_gravity': GravitySimulation(200.0, 100.0, 600.0, 0.0); exact values.
    let gravity = try GravitySimulation(acceleration: 200, position: 100, endDistance: 600, velocity: 0)
    #expect(!gravity.isDone(at: 0))
    #expect(gravity.position(at: 0) == 100)
    #expect(gravity.velocity(at: 0) == 0)
    let positions: [Double] = [106.25, 125, 156.25, 200, 256.25, 325, 406.25]
    let velocities: [Double] = [50, 100, 150, 200, 250, 300, 350]
    for (index, time) in stride(from: 0.25, through: 1.75, by: 0.25).enumerated() {
      #expect(gravity.position(at: time) == positions[index])
      #expect(gravity.velocity(at: time) == velocities[index])
    }
    #expect(gravity.isDone(at: 2.5))
    #expect(gravity.position(at: 2.5) == 725)
    #expect(gravity.velocity(at: 2.5) == 500)
  }

  @Test func springTypes() throws {
    // 'spring_types': withDampingRatio(mass: 1, stiffness: 100) with ratio 1 (default), 0.75,
    // 1.25, and SpringDescription(mass: 1, stiffness: 100, damping: 20).
    func regime(_ parameters: Spring) throws -> SpringRegime {
      try SpringSimulation(parameters: parameters, from: 0.0, to: 300.0).regime
    }
    #expect(try regime(Spring(stiffness: 100, dampingRatio: 1)) == .criticallyDamped)
    #expect(try regime(Spring(stiffness: 100, dampingRatio: 0.75)) == .underdamped)
    #expect(try regime(Spring(stiffness: 100, dampingRatio: 1.25)) == .overdamped)
    #expect(try regime(Spring(mass: 1, stiffness: 100, damping: 20)) == .criticallyDamped)
  }

  @Test func critSpring() throws {
    // 'crit_spring': withDampingRatio(mass: 1, stiffness: 100), 0 → 500, tolerance 0.01/0.01.
    let crit = try SpringSimulation(
      parameters: Spring(stiffness: 100, dampingRatio: 1), from: 0.0, to: 500.0,
      tolerance: Tolerance(distance: 0.01, velocity: 0.01))
    #expect(crit.regime == .criticallyDamped)
    #expect(!crit.isDone(at: 0))
    #expect(crit.position(at: 0) == 0)
    #expect(crit.velocity(at: 0) == 0)
    #expect(crit.position(at: 0.25).rounded(.down) == 356)
    #expect(crit.position(at: 0.5).rounded(.down) == 479)
    #expect(crit.position(at: 0.75).rounded(.down) == 497)
    #expect(crit.velocity(at: 0.25).rounded(.down) == 1026)
    #expect(crit.velocity(at: 0.5).rounded(.down) == 168)
    #expect(crit.velocity(at: 0.75).rounded(.down) == 20)
    #expect(crit.position(at: 1.5) > 499 && crit.position(at: 1.5) < 501)
    #expect(crit.velocity(at: 1.5) < 0.1)
    #expect(crit.isDone(at: 1.6))
    // Motion's extra: the settling bound says so in advance, and is not far off.
    #expect(crit.settlingDuration <= 1.6 && crit.settlingDuration > 1.2)
  }

  @Test func overdampedSpring() throws {
    // 'overdamped_spring': ratio 1.25, 0 → 500, tolerance 0.01/0.01.
    let over = try SpringSimulation(
      parameters: Spring(stiffness: 100, dampingRatio: 1.25), from: 0.0, to: 500.0,
      tolerance: Tolerance(distance: 0.01, velocity: 0.01))
    #expect(over.regime == .overdamped)
    #expect(!over.isDone(at: 0))
    #expect(over.position(at: 0) == 0)
    #expect(abs(over.velocity(at: 0)) < Self.precision)
    #expect(over.position(at: 0.5).rounded(.down) == 445)
    #expect(over.position(at: 1).rounded(.down) == 495)
    #expect(over.position(at: 1.5).rounded(.down) == 499)
    #expect(over.velocity(at: 0.5).rounded(.down) == 273)
    #expect(over.velocity(at: 1).rounded(.down) == 22)
    #expect(over.velocity(at: 1.5).rounded(.down) == 1)
    #expect(over.isDone(at: 3))
    #expect(over.settlingDuration <= 3)
  }

  @Test func underdampedSpring() throws {
    // 'underdamped_spring': ratio 0.25, 0 → 300, default tolerance (0.001).
    let under = try SpringSimulation(
      parameters: Spring(stiffness: 100, dampingRatio: 0.25), from: 0.0, to: 300.0)
    #expect(under.regime == .underdamped)
    #expect(!under.isDone(at: 0))
    #expect(abs(under.position(at: 0)) < Self.precision)
    #expect(abs(under.velocity(at: 0)) < Self.precision)
    // Overshot, moving back.
    #expect(under.position(at: 1).rounded(.down) == 325)
    #expect(under.velocity(at: 1).rounded(.down) == -65)
    #expect(under.velocity(at: 6).rounded(.down) == 0)
    #expect(under.position(at: 6).rounded(.down) == 299)
    #expect(under.isDone(at: 6))
  }

  @Test func kineticScroll() throws {
    // 'test_kinetic_scroll': ±800 from 100 in 0…300, spring (1, 50, ratio 0.5), tolerance
    // velocity 0.5, distance 0.1: still going at 0.5 s (on the spring), done at 3.5 s.
    let spring = Spring(stiffness: 50, dampingRatio: 0.5)
    for velocity in [800.0, -800.0] {
      let scroll = try BouncingScrollSimulation(
        position: 100, velocity: velocity, leadingExtent: 0, trailingExtent: 300, spring: spring,
        tolerance: Tolerance(distance: 0.1, velocity: 0.5))
      #expect(!scroll.isDone(at: 0))
      #expect(!scroll.isDone(at: 0.5))
      #expect(scroll.springStartTime < 0.5)
      #expect(scroll.isDone(at: 3.5))
    }
  }

  @Test func scrollWithInfiniteEdgeEnds() throws {
    // 'scroll_with_inf_edge_ends': 400 from 100, trailing extent ∞, tolerance velocity 1.
    let scroll = try BouncingScrollSimulation(
      position: 100, velocity: 400, leadingExtent: 0, trailingExtent: .infinity,
      spring: Spring(stiffness: 50, dampingRatio: 0.5), tolerance: Tolerance(velocity: 1))
    #expect(!scroll.isDone(at: 0))
    #expect(scroll.position(at: 0) == 100)
    #expect(scroll.velocity(at: 0) == 400)
    #expect(abs(scroll.position(at: 1) - 272) <= 1)
    #expect(abs(scroll.velocity(at: 1) - 54) <= 1)
    #expect(abs(scroll.velocity(at: 2) - 7) <= 1)
    #expect(scroll.velocity(at: 3) < 1)
    #expect(scroll.isDone(at: 5))
    #expect(abs(scroll.position(at: 5) - 300) <= 1)
  }

  @Test func overAndUnderScrollSpring() throws {
    // 'over/under scroll spring': −7500 from 500 in 0…1000, spring (1, 170, ratio 1.1),
    // tolerance velocity 45, distance 1.5.
    let scroll = try BouncingScrollSimulation(
      position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000,
      spring: Spring(stiffness: 170, dampingRatio: 1.1),
      tolerance: Tolerance(distance: 1.5, velocity: 45))
    #expect(!scroll.isDone(at: 0))
    #expect(abs(scroll.position(at: 0) - 500) < Self.precision)
    #expect(abs(scroll.velocity(at: 0) + 7500) < Self.precision)
    // Reaches 0 at about t = 0.07, where friction hands over to the spring.
    #expect(!scroll.isDone(at: 0.065))
    #expect(abs(scroll.position(at: 0.065) - 42) <= 1)
    #expect(abs(scroll.velocity(at: 0.065) + 6584) <= 1)
    // Overscrolled and springing back.
    #expect(!scroll.isDone(at: 0.1))
    #expect(abs(scroll.position(at: 0.1) + 123) <= 1)
    #expect(abs(scroll.velocity(at: 0.1) + 2613) <= 1)
    #expect(!scroll.isDone(at: 0.5))
    #expect(abs(scroll.position(at: 0.5) + 15) <= 1)
    #expect(abs(scroll.velocity(at: 0.5) - 124) <= 1)
    // Back to the beginning, because we can.
    #expect(abs(scroll.position(at: 0) - 500) < Self.precision)
    #expect(scroll.isDone(at: 2))
    #expect(scroll.position(at: 2) == 0)
    #expect(abs(scroll.velocity(at: 2)) <= 1)
  }

  // MARK: test/physics/friction_simulation_test.dart

  @Test(arguments: [1.0, -1.0])
  func frictionSimulationBothDirections(sign: Double) throws {
    // 'Friction simulation positive velocity' / 'negative velocity': (0.135, 100, ±100).
    let friction = try FrictionSimulation(drag: 0.135, position: 100, velocity: sign * 100)
    let epsilon = 1e-5  // the test's _kEpsilon
    #expect(abs(friction.position(at: 0) - 100) < epsilon)
    #expect(abs(friction.velocity(at: 0) - sign * 100) < epsilon)
    let expected = sign > 0 ? [110.0, 131, 149] : [91.0, 68, 51]
    for (index, time) in [0.1, 0.5, 2.0].enumerated() {
      #expect(abs(friction.position(at: time) - expected[index]) <= 1)
      #expect(abs(friction.time(atPosition: friction.position(at: time)) - time) < epsilon)
    }
    #expect(abs(friction.finalPosition - (sign > 0 ? 149 : 50)) <= 1)
    #expect(friction.time(atPosition: 100) == 0)
    for unreachable in sign > 0 ? [-1.0, 200] : [101.0, 40] {
      #expect(friction.time(atPosition: unreachable) == .infinity)
    }
  }

  // MARK: test/physics/gravity_simulation_test.dart

  @Test func gravitySimulation() throws {
    // 'gravity simulation': GravitySimulation(9.81, 10.0, 0.0, 0.0).x(10.0) ≈ 50·9.81 + 10.
    let gravity = try GravitySimulation(acceleration: 9.81, position: 10, endDistance: 0, velocity: 0)
    #expect(abs(gravity.position(at: 10) - (50 * 9.81 + 10)) < Self.precision)
  }

  // MARK: test/physics/spring_simulation_test.dart

  @Test func snapToEnd() throws {
    // 'When snapToEnd is set, value is exactly `end` after completion': withDampingRatio
    // (1, 400), 0 → 1, tolerance 0.1/0.1, at t = 0.4.
    let description = Spring(stiffness: 400, dampingRatio: 1)
    let tolerance = Tolerance(distance: 0.1, velocity: 0.1)
    let regular = try SpringSimulation(parameters: description, from: 0.0, to: 1.0, tolerance: tolerance)
    #expect(regular.position(at: 0.4) < 1)
    #expect(regular.velocity(at: 0.4) > 0)
    let snapping = try SpringSimulation(
      parameters: description, from: 0.0, to: 1.0, tolerance: tolerance, snapToEnd: true)
    #expect(snapping.position(at: 0.4) == 1)
    #expect(snapping.velocity(at: 0.4) == 0)
  }

  // MARK: lib/src/physics/spring_simulation.dart and tolerance.dart

  @Test func withDurationAndBounce() throws {
    // The doc snippet's SpringDescription.withDurationAndBounce(duration: 300 ms, bounce: 0.3),
    // through the factory's formulas: k = 4π²·m / d², ζ = 1 − bounce, c = ζ·2·√(m·k).
    let spring = Spring(duration: 0.3, bounce: 0.3)
    let stiffness = 4 * Double.pi * Double.pi / (0.3 * 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - stiffness) < 1e-9)
    #expect(abs(spring.damping - 0.7 * 2 * stiffness.squareRoot()) < 1e-9)
    // The `duration` getter (√(4π²m/k), in whole milliseconds) and `bounce` getter read back.
    #expect((spring.response * 1000).rounded() == 300)
    #expect(abs(spring.bounce - 0.3) < 1e-12)
    // The factory's defaults: 500 ms and bounce 0, critically damped.
    let defaults = Spring(duration: 0.5, bounce: 0)
    #expect(defaults.regime == .criticallyDamped && defaults.bounce == 0)
    // A negative bounce is overdamped: ζ = 1 / (bounce + 1).
    #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
  }

  @Test func defaultTolerance() {
    // Tolerance.defaultTolerance: 0.001 for distance, time and velocity.
    #expect(Tolerance.flutter == Tolerance())
    #expect(
      Tolerance.flutter.distance == 1e-3 && Tolerance.flutter.time == 1e-3
        && Tolerance.flutter.velocity == 1e-3)
  }
}
