import Foundation
import Testing

/// Every script in Assets/ runs headless with the scene it was written for, and what the README
/// says about it holds: a picture or a claim cannot silently rot.
@Suite("Asset scripts and the README's claims")
struct AssetScriptTests {
  static let assets = FlickProcess.packageRoot.appendingPathComponent("Assets")

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && $0 != "presets.json" }.sorted()
  }

  /// Every script names the scene it was written for inside the file (`"scene"`, with its
  /// options and window size): nothing is passed for it on the command line, so a new script
  /// never runs, and passes the trace comparison, in a scene it was not made for.
  @Test(arguments: scripts)
  func everyScriptNamesItsScene(script: String) throws {
    let data = try Data(contentsOf: Self.assets.appendingPathComponent(script))
    let top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let scene = try #require(top["scene"] as? String, "\(script) names no scene")
    #expect(Self.builtIn.contains(scene) || Self.sceneFile(scene) != nil, "\(script): \(scene)")
  }

  static let builtIn: Set<String> = ["modal", "card", "navigation", "pane", "scroll", "photos", "stress"]

  /// `Assets/scenes/NAME.json`, when a script names a scene of an example scene file (written
  /// for the file, as `refresh-pull.json` for `refresh.json`): it runs with `--scene-file`. A
  /// built-in scene's name is the built-in scene's (`pane-demo.json` names the pane, beside
  /// which `Assets/scenes/pane.json` is a scene file of the same name).
  static func sceneFile(_ scene: String) -> String? {
    guard !builtIn.contains(scene) else { return nil }
    let path = assets.appendingPathComponent("scenes/\(scene).json").path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// Runs `script` headless at 60 fps for `duration` seconds; returns the trace's lines.
  static func trace(of script: String, duration: Double = 3) throws -> [[String: Any]] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    let path = assets.appendingPathComponent(script).path
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let scene = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["scene"] as? String
    let file = scene.flatMap(sceneFile).map { ["--scene-file", $0] } ?? []
    let result = try FlickProcess.run(
      ["--headless", "--script", path, "--trace", trace.path, "--duration", String(duration)] + file)
    try #require(result.status == 0, "\(script): exit \(result.status), \(result.stderr)")
    return try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  static func line(_ lines: [[String: Any]], at time: Double) throws -> [String: Any] {
    try #require(lines.first { ($0["t"] as? Double ?? -1) >= time - 1e-9 })
  }

  /// The README and every page under docs/, as one text.
  static func documentation() throws -> String {
    let root = FlickProcess.packageRoot
    var pages = [root.appendingPathComponent("README.md")]
    let docs = root.appendingPathComponent("docs")
    if let walker = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
      pages += walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
    }
    return try pages.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
  }

  @Test(arguments: scripts)
  func everyScriptRunsAndIsDocumented(script: String) throws {
    let lines = try Self.trace(of: script)
    #expect(lines.count > 100)
    for (index, line) in lines.enumerated() {
      if let problem = FuzzTests.outOfBounds(line, path: "") {
        Issue.record("\(script) line \(index): \(problem)")
      }
    }
    // Named in the README or a page of docs/, or in the script that makes one of their pictures.
    let readme = try Self.documentation()
    let makers = try FileManager.default.contentsOfDirectory(atPath: Self.assets.path)
      .filter { $0.hasPrefix("make-") }
      .map { try String(contentsOf: Self.assets.appendingPathComponent($0), encoding: .utf8) }
    // The card's section names its scripts together, as `Assets/card-*.json`.
    let family = script.split(separator: "-").first.map { "Assets/\($0)-*.json" } ?? script
    #expect(
      readme.contains(script) || readme.contains(family) || makers.contains { $0.contains(script) },
      "\(script) is not used")
  }

  /// README: the HUD picture's flick is released at 2 086 pt/s (the speed the frames showed at
  /// the release: the finger's 5 ms before, as every held frame showed it) and the modal ends
  /// presented.
  @Test func hudDemoFlicksAt2086AndPresents() throws {
    let lines = try Self.trace(of: "hud-demo.json", duration: 1.2)
    let last = try #require(lines.last)
    #expect(last["phase"] as? String == "presented")
    let handoff = try #require(last["handoff"] as? [String: Any])
    let release = try #require(handoff["release"] as? [String: Double])
    #expect(abs((release["y"] ?? 0) - 2085.7) < 1, "release \(release)")
  }

  /// README: flick-away.json grabs the presenting modal and flicks it out: it is dismissed.
  @Test func flickAwayDismisses() throws {
    let lines = try Self.trace(of: "flick-away.json", duration: 2)
    #expect(lines.contains { $0["phase"] as? String == "dragging" })
    #expect(lines.last?["phase"] as? String == "dismissed")
  }

  /// README: in pane-demo.json a tap opens the pane at 0.30 s and a tap at 0.40 s reverses it.
  @Test func paneDemoOpensThenReverses() throws {
    let lines = try Self.trace(of: "pane-demo.json")
    #expect(try Self.line(lines, at: 0.2)["state"] as? String == "closed")
    #expect(try Self.line(lines, at: 0.35)["state"] as? String == "open")
    #expect(try Self.line(lines, at: 0.45)["state"] as? String == "closed")
  }

  /// README: stress-demo.json clicks at 0.2 s (every card moves), then drags from 1.0 s (the
  /// pull follows the pointer).
  @Test func stressDemoFlicksThenPulls() throws {
    let lines = try Self.trace(of: "stress-demo.json", duration: 1.4)
    #expect(try Self.line(lines, at: 0.1)["moving"] as? Double == 0)
    #expect(try Self.line(lines, at: 0.25)["moving"] as? Double == 1000)
    #expect(try Self.line(lines, at: 0.9)["attractor"] is NSNull)
    let pull = try #require(try Self.line(lines, at: 1.3)["attractor"] as? [String: Double])
    #expect(pull == ["x": 640, "y": 380])
  }
}
