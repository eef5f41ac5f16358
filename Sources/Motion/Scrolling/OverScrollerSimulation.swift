import Foundation

/// Android's fling: the spline phase of `OverScroller.SplineOverScroller.fling` (AOSP
/// frameworks/base, core/java/android/widget/OverScroller.java), what RecyclerView and ScrollView
/// run when a finger lets go.
///
/// Distance and duration come from `getSplineFlingDistance` and `getSplineFlingDuration`: with
/// l = ln(INFLEXION·|v0| / (friction·physicalCoeff)) and r = `DECELERATION_RATE`, the fling lasts
/// 1000·e^(l/(r − 1)) ms (truncated to whole milliseconds, as Android's `int` does) and travels
/// friction·physicalCoeff·e^(r/(r − 1)·l) (truncated to whole points). Along the way the position
/// follows Android's 100-sample `SPLINE_POSITION` table, built by the same bisection of the same
/// cubic in `Float`, interpolated linearly as `update()` does; the velocity is that segment's
/// slope. If the fling would end past `extents`, its end is clamped and its duration shortened
/// with `adjustDuration` (the `SPLINE_TIME` table), as `fling(start, velocity, min, max, over)`
/// does, and the reported position stops at the end: RecyclerView's `over` of 0 (it shows an
/// edge glow instead of overscrolling). Android rounds positions to whole pixels; this does not.
///
/// ```swift
/// let fling = OverScrollerSimulation(position: 0, velocity: 3000, extents: 0...100_000)
/// fling.duration       // Android's mDuration, in seconds
/// fling.endPosition    // mFinal
/// ```
public struct OverScrollerSimulation: Simulation {
  /// A scroll offset.
  public typealias Value = Double

  /// `DECELERATION_RATE`, as Android computes it (a `float`).
  public static let decelerationRate = Double(Float(log(0.78) / log(0.9)))
  /// `INFLEXION`: the tension lines cross at (INFLEXION, 1).
  static let inflexion: Float = 0.35
  static let startTension: Float = 0.5
  static let endTension: Float = 1.0
  /// `NB_SAMPLES`.
  static let sampleCount = 100

  /// `SPLINE_POSITION` and `SPLINE_TIME`, built as Android's static initialiser builds them.
  static let splineTables: (position: [Double], time: [Double]) = {
    let p1 = startTension * inflexion
    let p2 = 1 - endTension * (1 - inflexion)
    var position = [Double](repeating: 1, count: sampleCount + 1)
    var time = [Double](repeating: 1, count: sampleCount + 1)
    var xMin: Float = 0
    var yMin: Float = 0
    for index in 0..<sampleCount {
      let alpha = Float(index) / Float(sampleCount)
      var xMax: Float = 1
      var x: Float = 0
      var coef: Float = 0
      // Bisection to 1e-5, as Android does (each halves the interval, so it ends).
      while true {
        x = xMin + (xMax - xMin) / 2
        coef = 3 * x * (1 - x)
        let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
        if abs(tx - alpha) < 1e-5 || xMax - xMin < Float.ulpOfOne { break }
        if tx > alpha { xMax = x } else { xMin = x }
      }
      position[index] = Double(coef * ((1 - x) * startTension + x) + x * x * x)
      var yMax: Float = 1
      var y: Float = 0
      while true {
        y = yMin + (yMax - yMin) / 2
        coef = 3 * y * (1 - y)
        let dy = coef * ((1 - y) * startTension + y) + y * y * y
        if abs(dy - alpha) < 1e-5 || yMax - yMin < Float.ulpOfOne { break }
        if dy > alpha { yMax = y } else { yMin = y }
      }
      time[index] = Double(coef * ((1 - y) * p1 + y * p2) + y * y * y)
    }
    return (position, time)
  }()

  /// `mPhysicalCoeff` for a density of 1 (160 ppi: one pixel per point): g·39.37·160·0.84.
  public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84
  /// `ViewConfiguration.getScrollFriction()`.
  public static let defaultFriction = 0.015

