import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Reference screenshots of every scene's key moments (at rest, mid-transition, HUD open, tuning
/// panel open), at scale 1 and 2, rendered headless and compared with the images checked in
/// under Tests/PlaygroundTests/References with a small tolerance (at most 0.5 % of the pixels
/// may differ by more than 24 levels in a channel).
///
/// Re-record them on purpose, after a change that is meant to change the pictures, and look at
/// every one before committing:
///
///     FLICK_RECORD_REFERENCES=1 swift test --filter VisualRegressionTests
@Suite("Visual regression", .serialized)
struct VisualRegressionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scene: String
    var events: [Script.Event]
    var duration: Double

    var testDescription: String { name }
  }

  static let size = Size(width: 480, height: 320)
  static let maximumDifferingFraction = 0.005

  static func key(_ time: Double, _ name: String) -> Script.Event {
    Script.Event(time: time, action: .key(name))
  }
  static func pointer(_ time: Double, _ kind: PointerEvent.Kind, _ x: Double, _ y: Double) -> Script.Event {
    Script.Event(time: time, action: .pointer(kind, Vector2(x: x, y: y)))
  }

  /// Each scene at rest, mid-transition, with the HUD after a motion, with the tuning panel.
  static let cases: [Case] = [
    Case(name: "modal-rest", scene: "modal", events: [key(0, "3"), key(0, "space")], duration: 1),
    Case(name: "modal-mid", scene: "modal", events: [key(0, "3"), key(0, "space")], duration: 0.2),
    Case(name: "modal-hud", scene: "modal", events: [key(0, "tab"), key(0, "space")], duration: 1.2),
    Case(name: "modal-tuning", scene: "modal", events: [key(0, "t")], duration: 0.1),
    Case(name: "pane-rest", scene: "pane", events: [], duration: 0.1),
    Case(name: "pane-mid", scene: "pane", events: [key(0, "space")], duration: 0.15),
    Case(name: "pane-hud", scene: "pane", events: [key(0, "tab"), key(0, "space")], duration: 1.2),
    Case(name: "pane-tuning", scene: "pane", events: [key(0, "t"), key(0, "2")], duration: 0.1),
    Case(name: "navigation-rest", scene: "navigation", events: [], duration: 0.1),
    Case(name: "navigation-mid", scene: "navigation", events: [key(0, "space")], duration: 0.18),
    Case(
      name: "navigation-hud", scene: "navigation", events: [key(0, "tab"), key(0, "space")], duration: 1.2),
    Case(name: "navigation-tuning", scene: "navigation", events: [key(0, "t"), key(0, "3")], duration: 0.1),
    Case(name: "card-rest", scene: "card", events: [], duration: 0.1),
    Case(name: "card-mid", scene: "card", events: [key(0, "space")], duration: 0.2),
    Case(
      name: "card-hud", scene: "card",
      events: [
        key(0, "tab"), key(0, "2"), pointer(0.1, .down, 300, 150), pointer(0.15, .move, 310, 190),
        pointer(0.2, .move, 330, 240), pointer(0.25, .up, 350, 290),
      ], duration: 0.8),
    Case(name: "card-tuning", scene: "card", events: [key(0, "t")], duration: 0.1),
    Case(name: "photos-rest", scene: "photos", events: [], duration: 0.1),
    Case(name: "photos-mid", scene: "photos", events: [key(0, "space")], duration: 0.1),
    Case(
      name: "photos-dismissing", scene: "photos",
      events: [
        key(0, "space"), pointer(1, .down, 240, 140), pointer(1.05, .move, 244, 170),
        pointer(1.1, .move, 250, 210),
      ], duration: 1.15),
  ]

  static var referenceDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
  }

  static var isRecording: Bool { ProcessInfo.processInfo.environment["FLICK_RECORD_REFERENCES"] != nil }

  @Test(arguments: cases, [1.0, 2.0])
  func theFrameLooksAsRecorded(_ test: Case, scale: Double) throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.size = Self.size
    configuration.pixelScale = scale
    configuration.duration = test.duration
    configuration.sceneName = test.scene
    configuration.script = Script(events: test.events)
    // Only the last frame is compared: the run lays out every frame and draws that one, whole.
    // (Drawing each frame's damage over the last gives the same pixels: DamageRedrawTests.)
    configuration.draws = false
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    session.draw()
    let name = "\(test.name)@\(Int(scale))x.png"
    let reference = Self.referenceDirectory.appendingPathComponent(name)
    if Self.isRecording {
      try session.saveScreenshot(to: reference.path)
      return
    }
    let frame = session.canvas.pixels()
    let actual = ReferenceImage(width: frame.width, height: frame.height, argb: frame.argb)
    let expected = try #require(
      ReferenceImage(contentsOf: reference.path),
      "no reference \(name): record with FLICK_RECORD_REFERENCES=1 swift test --filter VisualRegressionTests")
    let differing = actual.fractionDiffering(from: expected)
    if differing > Self.maximumDifferingFraction {
      // Keep what was drawn, to look at next to the reference.
      let kept = FileManager.default.temporaryDirectory.appendingPathComponent("flick-actual-\(name)")
      try? session.saveScreenshot(to: kept.path)
      Issue.record(
        "\(name): \(String(format: "%.2f", differing * 100)) % of pixels differ; drawn: \(kept.path)")
    }
  }
}
