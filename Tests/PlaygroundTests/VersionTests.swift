import Foundation
import Playground
import Testing

/// `flick --version` prints the version CHANGELOG.md starts at, and nothing else.
@Suite struct VersionTests {
  @Test func versionPrintsTheNameAndTheVersion() throws {
    let result = try FlickProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "flick 0.1.0\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func theChangelogHasTheVersion() throws {
    let changelog = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("## \(Flick.version)"))
  }
}
