import Foundation
import Motion

@testable import Analysis

/// A motion whose answer is known, from Motion's closed forms: still, dragged at a steady
/// speed, then let go onto a spring or a decay with the drag's velocity (as a finger does), and
/// optionally retargeted; sampled at any frame times, with seeded noise.
struct SyntheticMotion {
  enum Release {
    case spring(Spring, target: Vector2)
    case decay(rate: Double)
  }

  var start = Vector2(x: 100, y: 200)
  var stillUntil = 0.3
  var releaseAt = 0.6
  var dragVelocity = Vector2(x: 900, y: -300)
  var release: Release
  /// A retarget: at this time the spring heads for a new target, keeping its velocity or not.
  var retarget: (at: Double, target: Vector2, keepsVelocity: Bool)?

  var releasePosition: Vector2 { start + (releaseAt - stillUntil) * dragVelocity }

  func position(at time: Double) -> Vector2 {
    if time <= stillUntil { return start }
    if time <= releaseAt { return start + (time - stillUntil) * dragVelocity }
    let elapsed = time - releaseAt
    switch release {
    case .decay(let rate):
      return DecayAnimation(
        from: releasePosition, velocity: dragVelocity, decelerationRate: rate, restSpeed: 0
      )
      .position(at: elapsed)
    case .spring(let parameters, let target):
      let spring = SpringSolution(parameters)
      if let retarget, time > retarget.at {
        let (displacement, velocity) = spring.evaluate(
          displacement: releasePosition - target, velocity: dragVelocity, after: retarget.at - releaseAt)
        let here = target + displacement
        let (after, _) = spring.evaluate(
          displacement: here - retarget.target, velocity: retarget.keepsVelocity ? velocity : .zero,
          after: time - retarget.at)
        return retarget.target + after
      }
      return target
        + spring.evaluate(displacement: releasePosition - target, velocity: dragVelocity, after: elapsed)
        .displacement
    }
  }

  /// The velocity just before the retarget.
  func velocityBeforeRetarget() -> Vector2 {
    guard case .spring(let parameters, let target) = release, let retarget else { return .zero }
    return SpringSolution(parameters).evaluate(
      displacement: releasePosition - target, velocity: dragVelocity, after: retarget.at - releaseAt
    ).velocity
  }

  /// Samples every 1/fps from 0 to `duration`, with Gaussian noise of `noise` points per axis.
  func samples(fps: Double, duration: Double, noise: Double = 0, seed: UInt64 = 1) -> [MotionSample] {
    var random = SeededRandom(seed: seed)
    return (0...Int((duration * fps).rounded())).map { frame in
      let time = Double(frame) / fps
      let jitter = Vector2(x: random.normal() * noise, y: random.normal() * noise)
      return MotionSample(time: time, position: position(at: time) + jitter)
    }
  }
}

/// SplitMix64 with Box–Muller: the same noise on every run.
struct SeededRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func uniform() -> Double { (Double(next() >> 11) + 0.5) / Double(1 << 53) }

  mutating func normal() -> Double {
    (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform())
  }
}
