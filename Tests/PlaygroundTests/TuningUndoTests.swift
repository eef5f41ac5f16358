import CSDL2
import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Ctrl+Z takes back the last tuning change, one at a time (issue 25): a slider's whole drag is
/// one change, a key one, a wheel step one.
@Suite("Ctrl+Z undoes tuning", .serialized)
struct TuningUndoTests {
  private func session(_ events: [Script.Event], until: Double) throws -> Session {
    try HeadlessRun.session(events, scene: PaneScene.name, until: until)
  }

  @Test func eachChangeComesBackInTurn() throws {
    let start = PaneScene.defaultParameters
    let panel = TuningPanel(
      mode: .spring, parameters: start, layout: OverlayLayout(size: Size(width: 960, height: 640)))
    let track = try #require(
      panel.rows.compactMap { row -> Rect? in
        if case .slider(let slider, let track) = row.control, slider.id == "response" { return track }
        return nil
      }.first)
    let y = track.center.y
    // A key, then a drag across the response slider (three moves), then a wheel step on it.
    let edits: [Script.Event] = [
      Scenario.key(0.05, "t"), Scenario.key(0.1, "]"),
      Scenario.pointer(0.2, .down, track.minX + track.width * 0.2, y),
      Scenario.pointer(0.25, .move, track.minX + track.width * 0.3, y),
      Scenario.pointer(0.3, .move, track.minX + track.width * 0.4, y),
      Scenario.pointer(0.35, .up, track.minX + track.width * 0.5, y),
      Script.Event(
        time: 0.4,
        action: .wheel(
          delta: Vector2(x: 0, y: -1), isPrecise: false, modifiers: [], location: track.center)),
    ]
    let tuned = try session(edits, until: 0.5)
    let afterKey = try session(Array(edits.prefix(2)), until: 0.5).scene.parameters
    let afterDrag = try session(Array(edits.prefix(6)), until: 0.5).scene.parameters
    #expect(afterKey != start && afterDrag != afterKey && tuned.scene.parameters != afterDrag)
    let undoOnce = try session(edits + [Scenario.key(0.6, "ctrl+z")], until: 0.7)
    #expect(undoOnce.scene.parameters == afterDrag)
    let undoTwice = try session(
      edits + [Scenario.key(0.6, "ctrl+z"), Scenario.key(0.65, "ctrl+z")], until: 0.7)
    #expect(undoTwice.scene.parameters == afterKey)
    let undoAll = try session(
      edits + (0..<4).map { Scenario.key(0.6 + 0.01 * Double($0), "ctrl+z") }, until: 0.7)
    #expect(undoAll.scene.parameters == start)
    #expect(undoAll.instrument.toasts.text == "nothing to undo")
  }

  @Test func ctrlZInAWindowIsNamedCtrlZ() {
    #expect(Input.name("z", modifiers: UInt32(KMOD_LCTRL.rawValue)) == "ctrl+z")
    #expect(Input.name("space", modifiers: UInt32(KMOD_LSHIFT.rawValue)) == "shift+space")
    #expect(Input.name("[", modifiers: UInt32(KMOD_LSHIFT.rawValue)) == "[")
    #expect(Input.name("z", modifiers: 0) == "z")
  }
}
