import Foundation
import Testing

/// Input-to-present latency in a real window under Xvfb: `--stats` reports its p50 and p99, and
/// exactly the trace lines of frames that applied a pointer event carry `latency` (ms); every
/// presented frame's line its `frameCost`.
@Suite(
  "Latency in a window", .serialized,
  TestTier.window)
struct LatencyWindowTests {
  @Test func pointerEventsReportTheirLatencyInStatsAndTrace() throws {
    let display = try WindowTests.VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("script.json")
    // Present the modal, then grab it and drag it down a little.
    try Data(
      #"""
      {"events": [{"t": 0.1, "key": "space"}, {"t": 0.8, "pointer": "down", "x": 480, "y": 320},
      {"t": 0.85, "pointer": "move", "x": 480, "y": 340}, {"t": 0.9, "pointer": "move", "x": 480, "y": 360},
      {"t": 0.95, "pointer": "up", "x": 480, "y": 360}]}
      """#.utf8
    ).write(to: script)
    let trace = directory.appendingPathComponent("trace.jsonl")
    let output = directory.appendingPathComponent("stdout")
    try FlickProcess.makeEmptyFile(at: output)
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.arguments = ["--script", script.path, "--duration", "1.6", "--stats", "--trace", trace.path]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["SDL_VIDEODRIVER"] = "x11"
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let stats = try String(contentsOf: output, encoding: .utf8)
    #expect(stats.contains("latency: p50 "), "stats: \(stats)")
    #expect(stats.contains("present: p50 "), "stats: \(stats)")
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let latencies = lines.compactMap { $0["latency"] as? Double }
    // Four pointer events, each applied in its own frame (they are 50 ms apart).
    #expect(latencies.count == 4, "\(latencies)")
    for latency in latencies { #expect(latency >= 0 && latency < 1000) }
    // Every frame still has its line, in order.
    let frames = lines.compactMap { $0["frame"] as? Double }
    #expect(frames == (0..<frames.count).map(Double.init))
    // Every presented frame's line says what it cost (the last may end the run unpresented);
    // every one but the first (and the first after an idle wait) its interval.
    let costs = lines.compactMap { $0["frameCost"] as? [String: Double] }
    #expect(costs.count >= lines.count - 1 && costs.count > 20)
    for cost in costs {
      for name in ["update", "draw", "present"] { #expect((0..<1000).contains(try #require(cost[name]))) }
    }
    #expect(costs.filter { $0["interval"] != nil }.count > costs.count / 2)
  }
}
