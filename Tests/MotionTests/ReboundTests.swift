import Foundation
import Testing

@testable import Motion

/// Facebook's Rebound (facebookarchive/rebound, rebound-core/src/…/com/facebook/rebound/),
/// reproduced with Motion's API. Rebound integrates with RK4 at 1 ms steps; Motion's closed form
/// agrees with its published tables to 1e-6 (the tests' own accuracy is 1e-4), once Rebound's
/// clock is read as it really runs: its time accumulator adds 0.016 per frame and subtracts
/// 0.001 per step, and rounding leaves 0.000999… after 15 steps, so the first frame takes only
/// 15 steps and every later value is the state 1 ms before the nominal frame time.
@Suite struct ReboundTests {
  // SpringTest.java: TENSION 230.2, FRICTION 19, from 0 to 1, rest thresholds 0.0001.
  static let config = Spring.raw(stiffness: 230.2, damping: 19)

  /// SpringTest.EXPECTED_POSITIONS_UNCLAMPED: the value after each of 100 advances of 16 ms.
  static let expectedPositions: [Double] = [
    0.02350326962145051, 0.09013912023073196, 0.18531666042039596, 0.2967410888550004,
    0.4145189853782035, 0.5310291023265858, 0.6407121280050319, 0.7398112940647817,
    0.8260898294043233, 0.8985456177264777, 0.9571382208882482, 1.002538830281137,
    1.0359097802864248, 1.0587170239216486, 1.0725764126694235, 1.0791326923618418,
    1.0799687578592558, 1.0765418232895394, 1.0701426799489315, 1.0618740499181873,
    1.0526441242670932, 1.0431716321304505, 1.0339991616313917, 1.025511895911699,
    1.0179593973200416, 1.0114785391407843, 1.0061161244437307, 1.0018501302898977,
    0.998608863371096, 0.9962876059220026, 0.9947625680573757, 0.9939021470884736,
    0.9935756304073171, 0.9936595719950525, 0.9940421299433493, 0.9946256801487239,
    0.9953280258938787, 0.9960825102232976, 0.9968373130510945, 0.9975541822583256,
    0.9982068113187458, 0.9987790381514378, 0.9992630031435948, 0.9996573701910703,
    0.9999656841951263, 1.0001949123024465, 1.0003541944882257, 1.0004538117854302,
    1.000504367280912, 1.0005161655189725, 1.0004987696841499, 1.0004607123525702,
    1.000409334182166, 1.0003507251610428, 1.0002897445004184, 1.0002300975503762,
    1.0001744509010717, 1.000124569839086, 1.0000814653479198, 1.0000455407172641,
    1.000016730449907, 0.9999946264611708, 0.999978588520391, 0.9999678374804437,
    0.9999615310928505, 0.999958823139664,
  ]

  /// SpringTest.EXPECTED_VELOCITIES_UNCLAMPED, the same frames.
  static let expectedVelocities: [Double] = [
    2.9787085330347476, 5.197427505815113, 6.571711546415007, 7.2534257444553765,
    7.389647056163013, 7.116482121037456, 6.5550604141989215, 5.809335110787, 4.965328995516549,
    4.0914847471027755, 3.2398123846080047, 2.4475668846708247, 1.7392321578676635,
    1.1286307504054793, 0.6210196308949527, 0.21506973077377356, -0.09534038966917527,
    -0.3195587262438851, -0.4688413177602538, -0.555282881508532, -0.5909853610083475,
    -0.5874440645207716, -0.555125396819726, -0.5032073132555667, -0.4394529648652968,
    -0.37018900941686794, -0.3003622481099588, -0.23365119172655993, -0.17261251543127643,
    -0.11884585066126811, -0.07316377409334163, -0.03575703538313702, -0.00634791659710436,
    0.01567292054562716, 0.031128691177765087, 0.040958793710573566, 0.04614085045084054,
    0.04763125152961558, 0.046322358256116185, 0.04301416293655951, 0.03839804864987598,
    0.033050298338501954, 0.027433125767422104, 0.021901204442189126, 0.01671192310344934,
    0.012037872319858822, 0.007980345903135427, 0.004582908385413513, 0.001844325165521582,
    -2.696314538921814E-4, -0.0018158026692998745, -0.0028648409656691523, -0.0034940169049269623,
    -0.0037815768758969986, -0.003802530553507281, -0.0036257063029244987, -0.003311891052007393,
    -0.002912864412823041, -0.002471141476778791, -0.002020251518540508, -0.0015853980326463435,
    -0.001184366764085854, -8.28570806909637E-4, -5.241439917651027E-4, -2.730146138682927E-4,
    -7.391035902437433E-5,
  ]

  /// Rebound's frame n is its solver's state at 16·(n + 1) − 1 ms (see the suite's notes).
  static func step(_ frame: Int) -> Double { frame == 0 ? 0.015 : 0.016 }

  static func spring(overshootClamping: Bool = false) -> SpringAnimation<Double> {
    SpringAnimation(
      from: 0.0, to: 1.0, parameters: config, tolerance: Tolerance(distance: 0.0001, velocity: 0.0001),
      overshootClamping: overshootClamping)
  }

