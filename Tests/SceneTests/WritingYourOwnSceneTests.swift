import Foundation
import Testing

/// The DocC article "Writing Your Own Scene" (Sources/Scenes/Scenes.docc/WritingYourOwnScene.md),
/// the README's "Your own interaction" and docs/your-own-scene.md show the code of the example packages
/// (Examples/HelloScene, Examples/SwitchScene), which CI builds and whose tests run them
/// (scripts/test-examples.sh). Every Swift snippet in them must be that code, line for line, and
/// the README and docs/your-own-scene.md show the hello scene whole (the article leaves it to the
/// DocC tutorial, whose last step is the file itself: DocCTutorialTests), so none can drift from
/// what compiles and runs.
@Suite struct WritingYourOwnSceneTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The example's Swift files, each as lines without their leading indentation.
  static func exampleFiles() throws -> [[String]] {
    let paths = [
      "HelloScene/Package.swift", "HelloScene/Sources/flick-hello/main.swift", helloScene,
      "SwitchScene/Package.swift", "SwitchScene/Sources/flick-switch/main.swift",
      "SwitchScene/Sources/SwitchScene/SwitchScene.swift",
    ]
    return try paths.map(lines)
  }

  static let helloScene = "HelloScene/Sources/HelloScene/HelloScene.swift"

  /// An example's file (a path under Examples/) as trimmed lines, without the final empty one.
  static func lines(_ path: String) throws -> [String] {
    var lines = try String(contentsOf: root.appendingPathComponent("Examples/" + path), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
    if lines.last == "" { lines.removeLast() }
    return lines
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

  @Test(arguments: [
    "Sources/Scenes/Scenes.docc/WritingYourOwnScene.md", "README.md", "docs/your-own-scene.md",
  ])
  func everySnippetIsTheExamplesCode(document: String) throws {
    var text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    if document == "README.md" {
      let start = try #require(text.range(of: "## Your own interaction"))
      let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
      text = String(text[start.lowerBound..<end.lowerBound])
    }
    let snippets = Self.swiftSnippets(in: text)
    let isArticle = document.hasSuffix(".docc/WritingYourOwnScene.md")
    #expect(snippets.count >= (isArticle ? 3 : 2))
    let files = try Self.exampleFiles()
    for snippet in snippets {
      #expect(files.contains { Self.contains($0, snippet) }, "not in Examples/: \(snippet)")
    }
    // The hello scene is shown whole: the snippet is the file itself.
    if !isArticle {
      #expect(snippets.contains(try Self.lines(Self.helloScene)), "the hello scene is not shown whole")
    }
  }

  /// The hello scene a newcomer copies stays small.
  @Test func theHelloSceneIsAtMostFortyLines() throws {
    #expect(try Self.lines(Self.helloScene).count <= 40)
  }

  @Test func aSnippetThatDriftedIsCaught() throws {
    let files = try Self.exampleFiles()
    let drifted = ["Flick.main(scenes: [SwitchScene.self])"]
    #expect(!files.contains { Self.contains($0, drifted) })
  }
}
