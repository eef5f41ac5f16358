import Foundation
import Testing

@testable import Playground

/// Issue 61: a save written in place (truncated, then written, maybe in pieces) is one change,
/// taken once it has settled; a file that went empty after it had text is a save under way
/// until it has stayed empty ``SceneFileWatcher/emptyGrace``. The settling is driven here
/// through the watcher's `sleep`, so each test is exact whatever the machine's load.
@Suite struct SceneFileWatcherTests {
  static func file(_ text: String) throws -> (directory: URL, path: String) {
    let directory = try FlickProcess.temporaryDirectory()
    let path = directory.appendingPathComponent("live.json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (directory, path)
  }

  static func writeInPlace(_ text: String, to path: String, append: Bool = false) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    defer { try? handle.close() }
    if append { try handle.seekToEnd() } else { try handle.truncate(atOffset: 0) }
    try handle.write(contentsOf: Data(text.utf8))
  }

  @Test func aSaveTruncatedThenWrittenInPiecesIsOneChangeReadWhole() throws {
    let (directory, path) = try Self.file(#"{"layers": []}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    var watcher = SceneFileWatcher(path: path)
    let unchanged = watcher.changed(now: 0, sleep: { _ in })
    #expect(!unchanged)
    // Truncated; the first half written while the watcher waits, then the second.
    try Self.writeInPlace("", to: path)
    var pieces = [#"{"layers": [{"id": "a", "#, #""w": 10, "h": 10}]}"#]
    var waits: [Double] = []
    let changed = watcher.changed(now: 1) { seconds in
      waits.append(seconds)
      if !pieces.isEmpty { try? Self.writeInPlace(pieces.removeFirst(), to: path, append: true) }
    }
    #expect(changed)
    // Two pieces, then a look that finds the file as it was.
    #expect(waits == Array(repeating: SceneFileWatcher.settleInterval, count: 3))
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == #"{"layers": [{"id": "a", "w": 10, "h": 10}]}"#)
    let again = watcher.changed(now: 2, sleep: { _ in })
    #expect(!again)
  }

  @Test func aFileEmptiedIsAChangeOnlyOnceItStaysEmpty() throws {
    let (directory, path) = try Self.file(#"{"layers": []}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    var watcher = SceneFileWatcher(path: path)
    try Self.writeInPlace("", to: path)
    var waits = 0
    let first = watcher.changed(now: 10) { _ in waits += 1 }
    #expect(!first && waits == 1)
    // Looked at again within the grace: no change, and no wait (it has settled already).
    let within = watcher.changed(now: 10.5) { _ in waits += 1 }
    #expect(!within && !watcher.hasChanged(now: 10.5) && waits == 1)
    #expect(watcher.hasChanged(now: 11))
    let after = watcher.changed(now: 11) { _ in waits += 1 }
    #expect(after)
    let again = watcher.changed(now: 12, sleep: { _ in })
    #expect(!again)
  }
}