  @Test func springSimulationMatchesTheTable() {
    // SpringTest.testSpringSimulation: 16 ms frames, assertArrayEquals(…, 0.0001).
    var spring = Self.spring()
    for frame in 0..<Self.expectedPositions.count - 1 {
      spring.advance(by: Self.step(frame))
      #expect(abs(spring.value - Self.expectedPositions[frame]) < 1e-6, "position, frame \(frame)")
      #expect(abs(spring.velocity - Self.expectedVelocities[frame]) < 1e-6, "velocity, frame \(frame)")
    }
    // The last frame comes to rest: Motion snaps onto the target, where the table (recorded
    // before Rebound's snap) is within the 0.0001 rest thresholds.
    spring.advance(by: Self.step(65))
    #expect(spring.isFinished && spring.value == 1 && spring.velocity == 0)
    #expect(abs(Self.expectedPositions[65] - 1) < 1e-4 && abs(Self.expectedVelocities[65]) < 1e-4)
    // Read at the nominal frame times instead, the table is off by up to 0.0074: that is the
    // 1 ms Rebound loses, not a different spring.
    let nominal =
      SpringSolution(Self.config).evaluate(displacement: -1.0, velocity: 0.0, after: 0.08).displacement + 1
    #expect(abs(nominal - Self.expectedPositions[4]) > 0.007)
  }

  @Test func comesToRestOnTheSameFrame() {
    // SpringTest.testSpringListeners: 66 updates, the last of which comes to rest.
    var spring = Self.spring()
    var updates = 0
    while !spring.isFinished && updates < 3000 {
      spring.advance(by: Self.step(updates))
      updates += 1
    }
    #expect(updates == 66)
    #expect(spring.value == 1 && spring.velocity == 0)
  }

  @Test func overshootClamping() {
    // SpringTest.testOvershootClamping: EXPECTED_POSITIONS_CLAMPED is the unclamped table up to
    // frame 10, then 1 with velocity 0; testSpringListenersWithOvershootClamping: 12 updates.
    var spring = Self.spring(overshootClamping: true)
    #expect(spring.overshootClamping)
    for frame in 0..<11 {
      spring.advance(by: Self.step(frame))
      #expect(abs(spring.value - Self.expectedPositions[frame]) < 1e-6)
      #expect(abs(spring.velocity - Self.expectedVelocities[frame]) < 1e-6)
      #expect(!spring.isFinished)
    }
    spring.advance(by: 0.016)
    #expect(spring.isFinished)
    #expect(spring.value == 1 && spring.velocity == 0)
  }

  @Test func defaultConfigIsOrigamiFortySeven() throws {
    // SpringConfig.defaultConfig = fromOrigamiTensionAndFriction(40, 7); OrigamiValueConverter:
    // (40 − 30)·3.62 + 194 = 230.2 and (7 − 8)·3 + 25 = 22.
    let rebound = Spring(origamiTension: 40, origamiFriction: 7)
    #expect(abs(rebound.stiffness - 230.2) < 1e-12)
    #expect(abs(rebound.damping - 22) < 1e-12)
    #expect(rebound.mass == 1)
    let back = rebound.origamiTensionAndFriction
    #expect(abs(back.tension - 40) < 1e-12 && abs(back.friction - 7) < 1e-12)
  }

  @Test func origamiZeroIsZero() throws {
    // OrigamiValueConverter: `oValue == 0 ? 0 : …`, both ways. A zero friction is an undamped
    // spring; a zero tension is no spring at all, which Motion refuses.
    let undamped = Spring(origamiTension: 40, origamiFriction: 0)
    #expect(undamped.damping == 0)
    #expect(undamped.origamiTensionAndFriction.friction == 0)
    #expect(throws: MotionError.notPositive(parameter: "stiffness", value: 0)) {
      try Spring.validated(origamiTension: 0, origamiFriction: 7)
    }
  }

  @Test func restThresholds() {
    // Spring.java: mRestSpeedThreshold = 0.005, mDisplacementFromRestThreshold = 0.005.
    #expect(Tolerance.rebound.distance == 0.005 && Tolerance.rebound.velocity == 0.005)
  }

  @Test func bouncinessAndSpeedIsPOPsConversion() throws {
    // BouncyConversion.java: bouncyTension = projectNormal(normalize(speed / 1.7, 0, 20), 0.5,
    // 200), bouncyFriction = quadraticOutInterpolation(b, b3Nobounce(tension), 0.01) with
    // b = projectNormal(normalize(bounciness / 1.7, 0, 20), 0, 0.8), then
    // fromOrigamiTensionAndFriction. Bounciness 0 leaves exactly the no-bounce friction.
    let speed = 12.0
    let qcTension = 0.5 + (speed / 1.7 / 20) * (200 - 0.5)
    let noBounce =
      0.00000045 * pow(qcTension, 3) - 0.000332 * qcTension * qcTension + 0.1078 * qcTension + 5.84
    let spring = Spring(popSpeed: speed, bounciness: 0)
    #expect(abs(spring.stiffness - ((qcTension - 30) * 3.62 + 194)) < 1e-9)
    #expect(abs(spring.damping - ((noBounce - 8) * 3 + 25)) < 1e-9)
  }
}
