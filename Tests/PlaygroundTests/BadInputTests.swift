import Foundation
import Testing

/// Every bad input gets one clear line on stderr and a non-zero exit code, never a crash.
@Suite("Bad input: one line on stderr, non-zero exit")
struct BadInputTests {
  /// `status` 1 is a run-time error (a bad value), 2 a flag that cannot be parsed at all.
  private func expectOneLineError(
    _ arguments: [String], status: Int32, mentions fragments: [String], environment: [String: String]? = nil
  ) throws {
    let result = try FlickProcess.run(arguments, environment: environment)
    #expect(result.status == status, "exit \(result.status), stderr: \(result.stderr)")
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
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("bad.json").path
    try Data("{\"events\": [ {\"t\": 0.1, ".utf8).write(to: URL(fileURLWithPath: path))
    try expectOneLineError(["--headless", "--script", path], status: 1, mentions: [path, "not valid"])
  }

  /// Issue 42 §2.10 names "spacebar" (a name SDL does not give Space).
  @Test(arguments: ["warp", "spacebar"])
  func scriptWithUnknownKey(_ key: String) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("keys.json").path
    try Data(#"{"events": [{"t": 0, "key": "space"}, {"t": 0.1, "key": "\#(key)"}]}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    try expectOneLineError(["--headless", "--script", path], status: 1, mentions: ["event 1", "\"\(key)\""])
  }

