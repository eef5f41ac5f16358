import Testing

@testable import Motion

/// The hand-off the transition relies on: each settling mode, created the way Stage creates it,
/// starts from the release position, and the two physical ones with the release velocity.
@Suite struct HandoffTests {
  static let from = Vector2(x: 480, y: 384)
  static let presented = Vector2(x: 480, y: 320)
  static let release = Vector2(x: 35, y: -1500)
  static let modalSize = Size(width: 280, height: 180)

  @Test func springStartsWithTheReleaseVelocity() {
    let spring = SpringAnimation(
      from: Self.from, to: Self.presented, velocity: Self.release, parameters: .handDriven)
    #expect(spring.value == Self.from)
    #expect(spring.velocity == Self.release)
  }

  @Test func dynamicsStartsWithTheReleaseVelocity() {
    let dynamics = DynamicsAnimation(
      from: Self.from, velocity: Self.release, anchor: Self.presented, itemSize: Self.modalSize,
      frequency: 3.5,
      dampingRatio: 0.6, density: 100, resistance: 25)
    #expect(dynamics.value == Self.from)
    #expect(dynamics.velocity == Self.release)
  }

  @Test func slowMotionScalesTheHandoff() {
    // Stage divides the on-screen velocity by the time scale (0.1): the animation starts with
    // 10× the velocity in animation time, and after 0.1 s of screen time (0.01 s of animation
    // time) has moved the same as 0.01 s at normal speed.
    let animator = Animator()
    animator.timeScale = 0.1
    var position = Vector2.zero
    animator.add(
      SpringAnimation(from: Self.from, to: Self.presented, velocity: (1 / animator.timeScale) * Self.release),
      forKey: "modal.center", onUpdate: { value, _ in position = value })
    animator.advance(to: 0.1)
    var reference = SpringAnimation(from: Self.from, to: Self.presented, velocity: 10 * Self.release)
    reference.advance(by: 0.01)
    #expect(position.distance(to: reference.value) < 1e-9)
  }

  @Test func timedScrubbingAndCurvesAsStageUsesThem() {
    let crossfade = TimedAnimation(from: 0.0, to: 1.0, duration: 0.35, curve: .linear)
    var scrubbed = crossfade
    scrubbed.advance(by: 0.4 * scrubbed.duration)
    #expect(abs(scrubbed.value - 0.4) < 1e-12)
    let curves: [String: TimingCurve] = [
      "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    ]
    #expect(Set(curves.values).count == 4)
    var present = TimedAnimation(from: Vector2(x: 480, y: -90), to: Vector2(x: 480, y: 320), duration: 0.35)
    present.advance(by: 0.105)
    #expect(abs(present.value.y - (-90 + 410 * TimingCurve.easeInOut.value(at: 0.3))) < 1e-9)
  }
}
