import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// Whether this machine can run the window tests.
enum WindowSupport {
  static let isInstalled =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
}

/// The real window under Xvfb (installed by scripts/install-dependencies.sh), driven by xdotool as
/// a person would: it opens, draws, traces while it runs, quits at once on Q and SIGTERM (never on
/// Esc), and a drag that leaves the window is still a drag. The window tier (``TestTier``):
/// `bash scripts/test-windows.sh` runs them, and they fail there if Xvfb is missing.
@Suite(
  "Window under Xvfb", .serialized,
  TestTier.window)
struct WindowTests {
  /// Starts a private Xvfb on a free display number; stops it when done.
  final class VirtualDisplay {
    let process = Process()
    let name: String

    /// One window test at a time, across suites: each drives its window with xdotool on a
    /// schedule, and two windows rendering at once on two cores miss it.
    private static let oneAtATime = DispatchSemaphore(value: 1)

    struct NoDisplay: Error {}

    /// Xvfb picks its own display number (`-displayfd`: the first whose lock it can take, a
    /// stale lock left by a killed server reclaimed) and writes it when it is ready. Choosing a
    /// number here by looking for lock files raced with the test runs of other worktrees on the
    /// same machine, and once a hundred killed servers had left their locks every run chose the
    /// same one: windows of two runs shared a display, and one run's xdotool quit the other's
    /// window.
    /// `arguments` are Xvfb's own besides the screen (`-noreset`, so that resources `xrdb`
    /// loads outlive its connection: Xvfb resets, clearing the root window's properties, when
    /// its last client leaves).
    init(screen: String = "1280x800", arguments: [String] = []) throws {
      // The window tier fails, saying why, where the tools are missing (never a silent skip).
      try #require(WindowSupport.isInstalled, "needs Xvfb and xdotool: bash scripts/install-dependencies.sh")
      Self.oneAtATime.wait()
      let ready = Pipe()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
      process.arguments = ["-displayfd", "1", "-screen", "0", "\(screen)x24", "-nolisten", "tcp"] + arguments
      process.standardError = FileHandle.nullDevice
      process.standardOutput = ready
      do {
        try process.run()
      } catch {
        Self.oneAtATime.signal()
        throw error
      }
      var text = ""
      while !text.contains("\n") {
        let data = ready.fileHandleForReading.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
      }
      guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        Self.oneAtATime.signal()
        throw NoDisplay()
      }
      name = ":\(number)"
    }

    deinit {
      // SIGKILL: children inherit the test runner's blocked-signal mask, so Xvfb may never
      // see a SIGTERM. (Not once it has exited: its number may be another process's by now.)
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      Self.oneAtATime.signal()
    }

