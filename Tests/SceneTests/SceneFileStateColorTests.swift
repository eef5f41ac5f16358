import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// A state's colour animates as its other properties do: from the colour on screen, with the
/// rate it changes at, in premultiplied components; under reduced motion a linear cross-fade.
@Suite("Scene files: a state's colour animates")
struct SceneFileStateColorTests {
  static let file = """
    {"states": {"off": {"lamp": {"color": "#00000000"}}, "on": {"lamp": {"color": "#FF0000"}}},
     "on": [{"tap": "button", "in": "off", "go": "on"}, {"tap": "button", "in": "on", "go": "off"}],
     "layers": [{"id": "button", "x": 20, "y": 20, "w": 80, "h": 40},
                {"id": "lamp", "x": 300, "y": 200, "w": 100, "h": 100}]}
    """

  static func scene() throws -> SceneFileScene {
    SceneFileScene(
      document: try SceneFileDocument(name: "lamp", text: file), size: Size(width: 960, height: 640))
  }

  static func tap(_ scene: SceneFileScene, at time: Double) {
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 60, y: 40), timestamp: time))
    scene.deliver(PointerEvent(kind: .up, location: Vector2(x: 60, y: 40), timestamp: time + 0.05))
  }

  static func lamp(_ scene: SceneFileScene) -> Layer { scene.stage.layer("lamp")! }

  /// The colour the display list fills the lamp with.
  static func drawn(_ scene: SceneFileScene) -> Color? {
    var list = DisplayList()
    list.appendLayerTree(scene.stage.root)
    for item in list.items {
      if case .fill(let fill) = item, abs(fill.transform.tx - 300) < 1e-9, abs(fill.transform.ty - 200) < 1e-9
      {
        return fill.color
      }
    }
    return nil
  }

  @Test("a tap's state change fades the colour in through faint red, never grey, and lands on it exactly")
  func fadesInPremultiplied() throws {
    let scene = try Self.scene()
    #expect(Self.lamp(scene).presentationColor == .clear)
    Self.tap(scene, at: 0.1)
    #expect(scene.stage.states?.current == "on")
    var alphas: [Double] = []
    for frame in 1...90 {
      scene.advance(to: 0.15 + Double(frame) / 60)
      let color = Self.lamp(scene).presentationColor
      alphas.append(color.alpha)
      if color.alpha > 0 {
        // Premultiplied: a straight mix from clear black would be dark red, (α, 0, 0) at α.
        #expect(color.red == 1 && color.green == 0 && color.blue == 0, "frame \(frame): \(color)")
      }
    }
    #expect(
      alphas.first! > 0 && alphas.first! < 0.5, "the first frame is on the way, not there: \(alphas.first!)")
    #expect(alphas.contains { $0 > 0.2 && $0 < 0.8 }, "seen halfway")
    #expect(Self.lamp(scene).presentationColor == Color(hex: 0xFF0000))
    #expect(!Self.lamp(scene).isAnimating(.color))
    #expect(Self.drawn(scene) == Color(hex: 0xFF0000), "the display list fills with the colour on screen")
  }

  @Test("the display list draws the colour on screen mid-change, not the model's")
  func drawnMidChange() throws {
    let scene = try Self.scene()
    Self.tap(scene, at: 0.1)
    scene.advance(to: 0.2)
    let shown = Self.lamp(scene).presentationColor
    #expect(shown.alpha > 0 && shown.alpha < 1)
    #expect(Self.lamp(scene).color == Color(hex: 0xFF0000), "the model is the state's at once")
    #expect(Self.drawn(scene) == shown)
  }

  @Test("a change reversed mid-way leaves from the colour on screen with the rate it had: no step")
  func reversedWithoutAStep() throws {
    let scene = try Self.scene()
    Self.tap(scene, at: 0.1)
    var time = 0.15
    scene.advance(to: time)
    for _ in 0..<4 {
      time += 1.0 / 60
      scene.advance(to: time)
    }
    // The second tap's press, a frame, then its release: the state changes at the release's time.
    let location = Vector2(x: 60, y: 40)
    scene.deliver(PointerEvent(kind: .down, location: location, timestamp: time))
    time += 1.0 / 60
    scene.advance(to: time)
    let before = Self.lamp(scene).presentationColor.alpha
    let rate = Self.lamp(scene).presentationColorVelocity.alpha
    #expect(rate > 0 && before < 1, "still fading in: \(before) at \(rate)/s")
    scene.deliver(PointerEvent(kind: .up, location: location, timestamp: time))
    #expect(scene.stage.states?.current == "off")
    #expect(Self.lamp(scene).presentationColor.alpha == before, "the reversal starts where it is drawn")
    #expect(Self.lamp(scene).presentationColorVelocity.alpha == rate, "with the rate it had")
    time += 1.0 / 60
    scene.advance(to: time)
    let after = Self.lamp(scene).presentationColor.alpha
    // Carried on for a frame, the alpha first keeps rising (the spring turns it round), so it does
    // not step down at the reversal.
    #expect(after >= before - 1e-9, "\(before) → \(after)")
    for _ in 0..<120 {
      time += 1.0 / 60
      scene.advance(to: time)
    }
    #expect(Self.lamp(scene).presentationColor == .clear)
  }

  @Test("under reduced motion the colour cross-fades linearly over ReducedFade's duration, no overshoot")
  func reducedCrossFade() throws {
    let scene = try Self.scene()
    scene.stage.animator.motionPreference = .reduced
    // The tap's release at 0.15 s changes the state: the fade starts then.
    Self.tap(scene, at: 0.1)
    scene.advance(to: 0.15)
    var previous = Self.lamp(scene).presentationColor.alpha
    for frame in 1...40 {
      let elapsed = Double(frame) / 120
      scene.advance(to: 0.15 + elapsed)
      let alpha = Self.lamp(scene).presentationColor.alpha
      #expect(alpha >= previous, "monotone")
      #expect(abs(alpha - min(elapsed / ReducedFade.duration, 1)) < 1e-9, "linear: \(alpha) at \(elapsed) s")
      previous = alpha
    }
    #expect(Self.lamp(scene).presentationColor == Color(hex: 0xFF0000))
  }

  @Test("a grab stops the colour where it is drawn and its release settles it to the state's")
  func grabStopsAndReleaseResumes() throws {
    let text = Self.file.replacingOccurrences(
      of: "\"w\": 100, \"h\": 100}", with: "\"w\": 100, \"h\": 100, \"drag\": {\"axis\": \"x\"}}")
    let scene = SceneFileScene(
      document: try SceneFileDocument(name: "lamp", text: text), size: Size(width: 960, height: 640))
    Self.tap(scene, at: 0.1)
    scene.advance(to: 0.2)
    let shown = Self.lamp(scene).presentationColor
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 350, y: 250), timestamp: 0.2))
    scene.advance(to: 0.3)
    #expect(Self.lamp(scene).presentationColor == shown, "held where it was drawn")
    scene.deliver(PointerEvent(kind: .up, location: Vector2(x: 350, y: 250), timestamp: 0.3))
    for frame in 1...120 { scene.advance(to: 0.3 + Double(frame) / 60) }
    #expect(Self.lamp(scene).presentationColor == Color(hex: 0xFF0000))
  }
}
