import Motion
import Stage
import Testing

@testable import Scenes

/// The prediction rule (``PointerPredictor``) on synthetic event streams: how far ahead of the
/// pointer a held subject is drawn, for a frame whose pointer is shown 5 ms before it and whose
/// present comes 10 ms after it (a 15 ms horizon, less half the events' spacing: the cursor's
/// own mean delay), without timing anything.
@Suite("Pointer prediction")
struct PointerPredictorTests {
  /// The frame's pointer is shown 5 ms before it (the resampling's sample time) and seen 10 ms
  /// after it: 15 ms ahead of the pointer's instant, less half the spacing of its events.
  static let shownBefore = 0.005
  static let presentDelay = 0.010

  /// A predictor fed a press at t = 0 and moves along x at `speed` pt/s, one every `spacing`
  /// seconds, `count` events in all (press included).
  static func dragged(spacing: Double, count: Int, speed: Double = 1000) -> PointerPredictor {
    var predictor = PointerPredictor()
    for index in 0..<count {
      let time = Double(index) * spacing
      predictor.record(
        PointerEvent(
          kind: index == 0 ? .down : .move, location: Vector2(x: speed * time, y: 0), timestamp: time))
    }
    return predictor
  }

  static func offset(_ predictor: PointerPredictor, frameAt time: Double) -> Vector2 {
    predictor.offset(at: time, shownAt: time - shownBefore, presentDelay: presentDelay)
  }

  /// A steady drag is drawn its speed times the horizon ahead, the horizon shortened by half
  /// the events' spacing: the cursor shows where the hand was half a spacing ago on average
  /// (14.5 pt at 1 ms, 11 at 8 ms, 7 at 16 ms, at 1 000 pt/s).
  @Test(arguments: [0.001, 0.008, 0.016])
  func aSteadyDragIsDrawnToMeetTheCursor(spacing: Double) {
    // 200 ms of a 1 000 pt/s drag; the frame just after the newest event.
    let predictor = Self.dragged(spacing: spacing, count: Int((0.2 / spacing).rounded()) + 1)
    let offset = Self.offset(predictor, frameAt: 0.2 + 0.001)
    #expect(abs(offset.x - 1000 * (0.015 - spacing / 2)) < 1e-6, "\(offset)")
    #expect(offset.y == 0)
  }

