import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// `--record` writes the frames the run made and, for an input read a frame after its own time
/// (a busy machine), the frame it reached the scene on; a headless replay without `--fps` makes
/// those frames and delivers each input there, so it traces what the window did, frame by frame
/// (issue 42 §1: a window's recording under load replayed up to 2.7 pt off when the replay
/// delivered late inputs a frame early).
@Suite("A recording replays on its own frames")
struct RecordedFramesTests {
  /// Frames about 60 Hz apart, unevenly, as a busy machine makes them.
  private static let frames: [Double] = (0..<60).map { index in
    Double(index) / 60 + [0, 0.003, 0.0007, 0.005, 0.0011][index % 5]
  }

  /// A flick up on the pane from 0.25 s: a move every 8 ms for 0.2 s, then the release.
  private static let flick: [PointerEvent] = {
    var events = [PointerEvent(kind: .down, location: Vector2(x: 480, y: 620), timestamp: 0.25)]
    for step in 1...25 {
      let time = 0.25 + Double(step) * 0.008
      events.append(
        PointerEvent(kind: .move, location: Vector2(x: 480, y: 620 - 1500 * (time - 0.25)), timestamp: time))
    }
    events.append(PointerEvent(kind: .up, location: events.last!.location, timestamp: 0.4561))
    return events
  }()

  /// The "window": each event reaches the first frame at or after its time, except on every
  /// third frame, whose events are read only by the frame after it (and take effect at the
  /// last frame's time, as the runner's `effectiveTime` puts them). Returns the trace's lines
  /// and the script `--record` writes.
  private func liveRun(in directory: URL) throws -> (lines: [[String: Any]], script: String) {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = PaneScene.name
    configuration.draws = false
    configuration.tracePath = directory.appendingPathComponent("live.jsonl").path
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    var pending = Self.flick[...]
    var late: [InputEvent] = []
    for (index, time) in Self.frames.enumerated() {
      var inputs = late
      late = []
      while let next = pending.first, next.timestamp <= time {
        pending.removeFirst()
        if index % 3 == 2 { late.append(.pointer(next)) } else { inputs.append(.pointer(next)) }
      }
      session.frame(at: time, inputs: inputs)
    }
    try session.finish()
    return (
      try Self.lines(configuration.tracePath!),
      ScriptRecorder.json(log: session.runner.log, start: session.runner.start)
    )
  }

  private func replay(_ json: String, in directory: URL) throws -> [[String: Any]] {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.draws = false
    configuration.script = try Script(json: Data(json.utf8), name: "recorded")
    configuration.duration = Self.frames.last!
    configuration.tracePath = directory.appendingPathComponent("replay.jsonl").path
    try PlaygroundApp(configuration: configuration).runHeadless()
    return try Self.lines(configuration.tracePath!)
  }

  private static func lines(_ path: String) throws -> [[String: Any]] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// The largest distance between the pane's top in `live` and in `replay` at the same frame
  /// time; nil if a live frame is missing from the replay.
  private func worstDistance(_ live: [[String: Any]], _ replay: [[String: Any]]) -> Double? {
    var replayed: [Double: Double] = [:]
    for line in replay {
      if let time = line["t"] as? Double, let pane = line["pane"] as? [String: Double] {
        replayed[time] = pane["y"]
      }
    }
    var worst = 0.0
    for line in live {
      guard let time = line["t"] as? Double, let y = (line["pane"] as? [String: Double])?["y"] else {
        continue
      }
      guard let twin = replayed[time] else { return nil }
      worst = max(worst, abs(twin - y))
    }
    return worst
  }

