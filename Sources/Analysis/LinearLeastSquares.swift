/// Least squares for a few basis functions shared by both axes: x ≈ B·cx and y ≈ B·cy.
///
/// Every law the analysis fits is linear in its starting state and target once its rates are
/// fixed (a spring's response and damping ratio, a decay's time constant), so the fitters solve
/// for those exactly here and search only the rates (variable projection). The normal equations
/// are solved with the columns scaled to unit length and a ridge far below rounding of a
/// well-posed fit, so a column that vanishes (a spring too slow to leave its start) gets a zero
/// coefficient instead of a division by zero.
struct LinearLeastSquares {
  /// The coefficients for x and y, one per column.
  var x: [Double]
  var y: [Double]
  /// Σ (residual x² + residual y²).
  var residualSumOfSquares: Double
  /// The largest residual along either axis.
  var largestResidual: Double
  /// The residuals, x then y for each row (only when asked for).
  var residuals: [Double]

  /// Fits `columns` basis functions, stored row by row in `basis` (row i's column j at
  /// i·columns + j), to `xs` and `ys`.
  init(basis: [Double], columns: Int, xs: ArraySlice<Double>, ys: ArraySlice<Double>, keepResiduals: Bool) {
    let rows = xs.count
    var gram = [Double](repeating: 0, count: columns * columns)
    var projectedX = [Double](repeating: 0, count: columns)
    var projectedY = [Double](repeating: 0, count: columns)
    let xStart = xs.startIndex
    let yStart = ys.startIndex
    for row in 0..<rows {
      let base = row * columns
      let valueX = xs[xStart + row]
      let valueY = ys[yStart + row]
      for j in 0..<columns {
        let value = basis[base + j]
        projectedX[j] += value * valueX
        projectedY[j] += value * valueY
        for k in j..<columns { gram[j * columns + k] += value * basis[base + k] }
      }
    }
    var scale = [Double](repeating: 0, count: columns)
    for j in 0..<columns {
      scale[j] = gram[j * columns + j] > 0 ? 1 / gram[j * columns + j].squareRoot() : 0
    }
    // The scaled, symmetric matrix with its ridge, factored once (Cholesky) for both axes.
    var factor = [Double](repeating: 0, count: columns * columns)
    for j in 0..<columns {
      for k in j..<columns {
        let value = gram[j * columns + k] * scale[j] * scale[k]
        factor[j * columns + k] = value
        factor[k * columns + j] = value
      }
      factor[j * columns + j] += 1e-13
    }
    for j in 0..<columns {
      var diagonal = factor[j * columns + j]
      for k in 0..<j { diagonal -= factor[j * columns + k] * factor[j * columns + k] }
      diagonal = diagonal > 1e-300 ? diagonal.squareRoot() : 1e-150
      factor[j * columns + j] = diagonal
      for i in (j + 1)..<columns {
        var value = factor[i * columns + j]
        for k in 0..<j { value -= factor[i * columns + k] * factor[j * columns + k] }
        factor[i * columns + j] = value / diagonal
      }
    }
    func solve(_ rhs: [Double]) -> [Double] {
      var z = [Double](repeating: 0, count: columns)
      for i in 0..<columns {
        var value = rhs[i] * scale[i]
        for k in 0..<i { value -= factor[i * columns + k] * z[k] }
        z[i] = value / factor[i * columns + i]
      }
      var solution = [Double](repeating: 0, count: columns)
      for i in stride(from: columns - 1, through: 0, by: -1) {
        var value = z[i]
        for k in (i + 1)..<columns { value -= factor[k * columns + i] * solution[k] }
        solution[i] = value / factor[i * columns + i]
      }
      for i in 0..<columns { solution[i] *= scale[i] }
      return solution
    }
    x = solve(projectedX)
    y = solve(projectedY)
    var sum = 0.0
    var largest = 0.0
    residuals = keepResiduals ? [Double](repeating: 0, count: 2 * rows) : []
    for row in 0..<rows {
      let base = row * columns
      var fittedX = 0.0
      var fittedY = 0.0
      for j in 0..<columns {
        fittedX += basis[base + j] * x[j]
        fittedY += basis[base + j] * y[j]
      }
      let errorX = xs[xStart + row] - fittedX
      let errorY = ys[yStart + row] - fittedY
      sum += errorX * errorX + errorY * errorY
      largest = Swift.max(largest, Swift.abs(errorX), Swift.abs(errorY))
      if keepResiduals {
        residuals[2 * row] = errorX
        residuals[2 * row + 1] = errorY
      }
    }
    residualSumOfSquares = sum
    largestResidual = largest
  }
}
