import CSDL2
import Motion
import Raster
import Stage
import Synchronization

/// The software backend: a ``DisplayList`` drawn into the canvas's own 32-bit pixels (SDL's
/// software renderer: headless runs, tests, and windows without a GPU) by Raster, with pixman,
/// redrawing only what changed.
///
/// Implemented:
/// - damage tracking (``DamageTracker``): only the regions that changed since the last frame are
///   drawn, and presented (``Canvas/setPresentRegions(_:)``);
/// - bands of at most ``Canvas/bandBytes``, so a layer's pixels are still cached when the next
///   is drawn over them; a large region's bands shared with a second thread, which is handed
///   `Sendable` values only (Raster's `BandShare`) and so cannot reach SDL;
/// - fills, turned or not, with one coverage function (Raster's `ShapeRows`), composited as
///   pixman's OVER; lines (Raster's `StrokeCoverage`); soft shadows (pixman's masks, mapped by
///   pixman when turned); the clear colour and opaque rectangles waiting until something is
///   drawn over them (Raster's `PendingFills`); items hidden under a later opaque rectangle
///   skipped;
/// - text and pictures, handed to Raster as pixels (``TextRenderer/picture(of:pixelTransform:)``,
///   ``GeometryBackend/picture(of:pixelTransform:)``): unturned text blended as SDL's blit
///   blends it (Raster's `StraightBlend`), turned text and pictures at any size mapped by
///   pixman;
/// - clipping layers (each item within its clip's part of a band).
///
/// Missing: nothing the display list holds. SDL is asked only for what it renders (glyph runs,
/// decoded pictures) and for its streaming fill of the widest opaque pieces.
///
/// Needs a canvas whose pixels pixman can wrap (32-bit xRGB or ARGB): ``attachPixels()`` says
/// whether it can, and the renderer draws with the GPU backend when it cannot.
final class SoftwareBackend {
  let canvas: Canvas
  /// SDL's side: the glyph runs and pictures Raster is handed.
  let sdl: GeometryBackend
  private var damage = DamageTracker()
  /// What drawing writes besides its pixels (Raster's `DrawerState`: pixman painter, masks,
  /// waiting fills), for everything drawn on this thread; it never leaves it.
  // The state read and written for every item drawn (the stress scene's 2 000 cards, each
  // frame) is unchecked: a run-time exclusivity check on each access was 2 % of a full redraw's
  // instructions, and nothing here reaches them reentrantly (the closures given to them touch
  // other properties).
  @exclusivity(unchecked) private var ownState = DrawerState()
  /// The same for the share of the bands drawn on another thread, behind its lock (Raster's
  /// `BandDrawer`, `Sendable`).
  private let otherDrawer = BandDrawer()
  /// Whether a large region of nothing but Raster's items is drawn two bands at a time, on two
  /// threads (tests compare the pixels both ways).
  var drawsConcurrently = true
  /// How many bands were drawn beside another since this backend was made.
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
  /// share of the bands drawn two at a time, and a region's rows of items that are not Raster's
  /// and those between them.
  @exclusivity(unchecked) private var ownBands = BandList()
  @exclusivity(unchecked) private var shares = [BandList(), BandList()]
  /// This frame's unturned text as pixels, by item offset, placed while planning (Raster draws
  /// them: `BandFrame.pictures`).
  private var pictures: [Int: PlacedPicture] = [:]
  /// Whether items hidden under a later opaque rectangle are skipped (tests turn it off to
  /// compare the pixels).
  var skipsHiddenItems = true
  /// This frame's items' clips, by item offset.
  @exclusivity(unchecked) private var itemClips = ItemClips()
  /// The last frame's clips: the items are the same with or without one, so the damage tracker
  /// would not see a clip that changed alone; the whole canvas is drawn again then.
  private var previousClips: [DisplayClip] = []
  /// The canvas's surface this frame, for the waiting fills' widest pieces (``stream(_:argb:)``).
  private var surface: UnsafeMutablePointer<SDL_Surface>?

  init(canvas: Canvas, sdl: GeometryBackend) {
    self.canvas = canvas
    self.sdl = sdl
  }

  /// Wraps the canvas's pixels for this frame's drawing; false when there are none pixman can
  /// paint (not 32-bit xRGB or ARGB, or no software surface).
  func attachPixels() -> Bool {
    surface = canvas.drawingSurface
    guard let buffer = surface.flatMap(PixelBuffer.init) else { return false }
    return ownState.painter.attach(buffer) && otherDrawer.state.withLock { $0.painter.attach(buffer) }
  }

  /// Drops what was worked out at the old pixel density: cached masks, and the last frame.
  func pixelScaleChanged() {
    ownState.painter.flush()
    otherDrawer.state.withLock { $0.painter.flush() }
    damage.invalidate()
  }

