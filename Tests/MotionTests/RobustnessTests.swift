import Testing

@testable import Motion

/// NaN and infinite inputs (values, parameters, time steps) never produce NaN output.
@Suite struct RobustnessTests {
  static let bad = [Double.nan, .infinity, -.infinity]
  static let badSteps = [0, -1, Double.nan, .infinity, -.infinity]
  /// Frames that include zero, negative, non-finite and huge steps.
  static let hostileFrames = [1.0 / 60, 0, -0.5, .nan, .infinity, 0.25, 1e-12, 1e6, 1.0 / 60]

  /// Runs an animation through hostile frames and checks every output on the way.
  static func expectFinite<A: Animation>(
    _ animation: A, finishes: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var animation = animation
    for dt in [0.0] + hostileFrames {
      animation.advance(by: dt)
      #expect(
        animation.value.isFinite && animation.velocity.isFinite && animation.target.isFinite,
        sourceLocation: sourceLocation)
    }
    guard finishes else { return }
    #expect(animation.isFinished, sourceLocation: sourceLocation)
    #expect(animation.value == animation.target, sourceLocation: sourceLocation)
  }

  @Test func badStepsChangeNothing() {
    var spring = SpringAnimation(from: Flick.from, to: Flick.target, velocity: Flick.velocity)
    var decay = DecayAnimation(from: Flick.from, velocity: Flick.velocity)
    var timed = TimedAnimation(from: 0.0, to: 1.0, duration: 1)
    var dynamics = DynamicsAnimation(
      from: Vector2(x: 0, y: Flick.from), velocity: Vector2(x: 0, y: Flick.velocity), anchor: .zero,
      itemSize: Size(width: 280, height: 180))
    for step in [0.016, 0.1] {
      spring.advance(by: step)
      decay.advance(by: step)
      timed.advance(by: step)
      dynamics.advance(by: step)
      for dt in Self.badSteps.dropLast() {
        let before = (spring.value, decay.value, timed.value, dynamics.value)
        spring.advance(by: dt)
        decay.advance(by: dt)
        timed.advance(by: dt)
        dynamics.advance(by: dt)
        #expect(spring.value == before.0)
        #expect(decay.value == before.1)
        #expect(timed.value == before.2)
        #expect(dynamics.value == before.3)
      }
    }
  }

  @Test func springRejectsBadValues() {
    for bad in Self.bad {
      let badTarget = SpringAnimation(from: 10.0, to: bad, velocity: 5)
      #expect(badTarget.isFinished && badTarget.value == 10 && badTarget.target == 10)
      let badStart = SpringAnimation(from: bad, to: 10.0)
      #expect(badStart.isFinished && badStart.value == 10)
      let both = SpringAnimation(from: bad, to: bad)
      #expect(both.isFinished && both.value == 0)
      let badVelocity = SpringAnimation(from: 0.0, to: 100.0, velocity: bad)
      #expect(badVelocity.velocity == 0 && !badVelocity.isFinished)
      Self.expectFinite(badVelocity)
      Self.expectFinite(SpringAnimation(from: Vector2(x: bad, y: 1), to: Vector2(x: 3, y: 4)))
      var retargeted = SpringAnimation(from: 0.0, to: 100.0)
      retargeted.retarget(to: bad)
      #expect(retargeted.target == 100)
    }
    // An overflowing displacement finishes at the target.
    let overflow = SpringAnimation(from: 1.7e308, to: -1.7e308)
    #expect(overflow.isFinished && overflow.value == -1.7e308)
  }

  @Test func springRejectsBadParameters() {
    // The initializers refuse these (RefusalTests); a hand-edited value can still be one.
    let invalid = [
      Spring.raw(mass: 0, stiffness: 300, damping: 20),
      Spring.raw(mass: -1, stiffness: 300, damping: 20),
      Spring.raw(mass: .nan, stiffness: 300, damping: 20),
      Spring.raw(mass: 1, stiffness: 0, damping: 20),
      Spring.raw(mass: 1, stiffness: -5, damping: 20),
      Spring.raw(mass: 1, stiffness: .infinity, damping: 20),
      Spring.raw(mass: 1, stiffness: 300, damping: -1),
      Spring.raw(mass: 1, stiffness: 300, damping: .nan),
      // A subnormal mass under a huge stiffness: each finite, but k/m overflows.
      Spring.raw(mass: Double.leastNonzeroMagnitude * 2000, stiffness: 1e300, damping: 1),
    ]
    for parameters in invalid {
      #expect(!parameters.isValid)
      let spring = SpringAnimation(from: 0.0, to: 100.0, velocity: 50, parameters: parameters)
      #expect(spring.isFinished && spring.value == 100 && spring.velocity == 0)
      #expect(parameters.settlingDuration(from: 10.0, velocity: 0.0) == 0)
      #expect(SpringSolution(parameters).coefficients(after: 0.1) == .snap)
    }
    var midFlight = SpringAnimation(from: 0.0, to: 100.0)
    midFlight.advance(by: 0.1)
    midFlight.parameters = Spring.raw(mass: 1, stiffness: .nan, damping: 1)
    #expect(midFlight.isFinished && midFlight.value == 100)
  }

  @Test func extremeButValidSpringsStayFinite() {
    let extremes = [
      Spring.raw(mass: 1, stiffness: 1e12, damping: 1),  // very stiff, underdamped
      Spring.raw(mass: 1, stiffness: 1e-6, damping: 0),  // slow, undamped
      Spring.raw(mass: 1, stiffness: 300, damping: 1e6),  // ζ ≈ 29000
      Spring.raw(mass: 1e-6, stiffness: 1e6, damping: 1e6),  // stiff and hugely overdamped
      Spring.raw(mass: 1, stiffness: 300, damping: 0),  // undamped
    ]
    for parameters in extremes {
      var spring = SpringAnimation(from: 1e300, to: -1e300, velocity: 1e300, parameters: parameters)
      for dt in Self.hostileFrames + [1e300] {
        spring.advance(by: dt)
        #expect(spring.value.isFinite && spring.velocity.isFinite)
      }
      for dt in [1e-9, 0.5, 100, 1e10] {
        let c = SpringSolution(parameters).coefficients(after: dt)
        #expect(c.positionFromPosition.isFinite && c.positionFromVelocity.isFinite)
        #expect(c.velocityFromPosition.isFinite && c.velocityFromVelocity.isFinite)
      }
      #expect(!parameters.settlingDuration(from: 100.0, velocity: 1e6).isNaN)
    }
  }

  @Test func decayRejectsBadValues() {
    for bad in Self.bad {
      let badStart = DecayAnimation(from: bad, velocity: 100.0)
      #expect(badStart.value == 0)
      Self.expectFinite(badStart)
      let badVelocity = DecayAnimation(from: 5.0, velocity: bad)
      #expect(badVelocity.isFinished && badVelocity.value == 5)
      Self.expectFinite(DecayAnimation(from: Vector2(x: 1, y: 2), velocity: Vector2(x: bad, y: 300)))
      Self.expectFinite(DecayAnimation(from: 5.0, velocity: 100.0, restSpeed: bad))
    }
    for rate in [Double.nan, .infinity, 0, 1, 1.5, -0.5] {
      let decay = DecayAnimation(from: 5.0, velocity: 1000.0, decelerationRate: rate)
      #expect(decay.isFinished && decay.value == 5 && decay.velocity == 0)
      #expect(DecayAnimation<Double>.timeConstant(decelerationRate: rate) == 0)
    }
    for tau in [Double.nan, .infinity, 0, -1] {
      let decay = DecayAnimation(from: 5.0, velocity: 1000.0, timeConstant: tau)
      #expect(decay.isFinished && decay.value == 5)
    }
    Self.expectFinite(DecayAnimation(from: 1e308, velocity: 1e308))
  }

  @Test func timedRejectsBadValues() {
    for bad in Self.bad {
      let badEnd = TimedAnimation(from: 3.0, to: bad, duration: 1)
      #expect(badEnd.isFinished && badEnd.value == 3)
      let badStart = TimedAnimation(from: bad, to: 3.0, duration: 1)
      #expect(badStart.isFinished && badStart.value == 3)
      Self.expectFinite(TimedAnimation(from: 0.0, to: 1.0, duration: 1, curve: .cubicBezier(bad, 0, bad, 1)))
      Self.expectFinite(TimedAnimation(from: Vector2(x: bad, y: 0), to: Vector2(x: 1, y: 1), duration: 1))
    }
    // (to − from) overflows: finish rather than show infinity.
    Self.expectFinite(TimedAnimation(from: -1.7e308, to: 1.7e308, duration: 1, curve: .linear))
  }

  @Test func dynamicsRejectsBadValues() {
    let size = Size(width: 280, height: 180)
    let start = Vector2(x: 0, y: 384)
    let anchor = Vector2(x: 0, y: -100)
    for bad in Self.bad {
      let badStart = DynamicsAnimation(
        from: Vector2(x: bad, y: 0), velocity: .zero, anchor: anchor, itemSize: size)
      #expect(badStart.isFinished && badStart.value == anchor)
      let badAnchor = DynamicsAnimation(
        from: start, velocity: .zero, anchor: Vector2(x: 0, y: bad), itemSize: size)
      #expect(badAnchor.isFinished && badAnchor.value == start)
      let badVelocity = DynamicsAnimation(
        from: start, velocity: Vector2(x: bad, y: 1), anchor: anchor, itemSize: size)
      #expect(badVelocity.velocity == .zero && !badVelocity.isFinished)
      Self.expectFinite(badVelocity)
      // Damping and resistance count as 0: an undamped spring, which never comes to rest.
      Self.expectFinite(
        DynamicsAnimation(
          from: start, velocity: .zero, anchor: anchor, itemSize: Size(width: bad, height: bad),
          dampingRatio: bad, density: bad, resistance: bad), finishes: false)
      let badFrequency = DynamicsAnimation(
        from: start, velocity: .zero, anchor: anchor, itemSize: size, frequency: bad)
      #expect(badFrequency.isFinished && badFrequency.value == anchor)
    }
    for frequency in [0.0, -3.5] {
      let inert = DynamicsAnimation(
        from: start, velocity: .zero, anchor: anchor, itemSize: size, frequency: frequency)
      #expect(inert.isFinished && inert.value == anchor)
    }
    // 1000 Hz is far above the sub-step rate: the exact step stays stable (and undamped here).
    Self.expectFinite(
      DynamicsAnimation(
        from: start, velocity: Vector2(x: 0, y: -1500), anchor: anchor, itemSize: size, frequency: 1000,
        dampingRatio: -4, density: -1, resistance: -25), finishes: false)
    Self.expectFinite(
      DynamicsAnimation(
        from: start, velocity: Vector2(x: 0, y: -1500), anchor: anchor, itemSize: size, frequency: 1000,
        dampingRatio: 5, density: 1e-9, resistance: 1e4))
  }

  @Test func dynamicsWorldRejectsBadValues() {
    #expect(DynamicsWorld(stepDuration: .nan).stepDuration == DynamicsWorld.defaultStepDuration)
    #expect(DynamicsWorld(stepDuration: 0).stepDuration == DynamicsWorld.defaultStepDuration)
    var world = DynamicsWorld()
    let item = world.addItem(
      DynamicItem(
        position: Vector2(x: .nan, y: 1), size: Size(width: .infinity, height: 1),
        velocity: Vector2(x: 1, y: .nan),
        angle: .nan, angularVelocity: .infinity))
    #expect(world.item(item).isFinite)
    let attachment = world.addBehavior(AttachmentBehavior(item: item, anchor: Vector2(x: 10, y: 10)))
    world.addLinearVelocity(Vector2(x: .nan, y: 0), for: item)
    world.addAngularVelocity(.infinity, for: item)
    world.setAnchor(Vector2(x: .nan, y: 0), for: attachment)
    #expect(world.attachment(attachment)?.anchor == Vector2(x: 10, y: 10))
    for dt in Self.hostileFrames {
      world.advance(by: dt)
      #expect(world.item(item).isFinite)
    }
  }

  @Test func conversionsRejectBadValues() {
    for bad in Self.bad {
      #expect(Spring.normalizedVelocity(bad, from: 0, to: 100) == 0)
      #expect(Spring.normalizedVelocity(100, from: bad, to: 100) == 0)
      #expect(Spring.velocity(normalized: bad, from: 0, to: 100) == 0)
      #expect(Spring.handDriven.settlingDuration(from: bad, velocity: 0.0) == 0)
      #expect(Spring.handDriven.settlingDuration(from: 10.0, velocity: 0.0, restDistance: bad) == 0)
      #expect(TimingCurve.easeInOut.slope(at: bad).isFinite)
      #expect(TimingCurve.easeInOut.value(at: bad).isFinite)
    }
  }
}
