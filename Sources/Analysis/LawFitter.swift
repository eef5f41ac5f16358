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
    case held, decay, spring
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
    }
  }

  /// The rates a fitted law was found with (to start the next fit of a longer range from).
  static func rates(of law: MotionLaw) -> [Double]? {
    switch law {
    case .held: nil
    case .decay(let timeConstant): [log(timeConstant)]
    case .spring(let parameters, _): [log(parameters.response), parameters.dampingRatio]
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
    }
    guard let rates = rates(of: law) else { return false }
    return zip(rates, bounds).contains { rate, range in
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
