import Foundation
import Testing

/// The X server dies under a window (issue 26 item 6): Flick used to exit with Xlib's own
/// message and never write its `--record` file. Its X IO error handler writes what needs no
/// display (the recording, the trace's whole lines, marked as interrupted) and exits 1 with one
/// `flick:` line.
@Suite(
  "The display lost under a window", .serialized,
  TestTier.window)
struct DisplayLossWindowTests {
  @Test func aKilledXServerLeavesTheRecordingAndTheTraceWritten() throws {
    let display = try WindowTests.VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("script.json")
    try Data(
      #"{"events": [{"t": 0.2, "key": "space"}, {"t": 0.8, "pointer": "down", "x": 480, "y": 320}, {"t": 0.9, "pointer": "move", "x": 480, "y": 200}, {"t": 1.0, "pointer": "up", "x": 480, "y": 100}]}"#
        .utf8
    ).write(to: script)
    let trace = directory.appendingPathComponent("trace.jsonl")
    let record = directory.appendingPathComponent("record.json")
    let errors = directory.appendingPathComponent("stderr")
    try FlickProcess.makeEmptyFile(at: errors)
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.arguments = ["--script", script.path, "--trace", trace.path, "--record", record.path]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["SDL_VIDEODRIVER"] = "x11"
    process.environment = environment
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    // Past the script's last event (the release at 1 s traced, and the modal come to rest
    // after it), then the X server dies.
    let rested = WindowTests.waitForLines(in: trace) { lines in
      guard let ended = lines.firstIndex(where: { $0["gesture"] as? String == "ended" }) else { return false }
      return lines[ended...].contains { $0["atRest"] as? Bool == true }
    }
    #expect(rested, "the script's release was not traced, or the modal did not come to rest")
    #expect(process.isRunning)
    kill(display.process.processIdentifier, SIGKILL)
    display.process.waitUntilExit()
    var waited = 0
    while process.isRunning && waited < 100 {
      usleep(50_000)
      waited += 1
    }
    #expect(!process.isRunning, "flick did not exit within 5 s of the display's loss")
    if process.isRunning { return }
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    let stderr = try String(contentsOf: errors, encoding: .utf8)
    #expect(stderr.split(separator: "\n").count == 1, "stderr: \(stderr)")
    #expect(stderr.hasPrefix("flick: lost the display"), "stderr: \(stderr)")
    let recorded = try String(contentsOf: record, encoding: .utf8)
    #expect(recorded.contains(#""key": "space""#))
    #expect(recorded.contains(#""pointer": "up""#))
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(lines.count > 10)
    #expect(lines.last?["interrupted"] as? Bool == true)
    #expect(lines.last?["reason"] as? String == "display lost")
    #expect(lines.contains { $0["gesture"] as? String == "ended" })
    #expect(FlickProcess.names(in: directory).allSatisfy { !$0.hasPrefix(".") }, "a temporary file was left")
  }
}
