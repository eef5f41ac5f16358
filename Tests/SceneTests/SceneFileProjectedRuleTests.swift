import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// A release rule's `"projected"`: where the flick would coast the layer's top-left to
/// (UIScrollView's projection of the release velocity), so "far enough" can count the flick
/// as well as the distance dragged.
@Suite("Scene files: a release's projected rest")
struct SceneFileProjectedRuleTests {
  static let file = """
    {"states": {"shown": {"banner": {"y": 20, "alpha": 1}}, "gone": {"banner": {"y": -120, "alpha": 0}}},
     "on": [{"release": "banner", "projected": {"y": "< -100"}, "go": "gone"}],
     "layers": [{"id": "banner", "x": 280, "y": 20, "w": 400, "h": 80,
                 "drag": {"axis": "y", "snap": {"shown": 20}, "range": ["-H", 20]}}]}
    """

  static func scene() throws -> SceneFileScene {
    SceneFileScene(
      document: try SceneFileDocument(name: "banner", text: file), size: Size(width: 960, height: 640))
  }

  /// A drag up from y 60 by `distance` points over `duration` seconds, let go where it ends.
  static func drag(_ scene: SceneFileScene, up distance: Double, over duration: Double) -> Double {
    let steps = 12
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 480, y: 60), timestamp: 0.1))
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      scene.deliver(
        PointerEvent(
          kind: .move, location: Vector2(x: 480, y: 60 - distance * fraction),
          timestamp: 0.1 + duration * fraction))
    }
    let end = 0.1 + duration
    scene.deliver(PointerEvent(kind: .up, location: Vector2(x: 480, y: 60 - distance), timestamp: end))
    return end
  }

  @Test("a slow drag up 60 pt does not coast past -100: it springs back and stays shown")
  func slowDragStays() throws {
    let scene = try Self.scene()
    let end = Self.drag(scene, up: 60, over: 1.2)
    #expect(scene.stage.states?.current == "shown")
    for frame in 1...90 { scene.advance(to: end + Double(frame) / 60) }
    #expect(abs(scene.stage.layer("banner")!.presentation.frame.minY - 20) < 0.5)
  }

  @Test("a flick up of the same 60 pt would coast past -100: it goes")
  func flickGoes() throws {
    let scene = try Self.scene()
    let end = Self.drag(scene, up: 60, over: 0.06)
    #expect(scene.stage.states?.current == "gone")
    for frame in 1...90 { scene.advance(to: end + Double(frame) / 60) }
    #expect(abs(scene.stage.layer("banner")!.presentation.frame.minY + 120) < 0.5)
  }

  @Test("\"projected\" belongs to a release: on a tap it is one FILE:LINE:COLUMN error")
  func onlyOnARelease() {
    let text = Self.file.replacingOccurrences(of: "{\"release\": \"banner\"", with: "{\"tap\": \"banner\"")
    #expect(throws: SceneFileError.self) { try SceneFileDocument(name: "banner", text: text) }
    do {
      _ = try SceneFileDocument(name: "banner", text: text)
    } catch {
      #expect("\(error)".contains("\"projected\" is a release's"), "\(error)")
    }
  }
}
