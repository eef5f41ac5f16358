import CPixman
import Motion
import Stage

/// Draws with Debian's pixman (the SIMD compositor X and cairo use) straight into a
/// ``PixelBuffer`` (in the app, the pixels SDL's software renderer draws into): rectangles
/// (opaque, or blended over what is there) and rounded corners (a solid colour through a cached
/// anti-aliased quarter-disc mask). Measured at 3840×2160 (`Benchmarks/`, pixman-bench): a
/// translucent full-canvas fill takes 3.8 ms against SDL's 51, and 2 000 rounded cards 5.4 ms
/// against 30; opaque fills are a tie, so those stay SDL's. SDL queues its own drawing, so
/// the app flushes it before pixman writes (``BandHost/willWritePixels()``).
///
/// Every operation is clipped here to ``clip``, in canvas pixels.
package final class PixmanPainter {
  private(set) var image: OpaquePointer?
  /// The pixels ``image`` wraps.
  private var attached: PixelBuffer?
  /// A 1×1 repeating image whose one pixel is the colour being drawn: a corner's source, reset
  /// per shape without allocating.
  let solid: OpaquePointer?
  let solidPixel: UnsafeMutablePointer<UInt32>
  /// Quarter-disc masks by radius: the a8 coverage of a disc in a 2·radius square, `stride`
  /// bytes a row.
  private var discs: [Int: Disc] = [:]
  private typealias Disc = (image: OpaquePointer, bytes: UnsafeMutableRawPointer, stride: Int)
  /// Shadow masks by layout: the whole sprite (corners, or an exact small shape) and, for a
  /// nine-slice, its middle column's top and bottom halves and its middle row's
  /// left and right halves, which pixman repeats along the edges.
  private var shadows: [ShadowSpriteLayout: ShadowMasks] = [:]
  private static let maximumShadowMasks = 256
  /// How long a shadow's repeated edge strip is.
  private static let stripLength = 256
  /// The whole sprites of the last turned shadows drawn, by layout and size (`PixmanPainter+Mapped`).
  var wholeShadows: [(key: WholeShadowKey, mask: OpaqueMask)] = []
  /// The coverage of the picture being composited, each row a whole number of words
  /// (`PixmanPainter+Mapped`).
  var pictureMask: [UInt8] = []

  struct WholeShadowKey: Equatable {
    var layout: ShadowSpriteLayout
    var width: Int
    var height: Int
  }

  struct ShadowMasks {
    var whole: OpaqueMask
    var top: OpaqueMask?
    var bottom: OpaqueMask?
    var left: OpaqueMask?
    var right: OpaqueMask?
  }

  /// An a8 image and the bytes it draws from (freed with it).
  final class OpaqueMask {
    let image: OpaquePointer
    let bytes: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int

    /// A mask whose pixel (x, y) is `coverage(x, y)` (0…1) as a byte.
    convenience init?(width: Int, height: Int, repeats: Bool, coverage: (Int, Int) -> Float) {
      self.init(width: width, height: height, repeats: repeats) { row, y in
        for x in 0..<width { row[x] = UInt8((max(0, min(1, coverage(x, y))) * 255).rounded()) }
      }
    }

    /// A mask whose rows are written by `writeRow` (its bytes, and its number).
    init?(width: Int, height: Int, repeats: Bool, writeRow: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
      let stride = (width + 3) / 4 * 4
      self.width = width
      self.height = height
      self.stride = stride
      bytes = UnsafeMutableRawPointer.allocate(byteCount: max(4, stride * height), alignment: 4)
      for y in 0..<height { writeRow(bytes.assumingMemoryBound(to: UInt8.self) + y * stride, y) }
      guard
        let image = pixman_image_create_bits(
          PIXMAN_a8, Int32(width), Int32(height), bytes.assumingMemoryBound(to: UInt32.self), Int32(stride))
      else {
        bytes.deallocate()
        return nil
      }
      if repeats { pixman_image_set_repeat(image, PIXMAN_REPEAT_NORMAL) }
      self.image = image
    }

    deinit {
      pixman_image_unref(image)
      bytes.deallocate()
    }
  }

  /// Where drawing is allowed, in canvas pixels.
  package var clip = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

  package init() {
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
  package func flush() {
    for disc in discs.values {
      pixman_image_unref(disc.image)
      disc.bytes.deallocate()
    }
    discs.removeAll()
    lastDisc = nil
    shadows.removeAll()
  }

  /// Wraps `buffer`'s pixels (32-bit xRGB or ARGB) for this frame's drawing; false when pixman
  /// cannot wrap them.
  package func attach(_ buffer: PixelBuffer) -> Bool {
    if image != nil, attached == buffer { return true }
    if let image { pixman_image_unref(image) }
    image = pixman_image_create_bits(
      buffer.hasAlpha ? PIXMAN_a8r8g8b8 : PIXMAN_x8r8g8b8, Int32(buffer.width), Int32(buffer.height),
      buffer.baseAddress?.assumingMemoryBound(to: UInt32.self), Int32(buffer.bytesPerRow))
    attached = buffer
    return image != nil
  }

  /// The last colour drawn and its premultiplied pixel: a rounded card's seven pieces (three
  /// bands, four corners) share one colour, and converting it each time (four channels rounded
  /// by libm) was 7 % of the stress scene's frame.
  private var lastColor: Color?
  private var lastPixel: UInt32 = 0

  /// `color` premultiplied (``premultipliedARGB(_:)``), converted once for a run of one colour.
  func premultipliedPixel(_ color: Color) -> UInt32 {
    if color != lastColor {
      lastColor = color
      lastPixel = Self.premultipliedARGB(color)
    }
    return lastPixel
  }

  /// `rect` in `color`: replacing what is there when opaque, blended over it otherwise.
  package func fill(_ rect: PixelRect, color: Color) {
    guard let image, let kept = rect.intersection(clip) else { return }
    let pixel = premultipliedPixel(color)
    var pixmanColor = Self.pixmanColor(pixel)
    var box = pixman_rectangle16_t(
      x: Int16(clamping: kept.x0), y: Int16(clamping: kept.y0), width: UInt16(clamping: kept.width),
      height: UInt16(clamping: kept.height))
    let operation = pixel >> 24 == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
    _ = pixman_image_fill_rectangles(operation, image, &pixmanColor, 1, &box)
  }

  /// The attached pixels, for drawing that writes them directly (``SpanPainter``).
  package var spans: SpanPainter? {
    guard image != nil, let attached, let pixels = attached.baseAddress else { return nil }
    return SpanPainter(pixels: pixels.assumingMemoryBound(to: UInt32.self), stride: attached.bytesPerRow / 4)
  }

  /// An axis-aligned rounded rectangle of whole pixels with corners of `radius` pixels (at
  /// most half its width and height). A small one is written straight into the pixels
  /// (``SpanPainter``): a stress card of 11×11 pixels is 120 pixels of work, and its seven pixman
  /// calls (three bands, four corners), each looking up its compositing path and clipping, were
  /// a third of that scene's frame. The pixels are pixman's to the bit either way.
  package func roundedRectangle(_ rect: PixelRect, radius: Int, color: Color) {
    guard radius > 0 else {
      fill(rect, color: color)
      return
    }
    if rect.width <= Self.largestSpanSide, rect.height <= Self.largestSpanSide, let spans,
      let disc = disc(radius: radius)
    {
      spans.fill(
        rect, radius: radius, clip: clip, source: premultipliedPixel(color),
        disc: UnsafePointer(disc.bytes.assumingMemoryBound(to: UInt8.self)), discStride: disc.stride,
        blends: cornerBlends)
      return
    }
    compositeRoundedRectangle(rect, radius: radius, color: color)
  }

  /// The largest side of a rounded rectangle written by hand: beyond it pixman's SIMD rows
  /// (and its corners' blends) win over a call's setup.
  static let largestSpanSide = 64

  /// The same through pixman: three bands and four corners through the quarter-disc mask.
  func compositeRoundedRectangle(_ rect: PixelRect, radius: Int, color: Color) {
    let (x0, y0, x1, y1) = (rect.x0, rect.y0, rect.x1, rect.y1)
    fill(PixelRect(x0: x0, y0: y0 + radius, x1: x1, y1: y1 - radius), color: color)
    fill(PixelRect(x0: x0 + radius, y0: y0, x1: x1 - radius, y1: y0 + radius), color: color)
    fill(PixelRect(x0: x0 + radius, y0: y1 - radius, x1: x1 - radius, y1: y1), color: color)
    corner(radius: radius, quarterX: 0, quarterY: 0, x: x0, y: y0, color: color)
    corner(radius: radius, quarterX: 1, quarterY: 0, x: x1 - radius, y: y0, color: color)
    corner(radius: radius, quarterX: 0, quarterY: 1, x: x0, y: y1 - radius, color: color)
    corner(radius: radius, quarterX: 1, quarterY: 1, x: x1 - radius, y: y1 - radius, color: color)
  }

  /// One corner of a rounded rectangle: the quarter (`quarterX`, `quarterY`: 0 or 1) of the
  /// disc of `radius` pixels, in `color`, with its top-left at (`x`, `y`).
  func corner(radius: Int, quarterX: Int, quarterY: Int, x: Int, y: Int, color: Color) {
    guard let image, let solid, let mask = disc(radius: radius)?.image else { return }
    let whole = PixelRect(x0: x, y0: y, x1: x + radius, y1: y + radius)
    guard let kept = whole.intersection(clip) else { return }
    solidPixel.pointee = premultipliedPixel(color)
    pixman_image_composite32(
      PIXMAN_OP_OVER, solid, mask, image, 0, 0, Int32(quarterX * radius + kept.x0 - x),
      Int32(quarterY * radius + kept.y0 - y), Int32(kept.x0), Int32(kept.y0), Int32(kept.width),
      Int32(kept.height))
  }

  /// A soft shadow laid out as `layout` says, in `color`, whose sprite's top-left is at
  /// (`x0`, `y0`) and bottom-right at (`x1`, `y1`) (a nine-slice's edges stretch between its
  /// corners); its solid middle is filled unless `middle` is false.
  package func shadow(
    _ layout: ShadowSpriteLayout, x0: Int, y0: Int, x1: Int, y1: Int, color: Color, middle: Bool
  ) {
    guard let masks = shadowMasks(layout) else { return }
    solidPixel.pointee = premultipliedPixel(color)
    guard layout.isNineSlice else {
      composite(masks.whole.image, maskX: 0, maskY: 0, PixelRect(x0: x0, y0: y0, x1: x1, y1: y1))
      return
    }
    let corner = layout.corner
    let side = 2 * corner + 1
    let innerX0 = x0 + corner
    let innerY0 = y0 + corner
    let innerX1 = x1 - corner
    let innerY1 = y1 - corner
    composite(masks.whole.image, maskX: 0, maskY: 0, PixelRect(x0: x0, y0: y0, x1: innerX0, y1: innerY0))
    composite(
      masks.whole.image, maskX: side - corner, maskY: 0, PixelRect(x0: innerX1, y0: y0, x1: x1, y1: innerY0))
    composite(
      masks.whole.image, maskX: 0, maskY: side - corner, PixelRect(x0: x0, y0: innerY1, x1: innerX0, y1: y1))
    composite(
      masks.whole.image, maskX: side - corner, maskY: side - corner,
      PixelRect(x0: innerX1, y0: innerY1, x1: x1, y1: y1))
    if let top = masks.top {
      composite(top.image, maskX: 0, maskY: 0, PixelRect(x0: innerX0, y0: y0, x1: innerX1, y1: innerY0))
    }
    if let bottom = masks.bottom {
      composite(bottom.image, maskX: 0, maskY: 0, PixelRect(x0: innerX0, y0: innerY1, x1: innerX1, y1: y1))
    }
    if let left = masks.left {
      composite(left.image, maskX: 0, maskY: 0, PixelRect(x0: x0, y0: innerY0, x1: innerX0, y1: innerY1))
    }
    if let right = masks.right {
      composite(right.image, maskX: 0, maskY: 0, PixelRect(x0: innerX1, y0: innerY0, x1: x1, y1: innerY1))
    }
    if middle { fill(PixelRect(x0: innerX0, y0: innerY0, x1: innerX1, y1: innerY1), color: color) }
  }

  /// The solid colour through `mask` (from its point (`maskX`, `maskY`)) onto `destination`,
  /// clipped; a repeating mask repeats from its origin.
  private func composite(_ mask: OpaquePointer, maskX: Int, maskY: Int, _ destination: PixelRect) {
    guard let image, let solid, let kept = destination.intersection(clip) else { return }
    pixman_image_composite32(
      PIXMAN_OP_OVER, solid, mask, image, 0, 0, Int32(maskX + kept.x0 - destination.x0),
      Int32(maskY + kept.y0 - destination.y0), Int32(kept.x0), Int32(kept.y0), Int32(kept.width),
      Int32(kept.height))
  }

  func shadowMasks(_ layout: ShadowSpriteLayout) -> ShadowMasks? {
    if let known = shadows[layout] { return known }
    if shadows.count >= Self.maximumShadowMasks { shadows.removeAll() }
    let sprite = layout.mask()
    guard
      let whole = OpaqueMask(
        width: sprite.width, height: sprite.height, repeats: false, coverage: { sprite[x: $0, y: $1] })
    else { return nil }
    var masks = ShadowMasks(whole: whole)
    if layout.isNineSlice {
      let corner = layout.corner
      let side = 2 * corner + 1
      // The strips are the middle column or row copied ``stripLength`` times: pixman brings a
      // repeating mask's coordinate into range by subtracting its length, once a row, so a
      // one-pixel strip along a 2 160-pixel edge cost 2.3 million subtractions a frame (a
      // tenth of navigation's drawing at 4K); padding the strip instead was slower still.
      let length = Self.stripLength
      masks.top = OpaqueMask(width: length, height: corner, repeats: true) { _, y in sprite[x: corner, y: y] }
      masks.bottom = OpaqueMask(width: length, height: corner, repeats: true) { _, y in
        sprite[x: corner, y: side - corner + y]
      }
      masks.left = OpaqueMask(width: corner, height: length, repeats: true) { x, _ in sprite[x: x, y: corner]
      }
      masks.right = OpaqueMask(width: corner, height: length, repeats: true) { x, _ in
        sprite[x: side - corner + x, y: corner]
      }
    }
    shadows[layout] = masks
    return masks
  }

  private func disc(radius: Int) -> Disc? {
    if let lastDisc, lastDisc.radius == radius { return lastDisc.disc }
    let found = knownOrNewDisc(radius: radius)
    lastDisc = found.map { (radius, $0) }
    return found
  }

  /// Small rounded rectangles' corners over the colours under them, kept.
  let cornerBlends = CornerBlends()

  /// The disc last asked for: the cards of a scene share one radius, and looking it up in
  /// ``discs`` (hashing its key) cost more than painting a small card's corners.
  private var lastDisc: (radius: Int, disc: Disc)?

  private func knownOrNewDisc(radius: Int) -> Disc? {
    if let known = discs[radius] { return known }
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
    discs[radius] = (image, bytes, stride)
    return discs[radius]
  }

  /// `color` premultiplied, 8 bits a channel, as 0xAARRGGBB: what pixman composites with.
  static func premultipliedARGB(_ color: Color) -> UInt32 {
    premultipliedARGB(
      straight: UInt32(color.alpha8) << 24 | UInt32(color.red8) << 16 | UInt32(color.green8) << 8
        | UInt32(color.blue8))
  }

  /// A straight-alpha 0xAARRGGBB pixel's colours times its alpha, each rounded to the nearest
  /// (as pixman's `MUL_UN8` rounds).
  static func premultipliedARGB(straight pixel: UInt32) -> UInt32 {
    let alpha = pixel >> 24
    func scaled(_ shift: UInt32) -> UInt32 { ((pixel >> shift & 0xFF) * alpha + 127) / 255 }
    return alpha << 24 | scaled(16) << 16 | scaled(8) << 8 | scaled(0)
  }

  /// The same as pixman's 16-bit colour (each 8-bit value repeated in both bytes).
  static func premultiplied(_ color: Color) -> pixman_color_t {
    pixmanColor(premultipliedARGB(color))
  }

  /// A premultiplied ARGB pixel as pixman's 16-bit colour.
  private static func pixmanColor(_ argb: UInt32) -> pixman_color_t {
    func wide(_ shift: UInt32) -> UInt16 { UInt16((argb >> shift) & 0xFF) * 257 }
    return pixman_color_t(red: wide(16), green: wide(8), blue: wide(0), alpha: wide(24))
  }
}
