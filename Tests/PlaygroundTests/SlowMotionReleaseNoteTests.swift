import Motion
import Stage
import Testing

@testable import Playground

/// Issue 61: at a release made in slow motion the HUD says what the speed did on screen, and
/// why, under the run's rule; a release made before S was pressed gets no such words.
@Suite("The HUD's slow-motion release note")
struct SlowMotionReleaseNoteTests {
  static func handoff(at time: Double) -> Handoff {
    Handoff(
      time: time, releaseVelocity: Vector2(x: 900, y: 500), settleVelocity: Vector2(x: 900, y: 500),
      finished: true, from: Vector2(x: 561.9, y: 397.5), target: Vector2(x: 846, y: 496))
  }

  @Test func eachRuleSaysWhatTheSpeedDidOnScreen() {
    let handoff = Self.handoff(at: 0.296)
    #expect(
      SlowMotionReleaseNote.lines(handoff: handoff, rule: .fullSpeedPath, timeScale: 0.1) == [
        "slow ×10: release 900 → 90 pt/s on screen", "it plays the full-speed flick's path, slowed",
      ])
    #expect(
      SlowMotionReleaseNote.lines(handoff: handoff, rule: .onScreenSpeed, timeScale: 0.1) == [
        "slow ×10: release kept at 900 pt/s on screen", "×10 in animation time: it goes 10× as far",
      ])
    #expect(SlowMotionReleaseNote.lines(handoff: handoff, rule: .fullSpeedPath, timeScale: 1).isEmpty)
  }

  @Test func onlyAReleaseMadeInSlowMotionIsNoted() {
    var readings = HUDReadings()
    let first = Self.handoff(at: 0.3)
    readings.see(first, slowMotion: false)
    // S pressed after the release: the same hand-off stays a full-speed one.
    readings.see(first, slowMotion: true)
    #expect(!readings.handoffInSlowMotion)
    let second = Self.handoff(at: 1.2)
    readings.see(second, slowMotion: true)
    #expect(readings.handoffInSlowMotion && readings.lastHandoff == second)
    // A grab clears the hand-off: nothing to note.
    readings.see(nil, slowMotion: true)
    #expect(!readings.handoffInSlowMotion)
  }
}
