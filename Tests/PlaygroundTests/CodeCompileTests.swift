import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// Every exported snippet is code that runs where it is pasted (issue 42 §2.5): for every
/// platform and every mode, with a release and without, the Swift ones type-check with
/// `swiftc -typecheck` against CodeStubs/ApplePlatforms.swift (the SDK names they use, with
/// Apple's signatures), the JavaScript runs under node, and the CSS's rules and timing functions
/// parse. (Kotlin, Dart, Java, Objective-C and Origami's patch values have no compiler here; their
/// numbers are checked by CodeExportTests.) Before: UIKit's dynamics declared `animator` twice
/// in one block, and SwiftUI ran two withAnimation blocks for one change.
@Suite("Exported code compiles")
struct CodeCompileTests {
  static let stubs = FlickProcess.packageRoot.appendingPathComponent(
    "Tests/PlaygroundTests/CodeStubs/ApplePlatforms.swift")

  /// The release a K in the window exports, or none (`--export-code`).
  static let releases: [SettleSnapshot.Release?] = [
    SettleSnapshot.Release(axis: "y", from: 412, to: 120, velocity: -1500),
    SettleSnapshot.Release(axis: "x", from: 100, to: 860, velocity: 2400), nil,
  ]

  static func snapshots() -> [SettleSnapshot] {
    var parameters = SettleParameters()
    parameters.timedCurve = .cubicBezier(0.2, -0.4, 0.3, 1.6)
    return SettleMode.allCases.flatMap { mode in
      releases.map { SettleSnapshot(sceneName: "pane", mode: mode, parameters: parameters, release: $0) }
    }
  }

  /// The snippet inside what a reader has where it is pasted: the names it leaves to them
  /// (a view and its target, the dynamic animator, a layer, a SwiftUI state value).
  static func wrapped(_ code: String, for platform: CodePlatform) -> String {
    switch platform {
    case .swiftui:
      // `reduceMotion`: the view's @Environment(\.accessibilityReduceMotion).
      return
        "func snippet(target: CGFloat, reduceMotion: Bool) {\nvar offset: CGFloat = 0\n\(code)\n_ = offset\n}\n"
    case .uikit:
      return "func snippet(view: UIView, target: CGPoint, dynamicAnimator: UIDynamicAnimator) {\n\(code)\n}\n"
    default:
      return "func snippet(layer: CALayer) {\n\(code)\n}\n"
    }
  }

  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputURL = directory.appendingPathComponent("output.txt")
    try FlickProcess.makeEmptyFile(at: outputURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    try output.close()
    return (process.terminationStatus, try String(contentsOf: outputURL, encoding: .utf8))
  }

  /// swiftc next to the toolchain that runs the tests, else on the PATH.
  static var swiftc: String {
    let candidates =
      ["/opt/swift/usr/bin/swiftc"]
      + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
  }

  @Test(arguments: [CodePlatform.swiftui, .uikit, .coreanimation])
  func theSwiftSnippetsTypeCheck(platform: CodePlatform) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every snippet in one module, each in a file of its own (so a name declared twice in one
    // snippet is an error, and two snippets do not clash): one compiler run.
    var files = [Self.stubs.path]
    for (index, snapshot) in Self.snapshots().enumerated() {
      let file = directory.appendingPathComponent("snippet\(index).swift")
      let code = CodeExport.code(for: platform, snapshot)
      try Self.wrapped(code, for: platform).replacingOccurrences(
        of: "func snippet(", with: "func snippet\(index)("
      )
      .write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let result = try Self.run(Self.swiftc, ["-typecheck", "-swift-version", "6"] + files)
    #expect(result.status == 0, "\(platform):\n\(result.output)")
    #expect(!result.output.contains("warning:"), "\(platform):\n\(result.output)")
  }

  /// One withAnimation for the one change: on each side of the reduced-motion switch.
  @Test func theSwiftUISnippetAnimatesTheChangeOnce() {
    for snapshot in Self.snapshots() {
      let code = CodeExport.code(for: .swiftui, snapshot)
      let branches = code.components(separatedBy: "} else {")
      #expect(branches.count == (snapshot.mode == .timed ? 1 : 2), "\(code)")
      for branch in branches {
        let blocks = branch.split(separator: "\n").filter {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix("withAnimation(")
        }
        #expect(blocks.count == 1, "\(code)")
      }
    }
  }

  /// node is Debian's nodejs (scripts/install-dependencies.sh).
  @Test func theFramerSnippetRunsUnderNode() throws {
    let node = try #require(
      ["/usr/bin/node", "/usr/bin/nodejs", "/usr/local/bin/node"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      }, "no node: bash scripts/install-dependencies.sh")
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for snapshot in Self.snapshots() {
      let file = directory.appendingPathComponent("snippet.js")
      // The snippet, then a check that what it defines is what Framer Motion reads.
      let check = """

        if (typeof transition !== "object" || !["spring", "tween"].includes(transition.type)) process.exit(3)
        for (const value of Object.values(transition).flat()) {
          if (typeof value === "number" && !Number.isFinite(value)) process.exit(4)
        }
        """
      try (CodeExport.code(for: .framer, snapshot) + check).write(to: file, atomically: true, encoding: .utf8)
      let result = try Self.run(node, [file.path])
      #expect(result.status == 0, "\(snapshot.mode):\n\(result.output)")
    }
  }

