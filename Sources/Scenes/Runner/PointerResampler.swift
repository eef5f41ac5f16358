import Motion
import Stage

/// Where each held pointer is shown at a frame: Android's touch resampling (InputConsumer in
/// frameworks/native libs/input/InputTransport.cpp, `consumeBatch` and `resampleTouchState`).
/// The pointer a frame shows is where it was at the frame's time less ``latency``, interpolated
/// between the real events either side of that instant, or, past the newest event,
/// extrapolated from the newest two by at most half their spacing and never more than
/// ``maximumPrediction``. Events closer than ``minimumDelta`` (a burst of one timestamp) or,
/// to extrapolate, further apart than ``maximumDelta`` give no line to resample on: the frame
/// shows the newest event no later than the sample time, as Android shows its batch unresampled.
///
/// A mouse reporting every 8 ms under frames every 16.7 ms puts two events in one frame and three
/// in the next: shown at its newest event the pointer moves in uneven steps (judder); shown at
/// one instant a fixed time before each frame it moves evenly, 5 ms later than it could.
///
/// Two choices of Flick's own: Android resamples only when a new batch arrives, so a pointer
/// that stops keeps its last (perhaps extrapolated) place; here a pointer whose newest event is
/// more than ``maximumDelta`` before the sample time has stopped reporting and is shown where it
/// is. And Android resamples fingers only (`shouldResampleTool`); here every held pointer, as a
/// held mouse judders the same way.
///
/// Flutter's `PointerEventResampler` (packages/flutter/lib/src/gestures/resampler.dart) samples
/// at the frame's time plus a negative offset too, but interpolates only (no extrapolation) and
/// holds every event, the release included, until its sample time. Here the real events reach
/// the scene at once and untouched, and the resampled place is only shown (``SceneRunner``), so
/// a release's velocity and settle are what they were without resampling.
///
/// A pure value over the real events' times and places (the runner feeds it every real pointer
/// event it delivers, on the scene's clock), so a replay of the same input makes the same
/// frames.
///
/// ```swift
/// var resampler = PointerResampler()
/// resampler.record(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0.000))
/// resampler.record(PointerEvent(kind: .move, location: Vector2(x: 8, y: 0), timestamp: 0.008))
/// resampler.record(PointerEvent(kind: .move, location: Vector2(x: 16, y: 0), timestamp: 0.016))
/// resampler.shown(at: 0.017)   // the pointer at 0.012: (12, 0), interpolated
/// ```
public struct PointerResampler: Sendable, Equatable {
  /// RESAMPLE_LATENCY: the sample time is the frame's time less this (5 ms).
  public static let latency = 0.005
  /// RESAMPLE_MIN_DELTA: two events closer than this (2 ms) give no line to resample on.
  public static let minimumDelta = 0.002
  /// RESAMPLE_MAX_DELTA: two events further apart than this (20 ms) are too far apart to
  /// extrapolate from.
  public static let maximumDelta = 0.020
  /// RESAMPLE_MAX_PREDICTION: at most this (8 ms) past the newest event, and at most half the
  /// newest two events' spacing.
  public static let maximumPrediction = 0.008
  /// Events kept per pointer at most (a pointer still for long keeps its newest two anyway).
  static let capacity = 256

  /// A real event's place and time.
  public struct Sample: Sendable, Equatable {
    public var time: Double
    public var location: Vector2

    public init(time: Double, location: Vector2) {
      self.time = time
      self.location = location
    }
  }

  /// A held pointer as a frame shows it.
  public struct Shown: Sendable, Equatable {
    public var id: Int
    public var device: PointerDevice
    /// Where the frame shows it.
    public var location: Vector2
    /// The instant it shows (the sample time, or the newest event's no later than it; capped
    /// extrapolation: the instant it reached).
    public var time: Double
    /// Where its newest real event put it.
    public var real: Vector2
    /// The newest real event's time.
    public var realTime: Double
    /// Whether ``location`` was interpolated or extrapolated (not one of the real events').
    public var isResampled: Bool
  }

  private struct Track: Sendable, Equatable {
    var id: Int
    var device: PointerDevice
    var samples: [Sample]
  }

  /// The held pointers, in the order they went down.
  private var tracks: [Track] = []

  public init() {}

  /// Whether any pointer is held.
  public var isEmpty: Bool { tracks.isEmpty }

