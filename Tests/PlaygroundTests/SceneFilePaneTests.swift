import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// `Assets/scenes/pane.json`, objc.io's pane written as a scene file, driven by the pane's Assets
/// scripts, moves its pane where the Swift pane scene moves its own: within 0.5 pt on every
/// frame, in spring and dynamics, at 60 and 240 fps. And a scene file's trace names the scene by
/// the file and gives each layer's presentation frame.
@Suite("Scene files: the pane file and the pane scene")
struct SceneFilePaneTests {
  @Test(
    "the pane file's pane follows the pane scene's",
    arguments: ["spring", "dynamics"], ["pane-demo", "pane-hud-demo"])
  func paneFileFollowsPaneScene(mode: String, script: String) throws {
    for fps in ["60", "240"] {
      let common = ["--mode", mode, "--fps", fps, "--script", SceneFileRun.script(script)]
      let swift = try SceneFileRun.trace(["--scene", "pane"] + common)
      let file = try SceneFileRun.trace(["--scene-file", SceneFileRun.asset("pane")] + common)
      #expect(swift.count == file.count)
      var worst = 0.0
      var ys: [Double] = []
      for (scene, described) in zip(swift, file) {
        let pane = try #require(scene["pane"] as? [String: Double])
        let layer = try SceneFileRun.frame(described, "pane")
        worst = max(worst, abs(try #require(pane["x"]) - layer.x), abs(try #require(pane["y"]) - layer.y))
        ys.append(layer.y)
      }
      #expect(worst <= 0.5, "\(script) \(mode) \(fps) fps: the file's pane is \(worst) pt off the scene's")
      // The scripts open and close the pane: the comparison is of a pane that moved.
      #expect((ys.max() ?? 0) - (ys.min() ?? 0) > 300, "\(script) \(mode) \(fps) fps: the pane hardly moved")
    }
  }

  @Test("a scene file's trace names the scene by the file and traces every layer's frame")
  func traceNamesTheFileAndItsLayers() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("my-pane.json").path
    try FileManager.default.copyItem(atPath: SceneFileRun.asset("pane"), toPath: path)
    let lines = try SceneFileRun.trace(
      ["--scene-file", path, "--script", SceneFileRun.script("pane-demo"), "--duration", "1"])
    let first = try #require(lines.first)
    #expect(first["scene"] as? String == "my-pane")
    let layers = try #require(first["layers"] as? [String: [String: Double]])
    #expect(Set(layers.keys).isSuperset(of: ["navbar", "dimming", "pane", "grabber", "wifi"]))
    for (id, fields) in layers {
      #expect(Set(fields.keys) == ["x", "y", "w", "h", "alpha", "scale", "rotation"], "\(id)")
    }
    // The dimming follows the pane: transparent closed, darker as it opens (pane-demo opens it).
    let alphas = try lines.map { line in
      try #require((line["layers"] as? [String: [String: Double]])?["dimming"]?["alpha"])
    }
    #expect(alphas.first == 0)
    #expect((alphas.max() ?? 0) > 0.2)
    #expect(alphas.allSatisfy { $0 >= 0 && $0 <= 0.35 + 1e-9 })
  }
}
