import CPixman
import CSDL2
import Stage

/// Draws with Debian's pixman (the SIMD compositor X and cairo use) straight into the pixels SDL's
/// software renderer draws into: rectangles (opaque, or blended over what is there) and rounded
/// corners (a solid colour through a cached anti-aliased quarter-disc mask). Measured at
/// 3840×2160 (`Benchmarks/`, pixman-bench): a translucent full-canvas fill takes 3.8 ms against
/// SDL's 51, and 2 000 rounded cards 5.4 ms against 30; opaque fills are a tie, so those stay
/// SDL's. SDL queues its own drawing, so ``begin(_:)`` flushes it before pixman writes.
///
/// Every operation is clipped here to ``clip``, in canvas pixels.
final class PixmanPainter {
  private var image: OpaquePointer?
  private var imagePixels: UnsafeMutableRawPointer?
  private var imageSize = (width: Int32(0), height: Int32(0), pitch: Int32(0))
  /// A 1×1 repeating image whose one pixel is the colour being drawn: a corner's source, reset
  /// per shape without allocating.
  private let solid: OpaquePointer?
  private let solidPixel: UnsafeMutablePointer<UInt32>
  /// Quarter-disc masks by radius: the a8 coverage of a disc in a 2·radius square.
  private var discs: [Int: (image: OpaquePointer, bytes: UnsafeMutableRawPointer)] = [:]
  /// Where drawing is allowed, in canvas pixels.
  var clip = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

  init() {
    solidPixel = .allocate(capacity: 1)
    solidPixel.initialize(to: 0)
    solid = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, solidPixel, 4)
    if let solid { pixman_image_set_repeat(solid, PIXMAN_REPEAT_NORMAL) }
  }

  deinit {
    flush()
    if let image { pixman_image_unref(image) }
    if let solid { pixman_image_unref(solid) }
    solidPixel.deallocate()
  }

  /// Drops the cached masks (after the pixel density changed).
  func flush() {
    for disc in discs.values {
      pixman_image_unref(disc.image)
      disc.bytes.deallocate()
    }
    discs.removeAll()
  }

  /// Wraps `surface`'s pixels (32-bit xRGB or ARGB) for this frame's drawing; false for any
  /// other format (SDL then draws everything).
  func attach(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
    let format = surface.pointee.format.pointee.format
    let pixmanFormat: pixman_format_code_t
    switch format {
    case SDL_PIXELFORMAT_ARGB8888.rawValue: pixmanFormat = PIXMAN_a8r8g8b8
    case SDL_PIXELFORMAT_RGB888.rawValue: pixmanFormat = PIXMAN_x8r8g8b8
    default: return false
    }
    let size = (surface.pointee.w, surface.pointee.h, surface.pointee.pitch)
    if image != nil, imagePixels == surface.pointee.pixels, imageSize == size { return true }
    if let image { pixman_image_unref(image) }
    image = pixman_image_create_bits(
      pixmanFormat, size.0, size.1, surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self), size.2)
    imagePixels = surface.pointee.pixels
    imageSize = size
    return image != nil
  }

  /// Flushes SDL's queued drawing: pixman writes the pixels now, SDL only when it flushes.
  func begin(_ renderer: OpaquePointer) {
    SDL_RenderFlush(renderer)
  }

  /// `rect` in `color`: replacing what is there when opaque, blended over it otherwise.
  func fill(_ rect: PixelRect, color: Color) {
    guard let image, let kept = rect.intersection(clip) else { return }
    var pixmanColor = Self.premultiplied(color)
    var box = pixman_rectangle16_t(
      x: Int16(clamping: kept.x0), y: Int16(clamping: kept.y0), width: UInt16(clamping: kept.width),
      height: UInt16(clamping: kept.height))
    let operation = color.alpha8 == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
    _ = pixman_image_fill_rectangles(operation, image, &pixmanColor, 1, &box)
  }

  /// One corner of a rounded rectangle: the quarter (`quarterX`, `quarterY`: 0 or 1) of the
  /// disc of `radius` pixels, in `color`, with its top-left at (`x`, `y`).
  func corner(radius: Int, quarterX: Int, quarterY: Int, x: Int, y: Int, color: Color) {
    guard let image, let solid, let mask = disc(radius: radius) else { return }
    let whole = PixelRect(x0: x, y0: y, x1: x + radius, y1: y + radius)
    guard let kept = whole.intersection(clip) else { return }
    solidPixel.pointee = Self.premultipliedARGB(color)
    pixman_image_composite32(
      PIXMAN_OP_OVER, solid, mask, image, 0, 0, Int32(quarterX * radius + kept.x0 - x),
      Int32(quarterY * radius + kept.y0 - y), Int32(kept.x0), Int32(kept.y0), Int32(kept.width),
      Int32(kept.height))
  }

  private func disc(radius: Int) -> OpaquePointer? {
    if let known = discs[radius] { return known.image }
    let mask = CoverageMask.disc(radius: radius)
    let stride = (mask.width + 3) / 4 * 4
    let bytes = UnsafeMutableRawPointer.allocate(byteCount: stride * mask.height, alignment: 4)
    for y in 0..<mask.height {
      for x in 0..<mask.width {
        let coverage = UInt8((max(0, min(1, mask[x: x, y: y])) * 255).rounded())
        bytes.storeBytes(of: coverage, toByteOffset: y * stride + x, as: UInt8.self)
      }
    }
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8, Int32(mask.width), Int32(mask.height), bytes.assumingMemoryBound(to: UInt32.self),
        Int32(stride))
    else {
      bytes.deallocate()
      return nil
    }
    discs[radius] = (image, bytes)
    return image
  }

  /// `color` premultiplied, 8 bits a channel, as 0xAARRGGBB: what pixman composites with.
  static func premultipliedARGB(_ color: Color) -> UInt32 {
    let alpha = UInt32(color.alpha8)
    func scaled(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
    return alpha << 24 | scaled(color.red8) << 16 | scaled(color.green8) << 8 | scaled(color.blue8)
  }

  /// The same as pixman's 16-bit colour (each 8-bit value repeated in both bytes).
  static func premultiplied(_ color: Color) -> pixman_color_t {
    let argb = premultipliedARGB(color)
    func wide(_ shift: UInt32) -> UInt16 { UInt16((argb >> shift) & 0xFF) * 257 }
    return pixman_color_t(red: wide(16), green: wide(8), blue: wide(0), alpha: wide(24))
  }
}
