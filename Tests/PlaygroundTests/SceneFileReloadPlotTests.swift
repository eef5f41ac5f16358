import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// Live on save, plotted: after a save the HUD's plot draws the new version's curve over the
/// same gesture, and the version before's beside it in its own faint colour, for the seconds
/// before the save (the plot's curve made again) and every frame after.
@Suite("Scene files: the version before, plotted", .serialized)
struct SceneFileReloadPlotTests {
  /// The plot's samples at the end of `pane-demo` on the pane file at 60 fps for 4 s, saved
  /// with `stiffness` before frame 96 (or never).
  static func plot(first: Int, then saved: Int?) throws -> [MotionPlot.Sample] {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.json").path
    try SceneFileRun.save(SceneFileReloadTests.pane(stiffness: first), to: path)
    let configuration = try SceneFileRun.configuration(
      ["--scene-file", path, "--script", SceneFileRun.script("pane-demo")])
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    for index in 0...240 {
      if index == 96, let saved {
        try SceneFileRun.save(SceneFileReloadTests.pane(stiffness: saved), to: path)
      }
      session.frame(at: Double(index) / 60, inputs: [])
    }
    return session.instrument.readings.plot.samples
  }

  @Test(
    "the plot shows the new version's curve and the version before's beside it, before the save and after")
  func bothVersionsArePlotted() throws {
    let samples = try Self.plot(first: 300, then: 80)
    let stiff = try Self.plot(first: 300, then: nil)
    let soft = try Self.plot(first: 80, then: nil)
    #expect(samples.count == stiff.count && samples.count == soft.count && samples.count > 100)
    var apart = false
    for (index, sample) in samples.enumerated() {
      #expect(sample.time == soft[index].time)
      #expect(sample.axis?.position == soft[index].axis?.position, "\(sample.time): the new version's curve")
      let previous = try #require(sample.ghosts.last, "\(sample.time): the version before is not plotted")
      #expect(previous.color == SceneFileGhost.plotColor)
      #expect(previous.value == stiff[index].axis?.position, "\(sample.time): the version before's curve")
      if abs((previous.value ?? 0) - (sample.axis?.position ?? 0)) > 5 { apart = true }
    }
    #expect(apart, "the two stiffnesses should draw two curves")
    // A run never saved again plots one curve.
    #expect(stiff.allSatisfy { $0.ghosts.isEmpty })
  }
}
