import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// I records the session's input from inside the window (issue 42 §3): a second I saves it as a
/// timestamped script that the toast names, the JSON `--record` writes, and `--script` replays
/// it to the same motion, the script's zero being the first I.
@Suite("I records the input to a script")
struct InputRecordingTests {
  /// A pane session at 60 fps: I at 0.5 s, a tuning key, a flick up at 1 s, I again at 2.5 s,
  /// on to `until`.
  private func recorded(in directory: URL, until: Double) throws -> Session {
    let events =
      [Scenario.key(0.2, "]"), Scenario.key(0.5, "i"), Scenario.key(0.7, "'")]
      + PaneScenario.drag(from: 620, at: 1, speed: -1200, duration: 0.1) + [Scenario.key(2.5, "i")]
    return try HeadlessRun.session(
      events, scene: PaneScene.name, until: until,
      prepare: { $0.outputs.saveDirectory = { _ in directory.path + "/" } })
  }

  private static func isPress(_ action: Script.Action) -> Bool {
    if case .pointer(.down, _) = action { return true }
    return false
  }

  @Test func aSecondISavesAScriptThatReplaysTheSameMotion() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let live = try recorded(in: directory, until: 3.5)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.count == 1)
    let name = try #require(files.first)
    #expect(name.hasPrefix("flick-script-") && name.hasSuffix(".json"))
    let path = directory.appendingPathComponent(name).path
    // The toast names the file (the run's other toasts came before it).
    let toast = try #require(live.instrument.toasts.text)
    #expect(toast.contains(name), "\(toast)")
    let script = try Script(contentsOf: path)
    // The script starts at the first I: the flick at 1 s is at 0.5 s in it, the tuning key at
    // 0.2 s before it is in the opening's tuning, the one at 0.7 s at 0.2 s.
    #expect(script.events.contains { $0.time == 0.5 && Self.isPress($0.action) })
    let replay = try HeadlessRun.session(script.events, scene: PaneScene.name, until: 3)
    let scene = try #require(live.scene as? PaneScene)
    let again = try #require(replay.scene as? PaneScene)
    #expect(again.parameters == scene.parameters)
    #expect(again.state == scene.state && again.state == .open)
    #expect(abs(again.pane.presentationFrame.minY - scene.pane.presentationFrame.minY) < 1e-6)
  }

  @Test func withoutASecondITheRecordingIsSavedWhenTheRunEnds() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let live = try HeadlessRun.session(
      [Scenario.key(0.1, "i"), Scenario.key(0.3, "space")], scene: PaneScene.name, until: 0.5,
      prepare: { $0.outputs.saveDirectory = { _ in directory.path + "/" } })
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    try live.finish()
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.count == 1)
    let script = try Script(contentsOf: directory.appendingPathComponent(try #require(files.first)).path)
    #expect(script.events.contains { abs($0.time - 0.2) < 1e-9 && $0.action == .key("space") })
  }
}
