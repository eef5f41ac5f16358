import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The HUD's fonts are open, shaped and their glyphs loaded before the first frame
/// (`TextRenderer.prepare(sizes:)`): no frame opens one. Opened at the first word drawn in it,
/// the plot markers' font cost the frame a drag starts a third of its drawing, and that frame set
/// the pacer's budget every input then waited for.
@Suite("Fonts ready before the first frame")
struct FontPreparationTests {
  @Test(arguments: [1.0, 2.0])
  func theHUDsSizesAreOpenBeforeTheFirstFrameAndADragOpensNoOther(scale: Double) throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = "stress"
    configuration.pixelScale = scale
    // The HUD on, a drag (its plot's "grab" marker), and a click.
    configuration.script = Script(
      events: [Scenario.key(0, "tab")]
        + Scenario.flick(from: (700, 300), at: 0.2, velocity: (-400, 300), duration: 0.3)
        + [Scenario.pointer(1.2, .down, 480, 350), Scenario.pointer(1.23, .up, 480, 350)])
    let session = try Session(
      configuration: configuration,
      canvas: try Canvas(offscreenSize: configuration.size, pixelScale: scale))
    let text = try #require(session.textMetrics as? TextRenderer)
    let sizes = Set(HUDView.textSizes.map { Int(($0 * scale).rounded()) })
    #expect(text.openFontCount == sizes.count)
    var grabShown = false
    for index in 0...90 {
      session.frame(at: Double(index) / 60, inputs: [])
      var list = DisplayList()
      session.overlay.appendPanels(of: session.overlayFrames(), to: &list)
      for case .text(let item) in list.items where item.text.string == "grab" { grabShown = true }
    }
    // The frames drew the HUD's words, the marker among them, and opened nothing more.
    #expect(grabShown)
    #expect(text.openFontCount == sizes.count)
  }
}
