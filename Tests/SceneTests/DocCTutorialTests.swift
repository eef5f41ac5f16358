import Foundation
import Testing

/// The DocC tutorials of Motion, Stage and Scenes (`Sources/*/*.docc/Tutorials/*.tutorial`) show
/// each step's code as a whole file from the catalog's `Resources/`. scripts/test-motion-client.sh
/// builds every one of those files (and runs the programs); these tests check what a build
/// cannot: that every step names a file that is there, that each step's file keeps every line of
/// the step before it (so the last step, the one that is run, is all the code the tutorial
/// shows), and that the scene tutorial ends with `Examples/HelloScene`'s own files, which
/// scripts/test-examples.sh builds and tests.
@Suite struct DocCTutorialTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One `@Code` of a tutorial: the name shown above the code and the catalog's file.
  struct CodeStep: Equatable {
    var shown: String
    var file: String
  }

  static let tutorials = [
    ("Motion", "SpringWithAGesturesVelocity"), ("Stage", "GrabbingALayer"),
    ("Scenes", "WritingASceneOfYourOwn"),
  ]

  static func catalog(_ module: String) -> URL {
    root.appendingPathComponent("Sources/\(module)/\(module).docc")
  }

  /// The `@Code(name:file:)` directives of a tutorial (their shown name and file), in the order its
  /// steps come.
  static func codeSteps(module: String, tutorial: String) throws -> [CodeStep] {
    let url = catalog(module).appendingPathComponent("Tutorials/\(tutorial).tutorial")
    let text = try String(contentsOf: url, encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: #"@Code\(name: *"([^"]+)", *file: *"?([^",)]+)"#)
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      CodeStep(
        shown: String(text[Range(match.range(at: 1), in: text)!]),
        file: String(text[Range(match.range(at: 2), in: text)!]))
    }
  }

  static func lines(of url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// Whether `earlier` is a subsequence of `later`: every line kept, in order.
  static func keepsEveryLine(of earlier: [String], in later: [String]) -> Bool {
    var remaining = later[...]
    for line in earlier {
      guard let found = remaining.firstIndex(of: line) else { return false }
      remaining = remaining[(found + 1)...]
    }
    return true
  }

  @Test(arguments: tutorials)
  func everyStepNamesAFileOfItsCatalog(module: String, tutorial: String) throws {
    let steps = try Self.codeSteps(module: module, tutorial: tutorial)
    #expect(steps.count >= 4, "\(tutorial) has \(steps.count) code steps")
    for step in steps {
      let url = Self.catalog(module).appendingPathComponent("Resources/\(step.file)")
      #expect(FileManager.default.fileExists(atPath: url.path), "\(tutorial): no \(step.file)")
    }
  }

  @Test(arguments: tutorials)
  func eachStepKeepsTheStepBefore(module: String, tutorial: String) throws {
    let steps = try Self.codeSteps(module: module, tutorial: tutorial)
    for (earlier, later) in zip(steps, steps.dropFirst()) where earlier.shown == later.shown {
      let resources = Self.catalog(module).appendingPathComponent("Resources")
      let before = try Self.lines(of: resources.appendingPathComponent(earlier.file))
      let after = try Self.lines(of: resources.appendingPathComponent(later.file))
      #expect(before != after, "\(later.file) shows no change")
      #expect(Self.keepsEveryLine(of: before, in: after), "\(later.file) drops lines of \(earlier.file)")
    }
  }

  /// The last step of each file the scene tutorial shows is the example package's file.
  @Test func theSceneTutorialEndsWithTheExamplesFiles() throws {
    let steps = try Self.codeSteps(module: "Scenes", tutorial: "WritingASceneOfYourOwn")
    let examples = [
      "Package.swift": "HelloScene/Package.swift",
      "HelloScene.swift": "HelloScene/Sources/HelloScene/HelloScene.swift",
      "main.swift": "HelloScene/Sources/flick-hello/main.swift",
    ]
    #expect(Set(steps.map(\.shown)) == Set(examples.keys))
    for (shown, example) in examples {
      let last = try #require(steps.last { $0.shown == shown })
      let resources = Self.catalog("Scenes").appendingPathComponent("Resources")
      let step = try Self.lines(of: resources.appendingPathComponent(last.file))
      let file = try Self.lines(of: Self.root.appendingPathComponent("Examples/\(example)"))
      #expect(step == file, "\(last.file) is not Examples/\(example)")
    }
  }

  @Test func aStepThatDropsALineIsCaught() {
    #expect(Self.keepsEveryLine(of: ["a", "b"], in: ["a", "x", "b", "c"]))
    #expect(!Self.keepsEveryLine(of: ["a", "b"], in: ["b", "a"]))
    #expect(!Self.keepsEveryLine(of: ["a", "b"], in: ["a", "c"]))
  }

  /// Issue 61: the scene tutorial asked for "Flick's URL", which no page gave. Its first step
  /// says what to write for a local checkout and for a release, both as SwiftPM spells them.
  @Test func theSceneTutorialSaysHowToDependOnFlick() throws {
    let url = Self.catalog("Scenes").appendingPathComponent("Tutorials/WritingASceneOfYourOwn.tutorial")
    let text = try String(contentsOf: url, encoding: .utf8)
    // The first section, its lines joined as DocC joins them.
    let section = try #require(text.components(separatedBy: "@Section(").dropFirst().first)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!section.contains("Flick's URL"))
    #expect(section.contains(#".package(name: "Flick", path: "#), "a local checkout")
    #expect(section.contains(#".package(url: "#) && section.contains(#"from: "0.1.0")"#), "a release")
    #expect(section.contains("remote get-url origin"), "where the URL is read")
  }
}
