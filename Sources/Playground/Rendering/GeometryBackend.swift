import CSDL2
import Motion
import Raster
import Stage

/// The GPU backend: SDL's renderer draws every item of a ``DisplayList``, the way OpenGL (or any
/// renderer that is not software) wants it: triangles with a one-pixel anti-aliasing fringe,
/// consecutive shapes sent in one `SDL_RenderGeometry` call (``GeometryBatch``).
///
/// Implemented:
/// - fills, turned or not (``Tessellator``: the rounded rectangle's outline, a fringe of
///   transparent vertices), lines (``Tessellator/stroke(_:width:color:into:)``);
/// - soft shadows: a nine-slice sprite of the blurred shape (``SpriteCache``), meshed 4×4 and
///   mapped by the layer's transform, so a turned shadow turns with its layer; the middle cell
///   skipped under an opaque fill;
/// - text (``TextRenderer``'s glyph-run textures) and pictures (``ImageTextures``), turned with
///   their layers;
/// - clipping layers (SDL's clip rectangle), the clear colour.
///
/// Missing:
/// - damage tracking: every frame is drawn whole (OpenGL's back buffer does not survive a
///   present);
/// - pixman's pixels: edges are the GPU's triangles and their one-pixel fringe (at rounded
///   corners 12 to 40 pixels of a 640×480 window differ from the software backend's by more
///   than 24 levels; `GPUBackendWindowTests` compares the two).
///
/// The software backend (``SoftwareBackend``) asks this one for its text's and pictures'
/// pixels (``picture(of:pixelTransform:)``, ``text``).
final class GeometryBackend {
  let canvas: Canvas
  let text: TextRenderer?
  private let sprites: SpriteCache
  /// Layers' pictures (scene files' images), loaded when first drawn (``images``).
  private var loadedImages: ImageTextures?
  // Read and written for every item drawn: unchecked, as a run-time exclusivity check on each
  // access was 2 % of a full redraw's instructions (nothing reaches it reentrantly).
  @exclusivity(unchecked) private var batch = GeometryBatch()

  init(canvas: Canvas, text: TextRenderer?) {
    self.canvas = canvas
    self.text = text
    sprites = SpriteCache(renderer: canvas.renderer, smooth: !canvas.isSoftware)
  }

  /// Layers' pictures, made on the first one drawn.
  private var images: ImageTextures {
    if let loadedImages { return loadedImages }
    let made = ImageTextures(renderer: canvas.renderer)
    loadedImages = made
    return made
  }

  /// Destroys the textures made on the canvas's SDL renderer, while it is certainly alive (the
  /// owner's deinit: ``DisplayListRenderer`` says why).
  func releaseTextures() {
    sprites.flush()
    loadedImages?.releaseTextures()
  }

  /// Drops the shadow sprites (after the pixel density changed).
  func flushSprites() { sprites.flush() }

  /// Everything: a clear, then every item, each within its clip.
  func drawWhole(_ items: ArraySlice<DisplayItem>, clear: Color, clips: ItemClips, canvas whole: PixelRect) {
    let renderer = canvas.renderer
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, clear.red8, clear.green8, clear.blue8, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    for (offset, item) in items.enumerated() {
      guard let clip = clips.clip(offset, within: whole) else { continue }
      if clip != whole { clipSDL(to: clip) }
      draw(item)
      if clip != whole { clipSDL(to: whole) }
    }
    flush()
  }

  /// One item, drawn with SDL's renderer (within SDL's clip rectangle).
  func draw(_ item: DisplayItem) {
    let renderer = canvas.renderer
    switch item {
    case .fill(let fill):
      startBatch(texture: nil)
      Tessellator.fillConvex(
        Tessellator.outline(of: fill.shape, transform: pixelTransform(fill.transform)),
        color: SDL_Color(fill.color), into: &batch)
    case .shadow(let shadow): draw(shadow)
    case .text(let run):
      batch.flush(to: renderer)
      text?.draw(run, pixelTransform: pixelTransform(run.transform))
    case .line(let line):
      let scale = canvas.pixelScale
      startBatch(texture: nil)
      Tessellator.stroke(
        line.points.map { scale * $0 }, width: line.width * scale, color: SDL_Color(line.color), into: &batch)
    case .image(let image):
      batch.flush(to: renderer)
      images.draw(image, pixelTransform: pixelTransform(image.transform))
    }
  }

  /// `image`'s picture as pixels for Raster, placed by `pixelTransform` as ``draw(_:)`` would
  /// place it (``ImageTextures/picture(of:pixelTransform:)``).
  func picture(of image: ImageItem, pixelTransform: Transform2D) -> PlacedPicture? {
    images.picture(of: image, pixelTransform: pixelTransform)
  }

  /// What waits in the batch, sent to SDL's queue.
  func flush() { batch.flush(to: canvas.renderer) }

  /// SDL's clip set to `rect`, what is queued drawn first.
  func clipSDL(to rect: PixelRect) {
    flush()
    var sdlClip = rect.sdl
    SDL_RenderSetClipRect(canvas.renderer, &sdlClip)
  }

  /// From an item's own space to canvas pixels.
  private func pixelTransform(_ transform: Transform2D) -> Transform2D {
    Transform2D(scale: canvas.pixelScale).concatenating(after: transform)
  }

  private func startBatch(texture: OpaquePointer?) {
    if !batch.accepts(texture: texture) { batch.flush(to: canvas.renderer) }
    batch.begin(texture: texture)
  }

  /// A shadow as a mesh over its sprite.
  private func draw(_ shadow: ShadowItem) {
    let transform = pixelTransform(shadow.transform)
    let layout = ShadowSpriteLayout(shadow, pixelTransform: transform)
    guard let sprite = sprites.shadow(layout) else { return }
    startBatch(texture: sprite)
    meshShadow(shadow, layout: layout, transform: transform)
  }

  /// The nine-slice as a 4×4 grid of textured vertices mapped by the transform, so a turned
  /// shadow turns with its layer.
  private func meshShadow(_ shadow: ShadowItem, layout: ShadowSpriteLayout, transform: Transform2D) {
    let scale = max(transform.scale, 1e-9)
    let reach = Double(layout.reach) / scale
    let size = shadow.shape.size
    let tint = SDL_Color(shadow.color)
    let xs: [Double]
    let ys: [Double]
    let us: [Double]
    let vs: [Double]
    if layout.isNineSlice {
      let side = Double(2 * layout.corner + 1)
      let corner = Double(layout.corner) / scale
      xs = [-reach, -reach + corner, size.width + reach - corner, size.width + reach]
      ys = [-reach, -reach + corner, size.height + reach - corner, size.height + reach]
      us = [0, Double(layout.corner) / side, Double(layout.corner + 1) / side, 1]
      vs = us
    } else {
      xs = [-reach, size.width + reach]
      ys = [-reach, size.height + reach]
      us = [0, 1]
      vs = [0, 1]
    }
    var grid: [[Int32]] = []
    for (row, y) in ys.enumerated() {
      grid.append(
        xs.enumerated().map { column, x in
          batch.vertex(
            transform.apply(to: Vector2(x: x, y: y)), tint, uv: Vector2(x: us[column], y: vs[row]))
        })
    }
    let cells = xs.count - 1
    for row in 0..<cells {
      for column in 0..<cells {
        if cells == 3 && row == 1 && column == 1 && shadow.isUnderOpaqueFill { continue }
        batch.quad(grid[row][column], grid[row][column + 1], grid[row + 1][column + 1], grid[row + 1][column])
      }
    }
  }
}
