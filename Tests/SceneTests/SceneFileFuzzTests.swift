import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// The example scene files, mutated at random (a character deleted, inserted or doubled, a
/// number replaced by a nonsensical one, a span duplicated): each mutant either fails to read
/// with an error that has a line and a column inside the file, or runs a drag, a tap and a
/// pinch to rest without a crash, a hang or a non-finite number in its trace. 1 000 mutants
/// in `swift test`; `FLICK_SCENE_FILE_MUTATIONS=N` runs N.
@Suite("Scene files: mutated examples")
struct SceneFileFuzzTests {
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/scenes")
  }

  static var examples: [(name: String, text: String)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
    } + [("issue-58 seed", issue58Seed)]
  }

  /// Issue 58's words in one file: names, a repeated template with its strings, a clipped list,
  /// keyframes, a tap beside a drag, a subject inside a dragged handle.
  static let issue58Seed = """
    {"let": {"cardWidth": "min(W - 16, 400)", "left": "(W - cardWidth) / 2", "rowHeight": 52},
     "subject": "card",
     "layers": [
       {"id": "handle", "x": "left", "y": "H - 200", "w": 0, "h": 0,
        "drag": {"axis": "y", "snap": {"open": 40, "closed": "H - 200"}},
        "tap": {"action": "toggle"},
        "layers": [
          {"id": "card", "w": "cardWidth", "h": 180, "radius": 16, "color": "#FFFFFF",
           "follow": [{"property": "scale", "of": "handle", "along": "y",
                       "from": ["H - 200", "H - 400", 40], "to": [1, 0.8, 1]},
                      {"property": "color", "of": "handle", "along": "y",
                       "from": [40, 200, "H - 200"], "to": ["#FFFFFF", "#EEF1F6", "#FFFFFF"]}],
           "layers": [
             {"id": "list", "y": 40, "w": "cardWidth", "h": 120, "clip": true, "scroll": {"content": "rows"},
              "layers": [{"id": "rows", "w": "cardWidth", "h": 420, "layers": [
                {"id": "row", "repeat": 7, "x": 8, "y": "i * (rowHeight + 8)", "w": "cardWidth - 16",
                 "h": "rowHeight", "radius": 10, "color": "#EEF1F6",
                 "text": {"string": ["a", "b", "c", "d", "e", "f", "g"], "align": "leading", "inset": 12}}
              ]}]}
           ]}
        ]}
     ]}
    """

  /// SplitMix64: a small seeded generator, so a failing mutant is reproduced from its index.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces = [
    "{", "}", "[", "]", ",", ":", "\"", "-", "0", "1e308", "-1e308", "NaN", "Infinity", "null", "true",
    "\"W\"", "\"H * 2\"", "\"pane\"", "/*", "//", "\n", "1e-300", "-0", "\"#zz\"",
  ]
  static let numbers = ["0", "-1", "-1000", "1e9", "1e-9", "0.00001", "99999999", "-0.5", "1e308", "2"]

  static func mutate(_ text: String, with generator: inout Generator) -> String {
    var characters = Array(text)
    guard !characters.isEmpty else { return text }
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let at = Int.random(in: 0..<characters.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: characters.remove(at: at)
      case 1: characters.insert(contentsOf: pieces.randomElement(using: &generator)!, at: at)
      case 2:
        // A number (digits after the position) replaced by another.
        guard let start = characters[at...].firstIndex(where: \.isNumber) else { break }
        var end = start
        while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
        characters.replaceSubrange(start..<end, with: numbers.randomElement(using: &generator)!)
      case 3:
        let end = min(at + Int.random(in: 1...200, using: &generator), characters.count)
        characters.insert(contentsOf: characters[at..<end], at: end)
      default:
        characters.insert(characters[at], at: at)
      }
      if characters.isEmpty { break }
    }
    return String(characters)
  }

  /// Every number under `value` is finite (the trace writes a non-finite one as null).
  static func allFinite(_ value: Any) -> Bool {
    switch value {
    case let number as Double: number.isFinite
    case let object as [String: Any]: object.values.allSatisfy(allFinite)
    case let array as [Any]: array.allSatisfy(allFinite)
    default: true
    }
  }

  @Test("every seed reads as it is (a seed that did not would test only its errors)")
  func seedsRead() throws {
    for (name, text) in Self.examples {
      #expect(throws: Never.self, "\(name)") {
        try SceneFileDocument(name: "seed", text: text) { _ in
          .success(SceneFileImage(source: "picture", size: Size(width: 64, height: 48)))
        }
      }
    }
  }

  @Test("mutated example files read or fail with a place, and never crash, hang or trace NaN")
  func mutants() throws {
    let examples = Self.examples
    #expect(!examples.isEmpty)
    let count = ProcessInfo.processInfo.environment["FLICK_SCENE_FILE_MUTATIONS"].flatMap(Int.init) ?? 1000
    let size = Size(width: 640, height: 480)
    var read = 0
    for index in 0..<count {
      var generator = Generator(state: UInt64(index))
      let (name, original) = examples[index % examples.count]
      let text = Self.mutate(original, with: &generator)
      let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
      let document: SceneFileDocument
      do throws(SceneFileError) {
        document = try SceneFileDocument(name: "mutant", text: text) { _ in
          .success(SceneFileImage(source: "picture", size: Size(width: 64, height: 48)))
        }
      } catch {
        #expect(
          error.position.line >= 1 && error.position.line <= lineCount + 1 && error.position.column >= 1,
          "mutant \(index) of \(name): \(error)")
        continue
      }
      read += 1
      let scene = SceneFileScene(document: document, size: size)
      // A drag down the middle, a tap, a two-finger pinch; then two seconds to settle.
      var events: [PointerEvent] = []
      for step in 0...10 {
        let kind: PointerEvent.Kind = step == 0 ? .down : step == 10 ? .up : .move
        events.append(
          PointerEvent(
            kind: kind, location: Vector2(x: 320, y: 400 - 30 * Double(step)),
            timestamp: 0.1 + 0.01 * Double(step)))
      }
      events.append(PointerEvent(kind: .down, location: Vector2(x: 320, y: 240), timestamp: 0.5))
      events.append(PointerEvent(kind: .up, location: Vector2(x: 320, y: 240), timestamp: 0.55))
      for step in 0...6 {
        let kind: PointerEvent.Kind = step == 0 ? .down : step == 6 ? .up : .move
        let spread = 40 + 15 * Double(step)
        for (id, sign) in [(1, -1.0), (2, 1.0)] {
          events.append(
            PointerEvent(
              kind: kind, location: Vector2(x: 320 + sign * spread, y: 240),
              timestamp: 0.8 + 0.02 * Double(step),
              id: id, device: .touch))
        }
      }
      var frame = 0
      var pending = events[...]
      while frame <= 90 {
        let time = Double(frame) / 30
        while let next = pending.first, next.timestamp <= time {
          pending.removeFirst()
          scene.deliver(next)
        }
        scene.advance(to: time)
        let json = TraceValue.object(scene.probe.fields).json
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let layers = (parsed as? [String: Any])?["layers"] ?? [:]
        #expect(Self.allFinite(parsed), "mutant \(index) of \(name), frame \(frame)")
        #expect(
          !json.contains("null") || Self.noNullIn(layers), "mutant \(index) of \(name): a null layer value")
        frame += 1
      }
    }
    // The mutations are mostly small: many mutants still read and run.
    #expect(read > count / 10, "only \(read) of \(count) mutants read")
  }

  /// No layer value is null (a NaN written as null).
  static func noNullIn(_ layers: Any) -> Bool {
    guard let layers = layers as? [String: [String: Any]] else { return true }
    return layers.values.allSatisfy { $0.values.allSatisfy { $0 is Double } }
  }
}
