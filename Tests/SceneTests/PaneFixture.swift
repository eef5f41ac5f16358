import Motion
import Stage

@testable import Scenes

/// What the pane's scene tests share: a 960×640 window, where the pane is 720×960; closed its
/// top is at 576 (a 64 pt strip shows), open at 160; its centre is then at y 1056 and 640.
protocol PaneFixture {}

extension PaneFixture {
  static var size: Size { Size(width: 960, height: 640) }
  static var closedTop: Double { 576 }
  static var openTop: Double { 160 }
  static var closedCenter: Vector2 { Vector2(x: 480, y: 1056) }
  static var openCenter: Vector2 { Vector2(x: 480, y: 640) }

  static func scene(_ mode: SettleMode = .spring) -> PaneScene {
    let scene = PaneScene(size: size)
    scene.mode = mode
    return scene
  }

  static func pointer(
    _ scene: PaneScene, _ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at time: Double
  ) {
    scene.deliver(PointerEvent(kind: kind, location: Vector2(x: x, y: y), timestamp: time))
  }

  /// A press and a release without moving, 50 ms apart, on the strip that always shows.
  static func tap(_ scene: PaneScene, at time: Double, y: Double = 620) {
    pointer(scene, .down, 480, y, at: time - 0.05)
    pointer(scene, .up, 480, y, at: time)
  }

  /// The pane's top edge on screen.
  static func top(_ scene: PaneScene) -> Double { scene.pane.presentation.frame.minY }

  /// From `state` at rest, press at `y`, move at `speed` pt/s (negative: up) for 0.2 s in 8 ms
  /// steps, optionally hold still, release; returns the scene just after the release.
  static func drag(
    from state: PaneState, pressY: Double, speed: Double, holdStill: Bool = false, mode: SettleMode = .spring
  )
    -> PaneScene
  {
    let scene = Self.scene(mode)
    if state == .open {
      scene.toggle(at: 0)
      scene.advance(to: 3)
    }
    var time = 3.0
    var y = pressY
    pointer(scene, .down, 480, y, at: time)
    for _ in 0..<25 {
      time += 0.008
      y += speed * 0.008
      pointer(scene, .move, 480, y, at: time)
    }
    if holdStill { time += 0.06 }
    pointer(scene, .up, 480, y, at: time)
    return scene
  }
}
