import Foundation
import Motion
import Testing

@testable import Playground

/// Redrawing only what changed (damage tracking, the deferred clear, flattened translucent
/// rectangles) must give the same pixels as redrawing everything: every scene's Assets script and
/// every visual-regression moment is played twice in lockstep, once each way, and the frames are
/// compared pixel for pixel along the way (every third frame). The tracked run draws every frame,
/// each over the last; the full redraw depends on no earlier frame, so it draws only the frames
/// compared.
@Suite("Damage-tracked drawing", .serialized)
struct DamageRedrawTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var scene: String
    var script: String
    var size: Size
    var scale: Double
    var duration: Double

    var testDescription: String { "\(scene) \(script) @\(Int(scale))x" }
  }

  static let cases: [Case] = [
    Case(
      scene: "modal", script: "grab-and-flick", size: Size(width: 960, height: 640), scale: 1, duration: 1.5),
    Case(scene: "modal", script: "hud-demo", size: Size(width: 480, height: 320), scale: 2, duration: 1.5),
    Case(scene: "pane", script: "pane-demo", size: Size(width: 960, height: 640), scale: 1, duration: 3.2),
    Case(scene: "pane", script: "pane-hud-demo", size: Size(width: 480, height: 320), scale: 2, duration: 2),
    Case(
      scene: "navigation", script: "navigation-grab-push", size: Size(width: 960, height: 640), scale: 1,
      duration: 1.5),
    Case(
      scene: "navigation", script: "navigation-panel", size: Size(width: 480, height: 320), scale: 2,
      duration: 2),
    Case(scene: "card", script: "card-flick", size: Size(width: 960, height: 640), scale: 1, duration: 2.5),
    Case(scene: "card", script: "card-dynamics", size: Size(width: 480, height: 320), scale: 2, duration: 2),
    Case(
      scene: "stress", script: "stress-demo", size: Size(width: 960, height: 640), scale: 1, duration: 1.5),
    Case(scene: "modal", script: "tuning-demo", size: Size(width: 960, height: 640), scale: 1, duration: 2),
    Case(scene: "modal", script: "small-window", size: Size(width: 960, height: 640), scale: 1, duration: 2),
    // Opening a photo over the grid, pinching it turned, letting it settle, dismissing it.
    Case(
      scene: "photos", script: "photos-demo", size: Size(width: 480, height: 320), scale: 2, duration: 4.2),
  ]

  static var assets: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets")
  }

  /// A headless session as `flick --headless --video` makes one (drawing every frame, as the
  /// pixels are read), redrawing everything or not.
  static func session(_ test: Case, script: Script, fullRedraw: Bool) throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.draws = true
    configuration.size = test.size
    configuration.pixelScale = test.scale
    configuration.sceneName = test.scene
    configuration.script = script
    let canvas = try Canvas(
      offscreenSize: test.size, capacity: script.largestSize, pixelScale: test.scale)
    canvas.forcesFullRedraw = fullRedraw
    return try Session(configuration: configuration, canvas: canvas)
  }

  @Test(arguments: cases)
  func damageTrackedFramesMatchFullRedraws(_ test: Case) throws {
    let script = try Self.script(test)
    let tracked = try Self.session(test, script: script, fullRedraw: false)
    let full = try Self.session(test, script: script, fullRedraw: true)
    #expect(Self.framesMatch(tracked, reference: full, duration: test.duration) > 10)
  }

  /// The case's Assets script. The stress scene's HUD shows measured frame costs, which differ
  /// between two runs: its script plays without the HUD.
  static func script(_ test: Case) throws -> Script {
    let script = try Script(contentsOf: assets.appendingPathComponent("\(test.script).json").path)
    guard test.scene == "stress" else { return script }
    return Script(events: script.events.filter { $0.action != .key("tab") })
  }

  /// Plays `a` and `reference` in lockstep at 60 fps for `duration` seconds and compares their
  /// pixels every third frame (so that `a`'s damage builds on damage in between), recording the
  /// first mismatch; the number of frames compared equal. `reference` redraws every pixel of a
  /// frame it draws (``Canvas/forcesFullRedraw``), so it draws only the frames compared: its
  /// pixels there are what they would be had it drawn every frame.
  static func framesMatch(_ a: Session, reference b: Session, duration: Double) -> Int {
    precondition(b.canvas.forcesFullRedraw, "the reference must not depend on the frames it skips")
    let fps = 60.0
    var compared = 0
    for index in 0...Int(duration * fps) {
      a.frame(at: Double(index) / fps, inputs: [])
      b.configuration.draws = index % 3 == 0
      b.frame(at: Double(index) / fps, inputs: [])
      guard index % 3 == 0 else { continue }
      let first = a.canvas.pixels()
      let second = b.canvas.pixels()
      #expect(first.width == second.width && first.height == second.height)
      // Array equality runs in the (optimised) standard library; counting only on a mismatch.
      guard first.argb != second.argb else {
        compared += 1
        continue
      }
      let differing = zip(first.argb, second.argb).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
      Issue.record("frame \(index): \(differing) pixels differ")
      break
    }
    return compared
  }

  /// The tracked path did redraw less than everything somewhere (or this suite tests nothing).
  @Test func aStillFrameRedrawsNothing() throws {
    let test = Case(
      scene: "card", script: "card-flick", size: Size(width: 480, height: 320), scale: 1, duration: 0)
    let tracked = try Self.session(test, script: Script(events: []), fullRedraw: false)
    tracked.frame(at: 0, inputs: [])
    #expect(tracked.canvas.presentRegions == nil)
    tracked.frame(at: 1 / 60, inputs: [])
    #expect(tracked.canvas.presentRegions == [])
  }
}
