/// 32-bit pixels in memory, 0xAARRGGBB in each native-endian word, that Raster draws into:
/// rows of `width` pixels, `bytesPerRow` bytes apart. With `hasAlpha` the top byte is alpha
/// (ARGB8888), else it is ignored (xRGB8888).
///
/// Raster knows nothing of where the pixels come from; the playground hands it an SDL
/// surface's this way (`PixelBuffer(_:)`, in Playground).
///
/// A buffer names pixels and owns none of them, so it is `Sendable`: the drawer of a band on
/// another thread attaches the same buffer, and writes only the band's rows, which no other
/// thread writes while it draws (the bands are disjoint). The first pixel's address is kept as a
/// number for that reason: a pointer is not `Sendable`, an address is a value.
package struct PixelBuffer: Equatable, Sendable {
  /// The first row's first pixel's address; 0 for a buffer with no pixels (an empty surface).
  private let address: UInt
  package var width: Int
  package var height: Int
  package var bytesPerRow: Int
  package var hasAlpha: Bool

  package init(
    baseAddress: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, hasAlpha: Bool
  ) {
    address = UInt(bitPattern: baseAddress)
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.hasAlpha = hasAlpha
  }

  /// The first row's first pixel; nil for a buffer with no pixels.
  package var baseAddress: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: address) }
}
