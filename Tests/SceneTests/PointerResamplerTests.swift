import Motion
import Stage
import Testing

@testable import Scenes

/// The resampling rule (``PointerResampler``, Android's InputTransport `resampleTouchState`) on
/// synthetic event streams, and what it does to a drag through the scene runner: the card moves
/// evenly under 8 ms events and 60 Hz frames, and leaves the pointer as without it.
@Suite("Pointer resampling")
struct PointerResamplerTests {
  typealias Sample = PointerResampler.Sample

  /// Events along x at `speed` pt/s, one every `spacing` seconds from t = 0, `count` of them.
  static func line(spacing: Double, count: Int, speed: Double = 1000) -> [Sample] {
    (0..<count).map {
      Sample(time: Double($0) * spacing, location: Vector2(x: speed * Double($0) * spacing, y: 0))
    }
  }

  static func x(_ samples: [Sample], at time: Double) -> (x: Double, time: Double) {
    let (location, shownTime) = PointerResampler.location(in: samples, at: time)
    return (location.x, shownTime)
  }

  @Test func between8MsEventsThePointerIsInterpolatedToTheSampleTime() {
    let samples = Self.line(spacing: 0.008, count: 4)
    let shown = Self.x(samples, at: 0.013)
    #expect(abs(shown.x - 13) < 1e-9)
    #expect(shown.time == 0.013)
  }

  @Test func between16MsEventsToo_andPastTheNewestItIsExtrapolatedAtMostHalfTheSpacingAnd8Ms() {
    let samples = Self.line(spacing: 0.016, count: 3)
    #expect(abs(Self.x(samples, at: 0.020).x - 20) < 1e-9)
    // Newest at 32 ms, spacing 16 ms: at most 8 ms on (both caps agree), whatever the sample time.
    let ahead = Self.x(samples, at: 0.045)
    #expect(abs(ahead.x - 40) < 1e-9)
    #expect(abs(ahead.time - 0.040) < 1e-12)
    // 8 ms spacing: half of it, 4 ms.
    let eight = Self.x(Self.line(spacing: 0.008, count: 3), at: 0.030)
    #expect(abs(eight.x - 20) < 1e-9)
  }

  /// A 50 Hz device, its events at a script's times: 0.40 − 0.38 is 0.020000000000000018 in
  /// doubles, which is 20 ms, the spacing Android still extrapolates from (it compares whole
  /// nanoseconds). Compared in seconds, this gap got no prediction and its neighbours did.
  @Test func eventsExactly20MsApartAreExtrapolatedFrom() {
    #expect(0.40 - 0.38 > PointerResampler.maximumDelta)
    let samples = [
      Sample(time: 0.38, location: Vector2(x: 420, y: 0)),
      Sample(time: 0.40, location: Vector2(x: 360, y: 0)),
    ]
    // 11.7 ms past the newest: 8 ms on at 3 000 pt/s (half the spacing is 10).
    let ahead = Self.x(samples, at: 0.4117)
    #expect(abs(ahead.x - 336) < 1e-9)
    #expect(abs(ahead.time - 0.408) < 1e-12)
    // And a pointer silent for exactly 20 ms since its newest event still is.
    #expect(abs(Self.x(samples, at: 0.42).x - 336) < 1e-9)
  }

  @Test func eventsCloserThan2MsGiveNoLinePastTheNewest_butAreInterpolatedBetween() {
    // 1 ms spacing (a 1 kHz mouse): nothing is extrapolated past the newest event (a slope of
    // two events a millisecond apart is their rounding's)...
    let samples = Self.line(spacing: 0.001, count: 20)
    #expect(Self.x(samples, at: 0.030) == (19, 0.019))
    // ...but between two events around the sample time the pointer is where the line between
    // them puts it: showing the older stepped the drawn path by up to a millisecond of motion.
    let between = Self.x(samples, at: 0.0125)
    #expect(abs(between.x - 12.5) < 1e-9)
    #expect(abs(between.time - 0.0125) < 1e-12)
  }

  @Test func aBurstOfEqualTimestampsIsShownAtItsNewestEvent() {
    let samples = [
      Sample(time: 0.000, location: Vector2(x: 0, y: 0)),
      Sample(time: 0.010, location: Vector2(x: 6, y: 0)),
      Sample(time: 0.010, location: Vector2(x: 10, y: 0)),
    ]
    // Past the burst: its two events are 0 ms apart, no line to extrapolate on.
    #expect(Self.x(samples, at: 0.014) == (10, 0.010))
    // Before it: interpolated towards its first event, not a division by zero.
    let before = Self.x(samples, at: 0.005)
    #expect(abs(before.x - 3) < 1e-12)
    #expect(before.x.isFinite)
  }

