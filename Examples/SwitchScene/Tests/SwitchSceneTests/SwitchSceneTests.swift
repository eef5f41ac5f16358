import Foundation
import Motion
import Scenes
import Stage
import SwitchScene
import Testing

/// The switch scene, headless: the same checks a built-in scene gets, through public API only.
@Suite struct SwitchSceneTests {
  static let size = Size(width: 960, height: 640)
  /// The thumb's centre in window points (the track is centred; the thumb is the track's child).
  static func thumbOnScreen(_ scene: SwitchScene) -> Vector2 {
    scene.thumb.convertToRoot(Vector2(x: scene.thumb.size.width / 2, y: scene.thumb.size.height / 2))
  }

  /// Drags the thumb from `start` by `distance` points in `steps` moves 10 ms apart and lets go.
  static func flick(_ scene: SwitchScene, from start: Vector2, by distance: Double, at time: Double) {
    scene.handle(PointerEvent(kind: .down, location: start, timestamp: time))
    for step in 1...5 {
      let location = start + Vector2(x: distance * Double(step) / 5, y: 0)
      scene.handle(PointerEvent(kind: .move, location: location, timestamp: time + 0.01 * Double(step)))
    }
    scene.handle(
      PointerEvent(kind: .up, location: start + Vector2(x: distance, y: 0), timestamp: time + 0.05))
  }

  @Test(arguments: [SettleMode.spring, .dynamics])
  func aFlickTurnsItOnAndTheThumbCarriesTheReleaseVelocity(mode: SettleMode) throws {
    let scene = SwitchScene(size: Self.size)
    scene.mode = mode
    Self.flick(scene, from: Self.thumbOnScreen(scene), by: 40, at: 1)
    let handoff = try #require(scene.context.lastHandoff)
    #expect(scene.isOn)
    #expect(handoff.releaseVelocity.x > 500)
    #expect(abs(handoff.settleVelocity.x - handoff.releaseVelocity.x) < 1e-6)
    scene.advance(to: 4)
    #expect(scene.isAtRest)
    #expect(abs(scene.progress - 1) < 0.01)
  }

  @Test func aPressStopsTheMovingThumbWhereItIsOnScreen() {
    let scene = SwitchScene(size: Self.size)
    scene.handleKey("space", at: 0)
    scene.advance(to: 0.08)
    let before = Self.thumbOnScreen(scene)
    #expect(scene.progress > 0.1 && scene.progress < 0.9)
    scene.handle(PointerEvent(kind: .down, location: before, timestamp: 0.08))
    scene.advance(to: 0.2)
    #expect(Self.thumbOnScreen(scene).distance(to: before) < 1e-9)
    #expect(scene.probe.isHeld)
  }

  @Test func aTapOnTheThumbTogglesAndTheProbeWritesTheSwitchsFields() {
    let scene = SwitchScene(size: Self.size)
    let thumb = Self.thumbOnScreen(scene)
    scene.handle(PointerEvent(kind: .down, location: thumb, timestamp: 0.1))
    scene.handle(PointerEvent(kind: .up, location: thumb, timestamp: 0.15))
    #expect(scene.isOn)
    let names = scene.probe.fields.map(\.name)
    #expect(names == ["on", "thumbX", "progress", "handoff"])
  }
}
