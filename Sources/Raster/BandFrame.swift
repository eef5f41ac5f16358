import Stage

/// What the bands of one frame read and never write: the items, their pixel bounds, the fills'
/// whole pixels, the items' clips, the pictures placed, the clear colour. Worked out on the loop's thread before any
/// band is drawn, and then handed to the band drawn on another thread; every part is a value
/// (arrays share their storage, so handing it over copies nothing), and the compiler checks it is
/// `Sendable`.
package struct BandFrame: Sendable {
  /// The items drawn, back to front (the clear colour's item taken out).
  package let items: ArraySlice<DisplayItem>
  /// Each item's canvas pixels, by offset in ``items``: none are drawn outside them.
  package let bounds: [PixelRect]
  /// Each fill's whole pixels, by offset, for every fill over a band (others `.unknown`).
  package let geometries: [FillGeometry]
  /// Each item's clip in canvas pixels, by offset.
  package let itemClips: ItemClips
  /// The pictures drawn elsewhere that Raster places itself (unturned text's glyph runs), by
  /// item offset; an item with none here is the host's to draw.
  package let pictures: [Int: PlacedPicture]
  /// The colour under everything, 0xAARRGGBB, opaque.
  package let clear: UInt32
  /// Canvas pixels a point.
  package let scale: Double

  package init(
    items: ArraySlice<DisplayItem>, bounds: [PixelRect], geometries: [FillGeometry], itemClips: ItemClips,
    pictures: [Int: PlacedPicture] = [:], clear: UInt32, scale: Double
  ) {
    self.items = items
    self.bounds = bounds
    self.geometries = geometries
    self.itemClips = itemClips
    self.pictures = pictures
    self.clear = clear
    self.scale = scale
  }

  /// The fill at `offset`'s whole pixels: as planned, or worked out now (not kept) for one
  /// the planning did not reach.
  func geometry(at offset: Int, _ fill: FillItem) -> FillGeometry {
    if case .unknown = geometries[offset] { return FillGeometry(fill, scale: scale) }
    return geometries[offset]
  }

  /// Whether more than `limit` items are over `region`.
  func itemCount(over region: PixelRect, exceeds limit: Int) -> Bool {
    var count = 0
    for box in bounds where box.intersects(region) {
      count += 1
      if count > limit { return true }
    }
    return false
  }
}
