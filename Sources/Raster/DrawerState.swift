/// What drawing one band writes besides its pixels: its pixman painter (clip, discs, corner
/// tables), turned masks, waiting fills and scratch lists. Two bands are drawn at
/// once with one each: the loop's thread keeps its own, and a ``BandDrawer`` keeps the other
/// thread's behind its lock.
package struct DrawerState {
  package let painter = PixmanPainter()
  /// Small turned shapes' coverage, kept for shapes turned alike.
  let turnedMasks = TurnedShapeMasks()
  package var pending = PendingFills()
  var flattenedPieces: [PixelRect] = []
  var flattenedColors: [UInt32] = []
  var blendedPieces: [PixelRect] = []
  var scratchPieces: [PixelRect] = []
  /// A line's coverage over its box, kept between lines.
  var strokeCoverage: [Float] = []

  package init() {}
}
