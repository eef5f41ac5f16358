import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// An idle key press draws no stub in the HUD's plot (issue 25, "what people see"). In the window
/// the loop sleeps while nothing moves and a key that moves nothing (1: spring again) wakes it
/// for a few frames; those frames were drawn as a short dash of their own, cut off from the
/// flat line before the sleep. Here the frames come as the window loop's would: a second, a
/// sleep, the key's three frames, a sleep, one more.
@Suite("The plot draws no stubs for idle keys")
struct PlotIdleKeyTests {
  @Test(arguments: ["pane", "card", "modal"])
  func aKeyThatMovesNothingLeavesOneFlatLine(scene: String) throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = scene
    configuration.script = Script(events: [Scenario.key(0, "tab"), Scenario.key(2.5, "1")])
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    let second: [Double] = (0...60).map { Double($0) / 60 }
    let woken: [Double] = [2.5, 2.5 + 1.0 / 60, 2.5 + 2.0 / 60, 4.0]
    let times = second + woken
    for time in times { session.frame(at: time, inputs: []) }
    let hud = try #require(session.overlayFrames().hud)
    let plot = try #require(hud.plotFrame)
    var list = DisplayList()
    hud.append(to: &list)
    let position = try #require(
      list.items.compactMap { item -> [Vector2]? in
        guard case .line(let line) = item, line.color == HUDView.positionColor else { return nil }
        return line.points
      }.first)
    // The curve's pieces between breaks, as their widths on screen.
    var pieces: [Double] = []
    var start: Double?
    var end = 0.0
    for point in position + [Vector2(x: .nan, y: .nan)] {
      if point.x.isFinite {
        start = start ?? point.x
        end = point.x
      } else if let first = start {
        pieces.append(end - first)
        start = nil
      }
    }
    #expect(!pieces.isEmpty)
    #expect(pieces.allSatisfy { $0 > 0.2 * plot.width }, "pieces \(pieces) in a plot \(plot.width) wide")
  }
}
