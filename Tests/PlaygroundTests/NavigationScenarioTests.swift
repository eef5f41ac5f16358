import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// One decoded trace line of the navigation scene, as another program would read it.
struct NavigationTraceLine: Decodable {
  var frame: Int
  var t: Double
  var scene: String
  var mode: String
  var gesture: String
  var depth: Int
  var phase: String
  var transition: String?
  var percent: Double
  var front: TraceLine.Frame
  var back: TraceLine.Frame?
  var velocity: TraceLine.Vector
  var cancelled: Bool
  var navbarAlpha: Double
  var handoff: TraceLine.Handoff?
  var panel: Double
  var backAlpha: Double
  var top: String
}

/// Runs the real headless loop on the navigation scene with a script and reads the trace.
enum NavigationScenario {
  static let width = 960.0

  static func run(
    _ events: [Script.Event], mode: String = "spring", fps: Double = 60, duration: Double = 2.5
  ) throws -> [NavigationTraceLine] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tracePath = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = "navigation"
    configuration.fps = fps
    configuration.duration = duration
    configuration.mode = mode
    configuration.script = Script(events: events)
    configuration.tracePath = tracePath
    configuration.draws = false
    try PlaygroundApp(configuration: configuration).runHeadless()
    let text = try String(contentsOfFile: tracePath, encoding: .utf8)
    let decoder = JSONDecoder()
    return try text.split(separator: "\n").map {
      try decoder.decode(NavigationTraceLine.self, from: Data($0.utf8))
    }
  }

  /// Moves from `from` to `to` (x, at y 300) in 8 ms steps taking `duration`, starting at `time`
  /// (no press or release): a drag at constant speed.
  static func moves(from: Double, to: Double, at time: Double, duration: Double, y: Double = 300)
    -> [Script.Event]
  {
    let steps = max(Int((duration / 0.008).rounded()), 1)
    return (1...steps).map { step in
      let fraction = Double(step) / Double(steps)
      return Scenario.pointer(time + duration * fraction, .move, from + (to - from) * fraction, y)
    }
  }

  /// "Springs" pushed by Space at 0 and at rest by 0.6 s.
  static let pushFirst = [Scenario.key(0, "space")]

  /// An edge pan from x = 10 at `time` to `percent` of the width over 0.3 s, then a 64 ms flick
  /// at `velocity` pt/s (0: held still 60 ms), and the release.
  static func edgePan(at time: Double, to percent: Double, velocity: Double) -> [Script.Event] {
    let x = 10 + percent * width
    var events = [Scenario.pointer(time, .down, 10, 300)] + moves(from: 10, to: x, at: time, duration: 0.3)
    var end = (time: time + 0.3, x: x)
    if velocity == 0 {
      end.time += 0.06
    } else {
      events += moves(from: x, to: x + velocity * 0.064, at: end.time, duration: 0.064)
      end = (end.time + 0.064, x + velocity * 0.064)
    }
    return events + [Scenario.pointer(end.time, .up, end.x, 300)]
  }
}

/// The navigation scene's acceptance, end to end through the headless loop, script and trace
/// (issue 13). Container 960×640: content (0, 64, 960, 576); rows from y = 84, 60 apart.
@Suite("Navigation scenarios", .serialized)
struct NavigationScenarioTests {
  static let modes = ["spring", "dynamics", "timed"]
  let width = NavigationScenario.width

  @Test(arguments: modes)
  func clickingARowPushesItWithTheTitleCrossfadeEqualToTheProgress(mode: String) throws {
    // "Transitions", the third row, clicked at 0.1 s.
    let events = [Scenario.pointer(0.1, .down, 400, 230), Scenario.pointer(0.16, .up, 400, 230)]
    let trace = try NavigationScenario.run(events, mode: mode, duration: 1)
    let pushing = trace.filter { $0.transition == "push" }
    #expect(pushing.count >= 19)
    for line in trace {
      #expect(abs(line.navbarAlpha - line.percent) < 1e-4, "t \(line.t)")
    }
    for line in pushing {
      #expect(line.phase == "animating")
      // The trace rounds percent to 1e-4: 0.1 pt of a 960 pt travel.
      #expect(abs(line.front.x - (1 - line.percent) * width) < 0.1)
      #expect(abs((line.back?.x ?? .nan) - -0.3 * width * line.percent) < 0.1)
      #expect(abs(line.backAlpha - line.percent) < 1e-3)
      #expect(line.depth == 1)
    }
    let last = try #require(trace.last)
    #expect(last.depth == 2 && last.phase == "idle" && last.top == "Transitions")
    #expect(last.front.x == 0 && last.back?.x == -288)
    #expect(last.backAlpha == 1 && !last.cancelled)
  }

