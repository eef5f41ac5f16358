/// A shape's wholly covered pixels in one colour, a run of a row at a time: stored when the
/// colour is opaque, else blended at its alpha over what is there (pixman's OVER, to the bit).
/// Made once for a shape with the colour under its first pixel (the background, mostly), whose
/// blend is made once: a translucent run over that colour is a store.
///
/// The one place the turned rows, the turned masks and the rounded rectangles paint their
/// solid columns (``SpanPainter``).
package struct SolidRun {
  /// Premultiplied ARGB.
  let source: UInt32
  let opaque: Bool
  /// 255 less the source's alpha.
  let inverseAlpha: UInt32
  /// The colour whose blend is kept, and that blend.
  let under: UInt32
  let overUnder: UInt32

  init(source: UInt32, under: UInt32) {
    self.source = source
    opaque = source >> 24 == 255
    inverseAlpha = 255 - source >> 24
    self.under = under
    overUnder = opaque ? source : SpanPainter.multiplyAdd(under, inverseAlpha, source)
  }

  /// `columns` of `line` painted.
  @inline(__always) func paint(_ line: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>) {
    guard !columns.isEmpty else { return }
    if opaque {
      (line + columns.lowerBound).update(repeating: source, count: columns.count)
    } else {
      blend(line, columns)
    }
  }

  /// A translucent run: four pixels at a time that are all `under` take the kept blend in one
  /// vector store, the others are blended one by one. (A loop choosing per pixel is vectorised
  /// with both sides computed, and checking the whole run first reads it twice: the fading tiles
  /// of a scene file spent a third of their drawing in that check.)
  @inline(__always) private func blend(_ line: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>) {
    let unders = SIMD4<UInt32>(repeating: under)
    let blends = SIMD4<UInt32>(repeating: overUnder)
    var column = columns.lowerBound
    let end = columns.upperBound
    while end &- column >= 4 {
      let four = UnsafeMutableRawPointer(line + column)
      let pixels = four.loadUnaligned(as: SIMD4<UInt32>.self)
      if all(pixels .== unders) {
        four.storeBytes(of: blends, as: SIMD4<UInt32>.self)
      } else {
        for lane in 0..<4 { line[column &+ lane] = over(pixels[lane]) }
      }
      column &+= 4
    }
    while column < end {
      line[column] = over(line[column])
      column &+= 1
    }
  }

  /// One pixel of a translucent run.
  @inline(__always) private func over(_ pixel: UInt32) -> UInt32 {
    pixel == under ? overUnder : SpanPainter.multiplyAdd(pixel, inverseAlpha, source)
  }
}
