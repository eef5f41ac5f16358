import Foundation
import HelloScene
import Motion
import Scenes
import Stage
import Testing

/// The hello scene through public API only: the checks a newcomer's scene can copy.
@Suite struct HelloSceneTests {
  static let size = Size(width: 960, height: 640)

  /// Drags from `start` by `offset` in five moves 10 ms apart and lets go at `time + 0.05`.
  static func flick(_ scene: HelloScene, from start: Vector2, by offset: Vector2, at time: Double) {
    scene.deliver(PointerEvent(kind: .down, location: start, timestamp: time))
    for step in 1...5 {
      let location = start + (Double(step) / 5) * offset
      scene.deliver(PointerEvent(kind: .move, location: location, timestamp: time + 0.01 * Double(step)))
    }
    scene.deliver(PointerEvent(kind: .up, location: start + offset, timestamp: time + 0.05))
  }

  @Test(arguments: [SettleMode.spring, .dynamics])
  func aFlickCarriesItsVelocityHomeInTheHostsMode(mode: SettleMode) throws {
    let scene = HelloScene(size: Self.size)
    scene.mode = mode
    Self.flick(scene, from: Vector2(x: 480, y: 320), by: Vector2(x: 100, y: -50), at: 1)
    let handoff = try #require(scene.context.lastHandoff)
    #expect(handoff.releaseVelocity.x > 1000)
    #expect(handoff.settleVelocity.distance(to: handoff.releaseVelocity) < 1e-6)
    #expect(handoff.from.distance(to: Vector2(x: 580, y: 270)) < 1e-9)
    #expect(handoff.target == Vector2(x: 480, y: 320))
    scene.advance(to: 5)
    #expect(scene.isAtRest)
    #expect(scene.square.presentation.center.distance(to: Vector2(x: 480, y: 320)) < 0.5)
  }

  @Test func aPressStopsTheSquareWhereItIsOnScreenAndTheProbeSaysHeld() {
    let scene = HelloScene(size: Self.size)
    Self.flick(scene, from: Vector2(x: 480, y: 320), by: Vector2(x: 150, y: 0), at: 1)
    scene.advance(to: 1.12)
    let before = scene.square.presentation.center
    #expect(before.distance(to: Vector2(x: 480, y: 320)) > 20)
    scene.deliver(PointerEvent(kind: .down, location: before, timestamp: 1.12))
    scene.advance(to: 1.3)
    #expect(scene.square.presentation.center.distance(to: before) < 1e-9)
    #expect(scene.probe.isHeld)
    #expect(scene.probe.gesture == .began || scene.probe.gesture == .changed)
  }

  @Test func slowMotionKeepsOnScreenVelocitiesOnOneClock() throws {
    let normal = HelloScene(size: Self.size)
    let slow = HelloScene(size: Self.size)
    slow.slowMotion = true
    for scene in [normal, slow] {
      Self.flick(scene, from: Vector2(x: 480, y: 320), by: Vector2(x: 100, y: 0), at: 1)
    }
    // Right after the release both move at the flick's on-screen speed: the probe's velocity
    // is on the screen's clock in slow motion too.
    #expect(abs(normal.probe.velocity.x - slow.probe.velocity.x) < 1e-6)
    #expect(normal.probe.velocity.x > 1000)
  }
}
