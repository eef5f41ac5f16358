import Foundation
import Testing

/// A trace's first line opens with the format's version, `"traceVersion": 2`, and no other line
/// carries it: a frame trace, a run stopped before its first frame was traced, and an
/// `--analyze` trace.
@Suite struct TraceVersionTests {
  static func lines(of trace: URL) throws -> [String] {
    try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func aFrameTraceOpensWithTheVersion() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    let result = try FlickProcess.run(["--headless", "--duration", "0.1", "--trace", trace.path])
    #expect(result.status == 0)
    let lines = try Self.lines(of: trace)
    #expect(lines.count > 2)
    #expect(lines[0].hasPrefix("{\"traceVersion\": 2, \"frame\": 0, "))
    #expect(lines.dropFirst().allSatisfy { !$0.contains("traceVersion") })
  }

  @Test func anAnalysisTraceOpensWithTheVersion() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A spring from 0 to 100 (ω 20, critically damped), sampled at 60 Hz: enough to analyse.
    let samples = (0...90).map { index -> String in
      let t = Double(index) / 60
      return "\(t),\(100 - 100 * (1 + 20 * t) * exp(-20 * t))"
    }
    let file = directory.appendingPathComponent("samples.csv")
    try samples.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let trace = directory.appendingPathComponent("analysis.jsonl")
    let result = try FlickProcess.run(["--analyze", file.path, "--trace", trace.path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try Self.lines(of: trace)
    #expect(lines.first?.hasPrefix("{\"traceVersion\": 2, ") == true)
    #expect(lines.dropFirst().allSatisfy { !$0.contains("traceVersion") })
  }
}
