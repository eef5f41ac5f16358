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
    let sizes = Set(HUDView.textSizes.map { Int(($0 * scale).rounded()) })
    var openBeforeTheFirstFrame: Int?
    var grabShown = false
    // The HUD on, a drag (its plot's "grab" marker), and a click; drawn, as the window draws.
    let session = try HeadlessRun.session(
      [Scenario.key(0, "tab")]
        + Scenario.flick(from: (700, 300), at: 0.2, velocity: (-400, 300), duration: 0.3)
        + [Scenario.pointer(1.2, .down, 480, 350), Scenario.pointer(1.23, .up, 480, 350)],
      scene: "stress", until: 1.5, scale: scale, draws: true,
      afterEachFrame: { session, _ in
        var list = DisplayList()
        session.overlay.appendPanels(of: session.overlayFrames(), to: &list)
        for case .text(let item) in list.items where item.text.string == "grab" { grabShown = true }
        return true
      },
      prepare: { openBeforeTheFirstFrame = ($0.textMetrics as? TextRenderer)?.openFontCount })
    #expect(openBeforeTheFirstFrame == sizes.count)
    // The frames drew the HUD's words, the marker among them, and opened nothing more.
    #expect(grabShown)
    #expect((session.textMetrics as? TextRenderer)?.openFontCount == sizes.count)
  }
}