  @Test(arguments: modes)
  func edgePanPopsOrCancelsByTheFlickThenByTheProgress(mode: String) throws {
    func run(to percent: Double, velocity: Double) throws -> [NavigationTraceLine] {
      try NavigationScenario.run(
        NavigationScenario.pushFirst + NavigationScenario.edgePan(at: 1, to: percent, velocity: velocity),
        mode: mode, duration: 3.5)
    }
    let flickRight = try run(to: 0.3, velocity: 1500)
    #expect(flickRight.contains { $0.phase == "interactive" && $0.transition == "pop" })
    #expect(flickRight.last?.depth == 1 && flickRight.last?.cancelled == false)
    let flickLeft = try run(to: 0.7, velocity: -1500)
    #expect(flickLeft.last?.depth == 2 && flickLeft.last?.cancelled == true)
    #expect(flickLeft.last?.front.x == 0)
    #expect(flickLeft.last?.handoff?.finished == false)
    let slow = try run(to: 0.6, velocity: 0)
    #expect(slow.last?.depth == 1 && slow.last?.cancelled == false)
    #expect(slow.last?.handoff?.release.x == 0)
    // While held, progress = translation.x / width and the front screen is under the pointer.
    for line in slow where line.phase == "interactive" {
      #expect(abs(line.front.x - line.percent * width) < 0.1)
      #expect(abs(line.navbarAlpha - line.percent) < 1e-4)
    }
    let held = try #require(slow.last { $0.phase == "interactive" })
    #expect(abs(held.percent - 0.6) < 1e-3)
  }

  @Test func aPanFarFromTheEdgeDoesNothingAndDepthNeverGoesBelowOne() throws {
    let far =
      [Scenario.pointer(1, .down, 100, 300)]
      + NavigationScenario.moves(from: 100, to: 600, at: 1, duration: 0.3)
      + [Scenario.pointer(1.3, .up, 600, 300)]
    // Then back to the root and try to go further: Left, Space's pop is a push at depth 1 so use
    // Left twice, the back button's place, and an edge pan (which opens the panel, not a pop).
    let events =
      NavigationScenario.pushFirst + far
      + [
        Scenario.key(1.5, "left"), Scenario.key(2.1, "left"), Scenario.pointer(2.2, .down, 40, 38),
        Scenario.pointer(2.25, .up, 40, 38),
      ]
    let trace = try NavigationScenario.run(events, duration: 3)
    let duringFarPan = trace.filter { $0.t >= 1 && $0.t <= 1.4 }
    #expect(duringFarPan.allSatisfy { $0.phase == "idle" && $0.depth == 2 && $0.front.x == 0 })
    #expect(trace.allSatisfy { $0.depth >= 1 })
    #expect(trace.last?.depth == 1 && trace.last?.phase == "idle")
  }

  @Test(arguments: modes)
  func aPressDuringTheAnimatedPushStopsItWhereItIsAndDraggingScrubsIt(mode: String) throws {
    // Space at 0; at 0.12 s (between two 60 fps frames) the pushed screen is at this x:
    let pressTime = 0.12
    let atPress = (1 - TimingCurve.easeInOut.value(at: pressTime / 0.35)) * width
    let events =
      NavigationScenario.pushFirst + [Scenario.pointer(pressTime, .down, atPress + 30, 300)]
      + NavigationScenario.moves(from: atPress + 30, to: atPress - 270, at: 0.3, duration: 0.2)
      + [Scenario.pointer(0.56, .up, atPress - 270, 300)]
    let trace = try NavigationScenario.run(events, mode: mode, duration: 2)
    let before = try #require(trace.last { $0.t < pressTime })
    let held = trace.filter { $0.phase == "interactive" }
    let first = try #require(held.first)
    #expect(abs(first.front.x - atPress) < 1)
    #expect(first.front.x < before.front.x)
    // Until the pointer moves it stays there; then it follows with the pointer's offset.
    #expect(held.filter { $0.t < 0.3 }.allSatisfy { abs($0.front.x - atPress) < 1e-3 })
    let last = try #require(held.last)
    #expect(abs(last.front.x - (atPress - 300)) < 1e-3)
    #expect(abs(last.percent - (1 - (atPress - 300) / width)) < 1e-3)
    // Let go still, beyond half: the push finishes.
    #expect(last.percent > 0.5)
    #expect(trace.last?.depth == 2)
  }

  @Test(arguments: ["spring", "dynamics"])
  func theReleaseVelocityIsCarriedOn(mode: String) throws {
    // A steady 1200 pt/s edge pan: press at x 8, release 96 ms later.
    let events =
      NavigationScenario.pushFirst
      + Scenario.flick(from: (8, 300), at: 1, velocity: (1200, 0), duration: 0.096)
    let trace = try NavigationScenario.run(events, mode: mode, duration: 3)
    let handoff = try #require(trace.last?.handoff)
    #expect(abs(handoff.release.x - 1200) < 1200 * 0.03)
    #expect(abs(handoff.settle.x - handoff.release.x) <= 0.01 * abs(handoff.release.x))
    #expect(abs(handoff.settle.y - handoff.release.y) <= 0.01 * abs(handoff.release.x))
    #expect(handoff.finished)
    #expect(trace.last?.depth == 1)
  }

  @Test func timedModeIgnoresTheVelocity() throws {
    let events =
      NavigationScenario.pushFirst
      + Scenario.flick(from: (8, 300), at: 1, velocity: (1200, 0), duration: 0.096)
    let handoff = try #require(try NavigationScenario.run(events, mode: "timed", duration: 3).last?.handoff)
    #expect(handoff.release.x > 1100)
    #expect(handoff.settle.x == 0)  // ease-in-out starts from rest
  }

