import Foundation
import Testing

@testable import Playground

/// Issue 61: the README's first line promises the HUD, and it was off when the window opened;
/// Tab, its key, was not among the README's keys. The window now opens with it; a script or a
/// headless run starts without it, as every script and picture was made.
@Suite struct HUDAtLaunchTests {
  static func instrument(headless: Bool, script: Script?) -> Instrument {
    var configuration = RunConfiguration()
    configuration.headless = headless
    configuration.script = script
    return Instrument(configuration: configuration)
  }

  @Test func theWindowOpensWithTheHUDAndAScriptOrAHeadlessRunWithout() {
    #expect(Self.instrument(headless: false, script: nil).panels.showsHUD)
    #expect(!Self.instrument(headless: true, script: nil).panels.showsHUD)
    #expect(!Self.instrument(headless: false, script: Script(events: [])).panels.showsHUD)
  }

  /// The README's table of keys has Tab, the key of what its first line promises.
  @Test func theREADMEsKeysHaveTab() throws {
    let readme = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let firstSection = try #require(readme.components(separatedBy: "\n## ").first { $0.contains("| key |") })
    #expect(firstSection.contains("\n| Tab |"), "\(firstSection)")
  }
}
