import Foundation
import Testing

@testable import Motion

/// Seed 002's `PaneBehavior` as an animation whose anchor moves: a tap only moves the anchor.
@Suite struct DynamicsAnimationRetargetTests {
  static let paneSize = Size(width: 720, height: 960)
  static let closed = Vector2(x: 480, y: 1056)
  static let open = Vector2(x: 480, y: 640)

  /// The pane's behavior, opening from rest.
  static func opening() -> DynamicsAnimation {
    .pane(from: closed, velocity: .zero, anchor: open, itemSize: paneSize)
  }

  /// The same attachment as an exact spring: ω = 2π·3.5, c/m = 2·0.4·ω + 10 (resistance).
  static let equivalentSpring: Spring = {
    let omega = 2 * Double.pi * 3.5
    // Valid by construction (positive mass and stiffness, non-negative damping).
    return Spring(mass: 1, stiffness: omega * omega, damping: 2 * 0.4 * omega + 10)
  }()

  @Test func paneBehaviorIsItsEquivalentSpring() {
    // Frequency 3.5, damping 0.4, resistance 10: the curve is that spring's, to display precision.
    var pane = Self.opening()
    var spring = SpringAnimation(
      from: Self.closed, to: Self.open, parameters: Self.equivalentSpring,
      tolerance: Tolerance(distance: 0, velocity: 2))
    #expect(pane.value == Self.closed && pane.velocity == .zero && pane.target == Self.open)
    // Until the world pauses (within 0.5 pt and 2 pt/s) and the pane snaps to the anchor.
    var frames = 0
    while frames < 600 {
      frames += 1
      pane.advance(by: 1.0 / 60)
      spring.advance(by: 1.0 / 60)
      if pane.isFinished { break }
      #expect(pane.value.distance(to: spring.value) < 1e-3)
      #expect(pane.velocity.distance(to: spring.velocity) < 0.1)
    }
    #expect(frames > 30 && frames < 120)
  }

  @Test func retargetMovesOnlyTheAnchor() {
    // Mid-flight, off the 1/480 s sub-step grid: the displayed state does not change at all.
    for elapsed in [0.1, 0.15, 0.1234] {
      var pane = Self.opening()
      pane.advance(by: elapsed)
      let (position, velocity) = (pane.value, pane.velocity)
      #expect(velocity.y < -500)
      pane.retarget(to: Self.closed)
      #expect(pane.value == position)
      #expect(pane.velocity == velocity)
      #expect(pane.target == Self.closed && pane.anchor == Self.closed)
      // It carries on upwards for a moment, then turns back and comes to rest closed.
      pane.advance(by: 1.0 / 240)
      #expect(pane.value.y < position.y)
      #expect(pane.velocity.y > velocity.y)
      for _ in 0..<600 where !pane.isFinished { pane.advance(by: 1.0 / 60) }
      #expect(pane.isFinished && pane.value == Self.closed && pane.velocity == .zero)
    }
  }

  @Test func theRetargetedCurveIsTheSpringFromTheStateAtTheTap() {
    // The world integrates exactly: from the tap on, the item follows the equivalent spring from
    // the position and velocity it had, towards the new anchor.
    var pane = Self.opening()
    pane.advance(by: 0.125)  // on the sub-step grid (60 steps of 1/480 s)
    var spring = SpringAnimation(
      from: pane.value, to: Self.closed, velocity: pane.velocity, parameters: Self.equivalentSpring,
      tolerance: Tolerance(distance: 0, velocity: 2))
    pane.retarget(to: Self.closed)
    var compared = 0
    for _ in 0..<120 {
      pane.advance(by: 1.0 / 60)
      spring.advance(by: 1.0 / 60)
      if pane.isFinished { break }
      #expect(pane.value.distance(to: spring.value) < 1e-3)
      compared += 1
    }
    #expect(compared > 30)
    #expect(pane.isFinished && pane.value == Self.closed)
  }

