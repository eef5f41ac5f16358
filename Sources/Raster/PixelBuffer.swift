/// 32-bit pixels in memory, 0xAARRGGBB in each native-endian word, that Raster draws into:
/// rows of `width` pixels, `bytesPerRow` bytes apart. With `hasAlpha` the top byte is alpha
/// (ARGB8888), else it is ignored (xRGB8888).
///
/// Raster knows nothing of where the pixels come from; the playground hands it an SDL
/// surface's this way (`PixelBuffer(_:)`, in Playground).
package struct PixelBuffer: Equatable {
  /// The first row's first pixel; nil for a buffer with no pixels (an empty surface).
  package var baseAddress: UnsafeMutableRawPointer?
  package var width: Int
  package var height: Int
  package var bytesPerRow: Int
  package var hasAlpha: Bool

  package init(
    baseAddress: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, hasAlpha: Bool
  ) {
    self.baseAddress = baseAddress
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.hasAlpha = hasAlpha
  }
}
