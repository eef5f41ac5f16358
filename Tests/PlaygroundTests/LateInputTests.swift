import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// An input read after the frame that should have had it (it happened before the last frame's
/// time: the window system had not passed it on yet) takes effect where the scene already is,
/// and `--record` writes that time, so the replay delivers it where the live run did.
@Suite("Late input")
struct LateInputTests {
  @Test func anEventFromBeforeTheLastFrameIsAppliedAndRecordedAtThatFrame() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = directory.appendingPathComponent("record.json")
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = "pane"
    configuration.draws = false
    configuration.recordPath = record.path
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    session.frame(at: 0.1, inputs: [])
    let late = PointerEvent(kind: .down, location: Vector2(x: 480, y: 600), timestamp: 0.05)
    let onTime = PointerEvent(kind: .move, location: Vector2(x: 480, y: 590), timestamp: 0.15)
    // A move 2 ms after the frame's own time (SDL's ticks ahead of the counter) is taken at it.
    let early = PointerEvent(kind: .move, location: Vector2(x: 480, y: 580), timestamp: 0.202)
    session.frame(at: 0.2, inputs: [.pointer(late), .pointer(onTime), .pointer(early)])
    try session.finish()
    let script = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: record)) as? [String: Any])
    let times = try #require(script["events"] as? [[String: Any]]).compactMap { event -> Double? in
      event["pointer"] == nil ? nil : event["t"] as? Double
    }
    #expect(times == [0.1, 0.15, 0.2])
    // The rewind's history has the same times, on the scene's clock.
    let recorded = session.timeline.frames.last?.inputs.compactMap(\.time)
    #expect(recorded == [0.1, 0.15, 0.2])
  }
}
