import Foundation
import Testing

/// Every bad input gets one clear line on stderr and a non-zero exit code, never a crash.
@Suite("Bad input: one line on stderr, non-zero exit")
struct BadInputTests {
  /// `status` 1 is a run-time error; a negative number after a flag reads as another flag to
  /// the parser, a usage error (2), which the issue allows.
  private func expectOneLineError(
    _ arguments: [String], status: Int32, mentions fragments: [String], environment: [String: String]? = nil,
    orUsageError: Bool = false
  ) throws {
    let result = try FlickProcess.run(arguments, environment: environment)
    #expect(
      result.status == status || (orUsageError && result.status == 2),
      "exit \(result.status), stderr: \(result.stderr)")
    #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
    let line = try #require(result.stderrLines.first)
    #expect(line.hasPrefix("flick: "))
    for fragment in fragments { #expect(line.contains(fragment), "\(line) lacks \(fragment)") }
  }

  @Test func missingScript() throws {
    try expectOneLineError(
      ["--headless", "--script", "/nonexistent/flick.json"], status: 1, mentions: ["/nonexistent/flick.json"])
  }

  @Test func malformedScriptJSON() throws {
    let directory = try FlickProcess.temporaryDirectory()
    let path = directory.appendingPathComponent("bad.json").path
    try Data("{\"events\": [ {\"t\": 0.1, ".utf8).write(to: URL(fileURLWithPath: path))
    try expectOneLineError(["--headless", "--script", path], status: 1, mentions: [path, "not valid"])
  }

  @Test func scriptWithUnknownKey() throws {
    let directory = try FlickProcess.temporaryDirectory()
    let path = directory.appendingPathComponent("keys.json").path
    try Data(#"{"events": [{"t": 0, "key": "space"}, {"t": 0.1, "key": "warp"}]}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    try expectOneLineError(["--headless", "--script", path], status: 1, mentions: ["event 1", "warp"])
  }

  @Test func scriptWithNegativeTime() throws {
    let directory = try FlickProcess.temporaryDirectory()
    let path = directory.appendingPathComponent("time.json").path
    try Data(#"{"events": [{"t": -1, "pointer": "down", "x": 1, "y": 2}]}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    try expectOneLineError(["--headless", "--script", path], status: 1, mentions: ["event 0", "\"t\""])
  }

  @Test(arguments: ["abc", "960", "0x640", "960x-5", "100000x640", "960x640x2"])
  func badSize(_ size: String) throws {
    try expectOneLineError(["--headless", "--size", size], status: 1, mentions: ["--size", size])
  }

  @Test(arguments: ["-30", "0", "nan", "inf", "5000"])
  func badFPS(_ fps: String) throws {
    try expectOneLineError(
      ["--headless", "--fps", fps], status: 1, mentions: ["--fps"], orUsageError: fps.hasPrefix("-"))
  }

  @Test(arguments: ["-1", "0", "nan", "99999"])
  func badDuration(_ duration: String) throws {
    try expectOneLineError(
      ["--headless", "--duration", duration], status: 1, mentions: ["--duration"],
      orUsageError: duration.hasPrefix("-"))
  }

  @Test func notANumber() throws {
    try expectOneLineError(["--headless", "--fps", "fast"], status: 2, mentions: ["fast"])
  }

  @Test func unknownFlag() throws {
    try expectOneLineError(["--headless", "--warp-speed"], status: 2, mentions: ["--warp-speed"])
  }

  @Test func unwritableTrace() throws {
    try expectOneLineError(
      ["--headless", "--trace", "/nonexistent/dir/trace.jsonl"], status: 1,
      mentions: ["trace", "/nonexistent/dir"])
  }

  @Test func unwritableScreenshot() throws {
    try expectOneLineError(
      ["--headless", "--screenshot", "/nonexistent/dir/shot.png"], status: 1,
      mentions: ["screenshot", "/nonexistent/dir"])
  }

  @Test func screenshotThatIsNotPNG() throws {
    try expectOneLineError(["--headless", "--screenshot", "/tmp/shot.jpg"], status: 1, mentions: [".png"])
  }

  @Test func noDisplayWithoutHeadless() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = "x11"
    try expectOneLineError(
      ["--duration", "1"], status: 1, mentions: ["window", "--headless"], environment: environment)
  }

  @Test func helpIsNotAnError() throws {
    let result = try FlickProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--headless"))
    #expect(result.stderr.isEmpty)
  }
}
