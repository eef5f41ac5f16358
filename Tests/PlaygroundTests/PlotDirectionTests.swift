import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The HUD's plot and the chart E saves draw the same values in one vertical direction (issue
/// 42 §2.9): the pane pulled up and held, a position that changes and a velocity away from zero
/// while it moves, go the same way on both.
@Suite("One vertical convention for the plot and the chart")
struct PlotDirectionTests {
  /// The y of the first and last finite point of the position and velocity curves (their
  /// colours say which), in `list`.
  private func ends(_ list: DisplayList, position: Color, velocity: Color) throws -> (
    position: (Double, Double), velocity: [Double]
  ) {
    var lines: [Color: [Vector2]] = [:]
    for case .line(let line) in list.items where line.color == position || line.color == velocity {
      lines[line.color, default: []] += line.points.filter(\.isFinite)
    }
    let positions = try #require(lines[position])
    let velocities = try #require(lines[velocity])
    return ((positions.first!.y, positions.last!.y), velocities.map(\.y))
  }

  @Test func aGrowingValueGoesTheSameWayInTheHUDAndTheChart() throws {
    // The HUD on; the pane dragged up 150 pt and held: its y shrinks, its velocity is negative
    // while it moves.
    let events =
      [Scenario.key(0, "tab")] + PaneScenario.drag(from: 620, at: 0.2, speed: -500, duration: 0.3, hold: 1)
    let session = try HeadlessRun.session(events, scene: PaneScene.name, until: 0.9)
    var hud = DisplayList()
    session.overlay.appendPanels(of: session.overlayFrames(), to: &hud)
    let live = try ends(hud, position: HUDView.positionColor, velocity: HUDView.velocityColor)
    let chart = try ends(
      session.chart.displayList(), position: PlotChart.positionColor, velocity: PlotChart.velocityColor)
    // The position grew: both curves end lower than they began (down the screen), or both higher.
    let hudDown = live.position.1 > live.position.0
    let chartDown = chart.position.1 > chart.position.0
    #expect(live.position.1 != live.position.0)
    #expect(hudDown == chartDown, "HUD \(live.position), chart \(chart.position)")
    // The velocity's extreme while moving (positive) is on the same side of its resting line.
    let hudRest = try #require(live.velocity.last)
    let chartRest = try #require(chart.velocity.last)
    let hudPeak = live.velocity.max(by: { abs($0 - hudRest) < abs($1 - hudRest) })!
    let chartPeak = chart.velocity.max(by: { abs($0 - chartRest) < abs($1 - chartRest) })!
    #expect(
      (hudPeak > hudRest) == (chartPeak > chartRest),
      "HUD \(hudPeak) vs \(hudRest), chart \(chartPeak) vs \(chartRest)")
  }
}
