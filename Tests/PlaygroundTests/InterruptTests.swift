import Foundation
import Testing

/// SIGINT and SIGTERM during a headless run (issue 26 item 7): the run stops after the current
/// frame and exits 130 or 143, as a shell reports a process stopped by the signal, with one
/// `flick:` line saying where it stopped; it used to exit 0 with no word and write a screenshot
/// and a plot of whatever frame it reached. The trace is kept, every line whole, and marked by
/// a last line `{"interrupted": true, "reason": "SIGINT", "frame": n, "t": s}`; no screenshot
/// or plot is written.
@Suite("Interrupting a headless run", .serialized)
struct InterruptTests {
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalEndsTheRunMarkedAsInterrupted(signal: Int32) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    let errors = directory.appendingPathComponent("stderr")
    try FlickProcess.makeEmptyFile(at: errors)
    let process = Process()
    process.executableURL = FlickProcess.executable
    // Ten minutes of frames at 1000 fps: it is still running when the signal comes.
    process.arguments = [
      "--headless", "--duration", "600", "--fps", "1000", "--trace", trace.path, "--screenshot",
      directory.appendingPathComponent("shot.png").path, "--plot",
      directory.appendingPathComponent("plot.png").path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    // The trace is written in place, a whole line at a time, so it can be followed.
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
    #expect(process.terminationStatus == 128 + signal)
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    let stderr = try String(contentsOf: errors, encoding: .utf8)
    #expect(stderr.split(separator: "\n").count == 1, "stderr: \(stderr)")
    #expect(stderr.hasPrefix("flick: interrupted by \(name) at frame "), "stderr: \(stderr)")
    #expect(stderr.contains("no screenshot or plot of an unfinished run"))
    let text = try String(contentsOf: trace, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n")
    #expect(lines.count > 5)
    var objects: [[String: Any]] = []
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object != nil, "not JSON: \(line)")
      if let object { objects.append(object) }
    }
    let last = try #require(objects.last)
    #expect(last["interrupted"] as? Bool == true)
    #expect(last["reason"] as? String == name)
    let lastFrame = try #require(objects.dropLast().last)
    #expect(last["frame"] as? Int == lastFrame["frame"] as? Int)
    #expect(stderr.contains("at frame \(lastFrame["frame"] as? Int ?? -1) "))
    #expect(objects.dropLast().allSatisfy { $0["interrupted"] == nil })
    // No picture of an arbitrary frame, and nothing temporary left.
    #expect(FlickProcess.names(in: directory) == ["stderr", "trace.jsonl"])
  }
}
