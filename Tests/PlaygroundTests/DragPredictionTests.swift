import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// While dragging, what the HUD and the trace show is what a release at that frame would do
/// (issue 25 item 7): the velocity tracker's 40 ms rule applied at the frame's time, so a pointer
/// held still shows no velocity and the outcome a still release has.
@Suite("Drag velocity is a release's at the frame", .serialized)
struct DragPredictionTests {
  private func lines(_ events: [Script.Event], scene: String, duration: Double) throws -> [[String: Any]] {
    try HeadlessRun.trace(events, scene: scene, duration: duration).lines
  }

  private func line(_ lines: [[String: Any]], at time: Double) throws -> [String: Any] {
    try #require(lines.first { abs(($0["t"] as? Double ?? -1) - time) < 1e-6 })
  }

  private func vector(_ value: Any?) -> Vector2 {
    let object = value as? [String: Double] ?? [:]
    return Vector2(x: object["x"] ?? .nan, y: object["y"] ?? .nan)
  }

  /// A drag held still after its last move; frames at 1/60 s.
  private func check(
    scene: String, drag: [Script.Event], field: String = "velocity", state: String? = nil
  ) throws {
    let lastMove = try #require(drag.last).time
    let end = try #require(drag.last)
    guard case .pointer(_, let at) = end.action else { throw Missing() }
    for frame in [1, 2, 20] {
      // A frame 1/60, 2/60 and 1/3 s after the last move (the issue held 330 ms).
      let time = Double(Int((lastMove * 60).rounded(.up)) + frame) / 60
      let held = try line(lines(drag, scene: scene, duration: time + 0.02), at: time)
      let released = try line(
        lines(drag + [Scenario.pointer(time, .up, at.x, at.y)], scene: scene, duration: time + 0.02), at: time
      )
      let shown = vector(held[field])
      let release = vector((released["handoff"] as? [String: Any])?["release"])
      #expect(held["gesture"] as? String != "ended", "\(scene) \(frame)")
      if time - lastMove > 0.04 {
        #expect(shown == .zero, "\(scene): still for \(time - lastMove) s, shown \(shown)")
        #expect(release == .zero)
      } else {
        #expect(shown != .zero && release != .zero, "\(scene) \(frame)")
        #expect(
          shown.x * release.x >= 0 && shown.y * release.y >= 0, "\(scene) \(frame): \(shown) \(release)")
      }
      if let state {
        #expect(held[state] as? String == released[state] as? String, "\(scene) \(frame): \(state)")
      }
    }
  }

  struct Missing: Error {}

  @Test func thePaneHeldPastOpenShowsAStillReleasesOutcome() throws {
    // Pulled up past open (the "dragging → open, −143 pt/s" while held 330 ms).
    let drag = Array(PaneScenario.drag(from: 620, at: 0.1, speed: -1500, duration: 0.4).dropLast())
    try check(scene: PaneScene.name, drag: drag, state: "state")
  }

  @Test func theCardHeldStillShowsNoVelocity() throws {
    let drag = Array(
      CardScenario.drag(
        from: Vector2(x: 480, y: 352), at: 0.2, velocity: Vector2(x: 900, y: 500), duration: 0.2
      ).dropLast())
    try check(scene: CardScene.name, drag: drag)
  }

  @Test func anEdgePanHeldStillShowsNoVelocity() throws {
    let push = [Scenario.pointer(0.1, .down, 300, 110), Scenario.pointer(0.16, .up, 300, 110)]
    let edge =
      [Scenario.pointer(0.9, .down, 8, 360)]
      + (1...25).map { Scenario.pointer(0.9 + Double($0) * 0.008, .move, 8 + Double($0) * 8, 360) }
    try check(scene: NavigationScene.name, drag: push + edge)
  }

  @Test func aListHeldStillShowsNoVelocity() throws {
    // The list dragged up, then held: its velocity is the pointer's, banded, until 40 ms.
    let drag =
      [Scenario.pointer(0.3, .down, 480, 560)]
      + (1...20).map { Scenario.pointer(0.3 + Double($0) * 0.008, .move, 480, 560 - Double($0) * 12) }
    try check(scene: ScrollScene.name, drag: drag)
  }
}
