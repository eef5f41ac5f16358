import Foundation
import Motion
import Testing

@testable import Stage

/// The velocity a release hands on against the hand's own speed at the instant the frames show
/// (5 ms before the lift), on flicks shaped as hands make them: steady, speeding up, slowing
/// down, and speeding up or slowing down until 30 ms before the lift, then holding the speed.
/// Events every 8 ms and every 1 ms (then at whole points, as a mouse reports them), each at
/// its own instant rounded to the millisecond, as ``SyntheticDrag`` makes them.
@Suite("VelocityTracker: its bias on flicks")
struct VelocityTrackerBiasTests {
  /// A flick's speed `age` seconds before its lift (2 000 pt/s at the lift).
  enum Shape: String, CaseIterable {
    case steady, speedingUp, slowingDown, speedingUpThenSteady, slowingDownThenSteady

    func speed(age: Double) -> Double {
      let final = 2_000.0
      // 60 % of the final speed gained or lost over 150 ms of change.
      func ramp(_ since: Double) -> Double { 0.6 * min(max(since, 0), 0.15) / 0.15 }
      switch self {
      case .steady: return final
      case .speedingUp: return final * (1 - ramp(age))
      case .slowingDown: return final * (1 + ramp(age))
      case .speedingUpThenSteady: return final * (1 - ramp(age - 0.03))
      case .slowingDownThenSteady: return final * (1 + ramp(age - 0.03))
      }
    }

    /// Where the hand is `t` seconds into a 0.3 s flick: its speed integrated from the start
    /// (the midpoint rule on 0.1 ms steps, far finer than any event).
    func distance(_ t: Double, duration: Double) -> Double {
      let step = 0.000_1
      var travelled = 0.0
      var time = 0.0
      while time < t - 1e-12 {
        let h = min(step, t - time)
        travelled += speed(age: duration - (time + h / 2)) * h
        time += h
      }
      return travelled
    }
  }

  static let duration = 0.3
  /// The instant a release is read at: 5 ms before the lift, where the frames show it.
  static let shownLag = 0.005

  /// The tracker's velocity at the lift, read where the frames show the hand, against the hand's.
  static func bias(_ shape: Shape, rate: Double, wholePoints: Bool, seed: UInt64) -> Double {
    let start = 86_400.123
    let drag = SyntheticDrag(
      rate: rate, duration: duration, startTime: start, timing: .jitteredEvents(jitter: 0), seed: seed
    ) { t in
      let y = shape.distance(t, duration: duration)
      return Vector2(x: 0, y: wholePoints ? y.rounded() : y)
    }
    let end = drag.endTime
    let measured = drag.tracker.velocity(at: end, readAt: end - shownLag).y
    let truth = shape.speed(age: shownLag)
    return (measured - truth) / truth
  }

  @Test(arguments: Shape.allCases)
  func everyFlickIsReadWithinFivePercent(_ shape: Shape) {
    for (rate, wholePoints) in [(125.0, false), (1_000.0, true)] {
      let bias = Self.bias(shape, rate: rate, wholePoints: wholePoints, seed: 7)
      #expect(abs(bias) < 0.05, "\(shape) at \(rate) Hz: \(100 * bias) %")
    }
  }
}
