import CSDL2
import Foundation
import Motion
import Stage

/// The SDL half of drawing: draws a ``DisplayList`` on a ``Canvas``, in pixels, with the
/// technique that measured fastest on the canvas's SDL backend (`Benchmarks/`):
///
/// - `.spans`, for SDL's software renderer (headless, tests): an axis-aligned shape is whole-pixel
///   rectangle fills (opaque ones without blending) plus four corner sprites cut from a cached
///   anti-aliased disc; an axis-aligned shadow is nine blits of a cached blurred sprite; a turned
///   shape's coverage is computed exactly on the CPU (``CoverageRasterizer``), because the
///   software `SDL_RenderGeometry` snaps vertices to half pixels and rasterises about 3 times
///   slower than spans; a turned shadow (soft anyway) is a textured mesh.
/// - `.geometry`, for OpenGL: every shape is triangles with an anti-aliasing fringe, and
///   consecutive shapes go out in one `SDL_RenderGeometry` call.
///
/// Text is drawn from cached glyph-run textures, turned with the layer.
final class DisplayListRenderer {
  enum Technique: String, CaseIterable {
    case spans
    case geometry
  }

  let canvas: Canvas
  let text: TextRenderer?
  var technique: Technique
  private let sprites: SpriteCache
  private let rasterizer: CoverageRasterizer
  private var batch = GeometryBatch()
  private var spriteScale: Double

  init(canvas: Canvas, text: TextRenderer?, technique: Technique? = nil) {
    self.canvas = canvas
    self.text = text
    let chosen = technique ?? (canvas.isSoftware ? .spans : .geometry)
    self.technique = chosen
    sprites = SpriteCache(renderer: canvas.renderer, smooth: !canvas.isSoftware)
    rasterizer = CoverageRasterizer(renderer: canvas.renderer)
    spriteScale = canvas.pixelScale
  }

  /// Clears the canvas and draws `list` back to front (without presenting). An opaque,
  /// axis-aligned first item that covers the canvas becomes the clear colour.
  func draw(_ list: DisplayList, background: Color) {
    if spriteScale != canvas.pixelScale {
      sprites.flush()
      spriteScale = canvas.pixelScale
    }
    var items = list.items[...]
    var clear = background
    if case .fill(let first)? = items.first, coversCanvas(first) {
      clear = first.color
      items = items.dropFirst()
    }
    let renderer = canvas.renderer
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, clear.red8, clear.green8, clear.blue8, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    for item in items {
      switch item {
      case .fill(let fill): draw(fill)
      case .shadow(let shadow): draw(shadow)
      case .text(let run):
        batch.flush(to: renderer)
        text?.draw(run, pixelTransform: pixelTransform(run.transform))
      case .line(let line):
        let scale = canvas.pixelScale
        let points = line.points.map { scale * $0 }
        if technique == .spans {
          batch.flush(to: renderer)
          var width: Int32 = 0
          var height: Int32 = 0
          SDL_GetRendererOutputSize(renderer, &width, &height)
          rasterizer.stroke(
            points, width: line.width * scale, color: line.color, canvasWidth: Int(width),
            canvasHeight: Int(height))
        } else {
          startBatch(texture: nil)
          Tessellator.stroke(points, width: line.width * scale, color: SDL_Color(line.color), into: &batch)
        }
      }
    }
    batch.flush(to: renderer)
  }

  /// From an item's own space to canvas pixels.
  private func pixelTransform(_ transform: Transform2D) -> Transform2D {
    Transform2D(scale: canvas.pixelScale).concatenating(after: transform)
  }

  private func coversCanvas(_ fill: FillItem) -> Bool {
    guard fill.color.alpha >= 1, fill.shape.cornerRadius == 0, fill.transform.isAxisAligned else {
      return false
    }
    let box = fill.transform.boundingBox(of: Rect(origin: .zero, size: fill.shape.size))
    return box.minX <= 0 && box.minY <= 0 && box.maxX >= canvas.size.width && box.maxY >= canvas.size.height
  }

