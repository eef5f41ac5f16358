import CSDL2
import Motion
import Stage
import Testing

@testable import Playground

/// A renderer that has drawn a line (the rasterizer's streaming texture, as the HUD's plot makes)
/// and a turned shadow (a sprite) is dropped with its canvas: its textures must go while the
/// SDL renderer they were made on still lives. `SDL_DestroyRenderer` frees its textures itself,
/// so destroying one afterwards reads freed memory: SDL's magic check then fails ("Parameter
/// 'texture' is invalid", the error read here) or, when the page was returned, the process dies
/// (the segfault once seen at exit in pane-hud-demo). Swift destroys stored properties in no
/// promised order.
@Suite("A renderer's teardown")
struct RendererTeardownTests {
  @Test func texturesGoBeforeTheirSDLRenderer() throws {
    SDL_ClearError()
    try Self.drawAndDrop()
    #expect(!String(cString: SDL_GetError()).contains("'texture' is invalid"))
  }

  /// Draws a turned, shadowed card and a line on a fresh offscreen canvas, then lets the
  /// renderer and the canvas go together.
  private static func drawAndDrop() throws {
    let size = Size(width: 240, height: 160)
    // The renderer holds the only reference to its canvas, as the app's does.
    let renderer = DisplayListRenderer(
      canvas: try Canvas(offscreenSize: size, pixelScale: 1), text: nil, technique: .spans)
    let root = Layer(name: "root", center: Vector2(x: 120, y: 80), size: size)
    let card = Layer(name: "card", center: Vector2(x: 120, y: 80), size: Size(width: 80, height: 50))
    card.rotation = 0.3
    card.shadow = LayerShadow(opacity: 0.4, radius: 8, offset: Vector2(x: 0, y: 4))
    root.addSublayer(card)
    var list = DisplayList()
    list.appendLayerTree(root)
    list.line([Vector2(x: 10, y: 150), Vector2(x: 200, y: 20)], width: 2, color: .black)
    renderer.draw(list, background: .white)
  }
}
