import Foundation
import Testing

/// `flick --analyze TRACE --held-at T`: the hold around T read through T as a release there would
/// be read, with no hand-off: the drawn path's own steps, the control a release at T is judged
/// against (`scripts/continuity-survey.py` plays each release held on and reads it so).
@Suite struct AnalyzeHeldAtTests {
  /// The card grabbed at its centre and dragged right at a steady `speed`, events every
  /// `spacing` seconds from 0.2 s, let go at `release` (or held on to 0.7 s and let go there).
  static func drag(spacing: Double, speed: Double = 1_200, release: Double) -> String {
    var events = [#"{"t": 0.2, "pointer": "down", "x": 480, "y": 352}"#]
    let count = Int(((release - 0.2) / spacing).rounded())
    for step in 1...count {
      let time = 0.2 + Double(step) * spacing
      events.append(#"{"t": \#(time), "pointer": "move", "x": \#(480 + speed * (time - 0.2)), "y": 352}"#)
    }
    events.append(#"{"t": \#(release), "pointer": "up", "x": \#(480 + speed * (release - 0.2)), "y": 352}"#)
    return #"{"scene": "card", "events": ["# + events.joined(separator: ", ") + "]}"
  }

  /// Runs `script` headless at `fps` with a trace, in `directory`; the trace's path.
  static func trace(of script: String, fps: Int, in directory: URL, name: String) throws -> String {
    let scriptPath = directory.appendingPathComponent("\(name).json").path
    try Data(script.utf8).write(to: URL(fileURLWithPath: scriptPath))
    let trace = directory.appendingPathComponent("\(name).jsonl").path
    let result = try FlickProcess.run(
      ["--headless", "--fps", "\(fps)", "--script", scriptPath, "--trace", trace])
    #expect(result.status == 0, "\(result.stderr)")
    return trace
  }

  /// The `heldThrough` object `--analyze trace --held-at T --trace` writes.
  static func heldThrough(_ trace: String, at time: Double, in directory: URL) throws -> [String: Any] {
    let out = directory.appendingPathComponent("analysis-\(time).jsonl").path
    let result = try FlickProcess.run(["--analyze", trace, "--held-at", "\(time)", "--trace", out])
    #expect(result.status == 0, "\(result.stderr)")
    let last = try #require(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").last)
    let line = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    let analysis = try #require(line["analysis"] as? [String: Any])
    return try #require(analysis["heldThrough"] as? [String: Any])
  }

  @Test func aSmoothDragReadThroughAnInstantJumpsNowhere() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = try Self.trace(
      of: Self.drag(spacing: 0.008, release: 0.7), fps: 60, in: directory, name: "smooth")
    let printed = try FlickProcess.run(["--analyze", trace, "--headless", "--held-at", "0.41"])
    #expect(printed.status == 0, "\(printed.stderr)")
    #expect(printed.stdout.contains("held through 0.410 s: jumps 0.0 pt"), "\(printed.stdout)")
    let held = try Self.heldThrough(trace, at: 0.41, in: directory)
    let position = try #require(held["position"] as? Double)
    let velocity = try #require(held["velocity"] as? Double)
    let speed = try #require(held["speedBefore"] as? Double)
    #expect(position < 0.05, "\(held)")
    #expect(abs(speed - 1_200) < 12 && velocity < 12, "\(held)")
  }

  /// A device that reports every 20 ms, drawn at 60 fps: the drawn path itself moves in steps,
  /// so that the same steady hand held on reads more than the 10 % a release is allowed, with no
  /// hand-off at all (measured: 14 % at 0.4 s, 6.1 pt and 26 % at 0.41 s). A release there is
  /// judged against it: it jumps no more, give or take the limits (0.5 pt, 10 %).
  @Test(arguments: [0.4, 0.41])
  func aReleaseOfAFiftyHertzHandIsWithinItsOwnDrawnSteps(release: Double) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spacing = 0.020
    let letGo = try Self.trace(
      of: Self.drag(spacing: spacing, release: release), fps: 60, in: directory, name: "let-go")
    let heldOn = try Self.trace(
      of: Self.drag(spacing: spacing, release: release + 0.3), fps: 60, in: directory, name: "held-on")
    let records = try String(contentsOfFile: letGo, encoding: .utf8).split(separator: "\n").compactMap {
      (try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["continuity"]
        as? [String: Any]
    }
    let jump = try #require(records.first { $0["kind"] as? String == "release" })
    let held = try Self.heldThrough(heldOn, at: release, in: directory)
    let percent = { (record: [String: Any]) throws -> Double in
      100 * (try #require(record["velocity"] as? Double)) / (try #require(record["speedBefore"] as? Double))
    }
    #expect(
      try #require(jump["position"] as? Double) <= (try #require(held["position"] as? Double)) + 0.5,
      "let go \(jump), held on \(held)")
    #expect(try percent(jump) <= (try percent(held)) + 10, "let go \(jump), held on \(held)")
    #expect(try percent(held) > 10, "the steady hand's own drawn path, held on: \(held)")
  }

  @Test func refusesAnInstantItCannotRead() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = try Self.trace(
      of: Self.drag(spacing: 0.008, release: 0.5), fps: 60, in: directory, name: "drag")
    // After the release: nothing is held there.
    let late = try FlickProcess.run(["--analyze", trace, "--headless", "--held-at", "1.0"])
    #expect(late.status == 1)
    #expect(late.stderrLines.count == 1 && late.stderr.hasPrefix("flick: --held-at 1.000:"), "\(late.stderr)")
    for (arguments, words) in [
      (["--analyze", trace, "--headless", "--held-at", "nan"], "--held-at must be a time in seconds"),
      (["--analyze", trace, "--headless", "--held-at", "-1"], "--held-at must be a time in seconds"),
      (["--analyze", trace, "--held-at", "0.3"], "--held-at prints its reading"),
      (["--headless", "--held-at", "0.3"], "--held-at goes with --analyze"),
      (["--analyze", trace, "--headless", "--held-at", "soon"], "'soon' is invalid"),
    ] {
      let result = try FlickProcess.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.stderr)")
      #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("flick: "), "\(result.stderr)")
      #expect(result.stderr.contains(words), "\(arguments): \(result.stderr)")
    }
  }
}
