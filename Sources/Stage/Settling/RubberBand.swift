import Motion

/// UIScrollView's rubber band: dragged `overshoot` points past an edge, content moves only
/// (1 − 1 / (overshoot·0.55 / dimension + 1))·dimension, which starts at the pointer's pace and
/// never reaches `dimension`.
///
/// ```swift
/// RubberBand.offset(300, dimension: 640)    // ≈ 131 pt: dragged 300 past the edge
/// RubberBand.clamp(-40, to: 0...500, dimension: 640)  // ≈ −19: resists past 0
/// ```
public enum RubberBand {
  /// UIScrollView's constant.
  public static let constant = 0.55

  /// How far content moves for a pointer `overshoot` points past the edge (the sign is kept).
  public static func offset(_ overshoot: Double, dimension: Double, constant: Double = constant) -> Double {
    guard overshoot.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
    let distance = abs(overshoot)
    let banded = (1 - 1 / (distance * constant / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
  }

  /// `value` inside `range` unchanged; outside it, the edge plus the rubber-banded overshoot.
  public static func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
    if value < range.lowerBound {
      return range.lowerBound + offset(value - range.lowerBound, dimension: dimension)
    }
    if value > range.upperBound {
      return range.upperBound + offset(value - range.upperBound, dimension: dimension)
    }
    return value
  }
}
