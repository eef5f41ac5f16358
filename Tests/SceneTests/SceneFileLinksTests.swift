import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// A scene file's progress links, worked out once a frame (when the frame is read) rather than
/// after every input: a press still hits a linked layer where the inputs before it put it, and
/// a link reading a position another link sets still reads it as set.
@Suite("Scene files: progress links")
struct SceneFileLinksTests {
  /// A knob dragged along x to two snap points; a button whose x follows the knob's, and whose
  /// tap toggles the knob; a follower whose x follows the button's (listed before it).
  static let source = """
    {"layers": [
      {"id": "follower", "y": 300, "w": 20, "h": 20,
       "follow": [{"property": "x", "of": "button", "along": "x", "from": [0, 400], "to": [100, 300]}]},
      {"id": "button", "y": 100, "w": 40, "h": 40,
       "follow": [{"property": "x", "of": "knob", "along": "x", "from": [0, 400], "to": [0, 400]}],
       "tap": {"action": "toggle", "layer": "knob"}},
      {"id": "knob", "y": 500, "w": 40, "h": 40,
       "drag": {"axis": "x", "choose": "nearest", "snap": {"left": 0, "right": 400}}}
    ]}
    """

  static func scene() throws -> SceneFileScene {
    SceneFileScene(
      document: try SceneFileDocument(name: "links", text: source), size: Size(width: 960, height: 640))
  }

  static func press(_ scene: SceneFileScene, at point: Vector2, time: Double) {
    scene.deliver(PointerEvent(kind: .down, location: point, timestamp: time))
    scene.deliver(PointerEvent(kind: .up, location: point, timestamp: time + 0.05))
  }

  @Test("a press lands on the linked layer where the inputs before it moved it, nothing read between")
  func pressHitsTheLinkedLayerWhereItIsNow() throws {
    let scene = try Self.scene()
    // The knob dragged to its right snap point; nothing reads the layers until the press.
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 20, y: 520), timestamp: 0.1))
    for step in 1...20 {
      scene.deliver(
        PointerEvent(
          kind: .move, location: Vector2(x: 20 + 20 * Double(step), y: 520),
          timestamp: 0.1 + 0.01 * Double(step)))
    }
    scene.deliver(PointerEvent(kind: .up, location: Vector2(x: 420, y: 520), timestamp: 0.31))
    for frame in 1...120 { scene.advance(to: 0.31 + Double(frame) / 60) }
    // The button followed the knob to x 400: a tap there toggles the knob back to the left.
    Self.press(scene, at: Vector2(x: 420, y: 120), time: 2.5)
    for frame in 1...120 { scene.advance(to: 2.55 + Double(frame) / 60) }
    let knob = try #require(scene.stage.layer("knob"))
    let button = try #require(scene.stage.layer("button"))
    #expect(knob.presentation.frame.minX == 0, "the tap reached the button where it had followed the knob")
    #expect(button.presentation.frame.minX == 0)
  }

  @Test("a link reads a position another link sets after it is set, whatever the file's order")
  func chainedLinksFollowInOneFrame() throws {
    let scene = try Self.scene()
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 20, y: 520), timestamp: 0.1))
    scene.deliver(PointerEvent(kind: .move, location: Vector2(x: 220, y: 520), timestamp: 0.12))
    let button = try #require(scene.stage.layer("button"))
    let follower = try #require(scene.stage.layer("follower"))
    #expect(button.frame.minX == 200)
    #expect(follower.frame.minX == 200, "100 + 200 * (300 - 100) / 400: the button's new x, not its old")
  }

  @Test("the probe without fields is the probe less its fields, the subject where its link puts it")
  func probeWithoutFieldsIsTheProbeLessItsFields() throws {
    // The button, made the subject, follows the knob: the probe without fields works the links
    // out first. The knob, the subject, follows nothing: the links wait for the next read.
    let linked = SceneFileScene(
      document: try SceneFileDocument(
        name: "links",
        text: Self.source.replacingOccurrences(
          of: "{\"layers\"", with: "{\"subject\": \"button\", \"layers\"")),
      size: Size(width: 960, height: 640))
    for scene in [try Self.scene(), linked] {
      scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 20, y: 520), timestamp: 0.1))
      scene.deliver(PointerEvent(kind: .move, location: Vector2(x: 220, y: 520), timestamp: 0.12))
      let light = scene.probeWithoutFields
      #expect(light.fields.isEmpty)
      let subject = try #require(light.subject)
      let center = subject.presentation.center
      let full = scene.probe
      #expect(!full.fields.isEmpty)
      #expect(full.subject === subject)
      #expect(subject.presentation.center == center, "the links were worked out before the probe was read")
      #expect(light.velocity == full.velocity && light.isHeld == full.isHeld && light.gesture == full.gesture)
    }
    #expect(linked.stage.subjectIsLinked)
    #expect(try !Self.scene().stage.subjectIsLinked)
  }

  @Test("the trace's layers are the same numbers as objects of numbers")
  func tableWritesAsObjects() throws {
    let scene = try Self.scene()
    let layers = try #require(scene.probe.fields.first { $0.name == "layers" })
    guard case .table(let table) = layers.value else {
      Issue.record("the layers are a table")
      return
    }
    #expect(table.rows == ["follower", "button", "knob"])
    #expect(TraceValue.table(table).json == TraceValue.object(table.fields).json)
    #expect(
      TraceValue.table(table).json.hasPrefix(
        #"{"follower": {"x": 100, "y": 300, "w": 20, "h": 20, "alpha": 1, "scale": 1, "rotation": 0}"#))
  }
}
