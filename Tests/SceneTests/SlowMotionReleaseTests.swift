import Motion
import Stage
import Testing

@testable import Scenes

/// Issue 61: a release made by hand in slow motion plays the path the same flick makes at full
/// speed, slowed ten times (the iOS Simulator's Slow Animations), where it used to keep its
/// on-screen speed (ten times the velocity in animation time: the modal's 2 062 pt/s flick
/// overshot 634 pt instead of 86). The old rule stays as `SlowMotionRelease.onScreenSpeed`.
@Suite("Slow motion: a release made by hand")
struct SlowMotionReleaseTests {
  static let size = Size(width: 960, height: 640)

  /// A flick on `name`'s subject: pressed at `press` (or its centre) at 30 s, moved by `step`
  /// every 8 ms ten times, let go; the scene first settles from `keys` pressed at 0.
  struct Flick {
    var scene: String
    var keys: [String] = []
    var press: Vector2?
    var step: Vector2
  }

  static let flicks = [
    Flick(scene: "pane", press: Vector2(x: 480, y: 620), step: Vector2(x: 0, y: -9)),
    Flick(scene: "card", step: Vector2(x: 14, y: -6)),
    Flick(scene: "modal", keys: ["space"], step: Vector2(x: 2, y: 12)),
  ]

  static let release = 30.08

  /// The scene after `flick`, at full speed or in slow motion under `rule`.
  static func flicked(_ flick: Flick, slowMotion: Bool, rule: SlowMotionRelease = .fullSpeedPath) throws
    -> any Scene
  {
    let scene = try #require(SceneRegistry.builtIn.kind(named: flick.scene)).make(size: size)
    scene.slowMotion = slowMotion
    scene.slowMotionRelease = rule
    for key in flick.keys { scene.handleKey(key, at: 0) }
    // At rest by 30 s however slowly it ran (the modal's present takes 3.5 s in slow motion).
    scene.advance(to: 30)
    let subject = try #require(scene.probe.subject)
    let start = flick.press ?? subject.presentation.center
    func pointer(_ kind: PointerEvent.Kind, _ index: Int, at time: Double) {
      scene.deliver(
        PointerEvent(kind: kind, location: start + Double(index) * flick.step, timestamp: time))
    }
    pointer(.down, 0, at: 30)
    for index in 1...10 { pointer(.move, index, at: 30 + 0.008 * Double(index)) }
    pointer(.up, 10, at: release)
    return scene
  }

  @Test(arguments: flicks.map(\.scene))
  func aSlowMotionFlickSettlesOnTheFullSpeedPathStretchedTenTimes(name: String) throws {
    let flick = try #require(Self.flicks.first { $0.scene == name })
    let full = try Self.flicked(flick, slowMotion: false)
    let slow = try Self.flicked(flick, slowMotion: true)
    let fullHandoff = try #require(full.probe.handoff)
    let slowHandoff = try #require(slow.probe.handoff)
    // The same flick from the hand: the same release velocity, the same settle on the
    // animations' clock (a velocity the scene reads is the full-speed flick's).
    #expect(fullHandoff.releaseVelocity.magnitude > 500)
    #expect(slowHandoff.releaseVelocity == fullHandoff.releaseVelocity)
    #expect(slowHandoff.settleVelocity.distance(to: fullHandoff.settleVelocity) < 1e-9)
    #expect(slowHandoff.target == fullHandoff.target)
    let fullSubject = try #require(full.probe.subject)
    let slowSubject = try #require(slow.probe.subject)
    // Every instant of the full-speed settle is on screen ten times later in slow motion.
    var moved = 0.0
    for tau in [0.001, 0.01, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6] {
      full.advance(to: Self.release + tau)
      slow.advance(to: Self.release + 10 * tau)
      let position = fullSubject.presentation.center
      #expect(
        slowSubject.presentation.center.distance(to: position) < 1e-9, "\(name) at \(tau) s: \(position)")
      moved = max(moved, position.distance(to: fullHandoff.from))
    }
    // It went somewhere: the comparison is of a motion, not of two scenes at rest.
    #expect(moved > 20)
  }

  @Test func onScreenSpeedKeepsTheHandsSpeedOnScreenAndGoesTenTimesAsFar() throws {
    let flick = Self.flicks[0]
    let full = try Self.flicked(flick, slowMotion: false)
    let slow = try Self.flicked(flick, slowMotion: true, rule: .onScreenSpeed)
    let handoff = try #require(slow.probe.handoff)
    // The settle starts at the hand's speed on screen: ten times the full-speed settle's in the
    // animations' time, so the path is no longer the full-speed one.
    #expect(handoff.settleVelocity.distance(to: handoff.releaseVelocity) < 1e-6)
    let fullHandoff = try #require(full.probe.handoff)
    #expect(
      (slow.animator.inAnimationTime(handoff.settleVelocity) - 10 * fullHandoff.settleVelocity).magnitude
        < 1e-6 * fullHandoff.settleVelocity.magnitude)
    full.advance(to: Self.release + 0.01)
    slow.advance(to: Self.release + 0.1)
    let fullSubject = try #require(full.probe.subject)
    let slowSubject = try #require(slow.probe.subject)
    #expect(slowSubject.presentation.center.distance(to: fullSubject.presentation.center) > 1)
  }
}
