/// A duration and a curve from one value to another: `UIView.animate(withDuration:)`.
///
/// ```swift
/// var present = TimedAnimation(from: Vector2(x: 480, y: -90), to: Vector2(x: 480, y: 320), duration: 0.35)
/// present.advance(by: 0.175)
/// present.progress  // 0.5: the seed's percentComplete
/// present.value     // (480, 115): easeInOut is halfway at half time
/// ```
///
/// ``velocity`` is analytic: (to − from)·slope / duration, with the curve's dy/dx; it is zero
/// once finished. Finished, ``value`` is `to` exactly.
///
/// It is also a ``Simulation``: ``position(at:)`` and ``velocity(at:)`` give the curve at any
/// time since the start without advancing.
///
/// Bad input never produces NaN: a duration that is not positive and finite finishes at once
/// at `to`; a non-finite `to` finishes at once at `from`; a non-finite `from` finishes at once at
/// `to` (at zero when both are non-finite); a curve with non-finite control points is linear.
public struct TimedAnimation<Value: AnimatableValue>: Animation, Simulation {
  /// The value at the start.
  public let from: Value
  /// The value at the end.
  public let to: Value
  /// Seconds; 0 when the given duration was not positive and finite or an end was not finite.
  public let duration: Double
  /// The pacing.
  public let curve: TimingCurve
  /// Seconds since the start, up to ``duration``.
  public private(set) var elapsed: Double = 0
  /// The value now.
  public private(set) var value: Value
  /// The velocity now, analytic (see the type).
  public private(set) var velocity: Value

  /// From `from` to `to` in `duration` seconds, paced by `curve`.
  public init(from: Value, to: Value, duration: Double, curve: TimingCurve = .easeInOut) {
    let start: Value
    let end: Value
    switch (from.isFinite, to.isFinite) {
    case (true, true): (start, end) = (from, to)
    case (true, false): (start, end) = (from, from)
    case (false, true): (start, end) = (to, to)
    case (false, false): (start, end) = (.zero, .zero)
    }
    self.from = start
    self.to = end
    let endpointsValid = from.isFinite && to.isFinite
    self.duration = endpointsValid && duration.isFinite && duration > 0 ? duration : 0
    self.curve = curve
    self.value = start
    self.velocity = .zero
    update()
  }

  /// elapsed / duration, clamped to 0…1 (1 for a zero duration): the seed's percentComplete.
  public var progress: Double {
    duration > 0 ? Swift.min(Swift.max(elapsed / duration, 0), 1) : 1
  }

  /// `to`.
  public var target: Value { to }

  /// Whether the duration has elapsed.
  public var isFinished: Bool { elapsed >= duration }

  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0, !isFinished else { return }
    elapsed = Swift.min(elapsed + dt, duration)
    update()
  }

  /// The value `time` seconds after the start: `from` before it, `to` from ``duration`` on.
  public func position(at time: Double) -> Value {
    guard duration > 0, time < duration else { return to }
    let progress = time > 0 ? time / duration : 0
    return from + curve.value(at: progress) * (to - from)
  }

  /// The velocity `time` seconds after the start: (to − from)·slope / duration, zero from
  /// ``duration`` on (and before the start).
  public func velocity(at time: Double) -> Value {
    guard duration > 0, time < duration, time >= 0 else { return .zero }
    return (curve.slope(at: time / duration) / duration) * (to - from)
  }

  /// Whether `time` is at or past ``duration``.
  public func isDone(at time: Double) -> Bool { time >= duration }

  /// `to`.
  public var endPosition: Value? { to }

  private mutating func update() {
    if isFinished {
      value = to
      velocity = .zero
      return
    }
    value = position(at: elapsed)
    velocity = velocity(at: elapsed)
    if !value.isFinite || !velocity.isFinite {
      // Only an overflow of (to − from) can get here: finish rather than show NaN.
      elapsed = duration
      value = to
      velocity = .zero
    }
  }
}
