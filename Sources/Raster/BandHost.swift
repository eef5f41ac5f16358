import Stage

/// What the thread that owns the canvas adds to a band's drawing: the canvas queues drawing of
/// its own (in the app, SDL's renderer: text, pictures, a turned shadow's mesh) that must be
/// written before Raster writes pixels, and it draws every item Raster does not
/// (``DrawerState/drawsItself(_:scale:)``).
///
/// A band drawn beside another, on another thread, has no host (``BandPass/host`` is nil): it
/// has only what Raster draws over it, and Raster cannot call the canvas's drawing any other way.
package protocol BandHost: AnyObject {
  /// Before Raster draws an item: what the canvas holds back to send in one go is sent to its
  /// queue.
  func willDrawItem()
  /// Before Raster writes pixels: what the canvas has queued is written first.
  func willWritePixels()
  /// Writes the opaque `argb` over `piece`, which nothing will be drawn over this frame, its own
  /// way (streamed to memory, not read into the cache first); false to leave it to Raster.
  func stream(_ piece: PixelRect, argb: UInt32) -> Bool
  /// Draws `item`, one Raster does not draw, within `clip` (the band, or a clipping layer's part of it), with
  /// `state`'s painter, clipped there too.
  func draw(_ item: DisplayItem, clip: PixelRect, band: PixelRect, state: inout DrawerState)
}
