import Foundation
import Testing

/// Outputs are checked before a window opens, and the recording outlives its path (issue 26
/// item 5): an unwritable `--record`, `--screenshot`, `--plot` or `--trace` used to be found at
/// quit, after the whole session, and the recorded input was lost with it.
@Suite("Outputs checked before the run, the recording kept")
struct OutputPreflightTests {
  /// The check makes the output's temporary file for real: `access()` says yes to root in /proc.
  /// No display is set, so a check made only when the window is open would say "no display".
  @Test(arguments: [
    ("--record", "r.json"), ("--screenshot", "s.png"), ("--plot", "p.png"), ("--trace", "t.jsonl"),
  ])
  func anUnwritableOutputIsRefusedBeforeTheWindowOpens(_ flag: String, _ name: String) throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    let path = "/proc/flick-\(name)"
    let result = try FlickProcess.run(["--duration", "1", flag, path], environment: environment)
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("flick: cannot write \(flag.dropFirst(2)) '\(path)'"), "\(result.stderr)")
  }

  /// The recording's folder disappears during the run: the recording is saved in the working
  /// directory under `flick-record-<timestamp>.json`, the line says where, and it replays.
  @Test func aRecordingWhosePathFailsAtTheEndIsSavedInTheWorkingDirectory() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let doomed = directory.appendingPathComponent("doomed")
    try FileManager.default.createDirectory(at: doomed, withIntermediateDirectories: true)
    let script = directory.appendingPathComponent("script.json")
    try Data(
      #"{"events": [{"t": 0.1, "key": "space"}, {"t": 0.6, "pointer": "down", "x": 480, "y": 320}, {"t": 0.7, "pointer": "up", "x": 480, "y": 100}]}"#
        .utf8
    ).write(to: script)
    let trace = directory.appendingPathComponent("trace.jsonl")
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.currentDirectoryURL = directory
    process.arguments = [
      "--headless", "--script", script.path, "--duration", "60", "--fps", "60", "--trace", trace.path,
      "--record", doomed.appendingPathComponent("input.json").path,
    ]
    let errors = directory.appendingPathComponent("stderr")
    try FlickProcess.makeEmptyFile(at: errors)
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Once it traces, the recording's folder goes.
    var waited = 0
    while (try? Data(contentsOf: trace).count) ?? 0 == 0 && waited < 200 {
      usleep(10_000)
      waited += 1
    }
    try FileManager.default.removeItem(at: doomed)
    #expect(process.isRunning, "the run ended before the folder was removed")
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let stderr = try String(contentsOf: errors, encoding: .utf8)
    let lines = stderr.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(stderr)")
    let saved = try #require(FlickProcess.names(in: directory).first { $0.hasPrefix("flick-record-") })
    #expect(saved.hasSuffix(".json"))
    #expect(stderr.hasPrefix("flick: cannot write record '\(doomed.path)/input.json'"))
    #expect(stderr.contains("the recording is saved as \(directory.path)/\(saved) instead"), "\(stderr)")
    let recorded = try String(contentsOf: directory.appendingPathComponent(saved), encoding: .utf8)
    #expect(recorded.contains(#""key": "space""#))
    #expect(recorded.contains(#""pointer": "up""#))
    // It replays.
    let replay = try FlickProcess.run([
      "--headless", "--script", directory.appendingPathComponent(saved).path,
    ])
    #expect(replay.status == 0, "stderr: \(replay.stderr)")
  }
}
