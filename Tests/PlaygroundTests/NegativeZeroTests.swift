import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// A number the HUD or the plot shows as zero shows no minus sign: a value that rounds to zero
/// from below (-0.04 at one decimal) or IEEE's negative zero printed "-0" and "-0.0°".
@Suite("Numbers shown as zero have no minus sign")
struct NegativeZeroTests {
  /// The chart's axis labels, at the decimals of their step.
  @Test(arguments: [
    (-0.0, 1.0, "0"), (-0.3, 1, "0"), (-0.04, 0.1, "0.0"), (-0.004, 0.01, "0.00"), (-0.0, 0.5, "0.0"),
    (-1.5, 0.5, "-1.5"), (-0.06, 0.1, "-0.1"), (0.04, 0.1, "0.0"), (250, 50, "250"),
  ])
  func theChartsLabels(_ value: Double, _ step: Double, _ text: String) {
    #expect(PlotChart.format(value, step: step) == text)
  }

  /// The card's HUD line: a turn of -0.03° and a spin of -0.001 rad/s.
  @Test func theCardsTurn() throws {
    let scene = CardScene(size: Size(width: 960, height: 640))
    scene.card.rotation = -0.0005
    let line = try #require(scene.probe.status.first { $0.contains("turn") })
    #expect(line.contains("turn 0.0°"), "\(line)")
    #expect(!line.contains("-0"), "\(line)")
  }
}
