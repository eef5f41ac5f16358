import Foundation
import Motion
import Testing

@testable import Analysis

/// A cubic-Bézier timed curve is a law too (issue 61): where no spring or decay fits, the analysis
/// reads the curve Flick's timed mode plays and its code export writes, with its control points,
/// duration and ends.
@Suite struct TimedCurveTests {
  /// Still at `from` until `start`, a timed curve to `to`, still there after it.
  static func samples(
    _ curve: TimingCurve, start: Double = 0.2, duration: Double = 0.4, fps: Double, total: Double = 1.2,
    noise: Double = 0, seed: UInt64 = 1
  ) -> [MotionSample] {
    let animation = TimedAnimation(
      from: Vector2(x: 120, y: 400), to: Vector2(x: 420, y: 160), duration: duration, curve: curve)
    var random = SeededRandom(seed: seed)
    return (0...Int((total * fps).rounded())).map { frame in
      let time = Double(frame) / fps
      let jitter = Vector2(x: random.normal() * noise, y: random.normal() * noise)
      return MotionSample(time: time, position: animation.position(at: time - start) + jitter)
    }
  }

  static func expectCurve(
    _ timed: TimedLaw, _ curve: TimingCurve, start: Double, duration: Double, points tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let found = timed.curve.controlPoints
    let truth = curve.controlPoints
    for (a, b) in [(found.x1, truth.x1), (found.y1, truth.y1), (found.x2, truth.x2), (found.y2, truth.y2)] {
      #expect(abs(a - b) < tolerance, "\(found) for \(truth)", sourceLocation: sourceLocation)
    }
    #expect(
      abs(timed.duration / duration - 1) < 0.02, "duration \(timed.duration)", sourceLocation: sourceLocation)
    #expect(abs(timed.start - start) < 0.005, "start \(timed.start)", sourceLocation: sourceLocation)
    #expect(timed.from.distance(to: Vector2(x: 120, y: 400)) < 0.5, sourceLocation: sourceLocation)
    #expect(timed.to.distance(to: Vector2(x: 420, y: 160)) < 0.5, sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    (TimingCurve.easeInOut, 60.0), (.easeInOut, 120.0), (.cubicBezier(0.25, 0.1, 0.25, 1), 60.0),
    (.cubicBezier(0.2, 0.8, 0.3, 1), 120.0), (.easeIn, 60.0),
  ])
  func aTimedCurveIsReadBack(curve: TimingCurve, fps: Double) throws {
    let analysis = try MotionAnalysis(samples: Self.samples(curve, fps: fps))
    let timed = try #require(analysis.segments.first { $0.timed != nil }, "\(analysis.segments.map(\.law))")
    #expect(timed.lawFits)
    #expect(analysis.segments.allSatisfy { $0.law == .held || $0.timed != nil })
    Self.expectCurve(try #require(timed.timed), curve, start: 0.2, duration: 0.4, points: 0.02)
  }

  /// Followed from a video: noise of 0.1 px, as a tracker's.
  @Test func aNoisyTimedCurveIsReadBack() throws {
    let analysis = try MotionAnalysis(
      samples: Self.samples(.easeInOut, fps: 60, noise: 0.1, seed: 4), noiseFloor: 0.1)
    let timed = try #require(analysis.segments.first { $0.timed != nil }, "\(analysis.segments.map(\.law))")
    #expect(timed.lawFits)
    Self.expectCurve(try #require(timed.timed), .easeInOut, start: 0.2, duration: 0.4, points: 0.05)
  }

  /// The modal's ease-in-out grabbed 0.12 s in: a curve cut short is not one read back (its
  /// duration and end are not in the samples), so it stays "no law fits".
  @Test func aCurveCutShortIsNoCurve() throws {
    let analysis = try MotionAnalysis(samples: NoLawFitsTests.grabbedWhilePresenting(fps: 60))
    let first = try #require(analysis.segments.first)
    #expect(first.timed == nil || !first.lawFits)
  }
}
