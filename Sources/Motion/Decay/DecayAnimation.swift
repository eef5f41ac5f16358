import Foundation

/// A flick with no target: the velocity decays exponentially, as UIScrollView's deceleration,
/// POP's `POPDecayAnimation` and Android's `FlingAnimation` do.
///
/// v(t) = v0·e^(−t/τ) and x(t) = x0 + v0·τ·(1 − e^(−t/τ)), evaluated in closed form from the
/// start at the total elapsed time, so every frame rate gives the same curve. The same
/// functions are available for any time without advancing: ``position(at:)``,
/// ``velocity(at:)``, ``isDone(at:)`` (it is a ``Simulation``).
///
/// ```swift
/// var coast = DecayAnimation(from: 384.0, velocity: -1500.0)  // UIScrollView's normal rate
/// coast.restingValue  // 384 − 1500·0.4995 ≈ −365.3: where it would drift to
/// coast.target        // ≈ −364.3: where it actually stops (see below)
/// coast.duration      // ≈ 3.3 s: when
/// coast.setVelocity(-500)  // a new flick from wherever it is now
/// ```
///
/// Where it ends: the animation is done when the speed falls to `restSpeed`, which happens at
/// t* = τ·ln(|v0| / restSpeed), at x0 + v0·τ·(1 − restSpeed/|v0|). The first advance past t*
/// lands exactly there with zero velocity, so ``target`` is that point and equals the final
/// ``value`` exactly, at every frame rate. It falls short of ``restingValue`` (the asymptote,
/// UIScrollView's `targetContentOffset`) by restSpeed·τ: about 1 pt with the defaults. Nothing
/// snaps: the last step only drops the remaining 2 pt/s.
///
/// Bounds (Android's `setMinValue`/`setMaxValue`, for `Double` values): a decay given `bounds`
/// stops where it reaches one, at the time it gets there, exactly (``endsAtBound``).
///
/// Bad input never produces NaN: a non-finite `from` starts at zero; a non-finite `velocity` is
/// zero; a deceleration rate outside (0, 1) or a time constant that is not positive and finite
/// finishes at once at `from`; a non-finite or negative `restSpeed` takes the default 2. A speed
/// already at or under `restSpeed` finishes at once at `from`. A `restSpeed` of 0 never
/// finishes: it drifts towards ``restingValue`` for ever.
public struct DecayAnimation<Value: AnimatableValue>: Animation, Simulation {
  /// Where the flick started (where ``setVelocity(_:)`` last restarted it).
  @inlinable public var origin: Value { storedOrigin }
  /// The velocity at the start, in units per second.
  @inlinable public var initialVelocity: Value { storedInitialVelocity }
  /// τ in seconds: the velocity falls by a factor e every τ.
  public let timeConstant: Double
  /// The speed at which the decay stops, in units per second.
  public let restSpeed: Double
  /// Seconds since the start (stops growing at ``duration``).
  @inlinable public var elapsed: Double { storedElapsed }
  /// How long the animation runs: t* = τ·ln(|v0| / restSpeed), or the time it reaches a bound,
  /// or 0.
  @inlinable public var duration: Double { storedDuration }
  /// Where the animation stops (see the type's notes); equals ``value`` once finished.
  @inlinable public var target: Value { storedTarget }
  /// Whether the decay stops at a bound rather than by slowing to ``restSpeed``.
  public private(set) var endsAtBound = false
  @inlinable public var value: Value { storedValue }
  @inlinable public var velocity: Value { storedVelocity }
  // Stepping is @inlinable so that other modules get it specialised for their value type; its
  // state therefore lives in @usableFromInline storage behind the read-only accessors.
  @usableFromInline var storedOrigin: Value
  @usableFromInline var storedInitialVelocity: Value
  @usableFromInline var storedElapsed = 0.0
  @usableFromInline var storedDuration = 0.0
  @usableFromInline var storedTarget: Value
  @usableFromInline var storedValue: Value
  @usableFromInline var storedVelocity: Value
  /// For bounded decays: the distance to the bound ahead of (origin, velocity) and the bound.
  let boundaryAhead: (@Sendable (Value, Value) -> (distance: Double, stop: Value)?)?
  /// The bounds a `Double` decay was given.
  let storedBounds: ClosedRange<Double>?

  /// UIScrollView's `UIScrollViewDecelerationRateNormal`, per millisecond.
  public static var normalDecelerationRate: Double { 0.998 }
  /// UIScrollView's `UIScrollViewDecelerationRateFast`, per millisecond.
  public static var fastDecelerationRate: Double { 0.99 }

