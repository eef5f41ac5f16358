import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// A save re-simulates a bounded span of the session, however long the window has run: from the
/// last moment the scene stood at rest as it started (``Scenes/SceneCheckpoint``) before the
/// plot's window and the last release, never the whole history; and the version before goes on
/// as the ghost without being made again. Counted in frames made again, not timed.
@Suite("Scene files: a reload's bounded replay", .serialized)
struct SceneFileReloadSpanTests {
  /// The card of `hello.json` dragged up for half a second (354 or 177 pt), then flicked back
  /// down from where it rests 1.2 s later, every 2.4 s from 0.3 s until `seconds` (a move every
  /// 1/120 s): ten minutes of this is the session.
  static func dragging(until seconds: Double, from start: Double = 0.3) -> [PointerEvent] {
    var events: [PointerEvent] = []
    var time = start
    func add(_ kind: PointerEvent.Kind, _ y: Double, at t: Double) {
      events.append(PointerEvent(kind: kind, location: Vector2(x: 480, y: y), timestamp: t))
    }
    while time + 2.4 <= seconds {
      let step = Int(time) % 2 == 0 ? 6.0 : 3.0
      add(.down, 600, at: time)
      for index in 1..<60 { add(.move, 600 - step * Double(index), at: time + Double(index) / 120) }
      add(.up, 600 - step * 59, at: time + 0.5)
      time += 1.2
      add(.down, 470, at: time)
      for index in 1..<20 { add(.move, 470 + 12 * Double(index), at: time + Double(index) / 120) }
      add(.up, 698, at: time + 0.17)
      time += 1.2
    }
    return events
  }

  /// A window's session on a copy of `hello.json` at `path`, its frames every 1/60 s from 0 to
  /// `seconds` with `events` delivered at their frames.
  static func session(_ path: String, events: [PointerEvent], seconds: Double) throws -> Session {
    let configuration = try SceneFileRun.configuration(["--scene-file", path])
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    var next = 0
    for index in 0...Int(seconds * 60) {
      let time = Double(index) / 60
      var due: [PointerEvent] = []
      while next < events.count, events[next].timestamp <= time {
        due.append(events[next])
        next += 1
      }
      session.frame(at: time, inputs: due.isEmpty ? [] : [.pointers(due)])
    }
    return session
  }

  static let hello = (try? String(contentsOfFile: SceneFileRun.asset("hello"), encoding: .utf8)) ?? ""
  /// `hello.json` with its own spring.
  static let softer = hello.replacingOccurrences(
    of: "\"background\":",
    with: "\"settle\": {\"spring\": {\"stiffness\": 120, \"damping\": 14, \"mass\": 1}}, \"background\":")

  /// How many frames a save after `seconds` of dragging makes again.
  static func resimulatedFrames(after seconds: Double) throws -> Int {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("hello.json").path
    try SceneFileRun.save(hello, to: path)
    let session = try Self.session(path, events: dragging(until: seconds), seconds: seconds)
    #expect(session.timeline.count > Int(seconds * 59), "the session logged its frames")
    try SceneFileRun.save(softer, to: path)
    session.frame(at: seconds + 1.0 / 60, inputs: [])
    let reloader = try #require(session.sceneFiles)
    #expect(reloader.reloads == 1 && reloader.problem == nil)
    #expect(session.sceneFileGhost != nil, "the version before runs on as the ghost")
    return reloader.lastResimulatedFrames
  }

