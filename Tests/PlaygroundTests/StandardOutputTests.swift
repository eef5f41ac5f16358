import Foundation
import Testing

/// The flags whose result is what they print (`--list-scenes`, `--export-code`, `--export-test
/// -`) fail when it cannot be printed: standard output closed (`>&-`) or full (`>/dev/full`) is
/// one `flick:` line and exit 1, where it used to be nothing at all and exit 0.
@Suite("Printed results: a closed or full standard output")
struct StandardOutputTests {
  static let printing: [[String]] = [
    ["--list-scenes"],
    ["--export-code", "swiftui"],
    [
      "--script", AssetScriptTests.assets.appendingPathComponent("card-flick.json").path, "--export-test",
      "-",
    ],
  ]

  @Test(arguments: printing, [">&-", ">/dev/full"])
  func aResultThatCannotBePrintedIsAnError(_ arguments: [String], _ redirection: String) throws {
    let result = try FlickProcess.run(arguments, stdoutRedirection: redirection)
    #expect(result.status == 1, "\(arguments) \(redirection): \(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix("flick: ") && result.stderr.contains("standard output"), "\(result.stderr)")
  }

  /// The control: printed where it can be, each is whole and exit 0.
  @Test(arguments: printing)
  func aResultPrintedIsWhole(_ arguments: [String]) throws {
    let result = try FlickProcess.run(arguments)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(!result.stdout.isEmpty)
  }
}
