import Stage

/// What the thread that owns the canvas adds to a band's drawing: whatever the canvas has
/// queued of its own (in the app, SDL's renderer) is written before Raster writes pixels, and
/// the widest opaque pieces left at a band's end may be written the canvas's own way.
///
/// A band drawn beside another, on another thread, has no host (``BandPass/host`` is nil), and
/// Raster cannot call the canvas any other way.
package protocol BandHost: AnyObject {
  /// Before Raster writes pixels: what the canvas has queued is written first.
  func willWritePixels()
  /// Writes the opaque `argb` over `piece`, which nothing will be drawn over this frame, its own
  /// way (streamed to memory, not read into the cache first); false to leave it to Raster.
  func stream(_ piece: PixelRect, argb: UInt32) -> Bool
}
