import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The example files in `Assets/scenes/` do what the issue asks of them: the card lands each
/// Assets flick in the card scene's corner; the sheet's list hands the drag over at its top, the
/// velocity carried across; the photo pinches, turns and settles back.
@Suite("Scene files: the examples")
struct SceneFileExamplesTests {
  /// A headless run of a scene file with `events` (and no drawing), its trace's lines.
  static func run(_ file: String, _ events: [Script.Event], duration: Double) throws -> [[String: Any]] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl").path
    var configuration = try SceneFileRun.configuration(
      ["--scene-file", SceneFileRun.asset(file), "--duration", "\(duration)", "--trace", trace])
    configuration.script = Script(events: events)
    _ = try PlaygroundApp(configuration: configuration).runHeadless()
    return try SceneFileRun.lines(of: trace)
  }

  @Test(
    "the card file lands each Assets flick in the card scene's corner",
    arguments: ["card-flick", "card-dynamics", "card-picture", "card-picture-spring", "card-pinch"])
  func cardCorners(script: String) throws {
    let common = ["--mode", "spring", "--script", SceneFileRun.script(script)]
    let scene = try #require(try SceneFileRun.trace(["--scene", "card"] + common).last)
    let file = try #require(
      try SceneFileRun.trace(["--scene-file", SceneFileRun.asset("card")] + common).last)
    let card = try #require(scene["card"] as? [String: Double])
    let described = try SceneFileRun.frame(file, "card")
    #expect(scene["corner"] is String, "\(script): the card scene ends in a corner")
    #expect(described.x == card["x"] && described.y == card["y"], "\(script): \(described) vs \(card)")
    #expect(file["atRest"] as? Bool == true)
  }

  @Test("the sheet rises, its list scrolls, and pulled down at its top the list gives the sheet the drag")
  func sheetHandsOver() throws {
    let events =
      Scenario.flick(from: (480, 420), at: 0.2, velocity: (0, -1400), duration: 0.12)
      + Scenario.flick(from: (480, 500), at: 1.5, velocity: (0, -1800), duration: 0.12)
      + Scenario.flick(from: (480, 150), at: 3.5, velocity: (0, 1875), duration: 0.24)
    let lines = try Self.run("sheet", events, duration: 5.5)
    func sheet(at time: Double) throws -> Double {
      try SceneFileRun.frame(try #require(lines.first { ($0["t"] as? Double ?? 0) >= time }), "sheet").y
    }
    func rows(at time: Double) throws -> Double {
      try SceneFileRun.frame(try #require(lines.first { ($0["t"] as? Double ?? 0) >= time }), "rows").y
    }
    // 960×640: detents at y 64 (large), 320 (medium, the start) and 544 (small).
    #expect(try sheet(at: 0) == 320)
    #expect(try sheet(at: 1.4) == 64, "the flick up takes the sheet to its top detent")
    #expect(try rows(at: 1.4) == 0, "the list did not move while the sheet rose")
    #expect(try rows(at: 3.4) < -300, "at the top detent the list scrolls, flung to its end")
    #expect(try sheet(at: 3.4) == 64)
    // Pulled down: the list back to its top, then the sheet; let go fast, to the small detent.
    #expect(try sheet(at: 5.5) == 544)
    #expect(try rows(at: 5.5) == 0)
    let handoff = try #require(lines.last?["handoff"] as? [String: Any])
    let release = try #require(handoff["release"] as? [String: Double])
    #expect(try #require(release["y"]) > 1500, "the finger's velocity is carried to the sheet")
  }

  /// Issue 61: a file's snap points are the layer's top-left, the hand-off's `target` its centre.
  /// The trace gives both, named: `targetTopLeft` is the snap point the release chose.
  @Test("the hand-off names the snap point (top-left) beside the target (centre)")
  func handoffNamesTheSnapPoint() throws {
    let events = Scenario.flick(from: (480, 420), at: 0.2, velocity: (0, -1400), duration: 0.12)
    let lines = try Self.run("sheet", events, duration: 1.5)
    let handoff = try #require(lines.last?["handoff"] as? [String: Any])
    let topLeft = try #require(handoff["targetTopLeft"] as? [String: Double])
    let target = try #require(handoff["target"] as? [String: Double])
    let sheet = try SceneFileRun.frame(try #require(lines.last), "sheet")
    // The top detent, y 64 (960×640), where the sheet rests; the centre half its size on.
    #expect(topLeft["y"] == 64 && sheet.y == 64)
    #expect(topLeft["x"] == sheet.x)
    #expect(try #require(target["x"]) - (try #require(topLeft["x"])) == sheet.w / 2)
    #expect(try #require(target["y"]) - 64 == sheet.h / 2)
  }

  @Test("the photo pinches and turns with two fingers, then settles back to its size on a quarter turn")
  func photoPinchesAndTurns() throws {
    var events: [Script.Event] = []
    for step in 0...50 {
      let time = 0.2 + 0.008 * Double(step)
      let fraction = Double(step) / 50
      let kind: PointerEvent.Kind = step == 0 ? .down : .move
      events.append(
        Script.Event(
          time: time,
          action: .touch(kind, Vector2(x: 380 - 80 * fraction, y: 320 - 80 * fraction), id: 1, device: .touch)
        ))
      events.append(
        Script.Event(
          time: time,
          action: .touch(
            kind, Vector2(x: 580 + 120 * fraction, y: 320 + 100 * fraction), id: 2, device: .touch)))
    }
    events.append(
      Script.Event(time: 0.6, action: .touch(.up, Vector2(x: 300, y: 240), id: 1, device: .touch)))
    events.append(
      Script.Event(time: 0.6, action: .touch(.up, Vector2(x: 700, y: 420), id: 2, device: .touch)))
    let lines = try Self.run("photo", events, duration: 3)
    let layers = try lines.map { try #require(($0["layers"] as? [String: [String: Double]])?["photo"]) }
    #expect((layers.map { $0["scale"] ?? 0 }.max() ?? 0) > 1.8, "the fingers spread: the photo grows")
    #expect((layers.map { abs($0["rotation"] ?? 0) }.max() ?? 0) > 15, "the fingers turn: the photo turns")
    let last = try #require(layers.last)
    #expect(abs((last["scale"] ?? 0) - 1) < 1e-6, "the zoom settles back to its rest")
    let rotation = try #require(last["rotation"])
    #expect(
      abs(rotation - 90 * (rotation / 90).rounded()) < 1e-6, "the turn settles on a quarter: \(rotation)")
    #expect(lines.last?["atRest"] as? Bool == true)
  }
}
