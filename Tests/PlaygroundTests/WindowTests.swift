import Foundation
import Testing

/// The real window under Xvfb (installed by .ci/run and the README's quick start): it opens,
/// draws, traces while it runs, and quits cleanly on SIGTERM, which SDL turns into SDL_QUIT.
@Suite("Window under Xvfb", .serialized)
struct WindowTests {
  /// Starts a private Xvfb on a free display number; stops it when done.
  final class VirtualDisplay {
    let process = Process()
    let name: String

    init() throws {
      let number = (150..<250).first { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 251
      name = ":\(number)"
      process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
      process.arguments = [name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
      process.standardError = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      for _ in 0..<50 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
        usleep(100_000)
      }
    }

    deinit {
      // SIGKILL: children inherit the test runner's blocked-signal mask, so Xvfb may never
      // see a SIGTERM.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  @Test func windowRunsTracesAndQuitsOnSIGTERM() throws {
    #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb"), "install xvfb (bash .ci/run does)")
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    let trace = directory.appendingPathComponent("trace.jsonl").path
    let script = directory.appendingPathComponent("script.json")
    try Data(#"{"events": [{"t": 0.2, "key": "space"}]}"#.utf8).write(to: script)
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.arguments = ["--trace", trace, "--script", script.path]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["SDL_VIDEODRIVER"] = "x11"
    process.environment = environment
    let errorsURL = directory.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
    let errors = try FileHandle(forWritingTo: errorsURL)
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Let it present the modal (0.2 s + 0.35 s), then ask it to stop as a window manager would.
    sleep(2)
    #expect(process.isRunning)
    process.terminate()
    var waited = 0
    while process.isRunning && waited < 50 {
      usleep(100_000)
      waited += 1
    }
    #expect(!process.isRunning, "flick did not quit on SIGTERM")
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    #expect(lines.count > 20)
    #expect(lines.last?.contains("\"phase\": \"presented\"") == true)
    try errors.close()
    let stderr = try String(contentsOf: errorsURL, encoding: .utf8)
    #expect(!stderr.contains("fatal"), "stderr: \(stderr)")
  }
}
