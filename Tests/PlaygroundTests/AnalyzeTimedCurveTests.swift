import Foundation
import Testing

/// `flick --analyze` reads a timed curve back (issue 61): the modal presented in the timed mode
/// (Space under `--mode timed`: Core Animation's ease-in-out, 0.35 s; the trace's point, its
/// top-left corner, from y −180 to 230) is a
/// cubic Bézier with its control points and duration, in the summary and the trace.
@Suite(.serialized) struct AnalyzeTimedCurveTests {
  static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

  @Test func theModalsTimedPresentIsReadAsItsCurve() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("present.json")
    try #"{"scene": "modal", "events": [{"t": 0.1, "key": "space"}]}"#.write(
      to: script, atomically: true, encoding: .utf8)
    let trace = directory.appendingPathComponent("t.jsonl").path
    let run = try FlickProcess.run([
      "--headless", "--mode", "timed", "--script", script.path, "--duration", "0.8", "--trace", trace,
    ])
    #expect(run.status == 0, "\(run.stderr)")

    let summary = try FlickProcess.run(["--headless", "--analyze", trace])
    #expect(summary.status == 0, "\(summary.stderr)")
    #expect(
      summary.stdout.contains("timed: cubic Bézier (0.42") && summary.stdout.contains("(ease-in-out)"),
      "\(summary.stdout)")

    let out = directory.appendingPathComponent("analysis.jsonl").path
    let traced = try FlickProcess.run(["--analyze", trace, "--trace", out])
    #expect(traced.status == 0, "\(traced.stderr)")
    let last = try #require(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").last)
    let object = try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    let analysis = try #require(object["analysis"] as? [String: Any])
    let segments = try #require(analysis["segments"] as? [[String: Any]])
    let segment = try #require(segments.first { $0["kind"] as? String == "timed" }, "\(segments)")
    #expect(segment["fits"] as? Bool == true)
    #expect(segments.allSatisfy { ["held", "timed"].contains($0["kind"] as? String) }, "\(segments)")
    let timed = try #require(segment["timed"] as? [String: Any])
    let points = ["x1", "y1", "x2", "y2"].map { Self.number(timed[$0]) }
    for (found, truth) in zip(points, [0.42, 0, 0.58, 1]) {
      #expect(abs(found - truth) < 0.02, "\(points)")
    }
    #expect(abs(Self.number(timed["duration"]) / 0.35 - 1) < 0.02, "\(timed)")
    #expect(abs(Self.number(timed["start"]) - 0.1) < 0.5 / 60, "\(timed)")
    let from = try #require(timed["from"] as? [String: Any])
    let to = try #require(timed["to"] as? [String: Any])
    #expect(abs(Self.number(from["y"]) + 180) < 0.5, "\(timed)")
    #expect(abs(Self.number(to["y"]) - 230) < 0.5, "\(timed)")
    // The segments before it keep their fields, with `timed` null.
    #expect(segments.filter { $0["kind"] as? String != "timed" }.allSatisfy { $0["timed"] is NSNull })
  }
}
