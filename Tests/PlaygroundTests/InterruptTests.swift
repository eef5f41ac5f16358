import Foundation
import Testing

/// SIGINT and SIGTERM during a headless run: the run stops after the current frame, exits 0, and
/// every trace line written is whole JSON.
@Suite("Interrupting a headless run", .serialized)
struct InterruptTests {
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalEndsTheRunWithEveryTraceLineWhole(signal: Int32) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    let process = Process()
    process.executableURL = FlickProcess.executable
    // Ten minutes of frames at 1000 fps: it is still running when the signal comes.
    process.arguments = ["--headless", "--duration", "600", "--fps", "1000", "--trace", trace.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var waited = 0
    while (try? Data(contentsOf: trace).count) ?? 0 < 2_000 && waited < 400 {
      usleep(50_000)
      waited += 1
    }
    #expect(process.isRunning)
    kill(process.processIdentifier, signal)
    waited = 0
    while process.isRunning && waited < 40 {
      usleep(50_000)
      waited += 1
    }
    #expect(!process.isRunning, "flick did not stop within 2 s")
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    let text = try String(contentsOf: trace, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n")
    #expect(lines.count > 5)
    for line in lines {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)")
    }
  }
}
