import Motion
import Testing

@testable import Analysis

/// A hand that stops before it lets go: the drag's last frames drew the subject in one place,
/// and the release reads it still there, as a camera would, not where a curve through the stop
/// and the motion before it would carry it. A subject held in one place for a few frames while
/// the hand moves (the resampler between a 50 Hz device's events, a staircase at 240 fps) is
/// still read through the fit.
@Suite struct HandStoppedTests {
  /// A drag at 500 pt/s drawn at 60 fps until `stop`, then held there until the release at
  /// `release`: frames before the release only.
  static func frames(stop: Double, release: Double) -> [MotionSample] {
    stride(from: 0.3, to: release - 1e-9, by: 1.0 / 60).map { time in
      MotionSample(time: time, position: Vector2(x: 400, y: 300 + 500 * min(time, stop)))
    }
  }

  @Test func aHandThatStoppedIsReadStillWhereItStopped() throws {
    // The Assets card-dynamics.json release: the hand stops 60 ms before it lets go, and the
    // card sets off from rest where it is.
    let before = Self.frames(stop: 0.44, release: 0.5)
    let stopped = Vector2(x: 400, y: 300 + 500 * 0.44)
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: 0.5, before: .frames(before), after: .state(position: stopped, velocity: .zero)))
    #expect(jump.positionJump < 1e-9)
    #expect(jump.velocityBefore == .zero)
    #expect(jump.velocityJump < 1e-9)
  }

  @Test func aHoldOfOneFrameIsReadAtItsOwnTime() throws {
    // `Assets/today-open.json` at 30 fps: the card's drag passes its slop at 5.216 s and is let
    // go at 5.264 s, one frame (5.233 s) drawn between. That frame says where the hand was, not
    // how fast: the path after, run back to it, passes through it. Read as standing there until
    // the release, it was a jump of the 28.8 pt travelled since.
    let frame = MotionSample(time: 5.2333, position: Vector2(x: 480, y: 211.58))
    let velocity = Vector2(x: 0, y: 937.5)
    let released = frame.position + (5.264 - frame.time) * velocity
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: 5.264, before: .frames([frame]), after: .state(position: released, velocity: velocity)))
    #expect(jump.positionJump < 1e-9)
    // How fast it went was not drawn: the record says so.
    #expect(!jump.readsVelocityBefore)
    let off = try #require(
      DrawnContinuity.jump(
        .release, at: 5.264, before: .frames([frame]),
        after: .state(position: released + Vector2(x: 0, y: 3), velocity: velocity)))
    #expect(abs(off.positionJump - 3) < 1e-9)
  }

  @Test func aHandThatTurnedIsReadFromItsFramesSinceTheTurn() throws {
    // `Assets/card-picture.json` at 60 fps: the hand turns at 0.8 s (drawn 5 ms later) from
    // 446 pt/s down and right to 1 487 pt/s up and left, and lets go at 0.864 s. Four frames
    // reach back across the turn, and a quadratic through them read 1 950 pt/s; the frames
    // after its corner read the flick.
    func hand(_ t: Double) -> Vector2 {
      t <= 0.8
        ? Vector2(x: 739.33 + 150 * (t - 0.8), y: 512 + 420 * (t - 0.8))
        : Vector2(x: 739.33 - 1400 * (t - 0.8), y: 512 - 500 * (t - 0.8))
    }
    let frames = (0..<8).map { index in
      let time = 0.7333 + Double(index) / 60
      return MotionSample(time: time, position: hand(time - 0.005))
    }
    let velocity = Vector2(x: -1400, y: -500)
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: 0.864, before: .frames(frames), after: .state(position: hand(0.859), velocity: velocity)
      ))
    #expect(jump.positionJump < 1e-6)
    #expect(jump.velocityJump < 1e-6)
  }

  @Test func theGrabsOwnFrameIsNotTheHandsMotion() throws {
    // `Assets/card-flick.json` at 30 fps: pressed at 0.2 s and dragged at 1 030 pt/s, let go at
    // 0.296 s. The frame at the grab drew the card where it was pressed (each frame shows the
    // hand 5 ms before it); the two after it drew the drag. A quadratic through all three read
    // the hand speeding up, 1 243 pt/s; given when the hold began, the two read it exactly.
    let velocity = Vector2(x: 900, y: 500)
    func hand(_ t: Double) -> Vector2 { Vector2(x: 480, y: 352) + max(t - 0.2, 0) * velocity }
    let frames = [0.2, 0.2 + 1.0 / 30, 0.2 + 2.0 / 30].map {
      MotionSample(time: $0, position: hand($0 - 0.005))
    }
    let after = DrawnContinuity.Side.state(position: hand(0.291), velocity: velocity)
    let read = try #require(
      DrawnContinuity.jump(.release, at: 0.296, before: .frames(frames), after: after, heldSince: 0.2))
    #expect(read.positionJump < 1e-9 && read.velocityJump < 1e-6 && read.readsVelocityBefore)
    let unknown = try #require(
      DrawnContinuity.jump(.release, at: 0.296, before: .frames(frames), after: after))
    #expect(unknown.velocityJump > 100)
  }

  @Test func aSubjectHeldBetweenEventsIsStillReadMoving() throws {
    // 2 000 pt/s, events every 20 ms, frames every 1/60 s, each drawing the newest event: the
    // last two frames (0.400 and 0.417 s) drew the same place, 20 ms before the release, while
    // the hand moved on. It is read moving at the release (a curve through steps reads less
    // than the hand's speed: the drawn path itself moves in steps), not still.
    let frames = (0..<8).map { index in
      let time = 0.3 + Double(index) / 60
      let newestEvent = (time / 0.02 + 1e-9).rounded(.down) * 0.02
      return MotionSample(time: time, position: Vector2(x: 100, y: 2000 * newestEvent))
    }
    #expect(frames[6].position == frames[7].position && frames[5].position != frames[6].position)
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: 0.42, before: .frames(frames),
        after: .state(position: Vector2(x: 100, y: 840), velocity: Vector2(x: 0, y: 2000))))
    #expect(jump.velocityBefore.magnitude > 100)
  }

  @Test func aHandThatSetOffAfterARestIsReadFromItsFramesSince() throws {
    // Held still from 0.3 s, then off at 1 500 pt/s from 0.405 s, let go at 0.46 s: the frames
    // since the rest are a straight line, which a curve through the rest's last frame bends.
    let frames = (0..<10).map { index in
      let time = 0.3 + Double(index) / 60
      return MotionSample(time: time, position: Vector2(x: 200, y: 300 + 1500 * max(time - 0.405, 0)))
    }
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: 0.46, before: .frames(frames),
        after: .state(position: Vector2(x: 200, y: 300 + 1500 * 0.055), velocity: Vector2(x: 0, y: 1500))))
    #expect(jump.positionJump < 1e-6)
    #expect(abs(jump.velocityBefore.y - 1500) < 1e-6)
  }

  @Test func oneFrameAfterARestSaysWhereNotHowFast() throws {
    // Held still from 0.3 s, then off at 1 500 pt/s from 0.44 s, let go at 0.46 s: one frame
    // (0.45 s) drew the hand since the rest. Read through the rest it bent the path (the
    // frames before the rest said it stood); read alone it says where the hand was, and the
    // path after run back to it passes through it.
    let frames = (0..<10).map { index in
      let time = 0.3 + Double(index) / 60
      return MotionSample(time: time, position: Vector2(x: 200, y: 300 + 1500 * max(time - 0.44, 0)))
    }
    let place = Vector2(x: 200, y: 300 + 1500 * 0.02)
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: 0.46, before: .frames(frames),
        after: .state(position: place, velocity: Vector2(x: 0, y: 1500))
      ))
    #expect(jump.positionJump < 1e-6)
    #expect(!jump.readsVelocityBefore)
  }

  @Test func aRestDrawnInTwoFramesAt60FpsIsARest() throws {
    // Assets/navigation-panel.json at 60 fps: the hand stops for 58 ms, the resampler's
    // prediction draws the panel 4.6 pt past the stop and then at it for two frames (17 ms
    // apart, 33 ms from the frame before), and the hand sets off at 1 500 pt/s between 0.700
    // and 0.717 s. The frames since the rest are a straight line that the settle continues; a
    // curve through the rest's last frame read 4.5 pt and 21 %.
    // Frames 39 to 45 (0.650 to 0.750 s): the panel's left edge.
    let drawn = [-445.7375, -435.41, -440, -440, -422.5, -397.5, -372.5]
    let frames = drawn.enumerated().map { index, x in
      MotionSample(time: Double(39 + index) / 60, position: Vector2(x: x, y: 64))
    }
    let jump = try #require(
      DrawnContinuity.jump(
        .release, at: 0.764, before: .frames(frames),
        after: .state(position: Vector2(x: -372.5 + 1500 * 0.014, y: 64), velocity: Vector2(x: 1500, y: 0))))
    #expect(jump.positionJump < 0.05)
    #expect(jump.velocityJump < 0.01 * 1500)
  }
}
