import Foundation
import Motion
import Stage
import Testing

/// The reduced twin's closed form (docs/reduced-motion.md): it starts with the release's speed
/// toward the target, never passes the target, never goes faster than max(release, cap), and
/// rests exactly on the target the full settle has.
struct ReducedSettleTests {
  /// The distance past the target along the way from the start (positive: past it).
  private func past(_ point: Vector2, _ settle: ReducedSettle) -> Double {
    let way = settle.target - settle.from
    return ((point - settle.target).x * way.x + (point - settle.target).y * way.y) / way.magnitude
  }

  @Test(arguments: [0.0, 300, 1200, 2400, 5000, 20000, -3000])
  func neverPastTheTargetNorFasterThanTheBound(speed: Double) {
    // Towards the target (negative: away from it), and a little across.
    let settle = ReducedSettle(
      from: Vector2(x: 100, y: 500), velocity: Vector2(x: 40, y: -speed), to: Vector2(x: 100, y: 100))
    let release = Vector2(x: 40, y: -speed).magnitude
    var time = 0.0
    while time < 3 {
      #expect(past(settle.position(at: time), settle) <= 0)
      #expect(settle.remaining(at: time) >= 0)
      #expect(settle.velocity(at: time).magnitude <= settle.speedBound * (1 + 1e-12))
      #expect(settle.speedBound <= max(release, ReducedSettle.speedCap))
      time += 1.0 / 1000
    }
    #expect(settle.isDone(at: 3))
  }

  @Test func itStartsWithTheReleaseSpeedTowardTheTarget() {
    let settle = ReducedSettle(
      from: .zero, velocity: Vector2(x: 1500, y: 900), to: Vector2(x: 400, y: 0))
    #expect(settle.velocity(at: 0) == Vector2(x: 1500, y: 0))
    #expect(settle.initialSpeed == 1500)
  }

  /// A release away from the target keeps no speed toward it: it starts at rest.
  @Test func aReleaseAwayFromTheTargetStartsAtRest() {
    let settle = ReducedSettle(from: .zero, velocity: Vector2(x: -800, y: 0), to: Vector2(x: 400, y: 0))
    #expect(settle.velocity(at: 0) == .zero)
  }

  /// A release faster than the cap is never outrun: the bound is the release speed itself.
  @Test func aFastReleaseBoundsItsOwnSettle() {
    let settle = ReducedSettle(from: .zero, velocity: Vector2(x: 6000, y: 0), to: Vector2(x: 300, y: 0))
    #expect(settle.omega == 20)
    #expect(settle.speedBound == 6000)
    let faster = ReducedSettle(from: .zero, velocity: Vector2(x: 9000, y: 0), to: Vector2(x: 300, y: 0))
    #expect(faster.omega == 30)
    #expect(faster.speedBound == 9000)
  }

  /// A long, slow settle is capped: ω·d₀/2 is the cap.
  @Test func aLongSlowSettleIsCapped() {
    let settle = ReducedSettle(from: .zero, velocity: .zero, to: Vector2(x: 0, y: 960))
    #expect(settle.omega == 2 * ReducedSettle.speedCap / 960)
    #expect(settle.speedBound == ReducedSettle.speedCap)
  }

  /// Under the reduced preference every mode's settle rests on the target without passing it:
  /// spring and dynamics as the twin, carrying the release on; the timed mode's monotone curve
  /// as itself.
  @Test(arguments: SettleMode.allCases)
  func everyModeSettlesOnTheSameTarget(mode: SettleMode) {
    var settle = Settle(
      mode: mode, parameters: SettleParameters(), from: Vector2(x: 0, y: 300),
      velocity: Vector2(x: 0, y: -3000), to: Vector2(x: 0, y: 100), itemSize: Size(width: 80, height: 80),
      motion: .reduced)
    if mode != .timed { #expect(settle.velocity == Vector2(x: 0, y: -3000)) }
    var lowest = settle.value.y
    for _ in 0..<600 where !settle.isFinished {
      settle.advance(by: 1.0 / 240)
      lowest = min(lowest, settle.value.y)
    }
    #expect(settle.isFinished)
    #expect(settle.value == Vector2(x: 0, y: 100))
    #expect(lowest >= 100)
  }

  /// The full spring with the same release swings past the target (what the twin removes).
  @Test func theFullSpringOvershoots() {
    var settle = Settle(
      mode: .spring, parameters: SettleParameters(), from: Vector2(x: 0, y: 300),
      velocity: Vector2(x: 0, y: -3000), to: Vector2(x: 0, y: 100), itemSize: Size(width: 80, height: 80))
    var lowest = settle.value.y
    for _ in 0..<600 where !settle.isFinished {
      settle.advance(by: 1.0 / 240)
      lowest = min(lowest, settle.value.y)
    }
    #expect(lowest < 99)
  }

  /// A retarget in flight applies the rule again from where it is: no jump, no overshoot.
  @Test func aRetargetKeepsTheRule() {
    var settle = Settle(
      mode: .spring, parameters: SettleParameters(), from: .zero, velocity: Vector2(x: 1000, y: 0),
      to: Vector2(x: 400, y: 0), itemSize: Size(width: 80, height: 80), motion: .reduced)
    settle.advance(by: 0.05)
    let before = settle.value
    settle.retarget(to: Vector2(x: 200, y: 0))
    #expect(settle.value == before)
    var highest = settle.value.x
    for _ in 0..<600 where !settle.isFinished {
      settle.advance(by: 1.0 / 60)
      highest = max(highest, settle.value.x)
    }
    #expect(settle.value == Vector2(x: 200, y: 0))
    #expect(highest <= max(before.x, 200))
  }

  /// UIScrollView's own bounce is critically damped already and stays as it is; a bounce tuned
  /// to swing (the hand-driven spring, ζ 0.58) becomes critically damped.
  @Test func anEdgeBounceDoesNotOscillate() {
    let uikit = ScrollDeceleration.bounceSpring
    #expect(ReducedSettle.edgeBounce(uikit, for: .reduced) == uikit)
    let spring = Spring.handDriven
    #expect(ReducedSettle.edgeBounce(spring, for: .full) == spring)
    let reduced = ReducedSettle.edgeBounce(spring, for: .reduced)
    #expect(spring.dampingRatio < 1)
    #expect(abs(reduced.dampingRatio - 1) < 1e-12)
    #expect(reduced.stiffness == spring.stiffness)
  }

  /// A monotone curve is its own twin; a pasted curve that swings past its end is not, and the
  /// timed mode then takes the twin.
  @Test func aSwingingTimedCurveTakesTheTwin() {
    #expect(ReducedSettle.keepsCurve(.easeInOut))
    #expect(ReducedSettle.keepsCurve(.cubicBezier(0.2, 0.1, 0.3, 0.9)))
    #expect(!ReducedSettle.keepsCurve(.cubicBezier(0.3, 0.2, 0.4, 1.6)))
    var parameters = SettleParameters()
    parameters.timedCurve = .cubicBezier(0.3, 0.2, 0.4, 1.6)
    for motion in [MotionPreference.full, .reduced] {
      var settle = Settle(
        mode: .timed, parameters: parameters, from: .zero, velocity: .zero, to: Vector2(x: 100, y: 0),
        itemSize: Size(width: 80, height: 80), motion: motion)
      var highest = 0.0
      for _ in 0..<600 where !settle.isFinished {
        settle.advance(by: 1.0 / 240)
        highest = max(highest, settle.value.x)
      }
      #expect(settle.value == Vector2(x: 100, y: 0))
      if motion == .full { #expect(highest > 101) } else { #expect(highest <= 100) }
    }
  }
}
