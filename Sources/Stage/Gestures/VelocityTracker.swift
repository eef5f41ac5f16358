import Foundation
import Motion

/// Estimates a pointer's velocity from timestamped positions, as Flutter's and Android's
/// velocity trackers do: a least-squares fit over the samples of the last 100 ms.
///
/// The fit is linear (the mean velocity over the window) unless a quadratic's curvature is
/// clearly significant (|c₂| > 6 standard errors, from the fit's own residuals), in which case the
/// slope at the newest sample of a quadratic weighted toward the newest samples (``recency``) is
/// used. A steady drag thus gets the robust linear estimate (within 1 % at 125–1000 Hz with ±2 ms
/// jitter and whole-millisecond timestamps), and a flick that slows down before the release gets
/// its final speed, not its average (a straight line would read the speed of 50 ms earlier). The
/// price: at a sharp kink, slowing that stopped 40 ms before the release, the quadratic still
/// carries some of the slowdown on and reads low (about 450 pt/s for a final 600, where a line
/// reads about 860); `VelocityTrackerTests` pins both cases, and `VelocityTrackerBiasTests` the
/// bias on flicks that speed up or slow down and then hold their speed (within 3.5 %).
///
/// Mouse timestamps are whole milliseconds and arrive in bursts: samples less than half a
/// millisecond after the newest kept one are merged into it (the newest position wins), so no
/// time difference is ever zero and two events a microsecond apart cannot make a velocity of
/// their own. The
/// estimate is capped at 8 000 pt/s, Flutter's `kMaxFlingVelocity` and Android's default maximum
/// fling velocity (8 000 dp/s), keeping its direction. If the newest
/// sample is more than 40 ms older than the time asked about, the pointer had stopped and the
/// velocity is zero (Flutter's `_assumePointerMoveStoppedMilliseconds`); likewise samples before
/// a pause of more than 40 ms between two samples do not count.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addSample(Vector2(x: 0, y: 0), at: 0.000)
/// tracker.addSample(Vector2(x: 0, y: 8), at: 0.008)
/// tracker.addSample(Vector2(x: 0, y: 16), at: 0.016)
/// tracker.velocity(at: 0.016)  // (0, 1000) pt/s
/// ```
public struct VelocityTracker: Sendable {
  /// How far back samples count (Flutter's and Android's horizon: 100 ms).
  public static let horizon = 0.100
  /// A pointer that has not moved for longer than this is at rest.
  public static let stopThreshold = 0.040
  /// Samples closer than this to the newest kept one are merged into it: half a millisecond, so
  /// whole-millisecond mouse timestamps (1 ms apart at least) always count and a burst within one
  /// does not.
  public static let minimumInterval = 0.000_5
  /// The fastest velocity reported, in points per second.
  public static let maximumSpeed = 8_000.0
  /// Enough for 100 ms at 1000 Hz, with margin.
  static let capacity = 128

  private var times: [Double] = []
  private var positions: [Vector2] = []

  /// A tracker with no samples: its velocity is zero until two samples arrive.
  public init() {}

  /// The number of distinct samples held (after merging equal timestamps).
  public var sampleCount: Int { times.count }

  /// Forgets every sample (a new press starts afresh).
  public mutating func reset() {
    times.removeAll(keepingCapacity: true)
    positions.removeAll(keepingCapacity: true)
  }

  /// Adds a sample; a non-finite one is ignored. One less than ``minimumInterval`` newer than
  /// the newest is merged into it (events arrive in order, so its position is the newest known).
  public mutating func addSample(_ position: Vector2, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if let newest = times.last {
      if time - newest < Self.minimumInterval {
        positions[positions.count - 1] = position
        return
      }
    }
    times.append(time)
    positions.append(position)
    // Drop what is beyond the horizon (and a bit), and keep the buffer bounded.
    if let newest = times.last, times.count > 2,
      let keep = times.firstIndex(where: { $0 >= newest - 2 * Self.horizon }),
      keep > 0
    {
      times.removeFirst(keep)
      positions.removeFirst(keep)
    }
    if times.count > Self.capacity {
      times.removeFirst(times.count - Self.capacity)
      positions.removeFirst(positions.count - Self.capacity)
    }
  }

  /// The velocity in points per second at `time` (a release's timestamp, or the newest sample's).
  public func velocity(at time: Double) -> Vector2 {
    velocity(at: time, readAt: times.last ?? time)
  }

  /// The velocity of the samples known at `time`, read at the earlier instant `instant` of their
  /// fit (a release shown a few milliseconds behind the pointer, ``PointerEvent/shown``): the
  /// quadratic's slope there where it is the fit, the line's otherwise.
  public func velocity(at time: Double, readAt instant: Double) -> Vector2 {
    guard let newest = times.last, time.isFinite, time - newest <= Self.stopThreshold else { return .zero }
    // Walk back from the newest sample to the horizon, or to a pause longer than the stop
    // threshold: samples before a pause belong to an earlier motion (Flutter's tracker does
    // the same), so a drag that stopped and then let go has no velocity.
    var first = times.count - 1
    while first > 0, times[first - 1] >= newest - Self.horizon,
      times[first] - times[first - 1] <= Self.stopThreshold
    {
      first -= 1
    }
    // Nor do samples before the hand last turned, where two or more came after the turn: the
    // newest are a motion of their own.
    let turn = PathTurn.lastTurn(times: times, positions: positions, from: first)
    if times.count - turn >= 2 { first = turn }
    let count = times.count - first
    guard count >= 2 else { return .zero }
    // Times relative to the newest sample: small numbers, a well-conditioned fit.
    let t = times[first...].map { $0 - newest }
    let x = positions[first...].map(\.x)
    let y = positions[first...].map(\.y)
    let offset = instant.isFinite ? min(0, instant - newest) : 0
    let velocity = Vector2(x: Self.slope(t, x, at: offset), y: Self.slope(t, y, at: offset))
    guard velocity.magnitude.isFinite else { return .zero }
    return Self.capped(velocity)
  }

