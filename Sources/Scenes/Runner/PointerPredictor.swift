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
/// - the velocity is the pointer's mean velocity over its newest events, from the newest one
///   back to the first at least ``velocityWindow`` (16 ms) before it (the one before it when
///   events come further apart): Chromium's first-order `LinearPredictor`
///   (ui/base/prediction/linear_predictor.cc) over a window, so whole-pixel positions and
///   whole-millisecond times at a 1 000 Hz mouse still give a steady estimate. Not the
///   Stage `VelocityTracker`'s estimate, the one a release hands to its settle: that fits
///   100 ms, quadratically where it bends, which suits a fling's last speed and reads twice
///   the speed just after a sharp reversal (the fit's slope at the kink), drawing the subject
///   twice as far ahead as the pointer goes;
/// - the horizon is from the instant the frame shows the pointer (resampled, 5 ms before the
///   frame, or its newest event's) to the expected present, less half the recent event spacing
///   (the cursor on the screen moves only when an event comes, so at the present it shows on
///   average where the hand was half a spacing before; the subject is drawn to meet the
///   cursor, which is what the eye compares it with), at most ``maximumHorizon``
///   (25 ms, Chromium's `kMaxPredictionTime` in ui/base/prediction/input_predictor.h); the
///   speed is at most `VelocityTracker.maximumSpeed` (8 000 pt/s), so the offset is at most
///   200 pt, and 25 pt at 1 000 pt/s;
/// - a pointer that has stopped reporting is not extrapolated: one whose newest event is more
///   than two of its recent event spacings (and 4 ms for the 2 ms pump and the whole
///   milliseconds of the events' times) before the frame, and any whose newest event is more
///   than ``maximumGap`` before it (20 ms: Chromium's `kMaxTimeDelta`, Android's
///   `RESAMPLE_MAX_DELTA` in InputTransport.cpp). A mouse reporting every millisecond that
///   falls silent for 6 ms has stopped; drawing it on for 20 ms would put the subject 20 pt
///   past where the hand stopped at 1 000 pt/s;
/// - on each axis where the pointer's newest step goes against the estimate (just after a
///   sharp reversal, while the window still holds the old direction) nothing is predicted
///   (Flick's own rule): drawing further along the old direction would overshoot the turn.
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
/// // The frame at 0.017 shows the pointer at 0.012 and is seen 10 ms after the frame: 15 ms
/// // on, less half the 8 ms spacing (the cursor's own mean delay): 11 ms.
/// predictor.offset(at: 0.017, shownAt: 0.012, presentDelay: 0.010)   // (11, 0)
/// ```
public struct PointerPredictor: Sendable {
  /// The longest look ahead (25 ms, Chromium's `kMaxPredictionTime`).
  public static let maximumHorizon = 0.025
  /// A pointer whose newest event is older than this (20 ms) at the frame has stopped.
  public static let maximumGap = 0.020
  /// How far back the prediction's velocity looks (16 ms, about a frame): long enough that
  /// whole pixels and whole milliseconds average out, short enough to turn with the hand.
  public static let velocityWindow = 0.016
  /// Beyond two recent event spacings, how much longer a pointer may be silent before it counts
  /// as stopped: SDL's events are pumped every 2 ms and stamped in whole milliseconds.
  public static let silenceAllowance = 0.004
  /// The oldest event kept is at most this much before the newest.
  static let kept = 0.100

