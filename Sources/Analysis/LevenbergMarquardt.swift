/// Levenberg–Marquardt for a few parameters (one or two rates), with a forward-difference
/// Jacobian and box bounds: minimises Σ r(θ)² from a starting guess.
///
/// Marquardt's scaling (the damping added to JᵀJ's diagonal in proportion to it), as in MINPACK's
/// lmdif; the rates it searches are in units where a step of 1e-6 is a fair difference (the log
/// of a time, a damping ratio).
struct LevenbergMarquardt {
  /// The residuals for parameters θ (a fixed length for every θ).
  var residuals: ([Double]) -> [Double]
  /// Each parameter's allowed range.
  var bounds: [ClosedRange<Double>]
  var maximumIterations = 60

  func minimize(from start: [Double]) -> (parameters: [Double], sumOfSquares: Double) {
    let count = start.count
    var theta = clamp(start)
    var current = residuals(theta)
    var cost = sumOfSquares(current)
    var damping = 1e-3
    for _ in 0..<maximumIterations {
      // Forward-difference Jacobian, one column per parameter.
      var jacobian: [[Double]] = []
      for j in 0..<count {
        var shifted = theta
        let step = 1e-6 * Swift.max(1, Swift.abs(theta[j]))
        shifted[j] += step
        if shifted[j] > bounds[j].upperBound { shifted[j] = theta[j] - step }
        let actualStep = shifted[j] - theta[j]
        let moved = residuals(shifted)
        jacobian.append(zip(moved, current).map { ($0 - $1) / actualStep })
      }
      var normal = [Double](repeating: 0, count: count * count)
      var gradient = [Double](repeating: 0, count: count)
      for j in 0..<count {
        for k in 0..<count {
          var value = 0.0
          for i in 0..<current.count { value += jacobian[j][i] * jacobian[k][i] }
          normal[j * count + k] = value
        }
        var value = 0.0
        for i in 0..<current.count { value += jacobian[j][i] * current[i] }
        gradient[j] = value
      }
      var improved = false
      for _ in 0..<12 {
        var system = normal
        for j in 0..<count { system[j * count + j] += damping * Swift.max(normal[j * count + j], 1e-12) }
        guard let step = Self.solve(system, gradient.map { -$0 }, count) else {
          damping *= 10
          continue
        }
        let candidate = clamp(zip(theta, step).map { $0 + $1 })
        let candidateResiduals = residuals(candidate)
        let candidateCost = sumOfSquares(candidateResiduals)
        if candidateCost.isFinite, candidateCost < cost {
          let change = cost - candidateCost
          theta = candidate
          current = candidateResiduals
          cost = candidateCost
          damping = Swift.max(damping / 3, 1e-12)
          improved = change > 1e-13 * Swift.max(cost, 1e-300)
          break
        }
        damping *= 4
      }
      if !improved { break }
    }
    return (theta, cost)
  }

  private func clamp(_ theta: [Double]) -> [Double] {
    zip(theta, bounds).map { Swift.min(Swift.max($0, $1.lowerBound), $1.upperBound) }
  }

  private func sumOfSquares(_ values: [Double]) -> Double { values.reduce(0) { $0 + $1 * $1 } }

  /// Gaussian elimination with partial pivoting for a 1×1 or 2×2 (or small) system.
  static func solve(_ matrix: [Double], _ rhs: [Double], _ size: Int) -> [Double]? {
    var a = matrix
    var b = rhs
    for column in 0..<size {
      var pivot = column
      for row in (column + 1)..<size
      where Swift.abs(a[row * size + column]) > Swift.abs(a[pivot * size + column]) {
        pivot = row
      }
      guard Swift.abs(a[pivot * size + column]) > 1e-300 else { return nil }
      if pivot != column {
        for k in 0..<size { a.swapAt(column * size + k, pivot * size + k) }
        b.swapAt(column, pivot)
      }
      for row in (column + 1)..<size {
        let factor = a[row * size + column] / a[column * size + column]
        for k in column..<size { a[row * size + k] -= factor * a[column * size + k] }
        b[row] -= factor * b[column]
      }
    }
    var solution = [Double](repeating: 0, count: size)
    for row in stride(from: size - 1, through: 0, by: -1) {
      var value = b[row]
      for k in (row + 1)..<size { value -= a[row * size + k] * solution[k] }
      solution[row] = value / a[row * size + row]
    }
    return solution.allSatisfy(\.isFinite) ? solution : nil
  }
}
