import CSDL2
import Raster

extension PixelBuffer {
  /// `surface`'s pixels, when they are 32-bit xRGB or ARGB (what ``PixmanPainter`` draws
  /// into); nil for any other format (SDL then draws everything).
  init?(_ surface: UnsafeMutablePointer<SDL_Surface>) {
    let hasAlpha: Bool
    switch surface.pointee.format.pointee.format {
    case SDL_PIXELFORMAT_ARGB8888.rawValue: hasAlpha = true
    case SDL_PIXELFORMAT_RGB888.rawValue: hasAlpha = false
    default: return nil
    }
    self.init(
      baseAddress: surface.pointee.pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
      bytesPerRow: Int(surface.pointee.pitch), hasAlpha: hasAlpha)
  }
}
