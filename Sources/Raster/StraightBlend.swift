/// The blend of a straight-alpha ARGB pixel over a canvas pixel that SDL 2.26's software
/// renderer blits a texture with (`SDL_BLENDMODE_BLEND`, 32-bit ARGB onto 32-bit ARGB), to the
/// bit: text was drawn by SDL's blit before Raster drew it, and these are the pixels it drew
/// (`TextPicturesTests.theBlendIsSDLsBlit` holds the two together over every source, alpha and
/// modulation).
///
/// It is not pixman's exact OVER: SDL divides by 256 where 255 is exact, so a glyph's edge
/// pixels differ from pixman's by up to 3 levels. The reference screenshots hold text, and keep
/// SDL's pixels.
package enum StraightBlend {
  /// `source` (0xAARRGGBB, straight alpha) over `under`, the source's alpha scaled by
  /// `alphaMod` (255: not faded).
  @inline(__always)
  package static func over(_ under: UInt32, source: UInt32, alphaMod: UInt32) -> UInt32 {
    let alpha = source >> 24
    // A source with the alpha channel set to 255: the destination's alpha blends as its colours do.
    let opaqueSource = source | 0xFF00_0000
    if alphaMod == 255 {
      // SDL's per-pixel-alpha blitter: each product shifted by 8, the two halves summed.
      if alpha == 0 { return under }
      if alpha == 255 { return source }
      // Two channels a word, 16 bits apart: each product is below 2^16, and each channel's sum
      // below 256, so no channel reaches the next.
      let rest = 255 - alpha
      let redBlue =
        (((opaqueSource & 0xFF_00FF) * alpha) >> 8 & 0xFF_00FF)
        + (((under & 0xFF_00FF) * rest) >> 8 & 0xFF_00FF)
      let alphaGreen =
        ((((opaqueSource >> 8) & 0xFF_00FF) * alpha) >> 8 & 0xFF_00FF)
        + ((((under >> 8) & 0xFF_00FF) * rest) >> 8 & 0xFF_00FF)
      return redBlue | alphaGreen << 8
    }
    // SDL's general blitter, for a faded texture: the alpha modulated, then divided by 255.
    let faded = alpha * alphaMod / 255
    let rest = 255 - faded
    return channels { shift in
      (opaqueSource >> shift & 0xFF) * faded / 255 + (under >> shift & 0xFF) * rest / 255
    }
  }

  /// A pixel from its four channels, each worked out by `channel` from its bit offset.
  @inline(__always)
  private static func channels(_ channel: (UInt32) -> UInt32) -> UInt32 {
    channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
  }
}