  /// The pointers down, in the order they went down.
  private var held: [Int] = []
  /// The first held pointer's real events (it is the one a one-pointer drag follows), for the
  /// velocity the HUD shows (the one a release would hand to its settle).
  private var tracker = VelocityTracker()
  /// Its newest real events (times and places, oldest first) over the last 100 ms.
  private var recent: [(time: Double, location: Vector2)] = []
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
      forgetHistory()
      tracker.addSample(event.location, at: event.timestamp)
      remember(event)
    case .move:
      guard held.first == event.id else { return }
      tracker.addSample(event.location, at: event.timestamp)
      if let newest = recent.last, event.location != newest.location {
        newestStep = event.location - newest.location
      }
      remember(event)
    case .up, .cancel:
      let wasTracked = held.first == event.id
      held.removeAll { $0 == event.id }
      // The pointer left down (if any) has no history here: it is predicted once it moves.
      if wasTracked { forgetHistory() }
    }
  }

  /// Forgets every pointer (a new scene never saw them go down).
  public mutating func removeAll() {
    held.removeAll()
    forgetHistory()
  }

  /// The held pointer's velocity (pt/s) as the tracker estimates it at `time` (what a release
  /// then would hand to its settle); zero when none or more than one is held.
  public func velocity(at time: Double) -> Vector2 {
    guard held.count == 1, let newest = recent.last else { return .zero }
    return tracker.velocity(at: max(time, newest.time))
  }

  /// How far ahead of where the frame at `frameTime` shows the pointer (its instant `shownAt`;
  /// nil: its newest real event's, as without resampling) to draw the grabbed point, for a
  /// present `presentDelay` seconds after `frameTime`: the newest events' velocity times the
  /// horizon `frameTime − shownAt + presentDelay` less half the events' recent spacing, capped
  /// at ``maximumHorizon``; zero for a
  /// pointer that stopped reporting, and on an axis where the newest step reversed. Non-finite
  /// times give zero.
  public func offset(at frameTime: Double, shownAt: Double?, presentDelay: Double) -> Vector2 {
    guard held.count == 1, let newest = recent.last, recent.count >= 2, frameTime.isFinite,
      presentDelay.isFinite
    else { return .zero }
    let (velocity, spacing) = recentMotion()
    let silence = frameTime - newest.time
    guard silence <= min(Self.maximumGap, 2 * spacing + Self.silenceAllowance) else { return .zero }
    let shownAt = shownAt ?? newest.time
    guard shownAt.isFinite else { return .zero }
    // The cursor moves only when an event comes: at the present it shows, on average, where the
    // hand was half a spacing before. The subject is drawn to meet the cursor, not the hand.
    let horizon = min(max(frameTime - shownAt + presentDelay - spacing / 2, 0), Self.maximumHorizon)
    // An axis whose newest step goes against the estimate has just turned: nothing ahead.
    let x = velocity.x * newestStep.x < 0 ? 0 : velocity.x * horizon
    let y = velocity.y * newestStep.y < 0 ? 0 : velocity.y * horizon
    return Vector2(x: x, y: y)
  }

  /// The mean velocity from the first event at least ``velocityWindow`` before the newest (or
  /// the oldest kept) to the newest, at most `VelocityTracker.maximumSpeed`, and the mean
  /// spacing of the events between them.
  private func recentMotion() -> (velocity: Vector2, spacing: Double) {
    guard let newest = recent.last, recent.count >= 2 else { return (.zero, 0) }
    var first = recent.count - 2
    while first > 0, newest.time - recent[first].time < Self.velocityWindow { first -= 1 }
    let elapsed = newest.time - recent[first].time
    guard elapsed > 0 else { return (.zero, 0) }
    let velocity = (1 / elapsed) * (newest.location - recent[first].location)
    return (VelocityTracker.capped(velocity), elapsed / Double(recent.count - 1 - first))
  }

  private mutating func remember(_ event: PointerEvent) {
    // Events within the tracker's minimum interval of the newest count as one, at the newer
    // place (a burst stamped in one millisecond), as `VelocityTracker` merges them.
    if let newest = recent.last, event.timestamp - newest.time < VelocityTracker.minimumInterval {
      recent[recent.count - 1].location = event.location
      return
    }
    recent.append((event.timestamp, event.location))
    if let oldestKept = recent.firstIndex(where: { $0.time >= event.timestamp - Self.kept }), oldestKept > 0,
      recent.count > 2
    {
      recent.removeFirst(min(oldestKept, recent.count - 2))
    }
  }

  private mutating func forgetHistory() {
    tracker.reset()
    recent.removeAll(keepingCapacity: true)
    newestStep = .zero
  }
}
