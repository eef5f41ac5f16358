import Foundation
import Testing

/// Without a font the playground still runs, draws everything but text and says so once; a font
/// the user names that does not exist is refused.
@Suite("No font")
struct NoFontTests {
  private func environment(font: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["FLICK_FONT"] = font
    return environment
  }

  @Test func withoutAFontEverythingButTextIsDrawnAndOneWarningSaysSo() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every panel that draws text: the HUD and plot (Tab), the help (H), the tuning panel (T),
    // a toast (]), the switcher; then a chart export.
    let script = directory.appendingPathComponent("keys.json")
    try #"""
    {"events": [{"t": 0, "key": "tab"}, {"t": 0, "key": "space"}, {"t": 0.1, "key": "h"},
      {"t": 0.3, "key": "escape"}, {"t": 0.4, "key": "t"}, {"t": 0.5, "key": "]"}]}
    """#.write(to: script, atomically: true, encoding: .utf8)
    let screenshot = directory.appendingPathComponent("shot.png").path
    let plot = directory.appendingPathComponent("plot.png").path
    let trace = directory.appendingPathComponent("trace.jsonl").path
    let result = try FlickProcess.run(
      [
        "--headless", "--script", script.path, "--duration", "1", "--screenshot", screenshot, "--plot", plot,
        "--trace", trace,
      ], environment: environment(font: ""))
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(
      result.stderrLines == [
        "flick: warning: no font (install fonts-dejavu-core or set FLICK_FONT); running without text"
      ])
    for path in [screenshot, plot] {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path) is not a PNG")
    }
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    #expect(lines.count >= 59)
    #expect(lines.last?.contains("\"phase\": \"presented\"") == true, "\(lines.last ?? "")")
  }

  @Test func aFontTheUserNamesMustExist() throws {
    let result = try FlickProcess.run(
      ["--headless", "--duration", "0.1"], environment: environment(font: "/nowhere/Missing.ttf"))
    #expect(result.status == 1)
    #expect(
      result.stderrLines == ["flick: FLICK_FONT names no font file: '/nowhere/Missing.ttf' does not exist"])
  }
}
