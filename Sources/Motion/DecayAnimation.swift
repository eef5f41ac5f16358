import Foundation

/// A flick with no target: the velocity decays exponentially, as UIScrollView's deceleration
/// and POP's `POPDecayAnimation` do.
///
/// v(t) = v0·e^(−t/τ) and x(t) = x0 + v0·τ·(1 − e^(−t/τ)), evaluated in closed form from the
/// start at the total elapsed time, so every frame rate gives the same curve.
///
/// ```swift
/// var coast = DecayAnimation(from: 384.0, velocity: -1500.0)  // UIScrollView's normal rate
/// coast.restingValue  // 384 − 1500·0.4995 ≈ −365.3: where it would drift to
/// coast.target        // ≈ −364.3: where it actually stops (see below)
/// ```
///
/// Where it ends: the animation is done when the speed falls to `restSpeed`, which happens at
/// t* = τ·ln(|v0| / restSpeed), at x0 + v0·τ·(1 − restSpeed/|v0|). The first advance past t*
/// lands exactly there with zero velocity, so ``target`` is that point and equals the final
/// ``value`` exactly, at every frame rate. It falls short of ``restingValue`` (the asymptote,
/// UIScrollView's `targetContentOffset`) by restSpeed·τ: about 1 pt with the defaults. Nothing
/// snaps: the last step only drops the remaining 2 pt/s.
///
/// Bad input never produces NaN: a non-finite `from` starts at zero; a non-finite `velocity` is
/// zero; a deceleration rate outside (0, 1) or a time constant that is not positive and finite
/// finishes at once at `from`; a non-finite or negative `restSpeed` takes the default 2. A speed
/// already at or under `restSpeed` finishes at once at `from`. A `restSpeed` of 0 never
/// finishes: it drifts towards ``restingValue`` for ever.
public struct DecayAnimation<Value: AnimatableValue>: Animation {
  /// Where the flick started.
  public let origin: Value
  /// The velocity at the start, in units per second.
  public let initialVelocity: Value
  /// τ in seconds: the velocity falls by a factor e every τ.
  public let timeConstant: Double
  public let restSpeed: Double
  /// Seconds since the start (stops growing at ``duration``).
  @inlinable public var elapsed: Double { storedElapsed }
  /// How long the animation runs: t* = τ·ln(|v0| / restSpeed), or 0.
  public let duration: Double
  /// Where the animation stops (see the type's notes); equals ``value`` once finished.
  public let target: Value
  @inlinable public var value: Value { storedValue }
  @inlinable public var velocity: Value { storedVelocity }
  // Stepping is @inlinable so that other modules get it specialised for their value type; its
  // state therefore lives in @usableFromInline storage behind the read-only accessors.
  @usableFromInline var storedElapsed = 0.0
  @usableFromInline var storedValue: Value
  @usableFromInline var storedVelocity: Value

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

  /// A decay with UIScrollView's and POP's per-millisecond `decelerationRate` (0.998 normal,
  /// 0.99 fast).
  public init(from: Value, velocity: Value, decelerationRate: Double = 0.998, restSpeed: Double = 2) {
    self.init(
      from: from, velocity: velocity,
      timeConstant: Self.timeConstant(decelerationRate: decelerationRate), restSpeed: restSpeed)
  }

  /// A decay with time constant τ in seconds.
  public init(from: Value, velocity: Value, timeConstant: Double, restSpeed: Double = 2) {
    let origin = from.isFinite ? from : .zero
    var initialVelocity = velocity.isFinite ? velocity : .zero
    let tau = timeConstant.isFinite && timeConstant > 0 ? timeConstant : 0
    let restSpeed = restSpeed.isFinite && restSpeed >= 0 ? restSpeed : 2
    let speed = initialVelocity.magnitude
    var duration = 0.0
    var target = origin
    if tau > 0 && speed > restSpeed {
      duration = restSpeed > 0 ? tau * log(speed / restSpeed) : .infinity
      let travel = (1 - restSpeed / speed) * tau
      target = origin + travel * initialVelocity
      if (!duration.isFinite && restSpeed > 0) || !target.isFinite {
        (duration, target) = (0, origin)
      }
    }
    if duration == 0 { initialVelocity = .zero }
    self.origin = origin
    self.initialVelocity = initialVelocity
    self.timeConstant = tau
    self.restSpeed = restSpeed
    self.duration = duration
    self.target = target
    self.storedValue = duration > 0 ? origin : target
    self.storedVelocity = initialVelocity
  }

  /// The asymptote x0 + v0·τ: where the value would drift to if it never stopped.
  public var restingValue: Value { origin + timeConstant * initialVelocity }

  @inlinable public var isFinished: Bool { storedElapsed >= duration }

  @inlinable
  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0, !isFinished else { return }
    storedElapsed = Swift.min(storedElapsed + dt, duration)
    if storedElapsed >= duration {
      storedValue = target
      storedVelocity = .zero
      return
    }
    storedVelocity = exp(-storedElapsed / timeConstant) * initialVelocity
    // x0 + v0·τ·(1 − e^(−t/τ)) = x0 + τ·(v0 − v): one exp per step. The subtraction cancels for
    // small t, but only to an absolute error of τ·|v0|·1e-16 (1e-13 pt for a fast flick).
    storedValue = origin + timeConstant * (initialVelocity - storedVelocity)
  }
}
