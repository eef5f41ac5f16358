import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The lab's ghosts tell the truth (issue 25 items 3 and 6): "diverged" only for a ghost that ran
/// off, not for one that reached an off-stage target; the subject is named by its own engine; the
/// ghosts belong to one release and go when the next motion starts.
@Suite("Ghosts: one release, honest legend", .serialized)
struct GhostLegendTests {
  private func run(
    _ events: [Script.Event], scene: String, duration: Double, fps: Double = 60
  ) throws -> (session: Session, lines: [[String: Any]]) {
    try HeadlessRun.trace(events, scene: scene, duration: duration, fps: fps, draws: true)
  }

  private func diverged(_ lines: [[String: Any]]) -> Set<String> {
    var names: Set<String> = []
    for line in lines {
      for (name, value) in line["ghosts"] as? [String: Any] ?? [:]
      where (value as? [String: Any])?["diverged"] as? Bool == true {
        names.insert(name)
      }
    }
    return names
  }

  private func texts(_ session: Session) -> [String] {
    session.displayList().items.compactMap {
      if case .text(let item) = $0 { return item.text.string }
      return nil
    }
  }

  @Test func anEdgePopInDynamicsDivergesNothingAndNamesTheSubjectsEngine() throws {
    // The case: a push, then an edge-pop flick, in dynamics with G; the popped screen's
    // target is off stage to the right, where goop and the exact spring arrive.
    let script = try Script(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("Assets/navigation-edge-pop.json").path)
    let events = [Scenario.key(0, "2"), Scenario.key(0, "g")] + script.events
    let release = try #require(
      script.events.last { if case .pointer(.up, _) = $0.action { true } else { false } })
    let (session, lines) = try run(events, scene: NavigationScene.name, duration: release.time + 0.5)
    #expect(lines.contains { $0["ghosts"] is [String: Any] })
    #expect(diverged(lines).isEmpty)
    let drawn = texts(session)
    #expect(drawn.contains("UIKit Dynamics (the subject)"))
    #expect(!drawn.contains { $0.contains("diverged") || $0.contains("exact (") })
  }

  @Test func aGhostThatRunsOffIsStillMarkedDiverged() throws {
    // A stiff spring at 30 fps: objc.io's one Euler step a frame blows up.
    let stiffer = (0..<14).map { _ in Scenario.key(0, "]") }
    let flick = PaneScenario.drag(from: 620, at: 0.1, speed: -1500, duration: 0.08)
    let (_, lines) = try run(
      [Scenario.key(0, "g")] + stiffer + flick, scene: PaneScene.name, duration: 1.5, fps: 30)
    #expect(diverged(lines) == ["euler"])
  }

  @Test func theNextMotionTakesTheLastReleasesGhostsAway() throws {
    // A flick opens the pane with ghosts; Space at 1.2 s closes it: the ghosts parked at "open"
    // go (they stayed before).
    let flick = PaneScenario.drag(from: 620, at: 0.1, speed: -1500, duration: 0.08)
    let (_, lines) = try run(
      [Scenario.key(0, "g")] + flick + [Scenario.key(1.2, "space")], scene: PaneScene.name, duration: 1.6)
    func ghosts(at time: Double) -> Any? {
      lines.first { abs(($0["t"] as? Double ?? -1) - time) < 1e-6 }?["ghosts"]
    }
    #expect(ghosts(at: 1.0) is [String: Any])
    #expect(ghosts(at: 1.25) is NSNull)
    #expect(ghosts(at: 1.5) is NSNull)
    // A press on the scene is a next motion too: a tap on the open pane.
    let (_, tapped) = try run(
      [Scenario.key(0, "g")] + flick + PaneScenario.tap(at: 1.2, y: 300), scene: PaneScene.name, duration: 1.4
    )
    #expect(tapped.last?["ghosts"] is NSNull)
  }
}
