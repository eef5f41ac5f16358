import Foundation
import Motion
import Testing

@testable import Analysis

/// A hold read through an instant where nothing was handed off
/// (``DrawnContinuity/heldThrough(at:frames:heldSince:)``): the control a release at that
/// instant is judged against. A smooth drag reads no jump; a drag drawn in steps reads its own.
@Suite struct HeldThroughTests {
  /// The frames of a hand at `speed` pt/s along y, drawn 5 ms late at `fps` from 0.12 s to 0.4 s.
  static func smooth(fps: Double, speed: Double, acceleration: Double = 0) -> [MotionSample] {
    stride(from: 0.12, to: 0.4, by: 1 / fps).map { time in
      let shown = time - 0.005
      return MotionSample(
        time: time, position: Vector2(x: 100, y: speed * shown + acceleration / 2 * shown * shown))
    }
  }

  @Test(arguments: [30.0, 60.0, 144.0, 240.0])
  func aSmoothDragReadThroughJumpsNowhere(fps: Double) throws {
    for acceleration in [0.0, 9_000, -9_000] {
      let frames = Self.smooth(fps: fps, speed: 1_800, acceleration: acceleration)
      // Between two frames, where a release would fall.
      let instant = frames[frames.count / 2].time + 0.4 / fps
      let jump = try #require(DrawnContinuity.heldThrough(at: instant, frames: frames, heldSince: 0.12))
      #expect(jump.kind == .heldThrough)
      #expect(jump.positionJump < 0.01, "\(fps) fps, \(acceleration) pt/s²: \(jump.positionJump) pt")
      #expect(jump.velocityJump < 1, "\(fps) fps, \(acceleration) pt/s²: \(jump.velocityJump) pt/s")
    }
  }

  /// A device reporting every 20 ms drawn at 60 fps: the frames beat with the events, a tread
  /// where the resampler's prediction ran out, then a riser. Read through the instants between
  /// its frames, the steady hand's own drawn path jumps by more than the 0.5 pt and 10 % a
  /// release is allowed: that is the physical limit a release there is judged against.
  @Test func aStaircaseAt60FpsReadThroughJumpsByItsOwnSteps() throws {
    let speed = 1_800.0
    let frames = stride(from: 0.12, to: 0.5, by: 1 / 60.0).map { time in
      MotionSample(
        time: time, position: Vector2(x: 100, y: StaircaseReadingTests.drawn(at: time, speed: speed)))
    }
    var largest = (position: 0.0, percent: 0.0)
    for index in 10..<(frames.count - 6) {
      let instant = (frames[index].time + frames[index + 1].time) / 2
      let jump = try #require(DrawnContinuity.heldThrough(at: instant, frames: frames, heldSince: 0.12))
      largest.position = max(largest.position, jump.positionJump)
      largest.percent = max(largest.percent, try #require(jump.velocityJumpPercent))
    }
    #expect(largest.position > 0.5, "\(largest.position) pt")
    #expect(largest.percent > 10, "\(largest.percent) %")
  }

  /// At 240 fps the same staircase's frames after the instant are read over its steps, as a
  /// release's frames before it are (``DrawnContinuity/steppedSpan``): the hand's speed within
  /// 5 % wherever the instant falls, where the four frames after it read it 10 % off or more
  /// somewhere (a tread or a riser).
  @Test func aStaircaseAt240FpsIsReadOverItsStepsAfterTheInstantToo() throws {
    let speed = 1_800.0
    let frames = stride(from: 0.12, to: 0.5, by: 1 / 240.0).map { time in
      MotionSample(
        time: time, position: Vector2(x: 100, y: StaircaseReadingTests.drawn(at: time, speed: speed)))
    }
    var fourFramesOff = 0.0
    for instant in stride(from: 0.3, to: 0.32, by: 0.0025) {
      let jump = try #require(DrawnContinuity.heldThrough(at: instant, frames: frames, heldSince: 0.12))
      #expect(abs(jump.velocityAfter.y - speed) < 0.05 * speed, "at \(instant): \(jump.velocityAfter.y) pt/s")
      let four = frames.filter { $0.time >= instant }.prefix(DrawnContinuity.framesPerSide)
      let read = try #require(DrawnContinuity.state(of: four, at: instant, degree: 2)?.velocity)
      fourFramesOff = max(fourFramesOff, abs(read.y - speed) / speed)
    }
    #expect(fourFramesOff >= 0.1, "four frames read the hand at most \(100 * fourFramesOff) % off")
  }

  /// A recording with no trace to say where it was held (a samples file, a video): the hold
  /// around the instant is the held segment the analysis finds there. Read through the drag's
  /// middle, no jump; at an instant in the spring, nothing.
  @Test func aRecordingsHoldIsItsHeldSegment() throws {
    let motion = SyntheticMotion(
      release: .spring(Spring(response: 0.4, dampingRatio: 0.8), target: Vector2(x: 500, y: 100)))
    let samples = motion.samples(fps: 60, duration: 1.2)
    let analysis = try MotionAnalysis(samples: samples)
    let jump = try #require(analysis.heldThrough(at: 0.451, samples: samples))
    #expect(jump.positionJump < 0.01 && jump.velocityJump < 1, "\(jump)")
    #expect(abs(jump.velocityBefore.magnitude - motion.dragVelocity.magnitude) < 1)
    #expect(analysis.heldThrough(at: 0.9, samples: samples) == nil)
  }

  @Test func tooFewFramesEitherSideReadNothing() {
    let frames = Self.smooth(fps: 60, speed: 1_000)
    #expect(DrawnContinuity.heldThrough(at: frames[1].time, frames: frames) == nil)
    #expect(DrawnContinuity.heldThrough(at: frames[frames.count - 1].time, frames: frames) == nil)
  }
}
