import Foundation
import Testing

@testable import Motion

@Suite struct DecayTests {
  @Test func timeConstantFromUIScrollViewRate() {
    // τ = −1 / (1000·ln 0.998) ≈ 0.4995 s.
    let tau = DecayAnimation<Double>.timeConstant(decelerationRate: 0.998)
    #expect(abs(tau - 0.49950) < 1e-5)
    #expect(abs(tau - (-1 / (1000 * log(0.998)))) < 1e-15)
    // The velocity really is multiplied by 0.998 every millisecond.
    var decay = DecayAnimation(from: 0.0, velocity: 1000.0)
    decay.advance(by: 0.001)
    #expect(abs(decay.velocity - 998) < 1e-9)
    #expect(DecayAnimation<Double>.timeConstant(decelerationRate: 0.99) < tau)
  }

  @Test func restingValueIsTheProjection() {
    let decay = DecayAnimation(from: Flick.from, velocity: Flick.velocity)
    #expect(abs(decay.restingValue - (Flick.from + Flick.velocity * decay.timeConstant)) < 1e-12)
    #expect(abs(decay.restingValue - (384 - 749.25)) < 0.01)
  }

  @Test func closedFormAtAnyTime() {
    var decay = DecayAnimation(from: Flick.from, velocity: Flick.velocity, timeConstant: 0.325)
    decay.advance(by: 0.4)
    let expectedValue = Flick.from + Flick.velocity * 0.325 * (1 - exp(-0.4 / 0.325))
    #expect(abs(decay.value - expectedValue) < 1e-9)
    #expect(abs(decay.velocity - Flick.velocity * exp(-0.4 / 0.325)) < 1e-9)
  }

  @Test func endsExactlyAtTargetWithoutAJump() throws {
    var decay = DecayAnimation(from: Flick.from, velocity: Flick.velocity)
    // Where the speed reaches 2 pt/s: 1 pt short of the asymptote.
    let expectedTarget = Flick.from + Flick.velocity * decay.timeConstant * (1 - 2 / 1500)
    #expect(abs(decay.target - expectedTarget) < 1e-9)
    #expect(abs(abs(decay.restingValue - decay.target) - 2 * decay.timeConstant) < 1e-9)
    #expect(abs(decay.duration - decay.timeConstant * log(1500.0 / 2)) < 1e-12)
    var previous = decay.value
    var frames = 0
    while !decay.isFinished && frames < 1000 {
      decay.advance(by: 1.0 / 60)
      // No frame moves more than the first one did (1500/60 = 25 pt): no jump at the end.
      #expect(abs(decay.value - previous) <= 25)
      previous = decay.value
      frames += 1
    }
    try #require(decay.isFinished)
    #expect(decay.value == decay.target)
    #expect(decay.velocity == 0)
    #expect(decay.elapsed == decay.duration)
  }

  @Test func everyFrameRateAndAHitchAgree() {
    let decay = DecayAnimation(from: Flick.from, velocity: Flick.velocity)
    let end = Flick.commonTimes.last!
    var runs = Flick.rates.map { frameTimes(rate: $0, until: end) }
    runs.append(frameTimes(rate: 60, until: end, hitch: 0.25...0.5))
    for frames in runs {
      let samples = sample(decay, at: frames, recording: Flick.commonTimes)
      #expect(samples.count >= Flick.commonTimes.count - 1)  // the hitch hides 1/3 s
      for (time, value) in samples {
        let expected =
          Flick.from + Flick.velocity * decay.timeConstant * (1 - exp(-time / decay.timeConstant))
        #expect(abs(value - expected) < 0.01, "at \(time) s")
      }
    }
  }

  @Test func slowFlickFinishesAtOnceWhereItIs() {
    let decay = DecayAnimation(from: 10.0, velocity: 1.5)
    #expect(decay.isFinished)
    #expect(decay.value == 10)
    #expect(decay.target == 10)
    #expect(decay.velocity == 0)
  }

  @Test func vectorDecayKeepsItsDirection() {
    var decay = DecayAnimation(from: Vector2.zero, velocity: Vector2(x: 300, y: -400))
    decay.advance(by: 0.3)
    #expect(abs(decay.value.x / decay.value.y + 0.75) < 1e-12)
    // The stop is where the speed (the magnitude, 500 pt/s at the start) reaches 2 pt/s.
    #expect(abs(decay.duration - decay.timeConstant * log(500.0 / 2)) < 1e-12)
  }
}