  /// A mouse's events in bursts: two of one timestamp every 8 ms (the second is 4 ms further
  /// on), as X delivers them when a frame's poll reads two motions stamped in the same
  /// millisecond. The burst counts once, at its newest place; nothing divides by zero.
  @Test func burstsOfEqualTimestampsGiveTheSteadySpeed() {
    var predictor = PointerPredictor()
    predictor.record(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0))
    for step in 1...25 {
      let time = Double(step) * 0.008
      predictor.record(
        PointerEvent(kind: .move, location: Vector2(x: 1000 * time - 4, y: 0), timestamp: time))
      predictor.record(PointerEvent(kind: .move, location: Vector2(x: 1000 * time, y: 0), timestamp: time))
    }
    let offset = Self.offset(predictor, frameAt: 0.201)
    #expect(offset.x.isFinite)
    #expect(abs(offset.x - 11) < 0.5, "\(offset)")
  }

  /// A sharp reversal: 200 ms right at 1 000 pt/s, then straight back. The 100 ms fit still
  /// reads "right" for a while after the turn; drawing the subject further right then would
  /// overshoot the turn, so from the first step back nothing is drawn ahead on x until the
  /// estimate turns too, and then it leads the pointer back.
  @Test func aSharpReversalIsNotDrawnPastTheTurn() {
    var predictor = Self.dragged(spacing: 0.008, count: 26)
    // At the turn (the newest event the turning point), still drawn ahead: nothing says it turns.
    #expect(Self.offset(predictor, frameAt: 0.201).x > 10)
    var offsets: [Double] = []
    for step in 1...20 {
      let time = 0.2 + Double(step) * 0.008
      predictor.record(
        PointerEvent(
          kind: .move, location: Vector2(x: 200 - 1000 * Double(step) * 0.008, y: 0), timestamp: time))
      offsets.append(Self.offset(predictor, frameAt: time + 0.001).x)
    }
    // Never ahead past the turn once the pointer went back...
    #expect(offsets.allSatisfy { $0 <= 0 }, "\(offsets)")
    // ...and once the fit has only the way back (100 ms later), ahead along it again.
    #expect(abs(offsets[offsets.count - 1] + 11) < 1e-6, "\(offsets)")
  }

  @Test func aStillPointerIsNotDrawnAhead() {
    let predictor = Self.dragged(spacing: 0.008, count: 26)
    // The newest event at 200 ms; a frame 21 ms later: it stopped reporting.
    #expect(Self.offset(predictor, frameAt: 0.221) == .zero)
    // A pointer that reports its place while still: once the fit's 100 ms hold no move, zero.
    var still = Self.dragged(spacing: 0.008, count: 26)
    for step in 1...14 {
      still.record(
        PointerEvent(kind: .move, location: Vector2(x: 200, y: 0), timestamp: 0.2 + Double(step) * 0.008))
    }
    #expect(abs(Self.offset(still, frameAt: 0.2 + 14 * 0.008 + 0.001).x) < 1e-9)
    // Pressed and not moved.
    var pressed = PointerPredictor()
    pressed.record(PointerEvent(kind: .down, location: Vector2(x: 5, y: 5), timestamp: 0))
    #expect(Self.offset(pressed, frameAt: 0.001) == .zero)
  }

  /// A mouse reporting every millisecond (or every 8 ms) that falls silent has stopped once it
  /// is quiet for two of its spacings and 4 ms more (at most 20 ms): a frame 5 ms after its
  /// newest event still draws it ahead, one 7 ms after does not, where a 20 ms rule for every
  /// pointer would draw a 1 000 pt/s drag 20 pt past where the hand stopped.
  @Test func aPointerThatFallsSilentForTwoOfItsSpacingsHasStopped() {
    let fast = Self.dragged(spacing: 0.001, count: 201)
    #expect(abs(Self.offset(fast, frameAt: 0.205).x - 14.5) < 1e-6)
    #expect(Self.offset(fast, frameAt: 0.207) == .zero)
    let slow = Self.dragged(spacing: 0.008, count: 26)
    #expect(abs(Self.offset(slow, frameAt: 0.219).x - 11) < 1e-6)
    #expect(Self.offset(slow, frameAt: 0.221) == .zero)
  }

  /// A 1 000 Hz mouse dragged right at 1 000 pt/s and sharply back at the same speed: a fit over
  /// 100 ms that bends at the kink reads up to twice the speed back; the prediction's own
  /// velocity, over the newest 16 ms, never draws the subject further ahead than the pointer
  /// goes in the horizon (14.5 pt), and is back at 14.5 pt along the new way 16 ms after the
  /// turn.
  @Test func afterASharpReversalNothingIsDrawnFurtherAheadThanThePointerGoes() {
    var predictor = Self.dragged(spacing: 0.001, count: 201)
    var offsets: [Double] = []
    for step in 1...150 {
      let time = 0.2 + Double(step) * 0.001
      predictor.record(
        PointerEvent(
          kind: .move, location: Vector2(x: 200 - 1000 * Double(step) * 0.001, y: 0), timestamp: time))
      offsets.append(Self.offset(predictor, frameAt: time + 0.001).x)
    }
    #expect(offsets.allSatisfy { $0 <= 1e-9 && $0 >= -14.5 - 1e-6 }, "\(offsets.min() ?? 0)")
    #expect(offsets[16...].allSatisfy { abs($0 + 14.5) < 1e-6 }, "\(offsets)")
  }

  /// However late the present, at most 25 ms ahead (Chromium's `kMaxPredictionTime`); and the
  /// tracker's 8 000 pt/s cap bounds the offset to 200 pt.
  @Test func theHorizonAndSoTheOffsetAreBounded() {
    let predictor = Self.dragged(spacing: 0.008, count: 26)
    let late = predictor.offset(at: 0.201, shownAt: 0.196, presentDelay: 1)
    #expect(abs(late.x - 25) < 1e-6)
    let fast = Self.dragged(spacing: 0.008, count: 26, speed: 20_000)
    let capped = fast.offset(at: 0.201, shownAt: 0.196, presentDelay: 1)
    #expect(abs(capped.x - 200) < 1e-6)
    // A present before the pointer's instant (a clock disagreeing) looks nowhere back.
    #expect(predictor.offset(at: 0.201, shownAt: 0.3, presentDelay: 0) == .zero)
    #expect(predictor.offset(at: .nan, shownAt: 0.196, presentDelay: 0.01) == .zero)
    #expect(predictor.offset(at: 0.201, shownAt: 0.196, presentDelay: .infinity) == .zero)
  }

  /// Two pointers down (a pinch): no one pointer is followed, nothing is drawn ahead; the
  /// second lifted, the first is again. Resampled moves are never a sample.
  @Test func onlyAOnePointerDragIsPredicted_fromItsRealEventsOnly() {
    var predictor = Self.dragged(spacing: 0.008, count: 26)
    predictor.record(PointerEvent(kind: .down, location: Vector2(x: 400, y: 0), timestamp: 0.2, id: 2))
    #expect(Self.offset(predictor, frameAt: 0.201) == .zero)
    predictor.record(PointerEvent(kind: .up, location: Vector2(x: 400, y: 0), timestamp: 0.2, id: 2))
    #expect(abs(Self.offset(predictor, frameAt: 0.201).x - 11) < 1e-6)
    predictor.record(
      PointerEvent(kind: .move, location: Vector2(x: 900, y: 0), timestamp: 0.2005, isResampled: true))
    #expect(abs(Self.offset(predictor, frameAt: 0.201).x - 11) < 1e-6)
    predictor.record(PointerEvent(kind: .up, location: Vector2(x: 200, y: 0), timestamp: 0.2))
    #expect(Self.offset(predictor, frameAt: 0.201) == .zero)
  }

  /// Through the runner: a card dragged at 1 000 pt/s with 8 ms events under 60 Hz frames is
  /// drawn ahead by the speed times the horizon, while the card itself (the model, the trace)
  /// is where the drag put it, with prediction or without.
  @Test func theRunnerPredictsFromTheEventsItDelivered() {
    let runner = SceneRunner(scene: "card", size: Size(width: 960, height: 640))
    let start = (runner.scene as! CardScene).card.presentation.center
    var time = 0.0
    var events: [(Double, SceneInput)] = [
      (0.001, .pointer(PointerEvent(kind: .down, location: start, timestamp: 0.001)))
    ]
    for step in 1...40 {
      let t = Double(step) * 0.008
      events.append(
        (t, .pointer(PointerEvent(kind: .move, location: start + Vector2(x: 1000 * t, y: 0), timestamp: t))))
    }
    var frame = 1
    while time < 0.3 {
      time = Double(frame) / 60
      let due = events.filter { $0.0 > Double(frame - 1) / 60 && $0.0 <= time }
      runner.step(to: time, inputs: due.map { (time: $0.0, input: $0.1) })
      frame += 1
    }
    let offset = runner.predictedOffset(at: time, presentDelay: 0.010)
    // Shown 5 ms before the frame, seen 10 ms after it, less half the 8 ms spacing: 11 pt ahead
    // at 1 000 pt/s.
    #expect(abs(offset.x - 11) < 0.5, "\(offset)")
    #expect(abs(offset.y) < 1e-9)
  }
}
