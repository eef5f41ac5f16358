import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// Live on save: a scene file saved while the session runs is read again at the next frame, and
/// the session's whole recorded input is re-simulated under it, so from that frame on the scene
/// is exactly what a run of the new file with the same gestures shows; the version before runs
/// on as the ghost (`previous`), exactly what a run of the old file shows. A save that does not
/// read keeps the last good version running, untouched, and says where the file is wrong.
@Suite("Scene files: live on save", .serialized)
struct SceneFileReloadTests {
  static let pane = (try? String(contentsOfFile: SceneFileRun.asset("pane"), encoding: .utf8)) ?? ""
  /// The pane file with another spring stiffness.
  static func pane(stiffness: Int) -> String {
    pane.replacingOccurrences(of: "\"stiffness\": 300", with: "\"stiffness\": \(stiffness)")
  }

  /// Runs `pane-demo` on the scene file at `path` at 60 fps for 4 s, calling `edit` before the
  /// frame of each index it names; returns the trace.
  static func run(_ path: String, edits: [Int: () throws -> Void]) throws -> [[String: Any]] {
    let trace = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("trace.jsonl")
      .path
    let configuration = try SceneFileRun.configuration(
      ["--scene-file", path, "--script", SceneFileRun.script("pane-demo"), "--trace", trace])
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    for index in 0...240 {
      try edits[index]?()
      session.frame(at: Double(index) / 60, inputs: [])
    }
    try session.finish()
    return try SceneFileRun.lines(of: trace)
  }

  /// The pane's y on each line of an uninterrupted run of `text` (saved as `live.json`).
  static func uninterrupted(_ text: String) throws -> [Double] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.json").path
    try SceneFileRun.save(text, to: path)
    return try run(path, edits: [:]).map { try SceneFileRun.frame($0, "pane").y }
  }

  @Test("a save re-simulates the gesture under the new numbers; the old version goes on as the ghost")
  func saveReplaysTheGestureUnderTheNewFile() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.json").path
    try SceneFileRun.save(Self.pane(stiffness: 300), to: path)
    // Saved at 1.6 s, while the pane settles from the flick up that began at 1.4 s.
    let lines = try Self.run(path, edits: [96: { try SceneFileRun.save(Self.pane(stiffness: 80), to: path) }])
    let soft = try Self.uninterrupted(Self.pane(stiffness: 80))
    let stiff = try Self.uninterrupted(Self.pane(stiffness: 300))
    #expect(lines.count == 241 && soft.count == 241 && stiff.count == 241)

    let reloads = lines.indices.filter { lines[$0]["reload"] != nil }
    #expect(reloads == [96])
    let reload = try #require(lines[96]["reload"] as? [String: Any])
    #expect(reload["file"] as? String == path)
    #expect(reload["ok"] as? Bool == true)
    #expect(reload["error"] == nil)

    var differs = false
    for (index, line) in lines.enumerated() {
      let y = try SceneFileRun.frame(line, "pane").y
      let stiffness = (line["tuning"] as? [String: Double])?["stiffness"]
      if index < 96 {
        #expect(y == stiff[index], "frame \(index): before the save, the first version")
        #expect(stiffness == 300)
        #expect(line["previous"] == nil)
      } else {
        // The history made again under the new file: what a run of it alone shows.
        #expect(y == soft[index], "frame \(index): the live pane is the new version's")
        #expect(stiffness == 80)
        let previous = try #require(line["previous"] as? [String: Double], "frame \(index): no ghost")
        #expect(previous["y"] == stiff[index], "frame \(index): the ghost is the old version's")
        if abs(soft[index] - stiff[index]) > 5 { differs = true }
      }
    }
    #expect(differs, "the two stiffnesses should move the pane differently after the save")
  }

  @Test("a broken save keeps the last good version running and says where; a fixed one reads again")
  func brokenSaveKeepsTheLastGoodVersion() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.json").path
    let good = Self.pane(stiffness: 300)
    try SceneFileRun.save(good, to: path)
    // A comma lost at the end of the "summary" line (line 5): the next key is unexpected there.
    let broken = good.replacingOccurrences(
      of: "and flick (velocity rule)\",", with: "and flick (velocity rule)\"")
    #expect(broken != good)
    let lines = try Self.run(
      path,
      edits: [
        96: { try SceneFileRun.save(broken, to: path) },
        200: { try SceneFileRun.save(Self.pane(stiffness: 80), to: path) },
      ])
    let stiff = try Self.uninterrupted(good)
    #expect(lines.indices.filter { lines[$0]["reload"] != nil } == [96, 200])
    let failed = try #require(lines[96]["reload"] as? [String: Any])
    #expect(failed["ok"] as? Bool == false)
    #expect(failed["file"] as? String == path)
    let error = try #require(failed["error"] as? String)
    #expect(error.hasPrefix("6:3: "), "the error says where: \(error)")
    for index in 0..<200 {
      // Untouched by the broken save: the first version goes on as if nothing happened.
      #expect(try SceneFileRun.frame(lines[index], "pane").y == stiff[index], "frame \(index)")
      #expect(lines[index]["scene"] as? String == "live")
      #expect(lines[index]["previous"] == nil)
    }
    let fixed = try #require(lines[200]["reload"] as? [String: Any])
    #expect(fixed["ok"] as? Bool == true)
    #expect((lines[200]["tuning"] as? [String: Double])?["stiffness"] == 80)
  }

  @Test("a save that divides by what is 0 in every window is refused where the divisor is")
  func saveDividingByZeroIsRefused() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.json").path
    let good = Self.pane(stiffness: 300)
    try SceneFileRun.save(good, to: path)
    // The icons' x on line 17: a divisor with W in it that is 0 at every size.
    let broken = good.replacingOccurrences(of: "\"x\": \"W / 2 - 228\"", with: "\"x\": \"W / (W - W) - 228\"")
    #expect(broken != good)
    let lines = try Self.run(path, edits: [30: { try SceneFileRun.save(broken, to: path) }])
    let failed = try #require(lines[30]["reload"] as? [String: Any])
    #expect(failed["ok"] as? Bool == false)
    let error = try #require(failed["error"] as? String)
    #expect(error.hasPrefix("17:31: ") && error.contains("division by zero"), "\(error)")
  }

  /// Writes `text` over the file at `path` in place, as `cp`, Python's `open('w')` and many
  /// editors do: the file is truncated first, then written.
  static func writeInPlace(_ text: String, to path: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    defer { try? handle.close() }
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
  }

  /// Issue 61: a save that truncates before writing was read half-way, and "the file is empty"
  /// showed for a file that was not. Here the file stays empty for two frames before its new
  /// text is written: the reload reads it once, whole, and never says it was empty.
  @Test("a save that truncates first is read once, whole, never as an empty file")
  func truncatingSaveIsReadWhole() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.json").path
    try SceneFileRun.save(Self.pane(stiffness: 300), to: path)
    let lines = try Self.run(
      path,
      edits: [
        96: { try Self.writeInPlace("", to: path) },
        98: { try Self.writeInPlace(Self.pane(stiffness: 80), to: path) },
      ])
    #expect(lines.indices.filter { lines[$0]["reload"] != nil } == [98])
    let reload = try #require(lines[98]["reload"] as? [String: Any])
    #expect(reload["ok"] as? Bool == true)
    #expect(reload["error"] == nil)
    #expect((lines[98]["tuning"] as? [String: Double])?["stiffness"] == 80)
  }
}
