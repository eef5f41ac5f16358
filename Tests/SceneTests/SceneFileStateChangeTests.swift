import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// A change of state moves a dragged layer through its drag, so a press catches it mid-flight
/// where it is on screen; rules that swap two states toggle; a drag `"in"` some states does
/// nothing outside them.
@Suite("Scene files: state changes")
struct SceneFileStateChangeTests {
  static let file = """
    {"states": {"low": {"card": {"y": 400}}, "high": {"card": {"y": 100}}},
     "on": [{"tap": "button", "in": "low", "go": "high"}, {"tap": "button", "in": "high", "go": "low"}],
     "layers": [{"id": "button", "x": 20, "y": 20, "w": 80, "h": 40},
                {"id": "card", "x": 380, "y": 400, "w": 200, "h": 120, "drag": {"axis": "y", "snap": [100, 400], "in": "__IN__"}}]}
    """

  static func scene(in states: String = "low\", \"high") throws -> SceneFileScene {
    let text = file.replacingOccurrences(of: "\"__IN__\"", with: "[\"\(states)\"]")
    return SceneFileScene(
      document: try SceneFileDocument(name: "states", text: text), size: Size(width: 960, height: 640))
  }

  static func tap(_ scene: SceneFileScene, at time: Double) {
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 60, y: 40), timestamp: time))
    scene.deliver(PointerEvent(kind: .up, location: Vector2(x: 60, y: 40), timestamp: time + 0.05))
  }

  static func y(_ scene: SceneFileScene) -> Double { scene.stage.layer("card")!.presentation.frame.minY }

  @Test("two tap rules that swap two states toggle, each change animated there")
  func tapsToggle() throws {
    let scene = try Self.scene()
    Self.tap(scene, at: 0.1)
    #expect(scene.stage.states?.current == "high")
    for frame in 1...120 { scene.advance(to: 0.15 + Double(frame) / 60) }
    #expect(abs(Self.y(scene) - 100) < 0.5)
    Self.tap(scene, at: 2.5)
    #expect(scene.stage.states?.current == "low")
    scene.advance(to: 2.6)
    #expect(Self.y(scene) > 100 && Self.y(scene) < 400, "it moves, not jumps: \(Self.y(scene))")
  }

  @Test(
    "a press mid-flight of a state change catches the layer where it is shown, and it follows the pointer")
  func grabMidFlight() throws {
    let scene = try Self.scene()
    Self.tap(scene, at: 0.1)
    scene.advance(to: 0.25)
    let shown = Self.y(scene)
    #expect(shown < 395 && shown > 105, "in flight: \(shown)")
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 480, y: shown + 60), timestamp: 0.25))
    #expect(abs(Self.y(scene) - shown) < 0.5, "caught where shown, no jump")
    scene.deliver(PointerEvent(kind: .move, location: Vector2(x: 480, y: shown + 80), timestamp: 0.27))
    #expect(abs(Self.y(scene) - (shown + 20)) < 0.5, "follows the pointer")
    scene.deliver(PointerEvent(kind: .up, location: Vector2(x: 480, y: shown + 80), timestamp: 0.3))
    for frame in 1...120 { scene.advance(to: 0.3 + Double(frame) / 60) }
    // The state ("high") places the card: the release goes back there.
    #expect(abs(Self.y(scene) - 100) < 0.5)
    #expect(scene.isAtRest)
  }

  @Test("a drag \"in\" one state does nothing in another")
  func dragOnlyInItsStates() throws {
    let scene = try Self.scene(in: "high")
    for (index, y) in [460.0, 420, 380, 340].enumerated() {
      let kind: PointerEvent.Kind = index == 0 ? .down : index == 3 ? .up : .move
      scene.deliver(
        PointerEvent(kind: kind, location: Vector2(x: 480, y: y), timestamp: 0.1 + 0.02 * Double(index)))
    }
    scene.advance(to: 0.5)
    #expect(Self.y(scene) == 400, "in \"low\" the drag is off")
  }
}
