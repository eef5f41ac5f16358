import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Touch and wheel events in scripts: read, refused with one clear line when bad, played into
/// the trace's `pointers`, written back by `--record`.
@Suite("Touch and wheel scripts", .serialized)
struct FingerScriptTests {
  /// Runs `events` headless on `scene` and returns the trace's lines as JSON objects.
  static func trace(
    _ events: String, scene: String = "card", fps: Double = 60, duration: Double = 1.5, record: URL? = nil,
    mode: String = "spring"
  ) throws -> [[String: Any]] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tracePath = directory.appendingPathComponent("trace.jsonl")
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.draws = false
    configuration.fps = fps
    configuration.duration = duration
    configuration.sceneName = scene
    configuration.mode = mode
    configuration.tracePath = tracePath.path
    configuration.recordPath = record?.path
    configuration.script = try Script(json: Data("{\"events\": [\(events)]}".utf8), name: "test")
    try PlaygroundApp(configuration: configuration).runHeadless()
    return try String(contentsOf: tracePath, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  static func line(at time: Double, in lines: [[String: Any]]) -> [String: Any]? {
    lines.last { ($0["t"] as? Double ?? .infinity) <= time + 1e-9 }
  }

  static let twoFingers = """
    {"t": 0.1, "touch": "down", "id": 1, "x": 440, "y": 352},
    {"t": 0.1, "touch": "down", "id": 2, "x": 520, "y": 352},
    {"t": 0.2, "touch": "move", "id": 2, "x": 560, "y": 352},
    {"t": 0.3, "touch": "up", "id": 2, "x": 560, "y": 352},
    {"t": 0.3, "touch": "up", "id": 1, "x": 440, "y": 352}
    """

  @Test func scriptedTouchesAreTheTracesPointers() throws {
    let lines = try Self.trace(Self.twoFingers)
    let during = try #require(Self.line(at: 0.25, in: lines)?["pointers"] as? [[String: Any]])
    #expect(during.map { $0["id"] as? Int } == [1, 2])
    #expect(during.map { $0["kind"] as? String } == ["touch", "touch"])
    #expect(during.last?["x"] as? Double == 560)
    let after = try #require(Self.line(at: 0.4, in: lines)?["pointers"] as? [[String: Any]])
    #expect(after.isEmpty)
    // A scene without a pinch traces null for both gestures.
    let modal = try Self.trace(Self.twoFingers, scene: "modal", duration: 0.3)
    #expect(modal.last?["pinchGesture"] is NSNull && modal.last?["rotationGesture"] is NSNull)
  }

  @Test func ctrlWheelIsAPinchWhoseTouchesLiftAfterTheWheelStops() throws {
    var events: [String] = []
    for step in 0..<10 {
      events.append(
        #"{"t": \#(0.1 + 0.008 * Double(step)), "wheel": {"dx": 0, "dy": -4}, "precise": true, "mods": ["ctrl"], "x": 480, "y": 352}"#
      )
    }
    let lines = try Self.trace(events.joined(separator: ","))
    let during = try #require(Self.line(at: 0.15, in: lines)?["pointers"] as? [[String: Any]])
    #expect(during.map { $0["kind"] as? String } == ["emulatedTouch", "emulatedTouch"])
    let after = try #require(Self.line(at: 0.4, in: lines)?["pointers"] as? [[String: Any]])
    #expect(after.isEmpty)
  }

  @Test func recordingWritesTouchesAndWheelsAndTheReplayTracesTheSame() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let recorded = directory.appendingPathComponent("recorded.json")
    let wheel =
      #"{"t": 0.5, "wheel": {"dx": 3, "dy": -12.5}, "precise": true, "mods": ["ctrl", "shift"], "x": 300, "y": 200}"#
    let plainWheel = #"{"t": 0.9, "wheel": {"dx": 0, "dy": 40}}"#
    let original = try Self.trace(Self.twoFingers + "," + wheel + "," + plainWheel, record: recorded)
    let text = try String(contentsOf: recorded, encoding: .utf8)
    #expect(text.contains(#""touch": "down", "id": 2, "x": 520.0, "y": 352.0"#))
    #expect(text.contains(#""wheel": {"dx": 3.0, "dy": -12.5}, "precise": true, "mods": ["ctrl", "shift"]"#))
    // Ctrl + wheel's own touches are not recorded: the wheel makes them again.
    #expect(!text.contains(#""id": 901"#))
    let script = try Script(contentsOf: recorded.path)
    #expect(script.events.contains { if case .wheel = $0.action { true } else { false } })
    let replayed = try Self.trace(
      text.split(separator: "\n").dropFirst().dropLast().joined(separator: "\n")
        .replacingOccurrences(of: "\n]}", with: ""))
    for (a, b) in zip(original, replayed) {
      #expect((a["pointers"] as? NSArray) == (b["pointers"] as? NSArray))
    }
  }

