import Foundation

extension SpringSolution {
  /// The exponential and trigonometric values of the last step computed in full, kept so that
  /// a step of a nearby length is composed from them instead of paying an exp, a cos and a sin:
  /// real frame timestamps jitter around one frame interval, so dt differs every frame but by
  /// well under a millisecond.
  ///
  /// The composition is exact: e^(−α(t+δ)) = e^(−αt)·e^(−αδ) and the angle-sum formulas for
  /// cos and sin (underdamped), or the product of each exponential (overdamped). Only the
  /// small step δ's own e^(−αδ), cos(ωd·δ) and sin(ωd·δ) come from series, used when every
  /// rate times |δ| is at most ``reuseReach``, where their series to the eighth power leave under
  /// 1e-15 (relative).
  ///
  /// It keeps the last two such steps, so a schedule that alternates between two rates (a
  /// variable-refresh display, a frame dropped every other frame) composes from one of them.
  @usableFromInline
  struct StepBasis: Sendable {
    /// The step these values are for; 0: none yet.
    var dt = 0.0
    /// Underdamped: e^(−αt)·cos(ωd·t). Overdamped: e^(−λ_slow·t).
    var first = 0.0
    /// Underdamped: e^(−αt)·sin(ωd·t). Overdamped: e^(−λ_fast·t).
    var second = 0.0
    /// ωd (underdamped) or γ (overdamped) of the spring the values are for, kept so a composed
    /// step needs no square root.
    var frequency = 0.0
    /// The step computed in full before this one.
    var older: (dt: Double, first: Double, second: Double) = (0, 0, 0)

    @usableFromInline init() {}

    /// Makes the older step the current one when `dt` is nearer to it.
    mutating func choose(nearest dt: Double) {
      guard older.dt > 0, Swift.abs(dt - older.dt) < Swift.abs(dt - self.dt) else { return }
      let nearer = older
      older = current
      current = nearer
    }

    /// Keeps a step computed in full, the current one becoming the older.
    mutating func keep(dt: Double, first: Double, second: Double) {
      older = current
      current = (dt, first, second)
    }

    private var current: (dt: Double, first: Double, second: Double) {
      get { (dt, first, second) }
      set { (dt, first, second) = newValue }
    }
  }

  /// The largest |rate·δ| composed from a kept step (see ``StepBasis``).
  static let reuseReach = 0.05

  /// ``coefficients(after:)``, composed from `basis` when `dt` is near the step it holds, else
  /// computed in full and kept in `basis`. Near critical damping (the series branch) it is
  /// always computed in full.
  @usableFromInline
  func coefficients(after dt: Double, reusing basis: inout StepBasis) -> Coefficients {
    guard dt.isFinite, dt > 0, isValid, Swift.abs(discriminant * dt * dt) >= 1e-2 else {
      return coefficients(after: dt)
    }
    basis.choose(nearest: dt)
    let delta = dt - basis.dt
    if basis.frequency == 0 { basis.frequency = Swift.abs(discriminant).squareRoot() }
    if discriminant < 0 {
      let dampedFrequency = basis.frequency
      if basis.dt > 0, Swift.abs(dampedFrequency * delta) <= Self.reuseReach,
        Swift.abs(decayRate * delta) <= Self.reuseReach
      {
        let decay = Self.exponential(-decayRate * delta)
        let (cosine, sine) = Self.cosineAndSine(dampedFrequency * delta)
        let decayedCos = decay * (basis.first * cosine - basis.second * sine)
        let decayedSin = decay * (basis.second * cosine + basis.first * sine)
        return coefficients(decayedCh: decayedCos, decayedSh: decayedSin / dampedFrequency)
      }
      let envelope = exp(-decayRate * dt)
      let phase = dampedFrequency * dt
      let decayedCos = envelope * cos(phase)
      let decayedSin = envelope * sin(phase)
      basis.keep(dt: dt, first: decayedCos, second: decayedSin)
      return coefficients(decayedCh: decayedCos, decayedSh: decayedSin / dampedFrequency)
    }
    // Overdamped: rates λ_slow = ω0² / (α + γ) ≤ λ_fast = α + γ.
    let gamma = basis.frequency
    let slowRate = squaredFrequency / (decayRate + gamma)
    let fastRate = decayRate + gamma
    let slow: Double
    let fast: Double
    if basis.dt > 0, Swift.abs(fastRate * delta) <= Self.reuseReach {
      slow = basis.first * Self.exponential(-slowRate * delta)
      fast = basis.second * Self.exponential(-fastRate * delta)
    } else {
      slow = exp(-slowRate * dt)
      fast = exp(-fastRate * dt)
      basis.keep(dt: dt, first: slow, second: fast)
    }
    return coefficients(decayedCh: 0.5 * (slow + fast), decayedSh: 0.5 * (slow - fast) / gamma)
  }

  /// e^x for |x| ≤ ``reuseReach``: Σ xⁿ/n! to n = 8 in Horner form, by reciprocals (the rest
  /// is under 1e-17).
  @inline(__always)
  static func exponential(_ x: Double) -> Double {
    let r8 = 1.0 / 8
    let r7 = 1.0 / 7
    let r6 = 1.0 / 6
    let r5 = 1.0 / 5
    let r4 = 1.0 / 4
    let r3 = 1.0 / 3
    return 1 + x
      * (1 + x * 0.5 * (1 + x * r3 * (1 + x * r4 * (1 + x * r5 * (1 + x * r6 * (1 + x * r7 * (1 + x * r8)))))))
  }

  /// cos x and sin x for |x| ≤ ``reuseReach``: their series to x⁶ and x⁷, then the next term
  /// (the rest is under 1e-15).
  @inline(__always)
  static func cosineAndSine(_ x: Double) -> (Double, Double) {
    let x2 = x * x
    let cosine = 1 - x2 * (1.0 / 2) * (1 - x2 * (1.0 / 12) * (1 - x2 * (1.0 / 30) * (1 - x2 * (1.0 / 56))))
    let sine =
      x * (1 - x2 * (1.0 / 6) * (1 - x2 * (1.0 / 20) * (1 - x2 * (1.0 / 42) * (1 - x2 * (1.0 / 72)))))
    return (cosine, sine)
  }
}