  @Test(
    "a save after two minutes of dragging makes again as many frames as one after one minute, a few seconds' worth"
  )
  func theReplayedSpanIsBounded() throws {
    let oneMinute = try Self.resimulatedFrames(after: 60)
    let twoMinutes = try Self.resimulatedFrames(after: 120)
    // The whole history made twice (the new version, then the old as the ghost) was 14 400
    // frames after two minutes. Now: the plot's 3 s and back to the rest before them.
    #expect(oneMinute > 0 && oneMinute <= 6 * 60, "\(oneMinute) frames made again after one minute")
    #expect(
      abs(twoMinutes - oneMinute) <= 1, "\(twoMinutes) frames after two minutes, \(oneMinute) after one")
  }

  /// The layers' frames on screen, in the file's order.
  static func frames(_ scene: any Scene) -> [Rect] {
    var frames: [Rect] = []
    func walk(_ layer: Layer) {
      frames.append(layer.presentation.frame)
      for sublayer in layer.sublayers { walk(sublayer) }
    }
    walk(scene.root)
    return frames
  }

  /// `hello.json` with a stiffer spring, which comes to rest before the old one does: the whole
  /// replay under it rests as it started wherever the old version did.
  static let stiffer = hello.replacingOccurrences(
    of: "\"background\":",
    with: "\"settle\": {\"spring\": {\"stiffness\": 700, \"damping\": 60, \"mass\": 1}}, \"background\":")

  @Test(
    "the bounded replay makes exactly the frames the whole replay makes where that one rests as it started at the checkpoint too"
  )
  func boundedReplayIsTheWholeReplays() throws {
    let old = try SceneFileDocument(name: "hello", text: Self.hello)
    let new = try SceneFileDocument(name: "hello", text: Self.stiffer)
    let size = Size(width: 960, height: 640)
    let runner = SceneRunner(
      scenes: SceneRegistry.builtIn.adding(.file(old)), start: SceneRunner.Start(scene: "hello", size: size))
    runner.marksCheckpoints = true
    let seconds = 90.0
    let events = Self.dragging(until: seconds + 10)
    var next = 0
    func step(_ runner: SceneRunner, to time: Double, from index: inout Int) {
      var inputs: [(time: Double, input: SceneInput)] = []
      while index < events.count, events[index].timestamp <= time {
        inputs.append((events[index].timestamp, .pointer(events[index])))
        index += 1
      }
      runner.step(to: time, inputs: inputs)
    }
    for index in 0...Int(seconds * 60) { step(runner, to: Double(index) / 60, from: &next) }
    #expect(runner.checkpoints.count > 30, "the card rests where it started after every flick down")

    let scenes = SceneRegistry.builtIn.adding(.file(new))
    var start = runner.start
    start.parameters = new.parameters
    let rewrite = { (input: SceneInput) in
      SceneFileReloader.rewrite(input, for: "hello", parameters: new.parameters)
    }
    var whole: [Double: [Rect]] = [:]
    let full = runner.replayed(under: scenes, start: start, rewriting: rewrite) { time, scene in
      whole[time] = Self.frames(scene)
    }
    let checkpoint = try #require(runner.checkpoint(atOrBefore: seconds - 3))
    #expect(checkpoint.sceneTime > seconds - 6, "the last rest as started is a few seconds back")
    // The premise: the whole replay, too, rests where the file starts it at the checkpoint (a
    // softer spring still settling there would make its next gesture start elsewhere).
    let startFrames = Self.frames(SceneRunner(scenes: scenes, start: start).scene)
    #expect(whole[checkpoint.sceneTime] == startFrames, "the whole replay is not at rest as started there")
    var made = 0
    let bounded = runner.replayed(under: scenes, start: start, from: checkpoint, rewriting: rewrite) {
      time, scene in
      made += 1
      let frames = Self.frames(scene)
      #expect(frames == whole[time], "\(time): a frame made again differs from the whole replay's")
    }
    #expect(made == runner.log.count - checkpoint.index - 1 && made < 6 * 60)
    #expect(bounded.log.count == full.log.count && bounded.clock == full.clock)
    // Both go on with ten seconds more of dragging: the same frames, to the bit.
    var fullNext = next
    var boundedNext = next
    var apart = false
    for index in Int(seconds * 60) + 1...Int((seconds + 10) * 60) {
      let time = Double(index) / 60
      step(full, to: time, from: &fullNext)
      step(bounded, to: time, from: &boundedNext)
      step(runner, to: time, from: &next)
      let fullFrames = Self.frames(full.scene)
      #expect(Self.frames(bounded.scene) == fullFrames, "\(time): the bounded reload's frame differs")
      if fullFrames != Self.frames(runner.scene) { apart = true }
    }
    #expect(apart, "the new spring should move the card differently from the old")
  }
}
