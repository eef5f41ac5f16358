import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// The built-in presets are part of the program (issue 42 §2.3): an installed flick, run from
/// any folder with no checkout near it, has them; `--presets FILE` adds to them.
@Suite("Built-in presets")
struct BuiltInPresetsTests {
  static let file = FlickProcess.packageRoot.appendingPathComponent("Assets/presets.json")

  /// The compiled-in text is Assets/presets.json's: after editing the file, run
  /// scripts/generate-builtin-presets.sh.
  @Test func theCompiledInPresetsAreAssetsPresetsJSON() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      BuiltInPresets.json + "\n" == text,
      "Assets/presets.json changed: run bash scripts/generate-builtin-presets.sh")
    #expect(Preset.builtIn == (try Preset.load(from: Self.file.path)))
    #expect(Preset.builtIn.count == 7)
  }

  /// `--presets FILE` adds its presets after the built-in ones; one with a built-in name takes
  /// that one's place.
  @Test func aPresetsFileAddsToTheBuiltInOnes() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("mine.json").path
    try Data(
      #"""
      {"presets": [
        {"name": "stiff", "mode": "spring", "spring": {"stiffness": 900, "damping": 30}},
        {"name": "goop", "mode": "timed", "timed": {"duration": 0.5, "curve": "linear"}}
      ]}
      """#.utf8
    ).write(to: URL(fileURLWithPath: path))
    let library = try Preset.library(adding: path)
    #expect(library.map(\.name) == Preset.builtIn.map(\.name) + ["stiff"])
    let goop = try #require(library.first { $0.name == "goop" })
    #expect(goop.parameters.timedDuration == 0.5 && goop.parameters.timedCurve == .linear)
    #expect(try Preset.named("objcio", adding: path).parameters.spring == .handDriven)
    #expect(try Preset.named("stiff", adding: path).parameters.spring.stiffness == 900)
    #expect(throws: PlaygroundError.self) { try Preset.named("soft", adding: path) }
    // C cycles through the same list: after the built-in ones comes the file's.
    let cycle = PresetLibrary(adding: path)
    #expect(cycle.preset(after: Preset.builtIn.last?.name)?.name == "stiff")
    #expect(cycle.preset(after: "stiff")?.name == "objcio")
  }

  /// The binary alone, copied into a folder of its own and run from another, as an installed
  /// flick is: `--preset swiftui-snappy` works, and `--presets` adds to the built-in presets.
  @Test func anInstalledBinaryHasTheBuiltInPresets() throws {
    let install = try FlickProcess.temporaryDirectory()
    let work = try FlickProcess.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: install)
      try? FileManager.default.removeItem(at: work)
    }
    let binary = install.appendingPathComponent("flick")
    try FileManager.default.copyItem(at: FlickProcess.executable, to: binary)
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.currentDirectoryURL = work
      let output = work.appendingPathComponent("out.txt")
      try FlickProcess.makeEmptyFile(at: output)
      let handle = try FileHandle(forWritingTo: output)
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      process.waitUntilExit()
      try handle.close()
      return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }
    let snappy = try run(["--preset", "swiftui-snappy", "--export-code", "swiftui"])
    #expect(snappy.status == 0, "\(snappy.output)")
    #expect(snappy.output.contains("dampingRatio: 0.85"), "\(snappy.output)")
    let mine = work.appendingPathComponent("mine.json")
    try Data(
      #"{"presets": [{"name": "stiff", "mode": "spring", "spring": {"stiffness": 900, "damping": 30}}]}"#.utf8
    )
    .write(to: mine)
    for name in ["stiff", "objcio"] {
      let result = try run(["--presets", mine.path, "--preset", name, "--export-code", "css"])
      #expect(result.status == 0, "\(name): \(result.output)")
    }
    let unknown = try run(["--preset", "soft", "--headless"])
    #expect(unknown.status == 1)
    #expect(unknown.output.hasPrefix("flick: no preset 'soft'"), "\(unknown.output)")
  }
}
