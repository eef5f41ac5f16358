/// A colour over one colour under it through an a8 coverage, remembered for the last few
/// coverages: a small shape's edge pixels (a turned tile, a rounded card's corners) mostly lie
/// over the one background colour and take a handful of coverages, so most of them become a
/// compare and a load instead of pixman's OVER arithmetic, to the bit.
///
/// ``CornerBlends`` keeps whole tables for colours that come back frame after frame (the stress
/// scene's four); this lives for one shape, for colours that do not (a scene file's 1 000 tiles,
/// each its own colour): eight slots on the stack, each a coverage and its blend.
package struct CoverageBlends {
  let source: UInt32
  /// The colour the remembered blends are over.
  let under: UInt32
  /// Slot `coverage & 7`: the coverage in the high half, its blend in the low half; all ones
  /// (no coverage is that large) while empty. A tuple read through a pointer: a `SIMD8` was
  /// copied whole through the stack at each look.
  private var slots: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
    .max, .max, .max, .max, .max, .max, .max, .max
  )

  init(source: UInt32, under: UInt32) {
    self.source = source
    self.under = under
  }

  /// A rounded corner's pixel: `source` over `destination` through the corner's `coverage`
  /// (0…255), as pixman composites it: untouched outside the disc, an opaque colour stored
  /// inside it, blended (through the kept blends) between.
  @inline(__always) mutating func corner(_ destination: UInt32, coverage: UInt32) -> UInt32 {
    guard coverage > 0 else { return destination }
    if coverage == 255 && source >> 24 == 255 { return source }
    return over(destination, coverage: coverage)
  }

  /// `source` over `destination` through `coverage` (1…255), as
  /// ``SpanPainter/over(_:source:coverage:)`` gives it.
  @inline(__always) mutating func over(_ destination: UInt32, coverage: UInt32) -> UInt32 {
    guard destination == under else {
      return SpanPainter.over(destination, source: source, coverage: coverage)
    }
    let (source, under) = (self.source, self.under)
    return withUnsafeMutableBytes(of: &slots) { bytes in
      let slot = bytes.baseAddress!.assumingMemoryBound(to: UInt64.self) + Int(coverage & 7)
      let kept = slot.pointee
      if UInt32(truncatingIfNeeded: kept >> 32) == coverage { return UInt32(truncatingIfNeeded: kept) }
      let blended = SpanPainter.over(under, source: source, coverage: coverage)
      slot.pointee = UInt64(coverage) << 32 | UInt64(blended)
      return blended
    }
  }
}
