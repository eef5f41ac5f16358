import Motion
import Stage

/// Pixels drawn elsewhere and handed to Raster whole (a glyph run SDL_ttf rendered, a picture
/// SDL_image decoded): 32-bit ARGB, `width` pixels a row, rows one after another, with straight
/// alpha (SDL's blit blends those: ``StraightBlend``) or premultiplied (pixman composites
/// those). Owned and never written after it is made, so a band drawn on another thread may read
/// it.
package final class PictureBuffer: Sendable {
  package let pixels: [UInt32]
  package let width: Int
  package let height: Int
  /// Whether each channel is already multiplied by the pixel's alpha.
  package let isPremultiplied: Bool
  /// Each row's columns from its first pixel with any alpha to its last: a glyph run's box is
  /// mostly bare (the line's ascent and descent above and below the letters), and its rows'
  /// bare ends are skipped without being read.
  package let inked: [Range<Int>]

  /// `width` × `height` straight-alpha ARGB pixels from `pixels`, rows `bytesPerRow` bytes
  /// apart (an SDL surface's pitch), premultiplied when `premultiply` is set (with pixman's
  /// rounding); nil when the sizes do not describe them.
  package init?(
    copying pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, premultiply: Bool = false
  ) {
    guard width > 0, height > 0, bytesPerRow >= width * 4 else { return nil }
    var copied = (0..<height).flatMap { row in
      UnsafeBufferPointer(
        start: (pixels + row * bytesPerRow).assumingMemoryBound(to: UInt32.self), count: width)
    }
    if premultiply {
      for index in copied.indices { copied[index] = PixmanPainter.premultipliedARGB(straight: copied[index]) }
    }
    self.pixels = copied
    self.width = width
    self.height = height
    isPremultiplied = premultiply
    inked = (0..<height).map { row in
      let line = copied[(row * width)..<((row + 1) * width)]
      guard let first = line.firstIndex(where: { $0 >> 24 != 0 }),
        let last = line.lastIndex(where: { $0 >> 24 != 0 })
      else { return 0..<0 }
      return (first - row * width)..<(last - row * width + 1)
    }
  }
}

/// A ``PictureBuffer`` placed on the canvas.
package enum PlacedPicture: Sendable {
  /// Straight-alpha pixels with their top-left at whole pixels (`x`, `y`), faded by `alphaMod`
  /// (255: as they are) as SDL's texture alpha modulation fades them, blended as SDL's blit
  /// blends them (``StraightBlend``): unturned text.
  case blit(PictureBuffer, x: Int, y: Int, alphaMod: UInt8)
  /// Premultiplied pixels stretched over `box` (a size in its own space), which `transform`
  /// maps to canvas pixels (a turn, a uniform scale, a move), resampled bilinearly and
  /// composited over by pixman, faded by `opacity` (0…1): turned text, and pictures at any size
  /// and turn (``PixmanPainter/composite(_:box:transform:opacity:)``).
  case mapped(PictureBuffer, box: Size, transform: Transform2D, opacity: Double)

  /// The canvas pixels it may touch (a mapped picture's box mapped, as a box of its own).
  package var bounds: Rect {
    switch self {
    case .blit(let picture, let x, let y, _):
      Rect(x: Double(x), y: Double(y), width: Double(picture.width), height: Double(picture.height))
    case .mapped(_, let box, let transform, _):
      transform.boundingBox(of: Rect(origin: .zero, size: box))
    }
  }
}