  /// τ = −1 / (1000·ln d) for a per-millisecond rate d: the velocity is multiplied by d every
  /// millisecond. 0.998 gives τ ≈ 0.4995 s. Returns 0 for a rate outside (0, 1).
  public static func timeConstant(decelerationRate: Double) -> Double {
    guard decelerationRate.isFinite, decelerationRate > 0, decelerationRate < 1 else { return 0 }
    return -1 / (1000 * log(decelerationRate))
  }

  /// τ = 1 / (4.2·friction) for Android's `FlingAnimation.setFriction` (its `DragForce`
  /// multiplies the velocity by e^(−4.2·friction·t); friction 1 is the default, τ ≈ 0.238 s).
  ///
  /// - Throws: ``MotionError`` unless `friction` is positive and finite (Android throws
  ///   `IllegalArgumentException("Friction must be positive")`).
  public static func timeConstant(flingFriction friction: Double) throws(MotionError) -> Double {
    try MotionError.requirePositive(friction, "friction")
    return 1 / (4.2 * friction)
  }

  /// A decay with UIScrollView's and POP's per-millisecond `decelerationRate` (0.998 normal,
  /// 0.99 fast).
  public init(
    from: Value, velocity: Value, decelerationRate: Double = normalDecelerationRate, restSpeed: Double = 2
  ) {
    self.init(
      from: from, velocity: velocity,
      timeConstant: Self.timeConstant(decelerationRate: decelerationRate), restSpeed: restSpeed)
  }

  /// A decay with time constant τ in seconds.
  public init(from: Value, velocity: Value, timeConstant: Double, restSpeed: Double = 2) {
    self.init(from: from, velocity: velocity, timeConstant: timeConstant, restSpeed: restSpeed, bounds: nil)
  }

  /// Android's `FlingAnimation` with `setFriction(friction)`; the default `restSpeed` is
  /// Android's velocity threshold for pixels, 46.875 px/s (``Tolerance/androidPixels``).
  ///
  /// - Throws: ``MotionError`` unless `friction` is positive and finite.
  public init(from: Value, velocity: Value, flingFriction friction: Double, restSpeed: Double = 46.875)
    throws(MotionError)
  {
    self.init(
      from: from, velocity: velocity, timeConstant: try Self.timeConstant(flingFriction: friction),
      restSpeed: restSpeed)
  }

  init(
    from: Value, velocity: Value, timeConstant: Double, restSpeed: Double,
    bounds: (range: ClosedRange<Double>, ahead: @Sendable (Value, Value) -> (distance: Double, stop: Value)?)?
  ) {
    let origin = from.isFinite ? from : .zero
    self.timeConstant = timeConstant.isFinite && timeConstant > 0 ? timeConstant : 0
    self.restSpeed = restSpeed.isFinite && restSpeed >= 0 ? restSpeed : 2
    self.boundaryAhead = bounds?.ahead
    self.storedBounds = bounds?.range
    self.storedOrigin = origin
    self.storedInitialVelocity = .zero
    self.storedTarget = origin
    self.storedValue = origin
    self.storedVelocity = .zero
    start(from: origin, velocity: velocity.isFinite ? velocity : .zero)
  }

  /// Computes where and when a decay from (`origin`, `velocity`) ends, and starts it.
  private mutating func start(from origin: Value, velocity: Value) {
    let tau = timeConstant
    let speed = velocity.magnitude
    var initialVelocity = velocity
    var duration = 0.0
    var target = origin
    endsAtBound = false
    if tau > 0 && speed > restSpeed {
      duration = restSpeed > 0 ? tau * log(speed / restSpeed) : .infinity
      let travel = (1 - restSpeed / speed) * tau
      target = origin + travel * initialVelocity
      if (!duration.isFinite && restSpeed > 0) || !target.isFinite {
        (duration, target) = (0, origin)
      }
      // A bound closer than the natural stop ends the decay there: distance s is covered at
      // t = −τ·ln(1 − s / (|v0|·τ)), which is finite because s < |v0|·τ.
      if duration > 0, let (distance, stop) = boundaryAhead?(origin, initialVelocity),
        distance < speed * travel
      {
        duration = -tau * log1p(-distance / (speed * tau))
        target = stop
        endsAtBound = true
      }
    }
    if duration == 0 { initialVelocity = .zero }
    storedOrigin = origin
    storedInitialVelocity = initialVelocity
    storedElapsed = 0
    storedDuration = duration
    storedTarget = target
    storedValue = duration > 0 ? origin : target
    storedVelocity = initialVelocity
  }

