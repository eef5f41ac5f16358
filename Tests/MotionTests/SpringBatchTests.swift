import Foundation
import Testing

@testable import Motion

/// The batched exact spring: every spring in the batch is on the closed form (1e-9 relative),
/// takes the same steps a SpringAnimation takes, and comes to rest on its own.
@Suite struct SpringBatchTests {
  static let regimes: [Spring] = [
    .handDriven,  // underdamped, ζ 0.58
    Spring(response: 0.4, dampingRatio: 1),  // critically damped
    Spring(response: 0.3, dampingRatio: 2.5),  // overdamped
  ]

  /// Frame schedules: 60 Hz, 144 Hz, jittered with 250 ms hitches.
  static let schedules: [[Double]] = [
    Array(repeating: 1.0 / 60, count: 120),
    Array(repeating: 1.0 / 144, count: 300),
    (0..<160).map { index in index % 37 == 5 ? 0.25 : [0.0161, 0.0172, 0.0049, 0.0333][index % 4] },
  ]

  /// Releases with different targets, distances and velocities, spread deterministically.
  static func releases(_ count: Int) -> [(position: Vector2, target: Vector2, velocity: Vector2)] {
    (0..<count).map { index in
      let i = Double(index)
      return (
        Vector2(x: 800 * sin(1.3 * i), y: 800 * cos(2.1 * i)),
        Vector2(x: 400 * cos(0.7 * i), y: 400 * sin(1.9 * i)),
        Vector2(x: 5000 * sin(2.9 * i + 1), y: 5000 * cos(0.3 * i + 2))
      )
    }
  }

