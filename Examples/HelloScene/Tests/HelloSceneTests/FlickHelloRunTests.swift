import Foundation
import Testing

/// The example as a user runs it: `flick-hello --headless` with a script, its trace and its
/// screenshot, so the whole instrument (script, trace, screenshot) works for a scene from
/// outside Flick.
@Suite struct FlickHelloRunTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `.build/<config>/flick-hello`, beside the test bundle.
  static var executable: URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("flick-hello")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/flick-hello")
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

  @Test func theScriptedFlickTracesTheSquareAndTheScreenshotShowsItHome() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flick-hello-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    let screenshot = directory.appendingPathComponent("hello.png")
    let script = Self.packageRoot.appendingPathComponent("Scripts/flick-and-grab.json")
    let status = try Self.run([
      "--headless", "--script", script.path, "--trace", trace.path, "--screenshot", screenshot.path,
    ])
    #expect(status == 0)
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(lines.allSatisfy { $0["scene"] as? String == "hello" })
    // Flicked up and right (0.39 s), grabbed mid-flight in slow motion (0.70 s), flicked again.
    let releases = lines.compactMap { $0["handoff"] as? [String: Any] }.compactMap {
      $0["release"] as? [String: Double]
    }
    #expect(releases.contains { ($0["x"] ?? 0) > 1000 })
    #expect(lines.contains { $0["gesture"] as? String == "changed" && $0["slowMotion"] as? Bool == true })
    let last = try #require(lines.last)
    #expect(abs(try #require(last["x"] as? Double) - 480) < 0.5)
    #expect(abs(try #require(last["y"] as? Double) - 320) < 0.5)
    // The square is home: ImageMagick reads the accent at the window's centre.
    let convert = Process()
    convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    convert.arguments = [
      screenshot.path, "-format",
      "%[fx:int(255*p{480,320}.r)] %[fx:int(255*p{480,320}.g)] %[fx:int(255*p{480,320}.b)]", "info:",
    ]
    let pipe = Pipe()
    convert.standardOutput = pipe
    try convert.run()
    convert.waitUntilExit()
    let rgb = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    #expect(rgb == [0x3D, 0x7B, 0xFD], "pixel \(rgb)")
  }

  /// `flick-hello --export-test` writes a test that replays among the package's own scenes:
  /// FlickAndGrabRecordingTests.swift beside this file is that test, checked in and run by this
  /// target. Exporting again must give it byte for byte (else export it again, as its first line
  /// says).
  @Test func theRecordingExportedAsATestIsTheCheckedInOne() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flick-hello-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("FlickAndGrabRecordingTests.swift")
    let script = Self.packageRoot.appendingPathComponent("Scripts/flick-and-grab.json")
    #expect(try Self.run(["--script", script.path, "--export-test", output.path]) == 0)
    let checkedIn = Self.packageRoot.appendingPathComponent(
      "Tests/HelloSceneTests/FlickAndGrabRecordingTests.swift")
    #expect(
      try String(contentsOf: output, encoding: .utf8) == String(contentsOf: checkedIn, encoding: .utf8),
      "export it again: flick-hello --script Scripts/flick-and-grab.json --export-test Tests/HelloSceneTests/FlickAndGrabRecordingTests.swift"
    )
  }

  @Test func anErrorNamesTheProgramTheUserRan() throws {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = ["--headless", "--fps", "0"]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let stderr = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(stderr.hasPrefix("flick-hello: --fps must be between 1 and 1000"), "\(stderr)")
  }
}
