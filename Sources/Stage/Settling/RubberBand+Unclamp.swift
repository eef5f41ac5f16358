import Motion

extension RubberBand {
  /// The inverse of ``clamp(_:to:dimension:)``: the unbanded value that clamps to `value`, so a
  /// drag that grabs something already past an edge (a spring's overshoot) starts from there
  /// and does not jump. Inside `range` it is `value`; past an edge, the edge plus
  /// ``overshoot(forOffset:dimension:constant:)`` of how far past it `value` is (always finite).
  /// Non-finite input or a dimension that is not positive gives the nearest edge of `range`.
  ///
  /// ```swift
  /// let banded = RubberBand.clamp(600, to: 0...500, dimension: 640)  // ≈ 544
  /// RubberBand.unclamp(banded, from: 0...500, dimension: 640)        // 600
  /// ```
  public static func unclamp(_ value: Double, from range: ClosedRange<Double>, dimension: Double) -> Double {
    if value < range.lowerBound {
      return range.lowerBound + overshoot(forOffset: value - range.lowerBound, dimension: dimension)
    }
    if value > range.upperBound {
      return range.upperBound + overshoot(forOffset: value - range.upperBound, dimension: dimension)
    }
    return value
  }
}
