import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// Scene files run as `flick --scene-file …` runs them, in process: the configuration the
/// command line makes, a session stepped frame by frame (a test can save the file between two
/// frames, as an editor does while the window runs), and the trace read back.
enum SceneFileRun {
  /// The example files, `Assets/scenes/NAME.json`.
  static func asset(_ name: String) -> String {
    FlickProcess.packageRoot.appendingPathComponent("Assets/scenes/\(name).json").path
  }

  /// An Assets script, `Assets/NAME.json`.
  static func script(_ name: String) -> String {
    FlickProcess.packageRoot.appendingPathComponent("Assets/\(name).json").path
  }

  /// The configuration `flick --headless ARGUMENTS` runs with (nothing drawn unless `draws`).
  static func configuration(_ arguments: [String], draws: Bool = false) throws -> RunConfiguration {
    var configuration = try FlickCommand.parse(["--headless"] + arguments).runConfiguration()
    configuration.draws = draws
    return configuration
  }

  /// A whole headless run of `arguments` with a trace: every line as a JSON object.
  static func trace(_ arguments: [String]) throws -> [[String: Any]] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("trace.jsonl").path
    _ = try PlaygroundApp(configuration: try configuration(arguments + ["--trace", path])).runHeadless()
    return try lines(of: path)
  }

  /// A trace file's lines as JSON objects.
  static func lines(of path: String) throws -> [[String: Any]] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// A layer's presentation frame on a trace line (`layers[id]`).
  static func frame(_ line: [String: Any], _ id: String) throws -> (
    x: Double, y: Double, w: Double, h: Double
  ) {
    let layers = try #require(line["layers"] as? [String: Any])
    let layer = try #require(layers[id] as? [String: Double], "no layer \(id) on the line")
    return (
      try #require(layer["x"]), try #require(layer["y"]), try #require(layer["w"]), try #require(layer["h"])
    )
  }

  /// Writes `text` to `path` as an editor's save does: a new file renamed over the old one.
  static func save(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