  /// A real event as delivered: a press starts its pointer's history, a move adds to it, a
  /// release or a cancel ends it. Resampled and non-finite events are ignored.
  public mutating func record(_ event: PointerEvent) {
    guard event.isFinite, !event.isResampled else { return }
    let index = tracks.firstIndex { $0.id == event.id }
    let sample = Sample(time: event.timestamp, location: event.location)
    switch event.kind {
    case .down:
      let track = Track(id: event.id, device: event.device, samples: [sample])
      if let index { tracks[index] = track } else { tracks.append(track) }
    case .move:
      guard let index else { return }
      tracks[index].samples.append(sample)
      if tracks[index].samples.count > Self.capacity {
        tracks[index].samples.removeFirst(tracks[index].samples.count - Self.capacity)
      }
    case .up, .cancel:
      if let index { tracks.remove(at: index) }
    }
  }

  /// Forgets every pointer (a new scene that never saw them go down keeps none).
  public mutating func removeAll() { tracks.removeAll() }

  /// Every held pointer as the frame at `frameTime` (the scene's clock) shows it. Frames come
  /// in order, so what no later frame can need (events before the predecessor of the newest
  /// event no later than this sample time) is let go.
  public mutating func shown(at frameTime: Double) -> [Shown] {
    let sampleTime = frameTime - Self.latency
    return tracks.indices.map { index in
      let samples = tracks[index].samples
      let (location, time) = Self.location(in: samples, at: sampleTime)
      let newest = samples[samples.count - 1]
      if let kept = samples.lastIndex(where: { $0.time <= sampleTime }), kept > 1 {
        tracks[index].samples.removeFirst(kept - 1)
      }
      return Shown(
        id: tracks[index].id, device: tracks[index].device, location: location, time: time,
        real: newest.location, realTime: newest.time, isResampled: location != newest.location)
    }
  }

  /// The resampling rule: where a pointer whose real events are `samples` (in time order, at
  /// least one) is shown at `sampleTime`, and the instant that is. Pure, for the tests.
  public static func location(in samples: [Sample], at sampleTime: Double) -> (Vector2, time: Double) {
    let newest = samples[samples.count - 1]
    // Pressed after the sample time: nothing older to show.
    guard let current = samples.lastIndex(where: { $0.time <= sampleTime }) else {
      return (newest.location, newest.time)
    }
    let a = samples[current]
    if current + 1 < samples.count {
      // Interpolate between the events around the sample time.
      // Whatever their spacing: Android's minimum spacing guards a line drawn from a batch's
      // last two events past the newer, where two events a millisecond apart make a slope of
      // their rounding; between two events around the instant there is no such slope to fear,
      // and showing the older of two events a millisecond apart steps the path by a millisecond.
      let b = samples[current + 1]
      let delta = b.time - a.time
      guard delta > 0 else { return (a.location, a.time) }
      return (lerp(a.location, b.location, (sampleTime - a.time) / delta), sampleTime)
    }
    // Past the newest event: extrapolate from it and the one before, a little.
    guard current > 0, nanoseconds(sampleTime - a.time) <= nanoseconds(maximumDelta) else {
      return (a.location, a.time)
    }
    let before = samples[current - 1]
    let delta = a.time - before.time
    guard nanoseconds(delta) >= nanoseconds(minimumDelta), nanoseconds(delta) <= nanoseconds(maximumDelta)
    else {
      return (a.location, a.time)
    }
    let time = min(sampleTime, a.time + min(delta / 2, maximumPrediction))
    return (lerp(a.location, before.location, (a.time - time) / delta), time)
  }

  /// A span in whole nanoseconds, the resolution Android compares its limits in: two events
  /// 20 ms apart in seconds can differ by 0.020000000000000018 s (0.40 − 0.38), which is "more
  /// than 20 ms" in doubles; such a device (50 Hz) got no prediction on some gaps and some not,
  /// and its drawn path stood still on every frame that fell in one.
  static func nanoseconds(_ seconds: Double) -> Double { (seconds * 1e9).rounded() }

  /// Android's `lerp(a, b, alpha)`, per axis: a + alpha (b − a).
  private static func lerp(_ a: Vector2, _ b: Vector2, _ alpha: Double) -> Vector2 {
    Vector2(x: a.x + alpha * (b.x - a.x), y: a.y + alpha * (b.y - a.y))
  }
}
