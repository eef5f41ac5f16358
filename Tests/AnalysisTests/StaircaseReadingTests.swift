import Foundation
import Motion
import Testing

@testable import Analysis

/// A hand on a device that reports every 20 ms, drawn at 240 fps: the resampler shows it 5 ms
/// late, extrapolates at most 8 ms past each event and then holds it until the next, so the
/// drawn path is a staircase of 12.5 ms treads and risers. Read at a release from its last four
/// frames, the hand went at a quarter of its speed, or twice it; read over
/// ``DrawnContinuity/steppedSpan`` its speed is the hand's, within the 10 % a path that moves in
/// steps is allowed. A path drawn without steps keeps its four frames.
@Suite struct StaircaseReadingTests {
  /// Where the frame at `time` draws a hand at `speed` pt/s whose events come every 20 ms: at
  /// the frame's time less 5 ms, but no further than 8 ms past the newest event delivered.
  static func drawn(at time: Double, speed: Double) -> Double {
    let newestEvent = (time / 0.02 + 1e-9).rounded(.down) * 0.02
    return speed * min(time - 0.005, newestEvent + 0.008)
  }

  /// The frames of such a hand from 0.12 s up to `release`, at `fps`.
  static func staircase(fps: Double, speed: Double, until release: Double) -> [MotionSample] {
    stride(from: 0.12, to: release - 1e-9, by: 1 / fps).map { time in
      MotionSample(time: time, position: Vector2(x: 100, y: drawn(at: time, speed: speed)))
    }
  }

