import Motion

extension RubberBand {
  /// The inverse of ``clamp(_:to:dimension:)``: the unbanded value that clamps to `value`, so a
  /// drag that grabs something already past an edge (a spring's overshoot) starts from there
  /// and does not jump. Inside `range` it is `value`. Past an edge, content shown b points out
  /// needs the pointer x = b·d / (c·(d − b)) out (the offset's inverse); an offset of `dimension`
  /// or more, never reached, is taken as 99.9 % of it, so the result is always finite.
  /// Non-finite input or a dimension that is not positive gives the nearest edge of `range`.
  ///
  /// ```swift
  /// let banded = RubberBand.clamp(600, to: 0...500, dimension: 640)  // ≈ 544
  /// RubberBand.unclamp(banded, from: 0...500, dimension: 640)        // 600
  /// ```
  public static func unclamp(_ value: Double, from range: ClosedRange<Double>, dimension: Double) -> Double {
    if value < range.lowerBound {
      return range.lowerBound + unbanded(value - range.lowerBound, dimension: dimension)
    }
    if value > range.upperBound {
      return range.upperBound + unbanded(value - range.upperBound, dimension: dimension)
    }
    return value
  }

  /// How far past the edge the pointer is for content `offset` points past it (sign kept).
  private static func unbanded(_ offset: Double, dimension: Double) -> Double {
    guard offset.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
    let banded = min(abs(offset), 0.999 * dimension)
    let distance = banded * dimension / (constant * (dimension - banded))
    return offset < 0 ? -distance : distance
  }
}