  @Test(arguments: modes)
  func theFrameRateDoesNotChangeTheTrajectory(mode: String) throws {
    // A click-push grabbed mid-flight and flicked back, then an edge-pan pop flicked, a press
    // during its settling, and the side panel opened by an edge pan.
    let grab = (1 - TimingCurve.easeInOut.value(at: 0.2 / 0.35)) * width
    let events =
      [Scenario.pointer(0.05, .down, 300, 110), Scenario.pointer(0.1, .up, 300, 110)]
      + Scenario.flick(from: (grab + 20, 300), at: 0.3 - 0.0017, velocity: (900, 0), duration: 0.08)
      + [Scenario.key(1.2, "space")]
      + Scenario.flick(from: (6, 400), at: 2.0, velocity: (700, 0), duration: 0.2)
      + Scenario.flick(from: (940, 500), at: 2.3, velocity: (800, 0), duration: 0.05)
      + Scenario.flick(from: (5, 300), at: 3.5, velocity: (800, 0), duration: 0.3)
    let reference = try NavigationScenario.run(events, mode: mode, fps: 240, duration: 4.5)
    var byTick: [Int: NavigationTraceLine] = [:]
    for line in reference { byTick[Int((line.t * 240).rounded())] = line }
    for fps in [30.0, 60, 144] {
      let trace = try NavigationScenario.run(events, mode: mode, fps: fps, duration: 4.5)
      var compared = 0
      var worst = 0.0
      for line in trace {
        let tick = line.t * 240
        guard abs(tick - tick.rounded()) < 1e-3, let other = byTick[Int(tick.rounded())],
          other.phase == line.phase, other.transition == line.transition
        else { continue }
        compared += 1
        worst = max(
          worst, abs(line.front.x - other.front.x),
          abs(line.front.x + line.front.w - other.front.x - other.front.w))
      }
      #expect(compared >= Int(4.5 * min(fps, 48)) - 8, "\(fps) fps compared \(compared)")
      #expect(worst < 0.5, "\(mode) at \(fps) fps differs by \(worst) pt from 240 fps")
    }
    #expect(reference.contains { $0.transition == "panel" && $0.phase == "interactive" })
    #expect(reference.contains { $0.transition == "pop" && $0.phase == "interactive" })
  }

  @Test(arguments: modes)
  func theSidePanelFollowsLocationOverWidthAndTheSignOfVx(mode: String) throws {
    // Open: drag from the edge to x 400, flick right. Close: drag it from 700 left, flick left.
    let open =
      [Scenario.pointer(0.5, .down, 12, 300)]
      + NavigationScenario.moves(from: 12, to: 400, at: 0.5, duration: 0.3)
      + NavigationScenario.moves(from: 400, to: 480, at: 0.8, duration: 0.064)
      + [Scenario.pointer(0.864, .up, 480, 300)]
    let trace = try NavigationScenario.run(open, mode: mode, duration: 2.5)
    let held = trace.filter { $0.phase == "interactive" }
    #expect(held.count >= 20)
    for line in held {
      #expect(line.transition == "panel" && line.depth == 1)
      // Seed 003: progress = location.x / width; the panel's edge is at the pointer.
      #expect(abs(line.front.x + line.front.w - line.percent * width) < 0.1)
      #expect(abs(line.panel - line.percent) < 1e-4)
    }
    let lastHeld = try #require(held.last)
    #expect(lastHeld.percent > 440 / width && lastHeld.percent <= 480 / width)
    let last = try #require(trace.last)
    #expect(last.panel == 1 && last.depth == 1 && last.phase == "idle" && !last.cancelled)
    #expect(last.front.x == 0 && last.back?.x == 0)
    // A flick left past half cancels the opening.
    let cancelled =
      [Scenario.pointer(0.5, .down, 12, 300)]
      + NavigationScenario.moves(from: 12, to: 700, at: 0.5, duration: 0.3)
      + NavigationScenario.moves(from: 700, to: 640, at: 0.8, duration: 0.064)
      + [Scenario.pointer(0.864, .up, 640, 300)]
    let cancelTrace = try NavigationScenario.run(cancelled, mode: mode, duration: 2.5)
    #expect(cancelTrace.contains { $0.percent > 0.7 && $0.transition == "panel" })
    #expect(cancelTrace.last?.panel == 0 && cancelTrace.last?.cancelled == true)
  }

  @Test func theScriptsInAssetsRun() throws {
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets")
    let scripts = try FileManager.default.contentsOfDirectory(atPath: assets.path)
      .filter { $0.hasPrefix("navigation-") && $0.hasSuffix(".json") }
    #expect(!scripts.isEmpty)
    for name in scripts {
      let script = try Script(contentsOf: assets.appendingPathComponent(name).path)
      let trace = try NavigationScenario.run(script.events, duration: (script.events.last?.time ?? 0) + 1.5)
      #expect(trace.last?.phase == "idle", "\(name)")
    }
  }
}
