import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// K in a session: the code for the platform picked beside the tuning panel, with the last
/// release's velocity; a click on the code panel's title picks the next platform.
@Suite("Copy code (K)", .serialized)
struct CopyCodeTests {
  private func session(events: [Script.Event]) throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = PaneScene.name
    configuration.script = Script(events: events)
    let canvas = try Canvas(offscreenSize: configuration.size)
    let session = try Session(configuration: configuration, canvas: canvas)
    for frame in 0...150 { session.frame(at: Double(frame) / 60, inputs: []) }
    return session
  }

  @Test func kShowsTheCodePanelAndSaysWhatWasCopied() throws {
    let events =
      [Scenario.key(0.1, "t")] + PaneScenario.drag(from: 620, at: 0.3, speed: -900, duration: 0.1)
      + [Scenario.key(1.5, "k")]
    let session = try session(events: events)
    #expect(session.instrument.panels.code.isShown)
    let toast = try #require(session.instrument.toasts.text)
    // Headless there is no video subsystem and so no clipboard: the toast says so, by name.
    #expect(toast.contains("SwiftUI code"), "\(toast)")
    let snapshot = CodePanel.snapshot(scene: session.scene, probe: session.scene.probe)
    let release = try #require(snapshot.release)
    #expect(release.axis == "y" && release.velocity < -100)
    // The panel draws the code that K copies, beside the tuning panel.
    let panel = try #require(
      CodePanel(platform: .swiftui, snapshot: snapshot, layout: OverlayLayout(size: session.canvas.size)))
    #expect(panel.code.contains("initialVelocity: \(CodeNumber.double(snapshot.normalizedVelocity))"))
    #expect(panel.frame.maxX < OverlayLayout(size: session.canvas.size).tuningPanel(height: 0).minX)
    let texts = session.displayList().items.compactMap { item -> String? in
      if case .text(let text) = item { return text.text.string }
      return nil
    }
    #expect(texts.contains("Code: SwiftUI ▸"))
  }

  @Test func aClickOnTheCodePanelsTitlePicksTheNextPlatform() throws {
    let layout = OverlayLayout(size: Size(width: 960, height: 640))
    let tuning = layout.tuningPanel(height: 0)
    // The code panel's title row sits left of the tuning panel, at its top.
    let title = Vector2(x: tuning.minX - 60, y: tuning.minY + 12)
    let events = [
      Scenario.key(0.1, "t"), Scenario.key(0.2, "k"),
      Scenario.pointer(0.4, .down, title.x, title.y), Scenario.pointer(0.45, .up, title.x, title.y),
    ]
    let session = try session(events: events)
    #expect(session.instrument.panels.code.platform == .uikit)
  }
}
