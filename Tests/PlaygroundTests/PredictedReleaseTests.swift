import Foundation
import Testing

@testable import Playground

/// With prediction on (`--predict`) a held layer is drawn ahead of the pointer; a release goes on
/// from where it was drawn (`PointerEvent.drawnAhead`), not a prediction's offset behind it. Before,
/// the settle started 18–26 pt back on these scripts at 60 fps (issue 57).
@Suite("Prediction: a release continues what was drawn")
struct PredictedReleaseTests {
  @Test(
    "the drawn path has no step back at the release",
    arguments: ["grab-and-flick", "navigation-grab-push", "small-window", "pane-demo"])
  func noStepBack(script: String) throws {
    let lines = try SceneFileRun.trace(["--script", SceneFileRun.script(script), "--predict", "--fps", "60"])
    let releases = lines.compactMap { $0["continuity"] as? [String: Any] }.filter {
      $0["kind"] as? String == "release"
    }
    let first = try #require(releases.first)
    // Within 3 pt (the pane's first release, a flick down from closed, is 2.67 pt at 60 fps).
    #expect((first["position"] as? Double ?? 99) < 3, "\(first)")
  }

  /// A pane pulled past its open edge takes a share of the pointer's moves (the rubber band's
  /// slope): drawn the pointer's whole offset ahead, it stepped back at the release by the rest
  /// (7.8 pt at 30 fps, 5.5 at 60); drawn ahead by its own share (``PredictionGain``), none.
  @Test("a rubber-banded release continues where the band drew it", arguments: ["30", "60"])
  func aRubberBandedReleaseContinuesWhereItWasDrawn(fps: String) throws {
    let lines = try SceneFileRun.trace([
      "--script", SceneFileRun.script("pane-demo"), "--predict", "--fps", fps,
    ])
    let releases = lines.compactMap { $0["continuity"] as? [String: Any] }.filter {
      $0["kind"] as? String == "release"
    }
    // The second release lets go of the pane pulled 104 pt past open.
    try #require(releases.count == 2)
    let banded = releases[1]
    #expect((banded["position"] as? Double ?? 99) < 0.5, "\(banded)")
    let speed = banded["speedBefore"] as? Double ?? 0
    #expect(speed > 100)
    #expect((banded["velocity"] as? Double ?? 99) < 0.05 * speed, "\(banded)")
  }

  @Test("prediction moves where the settle starts, not the velocity it hands over")
  func theVelocityIsTheSame() throws {
    let predicted = try SceneFileRun.trace(
      ["--script", SceneFileRun.script("grab-and-flick"), "--predict", "--fps", "60"])
    let plain = try SceneFileRun.trace(["--script", SceneFileRun.script("grab-and-flick"), "--fps", "60"])
    // The same release velocity handed over, from a different place (the drawn one).
    func handoff(_ lines: [[String: Any]]) -> [String: Any]? {
      lines.compactMap { $0["handoff"] as? [String: Any] }.first
    }
    let a = try #require(handoff(predicted))
    let b = try #require(handoff(plain))
    let velocity = try #require(a["release"] as? [String: Double])
    #expect(velocity == b["release"] as? [String: Double])
    #expect(abs(velocity["y"] ?? 0) > 1000)
  }
}
