import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// One rule for where the dismissed modal is (issue 25 item 8): centred just above the window,
/// its bottom edge on the top, where a present starts and a dismissal ends. It said y = 230 at
/// the start and after R, and −180 after a dismissal.
@Suite("The dismissed modal's place")
struct DismissedModalTests {
  @Test func theDismissedModalIsAboveTheWindowAtStartAfterADismissalAfterRAndAResize() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 3
    configuration.draws = false
    configuration.tracePath = trace
    configuration.script = Script(events: [
      Scenario.key(0.1, "space"), Scenario.key(0.9, "space"), Scenario.key(1.8, "r"),
      Script.Event(time: 2.2, action: .resize(Size(width: 700, height: 500))),
      Scenario.key(2.5, "space"), Scenario.key(2.52, "space"),
    ])
    _ = try PlaygroundApp(configuration: configuration).runHeadless()
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let dismissed = lines.filter { $0["phase"] as? String == "dismissed" }
    // At the start, after the dismissal, after R, after the resize, after a quick present and back.
    for range in [0.0..<0.1, 1.5..<1.8, 1.8..<2.2, 2.2..<2.5, 2.9..<3.0] {
      #expect(dismissed.contains { range.contains($0["t"] as? Double ?? -1) }, "\(range)")
    }
    for line in dismissed {
      let modal = line["modal"] as? [String: Double] ?? [:]
      let model = line["model"] as? [String: Double] ?? [:]
      let window = line["window"] as? [String: Double] ?? [:]
      let width = try #require(window["w"])
      let t = line["t"] as? Double ?? -1
      #expect(modal["y"] == -(modal["h"] ?? 0), "t \(t): \(modal)")
      #expect(abs((modal["x"] ?? 0) + (modal["w"] ?? 0) / 2 - width / 2) < 1e-9, "t \(t): \(modal)")
      #expect(model == modal, "t \(t)")
    }
  }
}
