import Motion
import PropertyBased
import Testing

@testable import Stage

/// The hand-off law, for any flight, release instant, release velocity, target, time scale and
/// slow-motion release rule: the settling animation starts where the layer is on screen, and
/// (spring, dynamics) with the release velocity in the animator's rates, so nothing jumps and
/// nothing stalls. On screen that is the release velocity when rates are kept on screen, and
/// the time scale times it when a release plays the full-speed path (slow motion's default).
/// The timed mode keeps the position only.
///
/// Inputs are random on every run; a failure prints the input and the seed that reproduce it.
@Suite("Properties: a hand-off keeps position and velocity")
struct HandoffProperties {
  /// Where the layer was flying: start x, y and velocity x, y of a spring towards (480, 320).
  static let flights = zip(
    Gen.double(in: -500...1_500), Gen.double(in: -500...1_500), Gen.double(in: -8_000...8_000),
    Gen.double(in: -8_000...8_000))
  /// The release: the instant (s into the flight), the gesture's velocity x, y, the new target's x.
  static let releases = zip(
    Gen.double(in: 0...1.5), Gen.double(in: -10_000...10_000), Gen.double(in: -10_000...10_000),
    Gen.double(in: -1_000...2_000))
  static let settings = zip(
    Gen.int(in: 0...2).map { [SettleMode.spring, .dynamics, .timed][$0] }, Gen.bool.map { $0 ? 1.0 : 0.1 },
    Gen.bool.map { $0 ? SlowMotionRelease.fullSpeedPath : .onScreenSpeed })

  @Test func theSettlingAnimationStartsWhereTheLayerIsWithTheReleaseVelocity() async {
    await propertyCheck(input: Self.flights, Self.releases, Self.settings) { flight, release, setting in
      let (mode, timeScale, rule) = setting
      let animator = Animator()
      animator.timeScale = timeScale
      animator.slowMotionRelease = rule
      let layer = Layer(
        name: "subject", center: Vector2(x: flight.0, y: flight.1), size: Size(width: 200, height: 120))
      layer.animateCenter(
        SpringAnimation(
          from: layer.center, to: Vector2(x: 480, y: 320), velocity: Vector2(x: flight.2, y: flight.3)),
        in: animator)
      animator.advance(to: release.0)
      let onScreen = layer.presentation.center
      let velocity = Vector2(x: release.1, y: release.2)
      let target = Vector2(x: release.3, y: 320)

      let first = SettleHandoff.animateCenter(
        of: layer, to: target, velocity: velocity, mode: mode, parameters: SettleParameters(), in: animator)

      #expect(layer.presentation.center.distance(to: onScreen) <= 1e-9 * (1 + onScreen.magnitude))
      guard mode != .timed else { return }
      let speedScale = 1 + velocity.magnitude
      #expect(first.distance(to: velocity) <= 1e-9 * speedScale)
      #expect(animator.onScreen(layer.presentationVelocity).distance(to: velocity) <= 1e-9 * speedScale)
      // A tenth of a millisecond of screen time later the layer has moved by its on-screen
      // velocity times that (no jump, no stall), up to what the pull can change in so short a time.
      let screenVelocity = (timeScale / animator.rateScale) * velocity
      let epsilon = 1e-4
      animator.advance(to: release.0 + epsilon)
      let moved = layer.presentation.center - onScreen
      let pull = 2_000 * (1 + target.distance(to: onScreen)) + 100 * velocity.magnitude
      #expect(
        ((1 / epsilon) * moved).distance(to: screenVelocity)
          <= 0.01 * screenVelocity.magnitude + epsilon * pull + 1)
    }
  }
}
