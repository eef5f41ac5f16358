/// The pacing of a timed animation: Core Animation's `CAMediaTimingFunction`, a cubic Bézier
/// from (0, 0) to (1, 1) whose x is time and y is progress.
///
/// ```swift
/// TimingCurve.easeInOut.value(at: 0.5)   // 0.5
/// TimingCurve.easeOut.slope(at: 0)       // 1.724: starts fast, 1/0.58 times the linear speed
/// ```
///
/// The control points are Core Animation's: easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1),
/// easeInOut (0.42, 0, 0.58, 1). For ``cubicBezier(_:_:_:_:)`` the x coordinates are clamped
/// to 0…1 (as CAMediaTimingFunction requires, so that time runs forwards) and a curve with a
/// non-finite control point behaves as ``linear``; y may leave 0…1 to overshoot.
public enum TimingCurve: Sendable, Hashable {
  /// Constant speed.
  case linear
  /// Starts slowly: control points (0.42, 0, 1, 1).
  case easeIn
  /// Ends slowly: control points (0, 0, 0.58, 1).
  case easeOut
  /// Starts and ends slowly: control points (0.42, 0, 0.58, 1), Core Animation's default.
  case easeInOut
  /// Control points (x1, y1, x2, y2), as `CAMediaTimingFunction(controlPoints:::)`.
  case cubicBezier(Double, Double, Double, Double)

  /// The two inner control points; the outer ones are (0, 0) and (1, 1).
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
    }
  }

  /// The animation's progress (y) at a fraction of its duration (x). Solves x(s) = `progress`
  /// for the curve parameter s by Newton's method, falling back to bisection, to 1e-12 in x.
  /// `progress` at or below 0 (or NaN) gives 0; at or above 1 gives 1, exactly.
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    guard let bezier = UnitBezier(self) else { return progress }
    return bezier.y(bezier.solve(progress))
  }

  /// dy/dx at `progress`: the speed relative to a linear animation of the same duration, so a
  /// timed animation's velocity is (to − from)·slope / duration. `progress` is clamped to 0…1.
  /// Where dx/ds vanishes (an end of easeIn or easeOut) it is the limit, by l'Hôpital's rule;
  /// a vertical tangent gives a large finite number (±1e9), never infinity or NaN.
  public func slope(at progress: Double) -> Double {
    guard let bezier = UnitBezier(self) else { return 1 }
    let clamped = progress > 0 ? Swift.min(progress, 1) : 0
    let s = clamped == 0 ? 0 : (clamped == 1 ? 1 : bezier.solve(clamped))
    return bezier.slope(atParameter: s)
  }
}

/// A cubic Bézier with end points (0, 0) and (1, 1), in polynomial form
/// (x(s) = ((a·s + b)·s + c)·s), as WebKit's UnitBezier and POP's timing functions.
struct UnitBezier {
  let ax, bx, cx, ay, by, cy: Double

  /// Nil for the linear curve and for non-finite control points (both: progress is linear).
  init?(_ curve: TimingCurve) {
    if case .linear = curve { return nil }
    let (x1, y1, x2, y2) = curve.controlPoints
    guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return nil }
    let clampedX1 = Swift.min(Swift.max(x1, 0), 1)
    let clampedX2 = Swift.min(Swift.max(x2, 0), 1)
    cx = 3 * clampedX1
    bx = 3 * (clampedX2 - clampedX1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

  /// The s in 0…1 with x(s) = x (x is increasing because x1, x2 are in 0…1).
  func solve(_ x: Double) -> Double {
    let tolerance = 1e-12
    var s = x
    for _ in 0..<8 {
      let error = self.x(s) - x
      if Swift.abs(error) < tolerance { return s }
      let derivative = (3 * ax * s + 2 * bx) * s + cx
      if Swift.abs(derivative) < 1e-6 { break }
      s -= error / derivative
      if !(s >= 0 && s <= 1) { break }
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<80 {
      let value = self.x(s)
      if Swift.abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      s = 0.5 * (low + high)
    }
    return s
  }

  /// dy/dx at parameter s: the ratio of the first derivatives, or of the first that do not
  /// both vanish (l'Hôpital).
  func slope(atParameter s: Double) -> Double {
    let cap = 1e9
    let dx = [(3 * ax * s + 2 * bx) * s + cx, 6 * ax * s + 2 * bx, 6 * ax]
    let dy = [(3 * ay * s + 2 * by) * s + cy, 6 * ay * s + 2 * by, 6 * ay]
    let epsilon = 1e-9
    for order in 0..<3 {
      if Swift.abs(dx[order]) > epsilon {
        return Swift.min(Swift.max(dy[order] / dx[order], -cap), cap)
      }
      if Swift.abs(dy[order]) > epsilon {
        // y moves while x does not: a vertical tangent.
        return (dy[order] > 0) == (dx[order] >= 0) ? cap : -cap
      }
    }
    return 0
  }
}
