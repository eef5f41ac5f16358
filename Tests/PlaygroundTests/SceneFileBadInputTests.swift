import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// Every malformed or nonsensical scene file is one `flick: FILE:LINE:COLUMN: …` line on stderr
/// and exit 1, from the real executable: never a crash, a hang or a run.
@Suite("Scene files: bad files")
struct SceneFileBadInputTests {
  /// A file's text and where its error is.
  static let cases: [(name: String, text: String, position: String, says: String)] = [
    (
      "unknown-key", ##"{"layers": [{"id": "a", "w": 10, "h": 10, "colour": "#fff"}]}"##, "1:43",
      "unknown key \"colour\""
    ),
    ("wrong-type", ##"{"layers": [{"id": "a", "w": 10, "h": true}]}"##, "1:39", "\"h\""),
    (
      "no-such-layer",
      ##"{"layers": [{"id": "a", "w": 10, "h": 10, "follow": [{"property": "alpha", "of": "zz", "along": "y", "from": [0, 1], "to": [0, 1]}]}]}"##,
      "1:82", "no layer \"zz\""
    ),
    (
      "cycle",
      ##"{"layers": [{"id": "a", "w": 10, "h": 10, "follow": [{"property": "x", "of": "b", "along": "x", "from": [0, 1], "to": [0, 1]}]}, {"id": "b", "w": 10, "h": 10, "follow": [{"property": "x", "of": "a", "along": "x", "from": [0, 1], "to": [0, 1]}]}]}"##,
      "1:78", "cycle"
    ),
    ("negative-size", ##"{"layers": [{"id": "a", "w": -10, "h": 10}]}"##, "1:30", "negative"),
    ("nan", ##"{"layers": [{"id": "a", "w": NaN, "h": 10}]}"##, "1:30", "NaN"),
    (
      "division-by-zero", ##"{"layers": [{"id": "a", "w": "W / (2 - 2)", "h": 10}]}"##, "1:35",
      "division by zero"
    ),
    // 0 in every window, though not a constant: it was accepted, and gave 0.
    (
      "division-by-w-minus-w", ##"{"layers": [{"id": "a", "w": "W / (W - W)", "h": 10}]}"##, "1:35",
      "division by zero"
    ),
    ("infinity", "{\"layers\": [{\"id\": \"a\", \"w\": 1e999, \"h\": 10}]}", "1:30", "finite"),
    (
      "missing-image", ##"{"layers": [{"id": "a", "w": 10, "h": 10, "image": "missing.png"}]}"##, "1:52",
      "missing.png"
    ),
    ("truncated", ##"{"layers": [{"id": "a", "w": 10, "h": 10,}"##, "1:43", "ended"),
    ("empty", "", "1:1", "empty"),
    (
      "duplicate-id", ##"{"layers": [{"id": "a", "w": 10, "h": 10}, {"id": "a", "w": 10, "h": 10}]}"##,
      "1:51", "exists already"
    ),
    // Issue 58: a size following its own drag flew past its snap points, accepted in silence.
    (
      "size-follows-own-drag",
      ##"{"layers": [{"id": "a", "y": 10, "w": 10, "h": 10, "drag": {"axis": "y", "snap": [0, 10]}, "follow": [{"property": "h", "of": "a", "along": "y", "from": [0, 10], "to": [10, 20]}]}]}"##,
      "1:127", "follows its own drag"
    ),
    // Issue 58: several links on one property say how they join ("combine").
    (
      "combine-first-link",
      ##"{"layers": [{"id": "a", "w": 10, "h": 10, "follow": [{"property": "alpha", "of": "a", "along": "y", "from": [0, 1], "to": [0, 1], "combine": "max"}]}]}"##,
      "1:82", "there is none"
    ),
    (
      "second-link-without-combine",
      ##"{"layers": [{"id": "a", "w": 10, "h": 10, "follow": [{"property": "alpha", "of": "a", "along": "y", "from": [0, 1], "to": [0, 1]}, {"property": "alpha", "of": "a", "along": "x", "from": [0, 1], "to": [0, 1]}]}]}"##,
      "1:160", "\"combine\": \"add\""
    ),
    (
      "combine-colours",
      ##"{"layers": [{"id": "a", "w": 10, "h": 10, "follow": [{"property": "color", "of": "a", "along": "y", "from": [0, 1], "to": ["#000000", "#ffffff"]}, {"property": "color", "of": "a", "along": "x", "from": [0, 1], "to": ["#000000", "#ffffff"], "combine": "add"}]}]}"##,
      "1:176", "colours do not combine"
    ),
    (
      "combine-cycle",
      ##"{"layers": [{"id": "c", "w": 1, "h": 1}, {"id": "a", "w": 10, "h": 10, "follow": [{"property": "x", "of": "c", "along": "y", "from": [0, 1], "to": [0, 1]}, {"property": "x", "of": "b", "along": "x", "from": [0, 1], "to": [0, 1], "combine": "add"}]}, {"id": "b", "w": 10, "h": 10, "follow": [{"property": "x", "of": "a", "along": "x", "from": [0, 1], "to": [0, 1]}]}]}"##,
      "1:181", "cycle"
    ),
    // Issue 58's names: "let" and "repeat".
    (
      "let-unknown-name", ##"{"let": {"cardWidth": 4}, "layers": [{"id": "x", "w": "cardWidht", "h": 1}]}"##,
      "1:56", "unknown name 'cardWidht'"
    ),
    ("let-shadows-built-in", ##"{"let": {"W": 4}, "layers": []}"##, "1:10", "built-in"),
    ("let-cycle", ##"{"let": {"a": "b + 1", "b": "a * 2"}, "layers": []}"##, "1:10", "a → b → a"),
    (
      "repeat-not-whole", ##"{"layers": [{"id": "r", "repeat": 1.5, "w": 1, "h": 1}]}"##, "1:35",
      "whole number"
    ),
    (
      "repeat-nested",
      ##"{"layers": [{"id": "r", "repeat": 2, "w": 1, "h": 1, "layers": [{"id": "s", "repeat": 2, "w": 1, "h": 1}]}]}"##,
      "1:77", "inside a repeated layer"
    ),
    // Issue 58's keyframes: points that turn back.
    (
      "keyframes-turn-back",
      ##"{"layers": [{"id": "a", "w": 1, "h": 1, "drag": {"axis": "y", "snap": [0, 9]}}, {"id": "b", "w": 1, "h": 1, "follow": [{"property": "alpha", "of": "a", "from": [0, 10, 5], "to": [0, 1, 0]}]}]}"##,
      "1:169", "one way"
    ),
    (
      "strings-outside-a-repeat",
      ##"{"layers": [{"id": "a", "w": 1, "h": 1, "text": {"string": ["x", "y"]}}]}"##,
      "1:60", "for a repeated layer"
    ),
    // Issue 58's states and rules: an unknown state, a rule on a missing layer, state changes that
    // go round within one instant, a timer of NaN or a negative length.
    (
      "unknown-state",
      ##"{"states": {"a": {}}, "on": [{"enter": "a", "go": "b"}], "layers": []}"##,
      "1:51", "no state \"b\""
    ),
    (
      "rule-on-missing-layer",
      ##"{"states": {"a": {}}, "on": [{"tap": "zz", "go": "a"}], "layers": []}"##,
      "1:38", "no layer \"zz\""
    ),
    (
      "state-cycle",
      ##"{"states": {"a": {}, "b": {}}, "on": [{"enter": "a", "go": "b"}, {"enter": "b", "go": "a"}], "layers": []}"##,
      "1:66", "a → b → a"
    ),
    (
      "timer-nan",
      ##"{"states": {"a": {}, "b": {}}, "on": [{"enter": "a", "after": NaN, "go": "b"}], "layers": []}"##,
      "1:63", "NaN"
    ),
    (
      "timer-negative",
      ##"{"states": {"a": {}, "b": {}}, "on": [{"enter": "a", "after": -1.5, "go": "b"}], "layers": []}"##,
      "1:63", "at least 0"
    ),
  ]

  @Test("each bad file is one flick: FILE:LINE:COLUMN line and exit 1", arguments: cases.indices)
  func badFile(index: Int) throws {
    let (name, text, position, says) = Self.cases[index]
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("\(name).json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try FlickProcess.run(["--headless", "--scene-file", path, "--duration", "0.1"])
    #expect(result.status == 1, "\(name): \(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(name): \(result.stderr)")
    #expect(lines.first?.hasPrefix("flick: \(path):\(position): ") == true, "\(name): \(result.stderr)")
    #expect(result.stderr.contains(says), "\(name): \(result.stderr)")
    // The window reads the file before it opens one: with no display to open, the same line
    // (not the missing display's).
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    let window = try FlickProcess.run(["--scene-file", path, "--duration", "0.1"], environment: environment)
    #expect(window.status == 1 && window.stderr == result.stderr, "\(name), window: \(window.stderr)")
  }

  @Test("a 100 MB file is refused before it is read, and a missing one is named")
  func hugeAndMissingFiles() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100 << 20)
    try handle.close()
    let huge = try FlickProcess.run(["--headless", "--scene-file", path])
    #expect(huge.status == 1)
    #expect(huge.stderr == "flick: \(path):1:1: the file is 100 MB; a scene file may be at most 4 MB\n")
    let missing = directory.appendingPathComponent("nope.json").path
    let gone = try FlickProcess.run(["--headless", "--scene-file", missing])
    #expect(gone.status == 1)
    #expect(gone.stderr == "flick: \(missing):1:1: cannot read the scene file: no such file or directory\n")
  }

  /// A PNG's first chunk, IHDR, saying `width`×`height` (8-bit RGBA), and IEND: what a picture's
  /// size is read from before it is decoded.
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    func crc(_ bytes: [UInt8]) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return ~crc
    }
    func bigEndian(_ value: UInt32) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return bigEndian(UInt32(body.count)) + typed + bigEndian(crc(typed))
    }
    let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", []))
  }

  /// Issue 61: a 16 384² PNG was decoded whole before its size was checked, a 1 GB surface and
  /// 2 GB at the peak. Its size is read from its header first, and a picture over 4 096² pixels is
  /// refused where the file names it.
  @Test("a picture too large is refused from its header, where the file names it")
  func hugePicture() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.pngHeader(width: 16_384, height: 16_384).write(to: directory.appendingPathComponent("big.png"))
    let path = directory.appendingPathComponent("big.json").path
    try ##"{"layers": [{"id": "a", "w": 10, "h": 10, "image": "big.png"}]}"##.write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = try FlickProcess.run(["--headless", "--scene-file", path, "--duration", "0.1"])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("flick: \(path):1:52: "), "\(result.stderr)")
    #expect(result.stderr.contains("16384×16384 pixels"), "\(result.stderr)")
    #expect(result.stderr.contains("at most 4096×4096"), "\(result.stderr)")
  }
}
