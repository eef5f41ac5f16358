import Foundation
import Testing

/// Issue 61: `--analyze VIDEO --trace OUT` stopped by SIGTERM died at once, with no word, and
/// left its temporary `.OUT.partial-PID` behind. It stops after the frame it is on, as a run
/// does: one `flick:` line, exit 143, the frames followed so far kept under OUT with an
/// `interrupted` last line, and nothing temporary left.
@Suite("Interrupting --analyze", .serialized)
struct AnalyzeInterruptTests {
  @Test func sigtermKeepsTheFramesFollowedAndLeavesNoPartialFile() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A still picture for 60 s at 30 fps: cheap to make, long to follow.
    let video = directory.appendingPathComponent("still.mp4")
    try FFmpegRun.run([
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "lavfi", "-i",
      "testsrc2=s=160x120:r=30:d=1,trim=end_frame=1,loop=-1:1", "-t", "60", "-c:v", "libx264", "-crf", "28",
      video.path,
    ])
    let trace = directory.appendingPathComponent("trace.jsonl")
    let errors = directory.appendingPathComponent("stderr")
    try FlickProcess.makeEmptyFile(at: errors)
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.arguments = ["--analyze", video.path, "--track", "40,30,32,32", "--trace", trace.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    // Until it has followed a few frames into its temporary file.
    var waited = 0
    func partial() -> URL? {
      FlickProcess.names(in: directory).first { $0.hasPrefix(".trace.jsonl.partial-") }
        .map { directory.appendingPathComponent($0) }
    }
    while (partial().flatMap { try? Data(contentsOf: $0).count } ?? 0) < 500 && waited < 600 {
      usleep(50_000)
      waited += 1
    }
    try #require(process.isRunning, "the analysis ended before the signal")
    kill(process.processIdentifier, SIGTERM)
    waited = 0
    while process.isRunning && waited < 100 {
      usleep(50_000)
      waited += 1
    }
    #expect(!process.isRunning, "flick did not stop within 5 s")
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 143)
    let stderr = try String(contentsOf: errors, encoding: .utf8)
    #expect(stderr.split(separator: "\n").count == 1, "stderr: \(stderr)")
    #expect(stderr.hasPrefix("flick: interrupted by SIGTERM at frame "), "stderr: \(stderr)")
    #expect(FlickProcess.names(in: directory).sorted() == ["stderr", "still.mp4", "trace.jsonl"])
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(lines.count > 2)
    let last = try #require(lines.last)
    #expect(last["interrupted"] as? Bool == true && last["reason"] as? String == "SIGTERM")
    #expect(lines.dropLast().allSatisfy { $0["tracked"] != nil })
  }

  /// A truncated recording (an MP4 whose header says 3 s, cut to a third of its bytes) was read
  /// from the frames left, exit 0, with no word: it says so, on one `flick:` line.
  @Test func aTruncatedVideoIsSaidToBeCutShort() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var drawn = DrawnVideo(release: .decay(rate: 0.99))
    drawn.fps = 30
    drawn.duration = 3
    let whole = directory.appendingPathComponent("drawn.mp4").path
    try drawn.make(at: whole)
    // The index at the front, so what is left of the file still reads.
    let front = directory.appendingPathComponent("front.mp4").path
    try FFmpegRun.run([
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-i", whole, "-c", "copy", "-movflags",
      "+faststart", front,
    ])
    let bytes = try Data(contentsOf: URL(fileURLWithPath: front))
    let cut = directory.appendingPathComponent("cut.mp4")
    try bytes.prefix(bytes.count * 2 / 3).write(to: cut)
    let trace = directory.appendingPathComponent("trace.jsonl").path
    let result = try FlickProcess.run(["--analyze", cut.path, "--track", drawn.track, "--trace", trace])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    let line = try #require(result.stderrLines.first)
    #expect(line.hasPrefix("flick: warning: '\(cut.path)' is cut short"), "\(line)")
    #expect(line.contains("of the 3.00 s its header gives"), "\(line)")
  }

  /// Issue 61: docs/cli.md said every output, the trace among them, went to a temporary file
  /// renamed into place; a run's trace is written in place, a whole line at a time, so it can be
  /// followed (InterruptTests), and only `--analyze`'s goes through a temporary file.
  @Test func theDocsSayHowTheTraceIsWritten() throws {
    let cli = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!cli.contains("Every output (trace, record,"))
    #expect(cli.contains("A run's trace (`--trace`) is written in place"))
  }
}
