import Foundation

/// The exact solution of a damped spring, m·x'' + c·x' + k·x = 0, over any time step: the
/// solver behind every spring Motion runs, kept inside the package as Flutter keeps its
/// `_SpringSolution` behind `SpringDescription` (a client describes a spring with
/// ``Spring`` and evaluates it with ``Spring/evaluate(displacement:velocity:after:)``).
///
/// The solution is linear in the starting state, so a step of `dt` is four numbers:
/// x(dt) = A·x0 + B·v0 and v(dt) = C·x0 + D·v0 (``Coefficients``). A step of 250 ms equals
/// fifteen steps of 16.7 ms to rounding, at every frame rate; velocity is the derivative of the
/// same expression, never a finite difference.
///
/// One formula serves every damping ratio. With α = ζω0 and q = ω0²(ζ² − 1):
/// x(t) = e^(−αt)·(x0·Ch(t) + (v0 + α·x0)·Sh(t)), where Ch and Sh are cos(ωd t) and
/// sin(ωd t)/ωd when underdamped (q < 0, ωd = √−q), cosh(γt) and sinh(γt)/γ when overdamped
/// (q > 0, γ = √q), and 1 and t when critically damped. Near ζ = 1 (|q·t²| < 0.01) Ch and Sh
/// are summed from their Taylor series, which is the same function, so there is no branch to
/// be "numerically safe" about: ζ = 1 ± 1e-7 is as exact as ζ = 0.5. The overdamped case is
/// written with e^((γ−α)t) and e^(−(γ+α)t), never cosh of a large argument, so a long step of a
/// stiff, heavily damped spring underflows to zero instead of overflowing to NaN.
///
/// ```swift
/// let spring = SpringSolution(.handDriven)
/// let (x, v) = spring.evaluate(displacement: 484.0, velocity: -1500.0, after: 0.25)
/// ```
@usableFromInline package struct SpringSolution: Sendable, Hashable {
  /// The constants this spring solves for.
  package let parameters: Spring
  /// ω0² = k / m.
  @usableFromInline let squaredFrequency: Double
  /// α = ζ·ω0 = c / 2m: the rate at which the envelope decays.
  @usableFromInline let decayRate: Double
  /// q = α² − ω0² = ω0²(ζ² − 1): negative underdamped, zero critical, positive overdamped.
  @usableFromInline let discriminant: Double
  @usableFromInline let isValid: Bool

  /// Precomputes the solution for `parameters` (invalid ones give a spring that snaps).
  package init(_ parameters: Spring) {
    self.parameters = parameters
    let valid = parameters.isValid
    let omega0 = valid ? parameters.undampedAngularFrequency : 0
    let zeta = valid ? parameters.dampingRatio : 0
    let squaredFrequency = omega0 * omega0
    let decayRate = zeta * omega0
    // (ζ − 1)(ζ + 1) rather than ζ² − 1 keeps the few bits that matter near ζ = 1.
    let discriminant = squaredFrequency * (zeta - 1) * (zeta + 1)
    self.squaredFrequency = squaredFrequency
    self.decayRate = decayRate
    self.discriminant = discriminant
    self.isValid = valid && squaredFrequency.isFinite && decayRate.isFinite && discriminant.isFinite
  }

  /// The linear map from (x0, v0) to (x(dt), v(dt)).
  @usableFromInline package struct Coefficients: Sendable, Hashable {
    /// A: x(dt) per unit of x0.
    @usableFromInline package var positionFromPosition: Double
    /// B: x(dt) per unit of v0.
    @usableFromInline package var positionFromVelocity: Double
    /// C: v(dt) per unit of x0.
    @usableFromInline package var velocityFromPosition: Double
    /// D: v(dt) per unit of v0.
    @usableFromInline package var velocityFromVelocity: Double

    /// The map x(dt) = A·x0 + B·v0, v(dt) = C·x0 + D·v0.
    package init(
      positionFromPosition: Double, positionFromVelocity: Double, velocityFromPosition: Double,
      velocityFromVelocity: Double
    ) {
      self.positionFromPosition = positionFromPosition
      self.positionFromVelocity = positionFromVelocity
      self.velocityFromPosition = velocityFromPosition
      self.velocityFromVelocity = velocityFromVelocity
    }

    /// The map that leaves a state unchanged (dt = 0).
    package static let identity = Coefficients(
      positionFromPosition: 1, positionFromVelocity: 0, velocityFromPosition: 0, velocityFromVelocity: 1)

    /// The map that sends every state to rest at the target (invalid parameters).
    package static let snap = Coefficients(
      positionFromPosition: 0, positionFromVelocity: 0, velocityFromPosition: 0, velocityFromVelocity: 0)

    /// The state after the step, from the state before it.
    @inlinable
    package func apply<Value: AnimatableValue>(displacement: Value, velocity: Value) -> (
      displacement: Value, velocity: Value
    ) {
      (
        positionFromPosition * displacement + positionFromVelocity * velocity,
        velocityFromPosition * displacement + velocityFromVelocity * velocity
      )
    }
  }

  /// The coefficients for a step of `dt` seconds. A zero, negative or non-finite `dt` gives
  /// ``Coefficients/identity``; invalid parameters give ``Coefficients/snap``.
  package func coefficients(after dt: Double) -> Coefficients {
    guard dt.isFinite, dt > 0 else { return .identity }
    guard isValid else { return .snap }
    let (decayedCh, decayedSh) = decayedBasis(after: dt)
    return coefficients(decayedCh: decayedCh, decayedSh: decayedSh)
  }

  /// The map from e^(−αt)·Ch(t) and e^(−αt)·Sh(t); ``Coefficients/snap`` if not finite.
  func coefficients(decayedCh: Double, decayedSh: Double) -> Coefficients {
    let alphaSh = decayRate * decayedSh
    let result = Coefficients(
      positionFromPosition: decayedCh + alphaSh,
      positionFromVelocity: decayedSh,
      velocityFromPosition: -squaredFrequency * decayedSh,
      velocityFromVelocity: decayedCh - alphaSh)
    let finite =
      result.positionFromPosition.isFinite && result.positionFromVelocity.isFinite
      && result.velocityFromPosition.isFinite && result.velocityFromVelocity.isFinite
    return finite ? result : .snap
  }

  /// The state `dt` seconds after (`displacement`, `velocity`); displacement is position − target.
  package func evaluate<Value: AnimatableValue>(displacement: Value, velocity: Value, after dt: Double) -> (
    displacement: Value, velocity: Value
  ) {
    coefficients(after: dt).apply(displacement: displacement, velocity: velocity)
  }

  /// e^(−αt)·Ch(t) and e^(−αt)·Sh(t).
  func decayedBasis(after t: Double) -> (Double, Double) {
    let z = discriminant * t * t
    if Swift.abs(z) < 1e-2 {
      // Ch = Σ zⁿ/(2n)!, Sh = t·Σ zⁿ/(2n+1)!: with |z| < 0.01 six terms are below 1e-17.
      var ch = 1.0
      var sh = 1.0
      var chTerm = 1.0
      var shTerm = 1.0
      for n in 1...6 {
        let twoN = Double(2 * n)
        chTerm *= z / ((twoN - 1) * twoN)
        shTerm *= z / (twoN * (twoN + 1))
        ch += chTerm
        sh += shTerm
      }
      let envelope = exp(-decayRate * t)
      return (envelope * ch, envelope * sh * t)
    }
    if discriminant < 0 {
      let dampedFrequency = (-discriminant).squareRoot()
      let envelope = exp(-decayRate * t)
      let phase = dampedFrequency * t
      return (envelope * cos(phase), envelope * sin(phase) / dampedFrequency)
    }
    // Overdamped: roots −α ± γ; γ − α = −ω0² / (α + γ) without cancellation.
    let gamma = discriminant.squareRoot()
    let slow = exp(-squaredFrequency / (decayRate + gamma) * t)
    let fast = exp(-(decayRate + gamma) * t)
    return (0.5 * (slow + fast), 0.5 * (slow - fast) / gamma)
  }

  /// See ``Spring/settlingDuration(from:velocity:restDistance:)``. `shiftedVelocity`
  /// is |v0 + α·x0|.
  func settlingDuration(displacement: Double, shiftedVelocity: Double, restDistance: Double) -> Double {
    guard isValid else { return 0 }
    var best = Double.infinity
    if discriminant < 0 {
      // Underdamped: |x0·cos + (b/ωd)·sin| ≤ √(x0² + (b/ωd)²), decaying as e^(−αt).
      let dampedFrequency = (-discriminant).squareRoot()
      let scaledVelocity = shiftedVelocity / dampedFrequency
      let amplitude = (displacement * displacement + scaledVelocity * scaledVelocity).squareRoot()
      if amplitude < restDistance { return 0 }
      if decayRate > 0 {
        let time = log(amplitude / restDistance) / decayRate
        if time.isFinite { best = Swift.max(0, time) }
      }
    }
    // The hyperbolic bound E(t) = e^(−αt)·(|x0|·cosh γt + |b|·sinh(γt)/γ), γ = √|q|, holds for
    // every damping ratio (|cos| ≤ cosh, |sin s| ≤ sinh s) and decays when γ < α: always when
    // overdamped, and when underdamped with ζ > 1/√2, where near ζ = 1 it is far tighter than
    // the b/ωd amplitude above. Either bound staying under restDistance settles the spring.
    let gamma = Swift.abs(discriminant).squareRoot()
    if gamma < decayRate {
      best = Swift.min(best, hyperbolicSettlingDuration(displacement, shiftedVelocity, restDistance))
    }
    return best
  }

  /// E(t) rises at most once and then falls, so "falling and below restDistance" turns true
  /// once and stays true: doubling then bisection find that time.
  private func hyperbolicSettlingDuration(
    _ displacement: Double, _ shiftedVelocity: Double, _ restDistance: Double
  ) -> Double {
    let bound = SpringSolution(
      parameters: parameters, squaredFrequency: squaredFrequency, decayRate: decayRate,
      discriminant: Swift.abs(discriminant))
    func settled(_ t: Double) -> Bool {
      let (ch, sh) = bound.decayedBasis(after: t)
      let envelope = displacement * ch + shiftedVelocity * sh
      // E'(t)·e^(αt) = Ch·(|b| − α|x0|) + Sh·(|x0|·γ² − α|b|).
      let slope =
        ch * (shiftedVelocity - decayRate * displacement) + sh
        * (displacement * bound.discriminant - decayRate * shiftedVelocity)
      return envelope < restDistance && slope <= 0
    }
    if settled(0) { return 0 }
    var low = 0.0
    var high = 1 / decayRate
    var doublings = 0
    while !settled(high) {
      low = high
      high *= 2
      doublings += 1
      if doublings > 64 || !high.isFinite { return .infinity }
    }
    for _ in 0..<64 {
      let middle = 0.5 * (low + high)
      if settled(middle) { high = middle } else { low = middle }
      if high - low <= 1e-12 * high { break }
    }
    return high
  }

  private init(
    parameters: Spring, squaredFrequency: Double, decayRate: Double, discriminant: Double
  ) {
    self.parameters = parameters
    self.squaredFrequency = squaredFrequency
    self.decayRate = decayRate
    self.discriminant = discriminant
    self.isValid = true
  }
}
