import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// `docs/scene-files.md` documents every key the reader accepts, and only those: each
/// `## \`context\`` section lists its keys as `- \`key\`:` lines, matched against
/// ``SceneFileSchema``; each key's example (the last code span on its line) is accepted by the
/// reader where the key stands; the tutorial's files read and run.
@Suite("Scene files: the reference")
struct SceneFileDocsTests {
  static let text: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/scene-files.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The documented keys by section, and each key's example.
  static var sections: [String: [(key: String, example: String)]] {
    var sections: [String: [(key: String, example: String)]] = [:]
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        let title = line.dropFirst(3)
        current = title.hasPrefix("`") ? String(title.dropFirst().prefix { $0 != "`" }) : nil
        if let current { sections[current] = [] }
      } else if let section = current, line.hasPrefix("- `") {
        let key = String(line.dropFirst(3).prefix { $0 != "`" })
        let spans = line.split(separator: "`", omittingEmptySubsequences: false)
        let example = spans.count >= 3 ? String(spans[spans.count - 2]) : ""
        sections[section, default: []].append((key, example))
      }
    }
    return sections
  }

  @Test("every key is documented, under where it stands, and no other")
  func everyKeyIsDocumented() {
    let sections = Self.sections
    #expect(Set(sections.keys) == Set(SceneFileSchema.keys.keys))
    for (context, keys) in SceneFileSchema.keys {
      let documented = (sections[context] ?? []).map(\.key)
      #expect(
        Set(documented) == Set(keys),
        "\(context): missing \(Set(keys).subtracting(documented)), extra \(Set(documented).subtracting(keys))"
      )
    }
  }

  /// An object of `defaults` (`"key": value` each) with `example` in place of the default of
  /// its key.
  static func object(_ defaults: [String], with example: String?) -> String {
    guard let example else { return "{" + defaults.joined(separator: ", ") + "}" }
    let key = example.prefix { $0 != ":" }
    return "{" + (defaults.filter { !$0.hasPrefix(key + ":") } + [example]).joined(separator: ", ") + "}"
  }

  /// A whole file with `example` (`"key": value`) standing where `context` says, among layers
  /// named as the examples name them.
  static func file(with example: String, in context: String) -> String {
    func layer(_ id: String, _ fields: [String] = [], example: String? = nil) -> String {
      object(["\"id\": \"\(id)\"", "\"w\": 10", "\"h\": 10"] + fields, with: example)
    }
    let pane = layer("pane", ["\"drag\": {\"axis\": \"y\", \"snap\": {\"a\": 0, \"b\": 100}}"])
    let others = [pane, layer("page"), layer("rows")]
    // States the examples name (`"in": "a"`, `"go": "b"`), unless the file gives its own.
    let states = "\"states\": {\"a\": {}, \"b\": {}, \"closed\": {}, \"open\": {}}"
    func scene(_ layers: [String], _ fields: [String] = [], example: String? = nil) -> String {
      let own = fields.contains { $0.hasPrefix("\"states\":") }
      return object(
        ["\"layers\": [" + layers.joined(separator: ", ") + "]"] + fields + (own ? [] : [states]),
        with: example)
    }
    func nested(_ key: String, _ defaults: [String] = []) -> String {
      "\"\(key)\": " + object(defaults, with: example)
    }
    switch context {
    case "scene": return scene(others, example: example)
    case "layer":
      // With a sublayer, for a scroll's content (unless the example gives the sublayers).
      return scene(others + [layer("x1", ["\"layers\": [" + layer("content") + "]"], example: example)])
    case "text": return scene([layer("a", [nested("text", ["\"string\": \"x\""])])])
    case "shadow", "border", "pinch", "rotate": return scene([layer("a", [nested(context)])])
    case "drag": return scene([layer("a", [nested("drag", ["\"axis\": \"y\""])])])
    case "range":
      return scene([layer("a", ["\"drag\": {\"snap\": [[0, 0], [10, 10]], " + nested("range") + "}"])])
    case "tap":
      return scene(
        [pane.dropLast() + ", " + nested("tap") + "}", layer("page")],
        ["\"edgePan\": {\"layers\": {\"page\": {\"x\": [0, 10]}}}"])
    case "scroll":
      return scene([
        layer("a", [nested("scroll", ["\"content\": \"rows\""]), "\"layers\": [" + layer("rows") + "]"])
      ])
    case "follow":
      let defaults = ["\"property\": \"alpha\"", "\"of\": \"pane\"", "\"from\": [0, 100]", "\"to\": [0, 1]"]
      let link = object(
        defaults,
        with: example)
      // A link that combines needs one before it on its property.
      let first = example.contains("\"combine\"") ? object(defaults, with: nil) + ", " : ""
      return scene([pane, layer("a", ["\"follow\": [" + first + link + "]"])])
    case "edgePan":
      return scene(others, [nested("edgePan", ["\"layers\": {\"page\": {\"x\": [0, 10]}}"])])
    case "edgePan.layers": return scene(others, ["\"edgePan\": {\"layers\": {\"page\": {\(example)}}}"])
    case "settle": return scene([], [nested("settle")])
    case "states": return scene(others, ["\"states\": {\"s\": {\"page\": {\(example)}}}"])
    case "on":
      // A rule waits for one thing: an example of a trigger (or of what goes with one) replaces
      // the default release.
      let key = String(example.prefix { $0 != ":" })
      let defaults: [String]
      switch key {
      case "\"tap\"", "\"release\"", "\"enter\"", "\"key\"", "\"leave\"": defaults = ["\"go\": \"b\""]
      case "\"snap\"": defaults = ["\"of\": \"pane\"", "\"go\": \"b\""]
      case "\"of\"": defaults = ["\"snap\": \"b\"", "\"go\": \"b\""]
      case "\"after\"": defaults = ["\"enter\": \"a\"", "\"go\": \"b\""]
      default: defaults = ["\"release\": \"pane\"", "\"go\": \"b\""]
      }
      return scene(others, ["\"on\": [" + object(defaults, with: example) + "]"])
    default: return scene([], ["\"settle\": {\"\(context)\": {\(example)}}"])
    }
  }

  @Test("each key's example reads where the key stands")
  func examplesRead() throws {
    for (context, keys) in Self.sections {
      for (key, example) in keys {
        #expect(example.hasPrefix("\"\(key)\": "), "\(context).\(key): no example")
        let file = Self.file(with: example, in: context)
        do throws(SceneFileError) {
          _ = try SceneFileDocument(name: "docs", text: file) { _ in
            .success(SceneFileImage(source: "picture", size: Size(width: 10, height: 10)))
          }
        } catch {
          Issue.record("\(context).\(key): \(example) does not read: \(error) in \(file)")
        }
      }
    }
  }

  /// The files of "The words, two lines each": each block fenced ```` ```json scene ````.
  static var wordExamples: [String] {
    text.components(separatedBy: "```json scene\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
  }

  @Test("each word's example is a whole file of two lines that reads and runs to rest, every number finite")
  func wordExamplesRun() throws {
    let examples = Self.wordExamples
    #expect(examples.count >= 2)
    for example in examples {
      #expect(example.split(separator: "\n").count == 2, "not two lines: \(example)")
      let document = try SceneFileDocument(name: "word", text: example)
      let scene = SceneFileScene(document: document, size: Size(width: 960, height: 640))
      // A drag up through the middle, then a second to settle.
      for step in 0...10 {
        let kind: PointerEvent.Kind = step == 0 ? .down : step == 10 ? .up : .move
        scene.deliver(
          PointerEvent(
            kind: kind, location: Vector2(x: 480, y: 400 - 20 * Double(step)),
            timestamp: 0.1 + 0.01 * Double(step)))
      }
      for frame in 0...90 { scene.advance(to: 0.2 + Double(frame) / 60) }
      let json = TraceValue.object(scene.probe.fields).json
      let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      let layers = try #require(parsed?["layers"] as? [String: [String: Any]])
      #expect(
        layers.values.allSatisfy { $0.values.allSatisfy { ($0 as? Double)?.isFinite == true } },
        "\(example): \(json.prefix(300))")
      #expect(scene.isAtRest, "\(example)")
    }
  }

  @Test("the tutorial's steps are its files, shown whole; each reads and runs, the sheet rising")
  func tutorialSteps() throws {
    let blocks = Self.text.components(separatedBy: "```json\n").dropFirst().map {
      String($0.prefix { _ in true }.components(separatedBy: "```")[0])
    }
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/scenes/tutorial")
    let files = try (1...4).map {
      try String(contentsOf: folder.appendingPathComponent("sheet-\($0).json"), encoding: .utf8)
    }
    #expect(blocks == files, "the tutorial's steps are not Assets/scenes/tutorial/sheet-N.json as they are")
    for (index, file) in files.enumerated() {
      let document = try SceneFileDocument(name: "sheet-\(index + 1)", text: file)
      let scene = SceneFileScene(document: document, size: Size(width: 960, height: 640))
      let sheet = try #require(scene.stage.layer("sheet"))
      #expect(sheet.frame.minY == 320)
      // A flick up from the sheet's middle.
      for step in 0...15 {
        let kind: PointerEvent.Kind = step == 0 ? .down : .move
        scene.deliver(
          PointerEvent(
            kind: kind, location: Vector2(x: 480, y: 420 - 12 * Double(step)),
            timestamp: 0.1 + 0.008 * Double(step)))
      }
      scene.deliver(PointerEvent(kind: .up, location: Vector2(x: 480, y: 240), timestamp: 0.22))
      for frame in 0...120 { scene.advance(to: 0.22 + Double(frame) / 60) }
      #expect(sheet.presentation.frame.minY == (index == 0 ? 320 : 64), "step \(index + 1)")
      if index >= 2 { #expect(abs((scene.stage.layer("dimming")?.alpha ?? 0) - 0.3) < 1e-9) }
    }
  }
}
