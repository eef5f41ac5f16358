import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// One decoded line of the card scene's `--trace`, as another program would read it.
struct CardTraceLine: Decodable {
  struct Frame: Decodable {
    var x: Double
    var y: Double
    var w: Double
    var h: Double
    var center: Vector2 { Vector2(x: x + w / 2, y: y + h / 2) }
  }
  struct Vector: Decodable {
    var x: Double
    var y: Double
    var vector: Vector2 { Vector2(x: x, y: y) }
  }
  struct Handoff: Decodable {
    var t: Double
    var release: Vector
    var settle: Vector
    var finished: Bool
    var from: Vector
    var target: Vector
    var initialSpringVelocity: Vector?
  }
  var frame: Int
  var t: Double
  var scene: String
  var mode: String
  var gesture: String
  var card: Frame
  var model: Frame
  var rotation: Double
  var velocity: Vector
  var angularVelocity: Double
  var phase: String
  var corner: String?
  var projected: Vector?
  var retarget: String
  var handoff: Handoff?

  /// The card's outline on screen: its four corners, turned by `rotation` about the centre.
  var corners: [Vector2] {
    DynamicItem(position: card.center, size: Size(width: card.w, height: card.h), angle: rotation).corners
  }
}

/// Runs the real headless loop in-process on the card scene with a script and a trace file.
enum CardScenario {
  static func run(
    _ events: [Script.Event], mode: String = "spring", fps: Double = 60, duration: Double = 3,
    retarget: String? = nil
  ) throws -> [CardTraceLine] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tracePath = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = "card"
    configuration.fps = fps
    configuration.duration = duration
    configuration.mode = mode
    if let retarget { configuration.sceneOptions["retarget"] = retarget }
    configuration.script = Script(events: events)
    configuration.tracePath = tracePath
    configuration.draws = false
    try PlaygroundApp(configuration: configuration).runHeadless()
    let text = try String(contentsOfFile: tracePath, encoding: .utf8)
    let decoder = JSONDecoder()
    return try text.split(separator: "\n").map { try decoder.decode(CardTraceLine.self, from: Data($0.utf8)) }
  }

  /// A click: the press 50 ms before `time`, the release at `time`.
  static func click(_ time: Double, _ x: Double, _ y: Double) -> [Script.Event] {
    [Scenario.pointer(time - 0.05, .down, x, y), Scenario.pointer(time, .up, x, y)]
  }

  /// A press at `start`, then moves every 8 ms at `velocity` for `duration`, then (after
  /// `pause` seconds standing still) the release.
  static func drag(
    from start: Vector2, at time: Double, velocity: Vector2, duration: Double, pause: Double = 0
  ) -> [Script.Event] {
    var events = [Scenario.pointer(time, .down, start.x, start.y)]
    let steps = Int((duration / 0.008).rounded())
    var point = start
    for step in 1...max(steps, 1) {
      point = start + (Double(step) * 0.008) * velocity
      events.append(Scenario.pointer(time + Double(step) * 0.008, .move, point.x, point.y))
    }
    events.append(Scenario.pointer(time + Double(steps) * 0.008 + pause, .up, point.x, point.y))
    return events
  }
}
