import Motion

extension RubberBand {
  /// The inverse of ``offset(_:dimension:constant:)``: how far past the edge the pointer must
  /// be for content to show `offset` points past it. Solving o = (1 − 1 / (x·c / d + 1))·d for x
  /// gives x = (d / c)·o / (d − o), so a grab of something already past an edge (a spring's
  /// overshoot, caught mid-flight) can continue the rubber band from where it is, without a jump.
  ///
  /// The sign is kept. An offset of `dimension` or more cannot be reached (the band tends to `d`
  /// only as x grows without bound); it is taken as 99.9 % of `dimension`, so the result is
  /// always finite. Non-finite input, or a dimension or constant that is not positive, gives 0.
  ///
  /// ```swift
  /// let offset = RubberBand.offset(300, dimension: 640)             // ≈ 131
  /// RubberBand.overshoot(forOffset: offset, dimension: 640)         // 300
  /// ```
  public static func overshoot(forOffset offset: Double, dimension: Double, constant: Double = constant)
    -> Double
  {
    guard offset.isFinite, dimension.isFinite, dimension > 0, constant.isFinite, constant > 0 else {
      return 0
    }
    let banded = min(abs(offset), dimension * 0.999)
    let overshoot = dimension / constant * banded / (dimension - banded)
    return offset < 0 ? -overshoot : overshoot
  }

  /// d(offset)/d(overshoot) at `overshoot`: how fast content moves past the edge per point the
  /// pointer moves, c / (x·c / d + 1)² (c = 0.55 at the edge, falling off beyond it). A pointer
  /// moving at v moves rubber-banded content at slope·v. Non-finite input gives 1 (no band).
  ///
  /// ```swift
  /// RubberBand.slope(atOvershoot: 0, dimension: 640)    // 0.55
  /// RubberBand.slope(atOvershoot: 300, dimension: 640)  // ≈ 0.35
  /// ```
  public static func slope(atOvershoot overshoot: Double, dimension: Double, constant: Double = constant)
    -> Double
  {
    guard overshoot.isFinite, dimension.isFinite, dimension > 0, constant.isFinite else { return 1 }
    let stretch = abs(overshoot) * constant / dimension + 1
    return constant / (stretch * stretch)
  }

  /// The velocity of content placed by ``clamp(_:to:dimension:)`` when the unclamped `value`
  /// moves at `velocity`: unchanged inside `range`, times the band's ``slope(atOvershoot:dimension:constant:)``
  /// past an edge. A rubber-banded drag hands this, the content's own velocity, to the settle
  /// (handing the pointer's would make the content jump in speed at the release).
  ///
  /// ```swift
  /// RubberBand.velocity(1000, at: -300, in: 0...500, dimension: 640)  // ≈ 350: banded
  /// RubberBand.velocity(1000, at: 200, in: 0...500, dimension: 640)   // 1000: inside
  /// ```
  public static func velocity(
    _ velocity: Double, at value: Double, in range: ClosedRange<Double>, dimension: Double
  )
    -> Double
  {
    let overshoot = value < range.lowerBound ? value - range.lowerBound : max(0, value - range.upperBound)
    return overshoot == 0 ? velocity : slope(atOvershoot: overshoot, dimension: dimension) * velocity
  }
}
