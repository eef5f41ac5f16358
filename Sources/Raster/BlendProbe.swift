import CPixman
import Stage

/// The exact colour a translucent rectangle makes over an opaque one when ``PixmanPainter``
/// blends it, found by letting pixman do so on one pixel: a flattened fill (Playground's
/// `PendingFills`) must give the same pixels, to the bit, as the blend it replaces. Results are
/// cached.
package final class BlendProbe {
  private let pixel: UnsafeMutablePointer<UInt32>
  private let image: OpaquePointer?
  private var known: [UInt64: UInt32] = [:]

  package init() {
    pixel = .allocate(capacity: 1)
    pixel.initialize(to: 0)
    image = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, pixel, 4)
  }

  deinit {
    if let image { pixman_image_unref(image) }
    pixel.deallocate()
  }

  /// Whether pixman made the probe (else ``blend(_:over:)`` is always nil).
  package var isAvailable: Bool { image != nil }

  /// `color` blended over the opaque `background` (0xAARRGGBB), as 0xAARRGGBB; nil if pixman
  /// could not make the probe.
  package func blend(_ color: Color, over background: UInt32) -> UInt32? {
    let key = UInt64(color.rgba8) << 32 | UInt64(background)
    if let value = known[key] { return value }
    guard let image else { return nil }
    pixel.pointee = background
    var pixmanColor = PixmanPainter.premultiplied(color)
    var box = pixman_rectangle16_t(x: 0, y: 0, width: 1, height: 1)
    _ = pixman_image_fill_rectangles(PIXMAN_OP_OVER, image, &pixmanColor, 1, &box)
    let value = pixel.pointee
    if known.count > 4096 { known.removeAll() }
    known[key] = value
    return value
  }
}
