import Foundation
import Motion

/// A timed curve read from a recording: a cubic-Bézier timing curve (Core Animation's
/// `CAMediaTimingFunction`, Motion's `TimingCurve`, what Flick's timed mode plays and its code
/// export writes) over a duration, from one value to another, started at a time.
///
/// Before `start` it stands at `from`, after `start + duration` at `to`: a timed animation is a
/// law of time, not of state, so it explains the stillness either side of it as well.
public struct TimedLaw: Sendable, Hashable {
  /// The timing curve (its control points are `curve.controlPoints`).
  public var curve: TimingCurve
  /// When it starts, on the recording's clock (seconds).
  public var start: Double
  /// How long it runs (seconds).
  public var duration: Double
  /// Where it starts and ends (points).
  public var from: Vector2
  public var to: Vector2

  /// A timed curve from `from` to `to` over `duration` seconds from `start`.
  public init(curve: TimingCurve, start: Double, duration: Double, from: Vector2, to: Vector2) {
    self.curve = curve
    self.start = start
    self.duration = duration
    self.from = from
    self.to = to
  }

  /// When it ends (seconds).
  public var end: Double { start + duration }

  /// Position and velocity at `time`: Motion's own `TimedAnimation` at `time − start`.
  public func state(at time: Double) -> (position: Vector2, velocity: Vector2) {
    let animation = TimedAnimation(from: from, to: to, duration: duration, curve: curve)
    let elapsed = time - start
    guard elapsed >= 0 else { return (from, .zero) }
    return (animation.position(at: elapsed), animation.velocity(at: elapsed))
  }
}
