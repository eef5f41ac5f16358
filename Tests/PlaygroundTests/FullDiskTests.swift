import Foundation
import Testing

/// A disk that fills up under a run leaves no garbage (issue 26 items 3 and 4): every output is
/// written beside its target under a temporary name and renamed into place when complete, so a
/// failed one leaves no 0-byte or cut file, and a trace keeps its whole lines. The full disk is
/// RLIMIT_FSIZE (`ulimit -f`, with SIGXFSZ ignored): writes past it fail with EFBIG, as they
/// would with ENOSPC, with no root or mount needed. Each error names its own output.
@Suite("A full disk")
struct FullDiskTests {
  /// The trace used to end with a cut JSON fragment.
  @Test func aTraceThatCannotBeCompletedEndsAtItsLastWholeLine() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    let result = try FlickProcess.run(
      ["--headless", "--duration", "5", "--trace", trace.path], fileSizeLimit: 64)
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("flick: cannot write trace '\(trace.path)': File too large"))
    let data = try Data(contentsOf: trace)
    #expect(data.count <= 64 * 1024)
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.hasSuffix("\n"), "the trace ends with a cut line")
    let lines = text.split(separator: "\n")
    #expect(lines.count > 10)
    for line in lines {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)")
    }
    #expect(result.stderr.contains("keeps its first \(lines.count) lines"))
    #expect(FlickProcess.names(in: directory) == ["trace.jsonl"], "a temporary file was left")
  }

  /// A script of `count` pointer moves: its recording is a few KiB.
  private func movesScript(count: Int) -> String {
    let moves = (0..<count).map { #"{"t": \#(Double($0) * 0.01), "pointer": "move", "x": \#($0), "y": 100}"# }
    return #"{"events": ["# + moves.joined(separator: ", ") + "]}"
  }

  /// With 1 KiB left, the screenshot, the plot and the recording cannot be written: each says
  /// so by its own name (the plot used to say "screenshot") and leaves no file (each used to
  /// leave 0 bytes). The recording's fallback in the working directory fails too, and says so.
  @Test(arguments: ["--screenshot", "--plot", "--record"])
  func anOutputOnAFullDiskLeavesNoFileAndNamesItself(_ flag: String) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("moves.json")
    try Data(movesScript(count: 100).utf8).write(to: script)
    let role = String(flag.dropFirst(2))
    let output = directory.appendingPathComponent(flag == "--record" ? "out.json" : "out.png")
    let result = try FlickProcess.run(
      ["--headless", "--script", script.path, "--duration", "1.2", flag, output.path], in: directory,
      fileSizeLimit: 1)
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
    #expect(
      result.stderr.hasPrefix("flick: cannot write \(role) '\(output.path)': File too large"),
      "stderr: \(result.stderr)")
    if flag == "--record" { #expect(result.stderr.contains("the recording is lost")) }
    #expect(FlickProcess.names(in: directory) == ["moves.json"], "left behind")
  }

  /// E (the chart) in a folder that cannot take it: the message names the plot (it said
  /// "screenshot"), the run goes on, and no file is left under the reserved name.
  @Test func theChartKeyOnAFullDiskNamesThePlot() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("e.json")
    try Data(#"{"events": [{"t": 0.1, "key": "e"}]}"#.utf8).write(to: script)
    let result = try FlickProcess.run(
      ["--headless", "--script", script.path, "--duration", "0.3"], in: directory, fileSizeLimit: 1)
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
    let line = try #require(result.stderrLines.first)
    #expect(line.hasPrefix("flick: cannot write plot 'flick-plot-"), "\(line)")
    #expect(line.hasSuffix("File too large"))
    #expect(FlickProcess.names(in: directory) == ["e.json"])
  }

  /// `--plot` to a place that cannot be written is refused before the run, as the plot.
  @Test func anUnwritablePlotIsNamedAsThePlot() throws {
    let result = try FlickProcess.run(["--headless", "--duration", "0.1", "--plot", "/proc/flick-plot.png"])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("flick: cannot write plot '/proc/flick-plot.png'"), "\(result.stderr)")
  }
}