  @Test func aSharpReversalIsInterpolatedAcrossAndExtrapolatedOnTheNewDirection() {
    let samples = [
      Sample(time: 0.000, location: Vector2(x: 0, y: 0)),
      Sample(time: 0.008, location: Vector2(x: 8, y: 0)),
      Sample(time: 0.016, location: Vector2(x: 4, y: 0)),
    ]
    #expect(abs(Self.x(samples, at: 0.012).x - 6) < 1e-12)
    // On from 4 along the last two events' line (−500 pt/s) for at most 4 ms: 2, never past it.
    #expect(abs(Self.x(samples, at: 0.025).x - 2) < 1e-12)
    #expect(abs(Self.x(samples, at: 0.020).x - 2) < 1e-12)
  }

  @Test func aStillPointerIsShownWhereItIs() {
    let samples = Self.line(spacing: 0.008, count: 3)
    // The newest event is more than 20 ms before the sample time: it stopped reporting.
    #expect(Self.x(samples, at: 0.040) == (16, 0.016))
    // One event only (just pressed), or pressed after the sample time: where it is.
    #expect(Self.x([Sample(time: 0.1, location: Vector2(x: 5, y: 5))], at: 0.2) == (5, 0.1))
    #expect(Self.x(samples, at: -0.001) == (16, 0.016))
  }

  @Test func theResamplerShowsEachHeldPointerAndForgetsItAtItsRelease() {
    var resampler = PointerResampler()
    resampler.record(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0))
    resampler.record(PointerEvent(kind: .move, location: Vector2(x: 8, y: 0), timestamp: 0.008))
    resampler.record(
      PointerEvent(kind: .move, location: Vector2(x: 99, y: 0), timestamp: 0.009, isResampled: true))
    resampler.record(PointerEvent(kind: .move, location: Vector2(x: 16, y: 0), timestamp: 0.016))
    let shown = resampler.shown(at: 0.017)
    #expect(shown.count == 1)
    #expect(abs(shown[0].location.x - 12) < 1e-12)
    #expect(shown[0].real == Vector2(x: 16, y: 0))
    #expect(shown[0].isResampled)
    resampler.record(PointerEvent(kind: .up, location: Vector2(x: 16, y: 0), timestamp: 0.02))
    #expect(resampler.isEmpty)
  }

  // MARK: Through the runner

  /// The card dragged right at 1 000 pt/s with a move every 8 ms, frames at 60 Hz: the card's
  /// x on each frame, and the release's hand-off.
  static func drag(resampling: Bool) -> (xs: [Double], handoff: Handoff?) {
    let runner = SceneRunner(scene: "card", size: Size(width: 960, height: 640))
    runner.resamplesPointers = resampling
    let card = (runner.scene as! CardScene).card
    let press = 0.2
    var events = [PointerEvent(kind: .down, location: Vector2(x: 480, y: 352), timestamp: press)]
    for step in 1...37 {
      let t = press + Double(step) * 0.008
      events.append(
        PointerEvent(kind: .move, location: Vector2(x: 480 + 1000 * (t - press), y: 352), timestamp: t))
    }
    events.append(
      PointerEvent(kind: .up, location: events[events.count - 1].location, timestamp: press + 0.3))
    var xs: [Double] = []
    var pending = events[...]
    for frame in 12...40 {
      let time = Double(frame) / 60
      var inputs: [(time: Double, input: SceneInput)] = []
      while let next = pending.first, next.timestamp <= time {
        inputs.append((next.timestamp, .pointer(next)))
        pending.removeFirst()
      }
      runner.step(to: time, inputs: inputs)
      xs.append((runner.scene as! CardScene).card === card ? card.presentation.center.x : .nan)
    }
    return (xs, (runner.scene as! CardScene).lastHandoff)
  }

  /// Spread of the frame-to-frame steps relative to their mean, over frames 14…29 (the drag's
  /// steady part: after its first step, before its last event).
  static func judder(_ xs: [Double]) -> Double {
    let steps = (3..<18).map { xs[$0] - xs[$0 - 1] }
    let mean = steps.reduce(0, +) / Double(steps.count)
    let variance = steps.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(steps.count)
    return variance.squareRoot() / mean
  }

  @Test func aSteadyDragAt8MsEventsAnd60HzMovesTheCardEvenly() throws {
    let resampled = Self.drag(resampling: true)
    let plain = Self.drag(resampling: false)
    #expect(Self.judder(resampled.xs) < 0.05)
    // Shown at its newest event, the card moves 16 then 24 pt: the test means something.
    #expect(Self.judder(plain.xs) > 0.10)
    // The release continues the path the frames drew: it starts where the resampling shows the
    // pointer at the release's instant, 5 ms behind its last real place, with the same velocity
    // (a steady drag's is the same at both instants).
    let release = try #require(resampled.handoff)
    let real = try #require(plain.handoff)
    #expect(release.releaseVelocity == real.releaseVelocity)
    #expect(release.time == real.time)
    #expect(release.from.y == real.from.y)
    // The release at 0.5 s, where the last move (0.496 s) left x at 776: shown at 0.495 s, 1 pt on
    // the line behind it.
    #expect(abs(real.from.x - release.from.x - 1) < 1e-9)
  }
}
