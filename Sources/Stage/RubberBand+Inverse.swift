import Motion

extension RubberBand {
  /// The inverse of ``offset(_:dimension:constant:)``: how far past the edge the pointer must be
  /// for content to sit `offset` points past it, x = b·d / (c·(d − b)). A drag that grabs
  /// content already past an edge (a spring's overshoot) starts from there and so does not jump.
  /// An offset of `dimension` or more (never reached) is taken as 0.999·dimension.
  ///
  /// ```swift
  /// RubberBand.overshoot(forOffset: RubberBand.offset(300, dimension: 640), dimension: 640)  // 300
  /// ```
  public static func overshoot(forOffset offset: Double, dimension: Double, constant: Double = constant)
    -> Double
  {
    guard offset.isFinite, dimension.isFinite, dimension > 0, constant.isFinite, constant > 0 else {
      return 0
    }
    let banded = min(abs(offset), 0.999 * dimension)
    let distance = banded * dimension / (constant * (dimension - banded))
    return offset < 0 ? -distance : distance
  }

  /// The inverse of ``clamp(_:to:dimension:)``: the unbanded value that clamps to `value`.
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
