import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// Names in scene files (issue 58): `"let"` names an expression once for every expression of
/// the file; `"repeat"` makes a layer's template n times with its index `i`.
@Suite("Scene files: names and repeated layers")
struct SceneFileNamesTests {
  static func document(_ text: String) throws(SceneFileError) -> SceneFileDocument {
    try SceneFileDocument(name: "names", text: text)
  }

  /// The error reading `text` gives, as `LINE:COLUMN: message`.
  static func error(_ text: String) -> SceneFileError? {
    do throws(SceneFileError) {
      _ = try document(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("a let name stands for its expression in any expression, and may use the names before or after it")
  func letNames() throws {
    let document = try Self.document(
      """
      {"let": {"left": "(W - cardWidth) / 2", "cardWidth": "min(W - 16, 400)"},
       "layers": [{"id": "card", "x": "left", "y": "H - 64", "w": "cardWidth", "h": 10,
                   "drag": {"axis": "y", "snap": {"a": "H - 64", "b": "left"}}}]}
      """)
    let card = try #require(document.layers.first)
    #expect(card.frame(in: Size(width: 960, height: 640)) == Rect(x: 280, y: 576, width: 400, height: 10))
    #expect(card.frame(in: Size(width: 300, height: 640)) == Rect(x: 8, y: 576, width: 284, height: 10))
    // The same tree as the expressions written out.
    let written = try Self.document(
      """
      {"layers": [{"id": "card", "x": "(W - min(W - 16, 400)) / 2", "y": "H - 64", "w": "min(W - 16, 400)", "h": 10}]}
      """)
    #expect(card.x == written.layers[0].x && card.w == written.layers[0].w)
  }

  @Test(
    "an unknown name, a built-in one, a name that is no name and a cycle are errors where they are written",
    arguments: [
      (#"{"let": {"a": 4}, "layers": [{"id": "x", "w": "b * 2", "h": 1}]}"#, "1:48", "unknown name 'b'"),
      (
        #"{"let": {"cardWidth": 4}, "layers": [{"id": "x", "w": "cardWidht", "h": 1}]}"#, "1:56",
        "did you mean 'cardWidth'"
      ),
      (#"{"let": {"W": 4}, "layers": []}"#, "1:10", "built-in"),
      (#"{"let": {"i": 4}, "layers": []}"#, "1:10", "built-in"),
      (#"{"let": {"2x": 4}, "layers": []}"#, "1:10", "cannot be a name"),
      (#"{"let": {"a": "b + 1", "b": "a * 2"}, "layers": []}"#, "1:10", "a → b → a"),
      (#"{"let": {"a": "a + 1"}, "layers": []}"#, "1:10", "a → a"),
      (#"{"let": [1], "layers": []}"#, "1:9", "an object of names"),
      (#"{"layers": [{"id": "x", "w": "i * 2", "h": 1}]}"#, "1:31", "unknown name 'i'"),
    ])
  func badNames(text: String, position: String, says: String) throws {
    let error = try #require(Self.error(text), "\(text) read")
    #expect("\(error.position.line):\(error.position.column)" == position, "\(error)")
    #expect(error.message.contains(says), "\(error)")
  }

  @Test("a repeated layer is its template n times, i its index, ids and references inside it given the index")
  func repeatedLayers() throws {
    let document = try Self.document(
      """
      {"let": {"rowHeight": 52},
       "layers": [
         {"id": "row", "repeat": 14, "x": 16, "y": "i * (rowHeight + 8)", "w": "W - 32", "h": "rowHeight",
          "layers": [{"id": "label", "w": 100, "h": 20, "text": "row"},
                     {"id": "mark", "w": 10, "h": 10,
                      "follow": [{"property": "alpha", "of": "label", "along": "y", "from": [0, 100], "to": [0, 1]}]}]},
         {"id": "after", "w": 1, "h": 1, "follow": [{"property": "x", "of": "row13", "along": "y", "from": [0, 1], "to": [0, 1]}]}
       ]}
      """)
    let ids = document.layers.map(\.id)
    #expect(ids == (0..<14).map { "row\($0)" } + ["after"])
    let size = Size(width: 960, height: 640)
    #expect(document.layers[13].frame(in: size) == Rect(x: 16, y: 780, width: 928, height: 52))
    #expect(document.layers[5].sublayers.map(\.id) == ["label5", "mark5"])
    #expect(document.layers[5].sublayers[1].follow.first?.of == "label5")
    let scene = SceneFileScene(document: document, size: size)
    #expect(scene.stage.layer("row13")?.frame.minY == 780)
  }

  @Test(
    "a repeat that is not a whole count, or inside another, is an error where it is written",
    arguments: [
      (#"{"layers": [{"id": "r", "repeat": 1.5, "w": 1, "h": 1}]}"#, "1:35", "whole number"),
      (#"{"layers": [{"id": "r", "repeat": -1, "w": 1, "h": 1}]}"#, "1:35", "at least 0"),
      (
        #"{"layers": [{"id": "r", "repeat": 2, "w": 1, "h": 1, "layers": [{"id": "s", "repeat": 2, "w": 1, "h": 1}]}]}"#,
        "1:77", "inside a repeated layer"
      ),
      (
        #"{"layers": [{"id": "r", "repeat": 2, "w": 1, "h": 1}, {"id": "r1", "w": 1, "h": 1}]}"#, "1:62",
        "exists already"
      ),
    ])
  func badRepeats(text: String, position: String, says: String) throws {
    let error = try #require(Self.error(text), "\(text) read")
    #expect("\(error.position.line):\(error.position.column)" == position, "\(error)")
    #expect(error.message.contains(says), "\(error)")
  }
}

extension SceneFileNamesTests {
  @Test("names that double at each level are refused before they are worked out, not left to hang")
  func doublingNames() throws {
    let names = (0..<40).map { "\"n\($0)\": \"n\($0 + 1) + n\($0 + 1)\"" }.joined(separator: ", ")
    let text = #"{"let": {"# + names + #", "n40": 1}, "layers": [{"id": "x", "w": "n0", "h": 1}]}"#
    let error = try #require(Self.error(text))
    #expect(error.message.contains("too large"), "\(error)")
  }
}

extension SceneFileNamesTests {
  @Test("a clipping layer of a file clips its sublayers: a press beside it misses the rows it hides")
  func clippedList() throws {
    let document = try Self.document(
      """
      {"layers": [{"id": "list", "x": 16, "y": 100, "w": 300, "h": 200, "clip": true,
                   "layers": [{"id": "row", "repeat": 4, "y": "i * 60", "w": 300, "h": 52, "color": "#EEF1F6",
                               "tap": {"action": "toggle", "layer": "list"}}],
                   "drag": {"axis": "y", "snap": [100, 300]}}]}
      """)
    let scene = SceneFileScene(document: document, size: Size(width: 960, height: 640))
    #expect(scene.stage.layer("list")?.clipsToBounds == true)
    // Row 3 is at 280…332 in the window: its part under the list's bottom edge (300) is not hit.
    #expect(scene.root.hitTest(Vector2(x: 100, y: 290))?.name == "row3")
    #expect(scene.root.hitTest(Vector2(x: 100, y: 320))?.name == "scene-file")
  }
}
