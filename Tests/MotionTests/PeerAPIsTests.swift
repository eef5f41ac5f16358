import Motion
import Testing

/// Every Motion call in the tables of the documentation article "Motion for Users of Flutter,
/// Rebound, POP, Wave and Android" (Sources/Motion/Motion.docc/PeerAPIs.md), written as the
/// article writes it, so a renamed label breaks this file rather than the article silently. The
/// peers' numbers themselves are checked in FlutterTests, ReboundTests, POPTests, WaveTests and
/// AndroidTests; here only that each call exists and does what its row says.
@Suite("PeerAPIs (Motion's DocC article): every Motion call in its tables")
struct PeerAPIsTests {
  let m = 1.0
  let k = 170.0
  let c = 13.0
  let zeta = 0.5

  @Test func flutter() throws {
    let spring = Spring(mass: m, stiffness: k, damping: c)
    let byRatio = Spring(stiffness: k, dampingRatio: zeta, mass: m)
    let byBounce = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(byBounce.response - 0.5) < 1e-12 && abs(byBounce.bounce - 0.3) < 1e-12)
    #expect(abs(byRatio.damping - 2 * zeta * k.squareRoot()) < 1e-9)

    let simulation = try SpringSimulation(
      parameters: spring, from: 0.0, to: 100.0, velocity: 10, tolerance: .flutter, snapToEnd: false)
    let scrollSpring = try SpringSimulation(
      parameters: spring, from: 0.0, to: 100.0, velocity: 10, snapToEnd: true)
    #expect(simulation.regime == spring.regime)
    #expect(scrollSpring.isDone(at: 10) && scrollSpring.position(at: 10) == 100)

    let friction = try FrictionSimulation(drag: 0.135, position: 0, velocity: 100)
    let through = try FrictionSimulation.through(
      startPosition: 0, endPosition: 100, startVelocity: 400, endVelocity: 100)
    #expect(abs(through.position(at: through.time(atPosition: 100)) - 100) < 1e-9)
    #expect(friction.finalPosition > 0)

    let bounded = try DecayAnimation(from: 0.0, velocity: 1000, timeConstant: 0.3, bounds: 0...100)
    #expect(bounded.target == 100)
    let gravity = try GravitySimulation(acceleration: 10, position: 0, endDistance: 100, velocity: 0)
    #expect(gravity.x(1) == gravity.position(at: 1) && gravity.dx(1) == gravity.velocity(at: 1))
    let bouncing = try BouncingScrollSimulation(
      position: 0, velocity: -500, leadingExtent: 0, trailingExtent: 1000, spring: spring,
      tolerance: .flutter)
    #expect(!bouncing.isDone(at: 0))
    let clamped = ClampedSimulation(friction, positionRange: 0...30, velocityRange: -20...20)
    #expect(clamped.position(at: 100) == 30 && clamped.velocity(at: 0) == 20)

