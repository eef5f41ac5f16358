/// Bands of the canvas to draw, in order, each with the large opaque rectangles that hide what
/// is under them there (found when the bands are planned, ``PendingFills/occluders``).
/// Kept storage: a steady frame allocates nothing.
package struct BandList: Sendable {
  package private(set) var bands: [PixelRect] = []
  private var occluders: [(index: Int, rect: PixelRect)] = []
  private var occluderRanges: [Range<Int>] = []

  package init() {}

  package var isEmpty: Bool { bands.isEmpty }

  package mutating func removeAll() {
    bands.removeAll(keepingCapacity: true)
    occluders.removeAll(keepingCapacity: true)
    occluderRanges.removeAll(keepingCapacity: true)
  }

  package mutating func append(_ band: PixelRect, occluders bandOccluders: [(index: Int, rect: PixelRect)]) {
    bands.append(band)
    let start = occluders.count
    occluders.append(contentsOf: bandOccluders)
    occluderRanges.append(start..<occluders.count)
  }

  /// Band `index`'s occluders.
  package func occluders(of index: Int) -> ArraySlice<(index: Int, rect: PixelRect)> {
    occluders[occluderRanges[index]]
  }
}
