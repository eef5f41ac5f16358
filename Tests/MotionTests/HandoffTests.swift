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
    // Each of Core Animation's curves, scrubbed to 30 % of the time, is where its own curve
    // says (with its own control points), and no two curves agree there.
    var positions: [Double] = []
    for (curve, points) in [
      (TimingCurve.linear, (0.0, 0.0, 1.0, 1.0)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
      (.easeInOut, (0.42, 0, 0.58, 1)),
    ] {
      var timed = TimedAnimation(from: 0.0, to: 410.0, duration: 0.35, curve: curve)
      timed.advance(by: 0.3 * 0.35)
      let bezier = TimingCurve.cubicBezier(points.0, points.1, points.2, points.3)
      #expect(abs(timed.value - 410 * bezier.value(at: 0.3)) < 1e-9)
      positions.append(timed.value)
    }
    #expect(Set(positions.map { ($0 * 1e6).rounded() }).count == 4)
    #expect(positions[1] < positions[0] && positions[0] < positions[2])  // easeIn lags, easeOut leads
    var present = TimedAnimation(from: Vector2(x: 480, y: -90), to: Vector2(x: 480, y: 320), duration: 0.35)
    present.advance(by: 0.105)
    #expect(abs(present.value.y - (-90 + 410 * TimingCurve.easeInOut.value(at: 0.3))) < 1e-9)
  }
}
