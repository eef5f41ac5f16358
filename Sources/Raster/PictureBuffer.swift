/// Pixels drawn elsewhere and handed to Raster whole: a glyph run SDL_ttf rendered, in 32-bit
/// ARGB with straight (not premultiplied) alpha, `width` pixels a row, rows one after another.
/// Owned and never written after it is made, so a band drawn on another thread may read it.
package final class PictureBuffer: Sendable {
  package let pixels: [UInt32]
  package let width: Int
  package let height: Int

  /// `width` × `height` pixels from `pixels`, rows `bytesPerRow` bytes apart (an SDL surface's
  /// pitch); nil when the sizes do not describe them.
  package init?(copying pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) {
    guard width > 0, height > 0, bytesPerRow >= width * 4 else { return nil }
    let copied = (0..<height).flatMap { row in
      UnsafeBufferPointer(
        start: (pixels + row * bytesPerRow).assumingMemoryBound(to: UInt32.self), count: width)
    }
    self.pixels = copied
    self.width = width
    self.height = height
    inked = (0..<height).map { row in
      let line = copied[(row * width)..<((row + 1) * width)]
      guard let first = line.firstIndex(where: { $0 >> 24 != 0 }),
        let last = line.lastIndex(where: { $0 >> 24 != 0 })
      else { return 0..<0 }
      return (first - row * width)..<(last - row * width + 1)
    }
  }

  /// Each row's columns from its first pixel with any alpha to its last: a glyph run's box is
  /// mostly bare (the line's ascent and descent above and below the letters), and its rows'
  /// bare ends are skipped without being read.
  package let inked: [Range<Int>]
}

/// A ``PictureBuffer`` placed on the canvas: its top-left at whole pixels (`x`, `y`), and
/// faded by `alphaMod` (255: as it is), as SDL's texture alpha modulation fades it.
package struct PlacedPicture: Sendable {
  package let picture: PictureBuffer
  package let x: Int
  package let y: Int
  package let alphaMod: UInt8

  package init(_ picture: PictureBuffer, x: Int, y: Int, alphaMod: UInt8) {
    self.picture = picture
    self.x = x
    self.y = y
    self.alphaMod = alphaMod
  }

  /// The canvas pixels it covers.
  package var area: PixelRect { PixelRect(x0: x, y0: y, x1: x + picture.width, y1: y + picture.height) }
}
