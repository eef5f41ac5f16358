import Foundation
import Testing

/// Saves in the same second never overwrite each other: P, W and E pressed twice each within
/// 0.3 s of a headless run leave six files, each named in its own "saved" line.
@Suite struct SameSecondSaveTests {
  @Test func everySaveGetsItsOwnFileAndTheLineNamesIt() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("keys.json")
    let keys = ["p", "p", "w", "]", "w", "e", "e"]
    let events = keys.enumerated().map { index, key in
      #"{"t": \#(0.1 + 0.04 * Double(index)), "key": "\#(key)"}"#
    }
    try Data(("{\"events\": [" + events.joined(separator: ", ") + "]}").utf8).write(to: script)
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.arguments = ["--headless", "--script", script.path, "--duration", "0.5"]
    process.currentDirectoryURL = directory
    let output = directory.appendingPathComponent("stdout")
    try FlickProcess.makeEmptyFile(at: output)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let saved = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("flick: ") }.map { String($0.split(separator: " ").last!) }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("flick-") }
    #expect(saved.count == 6, "\(saved)")
    #expect(Set(saved) == Set(files), "lines \(saved), files \(files)")
    #expect(files.filter { $0.hasSuffix(".png") }.count == 4)
    // The two presets are two tunings: the first keeps the stiffness before ].
    let presets = try files.filter { $0.hasPrefix("flick-preset-") }.sorted().map {
      try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(presets.count == 2 && presets[0] != presets[1])
  }
}
