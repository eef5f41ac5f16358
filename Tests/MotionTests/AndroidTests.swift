import Foundation
import Testing

@testable import Motion

/// Android's androidx.dynamicanimation (SpringForce.java, DynamicAnimation.java,
/// FlingAnimation.java and androidTest/…/FlingTests.java), reproduced with Motion's API.
@Suite struct AndroidTests {
  @Test func springForceConstants() {
    // SpringForce: STIFFNESS_HIGH 10_000f, MEDIUM 1500f, LOW 200f, VERY_LOW 50f;
    // DAMPING_RATIO_HIGH_BOUNCY 0.2f, MEDIUM_BOUNCY 0.5f, LOW_BOUNCY 0.75f, NO_BOUNCY 1f.
    #expect(Spring.Stiffness.high == 10_000)
    #expect(Spring.Stiffness.medium == 1500)
    #expect(Spring.Stiffness.low == 200)
    #expect(Spring.Stiffness.veryLow == 50)
    #expect(abs(Spring.DampingRatio.highBouncy - Double(Float(0.2))) < 3e-9)
    #expect(abs(Spring.DampingRatio.mediumBouncy - Double(Float(0.5))) == 0)
    #expect(abs(Spring.DampingRatio.lowBouncy - Double(Float(0.75))) == 0)
    #expect(Spring.DampingRatio.noBouncy == 1)
  }

  @Test func defaultSpringForce() throws {
    // mNaturalFreq = √STIFFNESS_MEDIUM, mDampingRatio = DAMPING_RATIO_MEDIUM_BOUNCY; mass 1
    // (getAcceleration: −k·x − 2·ω·ζ·v).
    let spring = Spring.androidDefault
    #expect(abs(spring.stiffness - 1500) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    #expect(abs(spring.damping - 2 * 1500.0.squareRoot() * 0.5) < 1e-12)
    #expect(spring == Spring(stiffness: 1500, dampingRatio: 0.5))
  }

