import Foundation
import Testing

/// `flick --analyze` on a stretch no spring or decay explains: the modal presenting on its timed
/// ease-in-out, grabbed 0.12 s in (`--mode timed --script Assets/grab-and-flick.json`). Issue
/// 61 read it as "spring: response 100.000 s, damping ratio 0.005, target (340.0, 3643109.0)".
@Suite(.serialized) struct AnalyzeNoLawTests {
  @Test func theModalsEaseInOutIsNoSpring() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("t.jsonl").path
    let script = FlickProcess.packageRoot.appendingPathComponent("Assets/grab-and-flick.json").path
    let run = try FlickProcess.run(["--headless", "--mode", "timed", "--script", script, "--trace", trace])
    #expect(run.status == 0, "\(run.stderr)")

    let summary = try FlickProcess.run(["--headless", "--analyze", trace])
    #expect(summary.status == 0, "\(summary.stderr)")
    let lines = summary.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count >= 2)
    #expect(lines[1].hasPrefix("0.000–0.120 s  no spring or decay fits"), "\(summary.stdout)")
    #expect(!summary.stdout.contains("response 100.000"), "\(summary.stdout)")
    // The release after it is still the modal's spring.
    #expect(lines.contains { $0.contains("spring: response 0.36") }, "\(summary.stdout)")

    let out = directory.appendingPathComponent("analysis.jsonl").path
    let traced = try FlickProcess.run(["--analyze", trace, "--trace", out])
    #expect(traced.status == 0, "\(traced.stderr)")
    let last = try #require(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").last)
    let object = try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    let analysis = try #require(object["analysis"] as? [String: Any])
    let segments = try #require(analysis["segments"] as? [[String: Any]])
    #expect(segments.map { $0["fits"] as? Bool } == [false, true, true])
    #expect(segments.map { $0["kind"] as? String } == ["spring", "held", "spring"])
  }
}
