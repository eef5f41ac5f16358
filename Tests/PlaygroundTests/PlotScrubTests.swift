import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Scrubbing the timeline while paused keeps the HUD plot's curves inside their panel (issue 42
/// §2.6): scrubbed back, the instant shown is the plot's newest, and the samples and markers
/// recorded after it ran off the plot's right edge across the scene to the window's edge.
@Suite("The plot while scrubbing")
struct PlotScrubTests {
  @Test(arguments: [0.3, 1.0, 2.0])
  func curvesAndMarkersStayInThePlotScrubbedBack(to sceneTime: Double) throws {
    // The HUD, a flick of the pane and a second one, paused at 3 s.
    let events =
      [Scenario.key(0, "tab")] + PaneScenario.drag(from: 620, at: 0.2, speed: -1500, duration: 0.1)
      + PaneScenario.drag(from: 300, at: 1.5, speed: 1500, duration: 0.1) + [Scenario.key(3, "/")]
    let session = try HeadlessRun.session(events, scene: PaneScene.name, until: 3.2)
    #expect(session.runner.clock.isPaused)
    session.scrub(toSceneTime: sceneTime)
    session.frame(at: 3.3, inputs: [])
    let frames = session.overlayFrames()
    let plot = try #require(frames.hud?.plotFrame)
    var list = DisplayList()
    session.overlay.appendPanels(of: frames, to: &list)
    var lines = 0
    for case .line(let line) in list.items {
      let points = line.points.filter { $0.x.isFinite && $0.y.isFinite }
      // The plot's lines (its curves, zero line and markers): those at its height right of its
      // left edge, wherever they end.
      guard points.contains(where: { $0.y >= plot.minY && $0.y <= plot.maxY && $0.x >= plot.minX }) else {
        continue
      }
      lines += 1
      for point in points {
        #expect(
          point.x >= plot.minX && point.x <= plot.maxX && point.y >= plot.minY && point.y <= plot.maxY,
          "scrubbed to \(sceneTime) s: \(point) outside the plot \(plot)")
      }
    }
    #expect(lines >= 2)
  }
}