  @Test(arguments: [144.0, 240.0])
  func aStaircaseIsReadAtTheHandsSpeed(fps: Double) throws {
    let speed = 1_800.0
    let release = 0.24
    let frames = Self.staircase(fps: fps, speed: speed, until: release)
    // The settle sets off from where the frames show the pointer at the release, at its speed.
    let settle = Vector2(x: 100, y: speed * (release - 0.005))
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: release, before: .frames(frames),
        after: .state(position: settle, velocity: Vector2(x: 0, y: speed))))
    #expect(abs(jump.velocityBefore.y - speed) < 0.1 * speed)
    #expect(jump.velocityJump < 0.1 * speed)
    // Within one riser's height (the 7 ms a tread holds, at the hand's speed): the release is
    // no larger a step than each of the drag's.
    #expect(jump.positionJump < 0.007 * speed)
  }

  /// The physical limit of a staircase: every frame of the drag stood off the hand's smooth
  /// path by up to its steps, so a release drawn on from the last frame cannot be nearer the
  /// curve than that. The jump reports how far the drag's own frames stood off (`ownSteps`):
  /// the release here is within it, and a smooth drag reports none.
  @Test(arguments: [144.0, 240.0])
  func aStaircasesReleaseIsMeasuredAgainstItsOwnSteps(fps: Double) throws {
    let speed = 1_800.0
    let release = 0.24
    let frames = Self.staircase(fps: fps, speed: speed, until: release)
    // The settle sets off from where the last frame drew the subject, at the hand's speed.
    let last = try #require(frames.last)
    let settle = Vector2(x: 100, y: last.position.y + speed * (release - last.time))
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: release, before: .frames(frames),
        after: .state(position: settle, velocity: Vector2(x: 0, y: speed))))
    // A riser is 20 ms of the hand (36 pt); its treads stand a few points off the curve.
    #expect(jump.ownSteps > 2 && jump.ownSteps < 0.02 * speed, "\(jump.ownSteps) pt")
    #expect(jump.positionJump > 0.5, "over the 0.5 pt a smooth path is held to: \(jump.positionJump) pt")
    #expect(jump.positionJump <= jump.ownSteps, "\(jump.positionJump) pt, its steps \(jump.ownSteps) pt")
    // The same release of a hand drawn smoothly: no steps to be within.
    let smooth = stride(from: 0.12, to: release - 1e-9, by: 1 / fps).map { time in
      MotionSample(time: time, position: Vector2(x: 100, y: speed * (time - 0.005)))
    }
    let smoothJump = try #require(
      DrawnContinuity.jump(
        .release, at: release, before: .frames(smooth),
        after: .state(
          position: Vector2(x: 100, y: speed * (release - 0.005)), velocity: Vector2(x: 0, y: speed))))
    #expect(smoothJump.ownSteps == 0)
    #expect(smoothJump.positionJump < 0.01)
  }

  /// Events every 16 ms hold the subject only 3 ms after each (16 less the resampler's 8 ms
  /// and 5 ms), so at 144 fps most of the staircase's marks are treads, frames that moved it
  /// less than the frames either side, not risers. A hand slowing from 1 800 pt/s, released at
  /// ten places among its events: read at its speed within 10 %, where four frames read it up
  /// to 31 % off.
  @Test func sixteenMillisecondTreadsAreAStaircaseToo() throws {
    let fps = 144.0
    let travel = { (time: Double) in 1_800 * time - 3_000 * time * time }
    for phase in stride(from: 0.0, to: 0.016, by: 0.0016) {
      let release = 0.24 + phase
      // Frames at whole multiples of 1/144 s, as the headless runner draws them.
      let frames = stride(from: 0, to: release - 1e-9, by: 1 / fps).filter { $0 >= 0.12 }.map { time in
        let newestEvent = (time / 0.016 + 1e-9).rounded(.down) * 0.016
        return MotionSample(
          time: time, position: Vector2(x: 0, y: travel(min(time - 0.005, newestEvent + 0.008))))
      }
      #expect(DrawnContinuity.heldFrameCount(frames) > DrawnContinuity.framesPerSide, "phase \(phase)")
      let truth = 1_800 - 6_000 * (release - 0.005)
      let settle = Vector2(x: 0, y: travel(release - 0.005))
      let jump = try #require(
        DrawnContinuity.jump(
          .release, at: release, before: .frames(frames),
          after: .state(position: settle, velocity: Vector2(x: 0, y: truth))))
      #expect(
        abs(jump.velocityBefore.y - truth) < 0.1 * truth,
        "phase \(phase): \(jump.velocityBefore.y) for \(truth)")
    }
  }

  /// Drawn without resampling, each frame shows the newest event: events every 8 ms at
  /// 144 fps leave one frame in seven standing where the one before drew, too few risers for a
  /// staircase, and a release on the frame after one read the hand at a fifteenth of its speed
  /// from four frames (`card-flick.json` with `--no-resample`: 117 pt/s for 1 749). A frame that
  /// stood still between frames that moved makes the path a staircase: read over its span, the
  /// hand's own speed.
  @Test func aFrameThatNoEventReachedMakesAStaircase() throws {
    let speed = 1_500.0
    let grab = 2.2
    let release = 2.264
    // The newest event's place at each frame from the grab on (frames at whole multiples of
    // 1/144 s, as the headless runner draws them); events every 8 ms.
    // The grab's own frame shows where it left the subject (`heldSince`, as the meter reads it).
    let frames = (Int((grab * 144).rounded(.up))..<Int((release * 144).rounded(.up))).map { index in
      let time = Double(index) / 144
      let newestEvent = ((time - grab) / 0.008 + 1e-9).rounded(.down) * 0.008
      return MotionSample(time: time, position: Vector2(x: -speed * newestEvent, y: 0))
    }
    #expect(frames[frames.count - 1].position == frames[frames.count - 2].position)
    #expect(DrawnContinuity.heldFrameCount(frames) == frames.count)
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: release, before: .frames(frames),
        after: .state(
          position: Vector2(x: -speed * (release - grab), y: 0), velocity: Vector2(x: -speed, y: 0)),
        heldSince: grab))
    #expect(abs(-jump.velocityBefore.x - speed) < 0.05 * speed, "\(jump.velocityBefore.x) for \(-speed)")
    // Four frames ending on the one that stood read the hand nearly still.
    let four = try #require(DrawnContinuity.state(of: frames.suffix(4), at: release, degree: 2)?.velocity)
    #expect(-four.x < 0.2 * speed, "\(four.x)")
  }

  @Test func onlyAStaircaseIsReadOverItsLongerSpan() {
    let staircase = stride(from: 0.12, to: 0.24, by: 1.0 / 240).map { time in
      MotionSample(time: time, position: Vector2(x: 0, y: Self.drawn(at: time, speed: 1_800)))
    }
    // 25 frames at 240 fps span 100 ms.
    #expect(DrawnContinuity.heldFrameCount(staircase) == 25)
    // The same hand drawn smoothly (events every 8 ms, which the resampler never holds), at a
    // speed that grows and then falls: four frames.
    let smooth = stride(from: 0.12, to: 0.24, by: 1.0 / 240).map { time in
      MotionSample(
        time: time, position: Vector2(x: 0, y: 1_800 * time + 4_000 * time * time - 9_000 * pow(time, 3)))
    }
    #expect(DrawnContinuity.heldFrameCount(smooth) == DrawnContinuity.framesPerSide)
    // At 60 fps the same 20 ms events make no risers: four frames, as before.
    let sixty = stride(from: 0.12, to: 0.24, by: 1.0 / 60).map { time in
      MotionSample(time: time, position: Vector2(x: 0, y: Self.drawn(at: time, speed: 1_800)))
    }
    #expect(DrawnContinuity.heldFrameCount(sixty) == DrawnContinuity.framesPerSide)
  }
}
