import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// One decoded line of `--trace`, as another program would read it.
struct TraceLine: Decodable {
  struct Frame: Decodable {
    var x: Double
    var y: Double
    var w: Double
    var h: Double
    var centerX: Double { x + w / 2 }
    var centerY: Double { y + h / 2 }
    var maxY: Double { y + h }
  }
  struct Vector: Decodable {
    var x: Double
    var y: Double
  }
  /// A size in points (the `window` field).
  struct Extent: Decodable {
    var w: Double
    var h: Double
  }
  struct Handoff: Decodable {
    var t: Double
    var release: Vector
    var settle: Vector
    var finished: Bool
  }
  var frame: Int
  var t: Double
  var scene: String
  var mode: String
  var phase: String
  var transition: String?
  var percent: Double
  var modal: Frame
  var model: Frame
  var velocity: Vector
  var gesture: String
  var navbarAlpha: Double
  var slowMotion: Bool
  var handoff: Handoff?
  var window: Extent
}

/// Runs the real headless loop in-process with a script and a trace file, and reads the trace.
enum Scenario {
  /// - Parameter seedTimedSpace: Space presents and dismisses with seed 000's 0.35 s timed
  ///   animation whatever `mode` is (a "3" before each Space and `mode`'s key after it), so the
  ///   modal is where ``presentingCenterY(at:)`` says; `mode` is then the settling mode only.
  static func run(
    _ events: [Script.Event], mode: String = "spring", fps: Double = 60, duration: Double = 2.5,
    slowMotion: Bool = false, seedTimedSpace: Bool = true, resamplesPointers: Bool = true
  ) throws -> [TraceLine] {
    let modeKey = ["spring": "1", "dynamics": "2", "timed": "3"][mode] ?? "1"
    let events =
      seedTimedSpace
      ? events.flatMap { event in
        event.action == .key("space")
          ? [key(event.time, "3"), event, key(event.time, modeKey)] : [event]
      } : events
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tracePath = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.fps = fps
    configuration.duration = duration
    configuration.mode = mode
    configuration.slowMotion = slowMotion
    configuration.resamplesPointers = resamplesPointers
    configuration.script = Script(events: events)
    configuration.tracePath = tracePath
    // The trace is what these tests read; drawing reads state only (HeadlessRenderTests draws).
    configuration.draws = false
    try PlaygroundApp(configuration: configuration).runHeadless()
    let text = try String(contentsOfFile: tracePath, encoding: .utf8)
    let decoder = JSONDecoder()
    return try text.split(separator: "\n").map { try decoder.decode(TraceLine.self, from: Data($0.utf8)) }
  }

  /// A key by its name ("space", the modal's; or a playground key's name, as scripts write it).
  static func key(_ time: Double, _ name: String) -> Script.Event {
    Script.Event(time: time, action: .key(name))
  }

  /// A playground key, by what it does.
  static func key(_ time: Double, _ command: KeyCommand) -> Script.Event {
    let name = KeyCommand.names.filter { $0.value == command }.keys.sorted().first!
    return Script.Event(time: time, action: .key(name))
  }

  static func pointer(_ time: Double, _ kind: PointerEventKindName, _ x: Double, _ y: Double) -> Script.Event
  {
    Script.Event(time: time, action: .pointer(kind.kind, .init(x: x, y: y)))
  }

  /// A press at `start`, then moves every 8 ms (a 125 Hz mouse) along a straight line at
  /// `velocity` points per second for `duration`, then the release at the last point.
  static func flick(
    from start: (x: Double, y: Double), at time: Double, velocity: (x: Double, y: Double), duration: Double
  ) -> [Script.Event] {
    var events = [pointer(time, .down, start.x, start.y)]
    let steps = Int((duration / 0.008).rounded())
    for step in 1...steps {
      let dt = Double(step) * 0.008
      events.append(pointer(time + dt, .move, start.x + velocity.x * dt, start.y + velocity.y * dt))
    }
    let end = Double(steps) * 0.008
    events.append(pointer(time + end, .up, start.x + velocity.x * end, start.y + velocity.y * end))
    return events
  }

  /// Seed 000's presentation: the modal's centre y at `time` after Space at 0, in a 640-tall
  /// container (from −90 to 320, 0.35 s ease-in-out).
  static func presentingCenterY(at time: Double) -> Double {
    -90 + 410 * Motion.TimingCurve.easeInOut.value(at: min(1, time / 0.35))
  }
}

enum PointerEventKindName {
  case down, move, up, cancel
  var kind: Stage.PointerEvent.Kind {
    switch self {
    case .down: .down
    case .move: .move
    case .up: .up
    case .cancel: .cancel
    }
  }
}
