import Foundation
import Motion

/// Fits each law to a run of samples in closed form: the rates by Levenberg–Marquardt from the
/// best point of a coarse grid, the starting state (and a spring's target) exactly for those
/// rates by linear least squares (``LinearLeastSquares``).
struct LawFitter {
  let times: [Double]
  let xs: [Double]
  let ys: [Double]

  /// The laws a stretch can be fitted with.
  enum Kind: CaseIterable {
    case held, decay, spring, timed
  }

  init(_ samples: [MotionSample]) {
    times = samples.map(\.time)
    xs = samples.map(\.position.x)
    ys = samples.map(\.position.y)
  }

  /// Spring rates searched: log(response in s) and the damping ratio.
  static let springBounds: [ClosedRange<Double>] = [log(0.01)...log(100), 0.005...30]
  /// Decay rates searched: log(τ in s).
  static let decayBounds: [ClosedRange<Double>] = [log(0.003)...log(1e4)]
  static let springGrid: [[Double]] = {
    let responses = (0..<16).map { log(0.04) + Double($0) * (log(6.0) - log(0.04)) / 15 }
    let ratios = [0.08, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95, 1.1, 1.4, 2, 3.5]
    return responses.flatMap { response in ratios.map { [response, $0] } }
  }()
  static let decayGrid: [[Double]] = (0..<20).map { [log(0.01) + Double($0) * (log(200.0) - log(0.01)) / 19] }

  /// The best fit of `kind` to the samples in `range`, with its state given at `origin` (the
  /// range's first time or earlier). Nil for a range too short for the law.
  func fit(_ kind: Kind, _ range: Range<Int>, origin: Double, hint: [Double]? = nil) -> FittedLaw? {
    switch kind {
    case .held:
      guard range.count >= 2 else { return nil }
      return project(kind, rates: [], range, origin: origin, keepResiduals: false).law
    case .decay:
      guard range.count >= 4 else { return nil }
      return fitRates(kind, range, origin: origin, grid: Self.decayGrid, bounds: Self.decayBounds, hint: hint)
    case .spring:
      guard range.count >= 6 else { return nil }
      return fitRates(
        kind, range, origin: origin, grid: Self.springGrid, bounds: Self.springBounds, hint: hint)
    case .timed:
      guard range.count >= 8 else { return nil }
      let grid = timedGrid(range)
      return fitRates(kind, range, origin: origin, grid: grid, bounds: timedBounds(range), hint: hint)
    }
  }