  /// `velocity` at most ``maximumSpeed``, in its own direction.
  public static func capped(_ velocity: Vector2) -> Vector2 {
    let speed = velocity.magnitude
    return speed > maximumSpeed ? (maximumSpeed / speed) * velocity : velocity
  }

  /// The slope at t = `offset` (0: the newest sample) of the least-squares fit described above.
  static func slope(_ t: [Double], _ x: [Double], at offset: Double = 0) -> Double {
    let linear = linearSlope(t, x)
    guard t.count >= 4, let quadratic = quadraticFit(t, x) else { return linear }
    guard abs(quadratic.c2) > 6 * quadratic.c2StandardError else { return linear }
    // The curvature is there: its slope is read from the samples weighted toward the newest.
    let fit = quadraticFit(t, x, weights: t.map { exp($0 / recency) }) ?? quadratic
    return fit.c1 + 2 * fit.c2 * offset
  }

  /// How fast older samples count for less in a curved hand's quadratic: weights e^(t/τ), the
  /// newest sample at t = 0, τ = 20 ms (a sample 100 ms old counts 0.7 % of the newest). A hand
  /// changes its acceleration within 100 ms: a flick speeds up and then holds its speed for the
  /// last 30 ms, or slows down and stops slowing. Unweighted (Android's `lsq2`, Flutter's
  /// tracker), the quadratic carries the older acceleration on past the change and reads such a
  /// flick 7 % fast or slow, with events every 8 ms or every 1 ms; weighted it reads within
  /// 4.5 %. A slowing that stopped 40 ms before the release: 41 % low unweighted, 17 % weighted.
  /// Android's `WLSQ2_RECENT` weighs older samples less too, more gently (1 up to 50 ms, ½ at
  /// 100). Only the curved fit is weighted: a steady drag keeps the line through all its samples,
  /// which a jittered clock moves least (`VelocityTrackerTests`).
  public static let recency = 0.020

  static func linearSlope(_ t: [Double], _ x: [Double]) -> Double {
    let n = Double(t.count)
    let meanT = t.reduce(0, +) / n
    let meanX = x.reduce(0, +) / n
    var covariance = 0.0
    var variance = 0.0
    for (ti, xi) in zip(t, x) {
      covariance += (ti - meanT) * (xi - meanX)
      variance += (ti - meanT) * (ti - meanT)
    }
    // Distinct timestamps guarantee variance > 0; guard anyway: never divide by zero.
    return variance > 0 ? covariance / variance : 0
  }

  /// x ≈ c0 + c1·t + c2·t², with the standard error of c2 estimated from the residuals; by
  /// weighted least squares where `weights` are given (one a sample; the standard error is then
  /// not the fit's own and is not read).
  static func quadraticFit(_ t: [Double], _ x: [Double], weights: [Double]? = nil) -> (
    c1: Double, c2: Double, c2StandardError: Double
  )? {
    // Normal equations AᵀWA·c = AᵀWx for the columns 1, t, t².
    var s = [Double](repeating: 0, count: 5)  // Σ w·tᵏ, k = 0…4
    var b = [Double](repeating: 0, count: 3)  // Σ w·tᵏ·x, k = 0…2
    for (index, (ti, xi)) in zip(t, x).enumerated() {
      var power = weights?[index] ?? 1
      for k in 0..<5 {
        s[k] += power
        if k < 3 { b[k] += power * xi }
        power *= ti
      }
    }
    let matrix = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
    guard let inverse = invert3x3(matrix) else { return nil }
    let c = (0..<3).map { row in (0..<3).reduce(0.0) { $0 + inverse[row][$1] * b[$1] } }
    var residuals = 0.0
    for (ti, xi) in zip(t, x) {
      let r = xi - (c[0] + c[1] * ti + c[2] * ti * ti)
      residuals += r * r
    }
    let variance = residuals / Double(t.count - 3)
    return (c[1], c[2], (max(0, variance * inverse[2][2])).squareRoot())
  }

  static func invert3x3(_ m: [[Double]]) -> [[Double]]? {
    let a = m[0][0]
    let b = m[0][1]
    let c = m[0][2]
    let d = m[1][0]
    let e = m[1][1]
    let f = m[1][2]
    let g = m[2][0]
    let h = m[2][1]
    let i = m[2][2]
    let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard determinant.isFinite, abs(determinant) > 1e-300 else { return nil }
    let inverseDeterminant = 1 / determinant
    return [
      [(e * i - f * h), -(b * i - c * h), (b * f - c * e)],
      [-(d * i - f * g), (a * i - c * g), -(a * f - c * d)],
      [(d * h - e * g), -(a * h - b * g), (a * e - b * d)],
    ].map { $0.map { $0 * inverseDeterminant } }
  }
}