    let tolerance = Tolerance(distance: 0.01, time: 0.001, velocity: 0.01)
    #expect(tolerance.distance == 0.01 && Tolerance.flutter.distance == 1e-3)
    let animator = Animator()
    animator.add(SimulationAnimation(friction), forKey: "x")
    #expect(animator.isRunning)
  }

  @Test func rebound() throws {
    let (tension, friction) = (40.0, 7.0)
    let config = Spring(stiffness: tension, damping: friction)
    let origami = Spring(origamiTension: tension, origamiFriction: friction)
    let origamiBack = origami.origamiTensionAndFriction
    #expect(abs(origamiBack.tension - 40) < 1e-9 && abs(origamiBack.friction - 7) < 1e-9)
    let bouncy = Spring(popSpeed: 12, bounciness: 4)
    #expect(config.stiffness == 40 && bouncy.isValid)

    var spring = SpringAnimation(from: 0.0, to: 1.0, velocity: 0.0, parameters: origami)
    spring.retarget(to: 2)
    var clamped = SpringAnimation(from: 0.0, to: 1.0, parameters: origami, overshootClamping: true)
    clamped.overshootClamping = false
    let thresholds = SpringAnimation(
      from: 0.0, to: 1.0, parameters: origami, tolerance: Tolerance(distance: 0.005, velocity: 0.005))
    let reboundTolerance = SpringAnimation(from: 0.0, to: 1.0, parameters: origami, tolerance: .rebound)
    #expect(spring.value == 0 && spring.velocity == 0 && !spring.isFinished)
    #expect(!thresholds.isFinished && !reboundTolerance.isFinished)
  }

  @Test func pop() throws {
    let parameters = Spring(popSpeed: 12, bounciness: 4)
    let back = parameters.popSpeedAndBounciness
    #expect(abs(back.speed - 12) < 1e-9 && abs(back.bounciness - 4) < 1e-9)
    let dynamics = Spring(mass: 1, stiffness: 300, damping: 20)
    let spring = SpringAnimation(
      from: 0.0, to: 100.0, velocity: 500, parameters: dynamics, overshootClamping: true)
    #expect(spring.velocity == 500)

    var decay = DecayAnimation(from: 0.0, velocity: 1000.0, decelerationRate: 0.998, restSpeed: 5)
    #expect(decay.target > 0 && decay.duration > 0)
    decay.advance(by: 0.1)
    decay.setVelocity(-500)
    #expect(decay.velocity == -500)
  }

  @Test func wave() throws {
    let (response, mass) = (0.6, 1.0)
    let byResponse = Spring(response: response, dampingRatio: zeta, mass: mass)
    let byStiffness = Spring(stiffness: k, dampingRatio: zeta, mass: mass)
    #expect(abs(byResponse.response - response) < 1e-12)
    #expect(byStiffness.damping > 0 && byStiffness.stiffness == k)
    let settling = byResponse.settlingDuration(from: 100, velocity: 0, tolerance: .motion)
    #expect(settling > 0 && settling.isFinite)
    var animator = SpringAnimation(from: 0.0, to: 1.0, parameters: byResponse)
    animator.retarget(to: 2)
    #expect(animator.target == 2)
    let projected = DecayAnimation(from: 0.0, velocity: 1000, decelerationRate: 0.998).restingValue
    #expect(abs(projected - 499.5) < 0.01)  // Wave's sum gives 499: the article's Wave note
  }

  @Test func android() throws {
    let force = Spring(stiffness: 1500, dampingRatio: 0.5)
    #expect(force == Spring.androidDefault)
    let constants = [
      Spring.Stiffness.high, Spring.Stiffness.medium, Spring.Stiffness.low,
      Spring.Stiffness.veryLow,
    ]
    let ratios = [
      Spring.DampingRatio.highBouncy, Spring.DampingRatio.mediumBouncy,
      Spring.DampingRatio.lowBouncy, Spring.DampingRatio.noBouncy,
    ]
    #expect(constants == [10_000, 1500, 200, 50] && ratios == [0.2, 0.5, 0.75, 1])

    var spring = SpringAnimation(from: 0.0, to: 100.0, velocity: 300, parameters: force)
    spring.retarget(to: 200)
    let visible = SpringAnimation(
      from: 0.0, to: 100.0, parameters: force,
      tolerance: try Tolerance.android(minimumVisibleChange: Tolerance.MinimumVisibleChange.alpha))
    #expect(!visible.isFinished)
    let limited = ClampedSimulation(
      try SpringSimulation(parameters: force, from: 0.0, to: 100.0), positionRange: 0...90)
    #expect(limited.position(at: 10) == 90)

    var fling = try DecayAnimation(from: 0.0, velocity: 2000.0, flingFriction: 1, restSpeed: 46.875)
    fling.setVelocity(1000)
    let bounded = try DecayAnimation(
      from: 0.0, velocity: 2000, timeConstant: 0.5, restSpeed: 2, bounds: 0...300)
    let threshold = DecayAnimation(from: 0.0, velocity: 2000.0, restSpeed: 10)
    #expect(fling.velocity == 1000 && bounded.endsAtBound && threshold.target > 0)
  }
}
