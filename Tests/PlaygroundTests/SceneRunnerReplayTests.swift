import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// A frame is a pure step: every Assets script's live headless run, replayed from its input log
/// through a fresh ``SceneRunner`` alone (no session, canvas, renderer or instrument), gives the
/// scene's trace fields of the live run frame by frame, to the bit.
@Suite("SceneRunner replays")
struct SceneRunnerReplayTests {
  @Test(arguments: AssetScriptTests.scripts)
  func theRunnerAloneMakesEveryFrameOfTheLiveRunAgain(script: String) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    // The scene, options and size the script names, as `flick --script` takes them (with the
    // example scene file a script names, as `flick --scene-file` reads it).
    let path = AssetScriptTests.assets.appendingPathComponent(script).path
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let scene = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["scene"] as? String
    let file = scene.flatMap(AssetScriptTests.sceneFile).map { ["--scene-file", $0] } ?? []
    var configuration = try FlickCommand.parse(
      ["--headless", "--script", path, "--duration", "3", "--trace", trace.path] + file
    ).runConfiguration()
    configuration.draws = false
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let log = session.timeline
    #expect(log.count == lines.count, "\(script): \(log.count) logged frames, \(lines.count) traced")
    let replay = SceneRunner(
      scenes: configuration.scenes, start: session.runner.start, options: configuration.sceneOptions)
    var compared = 0
    for (frame, line) in zip(log.frames, lines) {
      replay.replay(frame)
      let fields = try #require(
        try JSONSerialization.jsonObject(with: Data(TraceValue.object(replay.scene.probe.fields).json.utf8))
          as? [String: Any])
      for (name, value) in fields {
        let live = try #require(line[name], "\(script): no \(name) in the live trace")
        #expect(
          try Self.text(value) == Self.text(live),
          "\(script) at t = \(line["t"] ?? "?"): \(name) \(value) live \(live)")
      }
      compared += 1
    }
    #expect(compared > 100)
  }

  /// A parsed JSON value written back, keys sorted, for comparison.
  private static func text(_ value: Any) throws -> String {
    String(
      decoding: try JSONSerialization.data(
        withJSONObject: ["v": value], options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
  }
}