  /// Timed-curve durations searched: log(duration in s). A curve on the edge is no curve found.
  static let timedDurationBounds = log(0.01)...log(100)
  /// The curves a timed fit starts from: Core Animation's named ones and CSS's `ease`.
  static let timedCurves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.25, 0.1, 0.25, 1),
  ]

  /// A timed curve's rates: its start (seconds), log(duration), x1, y1, x2, y2. It may start up
  /// to ``MotionSegmenter/lookBack`` samples before the range (the line before it took its slow
  /// start) or anywhere in it (a timed curve stands still before it starts); x1 and x2 stay in
  /// 0…1 as Core Animation requires, y1 and y2 may overshoot.
  func timedBounds(_ range: Range<Int>) -> [ClosedRange<Double>] {
    let earliest = times[Swift.max(0, range.lowerBound - MotionSegmenter.lookBack)]
    let latest = times[range.upperBound - 1]
    return [earliest...latest, Self.timedDurationBounds, 0...1, -1...2, 0...1, -1...2]
  }

  /// The starting points of a timed fit: each named curve at durations up to the range's span,
  /// started at the range's first sample or at one of the samples before it.
  func timedGrid(_ range: Range<Int>) -> [[Double]] {
    let first = range.lowerBound
    let starts = (0...Swift.min(MotionSegmenter.lookBack, first)).map { times[first - $0] }
    var grid: [[Double]] = []
    for start in starts {
      let span = times[range.upperBound - 1] - start
      guard span > 0 else { continue }
      let shortest = Swift.min(0.05, span)
      let durations = (0..<8).map { log(shortest) + Double($0) * (log(span) - log(shortest)) / 7 }
      for duration in durations {
        for curve in Self.timedCurves {
          let (x1, y1, x2, y2) = curve.controlPoints
          grid.append([start, duration, x1, y1, x2, y2])
        }
      }
    }
    return grid
  }

  /// The rates a fitted law was found with (to start the next fit of a longer range from).
  static func rates(of law: MotionLaw) -> [Double]? {
    switch law {
    case .held: nil
    case .decay(let timeConstant): [log(timeConstant)]
    case .spring(let parameters, _): [log(parameters.response), parameters.dampingRatio]
    case .timed(let timed):
      [
        timed.start, log(timed.duration), timed.curve.controlPoints.x1, timed.curve.controlPoints.y1,
        timed.curve.controlPoints.x2, timed.curve.controlPoints.y2,
      ]
    }
  }

  /// Whether a law's rates lie on the edge of the range searched. There the fit did not find a
  /// law, it ran out of range: a spring of response 100 s and damping ratio 0.005 over 0.12 s
  /// is a parabola with its target millions of points away, what a timed curve's ease-in leaves
  /// when a spring is asked to explain it (issue 61). Levenberg–Marquardt clamps to the bounds,
  /// so such a rate sits on one, not merely near it.
  static func isAtEdge(_ law: MotionLaw) -> Bool {
    let bounds: [ClosedRange<Double>]
    switch law {
    case .held: return false
    case .decay: bounds = decayBounds
    case .spring: bounds = springBounds
    // Only the duration: a control point on 0 or 1 is a curve (easeIn's x2, easeOut's x1), and
    // the start's bounds are the range's.
    case .timed(let timed): return isAtEdge(of: [timedDurationBounds], [log(timed.duration)])
    }
    guard let rates = rates(of: law) else { return false }
    return isAtEdge(of: bounds, rates)
  }

  private static func isAtEdge(of bounds: [ClosedRange<Double>], _ rates: [Double]) -> Bool {
    zip(rates, bounds).contains { rate, range in
      let margin = 1e-4 * (range.upperBound - range.lowerBound)
      return rate <= range.lowerBound + margin || rate >= range.upperBound - margin
    }
  }

  private func fitRates(
    _ kind: Kind, _ range: Range<Int>, origin: Double, grid: [[Double]], bounds: [ClosedRange<Double>],
    hint: [Double]?
  ) -> FittedLaw? {
    var best: (rates: [Double], cost: Double)?
    for rates in grid + (hint.map { [$0] } ?? []) {
      let cost = project(kind, rates: rates, range, origin: origin, keepResiduals: false).cost
      if cost.isFinite, cost < (best?.cost ?? .infinity) { best = (rates, cost) }
    }
    guard let start = best else { return nil }
    let solver = LevenbergMarquardt(
      residuals: { rates in
        let projected = project(kind, rates: rates, range, origin: origin, keepResiduals: true)
        return projected.residuals.isEmpty
          ? [Double](repeating: 1e150, count: 2 * range.count) : projected.residuals
      }, bounds: bounds)
    let (rates, _) = solver.minimize(from: start.rates)
    return project(kind, rates: rates, range, origin: origin, keepResiduals: false).law
  }

  /// The exact linear fit for fixed rates: the law, its cost and (if asked) the residuals.
  func project(_ kind: Kind, rates: [Double], _ range: Range<Int>, origin: Double, keepResiduals: Bool)
    -> (law: FittedLaw?, cost: Double, residuals: [Double])
  {
    let count = range.count
    // Positions relative to the first sample keep the normal equations well scaled.
    let offsetX = xs[range.lowerBound]
    let offsetY = ys[range.lowerBound]
    let localX = xs[range].map { $0 - offsetX }
    let localY = ys[range].map { $0 - offsetY }
    var basis: [Double]
    let columns: Int
    var law: MotionLaw
    switch kind {
    case .held:
      columns = 2
      basis = [Double](repeating: 0, count: 2 * count)
      for row in 0..<count {
        basis[2 * row] = 1
        basis[2 * row + 1] = times[range.lowerBound + row] - origin
      }
      law = .held
    case .decay:
      let timeConstant = exp(rates[0])
      columns = 2
      basis = [Double](repeating: 0, count: 2 * count)
      let unit = DecayAnimation(from: 0.0, velocity: 1.0, timeConstant: timeConstant, restSpeed: 0)
      for row in 0..<count {
        basis[2 * row] = 1
        basis[2 * row + 1] = unit.position(at: times[range.lowerBound + row] - origin)
      }
      law = .decay(timeConstant: timeConstant)
    case .spring:
      guard let parameters = try? Spring.validated(response: exp(rates[0]), dampingRatio: rates[1]) else {
        return (nil, .infinity, [])
      }
      let spring = SpringSolution(parameters)
      columns = 3
      basis = [Double](repeating: 0, count: 3 * count)
      for row in 0..<count {
        // x(t) = target·(1 − A) + x0·A + v0·B, A and B the spring's own step coefficients.
        let step = spring.coefficients(after: times[range.lowerBound + row] - origin)
        basis[3 * row] = 1 - step.positionFromPosition
        basis[3 * row + 1] = step.positionFromPosition
        basis[3 * row + 2] = step.positionFromVelocity
      }
      law = .spring(parameters, target: .zero)
    case .timed:
      // x(t) = from + (to − from)·curve((t − start) / duration): linear in from and to − from.
      let start = rates[0]
      let duration = exp(rates[1])
      guard duration.isFinite, duration > 0, rates.allSatisfy(\.isFinite) else { return (nil, .infinity, []) }
      let curve = TimingCurve.cubicBezier(rates[2], rates[3], rates[4], rates[5])
      columns = 2
      basis = [Double](repeating: 0, count: 2 * count)
      for row in 0..<count {
        basis[2 * row] = 1
        basis[2 * row + 1] = curve.value(at: (times[range.lowerBound + row] - start) / duration)
      }
      law = .timed(TimedLaw(curve: curve, start: start, duration: duration, from: .zero, to: .zero))
    }
    let solution = LinearLeastSquares(
      basis: basis, columns: columns, xs: localX[...], ys: localY[...], keepResiduals: keepResiduals)
    guard solution.residualSumOfSquares.isFinite, solution.x.allSatisfy(\.isFinite),
      solution.y.allSatisfy(\.isFinite)
    else { return (nil, .infinity, []) }
    let offset = Vector2(x: offsetX, y: offsetY)
    let position: Vector2
    let velocity: Vector2
    switch law {
    case .spring(let parameters, _):
      law = .spring(parameters, target: Vector2(x: solution.x[0], y: solution.y[0]) + offset)
      position = Vector2(x: solution.x[1], y: solution.y[1]) + offset
      velocity = Vector2(x: solution.x[2], y: solution.y[2])
    case .timed(var timed):
      timed.from = Vector2(x: solution.x[0], y: solution.y[0]) + offset
      timed.to = timed.from + Vector2(x: solution.x[1], y: solution.y[1])
      law = .timed(timed)
      (position, velocity) = timed.state(at: origin)
    default:
      position = Vector2(x: solution.x[0], y: solution.y[0]) + offset
      velocity = Vector2(x: solution.x[1], y: solution.y[1])
    }
    let fitted = FittedLaw(
      law: law, origin: origin, position: position, velocity: velocity,
      residualSumOfSquares: solution.residualSumOfSquares, sampleCount: count,
      largestResidual: solution.largestResidual)
    return (fitted, solution.residualSumOfSquares, solution.residuals)
  }
}