  @Test func setStiffnessAndDampingRatioRefuseLikeAndroid() throws {
    // setStiffness: "Spring stiffness constant must be positive." for stiffness <= 0;
    // setDampingRatio: "Damping ratio must be non-negative" for a ratio < 0; 0 is allowed.
    #expect(throws: MotionError.notPositive(parameter: "stiffness", value: 0)) {
      try Spring.validated(stiffness: 0, dampingRatio: 0.5)
    }
    #expect(throws: MotionError.negative(parameter: "dampingRatio", value: -0.1)) {
      try Spring.validated(stiffness: 1500, dampingRatio: -0.1)
    }
    #expect(try Spring.validated(stiffness: 1500, dampingRatio: 0).damping == 0)
  }

  /// SpringForce.updateValues, written out branch by branch from the source: the state
  /// `deltaT` seconds after (displacement, velocity).
  static func androidUpdate(
    stiffness: Double, dampingRatio: Double, displacement: Double, velocity: Double, deltaT: Double
  )
    -> (Double, Double)
  {
    let naturalFreq = stiffness.squareRoot()
    if dampingRatio > 1 {
      let gammaPlus =
        -dampingRatio * naturalFreq + naturalFreq * (dampingRatio * dampingRatio - 1).squareRoot()
      let gammaMinus =
        -dampingRatio * naturalFreq - naturalFreq * (dampingRatio * dampingRatio - 1).squareRoot()
      let coeffA = displacement - (gammaMinus * displacement - velocity) / (gammaMinus - gammaPlus)
      let coeffB = (gammaMinus * displacement - velocity) / (gammaMinus - gammaPlus)
      return (
        coeffA * exp(gammaMinus * deltaT) + coeffB * exp(gammaPlus * deltaT),
        coeffA * gammaMinus * exp(gammaMinus * deltaT) + coeffB * gammaPlus * exp(gammaPlus * deltaT)
      )
    } else if dampingRatio == 1 {
      let coeffA = displacement
      let coeffB = velocity + naturalFreq * displacement
      let decay = exp(-naturalFreq * deltaT)
      return (
        (coeffA + coeffB * deltaT) * decay, (coeffA + coeffB * deltaT) * decay * -naturalFreq + coeffB * decay
      )
    } else {
      let dampedFreq = naturalFreq * (1 - dampingRatio * dampingRatio).squareRoot()
      let cosCoeff = displacement
      let sinCoeff = (1 / dampedFreq) * (dampingRatio * naturalFreq * displacement + velocity)
      let decay = exp(-dampingRatio * naturalFreq * deltaT)
      let x = decay * (cosCoeff * cos(dampedFreq * deltaT) + sinCoeff * sin(dampedFreq * deltaT))
      let v =
        x * -naturalFreq * dampingRatio + decay
        * (-dampedFreq * cosCoeff * sin(dampedFreq * deltaT) + dampedFreq * sinCoeff
          * cos(dampedFreq * deltaT))
      return (x, v)
    }
  }

  @Test(arguments: [
    (Spring.Stiffness.medium, Spring.DampingRatio.highBouncy),
    (Spring.Stiffness.low, Spring.DampingRatio.noBouncy),
    (Spring.Stiffness.veryLow, 2.0),
    (Spring.Stiffness.high, Spring.DampingRatio.lowBouncy),
  ])
  func springForceClosedForm(stiffness: Double, dampingRatio: Double) throws {
    // Android's spring is also solved in closed form: the same numbers, every regime.
    let spring = SpringSolution(Spring(stiffness: stiffness, dampingRatio: dampingRatio))
    for deltaT in [0.016, 0.1, 0.5] {
      let motion = spring.evaluate(displacement: 100.0, velocity: -500.0, after: deltaT)
      let android = Self.androidUpdate(
        stiffness: stiffness, dampingRatio: dampingRatio, displacement: 100, velocity: -500, deltaT: deltaT)
      #expect(abs(motion.displacement - android.0) < 1e-9)
      #expect(abs(motion.velocity - android.1) < 1e-7)
    }
  }

  @Test func thresholds() throws {
    // DynamicAnimation: MIN_VISIBLE_CHANGE_PIXELS 1, ROTATION_DEGREES 1/10, ALPHA 1/256,
    // SCALE 1/500; value threshold = minimum visible change × THRESHOLD_MULTIPLIER (0.75);
    // SpringForce.setValueThreshold: velocity threshold = value threshold × 1000/16.
    let changes = [
      (Tolerance.MinimumVisibleChange.pixels, 1.0), (Tolerance.MinimumVisibleChange.rotationDegrees, 0.1),
      (Tolerance.MinimumVisibleChange.alpha, 1.0 / 256), (Tolerance.MinimumVisibleChange.scale, 1.0 / 500),
    ]
    for (change, expected) in changes {
      #expect(change == expected)
      let tolerance = try Tolerance.android(minimumVisibleChange: change)
      #expect(tolerance.distance == change * 0.75)
      #expect(tolerance.velocity == change * 0.75 * 62.5)
    }
    #expect(Tolerance.androidPixels == (try Tolerance.android(minimumVisibleChange: 1)))
    #expect(Tolerance.androidPixels.velocity == 46.875)
    // setMinimumVisibleChange: "Minimum visible change must be positive."
    #expect(throws: MotionError.self) { try Tolerance.android(minimumVisibleChange: 0) }
  }

  // MARK: FlingAnimation

  @Test func dragForceIsExponential() throws {
    // FlingAnimation.DragForce.updateValueAndVelocity with mFriction = −4.2 × friction:
    // v·e^(f·Δt) and x − v/f + (v/f)·e^(f·Δt).
    for friction in [1.0, 0.5, 2.0] {
      let fling = try DecayAnimation(from: 100.0, velocity: 2000, flingFriction: friction)
      let f = -4.2 * friction
      for deltaT in [0.016, 0.1, 0.3] {
        #expect(abs(fling.velocity(at: deltaT) - 2000 * exp(f * deltaT)) < 1e-9)
        #expect(abs(fling.position(at: deltaT) - (100 - 2000 / f + 2000 / f * exp(f * deltaT))) < 1e-9)
      }
    }
    // setFriction: "Friction must be positive".
    #expect(throws: MotionError.notPositive(parameter: "friction", value: 0)) {
      try DecayAnimation(from: 0.0, velocity: 100, flingFriction: 0)
    }
  }

  @Test func flingStopsUnderTheVelocityThreshold() throws {
    // DragForce.isAtEquilibrium: |v| < velocity threshold (46.875 px/s for pixels).
    let fling = try DecayAnimation(from: 0.0, velocity: 2000, flingFriction: 1)
    #expect(abs(fling.velocity(at: fling.duration * (1 - 1e-9)) - 46.875) < 1e-6)
    #expect(abs(fling.duration - log(2000 / 46.875) / 4.2) < 1e-12)
  }

  @Test func flingTests() throws {
    // FlingTests.testCustomProperties: 2000 from 100 ends above 110 with velocity 0.
    var custom = try DecayAnimation(from: 100.0, velocity: 2000, flingFriction: 1)
    custom.advance(by: 10)
    #expect(custom.isFinished && custom.value > 110 && custom.velocity == 0)
    // testFloatValueHolder: −2500 from 0 ends below −50.
    #expect(try DecayAnimation(from: 0.0, velocity: -2500, flingFriction: 1).target < -50)
    // testFriction: 5000 from 0; friction 2 ends first, beyond 200, while friction 0.5 runs on.
    let high = try DecayAnimation(from: 0.0, velocity: 5000, flingFriction: 2)
    let low = try DecayAnimation(from: 0.0, velocity: 5000, flingFriction: 0.5)
    #expect(high.target > 200 && high.duration < low.duration)
    // testVelocityThreshold: minimum visible change 10 ends before 5 (at 2000, beyond 200).
    let coarse = try DecayAnimation(
      from: 0.0, velocity: 2000, flingFriction: 1,
      restSpeed: Tolerance.android(minimumVisibleChange: 10).velocity)
    let fine = try DecayAnimation(
      from: 0.0, velocity: 2000, flingFriction: 1,
      restSpeed: Tolerance.android(minimumVisibleChange: 5).velocity)
    #expect(coarse.target > 200 && coarse.duration < fine.duration)
  }

  @Test func setStartVelocityWhileRunning() throws {
    // DynamicAnimation.setStartVelocity on a running animation sets mVelocity; the next frame
    // goes on from the current mValue. Position is continuous, the velocity is the new one.
    var fling = try DecayAnimation(from: 0.0, velocity: 2000, flingFriction: 1)
    fling.advance(by: 0.1)
    let here = fling.value
    fling.setVelocity(-800)
    #expect(fling.value == here && fling.velocity == -800 && fling.elapsed == 0)
    fling.advance(by: 0.016)
    let f = -4.2
    #expect(abs(fling.value - (here + 800 / f - 800 / f * exp(f * 0.016))) < 1e-9)
    #expect(fling.target < here)
  }

  @Test func minAndMaxValue() throws {
    // FlingAnimation.setMinValue/setMaxValue: "When a fling animation reaches the min value,
    // the animation will end immediately"; updateValueAndVelocity clamps mValue to the bound.
    var fling = try DecayAnimation(
      from: 100.0, velocity: 2000, timeConstant: try DecayAnimation<Double>.timeConstant(flingFriction: 1),
      restSpeed: 46.875, bounds: 0...300)
    #expect(fling.endsAtBound && fling.target == 300 && fling.bounds == 0...300)
    var frames = 0
    while !fling.isFinished && frames < 600 {
      fling.advance(by: 1.0 / 60)
      #expect(fling.value <= 300)
      frames += 1
    }
    #expect(fling.value == 300 && fling.velocity == 0)
    // It reaches 300 when the unbounded fling passes it.
    let free = try DecayAnimation(from: 100.0, velocity: 2000, flingFriction: 1)
    #expect(abs(free.position(at: fling.duration) - 300) < 1e-9)
    // startAnimationInternal: "Starting value need to be in between min value and max value".
    #expect(throws: MotionError.self) {
      try DecayAnimation(from: 400.0, velocity: 10, timeConstant: 0.2, bounds: 0...300)
    }
  }

  @Test func springWithMinAndMax() throws {
    // DynamicAnimation's min/max on a spring: values never leave the range. Motion clamps what
    // the spring reports (ClampedSimulation), and the spring itself runs on exactly.
    let spring = try SpringSimulation(
      parameters: Spring(stiffness: Spring.Stiffness.medium, dampingRatio: 0.2),
      from: 0.0,
      to: 100.0, tolerance: .androidPixels)
    let bounded = ClampedSimulation(spring, positionRange: 0...100)
    #expect(spring.position(at: 0.1) > 100)
    for step in 0...100 {
      let time = Double(step) / 100
      #expect((0...100).contains(bounded.position(at: time)))
      #expect(bounded.isDone(at: time) == spring.isDone(at: time))
    }
  }
}
