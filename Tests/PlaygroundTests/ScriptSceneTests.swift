import Foundation
import Testing

@testable import Playground

/// A script names the scene it was written for inside the file (`"scene"`, its `"options"` and
/// the window `"size"`), so it never plays, and passes checks, in a scene it was not made for.
@Suite struct ScriptSceneTests {
  static func script(_ top: String) -> Data {
    Data(#"{\#(top) "events": [{"t": 0.1, "key": "space"}]}"#.utf8)
  }

  @Test func theFileNamesItsSceneOptionsAndSize() throws {
    let script = try Script(
      json: Self.script(#""scene": "stress", "options": {"count": "500"}, "size": "480x360","#),
      name: "s.json")
    #expect(script.scene == "stress")
    #expect(script.sceneOptions == ["count": "500"])
    #expect(script.windowSize?.width == 480 && script.windowSize?.height == 360)
  }

  @Test(arguments: [
    (#""scene": "modl","#, "\"scene\" must be one of"),
    (#""scene": "card", "options": {"count": "5"},"#, "card has no option 'count'"),
    (#""scene": "stress", "options": {"count": "0"},"#, "count"),
    (#""options": {"count": "5"},"#, "\"options\" needs the \"scene\""),
    (#""scene": "modal", "size": "10x10","#, "\"size\" must be WxH"),
  ])
  func aBadSceneOptionOrSizeIsRefusedWithTheFile(top: String, problem: String) {
    #expect {
      _ = try Script(json: Self.script(top), name: "s.json")
    } throws: { error in
      let message = (error as? PlaygroundError)?.message ?? ""
      return message.hasPrefix("script 's.json'") && message.contains(problem)
    }
  }

  @Test func aRunStartsInTheScriptsSceneUnlessSceneIsGiven() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("pane.json")
    try Self.script(#""scene": "pane","#).write(to: path)
    let trace = directory.appendingPathComponent("trace.jsonl")
    for (arguments, scene) in [([String](), "pane"), (["--scene", "card"], "card")] {
      let result = try FlickProcess.run(
        ["--headless", "--script", path.path, "--duration", "0.2", "--trace", trace.path] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      let first = try #require(try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").first)
      let line = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
      #expect(line["scene"] as? String == scene)
    }
  }
}