  /// Draws `items` (`list`'s, the clear colour's item perhaps taken off), what changed since
  /// the last frame, over `clear`, within `whole` (the canvas's pixels), with their `clips`.
  func draw(
    _ items: ArraySlice<DisplayItem>, of list: DisplayList, clear: Color, clips: ItemClips,
    canvas whole: PixelRect
  ) {
    itemClips = clips
    pictures.removeAll(keepingCapacity: true)
    let clearARGB = 0xFF00_0000 | UInt32(clear.red8) << 16 | UInt32(clear.green8) << 8 | UInt32(clear.blue8)
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
            guard case .fill(let fill) = item else { return pixelBounds(of: item, at: offset) }
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
    if !itemClips.isEmpty {
      for offset in bounds.indices {
        guard let clip = itemClips[offset] else { continue }
        bounds[offset] = bounds[offset].intersection(clip) ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
      }
    }
    let regions = canvas.forcesFullRedraw ? nil : damaged
    canvas.setPresentRegions(regions)
    drawRegions(items, regions ?? [whole], clear: clearARGB)
    canvas.resetClip()
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
  /// The rows of a large region with nothing but Raster's items over them (``planBands(_:region:)``)
  /// are shared out: another thread draws about half of the region while this one draws the
  /// rest. The bands are disjoint (and so are the regions: ``DamageTracker`` merges any that
  /// touch), a band's pixels do not depend on what is drawn outside it, and what drawing a band
  /// writes besides its pixels is its drawer's. The other thread is handed `Sendable` values
  /// only (Raster's `BandShare`: a drawer, its bands, the frame's lists) and no `BandHost`, so
  /// the compiler keeps it off SDL and off this backend. A scene file's 1 000 tiles that follow a knob
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
      items: items, bounds: bounds, geometries: geometries, itemClips: itemClips, pictures: pictures,
      clear: clear, scale: canvas.pixelScale)
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
    BandPass(frame: frame, host: self).draw(ownBands, state: &ownState)
    BandPass(frame: frame, host: nil).draw(shares[0], state: &ownState)
  }

  /// At least this many pixels of a region are drawn two bands at a time: fewer cost less than
  /// handing half of them to another thread.
  static let smallestSharedArea = 65_536

  /// `region` cut into bands, each with its occluders. When the region is large enough
  /// (``smallestSharedArea``), the other thread takes the first half of its rows and this
  /// thread's drawer the rest. Every fill over the region has its geometry worked out here, and
  /// every text and picture its pixels (``pictures``), while one thread runs: the bands, on
  /// either thread, only read them.
  private func planBands(_ items: ArraySlice<DisplayItem>, region: PixelRect) {
    // Each item looked at where it lies (``findOccluderCandidates(_:region:)`` says why).
    items.withUnsafeBufferPointer { items in
      for offset in 0..<items.count where bounds[offset].intersects(region) {
        switch items[offset] {
        case .fill(let fill): _ = geometry(at: offset, fill)
        case .text(let run) where pictures[offset] == nil:
          pictures[offset] = sdl.text?.picture(of: run, pixelTransform: pixelTransform(run.transform))
        case .image(let image) where pictures[offset] == nil:
          pictures[offset] = sdl.picture(of: image, pixelTransform: pixelTransform(image.transform))
        default: break
        }
      }
    }
    guard drawsConcurrently, canvas.bandBytes != nil, region.area >= Self.smallestSharedArea,
      ownState.painter.spans != nil, otherDrawer.state.withLock({ $0.painter.spans != nil })
    else {
      forEachBand(region.y0..<region.y1, of: region) { keepOwn($0) }
      return
    }
    let split = region.y0 + (region.height + 1) / 2
    forEachBand(region.y0..<split, of: region) { share($0, with: 1) }
    forEachBand(split..<region.y1, of: region) { share($0, with: 0) }
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
    // Asked once: reading the clips of every item (across the module boundary, a retain of
    // their storage each time) cost each of the stress scene's cards a retain and a release.
    let anyClipped = !itemClips.isEmpty
    items.withUnsafeBufferPointer { items in
      for offset in 0..<items.count where bounds[offset].intersects(region) {
        // A clipped fill hides only its clip's part: not an occluder (rare; its whole rectangle
        // would hide what is outside the clip).
        if anyClipped, itemClips[offset] != nil { continue }
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

  /// The canvas pixels item `offset` may touch (never fewer: what is outside is not redrawn). A
  /// text item is placed as pixels to be measured, and its picture kept for the bands
  /// (``planBands(_:region:)``).
  private func pixelBounds(of item: DisplayItem, at offset: Int) -> PixelRect {
    let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    switch item {
    case .fill(let fill):
      return FillGeometry.measure(fill, scale: canvas.pixelScale).0
    case .shadow(let shadow):
      let reach = ShadowItem.reach(blur: shadow.blur)
      let size = shadow.shape.size
      let box = Rect(x: -reach, y: -reach, width: size.width + 2 * reach, height: size.height + 2 * reach)
      return PixelRect(covering: pixelTransform(shadow.transform).boundingBox(of: box), margin: 3)
    case .text(let run):
      pictures[offset] = sdl.text?.picture(of: run, pixelTransform: pixelTransform(run.transform))
      return pictures[offset].map { PixelRect(covering: $0.bounds, margin: 2) } ?? empty
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

  /// Item `offset`'s (the fill `fill`) whole pixels, worked out once a frame.
  private func geometry(at offset: Int, _ fill: FillItem) -> FillGeometry {
    if case .unknown = geometries[offset] {
      geometries[offset] = FillGeometry(fill, scale: canvas.pixelScale)
    }
    return geometries[offset]
  }
}

/// The loop's thread's part of the bands it draws: SDL's queued drawing written before Raster
/// writes pixels, and the waiting fills' widest pieces streamed by SDL's fill.
extension SoftwareBackend: BandHost {
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
}