  @Test(arguments: 0..<regimes.count, 0..<schedules.count)
  func everySpringIsOnTheClosedForm(regime: Int, schedule: Int) {
    let parameters = Self.regimes[regime]
    let spring = SpringSolution(parameters)
    let releases = Self.releases(64)
    // Rest thresholds 0: every step is checked against the closed form, none snaps.
    var batch = SpringBatch(parameters: parameters, tolerance: Tolerance(distance: 0, velocity: 0))
    for release in releases {
      batch.append(position: release.position, target: release.target, velocity: release.velocity)
    }
    var time = 0.0
    for dt in Self.schedules[schedule] {
      batch.advance(by: dt)
      time += dt
      for (index, release) in releases.enumerated() {
        let displacement = release.position - release.target
        let scale = max(1, displacement.magnitude, release.velocity.magnitude)
        let exact = spring.evaluate(displacement: displacement, velocity: release.velocity, after: time)
        let position = batch.position(of: index)
        #expect(
          (position - (release.target + exact.displacement)).magnitude / scale <= 1e-9,
          "spring \(index) at \(time)")
        #expect((batch.velocity(of: index) - exact.velocity).magnitude / scale <= 1e-9)
      }
    }
  }

  @Test func takesTheStepsASpringAnimationTakes() {
    let releases = Self.releases(16)
    var batch = SpringBatch(parameters: .handDriven)
    var animations = releases.map { release in
      SpringAnimation(
        from: release.position, to: release.target, velocity: release.velocity, parameters: .handDriven)
    }
    for release in releases {
      batch.append(position: release.position, target: release.target, velocity: release.velocity)
    }
    for dt in Self.schedules[2] {
      batch.advance(by: dt)
      for index in animations.indices {
        animations[index].advance(by: dt)
        #expect((batch.position(of: index) - animations[index].value).magnitude < 1e-9)
        #expect(batch.isMoving(index) == !animations[index].isFinished)
      }
    }
  }

  @Test func eachSpringComesToRestOnItsOwn() {
    var batch = SpringBatch(parameters: .handDriven)
    let near = batch.append(position: Vector2(x: 10, y: 0), target: .zero)
    let far = batch.append(position: Vector2(x: 2000, y: 0), target: .zero, velocity: Vector2(x: 0, y: 4000))
    let still = batch.append(position: Vector2(x: 5, y: 5), target: Vector2(x: 5, y: 5))
    #expect(batch.movingCount == 2 && !batch.isMoving(still))
    var frames = 0
    while batch.isMoving(near) {
      batch.advance(by: 1.0 / 60)
      frames += 1
    }
    #expect(batch.isMoving(far))
    #expect(batch.movingCount == 1)
    #expect(batch.position(of: near) == .zero && batch.velocity(of: near) == .zero)
    while !batch.isAtRest && frames < 10_000 {
      batch.advance(by: 1.0 / 60)
      frames += 1
    }
    #expect(batch.isAtRest && batch.position(of: far) == .zero)
    // At rest the batch costs nothing and stays put.
    batch.advance(by: 1)
    #expect(batch.position(of: far) == .zero && batch.position(of: still) == Vector2(x: 5, y: 5))
  }

  @Test func aNewTargetKeepsPositionAndVelocity() {
    var batch = SpringBatch(parameters: .handDriven)
    let index = batch.append(position: .zero, target: Vector2(x: 300, y: 0))
    for _ in 0..<10 { batch.advance(by: 1.0 / 60) }
    let position = batch.position(of: index)
    let velocity = batch.velocity(of: index)
    batch.setTarget(index, to: Vector2(x: -300, y: 100))
    #expect(batch.position(of: index) == position && batch.velocity(of: index) == velocity)
    #expect(batch.target(of: index) == Vector2(x: -300, y: 100))
    // A thrown spring at rest starts moving again.
    batch.set(index, position: Vector2(x: -300, y: 100), velocity: .zero)
    #expect(!batch.isMoving(index) && batch.movingCount == 0)
    batch.set(index, position: Vector2(x: -300, y: 100), velocity: Vector2(x: 900, y: 0))
    #expect(batch.isMoving(index) && batch.movingCount == 1)
  }

  @Test func aRetargetToTheTargetItHasChangesNothing() {
    // Far from the origin, moving the state to its own target and back rounds the
    // displacement (1e9 + 0.123456789 − 1e9 keeps 23 bits of it): a spring given the target it
    // has must go on exactly as its twin that was not.
    var retargeted = SpringBatch(parameters: .handDriven)
    var twin = SpringBatch(parameters: .handDriven)
    let target = Vector2(x: 1e9, y: -2e9)
    let start = Vector2(x: 1e9 + 0.123456789, y: -2e9 - 7.654321)
    let index = retargeted.append(position: start, target: target, velocity: Vector2(x: 40, y: -30))
    twin.append(position: start, target: target, velocity: Vector2(x: 40, y: -30))
    for _ in 0..<3 {
      retargeted.advance(by: 1.0 / 60)
      twin.advance(by: 1.0 / 60)
    }
    retargeted.setTarget(index, to: retargeted.target(of: index))
    retargeted.advance(by: 1.0 / 60)
    twin.advance(by: 1.0 / 60)
    #expect(retargeted.velocity(of: index) == twin.velocity(of: index))
    #expect(retargeted.position(of: index) == twin.position(of: index))
  }

  @Test func nonFiniteInputNeverSpreads() {
    var batch = SpringBatch(parameters: .handDriven)
    #expect(batch.tolerance == .motion)
    let index = batch.append(
      position: Vector2(x: .nan, y: 0), target: Vector2(x: 10, y: 10), velocity: Vector2(x: .infinity, y: 0))
    #expect(batch.position(of: index) == Vector2(x: 10, y: 10) && batch.movingCount == 0)
    batch.setTarget(index, to: Vector2(x: .infinity, y: 0))
    #expect(batch.target(of: index) == Vector2(x: 10, y: 10))
    for dt in [Double.nan, -1, 0, .infinity] { batch.advance(by: dt) }
    #expect(batch.position(of: index).isFinite)
  }

  @Test func aKickToEverySpringIsEachSpringSetWithItsVelocityPlusTheKick() {
    // Springs moving, at rest, far off (where the displacement rounds) and one kicked to rest or
    // to a non-finite speed: one pass gives exactly what a call per spring gives.
    var passed = SpringBatch(parameters: .handDriven)
    for index in 0..<40 {
      let angle = Double(index)
      passed.append(
        position: Vector2(x: 1e7 * Double(index % 3) + 30 * cos(angle), y: 20 * sin(angle)),
        target: Vector2(x: 1e7 * Double(index % 3), y: Double(index % 5)),
        velocity: index % 4 == 0 ? .zero : Vector2(x: 100 * sin(angle), y: -50))
    }
    for _ in 0..<7 { passed.advance(by: 1.0 / 60) }
    var oneByOne = passed
    let kick = { (position: Vector2) -> Vector2 in
      if position.x > 1.5e7 { return Vector2(x: .infinity, y: 0) }
      return Vector2(x: 200 * exp(-abs(position.y) / 10), y: -position.x / 1e5)
    }
    passed.addToVelocities(kick)
    for index in 0..<40 {
      let position = oneByOne.position(of: index)
      oneByOne.set(index, position: position, velocity: oneByOne.velocity(of: index) + kick(position))
    }
    #expect(passed.movingCount == oneByOne.movingCount)
    for index in 0..<40 {
      #expect(passed.position(of: index) == oneByOne.position(of: index))
      #expect(passed.velocity(of: index) == oneByOne.velocity(of: index))
      #expect(passed.isMoving(index) == oneByOne.isMoving(index))
    }
    for _ in 0..<5 {
      passed.advance(by: 1.0 / 60)
      oneByOne.advance(by: 1.0 / 60)
    }
    #expect((0..<40).allSatisfy { passed.position(of: $0) == oneByOne.position(of: $0) })
  }
}
