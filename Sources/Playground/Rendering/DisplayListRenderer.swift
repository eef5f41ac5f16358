import CSDL2
import Motion
import Raster
import Stage

/// Draws a ``DisplayList`` on a ``Canvas``, in pixels, with one of two backends, the one that
/// measured fastest on the canvas's SDL renderer (`Benchmarks/`):
///
/// - `.spans`, ``SoftwareBackend``, for SDL's software renderer (headless, tests, a window
///   without a GPU): Raster paints the canvas's own 32-bit pixels with pixman, redrawing what
///   changed, because the software `SDL_RenderGeometry` snaps vertices to half pixels and
///   rasterises about 3 times slower than spans. A software surface in another format (a 16-bit
///   X visual) is drawn with `.geometry` instead.
/// - `.geometry`, ``GeometryBackend``, for OpenGL: every shape is triangles with an
///   anti-aliasing fringe, and consecutive shapes go out in one `SDL_RenderGeometry` call.
///
/// Each backend's file opens with what it implements and what it is missing.
final class DisplayListRenderer {
  enum Technique: String, CaseIterable {
    case spans
    case geometry
  }

  let canvas: Canvas
  let text: TextRenderer?
  var technique: Technique
  /// SDL's renderer: the GPU backend, and the software backend's text, pictures and turned
  /// shadows.
  private let geometry: GeometryBackend
  private let software: SoftwareBackend
  /// This frame's items' clips, by item offset (a clipping layer's sublayers).
  private var clips = ItemClips()
  /// The pixel density the cached masks and sprites were made at.
  private var pixelScale: Double

  init(canvas: Canvas, text: TextRenderer?, technique: Technique? = nil) {
    self.canvas = canvas
    self.text = text
    self.technique = technique ?? (canvas.isSoftware ? .spans : .geometry)
    geometry = GeometryBackend(canvas: canvas, text: text)
    software = SoftwareBackend(canvas: canvas, sdl: geometry)
    pixelScale = canvas.pixelScale
  }

  // The textures made on the canvas's SDL renderer are destroyed here, while `canvas` is
  // certainly alive: Swift promises no order for destroying stored properties (a debug build
  // goes in declaration order, `canvas` first, an optimised one need not), and
  // `SDL_DestroyRenderer` frees its textures itself, so a sprite cache destroyed
  // after the canvas would hand SDL freed textures (the segfault once seen at exit).
  deinit {
    geometry.releaseTextures()
  }

  /// Whether a large region of nothing but Raster's items is drawn two bands at a time, on two
  /// threads (``SoftwareBackend``; tests compare the pixels both ways).
  var drawsConcurrently: Bool {
    get { software.drawsConcurrently }
    set { software.drawsConcurrently = newValue }
  }
  /// How many bands were drawn beside another since this renderer was made.
  var sharedBandCount: Int { software.sharedBandCount }
  /// Whether items hidden under a later opaque rectangle are skipped (tests turn it off to
  /// compare the pixels).
  var skipsHiddenItems: Bool {
    get { software.skipsHiddenItems }
    set { software.skipsHiddenItems = newValue }
  }

  /// Draws `list` back to front (without presenting). An opaque, axis-aligned first item that
  /// covers the canvas becomes the clear colour.
  ///
  /// The software backend redraws only what changed since the last frame and tells the canvas
  /// what to present; the geometry technique (OpenGL, whose back buffer does not survive a
  /// present) redraws everything.
  func draw(_ list: DisplayList, background: Color) {
    if pixelScale != canvas.pixelScale {
      geometry.flushSprites()
      software.pixelScaleChanged()
      pixelScale = canvas.pixelScale
    }
    var items = list.items[...]
    var clear = background
    if case .fill(let first)? = items.first, coversCanvas(first) {
      clear = first.color
      items = items.dropFirst()
    }
    clips.find(list, items: items, scale: canvas.pixelScale)
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(canvas.renderer, &width, &height)
    let (pointWidth, pointHeight) = canvas.pixelSize
    let whole = PixelRect(x0: 0, y0: 0, x1: min(Int(width), pointWidth), y1: min(Int(height), pointHeight))
    if technique == .spans && !software.attachPixels() {
      // pixman cannot paint these pixels (not 32-bit xRGB or ARGB): SDL draws everything.
      technique = .geometry
    }
    guard technique == .spans && canvas.isSoftware else {
      canvas.setPresentRegions(nil)
      geometry.drawWhole(items, clear: clear, clips: clips, canvas: whole)
      return
    }
    software.draw(items, of: list, clear: clear, clips: clips, canvas: whole)
  }

  private func coversCanvas(_ fill: FillItem) -> Bool {
    guard fill.color.alpha >= 1, fill.shape.cornerRadius == 0, fill.transform.isAxisAligned else {
      return false
    }
    let box = fill.transform.boundingBox(of: Rect(origin: .zero, size: fill.shape.size))
    return box.minX <= 0 && box.minY <= 0 && box.maxX >= canvas.size.width && box.maxY >= canvas.size.height
  }
}
