import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// Live on save, every bad file of ``SceneFileBadInputTests``: saved over a running scene file,
/// it is the in-window error (the trace's `reload` says `ok: false` and where), and the last good
/// version runs on.
@Suite("Scene files: bad saves while live", .serialized)
struct SceneFileBadSaveTests {
  @Test(
    "a bad save is the window's error, at its line and column; the last good version runs on",
    arguments: SceneFileBadInputTests.cases.indices)
  func badSave(index: Int) throws {
    let (name, text, position, says) = SceneFileBadInputTests.cases[index]
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.json").path
    let trace = directory.appendingPathComponent("trace.jsonl").path
    try SceneFileRun.save(try String(contentsOfFile: SceneFileRun.asset("hello"), encoding: .utf8), to: path)
    let configuration = try SceneFileRun.configuration(["--scene-file", path, "--trace", trace])
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    // A file emptied is a save under way until it has stayed empty a while (an editor that
    // truncates, then writes): it is said to be empty on the first frame after that.
    let isEmptied = text.isEmpty
    for index in 0...20 {
      if index == 10 { try SceneFileRun.save(text, to: path) }
      session.frame(at: Double(index) / 60, inputs: [])
      if index == 10, isEmptied { Thread.sleep(forTimeInterval: SceneFileWatcher.emptyGrace + 0.05) }
    }
    try session.finish()
    let lines = try SceneFileRun.lines(of: trace)
    let reload = try #require(lines[isEmptied ? 11 : 10]["reload"] as? [String: Any], "\(name): no reload")
    #expect(reload["ok"] as? Bool == false, "\(name)")
    let error = try #require(reload["error"] as? String)
    #expect(error.hasPrefix("\(position): ") && error.contains(says), "\(name): \(error)")
    #expect(session.sceneFiles?.problem != nil, "\(name): the window shows no error")
    #expect(lines.allSatisfy { $0["scene"] as? String == "live" })
    #expect(try SceneFileRun.frame(try #require(lines.last), "card").y == 560, "\(name): the card runs on")
  }
}