  /// The CSS: comments closed, rules of `property: value;` declarations in balanced braces, and
  /// every timing function one that parses (`cubic-bezier` with four numbers, x in 0…1;
  /// `linear()`'s stops, read back by LinearEasing).
  @Test func theCSSSnippetParses() throws {
    for snapshot in Self.snapshots() {
      let css = CodeExport.code(for: .css, snapshot)
      let problems = CSSCheck.problems(in: css)
      #expect(problems.isEmpty, "\(snapshot.mode): \(problems)\n\(css)")
    }
  }
}

/// A small checker of the CSS the exporter writes: CSS Syntax's comments, rules and
/// declarations, the reduced-motion media query's block of rules, and the two easing functions'
/// arguments.
enum CSSCheck {
  static func problems(in css: String) -> [String] {
    var problems: [String] = []
    // Comments out (an unclosed one is an error).
    var text = ""
    var rest = Substring(css)
    while let open = rest.range(of: "/*") {
      text += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "*/") else { return ["an unclosed comment"] }
      rest = rest[close.upperBound...]
    }
    text += rest
    // Rules: selector { declarations }.
    var body = Substring(text)
    while let open = body.firstIndex(of: "{") {
      let selector = body[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
      if selector.isEmpty || selector.contains("}") || selector.contains(";") {
        problems.append("a rule without a selector: '\(selector)'")
      }
      // A media query's block holds rules of its own (the reduced-motion twin's).
      if selector.hasPrefix("@media") {
        var depth = 0
        var end: Substring.Index?
        for index in body[open...].indices {
          if body[index] == "{" { depth += 1 }
          if body[index] == "}" { depth -= 1 }
          if depth == 0 {
            end = index
            break
          }
        }
        guard let end else { return problems + ["an unclosed @media block"] }
        if selector != "@media (prefers-reduced-motion: reduce)" {
          problems.append("an unexpected media query: '\(selector)'")
        }
        problems += Self.problems(in: String(body[body.index(after: open)..<end]))
        body = body[body.index(after: end)...]
        continue
      }
      guard let close = body[open...].firstIndex(of: "}") else { return problems + ["an unclosed rule"] }
      let declarations = body[body.index(after: open)..<close]
      if declarations.contains("{") { problems.append("a rule inside a declaration block") }
      for declaration in declarations.split(separator: ";") {
        let trimmed = declaration.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { continue }
        let parts = trimmed.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].allSatisfy({ $0.isLetter || $0 == "-" }), !parts[1].isEmpty else {
          problems.append("not a declaration: '\(trimmed)'")
          continue
        }
        problems += easingProblems(String(parts[1]))
      }
      if !declarations.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(";") {
        problems.append("a declaration without its ';'")
      }
      body = body[body.index(after: close)...]
    }
    if !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      problems.append("text outside a rule: '\(body)'")
    }
    return problems
  }

  static func easingProblems(_ value: String) -> [String] {
    if let start = value.range(of: "cubic-bezier(") {
      guard let end = value[start.upperBound...].firstIndex(of: ")") else {
        return ["cubic-bezier( unclosed"]
      }
      let numbers = value[start.upperBound..<end].split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }),
        let x1 = numbers[0], let x2 = numbers[2], (0...1).contains(x1), (0...1).contains(x2)
      else { return ["cubic-bezier needs four numbers, x in 0…1: \(value)"] }
    }
    if let start = value.range(of: "linear(") {
      guard let end = value[start.lowerBound...].firstIndex(of: ")"),
        LinearEasing.parse(String(value[start.lowerBound...end])) != nil
      else { return ["linear() does not parse: \(value)"] }
    }
    return []
  }
}