  /// mStart.
  public let initialPosition: Double
  /// mVelocity, in points per second.
  public let initialVelocity: Double
  /// Where the position stops: the fling's own end or the end of `extents` it reaches.
  public let extents: ClosedRange<Double>
  /// mSplineDuration, in seconds.
  public let splineDuration: Double
  /// mSplineDistance, signed.
  public let splineDistance: Double
  /// mDuration, in seconds: the spline duration, shortened when the end is clamped.
  public let duration: Double
  /// mFinal.
  public let finalPosition: Double

  /// `fling(start, velocity, min, max, over: 0)` for a start inside `extents`. A non-finite input
  /// gives a simulation at rest; a start outside `extents` is clamped into them.
  public init(
    position: Double, velocity: Double, extents: ClosedRange<Double>, friction: Double = defaultFriction
  ) {
    let start = Swift.min(Swift.max(position.isFinite ? position : 0, extents.lowerBound), extents.upperBound)
    let valid = velocity.isFinite && friction.isFinite && friction > 0
    let velocity = valid ? velocity : 0
    initialPosition = start
    initialVelocity = velocity
    self.extents = extents
    var splineDuration = 0.0
    var distance = 0.0
    if velocity != 0 {
      // getSplineDeceleration, getSplineFlingDuration (int ms), getSplineFlingDistance.
      let rate = Self.decelerationRate
      let deceleration = log(
        Double(Self.inflexion) * Swift.abs(velocity) / (friction * Self.physicalCoefficient))
      splineDuration = (1000 * exp(deceleration / (rate - 1))).rounded(.towardZero) / 1000
      distance = friction * Self.physicalCoefficient * exp(rate / (rate - 1) * deceleration)
    }
    let splineDistance = (distance * (velocity < 0 ? -1 : 1)).rounded(.towardZero)
    self.splineDuration = splineDuration
    self.splineDistance = splineDistance
    var final = start + splineDistance
    var duration = splineDuration
    if final < extents.lowerBound {
      duration = Self.adjustedDuration(
        duration, oldDistance: splineDistance, newDistance: extents.lowerBound - start)
      final = extents.lowerBound
    }
    if final > extents.upperBound {
      duration = Self.adjustedDuration(
        duration, oldDistance: splineDistance, newDistance: extents.upperBound - start)
      final = extents.upperBound
    }
    self.duration = duration
    finalPosition = final
  }

  /// `adjustDuration`: the time the spline takes to cover `newDistance` of `oldDistance`, from the
  /// `SPLINE_TIME` table (Android keeps whole milliseconds).
  static func adjustedDuration(_ duration: Double, oldDistance: Double, newDistance: Double) -> Double {
    guard oldDistance != 0 else { return 0 }
    let x = Swift.abs(newDistance / oldDistance)
    let index = Int(Double(sampleCount) * x)
    guard index < sampleCount else { return duration }
    let table = splineTables.time
    let xInf = Double(index) / Double(sampleCount)
    let xSup = Double(index + 1) / Double(sampleCount)
    let timeCoefficient = table[index] + (x - xInf) / (xSup - xInf) * (table[index + 1] - table[index])
    return (1000 * duration * timeCoefficient).rounded(.towardZero) / 1000
  }

  /// `update()`'s SPLINE case at `time`: (distance coefficient, velocity coefficient).
  private func spline(at time: Double) -> (distance: Double, velocity: Double) {
    guard splineDuration > 0 else { return (1, 0) }
    let t = Swift.max(time, 0) / splineDuration
    let index = Int(Double(Self.sampleCount) * t)
    guard index < Self.sampleCount else { return (1, 0) }
    let table = Self.splineTables.position
    let tInf = Double(index) / Double(Self.sampleCount)
    let tSup = Double(index + 1) / Double(Self.sampleCount)
    let slope = (table[index + 1] - table[index]) / (tSup - tInf)
    return (table[index] + (t - tInf) * slope, slope)
  }

  public func position(at time: Double) -> Double {
    guard time < duration else { return finalPosition }
    let raw = initialPosition + spline(at: time).distance * splineDistance
    return Swift.min(Swift.max(raw, extents.lowerBound), extents.upperBound)
  }

  public func velocity(at time: Double) -> Double {
    guard time < duration, splineDuration > 0 else { return 0 }
    return spline(at: time).velocity * splineDistance / splineDuration
  }

  public func isDone(at time: Double) -> Bool { time >= duration }

  public var endPosition: Double? { finalPosition }
}