  /// A script with one event, written to a fresh directory that is removed afterwards.
  private func expectScriptRefused(_ event: String, mentions fragments: [String]) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("script.json").path
    try Data("{\"events\": [\(event)]}".utf8).write(to: URL(fileURLWithPath: path))
    try expectOneLineError(["--headless", "--script", path], status: 1, mentions: ["event 0"] + fragments)
  }

  @Test(arguments: ["-1", "1e308", "1e9", "3600.5"])
  func scriptTimesOutsideZeroToAnHour(_ time: String) throws {
    // 1e308 used to trap in an integer conversion, 1e9 to hang.
    try expectScriptRefused(
      #"{"t": \#(time), "pointer": "down", "x": 1, "y": 2}"#, mentions: ["\"t\"", "3600"])
  }

  @Test(arguments: ["1e308", "-100001"])
  func scriptCoordinatesOutOfBounds(_ x: String) throws {
    // 1e308 used to reach the trace as inf, which is not JSON.
    try expectScriptRefused(
      #"{"t": 0, "pointer": "down", "x": \#(x), "y": 2}"#, mentions: ["\"x\"", "100000"])
  }

  @Test(arguments: ["0x640", "960x-5", "100000x640"])
  func sizeOutOfRange(_ size: String) throws {
    try expectOneLineError(["--headless", "--size", size], status: 1, mentions: ["--size", size, "8192"])
  }

  /// Text that is not WxH at all cannot be parsed: a usage error, like `--fps fast`.
  @Test(arguments: ["abc", "960", "960x640x2"])
  func sizeNotParseable(_ size: String) throws {
    try expectOneLineError(["--headless", "--size", size], status: 2, mentions: ["--size", size])
  }

  @Test(arguments: ["-30", "-5", "0", "nan", "inf", "5000"])
  func badFPS(_ fps: String) throws {
    // A negative number names the flag and its range too (it used to be "Missing value").
    try expectOneLineError(["--headless", "--fps", fps], status: 1, mentions: ["--fps", "1 and 1000"])
  }

  @Test(arguments: ["-1", "0", "nan", "99999"])
  func badDuration(_ duration: String) throws {
    try expectOneLineError(
      ["--headless", "--duration", duration], status: 1, mentions: ["--duration", "3600"])
  }

  @Test(arguments: ["-1", "0", "200001"])
  func countOutOfRange(_ count: String) throws {
    try expectOneLineError(
      ["--headless", "--scene", "stress", "--count", count], status: 1,
      mentions: ["--count", "1 to 200000", count])
  }

  /// A scene option whose value is not a number at all is a usage error, like `--fps abc`.
  @Test(arguments: ["1e6", "many", "2.5"])
  func countNotParseable(_ count: String) throws {
    try expectOneLineError(
      ["--headless", "--scene", "stress", "--count", count], status: 2,
      mentions: ["--count", "1 to 200000", count])
  }

  @Test func sceneOptionWithoutItsValue() throws {
    try expectOneLineError(["--headless", "--scene", "stress", "--count"], status: 2, mentions: ["--count"])
  }

  /// `--count` belongs to the stress scene: given to another it is refused, naming the scene.
  @Test(arguments: [["--count", "10"], ["--count=10", "--scene", "card"], ["--retarget", "current"]])
  func sceneOptionForAnotherScene(_ option: [String]) throws {
    try expectOneLineError(
      ["--headless"] + option, status: 2, mentions: [String(option[0].prefix { $0 != "=" }), "scene"])
  }

  /// A scene name one or two letters off gets the name it was probably meant to be, as a flag
  /// does (`--sene`: "Did you mean '--scene'?").
  @Test func misspelledSceneSaysWhichItMeant() throws {
    try expectOneLineError(
      ["--headless", "--scene", "crad"], status: 1, mentions: ["'crad'", "did you mean 'card'"])
    let far = try FlickProcess.run(["--headless", "--scene", "xyzzy"])
    #expect(far.status == 1 && !far.stderr.contains("did you mean"), "\(far.stderr)")
  }

  /// A scene file given as a script (its "layers", its comments) is pointed at --scene-file; it
  /// used to be "not JSON".
  @Test func sceneFileGivenAsAScript() throws {
    let scene = FlickProcess.packageRoot.appendingPathComponent("Assets/scenes/hello.json").path
    try expectOneLineError(["--headless", "--script", scene], status: 1, mentions: [scene, "--scene-file"])
  }

  /// A script that is not UTF-8 says so (it was "not JSON").
  @Test func scriptThatIsNotUTF8() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("latin1.json").path
    // "café" in Latin-1: é is the one byte E9.
    let latin1 =
      Data(#"{"events": [{"t": 0, "key": "space", "note": "caf"#.utf8) + Data([0xE9]) + Data(#""}]}"#.utf8)
    try latin1.write(to: URL(fileURLWithPath: path))
    try expectOneLineError(["--headless", "--script", path], status: 1, mentions: [path, "UTF-8"])
  }

  /// An empty path is no file's name: say a path is needed (it was ":1:1: cannot read the scene
  /// file", naming no file).
  @Test func emptySceneFilePath() throws {
    try expectOneLineError(
      ["--headless", "--scene-file", ""], status: 1, mentions: ["--scene-file", "path"])
  }

  @Test func unknownMode() throws {
    try expectOneLineError(
      ["--headless", "--mode", "warp"], status: 2, mentions: ["--mode", "warp", "spring"])
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
    // SDL would fall back to its offscreen driver and run an invisible window forever.
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    try expectOneLineError(
      ["--duration", "5"], status: 1, mentions: ["no display", "--headless"], environment: environment)
  }

  @Test func aChosenVideoDriverWithoutADisplayFailsClearly() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = "x11"
    try expectOneLineError(
      ["--duration", "1"], status: 1, mentions: ["window", "--headless"], environment: environment)
  }

  @Test func aTraceToAFullDevice() throws {
    try expectOneLineError(
      ["--headless", "--duration", "0.2", "--trace", "/dev/full"], status: 1,
      mentions: ["trace", "/dev/full", "No space left"])
  }

  @Test func aScreenshotToAFullDevice() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("full.png").path
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/full")
    try expectOneLineError(
      ["--headless", "--duration", "0.1", "--screenshot", path], status: 1,
      mentions: ["screenshot", path, "No space left"])
  }

  @Test func helpIsNotAnError() throws {
    let result = try FlickProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--headless"))
    #expect(result.stderr.isEmpty)
  }

  /// The overview is wrapped once, by the parser at the terminal's width (issue 42 §2.9): it
  /// had line breaks of its own too, which left a short line after every wrapped one.
  @Test func helpsOverviewIsWrappedOnce() throws {
    let result = try FlickProcess.run(["--help"], environment: ["COLUMNS": "80"])
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("OVERVIEW:") })
    let end = try #require(lines.firstIndex { $0.hasPrefix("USAGE:") })
    let overview = lines[(start + 1)..<end].filter { !$0.isEmpty }
    #expect(overview.count >= 2)
    // Every line of the paragraph but its last is filled to the width, less a word.
    for line in overview.dropLast() { #expect(line.count > 60, "a short line: '\(line)'") }
  }
}
