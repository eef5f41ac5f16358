import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The lab (issue 15): ghosts of other integrators, the 250 ms hitch, the run's chart, record and
/// replay, in every scene, headless and deterministic.
@Suite("The lab: ghosts, hitch, plot, record", .serialized)
struct LabTests {
  /// A README script with a scene event first and the lab's keys added.
  static func script(_ asset: String, scene: String, extra: [Script.Event] = []) throws -> Script {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/\(asset).json")
    let file = try Script(contentsOf: url.path)
    return Script(events: [Script.Event(time: 0, action: .scene(scene))] + file.events + extra)
  }

  /// Runs `script` headless and returns the trace's lines.
  static func run(
    _ script: Script, fps: Double = 60, duration: Double, plot: String? = nil, record: String? = nil
  ) throws -> [[String: Any]] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.fps = fps
    configuration.duration = duration
    configuration.draws = false
    configuration.script = script
    configuration.tracePath = trace
    configuration.plotPath = plot
    configuration.recordPath = record
    try PlaygroundApp(configuration: configuration).runHeadless()
    return try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  static func modalY(_ line: [String: Any]) -> Double? {
    guard let frame = line["modal"] as? [String: Double], let y = frame["y"], let h = frame["h"] else {
      return nil
    }
    return y + h / 2
  }

  static func ghostY(_ line: [String: Any], _ name: String) -> Double? {
    ((line["ghosts"] as? [String: Any])?[name] as? [String: Any])?["y"] as? Double
  }

  @Test func theExactSubjectIsTheSameAt30And240FPSWhileEulersGhostIsNot() throws {
    // The modal's grab-and-flick with G: after the release at 0.24 s, compare the frames the two
    // rates share (every 1/30 s).
    let script = try Self.script("grab-and-flick", scene: "modal", extra: [Scenario.key(0, "g")])
    let slow = try Self.run(script, fps: 30, duration: 1.5)
    let fast = try Self.run(script, fps: 240, duration: 1.5)
    var byFrame: [Int: [String: Any]] = [:]
    for line in fast { byFrame[Int(((line["t"] as? Double ?? 0) * 240).rounded())] = line }
    var exact = 0.0
    var euler = 0.0
    var compared = 0
    for line in slow {
      let time = line["t"] as? Double ?? 0
      guard time > 0.25, let other = byFrame[Int((time * 240).rounded())] else { continue }
      guard let a = Self.modalY(line), let b = Self.modalY(other), let ea = Self.ghostY(line, "euler"),
        let eb = Self.ghostY(other, "euler")
      else { continue }
      exact = max(exact, abs(a - b))
      euler = max(euler, abs(ea - eb))
      compared += 1
    }
    #expect(compared > 30)
    #expect(exact <= 0.5, "the exact modal differs by \(exact) pt between 30 and 240 fps")
    #expect(euler > 10, "the Euler ghost differs by only \(euler) pt")
  }

  @Test func ghostsStartWhereAndHowTheReleaseLeft() throws {
    let script = try Self.script("grab-and-flick", scene: "modal", extra: [Scenario.key(0, "g")])
    let lines = try Self.run(script, fps: 240, duration: 1)
    let first = try #require(lines.first { $0["ghosts"] as? [String: Any] != nil })
    let ghosts = try #require(first["ghosts"] as? [String: Any])
    #expect(Set(ghosts.keys) == ["euler", "rk4", "goop", "dynamics"])
    let handoff = try #require(first["handoff"] as? [String: Any])
    let from = try #require(handoff["from"] as? [String: Double])
    // One 240 fps frame after the release at most: every ghost is within a frame's travel of it.
    for name in ghosts.keys {
      let y = try #require(Self.ghostY(first, name))
      #expect(abs(y - (from["y"] ?? 0)) < 2200.0 / 240 + 1, "\(name) at \(y)")
    }
    // While held again, ghosts go: none before the release.
    #expect(lines.filter { ($0["t"] as? Double ?? 0) < 0.24 }.allSatisfy { $0["ghosts"] is NSNull })
  }

  @Test func theOtherModesGhostIsTheExactSpringInDynamicsMode() throws {
    let script = try Self.script(
      "grab-and-flick", scene: "modal", extra: [Scenario.key(0, "g"), Scenario.key(0.001, "2")])
    let lines = try Self.run(script, duration: 0.5)
    let ghosts = try #require(lines.last?["ghosts"] as? [String: Any])
    #expect(Set(ghosts.keys) == ["euler", "rk4", "goop", "spring"])
  }