  @Test func everyFrameRateAndAHitchAgreeThroughARetarget() {
    // The tap at 0.2 s is applied after advancing to it, as scenes do with event timestamps.
    func run(_ frames: [Double]) -> [Double: Vector2] {
      var pane = Self.opening()
      var now = 0.0
      var tapped = false
      var samples: [Double: Vector2] = [:]
      for time in frames {
        if !tapped && time > 0.2 {
          pane.advance(by: 0.2 - now)
          now = 0.2
          pane.retarget(to: Self.closed)
          tapped = true
        }
        pane.advance(by: time - now)
        now = time
        if let common = Flick.commonTimes.first(where: { abs($0 - time) < 1e-9 }) {
          samples[common] = pane.value
        }
      }
      return samples
    }
    let end = Flick.commonTimes.last!
    let reference = run(frameTimes(rate: 240, until: end))
    #expect(reference.count == Flick.commonTimes.count)
    var schedules = Flick.rates.map { frameTimes(rate: $0, until: end) }
    schedules.append(frameTimes(rate: 60, until: end, hitch: 0.25...0.5))
    for frames in schedules {
      let samples = run(frames)
      // The hitch's schedule has no frame at 2/6 s; every other common time is a frame.
      #expect(samples.count >= Flick.commonTimes.count - 1)
      for (time, value) in samples {
        #expect(value.distance(to: reference[time] ?? .zero) < 0.01, "t \(time)")
      }
    }
  }

  @Test func aFinishedAnimationRetargetedRunsAgainFromItsAnchor() {
    var pane = Self.opening()
    for _ in 0..<600 where !pane.isFinished { pane.advance(by: 1.0 / 60) }
    #expect(pane.isFinished)
    pane.retarget(to: Self.closed)
    #expect(!pane.isFinished)
    #expect(pane.value == Self.open && pane.velocity == .zero)
    pane.advance(by: 0.1)
    #expect(pane.value.y > Self.open.y)
    // Retargeted to where it rests: still finished.
    var resting = Self.opening()
    for _ in 0..<600 where !resting.isFinished { resting.advance(by: 1.0 / 60) }
    resting.retarget(to: Self.open + Vector2(x: 0, y: 0.1))
    #expect(resting.isFinished)
  }

  @Test func badInputNeverProducesNaN() {
    let nan = Double.nan
    let cases = [
      DynamicsAnimation.pane(
        from: Vector2(x: nan, y: 0), velocity: .zero, anchor: Self.open, itemSize: Self.paneSize),
      DynamicsAnimation.pane(
        from: Self.closed, velocity: Vector2(x: .infinity, y: 0), anchor: Self.open, itemSize: Self.paneSize),
      DynamicsAnimation.pane(
        from: Self.closed, velocity: .zero, anchor: Vector2(x: 0, y: nan), itemSize: Self.paneSize),
      DynamicsAnimation.pane(
        from: Self.closed, velocity: .zero, anchor: Self.open, itemSize: Size(width: nan, height: 1)),
      DynamicsAnimation.pane(
        from: Self.closed, velocity: .zero, anchor: Self.open, itemSize: Self.paneSize, frequency: 0),
      DynamicsAnimation.pane(
        from: Self.closed, velocity: .zero, anchor: Self.open, itemSize: Self.paneSize, frequency: nan,
        dampingRatio: nan, density: nan, resistance: nan),
    ]
    for var pane in cases {
      pane.retarget(to: Vector2(x: nan, y: 3))
      for dt in [1.0 / 60, nan, -1, .infinity, 0.25] { pane.advance(by: dt) }
      pane.retarget(to: Self.closed)
      pane.advance(by: 1.0 / 60)
      #expect(pane.value.isFinite && pane.velocity.isFinite && pane.target.isFinite)
    }
    // A frequency of 0 never moves: it rests at its anchor however it is retargeted.
    var inert = cases[4]
    #expect(inert.isFinished && inert.value == Self.open)
    inert.retarget(to: Self.closed)
    #expect(inert.isFinished && inert.value == Self.closed)
  }
}

extension DynamicsAnimation {
  /// Seed 002's `PaneBehavior`: the attachment's damping 0.4 and the item's resistance 10.
  static func pane(
    from position: Vector2, velocity: Vector2, anchor: Vector2, itemSize: Size, frequency: Double = 3.5,
    dampingRatio: Double = 0.4, density: Double = 100, resistance: Double = 10
  ) -> DynamicsAnimation {
    DynamicsAnimation(
      from: position, velocity: velocity, anchor: anchor, itemSize: itemSize, frequency: frequency,
      dampingRatio: dampingRatio, density: density, resistance: resistance)
  }
}
