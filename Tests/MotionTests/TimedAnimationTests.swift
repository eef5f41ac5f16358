import Testing

@testable import Motion

@Suite struct TimedAnimationTests {
  @Test func progressIsElapsedOverDuration() {
    var fade = TimedAnimation(from: 0.0, to: 1.0, duration: 0.35, curve: .linear)
    #expect(fade.progress == 0)
    #expect(fade.value == 0)
    fade.advance(by: 0.105)
    #expect(abs(fade.progress - 0.3) < 1e-12)
    #expect(abs(fade.elapsed - 0.105) < 1e-15)
    #expect(abs(fade.value - 0.3) < 1e-12)
    fade.advance(by: 1)
    #expect(fade.progress == 1)
    #expect(fade.elapsed == 0.35)
    #expect(fade.isFinished)
  }

  @Test func valueFollowsTheCurve() {
    var present = TimedAnimation(from: Vector2(x: 480, y: -90), to: Vector2(x: 480, y: 320), duration: 0.35)
    present.advance(by: 0.1)
    let expected = -90 + 410 * TimingCurve.easeInOut.value(at: 0.1 / 0.35)
    #expect(abs(present.value.y - expected) < 1e-9)
    #expect(present.value.x == 480)
    present.advance(by: 0.075)
    #expect(abs(present.value.y - 115) < 1e-9)  // halfway at half time
  }

  @Test func velocityIsAnalytic() {
    var move = TimedAnimation(from: 100.0, to: 500.0, duration: 0.5, curve: .easeInOut)
    move.advance(by: 0.2)
    let p = 0.4
    #expect(abs(move.velocity - 400 * TimingCurve.easeInOut.slope(at: p) / 0.5) < 1e-9)
    // It is the derivative of the value.
    var ahead = move
    ahead.advance(by: 1e-6)
    #expect(abs((ahead.value - move.value) / 1e-6 - move.velocity) < 0.01)
    // A linear move has constant velocity distance / duration from the very start.
    let linear = TimedAnimation(from: 100.0, to: 500.0, duration: 0.5, curve: .linear)
    #expect(linear.velocity == 800)
    // easeOut starts fast.
    let easeOut = TimedAnimation(from: 0.0, to: 100.0, duration: 1, curve: .easeOut)
    #expect(abs(easeOut.velocity - 100 / 0.58) < 1e-9)
  }

  @Test func finishesExactlyAtTo() {
    var move = TimedAnimation(from: 0.1, to: 0.3, duration: 0.3, curve: .easeIn)
    for _ in 0..<19 { move.advance(by: 1.0 / 60) }
    #expect(move.isFinished)
    #expect(move.value == 0.3)
    #expect(move.velocity == 0)
    #expect(move.target == 0.3)
  }

  @Test func zeroOrBadDurationFinishesAtOnceAtTo() {
    for duration in [0, -1, Double.nan, .infinity] {
      let jump = TimedAnimation(from: 0.0, to: 5.0, duration: duration)
      #expect(jump.isFinished)
      #expect(jump.value == 5)
      #expect(jump.velocity == 0)
      #expect(jump.progress == 1)
      #expect(jump.duration == 0)
    }
  }

  @Test func scrubbingByAdvancingACopy() {
    // Stage scrubs the navbar crossfade by advancing a fresh copy by percent × duration.
    let crossfade = TimedAnimation(from: 0.0, to: 1.0, duration: 0.35, curve: .linear)
    for percent in [0.0, 0.25, 0.5, 1.0] {
      var copy = crossfade
      copy.advance(by: percent * copy.duration)
      #expect(abs(copy.value - percent) < 1e-12)
    }
  }
}
