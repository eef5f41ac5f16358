import Foundation
import Testing

@testable import Playground

/// A drag that begins past a slop sets off from where the dragged thing is: the trace's
/// `continuity` at each such grab (what the frames drew, not the scene's bookkeeping) is at most
/// 0.5 pt, at 60 and 240 fps. Measured before, with the slop made up at `began`: the Today card
/// 11.9 and 15.0 pt, the pane 11.2 pt, the navigation's open panel 14.4 pt.
///
/// So does the navigation's edge pan that opens the side panel, which begins at the press:
/// seed 003's rule (progress = location.x / width) put the panel's edge under the finger at
/// once, a 6 pt step for `Assets/navigation-panel.json`'s press 6 pt from the edge; the rule
/// now counts from the press (`NavigationScene.DragRule.location(from:)`).
@Suite("A drag past its slop: no step at the grab")
struct SlopGrabContinuityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var script: String
    var arguments: [String]
    /// The grabs past a slop, by their time in the script.
    var grabs: [Double]
    var testDescription: String { script }
  }

  static let cases = [
    Case(
      script: "today-open", arguments: ["--scene-file", SceneFileRun.asset("today")], grabs: [1.64, 5.216]),
    Case(script: "pane-demo", arguments: ["--scene", "pane"], grabs: [1.408, 2.508]),
    Case(script: "navigation-panel", arguments: ["--scene", "navigation"], grabs: [0.2, 1.616]),
  ]

  @Test(arguments: cases, [60.0, 240.0])
  func theGrabPastTheSlopDrawsNoStep(_ test: Case, fps: Double) throws {
    let lines = try SceneFileRun.trace(
      test.arguments + ["--script", SceneFileRun.script(test.script), "--fps", "\(fps)"])
    var grabs: [[String: Any]] = []
    for line in lines {
      if let one = line["continuity"] as? [String: Any] { grabs.append(one) }
      if let several = line["continuity"] as? [[String: Any]] { grabs += several }
    }
    grabs = grabs.filter { $0["kind"] as? String == "grab" }
    for time in test.grabs {
      let grab = try #require(
        grabs.first { abs(($0["at"] as? Double ?? -1) - time) < 1e-6 }, "no grab at \(time) s")
      let jump = try #require(grab["position"] as? Double)
      #expect(jump <= 0.5, "\(test.script) at \(time) s, \(fps) fps: \(jump) pt")
    }
  }
}
