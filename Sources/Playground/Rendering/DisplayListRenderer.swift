import CSDL2
import Foundation
import Motion
import Raster
import Stage
import Synchronization

/// The SDL half of drawing: draws a ``DisplayList`` on a ``Canvas``, in pixels, with the
/// technique that measured fastest on the canvas's SDL backend (`Benchmarks/`):
///
/// - `.spans`, for SDL's software renderer (headless, tests): pixman paints straight into the
///   canvas's 32-bit pixels (Raster: ``PixmanPainter``): axis-aligned shapes and shadows, turned
///   shapes row by row (``ShapeRows``), because the software `SDL_RenderGeometry` snaps
///   vertices to half pixels and rasterises about 3 times slower than spans, and lines; a turned
///   shadow (soft anyway) is a textured mesh. A software surface in another format (a 16-bit X
///   visual) is drawn with `.geometry` instead.
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
  /// Layers' pictures (scene files' images), loaded when first drawn (``images``).
  private var loadedImages: ImageTextures?
  // The state read and written for every item drawn (the stress scene's 2 000 cards, each
  // frame) is unchecked: a run-time exclusivity check on each access was 2 % of a full redraw's
  // instructions, and nothing here reaches them reentrantly (the closures given to them touch
  // other properties).
  @exclusivity(unchecked) private var batch = GeometryBatch()
  private var spriteScale: Double
  private var damage = DamageTracker()
  /// What drawing writes besides its pixels (Raster's `DrawerState`: pixman painter, masks,
  /// waiting fills), for everything drawn on this thread; it never leaves it.
  @exclusivity(unchecked) private var ownState = DrawerState()
  /// The same for the share of the bands drawn on another thread, behind its lock (Raster's
  /// `BandDrawer`, `Sendable`).
  private let otherDrawer = BandDrawer()
  /// Whether a large region of nothing but fills is drawn two bands at a time, on two threads
  /// (tests compare the pixels both ways).
  var drawsConcurrently = true
  /// How many bands were drawn beside another since this renderer was made.
  private(set) var sharedBandCount = 0
  /// This frame's items' pixel bounds, and scratch lists for the flattening; kept between
  /// frames so a steady frame allocates nothing new.
  @exclusivity(unchecked) private var bounds: [PixelRect] = []
  /// This frame's fills' whole pixels, by item offset, worked out once (Raster's `FillGeometry`
  /// says why).
  @exclusivity(unchecked) private var geometries: [FillGeometry] = []
  /// The last frame's, by its items' offsets: an item the damage tracker finds unchanged keeps
  /// its whole pixels (the stress scene's 100 000 cards, most of them still in a frame where
  /// enough move for the whole canvas to be drawn).
  @exclusivity(unchecked) private var previousGeometries: [FillGeometry] = []
  /// The pass's candidates for the occluders of the waiting fills (Raster's `PendingFills`),
  /// found once for a region and kept by each of its bands.
  @exclusivity(unchecked) private var occluderCandidates: [(index: Int, rect: PixelRect)] = []
  /// A band's occluders, as ``findOccluders(region:)`` leaves them.
  @exclusivity(unchecked) private var bandOccluders: [(index: Int, rect: PixelRect)] = []
  /// The frame's bands drawn on this thread first (``planBands(_:region:)``), each drawer's
  /// share of the bands drawn two at a time, and a region's rows of items that are not fills and
  /// those between them.
  @exclusivity(unchecked) private var ownBands = BandList()
  @exclusivity(unchecked) private var shares = [BandList(), BandList()]
  private var unsharedRows: [Range<Int>] = []
  private var sharedRows: [Range<Int>] = []
  /// Whether items hidden under a later opaque rectangle are skipped (tests turn it off to
  /// compare the pixels).
  var skipsHiddenItems = true
  /// This frame's items' clips in canvas pixels, by item offset (a clipping layer's sublayers:
  /// ``DisplayList/clips``); empty when nothing is clipped.
  @exclusivity(unchecked) private var itemClips: [PixelRect?] = []
  /// The last frame's clips: the items are the same with or without one, so the damage tracker
  /// would not see a clip that changed alone; the whole canvas is drawn again then.
  private var previousClips: [DisplayClip] = []
  /// The canvas's surface this frame, for the waiting fills' widest pieces (``stream(_:argb:)``).
  private var surface: UnsafeMutablePointer<SDL_Surface>?

  /// Layers' pictures, made on the first one drawn.
  private var images: ImageTextures {
    if let loadedImages { return loadedImages }
    let made = ImageTextures(renderer: canvas.renderer)
    loadedImages = made
    return made
  }

  init(canvas: Canvas, text: TextRenderer?, technique: Technique? = nil) {
    self.canvas = canvas
    self.text = text
    let chosen = technique ?? (canvas.isSoftware ? .spans : .geometry)
    self.technique = chosen
    sprites = SpriteCache(renderer: canvas.renderer, smooth: !canvas.isSoftware)
    spriteScale = canvas.pixelScale
  }

  // The textures made on the canvas's SDL renderer are destroyed here, while `canvas` is
  // certainly alive: Swift promises no order for destroying stored properties (a debug build
  // goes in declaration order, `canvas` first, an optimised one need not), and
  // `SDL_DestroyRenderer` frees its textures itself, so a sprite cache destroyed
  // after the canvas would hand SDL freed textures (the segfault once seen at exit).
  deinit {
    sprites.flush()
    loadedImages?.releaseTextures()
  }

  /// Draws `list` back to front (without presenting). An opaque, axis-aligned first item that
  /// covers the canvas becomes the clear colour.
  ///
  /// With the span technique on a software canvas only what changed since the last frame is
  /// redrawn (``DamageTracker``), clipped to it, and the canvas is told what to present; the
  /// clear colour is painted only where something is drawn over it (Raster's `PendingFills`), so a
  /// translucent rectangle over it is one opaque fill. The geometry technique (OpenGL, whose
  /// back buffer does not survive a present) redraws everything.
  func draw(_ list: DisplayList, background: Color) {
    if spriteScale != canvas.pixelScale {
      sprites.flush()
      ownState.painter.flush()
      otherDrawer.state.withLock { $0.painter.flush() }
      spriteScale = canvas.pixelScale
      damage.invalidate()
    }
    var items = list.items[...]
    var clear = background
    if case .fill(let first)? = items.first, coversCanvas(first) {
      clear = first.color
      items = items.dropFirst()
    }
    findClips(list, items: items)
    let clearARGB = 0xFF00_0000 | UInt32(clear.red8) << 16 | UInt32(clear.green8) << 8 | UInt32(clear.blue8)
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(canvas.renderer, &width, &height)
    let (pointWidth, pointHeight) = canvas.pixelSize
    let whole = PixelRect(x0: 0, y0: 0, x1: min(Int(width), pointWidth), y1: min(Int(height), pointHeight))
    surface = canvas.drawingSurface
    let buffer = surface.flatMap(PixelBuffer.init)
    if technique == .spans
      && !(buffer.map { buffer in
        ownState.painter.attach(buffer) && otherDrawer.state.withLock { $0.painter.attach(buffer) }
      } ?? false)
    {
      // pixman cannot paint these pixels (not 32-bit xRGB or ARGB): SDL draws everything.
      technique = .geometry
    }
    guard technique == .spans && canvas.isSoftware else {
      canvas.setPresentRegions(nil)
      drawWhole(items, clear: clear, canvas: whole)
      return
    }
    swap(&geometries, &previousGeometries)
    geometries.removeAll(keepingCapacity: true)
    geometries.append(contentsOf: repeatElement(.unknown, count: items.count))
    let scale = canvas.pixelScale
    // Written through the buffers: an array's subscript checks at every write that its storage
    // is not shared (with the tracker's own reads and writes through its buffers, measuring the
    // stress scene's 100 000 moving cards went from 6.0 to 4.6 ms).
    var damaged = geometries.withUnsafeMutableBufferPointer { geometries in
      previousGeometries.withUnsafeBufferPointer { previous in
        damage.damage(
          items: items, clear: clearARGB, canvas: whole, bounds: &bounds,
          measure: { item, offset in
            guard case .fill(let fill) = item else { return pixelBounds(of: item) }
            let (bounds, geometry) = FillGeometry.measure(fill, scale: scale)
            geometries[offset] = geometry
            return bounds
          },
          matched: { old, offset in geometries[offset] = previous[old] })
      }
    }
    if previousClips != list.clips { damaged = nil }
    previousClips = list.clips
    // A clipped item touches only the pixels inside its clip.
    for (offset, clip) in itemClips.enumerated() {
      guard let clip else { continue }
      bounds[offset] = bounds[offset].intersection(clip) ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }
    let regions = canvas.forcesFullRedraw ? nil : damaged
    canvas.setPresentRegions(regions)
    drawRegions(items, regions ?? [whole], clear: clearARGB)
    canvas.resetClip()
  }

  /// Everything, the way the geometry technique always draws: a clear, then every item.
  private func drawWhole(_ items: ArraySlice<DisplayItem>, clear: Color, canvas whole: PixelRect) {
    let renderer = canvas.renderer
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, clear.red8, clear.green8, clear.blue8, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    ownState.painter.clip = whole
    for (offset, item) in items.enumerated() {
      guard let clip = itemClip(offset, within: whole) else { continue }
      if clip != whole { clipSDL(to: clip) }
      drawItem(item, clip: clip, state: &ownState)
      if clip != whole { clipSDL(to: whole) }
    }
    batch.flush(to: renderer)
  }

  /// This frame's clips by item offset (``itemClips``), from the list's runs.
  private func findClips(_ list: DisplayList, items: ArraySlice<DisplayItem>) {
    itemClips.removeAll(keepingCapacity: true)
    guard !list.clips.isEmpty else { return }
    itemClips.append(contentsOf: repeatElement(nil, count: items.count))
    let scale = canvas.pixelScale
    for run in list.clips {
      // Whole pixels, each edge at the nearest: the clip is square-edged, as UIKit's bounds are.
      let rect = PixelRect(
        x0: Int((run.rect.minX * scale).rounded()), y0: Int((run.rect.minY * scale).rounded()),
        x1: Int((run.rect.maxX * scale).rounded()), y1: Int((run.rect.maxY * scale).rounded()))
      for index in run.items where items.indices.contains(index) {
        itemClips[index - items.startIndex] = rect
      }
    }
  }

  /// Where the item at `offset` is drawn within `region`: all of it, or its clip's part of it;
  /// nil for none.
  private func itemClip(_ offset: Int, within region: PixelRect) -> PixelRect? {
    guard !itemClips.isEmpty, let clip = itemClips[offset] else { return region }
    return clip.intersection(region)
  }

  /// SDL's clip (text, images, shadows and the geometry technique go through SDL) set to `rect`,
  /// what is queued drawn first.
  private func clipSDL(to rect: PixelRect) {
    batch.flush(to: canvas.renderer)
    var sdlClip = rect.sdl
    SDL_RenderSetClipRect(canvas.renderer, &sdlClip)
  }

  /// The damaged regions redrawn, each in horizontal bands no larger than the canvas's
  /// ``Canvas/bandBytes``: every item over a band is drawn before the next band starts, so the
  /// band's pixels are still in the cache when a layer is drawn over the one under it. In one
  /// pass, a frame that covers a 3840×2160 canvas twice (a photo turned over its backdrop,
  /// 33 MB each time) sends each layer to memory and reads it back for the next. Every drawing
  /// operation is exact under any clip (as damage regions already need), so the pixels do not
  /// depend on the bands (`BandedDrawingTests`).
  ///
  /// 4 MB bands (8 at 3840×2160, well within the 32 MB last-level cache of the machine this was
  /// measured on): the photos demo's pinch frames, median draw time with 1, 2, 3, 4, 8, 12 and
  /// 16 bands, 9.0, 8.3, 7.6, 7.3, 6.8, 6.7 and 6.6 ms. Each band goes through the list again,
  /// which is why they are not smaller: 64 bands of 512 KB made the stress scene's 2 000 cards
  /// two to three times slower.
  ///
  /// The rows of a large region with nothing but fills over them (``planBands(_:region:)``)
  /// are shared out: another thread draws about half of the region while this one draws the
  /// rest. The bands are disjoint (and so are the regions: ``DamageTracker`` merges any that
  /// touch), a band's pixels do not depend on what is drawn outside it, and what drawing a band
  /// writes besides its pixels is its drawer's. The other thread is handed `Sendable` values
  /// only (Raster's `BandShare`: a drawer, its bands, the frame's lists) and no `BandHost`, so
  /// the compiler keeps it off SDL and off this renderer. A scene file's 1 000 tiles that follow a knob
  /// repaint most of the window every frame: the region's drawing took 1.2 ms on one thread and
  /// 0.75 on two (`docs/performance.md`).
  private func drawRegions(_ items: ArraySlice<DisplayItem>, _ regions: [PixelRect], clear: UInt32) {
    ownBands.removeAll()
    for index in shares.indices { shares[index].removeAll() }
    for region in regions {
      findOccluderCandidates(items, region: region)
      planBands(items, region: region)
    }
    // Read, never written, until every band is drawn.
    let frame = BandFrame(
      items: items, bounds: bounds, geometries: geometries, itemClips: itemClips, clear: clear,
      scale: canvas.pixelScale)
    guard !shares[1].isEmpty else {
      drawOwnBands(of: frame)
      return
    }
    sharedBandCount += shares.reduce(0) { $0 + $1.bands.count }
    // What SDL has queued is written before another thread writes pixels.
    SDL_RenderFlush(canvas.renderer)
    // The second drawer's share goes to another thread (or back to this one, if none takes it
    // while this one draws its own bands and the first drawer's share).
    let other = BandShare(drawer: otherDrawer, bands: shares[1], frame: frame)
    other.start()
    drawOwnBands(of: frame)
    other.finish()
  }

  /// The bands drawn on this thread (SDL may be called), then the first drawer's share (beside
  /// the other thread: no SDL call).
  private func drawOwnBands(of frame: BandFrame) {
    let renderer = canvas.renderer
    let pass = BandPass(frame: frame, host: self)
    for index in ownBands.bands.indices {
      let band = ownBands.bands[index]
      var sdlClip = band.sdl
      SDL_RenderSetClipRect(renderer, &sdlClip)
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
      pass.draw(band, occluders: ownBands.occluders(of: index), state: &ownState)
      batch.flush(to: renderer)
    }
    BandPass(frame: frame, host: nil).draw(shares[0], state: &ownState)
  }

  /// At least this many pixels of a region are drawn two bands at a time: fewer cost less than
  /// handing half of them to another thread.
  static let smallestSharedArea = 65_536

  /// `region` cut into bands, each with its occluders. The rows of anything but fills (text,
  /// images, lines and shadows go through SDL's renderer, which is not thread-safe) go to
  /// ``ownBands``, drawn on this thread; when the rows between them are enough
  /// (``smallestSharedArea``), the other thread takes half of the region's rows from them, and
  /// this thread's drawer the rest. Every fill over the region has its geometry worked out
  /// here, while one thread runs: the bands, on either thread, only read them.
  private func planBands(_ items: ArraySlice<DisplayItem>, region: PixelRect) {
    unsharedRows.removeAll(keepingCapacity: true)
    // Each item looked at where it lies (``findOccluderCandidates(_:region:)`` says why).
    items.withUnsafeBufferPointer { items in
      for offset in 0..<items.count where bounds[offset].intersects(region) {
        guard case .fill(let fill) = items[offset] else {
          if !DrawerState.drawsItself(items[offset], scale: canvas.pixelScale) {
            let rows = bounds[offset]
            unsharedRows.append(max(rows.y0, region.y0)..<min(rows.y1, region.y1))
          }
          continue
        }
        _ = geometry(at: offset, fill)
      }
    }
    guard drawsConcurrently, canvas.bandBytes != nil, region.area >= Self.smallestSharedArea,
      ownState.painter.spans != nil, otherDrawer.state.withLock({ $0.painter.spans != nil })
    else {
      forEachBand(region.y0..<region.y1, of: region) { keepOwn($0) }
      return
    }
    unsharedRows.sort { $0.lowerBound < $1.lowerBound }
    // The rows between them, merged as they come.
    sharedRows.removeAll(keepingCapacity: true)
    var y = region.y0
    var unshared = 0
    for rows in unsharedRows {
      if rows.lowerBound > y { sharedRows.append(y..<rows.lowerBound) }
      if rows.upperBound > y {
        unshared += rows.upperBound - max(y, rows.lowerBound)
        y = rows.upperBound
      }
    }
    if y < region.y1 { sharedRows.append(y..<region.y1) }
    let shared = region.height - unshared
    guard shared * region.width >= Self.smallestSharedArea else {
      forEachBand(region.y0..<region.y1, of: region) { keepOwn($0) }
      return
    }
    y = region.y0
    for rows in sharedRows {
      if rows.lowerBound > y { forEachBand(y..<rows.lowerBound, of: region) { keepOwn($0) } }
      y = rows.upperBound
    }
    if y < region.y1 { forEachBand(y..<region.y1, of: region) { keepOwn($0) } }
    var othersRows = min(shared, (region.height + 1) / 2)
    for rows in sharedRows {
      let split = rows.lowerBound + min(rows.count, othersRows)
      othersRows -= split - rows.lowerBound
      forEachBand(rows.lowerBound..<split, of: region) { share($0, with: 1) }
      forEachBand(split..<rows.upperBound, of: region) { share($0, with: 0) }
    }
  }

  /// `band` for this thread to draw first, with its occluders.
  private func keepOwn(_ band: PixelRect) {
    findOccluders(region: band)
    ownBands.append(band, occluders: bandOccluders)
  }

  /// `band` for drawer `index` to draw beside the other, with its occluders.
  private func share(_ band: PixelRect, with index: Int) {
    findOccluders(region: band)
    shares[index].append(band, occluders: bandOccluders)
  }

  /// Rows `rows` of `region` in bands no larger than the canvas's ``Canvas/bandBytes``.
  private func forEachBand(_ rows: Range<Int>, of region: PixelRect, _ body: (PixelRect) -> Void) {
    guard !rows.isEmpty else { return }
    let bytes = rows.count * region.width * 4
    let count = canvas.bandBytes.map { max(1, (bytes + $0 - 1) / max(1, $0)) } ?? 1
    let height = (rows.count + count - 1) / count
    var y0 = rows.lowerBound
    while y0 < rows.upperBound {
      let band = PixelRect(x0: region.x0, y0: y0, x1: region.x1, y1: min(rows.upperBound, y0 + height))
      body(band)
      y0 = band.y1
    }
  }

  /// A region's opaque whole-pixel rectangles (the screens, panels and backgrounds that cover
  /// what is under them, and the solid cross of a rounded one), within it; its bands pick their
  /// occluders from these.
  private func findOccluderCandidates(_ items: ArraySlice<DisplayItem>, region: PixelRect) {
    occluderCandidates.removeAll(keepingCapacity: true)
    guard skipsHiddenItems else { return }
    let smallest = region.area / Self.smallestOccluderFraction
    // An item's pixel bounds hold every pixel it covers: one outside the region is skipped before
    // it is looked at or its pixel geometry worked out (the stress scene's 2 000 cards, once for
    // each damaged region). The others are looked at where they lie in the list: matched out of
    // a copy (the list's subscript copies the whole item through its enum's copy, and destroys
    // it after), each of the stress scene's 100 000 cards cost a copy in each of these passes.
    items.withUnsafeBufferPointer { items in
      for offset in 0..<items.count where bounds[offset].intersects(region) {
        // A clipped fill hides only its clip's part: not an occluder (rare; its whole rectangle
        // would hide what is outside the clip).
        if !itemClips.isEmpty, itemClips[offset] != nil { continue }
        guard case .fill(let fill) = items[offset], fill.color.alpha8 == 255,
          case .whole(let whole, let radius) = geometry(at: offset, fill)
        else {
          continue
        }
        guard radius > 0 else {
          // One smaller than a thirty-second of a single row of the region is too small for any
          // of its bands (``findOccluders``): the stress scene's 100 000 cards of one or two
          // pixels were every one a candidate, looked at again for every band.
          if let rect = whole.intersection(region), rect.area >= region.width / Self.smallestOccluderFraction
          {
            occluderCandidates.append((offset, rect))
          }
          continue
        }
        // A rounded rectangle stores its colour over every pixel of the cross between its
        // corners: each arm of it hides what is under it (the frame-cost panels over the stress
        // scene's cards: 200 cards painted every frame under them, unseen). Small ones, which no
        // band would keep (``findOccluders``), are not candidates: the stress scene's cards are
        // rounded too.
        let across = PixelRect(x0: whole.x0, y0: whole.y0 + radius, x1: whole.x1, y1: whole.y1 - radius)
        let down = PixelRect(x0: whole.x0 + radius, y0: whole.y0, x1: whole.x1 - radius, y1: whole.y1)
        if let rect = across.intersection(region), rect.area >= smallest {
          occluderCandidates.append((offset, rect))
        }
        if let rect = down.intersection(region), rect.area >= smallest {
          occluderCandidates.append((offset, rect))
        }
      }
    }
  }

  /// The band's large opaque whole-pixel rectangles, at most ``maximumOccluders`` of the
  /// largest, into ``bandOccluders``: an item entirely inside a later one is not drawn at all.
  private func findOccluders(region: PixelRect) {
    // Kept by the waiting fills, which never write what a later one covers.
    bandOccluders.removeAll(keepingCapacity: true)
    let smallest = region.area / Self.smallestOccluderFraction
    for (offset, candidate) in occluderCandidates {
      guard let rect = candidate.intersection(region), rect.area >= smallest else { continue }
      bandOccluders.append((offset, rect))
    }
    if bandOccluders.count > Self.maximumOccluders {
      bandOccluders.sort { $0.rect.area > $1.rect.area }
      bandOccluders.removeLast(bandOccluders.count - Self.maximumOccluders)
    }
  }

  private static let maximumOccluders = 16
  /// An occluder covers at least this fraction of its band (1/32): a smaller one hides too
  /// little to be worth testing every item against.
  private static let smallestOccluderFraction = 32

  /// One item, drawn as the technique draws it; turned shapes and lines are rasterised only
  /// within `clip`.
  private func drawItem(_ item: DisplayItem, clip: PixelRect, state: inout DrawerState) {
    let renderer = canvas.renderer
    switch item {
    case .fill(let fill): draw(fill, clip: clip, state: &state)
    case .shadow(let shadow): draw(shadow, state: &state)
    case .text(let run):
      batch.flush(to: renderer)
      text?.draw(run, pixelTransform: pixelTransform(run.transform))
    case .line(let line):
      let scale = canvas.pixelScale
      if technique == .spans {
        state.drawLine(line, scale: scale, clip: clip, host: self)
      } else {
        startBatch(texture: nil)
        Tessellator.stroke(
          line.points.map { scale * $0 }, width: line.width * scale, color: SDL_Color(line.color),
          into: &batch)
      }
    case .image(let image):
      batch.flush(to: renderer)
      images.draw(image, pixelTransform: pixelTransform(image.transform))
    }
  }

  /// The canvas pixels an item may touch (never fewer: what is outside is not redrawn).
  private func pixelBounds(of item: DisplayItem) -> PixelRect {
    let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    switch item {
    case .fill(let fill):
      let transform = pixelTransform(fill.transform)
      return PixelRect(
        covering: transform.boundingBox(of: Rect(origin: .zero, size: fill.shape.size)), margin: 2)
    case .shadow(let shadow):
      let reach = ShadowItem.reach(blur: shadow.blur)
      let size = shadow.shape.size
      let box = Rect(x: -reach, y: -reach, width: size.width + 2 * reach, height: size.height + 2 * reach)
      return PixelRect(covering: pixelTransform(shadow.transform).boundingBox(of: box), margin: 3)
    case .text(let run):
      guard let box = text?.pixelBounds(of: run, pixelTransform: pixelTransform(run.transform)) else {
        return empty
      }
      return PixelRect(covering: box, margin: 2)
    case .image(let image):
      return PixelRect(
        covering: pixelTransform(image.transform).boundingBox(of: Rect(origin: .zero, size: image.box)),
        margin: 2)
    case .line(let line):
      let scale = canvas.pixelScale
      let finite = line.points.filter(\.isFinite)
      guard let first = finite.first else { return empty }
      var box = PixelRect(covering: Rect(origin: scale * first, size: .zero), margin: 0)
      for point in finite.dropFirst() {
        box = box.union(PixelRect(covering: Rect(origin: scale * point, size: .zero), margin: 0))
      }
      let reach = Int((max(0.5, line.width * scale / 2) + 1).rounded(.up)) + 2
      return PixelRect(x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach)
    }
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

  /// A fill drawn outside the bands (the geometry technique, or a canvas that is not software).
  private func draw(_ fill: FillItem, clip: PixelRect, state: inout DrawerState) {
    guard technique == .spans else {
      startBatch(texture: nil)
      Tessellator.fillConvex(
        Tessellator.outline(of: fill.shape, transform: pixelTransform(fill.transform)),
        color: SDL_Color(fill.color), into: &batch)
      return
    }
    state.drawFill(fill, geometry: .unknown, scale: canvas.pixelScale, clip: clip, host: self)
  }

  /// Item `offset`'s (the fill `fill`) whole pixels, worked out once a frame.
  private func geometry(at offset: Int, _ fill: FillItem) -> FillGeometry {
    if case .unknown = geometries[offset] {
      geometries[offset] = FillGeometry(fill, scale: canvas.pixelScale)
    }
    return geometries[offset]
  }

  // MARK: Shadows

  private func draw(_ shadow: ShadowItem, state: inout DrawerState) {
    if technique == .spans && DrawerState.isPainted(shadow, scale: canvas.pixelScale) {
      // pixman makes its own masks: the SDL sprite (a second blur) only for the mesh.
      state.drawShadow(shadow, scale: canvas.pixelScale, host: self)
      return
    }
    let transform = pixelTransform(shadow.transform)
    let scale = transform.scale
    let layout = ShadowSpriteLayout(
      width: shadow.shape.size.width * scale, height: shadow.shape.size.height * scale,
      radius: shadow.shape.cornerRadius * scale, blur: shadow.blur * scale)
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

/// The loop's thread's part of the bands it draws: SDL's queued drawing written before Raster
/// writes pixels, the waiting fills' widest pieces streamed by SDL's fill, and every item that is
/// not a fill.
extension DisplayListRenderer: BandHost {
  func willDrawItem() { batch.flush(to: canvas.renderer) }

  func willWritePixels() { SDL_RenderFlush(canvas.renderer) }

  func stream(_ piece: PixelRect, argb: UInt32) -> Bool {
    guard let surface else { return false }
    // SDL's fill clips to the surface's clip rectangle, which its renderer sets as it pleases.
    var kept = SDL_Rect()
    SDL_GetClipRect(surface, &kept)
    SDL_SetClipRect(surface, nil)
    var sdl = piece.sdl
    SDL_FillRect(surface, &sdl, argb)
    SDL_SetClipRect(surface, &kept)
    return true
  }

  func draw(_ item: DisplayItem, clip: PixelRect, band: PixelRect, state: inout DrawerState) {
    let clipped = clip != band
    if clipped { clipSDL(to: clip) }
    drawItem(item, clip: clip, state: &state)
    if clipped { clipSDL(to: band) }
  }
}
