import Foundation
import Testing

/// `--reduce-motion`, the U key and a script's `reduceMotion` event as a user meets them: the
/// `--stats` line says which motion a run has and why, and the trace's `motion` field follows.
struct ReduceMotionFlagTests {
  @Test(arguments: [
    ([] as [String], "motion: full (default)"), (["--reduce-motion"], "motion: reduced (--reduce-motion)"),
  ])
  func theStatsLineSaysWhichAndWhy(flags: [String], line: String) throws {
    let result = try FlickProcess.run(["--headless", "--duration", "0.1", "--stats"] + flags)
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").last.map(String.init) == line)
  }

  /// U turns reduced motion on in the middle of a run: the trace's last field says so from that
  /// frame, and the stats line gives the key as the reason.
  @Test func theKeyTogglesItAndTheTraceFollows() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("u.json")
    try Data(#"{"scene": "pane", "events": [{"t": 0.5, "key": "u"}]}"#.utf8).write(to: script)
    let trace = directory.appendingPathComponent("trace.jsonl")
    let result = try FlickProcess.run([
      "--headless", "--duration", "1", "--stats", "--script", script.path, "--trace", trace.path,
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("motion: reduced (U key)"))
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    #expect(lines.first?.hasSuffix(#", "motion": "full"}"#) == true)
    #expect(lines.last?.hasSuffix(#", "motion": "reduced"}"#) == true)
  }

  /// A script's `reduceMotion` event sets it, as a recording writes it.
  @Test func aScriptEventSetsIt() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("r.json")
    try Data(#"{"scene": "card", "events": [{"t": 0, "reduceMotion": true}]}"#.utf8).write(to: script)
    let trace = directory.appendingPathComponent("trace.jsonl")
    let result = try FlickProcess.run([
      "--headless", "--duration", "0.2", "--script", script.path, "--trace", trace.path,
    ])
    #expect(result.status == 0)
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    #expect(lines.last?.hasSuffix(#", "motion": "reduced"}"#) == true)
  }
}
