import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The plot's axis label is the scene's from the first frame and stays so after R (issue 25: the
/// modal's said "position" at the start and after R, "y (down)" once presented).
@Suite("The plot's axis label")
struct PlotLabelTests {
  @Test func theModalsLabelIsTheSameAtTheStartWhilePresentedAndAfterR() throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.script = Script(events: [
      Scenario.key(0, "tab"), Scenario.key(0.2, "space"), Scenario.key(0.8, "r"),
    ])
    let session = try HeadlessRun.layoutSession(configuration)
    var labels: [String] = []
    for index in 0...60 {
      session.frame(at: Double(index) / 60, inputs: [])
      guard [5, 40, 55].contains(index) else { continue }
      var list = DisplayList()
      session.overlay.appendPanels(of: session.overlayFrames(), to: &list)
      let texts = list.items.compactMap { item -> String? in
        if case .text(let text) = item { return text.text.string }
        return nil
      }
      labels.append(texts.contains("y (down)") ? "y (down)" : texts.contains("position") ? "position" : "?")
    }
    #expect(labels == ["y (down)", "y (down)", "y (down)"])
  }
}
