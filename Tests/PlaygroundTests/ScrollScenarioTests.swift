import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The scroll scene through the real headless loop and its trace: the acceptance at the
/// level a checker sees (frame rates, a hitch, the end crossing at 240 fps, the ghosts).
@Suite struct ScrollScenarioTests {
  /// The Assets script's flick: 3 000 pt/s up from y 560, released at 0.43 s.
  static func flick(hitchAt hitch: Double? = nil, ghosts: Bool = false) -> [Script.Event] {
    var events = [Scenario.pointer(0.30, .down, 480, 560)]
    for step in 1...12 {
      events.append(Scenario.pointer(0.30 + 0.01 * Double(step), .move, 480, 560 - 30 * Double(step)))
    }
    events.append(Scenario.pointer(0.43, .up, 480, 200))
    if let hitch { events.append(Script.Event(time: hitch, action: .key("j"))) }
    if ghosts { events.insert(Script.Event(time: 0.05, action: .key("g")), at: 0) }
    return events
  }

  /// Runs the scroll scene with `rows` rows; returns the trace's lines as JSON objects.
  static func run(_ events: [Script.Event], rows: Int, fps: Double, duration: Double) throws -> [[String:
    Any]]
  {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tracePath = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = ScrollScene.name
    configuration.sceneOptions = ["rows": String(rows)]
    configuration.fps = fps
    configuration.duration = duration
    configuration.script = Script(events: events)
    configuration.tracePath = tracePath
    configuration.draws = false
    try PlaygroundApp(configuration: configuration).runHeadless()
    let text = try String(contentsOfFile: tracePath, encoding: .utf8)
    return try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  static func offsetY(_ line: [String: Any]) -> Double {
    (line["offset"] as? [String: Double])?["y"] ?? .nan
  }

  @Test func theSameScriptTracesTheSameOffsetsAtEveryRateWithAHitchMidFling() throws {
    var byTime: [[Double: Double]] = []
    for fps in [30.0, 60, 144, 240] {
      let lines = try Self.run(Self.flick(hitchAt: 0.9), rows: 40, fps: fps, duration: 4)
      #expect(lines.contains { $0["hitch"] as? Bool == true })
      byTime.append(
        Dictionary(
          lines.map { (($0["t"] as? Double ?? -1) * 1e6).rounded() / 1e6 }.enumerated().map {
            ($1, Self.offsetY(lines[$0]))
          },
          uniquingKeysWith: { first, _ in first }))
    }
    let common = byTime.dropFirst().reduce(Set(byTime[0].keys)) { $0.intersection($1.keys) }
    // Times every rate shares, before, during and after the fling and its hitch.
    #expect(common.count > 20)
    #expect(common.contains { $0 > 0.45 && $0 < 0.9 } && common.contains { $0 > 1.2 && $0 < 3 })
    for time in common {
      let values = byTime.map { $0[time]! }
      // 1e-4 pt, plus the trace's rounding of numbers to 4 decimals.
      #expect(values.max()! - values.min()! <= 1e-4 + 1e-4, "t \(time): \(values)")
    }
  }

  @Test func theEndCrossingIsContinuousInA240fpsTrace() throws {
    // 20 rows: the list ends at 920 pt, and this flick would coast to about 1 830.
    let lines = try Self.run(Self.flick(), rows: 20, fps: 240, duration: 3)
    let phases = lines.map { $0["phase"] as? String ?? "" }
    let crossing = try #require(phases.indices.first { phases[$0] == "bouncing" })
    #expect(phases[crossing - 1] == "decelerating")
    for index in (crossing - 3)...(crossing + 3) {
      let previous = lines[index - 1]
      let line = lines[index]
      let dt = (line["t"] as? Double ?? 0) - (previous["t"] as? Double ?? 0)
      let velocity = (previous["velocity"] as? [String: Double])?["y"] ?? .nan
      let next = (line["velocity"] as? [String: Double])?["y"] ?? .nan
      // The step is what the velocities either side say it is (trapezoid), within 0.5 pt.
      let step = Self.offsetY(line) - Self.offsetY(previous)
      #expect(abs(step - (velocity + next) / 2 * dt) < 0.5, "frame \(index)")
    }
    #expect(abs(Self.offsetY(lines.last!) - 920) < 0.05)
  }

  @Test func ghostsFollowTheFourPlatformsFromTheRelease() throws {
    let lines = try Self.run(Self.flick(ghosts: true), rows: 20, fps: 60, duration: 3)
    let after = try #require(lines.first { ($0["t"] as? Double ?? 0) > 0.44 })
    let ghosts = try #require(after["ghosts"] as? [String: [String: Double]])
    #expect(Set(ghosts.keys) == ["flutter", "clamping", "android", "fast"])
    let last = try #require(lines.last?["ghosts"] as? [String: [String: Double]])
    #expect(last["clamping"]?["y"] == 920 && last["android"]?["y"] == 920)
    #expect((last["fast"]?["y"] ?? 1000) < 700)
  }
}
