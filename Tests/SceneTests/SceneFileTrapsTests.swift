import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// The traps issue 58 found in scene files, each closed: a tap beside a drag on one layer fires
/// when the press does not move; `"subject"` on a layer other than the dragged one keeps the
/// hand-off record; a size that follows its own drag is refused where it is written.
@Suite("Scene files: the traps")
struct SceneFileTrapsTests {
  static let size = Size(width: 960, height: 640)

  static func scene(_ text: String) throws -> SceneFileScene {
    SceneFileScene(document: try SceneFileDocument(name: "traps", text: text), size: size)
  }

  /// A press at `from`, moved to `to` over 50 ms, released there; then `settle` seconds.
  static func press(
    _ scene: SceneFileScene, from: Vector2, to: Vector2, at start: Double = 0.1, settle: Double = 2
  ) {
    scene.advance(to: start)
    scene.deliver(PointerEvent(kind: .down, location: from, timestamp: start))
    for step in 1...5 {
      let t = Double(step) / 5
      scene.advance(to: start + 0.01 * Double(step))
      scene.deliver(
        PointerEvent(kind: .move, location: from + (to - from) * t, timestamp: start + 0.01 * Double(step)))
    }
    scene.deliver(PointerEvent(kind: .up, location: to, timestamp: start + 0.06))
    var time = start + 0.06
    while time < start + settle {
      time += 1 / 60
      scene.advance(to: time)
    }
  }

  static let tapAndDrag = """
    {"layers": [{"id": "card", "x": 100, "y": 100, "w": 200, "h": 100,
      "drag": {"axis": "y", "snap": {"top": 100, "bottom": 400}},
      "tap": {"action": "toggle"}}]}
    """

  @Test("a tap beside a drag with no slop given fires when the press does not move")
  func tapBesideDrag() throws {
    let scene = try Self.scene(Self.tapAndDrag)
    let card = try #require(scene.stage.layer("card"))
    let still = Vector2(x: 200, y: 150)
    Self.press(scene, from: still, to: still)
    // Before: the pan began at the press and won it, the tap failed: the card stayed at the top.
    #expect(card.presentation.frame.minY == 400, "the tap toggled the card to its other snap point")
    // A press that moves past the tap's slop (10) is a drag: the card follows and is let go. It
    // sets off where the drag began, the first 30 pt move, with no step: 120 pt up.
    Self.press(scene, from: Vector2(x: 200, y: 450), to: Vector2(x: 200, y: 300), at: 3, settle: 0)
    #expect(
      abs(card.presentation.frame.minY - 280) < 1e-9,
      "dragged 120 pt up with the pointer since the drag began: \(card.presentation.frame.minY)")
  }

  @Test("a tap inside a dragged layer fires too, and the drag's own slop stays the file's")
  func tapInsideDraggedLayer() throws {
    let scene = try Self.scene(
      """
      {"layers": [{"id": "sheet", "y": 100, "w": 960, "h": 400,
        "drag": {"axis": "y", "snap": {"top": 100, "bottom": 400}},
        "layers": [{"id": "button", "x": 10, "y": 10, "w": 80, "h": 40,
                    "tap": {"action": "toggle", "layer": "sheet"}}]}]}
      """)
    let still = Vector2(x: 50, y: 130)
    Self.press(scene, from: still, to: still)
    #expect(scene.stage.layer("sheet")?.presentation.frame.minY == 400)
    let given = try Self.scene(
      Self.tapAndDrag.replacingOccurrences(of: "\"axis\"", with: "\"slop\": 0, \"axis\""))
    Self.press(given, from: Vector2(x: 200, y: 150), to: Vector2(x: 200, y: 150))
    #expect(given.stage.layer("card")?.presentation.frame.minY == 100, "slop 0 given: the drag wins")
  }

  @Test("a subject that is not the dragged layer keeps the hand-off record, as the subject saw it")
  func subjectBesideTheDrag() throws {
    let scene = try Self.scene(
      """
      {"subject": "card",
       "layers": [{"id": "handle", "x": 0, "y": 400, "w": 0, "h": 0,
                   "drag": {"axis": "y", "snap": {"open": 100, "closed": 400}},
                   "layers": [{"id": "card", "x": 100, "w": 300, "h": 200, "color": "#FF0000"}]}]}
      """)
    #expect(scene.probe.subject?.name == "card")
    Self.press(scene, from: Vector2(x: 200, y: 500), to: Vector2(x: 200, y: 350), settle: 0)
    // Before: the subject's drag was only its own, and it has none: no release on any frame.
    let handoff = try #require(scene.probe.handoff, "a hand-off recorded at the release")
    let card = try #require(scene.stage.layer("card"))
    let center = card.superlayer!.convertToRoot(card.presentation.center)
    #expect(abs(handoff.from.x - center.x) < 1e-9 && abs(handoff.from.y - center.y) < 1e-9)
    let fields = TraceValue.object(scene.probe.fields).json
    #expect(fields.contains("\"handoff\": {\"t\""), "the trace's handoff: \(fields)")
    #expect(scene.probe.isHeld == false)
  }

  @Test("a size that follows its own drag is refused where the link is written", arguments: ["h", "w"])
  func sizeFollowingItsOwnDrag(property: String) throws {
    let text = """
      {"layers": [{"id": "card", "y": 400, "w": 300, "h": 200,
        "drag": {"axis": "y", "snap": {"open": 0, "closed": 400}},
        "follow": [{"property": "\(property)", "of": "card", "along": "y", "from": [400, 0], "to": [200, 640]}]}]}
      """
    #expect(throws: SceneFileError.self) { try SceneFileDocument(name: "size", text: text) }
    do throws(SceneFileError) {
      _ = try SceneFileDocument(name: "size", text: text)
    } catch {
      #expect(error.position.line == 3 && error.message.contains("follows its own drag"), "\(error)")
    }
    // Through another layer's link: the same loop.
    let chained = """
      {"layers": [{"id": "card", "y": 400, "w": 300, "h": 200,
        "drag": {"axis": "y", "snap": {"open": 0, "closed": 400}},
        "follow": [{"property": "\(property)", "of": "shadow", "along": "x", "from": [400, 0], "to": [200, 640]}]},
        {"id": "shadow", "w": 10, "h": 10,
         "follow": [{"property": "x", "of": "card", "along": "y", "from": [0, 400], "to": [0, 400]}]}]}
      """
    #expect(throws: SceneFileError.self) { try SceneFileDocument(name: "size", text: chained) }
    // Following a handle's drag, from a layer inside it: accepted.
    let handle = """
      {"layers": [{"id": "handle", "y": 400, "w": 0, "h": 0,
        "drag": {"axis": "y", "snap": {"open": 0, "closed": 400}},
        "layers": [{"id": "card", "w": 300, "h": 200,
          "follow": [{"property": "\(property)", "of": "handle", "along": "y", "from": [400, 0], "to": [200, 640]}]}]}]}
      """
    #expect(throws: Never.self) { try SceneFileDocument(name: "size", text: handle) }
  }
}
