import Foundation
import Testing

/// docs/cli.md shows `flick --help` as the program prints it (scripts/make-cli-doc.sh writes it
/// between the page's markers): a flag added, renamed or described anew changes the page too.
@Suite struct CLIDocTests {
  /// The page's block between the flick --help markers, without its code fence.
  static func documentedHelp(in page: String) throws -> String {
    let begin = try #require(page.range(of: "<!-- flick --help: begin"))
    let fenceStart = try #require(page.range(of: "```text\n", range: begin.upperBound..<page.endIndex))
    let end = try #require(
      page.range(of: "\n```\n<!-- flick --help: end -->", range: fenceStart.upperBound..<page.endIndex))
    return String(page[fenceStart.upperBound..<end.lowerBound])
  }

  /// The environment without COLUMNS, as the script runs it: the parser wraps to 80 columns.
  static var environment: [String: String] {
    ProcessInfo.processInfo.environment.filter { $0.key != "COLUMNS" }
  }

  @Test func thePageIsWhatFlickHelpPrints() throws {
    let page = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let help = try FlickProcess.run(["--help"], environment: Self.environment)
    #expect(help.status == 0)
    let printed = help.stdout.hasSuffix("\n") ? String(help.stdout.dropLast()) : help.stdout
    #expect(try Self.documentedHelp(in: page) == printed, "run bash scripts/make-cli-doc.sh")
  }

  /// The comparison sees a change: a page with one word of the help changed does not match.
  @Test func aPageThatDriftedIsCaught() throws {
    let help = try FlickProcess.run(["--help"], environment: Self.environment).stdout
    let page =
      "<!-- flick --help: begin -->\n```text\n"
      + help.replacingOccurrences(of: "--headless", with: "--offscreen") + "```\n<!-- flick --help: end -->\n"
    #expect(try Self.documentedHelp(in: page) != String(help.dropLast()))
  }
}