  @Test func aLateInputIsWrittenWithTheFrameItReached() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, json) = try liveRun(in: directory)
    let script = try Script(json: Data(json.utf8), name: "recorded")
    #expect(script.frames == Self.frames)
    // Each late move is at the time of the frame it missed, and reached the next one.
    let late = script.events.filter { $0.frame != nil }
    #expect(!late.isEmpty)
    for event in late {
      let missed = try #require(Self.frames.firstIndex(of: event.time), "\(event)")
      #expect(event.frame == Self.frames[missed + 1], "\(event)")
    }
    // The others reached the first frame at or after their time: no "frame" written.
    #expect(script.events.filter { $0.frame == nil }.count >= 10)
  }

  @Test func theReplayTracesTheLiveRunFrameByFrame() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (live, json) = try liveRun(in: directory)
    #expect(live.contains { $0["phase"] as? String == "dragging" })
    let replayed = try replay(json, in: directory)
    let worst = try #require(worstDistance(live, replayed), "a live frame is missing from the replay")
    #expect(worst == 0, "the replay is \(worst) pt from the live run")
    // Without the frames the late inputs reached, the replay shows them a frame early.
    let early = json.replacingOccurrences(of: #", "frame": [0-9.e-]+"#, with: "", options: .regularExpression)
    #expect(early != json)
    let earlyReplay = try replay(early, in: directory)
    #expect((worstDistance(live, earlyReplay) ?? 0) > 0.5)
  }

  @Test func headlessFramesAreTheRecordingsThenSteady() {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 0.1
    configuration.fps = 50
    configuration.script = try? Script(
      json: Data(#"{"events": [], "frames": [0, 0.013, 0.031]}"#.utf8), name: "s")
    var hitches = [false, true, false, false, true, false, false, false]
    let times = Array(HeadlessFrames(configuration: configuration, takeHitch: { hitches.removeFirst() }))
    // The recording's frames (its hitch is in its times), then n / 50 from the first past them,
    // the second hitch skipping 250 ms.
    #expect(times.count == 7)
    #expect(Array(times.prefix(4)) == [0, 0.013, 0.031, 0.04])
    for (time, expected) in zip(times.dropFirst(4), [0.06, 0.08, 0.1]) {
      #expect(abs(time - (expected + 0.25)) < 1e-12, "\(times)")
    }
    // `--fps` given: steady frames only, the recording's ignored.
    configuration.fpsIsGiven = true
    hitches = Array(repeating: false, count: 10)
    #expect(
      Array(HeadlessFrames(configuration: configuration, takeHitch: { hitches.removeFirst() })).count == 6)
  }

  /// A recording whose run had a hitch: its frames carry the stall, so a replay of the same
  /// duration makes every one of them (the J in it lets the run last 250 ms longer, as the
  /// recorded run did); a shorter duration ends it inside the recording.
  @Test func aRecordedHitchLetsTheReplayLastAsLong() {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 0.05
    configuration.script = try? Script(
      json: Data(#"{"events": [], "frames": [0, 0.02, 0.29, 0.3, 0.31]}"#.utf8), name: "s")
    var hitches = [false, false, true, false, false, false]
    #expect(
      Array(HeadlessFrames(configuration: configuration, takeHitch: { hitches.removeFirst() }))
        == [0, 0.02, 0.29, 0.3])
    hitches = Array(repeating: false, count: 6)
    #expect(
      Array(HeadlessFrames(configuration: configuration, takeHitch: { hitches.removeFirst() })) == [0, 0.02])
  }

  @Test func badFramesAreRefused() {
    for (json, fragment) in [
      (#"{"events": [], "frames": [0.1, 0.05]}"#, "in time order"),
      (#"{"events": [], "frames": [-1]}"#, "\"frames\"[0]"),
      (#"{"events": [{"t": 0.2, "frame": 0.1, "key": "space"}]}"#, "\"frame\""),
    ] {
      #expect(throws: PlaygroundError.self) { try Script(json: Data(json.utf8), name: "s") }
      do {
        _ = try Script(json: Data(json.utf8), name: "s")
      } catch {
        #expect(error.message.contains(fragment), "\(error.message)")
      }
    }
  }
}
