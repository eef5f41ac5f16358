import Foundation
import Testing

/// One file in two roles is refused before the run (issue 26 item 2): an input overwritten by an
/// output, or two outputs overwriting each other, used to exit 0 with one of them lost. Files
/// are compared as files: `./`, `..` and symbolic links name the same one.
@Suite("One file in two roles")
struct OutputCollisionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var first: String
    var second: String
    /// How the second flag spells the first's file: "same", "dot", "up", "link".
    var spelling: String
    var testDescription: String { "\(first) and \(second) (\(spelling))" }
  }

  static let cases: [Case] = [
    Case(first: "--script", second: "--trace", spelling: "dot"),
    Case(first: "--presets", second: "--trace", spelling: "link"),
    Case(first: "--trace", second: "--record", spelling: "same"),
    Case(first: "--screenshot", second: "--plot", spelling: "up"),
    Case(first: "--trace", second: "--video", spelling: "link"),
    Case(first: "--script", second: "--record", spelling: "link"),
  ]

  /// A file name that fits each flag's extension rule, shared by both flags of a case.
  private func name(for flags: [String]) -> String {
    if flags.contains("--screenshot") || flags.contains("--plot") { return "out.png" }
    if flags.contains("--video") { return "out.mp4" }
    return "file.json"
  }

  @Test(arguments: cases)
  func twoRolesForOneFileAreRefusedBeforeTheRun(_ test: Case) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let name = name(for: [test.first, test.second])
    let file = directory.appendingPathComponent(name)
    let isInput = ["--script", "--presets"].contains(test.first)
    let original =
      test.first == "--presets"
      ? #"{"presets": [{"name": "p", "mode": "spring", "stiffness": 300, "damping": 30}]}"#
      : #"{"events": []}"#
    if isInput { try Data(original.utf8).write(to: file) }
    let other: String
    switch test.spelling {
    case "dot": other = directory.path + "/./" + name
    case "up": other = directory.path + "/sub/../" + name
    case "link":
      other = directory.appendingPathComponent("link-" + name).path
      try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: file.path)
    default: other = file.path
    }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let result = try FlickProcess.run([
      "--headless", "--duration", "0.1", test.first, file.path, test.second, other,
    ])
    #expect(result.status == 1, "exit \(result.status), stderr: \(result.stderr)")
    #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
    let line = try #require(result.stderrLines.first)
    #expect(
      line.hasPrefix("flick: \(test.first) '\(file.path)' and \(test.second) '\(other)' are the same file"))
    if isInput {
      #expect(try String(contentsOf: file, encoding: .utf8) == original, "the input was overwritten")
    } else {
      #expect(!FileManager.default.fileExists(atPath: file.path), "an output was written")
    }
  }

  /// Different files in one folder, and a trace to `/dev/null` (a device, never compared), run.
  @Test func distinctFilesRun() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try FlickProcess.run([
      "--headless", "--duration", "0.1", "--trace", "/dev/null", "--screenshot",
      directory.appendingPathComponent("a.png").path, "--plot",
      directory.appendingPathComponent("b.png").path,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(FlickProcess.names(in: directory) == ["a.png", "b.png"])
  }
}