  @Test(arguments: [
    (#"{"t": 0, "touch": "down", "x": 1, "y": 2}"#, "needs \"id\""),
    (#"{"t": 0, "touch": "press", "id": 1, "x": 1, "y": 2}"#, "unknown touch \"press\""),
    (#"{"t": 0, "touch": "down", "id": 1, "x": 1}"#, "\"x\" and \"y\""),
    (#"{"t": 0, "wheel": {"dx": 1}}"#, "{\"dx\", \"dy\"}"),
    (#"{"t": 0, "wheel": {"dx": 1, "dy": 1e999}}"#, "not valid"),
    (#"{"t": 0, "wheel": {"dx": 1, "dy": 2}, "mods": ["hyper"]}"#, "unknown modifier \"hyper\""),
    (#"{"t": 0, "wheel": {"dx": 1, "dy": 2}, "key": "space"}"#, "not several"),
    (#"{"t": 0, "pointer": "down", "id": -3, "x": 1, "y": 2}"#, "positive"),
  ])
  func badTouchAndWheelEventsAreRefusedWithOneLine(event: String, fragment: String) {
    do {
      _ = try Script(json: Data("{\"events\": [\(event)]}".utf8), name: "bad.json")
      Issue.record("accepted \(event)")
    } catch {
      #expect(error.message.contains(fragment), "\(error.message)")
      #expect(!error.message.contains("\n"))
    }
  }

  @Test func aBadTouchStopsTheRunWithOneLineAndStatusOne() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("script.json").path
    try Data(#"{"events": [{"t": 0, "touch": "down", "x": 1, "y": 2}]}"#.utf8).write(
      to: URL(fileURLWithPath: path))
    let result = try FlickProcess.run(["--headless", "--script", path])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1 && result.stderrLines.first?.hasPrefix("flick: ") == true)
  }

  @Test func aPointerWithAnIdIsAPointerWithThatId() throws {
    let lines = try Self.trace(
      #"{"t": 0.1, "pointer": "down", "id": 3, "x": 480, "y": 352}, {"t": 0.2, "pointer": "up", "id": 3, "x": 480, "y": 352}"#,
      duration: 0.3)
    let during = try #require(Self.line(at: 0.15, in: lines)?["pointers"] as? [[String: Any]])
    #expect(during.first?["id"] as? Int == 3 && during.first?["kind"] as? String == "mouse")
  }

  @Test func theWheelOverATuningSliderNudgesItByOneFineStep() throws {
    let start = Scenes.CardScene.defaultParameters
    let panel = TuningPanel(
      mode: .spring, parameters: start, layout: OverlayLayout(size: Size(width: 960, height: 640)))
    var found: (TuningSlider, Rect)?
    for row in panel.rows {
      if case .slider(let slider, let track) = row.control, slider.id == "response" {
        found = (slider, track)
      }
    }
    let (slider, track) = try #require(found)
    let place = #""x": \#(track.center.x), "y": \#(track.center.y)"#
    let lines = try Self.trace(
      #"{"t": 0.1, "key": "t"}, {"t": 0.2, "wheel": {"dx": 0, "dy": -40}, \#(place)}, {"t": 0.3, "wheel": {"dx": 0, "dy": -3}, "precise": true, \#(place)}"#,
      duration: 0.5)
    let response = try #require((lines.last?["tuning"] as? [String: Any])?["response"] as? Double)
    let expected = slider.value(atFraction: slider.fraction(for: start) + 2 * Session.fineStep)
    #expect(abs(response - expected) < 1e-4, "response \(response), expected \(expected)")
    // Nothing else took the wheel: the card did not move.
    #expect(lines.last?["phase"] as? String == "rest")
  }
}
