import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// A scene file's scroll hides the content's rows that are wholly outside its viewport (Stage
/// does not clip): the sheet's list, scrolled to its end, draws none of its first rows over the
/// map.
@Suite("Scene files: a scroll's rows out of view")
struct SceneFileScrollTests {
  @Test("rows scrolled wholly out of the list are hidden, and shown again when scrolled back")
  func rowsOutOfViewAreHidden() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/scenes/sheet.json")
    let document = try SceneFileDocument(name: "sheet", text: try String(contentsOf: url, encoding: .utf8)) {
      _ in
      .success(SceneFileImage(source: "map", size: Size(width: 960, height: 720)))
    }
    let scene = SceneFileScene(document: document, size: Size(width: 960, height: 640))
    // The sheet's rows come from one template since issue 58: row0 … row13 (row1 … row14 before).
    let row1 = try #require(scene.stage.layer("row0"))
    let row14 = try #require(scene.stage.layer("row13"))
    #expect(scene.stage.layer("list")?.clipsToBounds == true, "the list clips its rows at its edges")
    func drag(from y: Double, by distance: Double, at time: Double) {
      scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 480, y: y), timestamp: time))
      for step in 1...20 {
        scene.deliver(
          PointerEvent(
            kind: .move, location: Vector2(x: 480, y: y + distance * Double(step) / 20),
            timestamp: time + 0.016 * Double(step)))
      }
      scene.deliver(
        PointerEvent(kind: .up, location: Vector2(x: 480, y: y + distance), timestamp: time + 0.32))
      for frame in 0...120 { scene.advance(to: time + 0.32 + Double(frame) / 60) }
    }
    #expect(!row1.isHidden)
    // Slowly: the sheet to its top detent, then the list to its end (no fling past it).
    drag(from: 420, by: -260, at: 0.1)
    #expect(scene.stage.layer("sheet")?.presentation.frame.minY == 64)
    drag(from: 560, by: -400, at: 3)
    #expect(row1.isHidden, "row 1 is above the list's top")
    #expect(!row14.isHidden)
    drag(from: 200, by: 200, at: 6)
    #expect(!row1.isHidden, "scrolled back, row 1 shows")
  }
}
