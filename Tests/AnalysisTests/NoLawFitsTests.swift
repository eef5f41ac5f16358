import Foundation
import Motion
import Testing

@testable import Analysis

/// A timed curve is neither a spring nor a decay: the analysis must say so rather than hand back
/// a spring at the edge of its search (issue 61: "response 100.000 s, damping ratio 0.005,
/// target (340.0, 3643109.0)" for the modal's ease-in-out).
@Suite struct NoLawFitsTests {
  /// The modal of `--mode timed --script Assets/grab-and-flick.json`: presenting on Core
  /// Animation's ease-in-out (0.35 s from y −90 to 230), grabbed 0.12 s in and dragged, let go
  /// at 0.24 s onto a spring with the drag's velocity.
  static func grabbedWhilePresenting(fps: Double) -> [MotionSample] {
    let present = TimedAnimation(
      from: Vector2(x: 340, y: -90), to: Vector2(x: 340, y: 230), duration: 0.35, curve: .easeInOut)
    let grab = 0.12
    let release = 0.24
    let drag = Vector2(x: 120, y: 720)
    let released = present.position(at: grab) + (release - grab) * drag
    let spring = SpringSolution(Spring(response: 0.36, dampingRatio: 0.58))
    let target = Vector2(x: 340, y: 230)
    return (0...Int((1.5 * fps).rounded())).map { frame in
      let time = Double(frame) / fps
      let position: Vector2
      if time <= grab {
        position = present.position(at: time)
      } else if time <= release {
        position = present.position(at: grab) + (time - grab) * drag
      } else {
        position =
          target
          + spring.evaluate(displacement: released - target, velocity: drag, after: time - release)
          .displacement
      }
      return MotionSample(time: time, position: position)
    }
  }

  @Test(arguments: [60.0, 120.0])
  func aTimedCurveIsNoSpring(fps: Double) throws {
    let analysis = try MotionAnalysis(samples: Self.grabbedWhilePresenting(fps: fps))
    let first = try #require(analysis.segments.first)
    #expect(first.end <= 0.12 + 2 / fps)
    if first.law != .held {
      #expect(!first.lawFits, "\(first.law) read from a timed curve")
    }
    // The spring after the release is still read as one.
    let last = try #require(analysis.segments.last)
    #expect(last.lawFits)
    #expect(abs((last.spring?.response ?? 0) / 0.36 - 1) < 0.02)
  }

  @Test(arguments: [0.998, 0.99])
  func aDecayStillFits(rate: Double) throws {
    let motion = SyntheticMotion(release: .decay(rate: rate))
    let analysis = try MotionAnalysis(samples: motion.samples(fps: 60, duration: 2.5))
    #expect(analysis.segments.allSatisfy { $0.lawFits })
  }

  @Test func aSpringStillFits() throws {
    let motion = SyntheticMotion(
      release: .spring(Spring(response: 0.5, dampingRatio: 0.7), target: Vector2(x: 500, y: 300)))
    let analysis = try MotionAnalysis(samples: motion.samples(fps: 60, duration: 2.5, noise: 0.5))
    #expect(analysis.segments.allSatisfy { $0.lawFits })
  }
}
