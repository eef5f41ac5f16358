import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// A curve that runs off the HUD's plot is marked as clipped (issue 25), not drawn along the edge
/// as if that were its value.
@Suite("The plot marks clipped curves")
struct PlotClippingTests {
  private func plotTexts(flickSpeed: Double) throws -> [String] {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = PaneScene.name
    configuration.script = Script(
      events: [Scenario.key(0, "tab")]
        + PaneScenario.drag(from: 620, at: 0.1, speed: flickSpeed, duration: 0.05))
    let session = try HeadlessRun.layoutSession(configuration)
    for index in 0...30 { session.frame(at: Double(index) / 60, inputs: []) }
    var list = DisplayList()
    session.overlay.appendPanels(of: session.overlayFrames(), to: &list)
    return list.items.compactMap { item in
      if case .text(let text) = item { return text.text.string }
      return nil
    }
  }

  @Test func aFlickFasterThanTheScaleIsMarkedAndASlowOneIsNot() throws {
    // The pane's velocity scale is ±5000 pt/s.
    #expect(try plotTexts(flickSpeed: -8000).contains("▮ clipped"))
    #expect(try !plotTexts(flickSpeed: -1500).contains("▮ clipped"))
  }
}
