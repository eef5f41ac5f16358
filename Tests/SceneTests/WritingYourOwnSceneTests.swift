import Foundation
import Testing

/// The DocC article "Writing Your Own Scene" (Sources/Scenes/Scenes.docc/WritingYourOwnScene.md)
/// and the README's "Write your own scene" show the code of the example package
/// (Examples/SwitchScene), which CI builds and whose tests run it (scripts/test-examples.sh).
/// Every Swift snippet in them must be that code, line for line, so neither can drift from what
/// compiles and runs.
@Suite struct WritingYourOwnSceneTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The example's Swift files, each as lines without their leading indentation.
  static func exampleFiles() throws -> [[String]] {
    let example = root.appendingPathComponent("Examples/SwitchScene")
    let paths = [
      "Package.swift", "Sources/flick-switch/main.swift", "Sources/SwitchScene/SwitchScene.swift",
    ]
    return try paths.map { path in
      try String(contentsOf: example.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
    }
  }

  static func trimmed(_ line: Substring) -> String {
    String(line.drop { $0 == " " })
  }

  /// The ```swift blocks of `text`, each as trimmed lines.
  static func swiftSnippets(in text: String) -> [[String]] {
    var snippets: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```swift") {
        current = []
      } else if current != nil, line.hasPrefix("```") {
        snippets.append(current!)
        current = nil
      } else {
        current?.append(trimmed(line))
      }
    }
    return snippets
  }

  static func contains(_ file: [String], _ snippet: [String]) -> Bool {
    guard !snippet.isEmpty, snippet.count <= file.count else { return false }
    return (0...(file.count - snippet.count)).contains { start in
      Array(file[start..<(start + snippet.count)]) == snippet
    }
  }

  @Test(arguments: ["Sources/Scenes/Scenes.docc/WritingYourOwnScene.md", "README.md"])
  func everySnippetIsTheExamplesCode(document: String) throws {
    var text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    if document == "README.md" {
      let start = try #require(text.range(of: "## Write your own scene"))
      let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
      text = String(text[start.lowerBound..<end.lowerBound])
    }
    let snippets = Self.swiftSnippets(in: text)
    #expect(snippets.count >= (document == "README.md" ? 2 : 6))
    let files = try Self.exampleFiles()
    for snippet in snippets {
      #expect(files.contains { Self.contains($0, snippet) }, "not in Examples/SwitchScene: \(snippet)")
    }
  }

  @Test func aSnippetThatDriftedIsCaught() throws {
    let files = try Self.exampleFiles()
    let drifted = ["Flick.main(scenes: [SwitchScene.self])"]
    #expect(!files.contains { Self.contains($0, drifted) })
  }
}
