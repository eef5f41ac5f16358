import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// `--export-test FILE` (issue 43): a recording becomes a Swift Testing test that replays it
/// through SceneRunner and asserts its releases, hand-offs, the settle's path and the rest.
///
/// Exported/CardFlickRecordingTests.swift is what `flick --script Assets/card-flick.json
/// --export-test CardFlickRecordingTests.swift` writes, checked in: the suite compiles it as any
/// test and runs it, and `swiftc -typecheck` checks it alone against the products' public API (a
/// second of compiling, not a package build). These tests check that exporting again gives that
/// file byte for byte, and that its expectations fail when what they assert changes.
@Suite("A recording exported as a test")
struct ExportTestTests {
  static let recording = AssetScriptTests.assets.appendingPathComponent("card-flick.json")
  static let example = FlickProcess.packageRoot.appendingPathComponent(
    "Tests/PlaygroundTests/Exported/CardFlickRecordingTests.swift")

  @Test func exportingTheAssetsScriptWritesTheCheckedInTest() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("CardFlickRecordingTests.swift")
    let written = try FlickProcess.run(["--script", Self.recording.path, "--export-test", output.path])
    #expect(written.status == 0 && written.stderr.isEmpty, "\(written.stderr)")
    let example = try String(contentsOf: Self.example, encoding: .utf8)
    #expect(
      try String(contentsOf: output, encoding: .utf8) == example,
      "export it again: flick --script Assets/card-flick.json --export-test Tests/PlaygroundTests/Exported/CardFlickRecordingTests.swift"
    )
    #expect(FlickProcess.names(in: directory) == ["CardFlickRecordingTests.swift"])
    // `-`: the same test on stdout (named after the recording).
    let printed = try FlickProcess.run(["--script", Self.recording.path, "--export-test", "-"])
    #expect(printed.status == 0 && printed.stdout == example, "\(printed.stderr)")
    // It embeds the recording byte for byte.
    #expect(CardFlickRecordingTests.recording == (try String(contentsOf: Self.recording, encoding: .utf8)))
  }

  /// A run among scenes that are not Flick's own (a package's `Flick.main(scenes:)`; here the
  /// built-in ones in another order) exports a test that names them, in the run's order, and
  /// imports their modules; Flick's own registry needs none (the checked-in test above).
  @Test func aTestOfAnotherRegistryReplaysAmongItsScenes() throws {
    #expect(try OwnScenes(.builtIn) == nil)
    let registry = SceneRegistry([CardScene.self, ModalScene.self])
    let own = try #require(try OwnScenes(registry))
    #expect(own.typeNames == ["CardScene", "ModalScene"])
    #expect(own.modules == ["Scenes"])
    let recording = try String(contentsOf: Self.recording, encoding: .utf8)
    let outcome = try RecordingOutcome(replaying: recording, scenes: registry)
    let source = RecordingTestExport.source(
      recording: recording, recordingName: "card-flick.json", suiteName: "CardFlickTests", scene: nil,
      outcome: outcome, registry: own)
    #expect(source.contains("  static let scenes = SceneRegistry([CardScene.self, ModalScene.self])\n"))
    #expect(source.contains("replaying: Self.recording, name: \"card-flick.json\", scenes: Self.scenes)"))
  }

  /// Every value the export computed, moved by ten times the tolerance, is a difference the
  /// test names (so the test fails): each comparison can fail, and nothing is compared loosely.
  @Test func eachExpectationFailsWhenItsValueMoves() throws {
    let outcome = try RecordingOutcome(replaying: CardFlickRecordingTests.recording)
    #expect(CardFlickRecordingTests.differences(from: outcome) == [])
    let step = 10 * CardFlickRecordingTests.tolerance
    var moved: [(String, RecordingOutcome)] = []
    for index in outcome.handoffs.indices {
      let vectors: [(String, WritableKeyPath<Handoff, Vector2>)] = [
        ("releaseVelocity", \.releaseVelocity), ("settleVelocity", \.settleVelocity), ("from", \.from),
        ("target", \.target),
      ]
      for (name, keyPath) in vectors {
        var changed = outcome
        changed.handoffs[index][keyPath: keyPath].y += step
        moved.append(("release \(index + 1): \(name)", changed))
      }
      var later = outcome
      later.handoffs[index].time += step
      moved.append(("release \(index + 1): time", later))
      var cancelled = outcome
      cancelled.handoffs[index].finished.toggle()
      moved.append(("release \(index + 1): finished", cancelled))
      var elsewhere = outcome
      elsewhere.inFlight[index]?.x += step
      moved.append(("release \(index + 1): in flight", elsewhere))
    }
    var rest = outcome
    rest.rest?.x -= step
    moved.append(("rest", rest))
    var moving = outcome
    moving.isAtRest = false
    moved.append(("at rest", moving))
    var fewer = outcome
    fewer.handoffs.removeLast()
    moved.append(("one release fewer", fewer))
    var scene = outcome
    scene.scene = "pane"
    moved.append(("scene", scene))
    for (what, changed) in moved {
      #expect(
        !CardFlickRecordingTests.differences(from: changed).isEmpty, "\(what) moved, and the test passes")
    }
  }

  /// The scene settling otherwise fails the test: the same recording with a stiffer spring
  /// (a tuning event first) hands off the same velocities and rests in the same slot, but
  /// is elsewhere 0.1 s after each release.
  @Test func aStifferSpringFailsTheTest() throws {
    let original = CardFlickRecordingTests.recording
    let stiffer = try #require(
      original.range(of: "\"events\": [").map {
        original.replacingCharacters(
          in: $0, with: "\"events\": [{\"t\": 0, \"tuning\": {\"stiffness\": 600}},")
      })
    let outcome = try RecordingOutcome(replaying: stiffer)
    #expect(outcome.rest == (try RecordingOutcome(replaying: original)).rest)
    #expect(
      !CardFlickRecordingTests.differences(from: outcome).isEmpty, "a stiffer spring, and the test passes")
  }

  /// The exported test type-checks against the products' public API alone: `swiftc -typecheck`
  /// (as CodeCompileTests runs it) on the file by itself, with this build's modules, where the
  /// suite's own target could see more. The control: the same file calling one internal
  /// function is refused.
  @Test func theExportedTestTypeChecksAgainstThePublicAPI() throws {
    let build = FlickProcess.executable.deletingLastPathComponent()
    let root = FlickProcess.packageRoot
    let includes = try CodeCompileTests.run("/usr/bin/pkg-config", ["--cflags-only-I", "pixman-1", "sdl2"])
    try #require(includes.status == 0, "pkg-config: \(includes.output)")
    let moduleMaps =
      ["Sources/CPixman/module.modulemap", "Sources/CSDL2/module.modulemap"].map {
        root.appendingPathComponent($0)
      }
      + ["COpenCVMatch.build/module.modulemap", "CX11EventTimes.build/module.modulemap"].map {
        build.appendingPathComponent($0)
      }
      + [
        build.appendingPathComponent(
          "../../checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap")
      ]
    let arguments =
      ["-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path]
      + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.standardizedFileURL.path)"] }
      + includes.output.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
    let checked = try CodeCompileTests.run(CodeCompileTests.swiftc, arguments + [Self.example.path])
    #expect(checked.status == 0, "\(checked.output)")
    #expect(!checked.output.contains("warning:"), "\(checked.output)")
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let usingInternal = directory.appendingPathComponent("Internal.swift")
    let example = try String(contentsOf: Self.example, encoding: .utf8)
    try (example + "func usesInternal() { _ = RecordingTestExport.number(1) }\n").write(
      to: usingInternal, atomically: true, encoding: .utf8)
    let refused = try CodeCompileTests.run(CodeCompileTests.swiftc, arguments + [usingInternal.path])
    #expect(refused.status != 0 && refused.output.contains("'number' is inaccessible"), "\(refused.output)")
  }

  /// An output that is the recording itself, as another name (a `.swift` link to it) or as its
  /// own (a recording named `x.swift`): refused, and the recording kept (it used to be replaced
  /// by the test, exit 0).
  @Test func anOutputThatIsTheRecordingIsRefused() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try Data(contentsOf: Self.recording)
    let recording = directory.appendingPathComponent("recording.json")
    try original.write(to: recording)
    let link = directory.appendingPathComponent("Link.swift")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "recording.json")
    let named = directory.appendingPathComponent("Named.swift")
    try original.write(to: named)
    for (script, output) in [
      (recording.path, link.path), (named.path, named.path), (named.path, directory.path + "/./Named.swift"),
    ] {
      let result = try FlickProcess.run(["--script", script, "--export-test", output])
      #expect(result.status == 1, "\(output): \(result.stderr)")
      #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("flick: "), "\(result.stderr)")
      #expect(result.stderr.contains("same file"), "\(result.stderr)")
    }
    #expect(try Data(contentsOf: recording) == original)
    #expect(try Data(contentsOf: named) == original)
    #expect(FlickProcess.names(in: directory) == ["Link.swift", "Named.swift", "recording.json"])
  }

  /// A file named like a keyword (`class.swift`) or a name the test uses cannot name its type:
  /// the recording's name does (`struct class` does not compile).
  @Test(arguments: ["class", "Self", "self", "_", "Any", "init", "Testing", "RecordingOutcome", "abs"])
  func anOutputNamedLikeAKeywordNamesTheSuiteAfterTheRecording(_ base: String) {
    #expect(
      RecordingTestExport.suiteName(output: "/tmp/\(base).swift", recording: "card-flick.json")
        == "CardFlickRecordingTests")
  }

  @Test func anOutputNamedClassWritesAValidType() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("class.swift")
    let result = try FlickProcess.run(["--script", Self.recording.path, "--export-test", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    let source = try String(contentsOf: output, encoding: .utf8)
    #expect(source.contains("\nstruct CardFlickRecordingTests {\n"))
    #expect(RecordingTestExport.suiteName(output: "/tmp/PaneFlick.swift", recording: "x.json") == "PaneFlick")
  }

  /// A recording that is not UTF-8 (here UTF-16, which the script reader takes) is said to be
  /// so: it used to be "no such file or not readable".
  @Test func aRecordingThatIsNotUTF8IsSaidToBeSo() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let recording = directory.appendingPathComponent("utf16.json")
    let text = try String(contentsOf: Self.recording, encoding: .utf8)
    try #require(text.data(using: .utf16)).write(to: recording)
    let result = try FlickProcess.run(["--script", recording.path, "--export-test", "-"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("flick: "), "\(result.stderr)")
    #expect(result.stderr.contains("UTF-8") && !result.stderr.contains("no such file"), "\(result.stderr)")
  }

  @Test func badInputIsOneLine() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let malformed = directory.appendingPathComponent("malformed.json")
    try Data("{\"events\": [{\"t\": 0, \"pointer\": \"down\"".utf8).write(to: malformed)
    let output = directory.appendingPathComponent("Out.swift").path
    let cases: [(arguments: [String], says: String)] = [
      (["--export-test", output], "--export-test needs the recording to replay: --script FILE"),
      (
        ["--script", directory.appendingPathComponent("missing.json").path, "--export-test", output],
        "cannot read script"
      ),
      (["--script", malformed.path, "--export-test", output], "is not valid"),
      (["--script", Self.recording.path, "--export-test", "/no/such/folder/Out.swift"], "no such directory"),
      (
        ["--script", Self.recording.path, "--export-test", directory.path + "/out.txt"],
        "must name a .swift file"
      ),
      (["--script", Self.recording.path, "--export-test", output, "--mode", "timed"], "leave out --mode"),
      (
        ["--script", Self.recording.path, "--export-test", output, "--trace", directory.path + "/t.jsonl"],
        "leave out --trace"
      ),
    ]
    for (arguments, says) in cases {
      let result = try FlickProcess.run(arguments)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(
        result.stderrLines.count == 1 && result.stderr.hasPrefix("flick: "), "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(says), "\(arguments): \(result.stderr)")
    }
    #expect(FlickProcess.names(in: directory) == ["malformed.json"], "nothing written")
  }
}