    /// Runs `xdotool` with `arguments` on this display and waits for it; whether it succeeded.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> Bool {
      let tool = Process()
      tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
      tool.arguments = arguments
      tool.environment = ["DISPLAY": name]
      tool.standardOutput = FileHandle.nullDevice
      tool.standardError = FileHandle.nullDevice
      try tool.run()
      tool.waitUntilExit()
      return tool.terminationStatus == 0
    }

    /// Whether a window that `xdotool search` finds with `criteria` is mapped within `seconds`
    /// (polled every 50 ms): a busy machine may take long to open one, never forever (as
    /// `search --sync` would).
    func waitForWindow(_ criteria: [String], seconds: Double = 30) throws -> Bool {
      let start = Date()
      while Date().timeIntervalSince(start) < seconds {
        if try xdotool(["search", "--onlyvisible"] + criteria) { return true }
        usleep(50_000)
      }
      return false
    }
  }

  /// `flick` in a window on `display`, tracing to a file in `directory`.
  final class Window {
    let process = Process()
    let trace: URL
    let errors: URL
    let output: URL

    /// `environment` changes the window's environment after DISPLAY and SDL_VIDEODRIVER are
    /// set (and the desktop's scale variables taken out: the window opens at scale 1 unless a
    /// test says otherwise).
    init(
      on display: VirtualDisplay, in directory: URL, arguments: [String] = [],
      environment change: (inout [String: String]) -> Void = { _ in }
    ) throws {
      trace = directory.appendingPathComponent("trace.jsonl")
      errors = directory.appendingPathComponent("stderr")
      output = directory.appendingPathComponent("stdout")
      process.executableURL = FlickProcess.executable
      process.arguments = ["--trace", trace.path] + arguments
      var environment = ProcessInfo.processInfo.environment
      environment["DISPLAY"] = display.name
      environment["SDL_VIDEODRIVER"] = "x11"
      for name in ["GDK_SCALE", "QT_SCALE_FACTOR", "WAYLAND_DISPLAY"] { environment[name] = nil }
      change(&environment)
      process.environment = environment
      try FlickProcess.makeEmptyFile(at: errors)
      try FlickProcess.makeEmptyFile(at: output)
      process.standardError = try FileHandle(forWritingTo: errors)
      process.standardOutput = try FileHandle(forWritingTo: output)
      try process.run()
    }

    /// Seconds until the process ended (polled every 5 ms), or nil after `limit`.
    func secondsToExit(limit: Double = 5) -> Double? {
      let start = Date()
      while process.isRunning {
        if Date().timeIntervalSince(start) > limit { return nil }
        usleep(5_000)
      }
      return Date().timeIntervalSince(start)
    }

    func stop() {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }

    var lines: [[String: Any]] {
      get throws { try WindowTests.lines(of: trace) }
    }

    var stderr: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }
    var stdout: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// Whether a trace line satisfies `condition` within `seconds` (polled every 50 ms): a busy
    /// machine may take long to start the window or to handle a click, never forever.
    func waitForLine(seconds: Double = 30, _ condition: ([String: Any]) -> Bool) -> Bool {
      waitForLines(seconds: seconds) { $0.contains(where: condition) }
    }

    /// Whether the trace's lines so far satisfy `condition` within `seconds` (polled every
    /// 50 ms, and once more after the window has ended).
    func waitForLines(seconds: Double = 30, _ condition: ([[String: Any]]) -> Bool) -> Bool {
      let start = Date()
      while Date().timeIntervalSince(start) < seconds {
        if let lines = try? lines, condition(lines) { return true }
        if !process.isRunning { return (try? lines).map(condition) ?? false }
        usleep(50_000)
      }
      return false
    }

    /// Whether the modal comes to rest (presented or dismissed) after it was released (its
    /// phase settling), within `seconds`: what a flick's trace is complete with.
    func waitForRestAfterRelease(seconds: Double = 30) -> Bool {
      waitForLines(seconds: seconds) { lines in
        guard let released = lines.lastIndex(where: { $0["phase"] as? String == "settling" }) else {
          return false
        }
        return lines[released...].contains { ["presented", "dismissed"].contains($0["phase"] as? String) }
      }
    }

    /// Waits until the window has presented its first frame (its first trace line), and a
    /// little more for the window manager to give it the input focus.
    func waitUntilShown() {
      #expect(waitForLine { $0["frame"] != nil }, "the window showed no frame: \(stderr)")
      usleep(300_000)
    }
  }

  /// The lines of the trace at `trace`, each a JSON object.
  static func lines(of trace: URL) throws -> [[String: Any]] {
    try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// Whether a line of the trace at `trace` satisfies `condition` within `seconds` (polled every
  /// 50 ms), for a window started without ``Window``.
  static func waitForLine(in trace: URL, seconds: Double = 30, _ condition: ([String: Any]) -> Bool) -> Bool {
    waitForLines(in: trace, seconds: seconds) { $0.contains(where: condition) }
  }

  /// Whether the lines so far of the trace at `trace` satisfy `condition` within `seconds`
  /// (polled every 50 ms), for a window started without ``Window``.
  static func waitForLines(in trace: URL, seconds: Double = 30, _ condition: ([[String: Any]]) -> Bool)
    -> Bool
  {
    let start = Date()
    while Date().timeIntervalSince(start) < seconds {
      if let lines = try? lines(of: trace), condition(lines) { return true }
      usleep(50_000)
    }
    return false
  }

  @Test func windowRunsTracesAndQuitsOnSIGTERM() throws {
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("script.json")
    try Data(#"{"events": [{"t": 0.2, "key": "space"}]}"#.utf8).write(to: script)
    let window = try Window(on: display, in: directory, arguments: ["--script", script.path])
    defer { window.stop() }
    // Let it present the modal (0.2 s + 0.35 s), then ask it to stop as a window manager would.
    window.waitUntilShown()
    #expect(window.waitForLine { $0["phase"] as? String == "presented" }, "the modal was not presented")
    // Kept: the SIGTERM must find the window already in its idle wait (5 wakes), the deaf case.
    usleep(500_000)
    #expect(window.process.isRunning)
    window.process.terminate()
    // The window is idle (nothing moves, the script is done, no --duration): it hears SIGTERM
    // only because its idle wait wakes every PlaygroundApp.idleWakeInterval to pump SDL's
    // events. A deaf window would never quit; how soon one quits is the machine's load (0.23 s
    // with two CPU hogs), so the check is that it quits, not a wall-clock bound.
    #expect(window.secondsToExit(limit: 10) != nil, "SIGTERM did not end the idle window")
    window.stop()
    #expect(window.process.terminationReason == .exit && window.process.terminationStatus == 0)
    let lines = try window.lines
    #expect(lines.count > 20)
    #expect(lines.last?["phase"] as? String == "presented")
    #expect(!window.stderr.contains("fatal"), "stderr: \(window.stderr)")
  }

  /// Esc never quits (issue 42 §2.4): pressed twice with nothing open, the window goes on; Q
  /// then quits it.
  @Test func escNeverQuitsTheWindow() throws {
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = try Window(on: display, in: directory)
    defer { window.stop() }
    window.waitUntilShown()
    try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", "Escape", "Escape"])
    // Kept: the check is that nothing happens (no quit) for a while after the two Escapes.
    sleep(1)
    #expect(window.process.isRunning)
    try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", "q"])
    #expect(window.secondsToExit() != nil)
  }

  @Test(arguments: ["q"])
  func aQuitKeyEndsTheRunAtOnceWithTheTraceWhole(key: String) throws {
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = try Window(on: display, in: directory)
    defer { window.stop() }
    window.waitUntilShown()
    #expect(window.process.isRunning)
    try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", key])
    let seconds = window.secondsToExit() ?? .infinity
    #expect(seconds < 0.2, "quit took \(seconds) s")
    window.stop()
    #expect(window.process.terminationStatus == 0)
    let text = try String(contentsOf: window.trace, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    #expect(try window.lines.count >= 1)
  }

  @Test func aFlickOutThroughTheTopEdgeIsAReleaseWithItsVelocity() throws {
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = try Window(on: display, in: directory)
    defer { window.stop() }
    window.waitUntilShown()
    // Present, then (screen coordinates: the 960×640 window sits at 160, 80) press the modal and
    // flick it up, out through the window's top edge, releasing above the window.
    try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", "space"])
    #expect(window.waitForLine { $0["phase"] as? String == "presented" }, "Space did not present the modal")
    // One xdotool run, so the moves come 20 ms apart and the release right after the last one.
    // Out through the top, then on to the left outside the window for 0.2 s before letting go:
    // long enough for the window to hear that the pointer left while the button is down.
    var gesture = ["mousemove", "640", "400", "mousedown", "1"]
    for y in [380, 330, 260, 180, 100, 40, 5] { gesture += ["sleep", "0.02", "mousemove", "640", "\(y)"] }
    for x in stride(from: 600, through: 240, by: -40) {
      gesture += ["sleep", "0.02", "mousemove", "\(x)", "5"]
    }
    try display.xdotool(gesture + ["mouseup", "1"])
    _ = window.waitForRestAfterRelease()
    window.process.terminate()
    _ = window.secondsToExit()
    let lines = try window.lines
    #expect(lines.contains { $0["phase"] as? String == "dragging" })
    // Never cancelled where the pointer left: the drag went on outside and ended at the release.
    #expect(!lines.contains { $0["gesture"] as? String == "cancelled" })
    #expect(lines.contains { $0["gesture"] as? String == "ended" })
    let last = try #require(lines.last)
    #expect(last["phase"] as? String == "dismissed")
    let handoff = try #require(last["handoff"] as? [String: Any])
    let release = try #require(handoff["release"] as? [String: Double])
    // The release velocity is the motion outside: leftwards at about 2 000 pt/s.
    #expect((release["x"] ?? 0) < -1000, "release \(release)")
  }

  @Test func scaleAndFPSAreHonouredInAWindow() throws {
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("script.json")
    try Data(#"{"events": [{"t": 0.1, "key": "space"}]}"#.utf8).write(to: script)
    let shot = directory.appendingPathComponent("shot.png")
    let window = try Window(
      on: display, in: directory,
      arguments: [
        "--size", "400x300", "--scale", "2", "--fps", "20", "--duration", "1.5", "--script", script.path,
        "--screenshot", shot.path,
      ])
    defer { window.stop() }
    #expect(window.secondsToExit(limit: 10) != nil)
    #expect(window.process.terminationStatus == 0, "\(window.stderr)")
    // --scale 2: 400×300 points drawn at 800×600 pixels.
    let png = try Data(contentsOf: shot)
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 800 && height == 600)
    // --fps 20: while the modal moves, the pacer asks for frames at most 20 times a second: each
    // frame's slot is one interval after the last slot, or after the last present where that
    // one missed its slot by more than FramePacer.lateness. The pacer's own schedule, read from
    // the trace, not the wall clock's intervals (a busy machine made frames 42 ms apart at the
    // frame starts, where the pacer's budget grew, though no slot was early).
    // Every frame in order (nil: shown at once, the first or the first after an idle wait).
    let frames = try window.lines.map { line -> (slot: Double, presented: Double)? in
      guard let cost = line["frameCost"] as? [String: Any], let slot = cost["slot"] as? Double,
        let presented = cost["presented"] as? Double
      else { return nil }
      return (slot, presented)
    }
    let animating = try window.lines.filter { $0["phase"] as? String == "animating" }
    #expect(animating.count >= 5)
    let interval = 1.0 / 20
    var checked = 0
    for (a, b) in zip(frames, frames.dropFirst()) {
      guard let a, let b else { continue }
      checked += 1
      let kept = abs(a.presented - a.slot) <= FramePacer.lateness + 1e-6
      let expected = kept ? a.slot + interval : a.presented + interval
      #expect(abs(b.slot - expected) < 2e-6, "slot \(b.slot) after \(a), expected \(expected)")
      #expect(b.slot - a.presented >= interval - FramePacer.lateness - 2e-6)
    }
    #expect(checked >= 5)
  }

  /// The presented modal flicked up with xdotool (moves every 10 ms), with or without J's
  /// 250 ms hitch pressed just before: the trace's last release velocity and the pointer events
  /// the scene saw, as `--record` wrote them (time, y).
  private func flickThePresentedModal(duringAHitch hitch: Bool) throws -> (
    release: Double, events: [(Double, Double)]
  ) {
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = directory.appendingPathComponent("record.json")
    let window = try Window(on: display, in: directory, arguments: ["--record", record.path])
    defer { window.stop() }
    window.waitUntilShown()
    try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", "space"])
    #expect(window.waitForLine { $0["phase"] as? String == "presented" }, "Space did not present the modal")
    var gesture = hitch ? ["key", "j", "sleep", "0.03"] : []
    gesture += ["mousemove", "640", "400", "mousedown", "1"]
    for y in stride(from: 390, through: 255, by: -15) {
      gesture += ["sleep", "0.01", "mousemove", "640", "\(y)"]
    }
    try display.xdotool(gesture + ["mouseup", "1"])
    _ = window.waitForRestAfterRelease()
    window.process.terminate()
    #expect(window.secondsToExit() != nil)
    let lines = try window.lines
    // During the hitch the whole flick reaches one frame: no frame shows it dragging.
    if hitch {
      #expect(lines.contains { $0["hitch"] as? Bool == true }, "no hitch frame")
    } else {
      #expect(lines.contains { $0["phase"] as? String == "dragging" }, "the drag did not grab the modal")
    }
    let handoff = try #require(lines.last { $0["handoff"] is [String: Any] }?["handoff"] as? [String: Any])
    let release = try #require((handoff["release"] as? [String: Double])?["y"])
    let script = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: record)) as? [String: Any])
    let events = try #require(script["events"] as? [[String: Any]]).compactMap { event -> (Double, Double)? in
      guard event["pointer"] != nil, let t = event["t"] as? Double, let y = event["y"] as? Double else {
        return nil
      }
      return (t, y)
    }
    return (release, events)
  }

  /// A flick made while a frame is late keeps its velocity: the moves queued during J's 250 ms
  /// reach the scene at the X server's times, not all at the millisecond SDL read them (which
  /// gave a release velocity of 0). The release is what the velocity tracker makes of the
  /// events at the times `--record` wrote, as for the same flick without J.
  @Test func aFlickDuringAHitchKeepsItsVelocity() throws {
    for hitch in [true, false] {
      let (release, events) = try flickThePresentedModal(duringAHitch: hitch)
      #expect(events.count >= 10, "\(events)")
      // Every move at its own time, about 10 ms apart as xdotool made them (a busy machine
      // delays xdotool now and then, so a step may be longer and the next shorter), not one
      // shared time: the ten moves span about 100 ms, never nothing.
      let times = events.map(\.0)
      let steps = zip(times, times.dropFirst()).map { $1 - $0 }
      #expect(steps.allSatisfy { $0 >= 0 }, "hitch \(hitch): steps \(steps)")
      #expect((times.last ?? 0) - (times.first ?? 0) > 0.06, "hitch \(hitch): steps \(steps)")
      var tracker = VelocityTracker()
      for (time, y) in events { tracker.addSample(Vector2(x: 0, y: y), at: time) }
      let expected = tracker.velocity(at: times.last ?? 0).y
      #expect(expected < -800, "hitch \(hitch): the moves' own velocity \(expected)")
      #expect(
        abs(release - expected) <= 0.05 * abs(expected),
        "hitch \(hitch): release \(release), moves \(expected)")
    }
  }

  /// The replay check, `FLICK_REPLAY_RUNS` times (1 by default; the issue's figure is 10 under
  /// two CPU hogs).
  @Test func aRecordedSessionReplaysHeadlessOnTheSameCurve() throws {
    let runs = ProcessInfo.processInfo.environment["FLICK_REPLAY_RUNS"].flatMap(Int.init) ?? 1
    var worsts: [Double] = []
    for _ in 0..<max(1, runs) { worsts.append(try recordAndReplay()) }
    if runs > 1 { print("replay: worst distance per run (pt): \(worsts.map { String(format: "%.3f", $0) })") }
  }

  private func recordAndReplay() throws -> Double {
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = directory.appendingPathComponent("record.json")
    let window = try Window(on: display, in: directory, arguments: ["--record", record.path])
    defer { window.stop() }
    window.waitUntilShown()
    // Present, grab the modal (the window's centre is the screen's 640, 400), drag it down,
    // then flick it up and away; let it go.
    try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", "space"])
    #expect(window.waitForLine { $0["phase"] as? String == "presented" }, "Space did not present the modal")
    var gesture = ["mousemove", "640", "400", "mousedown", "1"]
    for y in [420, 450, 470, 450, 400, 330, 250] { gesture += ["sleep", "0.02", "mousemove", "650", "\(y)"] }
    try display.xdotool(gesture + ["mouseup", "1"])
    _ = window.waitForRestAfterRelease()
    window.process.terminate()
    #expect(window.secondsToExit() != nil)
    let live = try window.lines
    #expect(live.contains { $0["phase"] as? String == "dragging" }, "the drag did not grab the modal")
    let last = try #require(live.last?["t"] as? Double)
    // Replay headless: the recording's own frames, each event on the frame it reached live.
    let replayTrace = directory.appendingPathComponent("replay.jsonl")
    let result = try FlickProcess.run([
      "--headless", "--script", record.path, "--duration", String(last + 0.1), "--trace", replayTrace.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let replay = try String(contentsOf: replayTrace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    var replayed: [Double: [String: Any]] = [:]
    for line in replay { if let time = line["t"] as? Double { replayed[time] = line } }
    func center(_ line: [String: Any]) -> Vector2? {
      guard let frame = line["modal"] as? [String: Double], let x = frame["x"], let y = frame["y"],
        let w = frame["w"], let h = frame["h"]
      else { return nil }
      return Vector2(x: x + w / 2, y: y + h / 2)
    }
    // Every live frame with the modal on screen, against the replay's frame at the same time.
    var worst = 0.0
    var compared = 0
    for line in live {
      guard let time = line["t"] as? Double, let position = center(line) else { continue }
      let twin = try #require(replayed[time], "the replay has no frame at \(time) s")
      #expect(twin["phase"] as? String == line["phase"] as? String, "phase at \(time) s")
      let distance = try #require(center(twin), "no modal at \(time) s in the replay").distance(to: position)
      worst = max(worst, distance)
      compared += 1
    }
    #expect(compared > 30)
    #expect(worst <= 0.5, "the replay is \(worst) pt from the live run")
    return worst
  }
}