  /// The asymptote x0 + v0·τ: where the value would drift to if it never stopped.
  public var restingValue: Value { origin + timeConstant * initialVelocity }

  @inlinable public var isFinished: Bool { storedElapsed >= storedDuration }

  /// Android's `FlingAnimation.setStartVelocity` on a running fling: a new flick from the
  /// current value with `velocity`, so the position is continuous and only the velocity jumps.
  /// Time restarts at 0 (``elapsed``, ``position(at:)``) and ``target`` and ``duration`` are
  /// computed anew; a finished decay starts moving again. A non-finite velocity counts as zero.
  public mutating func setVelocity(_ velocity: Value) {
    start(from: storedValue, velocity: velocity.isFinite ? velocity : .zero)
  }

  /// The position `time` seconds after the start (or the last ``setVelocity(_:)``), in closed
  /// form: ``origin`` before 0, ``target`` from ``duration`` on.
  @inlinable public func position(at time: Double) -> Value { state(at: time).position }

  /// The velocity `time` seconds after the start: v0·e^(−t/τ), zero from ``duration`` on.
  @inlinable public func velocity(at time: Double) -> Value { state(at: time).velocity }

  /// Position and velocity at `time` with one exponential: v = v0·e^(−t/τ) and
  /// x = x0 + v0·τ·(1 − e^(−t/τ)) = x0 + τ·(v0 − v). The subtraction cancels for small t, but
  /// only to an absolute error of τ·|v0|·1e-16 (1e-13 pt for a fast flick).
  @inlinable func state(at time: Double) -> (position: Value, velocity: Value) {
    guard time > 0 else { return (storedOrigin, storedInitialVelocity) }
    guard time < storedDuration else { return (storedTarget, .zero) }
    let velocity = exp(-time / timeConstant) * storedInitialVelocity
    return (storedOrigin + timeConstant * (storedInitialVelocity - velocity), velocity)
  }

  /// Whether the decay has stopped by `time`: `time >= duration`.
  public func isDone(at time: Double) -> Bool { time >= storedDuration }

  public var endPosition: Value? { storedTarget }

  @inlinable
  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0, !isFinished else { return }
    storedElapsed = Swift.min(storedElapsed + dt, storedDuration)
    (storedValue, storedVelocity) = state(at: storedElapsed)
  }
}

extension DecayAnimation where Value == Double {
  /// A decay that also stops where it reaches `bounds`: Android's `FlingAnimation` with
  /// `setMinValue` and `setMaxValue` ("when a fling animation reaches the min value, the
  /// animation will end immediately"). POP's decay likewise never passes its end.
  ///
  /// ```swift
  /// var fling = try DecayAnimation(from: 100.0, velocity: 2000, timeConstant: 0.5, bounds: 0...300)
  /// fling.target      // 300: it would coast to about 1100
  /// fling.endsAtBound // true
  /// ```
  ///
  /// - Throws: ``MotionError`` when `from` is not finite or is outside `bounds` (Android throws
  ///   "Starting value need to be in between min value and max value"). Infinite bounds are no
  ///   bound on that side.
  public init(
    from: Double, velocity: Double, timeConstant: Double, restSpeed: Double = 2, bounds: ClosedRange<Double>
  ) throws(MotionError) {
    guard from.isFinite else { throw .notFinite(parameter: "from", value: from) }
    guard bounds.contains(from) else {
      throw .outOfRange(parameter: "from", value: from, range: "\(bounds.lowerBound)…\(bounds.upperBound)")
    }
    self.init(
      from: from, velocity: velocity, timeConstant: timeConstant, restSpeed: restSpeed,
      bounds: (
        bounds,
        { origin, velocity in
          let edge = velocity > 0 ? bounds.upperBound : bounds.lowerBound
          guard edge.isFinite else { return nil }
          return (Swift.abs(edge - origin), edge)
        }
      ))
  }

  /// The same with UIScrollView's per-millisecond `decelerationRate`.
  public init(
    from: Double, velocity: Double, decelerationRate: Double = normalDecelerationRate, restSpeed: Double = 2,
    bounds: ClosedRange<Double>
  ) throws(MotionError) {
    try self.init(
      from: from, velocity: velocity, timeConstant: Self.timeConstant(decelerationRate: decelerationRate),
      restSpeed: restSpeed, bounds: bounds)
  }

  /// The bounds the decay stops at, if it was given any.
  public var bounds: ClosedRange<Double>? { storedBounds }
}
