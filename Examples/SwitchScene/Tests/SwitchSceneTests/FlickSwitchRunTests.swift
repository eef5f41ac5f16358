import Foundation
import Testing

/// The example as a user runs it: `flick-switch --headless` with a script, its trace and its
/// screenshot, so the whole instrument (script, trace, screenshot) works for a scene from
/// outside Flick.
@Suite struct FlickSwitchRunTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `.build/<config>/flick-switch`, beside the test bundle.
  static var executable: URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("flick-switch")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/flick-switch")
  }

  static func run(_ arguments: [String], executable: URL = executable) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test func theScriptedFlickTracesTheSwitchAndTheScreenshotShowsItOn() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flick-switch-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    let screenshot = directory.appendingPathComponent("switch.png")
    let script = Self.packageRoot.appendingPathComponent("Scripts/flick-and-grab.json")
    let status = try Self.run([
      "--headless", "--script", script.path, "--trace", trace.path, "--screenshot", screenshot.path,
    ])
    #expect(status == 0)
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(lines.allSatisfy { $0["scene"] as? String == "switch" })
    // Tapped on (0.36 s), flicked off (0.53 s), Space on, grabbed mid-flight and flicked on.
    let on = lines.map { $0["on"] as? Bool }
    #expect(on.first == false)
    #expect(on.last == true)
    #expect(on.contains(false) && on.contains(true))
    let last = try #require(lines.last)
    let handoff = try #require(last["handoff"] as? [String: Any])
    let release = try #require(handoff["release"] as? [String: Double])
    // The last flick lets go past the on end, rubber-banded: the thumb hands on its own
    // velocity (the pointer's times the band's slope), and the settle starts with it.
    let settle = try #require(handoff["settle"] as? [String: Double])
    #expect(try #require(release["x"]) > 100)
    #expect(release["x"] == settle["x"])
    #expect(abs(try #require(last["progress"] as? Double) - 1) < 0.01)
    // The track is green once on: ImageMagick reads the pixel left of the thumb.
    let convert = Process()
    convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    convert.arguments = [
      screenshot.path, "-format",
      "%[fx:int(255*p{400,320}.r)] %[fx:int(255*p{400,320}.g)] %[fx:int(255*p{400,320}.b)]", "info:",
    ]
    let pipe = Pipe()
    convert.standardOutput = pipe
    try convert.run()
    convert.waitUntilExit()
    let rgb = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    #expect(rgb == [0x34, 0xC7, 0x59], "pixel \(rgb)")
  }

  @Test func theSwitchsOwnOptionIsCheckedAndListedInTheHelp() throws {
    #expect(try Self.run(["--headless", "--track", "80"]) == 1)
    #expect(try Self.run(["--headless", "--track", "long"]) == 2)
    #expect(try Self.run(["--headless", "--scene", "modal", "--track", "300"]) == 2)
    #expect(try Self.run(["--headless", "--track", "300", "--duration", "0.1"]) == 0)
  }
}
