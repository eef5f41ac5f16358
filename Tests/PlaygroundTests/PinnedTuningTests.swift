import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// A/B (issue 25): X pins the tuning; after tuning on, each release also runs the pinned tuning
/// from the same instant, position and velocity, as the "pinned" ghost, in the plot too.
@Suite("A/B: the pinned tuning's ghost", .serialized)
struct PinnedTuningTests {
  private func run(_ events: [Script.Event], duration: Double) throws -> (Session, [[String: Any]]) {
    try HeadlessRun.trace(events, scene: PaneScene.name, duration: duration, draws: true)
  }

  private func vector(_ value: Any?) -> Vector2 {
    let object = value as? [String: Double] ?? [:]
    return Vector2(x: object["x"] ?? .nan, y: object["y"] ?? .nan)
  }

  @Test func theNextReleaseRunsThePinnedTuningBesideTheNewOne() throws {
    let stiffer = (0..<4).map { _ in Scenario.key(0.06, "]") }
    let flick = PaneScenario.drag(from: 620, at: 0.1, speed: -1500, duration: 0.08)
    let (session, lines) = try run([Scenario.key(0.05, "x")] + stiffer + flick, duration: 0.6)
    let last = try #require(lines.last)
    let ghosts = try #require(last["ghosts"] as? [String: Any])
    #expect(Set(ghosts.keys) == ["pinned"])
    // The pinned ghost is the default spring from the release's own start, velocity and target.
    let handoff = try #require(last["handoff"] as? [String: Any])
    let release = try #require(handoff["t"] as? Double)
    let pinned = SettleMode.spring.simulation(
      from: vector(handoff["from"]), to: vector(handoff["target"]), velocity: vector(handoff["release"]),
      itemSize: Size(width: 0, height: 0), parameters: PaneScene.defaultParameters)
    let time = try #require(last["t"] as? Double)
    let expected = pinned.position(at: time - release)
    // (The trace keeps four decimals.)
    #expect(abs(vector(ghosts["pinned"]).y - expected.y) < 1e-3)
    // The subject runs the stiffer tuning: it is elsewhere.
    let now = session.scene.parameters
    #expect(abs(now.spring.stiffness - 300 * pow(1.25, 4)) < 1e-9)
    let pane = try #require(last["pane"] as? [String: Double])
    #expect(abs((pane["y"] ?? 0) + (pane["h"] ?? 0) / 2 - expected.y) > 1)
    // In the plot: one ghost curve, with a reading.
    #expect(session.instrument.ghostLab.ghosts?.axisValues.count == 1)
    #expect(session.instrument.ghostLab.ghosts?.axisValues.first?.value != nil)
  }

  @Test func xAgainUnpins() throws {
    let flick = PaneScenario.drag(from: 620, at: 0.2, speed: -1500, duration: 0.08)
    let (_, lines) = try run([Scenario.key(0.05, "x"), Scenario.key(0.1, "x")] + flick, duration: 0.5)
    #expect(lines.allSatisfy { $0["ghosts"] is NSNull })
  }
}
