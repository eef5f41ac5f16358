import Motion
import Testing

@testable import Stage

/// The one settle: one factory for the three modes, retargeted in place, with its simulation.
@Suite struct SettleTests {
  static let size = Size(width: 80, height: 80)
  static let from = Vector2(x: 0, y: 300)
  static let release = Vector2(x: 40, y: -1200)
  static let target = Vector2(x: 0, y: 100)

  static func settle(_ mode: SettleMode, parameters: SettleParameters = SettleParameters()) -> Settle {
    Settle(mode: mode, parameters: parameters, from: from, velocity: release, to: target, itemSize: size)
  }

  @Test(arguments: SettleMode.allCases)
  func startsWhereItIsAndCarriesTheVelocityExceptTheGoop(mode: SettleMode) {
    let settle = Self.settle(mode)
    #expect(settle.value == Self.from && settle.target == Self.target && settle.mode == mode)
    if mode == .timed {
      #expect(settle.velocity != Self.release)
    } else {
      #expect(settle.velocity == Self.release)
    }
  }

  @Test(arguments: SettleMode.allCases)
  func isStepForStepTheModesOwnAnimation(mode: SettleMode) {
    let parameters = SettleParameters()
    var settle = Self.settle(mode)
    var spring = SpringAnimation(
      from: Self.from, to: Self.target, velocity: Self.release, parameters: parameters.spring)
    var dynamics = DynamicsAnimation(
      from: Self.from, velocity: Self.release, anchor: Self.target, itemSize: Self.size,
      frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping,
      density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance)
    var timed = TimedAnimation(
      from: Self.from, to: Self.target, duration: parameters.timedDuration, curve: parameters.timedCurve)
    for frame in 0..<400 where !settle.isFinished {
      let dt = frame % 7 == 3 ? 0.25 : 1.0 / 60
      settle.advance(by: dt)
      spring.advance(by: dt)
      dynamics.advance(by: dt)
      timed.advance(by: dt)
      let expected: Vector2 =
        switch mode {
        case .spring: spring.value
        case .dynamics: dynamics.value
        case .timed: timed.value
        }
      #expect(settle.value == expected)
    }
    #expect(settle.isFinished && settle.value == Self.target && settle.velocity == .zero)
  }

  @Test(arguments: SettleMode.allCases)
  func simulationIsTheSettleAsStarted(mode: SettleMode) {
    var settle = Self.settle(mode)
    let simulation = settle.simulation
    var time = 0.0
    // Until the animation comes to rest (it then snaps to the target, within its rest distance).
    for _ in 0..<600 {
      settle.advance(by: 1.0 / 60)
      time += 1.0 / 60
      if settle.isFinished { break }
      #expect(settle.value.distance(to: simulation.position(at: time)) < 1e-6)
    }
    #expect(settle.isFinished && simulation.position(at: time + 1).distance(to: Self.target) < 0.5)
  }

  @Test func retargetKeepsPositionAndVelocityInSpringAndDynamics() {
    for mode in [SettleMode.spring, .dynamics] {
      var settle = Self.settle(mode)
      settle.advance(by: 0.07)
      let (value, velocity) = (settle.value, settle.velocity)
      settle.retarget(to: Vector2(x: 0, y: 500))
      // The spring keeps its state relative to the target: equal to rounding.
      #expect(settle.value.distance(to: value) < 1e-9 && settle.velocity == velocity)
      #expect(settle.target == Vector2(x: 0, y: 500))
      for _ in 0..<600 where !settle.isFinished { settle.advance(by: 1.0 / 60) }
      #expect(settle.value == Vector2(x: 0, y: 500))
    }
  }

  @Test func aTimedRetargetBeginsFromTheCurrentValueWithTheNewCurve() {
    var settle = Self.settle(.timed)
    settle.advance(by: 0.1)
    let value = settle.value
    var slower = SettleParameters()
    slower.timedDuration = 1
    settle.retarget(to: Vector2(x: 0, y: 500), parameters: slower)
    #expect(settle.value == value)
    settle.advance(by: 0.9)
    #expect(!settle.isFinished)
    settle.advance(by: 0.11)
    #expect(settle.isFinished && settle.value == Vector2(x: 0, y: 500))
  }

  @Test func aNonFiniteTargetOrVelocityChangesNothingAndNeverGivesNaN() {
    for mode in SettleMode.allCases {
      var settle = Settle(
        mode: mode, parameters: SettleParameters(), from: Self.from, velocity: Vector2(x: .nan, y: .infinity),
        to: Self.target, itemSize: Self.size)
      settle.retarget(to: Vector2(x: .nan, y: 0))
      #expect(settle.target == Self.target)
      for _ in 0..<300 { settle.advance(by: 1.0 / 60) }
      #expect(settle.value.isFinite && settle.velocity.isFinite)
    }
  }

  /// The animator changes a running settle in place: no completion with `false`, one `true` at rest.
  @Test func aLayersSettleIsRetargetedInPlaceAndCompletesOnce() {
    let animator = Animator()
    let layer = Layer(name: "pane", center: Self.from, size: Self.size)
    var completions: [Bool] = []
    let first = SettleHandoff.animateCenter(
      of: layer, to: Self.target, velocity: Self.release, mode: .dynamics, parameters: SettleParameters(),
      in: animator
    ) { completions.append($0) }
    #expect(first == Self.release)
    animator.advance(to: 0.1)
    let onScreen = layer.presentation.center
    #expect(!SettleHandoff.retargetCenter(of: layer, to: Self.from, mode: .spring))
    #expect(SettleHandoff.retargetCenter(of: layer, to: Self.from, mode: .dynamics))
    #expect(layer.presentation.center == onScreen && layer.center == Self.from)
    var time = 0.1
    while animator.isRunning && time < 10 {
      time += 1.0 / 60
      animator.advance(to: time)
    }
    #expect(completions == [true])
    #expect(layer.presentation.center == Self.from)
  }
}
