import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The playground's own session driven frame by frame with custom frame times, the way the
/// window loop drives it: a 250 ms frame (a hitch) in the middle of a tap reversal, a flick or a
/// catch changes nothing but the frames it swallows.
@Suite("Pane session: one long frame", .serialized)
struct PaneSessionTests {
  /// Space opens; a tap reverses it; a flick up opens it; a press catches it and drags it down.
  static let events: [Script.Event] =
    [Scenario.key(0.05, "space")] + PaneScenario.tap(at: 0.21, y: 630)
    + PaneScenario.drag(from: 620, at: 1.3, speed: -900, duration: 0.096)
    + PaneScenario.drag(from: 600, at: 1.55, speed: 400, duration: 0.12)

  /// The pane's presentation frame after each frame of `times`, through a real session.
  static func run(mode: String, times: [Double]) throws -> [(t: Double, pane: Rect, phase: PanePhase)] {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = PaneScene.name
    configuration.mode = mode
    configuration.script = Script(events: events)
    configuration.draws = false
    let canvas = try Canvas(offscreenSize: configuration.size)
    let session = try Session(configuration: configuration, canvas: canvas)
    var samples: [(t: Double, pane: Rect, phase: PanePhase)] = []
    for time in times {
      session.frame(at: time, inputs: [])
      let scene = try #require(session.scene as? PaneScene)
      samples.append((time, scene.pane.presentationFrame, scene.phase))
    }
    return samples
  }

  /// n / 60 up to 3 s, without the frames strictly inside `hitch`.
  static func frames(hitch: ClosedRange<Double>? = nil) -> [Double] {
    (0...180).map { Double($0) / 60 }.filter { time in
      guard let hitch else { return true }
      return !(time > hitch.lowerBound + 1e-9 && time < hitch.upperBound - 1e-9)
    }
  }

  @Test(arguments: ["spring", "dynamics"])
  func oneLongFrameChangesNothingButTheFramesItSwallows(mode: String) throws {
    let regular = try Self.run(mode: mode, times: Self.frames())
    #expect(regular.contains { $0.phase == .dragging })
    #expect(regular.last?.phase == .rest && regular.last?.pane.minY == 576)
    // Each hitch swallows a different part: the tap's reversal, the flick, the catch and drag.
    for hitch in [0.1...0.35, 1.25...1.5, 1.5...1.75] {
      let hitched = try Self.run(mode: mode, times: Self.frames(hitch: hitch))
      #expect(hitched.count == regular.count - 14)
      var worst = 0.0
      for sample in hitched {
        let same = try #require(regular.first { abs($0.t - sample.t) < 1e-9 })
        worst = max(worst, abs(sample.pane.minY - same.pane.minY), abs(sample.pane.minX - same.pane.minX))
        #expect(sample.phase == same.phase, "t \(sample.t)")
      }
      #expect(worst < 0.5, "\(mode), 250 ms frame over \(hitch): \(worst) pt")
    }
  }
}