  private func startBatch(texture: OpaquePointer?) {
    if !batch.accepts(texture: texture) { batch.flush(to: canvas.renderer) }
    batch.begin(texture: texture)
  }

  // MARK: Fills

  private func draw(_ fill: FillItem) {
    let transform = pixelTransform(fill.transform)
    if technique == .spans {
      batch.flush(to: canvas.renderer)
      if transform.isAxisAligned {
        drawAxisAligned(fill, transform: transform)
      } else {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(canvas.renderer, &width, &height)
        rasterizer.fill(
          fill.shape, color: fill.color, transform: transform, width: Int(width), height: Int(height))
      }
    } else {
      startBatch(texture: nil)
      Tessellator.fillConvex(
        Tessellator.outline(of: fill.shape, transform: transform), color: SDL_Color(fill.color), into: &batch)
    }
  }

  /// Whole-pixel rectangles, plus the four corners from the disc sprite. Opaque colours skip
  /// SDL's per-pixel blending.
  private func drawAxisAligned(_ fill: FillItem, transform: Transform2D) {
    let renderer = canvas.renderer
    let box = transform.boundingBox(of: Rect(origin: .zero, size: fill.shape.size))
    let x0 = Int32(box.minX.rounded())
    let y0 = Int32(box.minY.rounded())
    let x1 = Int32(box.maxX.rounded())
    let y1 = Int32(box.maxY.rounded())
    let width = x1 - x0
    let height = y1 - y0
    guard width > 0, height > 0 else { return }
    let radius = min(Int32((fill.shape.cornerRadius * transform.scale).rounded()), width / 2, height / 2)
    let color = fill.color
    let opaque = color.alpha8 == 255
    SDL_SetRenderDrawBlendMode(renderer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, color.red8, color.green8, color.blue8, color.alpha8)
    defer { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
    guard radius > 0, let disc = sprites.disc(radius: Int(radius)) else {
      var whole = SDL_Rect(x: x0, y: y0, w: width, h: height)
      SDL_RenderFillRect(renderer, &whole)
      return
    }
    // The three bands and four corners live on the stack: this runs once per card per frame,
    // and an array here was three heap allocations each time.
    var bands = (
      SDL_Rect(x: x0, y: y0 + radius, w: width, h: height - 2 * radius),
      SDL_Rect(x: x0 + radius, y: y0, w: width - 2 * radius, h: radius),
      SDL_Rect(x: x0 + radius, y: y1 - radius, w: width - 2 * radius, h: radius)
    )
    withUnsafeMutableBytes(of: &bands) { raw in
      let rects = raw.bindMemory(to: SDL_Rect.self)
      var kept = 0
      for index in 0..<3 where rects[index].w > 0 && rects[index].h > 0 {
        rects[kept] = rects[index]
        kept += 1
      }
      SDL_RenderFillRects(renderer, rects.baseAddress, Int32(kept))
    }
    SDL_SetTextureColorMod(disc, color.red8, color.green8, color.blue8)
    SDL_SetTextureAlphaMod(disc, color.alpha8)
    func corner(_ sx: Int32, _ sy: Int32, _ dx: Int32, _ dy: Int32) {
      var source = SDL_Rect(x: sx, y: sy, w: radius, h: radius)
      var destination = SDL_Rect(x: dx, y: dy, w: radius, h: radius)
      SDL_RenderCopy(renderer, disc, &source, &destination)
    }
    corner(0, 0, x0, y0)
    corner(radius, 0, x1 - radius, y0)
    corner(0, radius, x0, y1 - radius)
    corner(radius, radius, x1 - radius, y1 - radius)
  }

  // MARK: Shadows

  private func draw(_ shadow: ShadowItem) {
    let transform = pixelTransform(shadow.transform)
    let scale = transform.scale
    let layout = ShadowSpriteLayout(
      width: shadow.shape.size.width * scale, height: shadow.shape.size.height * scale,
      radius: shadow.shape.cornerRadius * scale, blur: shadow.blur * scale)
    guard let sprite = sprites.shadow(layout) else { return }
    if technique == .spans && transform.isAxisAligned {
      batch.flush(to: canvas.renderer)
      blitShadow(shadow, sprite: sprite, layout: layout, transform: transform)
    } else {
      startBatch(texture: sprite)
      meshShadow(shadow, layout: layout, transform: transform)
    }
  }

  /// Nine blits of the sprite (corners 1:1, edges stretched from one pixel), or one for an
  /// exact sprite; the solid middle is a fill, skipped when an opaque layer covers it.
  private func blitShadow(
    _ shadow: ShadowItem, sprite: OpaquePointer, layout: ShadowSpriteLayout, transform: Transform2D
  ) {
    let renderer = canvas.renderer
    let box = transform.boundingBox(of: Rect(origin: .zero, size: shadow.shape.size))
    let reach = Int32(layout.reach)
    let x0 = Int32(box.minX.rounded()) - reach
    let y0 = Int32(box.minY.rounded()) - reach
    let color = shadow.color
    SDL_SetTextureColorMod(sprite, color.red8, color.green8, color.blue8)
    SDL_SetTextureAlphaMod(sprite, color.alpha8)
    guard layout.isNineSlice else {
      var destination = SDL_Rect(
        x: x0, y: y0, w: Int32(layout.exactWidth) + 2 * reach, h: Int32(layout.exactHeight) + 2 * reach)
      SDL_RenderCopy(renderer, sprite, nil, &destination)
      return
    }
    let x1 = Int32(box.maxX.rounded()) + reach
    let y1 = Int32(box.maxY.rounded()) + reach
    let corner = Int32(layout.corner)
    let side = 2 * corner + 1
    let middleWidth = x1 - x0 - 2 * corner
    let middleHeight = y1 - y0 - 2 * corner
    let pieces: [(SDL_Rect, SDL_Rect)] = [
      (SDL_Rect(x: 0, y: 0, w: corner, h: corner), SDL_Rect(x: x0, y: y0, w: corner, h: corner)),
      (
        SDL_Rect(x: side - corner, y: 0, w: corner, h: corner),
        SDL_Rect(x: x1 - corner, y: y0, w: corner, h: corner)
      ),
      (
        SDL_Rect(x: 0, y: side - corner, w: corner, h: corner),
        SDL_Rect(x: x0, y: y1 - corner, w: corner, h: corner)
      ),
      (
        SDL_Rect(x: side - corner, y: side - corner, w: corner, h: corner),
        SDL_Rect(x: x1 - corner, y: y1 - corner, w: corner, h: corner)
      ),
      (
        SDL_Rect(x: corner, y: 0, w: 1, h: corner), SDL_Rect(x: x0 + corner, y: y0, w: middleWidth, h: corner)
      ),
      (
        SDL_Rect(x: corner, y: side - corner, w: 1, h: corner),
        SDL_Rect(x: x0 + corner, y: y1 - corner, w: middleWidth, h: corner)
      ),
      (
        SDL_Rect(x: 0, y: corner, w: corner, h: 1),
        SDL_Rect(x: x0, y: y0 + corner, w: corner, h: middleHeight)
      ),
      (
        SDL_Rect(x: side - corner, y: corner, w: corner, h: 1),
        SDL_Rect(x: x1 - corner, y: y0 + corner, w: corner, h: middleHeight)
      ),
    ]
    for (source, destination) in pieces where destination.w > 0 && destination.h > 0 {
      var source = source
      var destination = destination
      SDL_RenderCopy(renderer, sprite, &source, &destination)
    }
    if !shadow.isUnderOpaqueFill && middleWidth > 0 && middleHeight > 0 {
      SDL_SetRenderDrawColor(renderer, color.red8, color.green8, color.blue8, color.alpha8)
      var middle = SDL_Rect(x: x0 + corner, y: y0 + corner, w: middleWidth, h: middleHeight)
      SDL_RenderFillRect(renderer, &middle)
    }
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