  @Test func aHitchLeavesTheExactSubjectWhereItWouldHaveBeenAndEulerDiverges() throws {
    let plain = try Self.run(
      try Self.script("grab-and-flick", scene: "modal", extra: [Scenario.key(0, "g")]), duration: 1.5)
    let hitched = try Self.run(
      try Self.script(
        "grab-and-flick", scene: "modal", extra: [Scenario.key(0, "g"), Scenario.key(0.27, "j")]),
      duration: 1.5)
    let marked = hitched.filter { $0["hitch"] as? Bool == true }
    #expect(marked.count == 1)
    // The marked frame comes 250 ms late.
    let index = try #require(hitched.firstIndex { $0["hitch"] as? Bool == true })
    let gap = (hitched[index]["t"] as? Double ?? 0) - (hitched[index - 1]["t"] as? Double ?? 0)
    #expect(abs(gap - (0.25 + 1.0 / 60)) < 1e-6)
    var byTime: [Int: Double] = [:]
    for line in plain {
      if let y = Self.modalY(line) { byTime[Int(((line["t"] as? Double ?? 0) * 1e6).rounded())] = y }
    }
    var worst = 0.0
    var compared = 0
    for line in hitched[index...] {
      guard let y = Self.modalY(line), let other = byTime[Int(((line["t"] as? Double ?? 0) * 1e6).rounded())]
      else {
        continue
      }
      worst = max(worst, abs(y - other))
      compared += 1
    }
    #expect(compared > 30)
    #expect(worst < 1e-3, "the hitch moved the exact modal by \(worst) pt")
    // objc.io's Euler takes the 0.27 s step in one go (ω·dt ≈ 4.6 > 2) and runs off the stage.
    let euler = try #require((hitched.last?["ghosts"] as? [String: Any])?["euler"] as? [String: Any])
    #expect(euler["diverged"] as? Bool == true)
    let pop = try #require((hitched.last?["ghosts"] as? [String: Any])?["rk4"] as? [String: Any])
    #expect(pop["diverged"] == nil)
  }

  static let scenes: [(asset: String, scene: String, hitchAt: Double)] = [
    ("grab-and-flick", "modal", 0.3), ("pane-demo", "pane", 1.6), ("navigation-edge-pop", "navigation", 1.7),
    ("card-flick", "card", 0.35),
  ]

  @Test(arguments: scenes.map(\.scene))
  func ghostsHitchPlotAndRecordWorkInEveryScene(scene: String) throws {
    let entry = try #require(Self.scenes.first { $0.scene == scene })
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plot = directory.appendingPathComponent("plot.png").path
    let record = directory.appendingPathComponent("record.json").path
    let script = try Self.script(
      entry.asset, scene: scene, extra: [Scenario.key(0, "g"), Scenario.key(entry.hitchAt, "j")])
    let duration = (script.events.last?.time ?? 0) + 1.5
    let lines = try Self.run(script, duration: duration, plot: plot, record: record)
    #expect(lines.allSatisfy { $0["scene"] as? String == scene })
    #expect(lines.contains { $0["ghosts"] as? [String: Any] != nil }, "no ghosts after a release")
    #expect(lines.filter { $0["hitch"] as? Bool == true }.count == 1)
    // The chart: a PNG of the chart's size.
    let png = try Data(contentsOf: URL(fileURLWithPath: plot))
    #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == Int(PlotChart.size.width))
    // The recording replays to the same trace (the same frames, headless: identical).
    let replay = try Self.run(try Script(contentsOf: record), duration: duration)
    #expect(replay.count == lines.count)
    for (a, b) in zip(lines, replay) {
      for field in ["modal", "pane", "front", "card"] {
        #expect(
          (a[field] as? [String: Double]) == (b[field] as? [String: Double]), "\(field) at \(a["t"] ?? 0)")
      }
    }
  }

  @Test func theChartHasItsAxesMarkersAndLegend() throws {
    var history = MotionPlot(window: 120)
    let scene = ModalScene(size: Size(width: 960, height: 640))
    scene.mode = .timed
    scene.togglePresentation(at: 0)
    for step in 0...60 {
      let time = Double(step) / 60
      scene.advance(to: time)
      history.record(scene.probe, at: time)
    }
    history.markHitch(at: 0.5)
    let chart = PlotChart(history: history, title: "test", legend: [("objc.io Euler", .black, true)])
    let texts = chart.displayList().items.compactMap { item -> String? in
      if case .text(let text) = item { text.text.string } else { nil }
    }
    #expect(
      texts.contains("y (down) [pt]") && texts.contains("velocity [pt/s]") && texts.contains("time [s]"))
    #expect(texts.contains("objc.io Euler: diverged"))
    #expect(texts.contains("hitch 250 ms"))
    #expect(texts.contains("0.5") && texts.contains("1.0"))
    #expect(PlotChart.niceStep(410) == 50 && PlotChart.niceStep(1.6, count: 8) == 0.2)
  }
}
