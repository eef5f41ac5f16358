import Raster

/// What drawing one band of the canvas writes besides its pixels: its pixman painter (clip,
/// discs, corner tables), turned masks, blend probe, waiting fills and scratch lists. The frame's
/// lists (items, bounds, fill geometries) are only read while a band is drawn, and the bands
/// are disjoint, so two drawers draw two bands at once, one on another thread
/// (``DisplayListRenderer``).
final class BandDrawer {
  let painter = PixmanPainter()
  /// Small turned shapes' coverage, kept for shapes turned alike.
  let turnedMasks = TurnedShapeMasks()
  let probe = BlendProbe()
  // Read and written for every item drawn: unchecked, as in the renderer (nothing reaches them
  // reentrantly).
  @exclusivity(unchecked) var pending = PendingFills()
  @exclusivity(unchecked) var flattenedPieces: [PixelRect] = []
  @exclusivity(unchecked) var flattenedColors: [UInt32] = []
  @exclusivity(unchecked) var blendedPieces: [PixelRect] = []
  @exclusivity(unchecked) var scratchPieces: [PixelRect] = []
  /// The bands this drawer draws beside another.
  @exclusivity(unchecked) var share = BandList()

  /// Whether this drawer is drawing beside another: it makes no SDL call (SDL's renderer is
  /// not thread-safe) and writes only through pixman and ``SpanPainter``.
  var isConcurrent = false {
    didSet { pending.isConcurrent = isConcurrent }
  }

  /// Flushes SDL's queued drawing before pixman writes (``PixmanPainter/begin(_:)``), except
  /// beside another drawer: SDL is not called then, and what it has queued is for other rows
  /// (the text and pictures of the bands kept for the loop's thread).
  func beginPixman(_ renderer: OpaquePointer) {
    if !isConcurrent { painter.begin(renderer) }
  }
}
