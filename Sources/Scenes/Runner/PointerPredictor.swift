import Motion
import Stage

/// How far ahead of the pointer a held subject is drawn (`--predict`, L): the pointer's velocity
/// times the time until the frame reaches the screen, so that what is drawn meets the pointer
/// where it will be when the frame is seen, not where it was when the frame was made.
///
/// Only the drawing moves: the host draws the grabbed layer offset by ``offset(at:shownAt:presentDelay:)``
/// while the model, the hit test, the velocity handed to a release and the trace's positions
/// stay where the real events put them.
///
/// The rule, on the real events of the one held pointer (none while two or more are down: a
/// pinch's or a rotation's subject does not follow one pointer):
/// - the velocity is the Stage `VelocityTracker`'s estimate, the one a release would hand to
///   its settle (a least-squares fit over the last 100 ms, capped at 8 000 pt/s);
/// - the horizon is from the instant the frame shows the pointer (resampled, 5 ms before the
///   frame, or its newest event's) to the expected present, at most ``maximumHorizon``
///   (25 ms, Chromium's `kMaxPredictionTime` in ui/base/prediction/input_predictor.h); so the
///   offset is at most 8 000 pt/s × 25 ms = 200 pt, and 25 pt at 1 000 pt/s;
/// - a pointer whose newest event is more than ``maximumGap`` before the frame has stopped
///   reporting and is not extrapolated (20 ms: Chromium's `kMaxTimeDelta`, Android's
///   `RESAMPLE_MAX_DELTA` in InputTransport.cpp);
/// - on each axis where the pointer's newest step goes against the estimate (just after a
///   sharp reversal, while the 100 ms fit still reads the old direction) nothing is predicted
///   (Flick's own rule): drawing further along the old direction would overshoot the turn for
///   as long as the fit takes to turn, and then jump back.
///
/// Android's InputTransport extrapolates at most 8 ms and half the events' spacing (its
/// resampling, ``PointerResampler``); UIKit's predicted touches look about one frame ahead.
/// A present 10 to 20 ms after the sample time needs more than either to catch up, so the cap
/// is Chromium's, whose predicted events are drawn ahead of the pointer the same way.
///
/// A pure value over the events' timestamps (the runner feeds it every real pointer event it
/// delivers, on the scene's clock); it never reads a clock.
///
/// ```swift
/// var predictor = PointerPredictor()
/// predictor.record(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0.000))
/// predictor.record(PointerEvent(kind: .move, location: Vector2(x: 8, y: 0), timestamp: 0.008))
/// predictor.record(PointerEvent(kind: .move, location: Vector2(x: 16, y: 0), timestamp: 0.016))
/// // The frame at 0.017 shows the pointer at 0.012 and is seen 10 ms after the frame: 15 ms on.
/// predictor.offset(at: 0.017, shownAt: 0.012, presentDelay: 0.010)   // (15, 0)
/// ```
public struct PointerPredictor: Sendable {
  /// The longest look ahead (25 ms, Chromium's `kMaxPredictionTime`).
  public static let maximumHorizon = 0.025
  /// A pointer whose newest event is older than this (20 ms) at the frame has stopped.
  public static let maximumGap = 0.020

  /// The pointers down, in the order they went down.
  private var held: [Int] = []
  /// The first held pointer's real events (it is the one a one-pointer drag follows).
  private var tracker = VelocityTracker()
  /// Its newest real event's time and place.
  private var newest: (time: Double, location: Vector2)?
  /// Its newest step that moved it (newest place less the one before), zero before it moved.
  private var newestStep = Vector2.zero

  public init() {}

  /// A real event as delivered: a press starts its pointer's history (the first held pointer's
  /// is the one tracked), a move adds to it, a release or a cancel ends it. Resampled and
  /// non-finite events are ignored.
  public mutating func record(_ event: PointerEvent) {
    guard event.isFinite, !event.isResampled else { return }
    switch event.kind {
    case .down:
      if !held.contains(event.id) { held.append(event.id) }
      guard held.first == event.id else { return }
      tracker.reset()
      tracker.addSample(event.location, at: event.timestamp)
      newest = (event.timestamp, event.location)
      newestStep = .zero
    case .move:
      guard held.first == event.id else { return }
      tracker.addSample(event.location, at: event.timestamp)
      if let newest, event.location != newest.location { newestStep = event.location - newest.location }
      newest = (event.timestamp, event.location)
    case .up, .cancel:
      let wasTracked = held.first == event.id
      held.removeAll { $0 == event.id }
      // The pointer left down (if any) has no history here: it is predicted once it moves.
      if wasTracked {
        tracker.reset()
        newest = nil
        newestStep = .zero
      }
    }
  }

  /// Forgets every pointer (a new scene never saw them go down).
  public mutating func removeAll() {
    held.removeAll()
    tracker.reset()
    newest = nil
    newestStep = .zero
  }

  /// The held pointer's velocity (pt/s) as the tracker estimates it at `time`; zero when none
  /// or more than one is held.
  public func velocity(at time: Double) -> Vector2 {
    guard held.count == 1, let newest else { return .zero }
    return tracker.velocity(at: max(time, newest.time))
  }

  /// How far ahead of where the frame at `frameTime` shows the pointer (its instant `shownAt`;
  /// nil: its newest real event's, as without resampling) to draw the grabbed point, for a
  /// present `presentDelay` seconds after `frameTime`: the velocity times the horizon
  /// `frameTime − shownAt + presentDelay`, capped at ``maximumHorizon``; zero for a stopped
  /// pointer, and on an axis where the newest step reversed. Non-finite times give zero.
  public func offset(at frameTime: Double, shownAt: Double?, presentDelay: Double) -> Vector2 {
    guard let newest, held.count == 1, frameTime.isFinite, presentDelay.isFinite,
      frameTime - newest.time <= Self.maximumGap
    else { return .zero }
    let shownAt = shownAt ?? newest.time
    guard shownAt.isFinite else { return .zero }
    let horizon = min(max(frameTime - shownAt + presentDelay, 0), Self.maximumHorizon)
    let velocity = tracker.velocity(at: max(frameTime, newest.time))
    // An axis whose newest step goes against the estimate has just turned: nothing ahead.
    let x = velocity.x * newestStep.x < 0 ? 0 : velocity.x * horizon
    let y = velocity.y * newestStep.y < 0 ? 0 : velocity.y * horizon
    return Vector2(x: x, y: y)
  }
}
