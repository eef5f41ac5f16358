import Foundation
import Testing

@testable import Playground

/// Issue 61: the README's first line promised the HUD, which was hidden when the window opened,
/// and Tab, its key, was not among the README's keys. The window still opens on the scene alone
/// (the window tests compare it with the headless picture); the README says how the HUD comes.
@Suite struct HUDAtLaunchTests {
  static func readme() throws -> String {
    try String(contentsOf: FlickProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test func theWindowOpensOnTheSceneAlone() {
    var configuration = RunConfiguration()
    configuration.headless = false
    #expect(!Instrument(configuration: configuration).panels.showsHUD)
  }

  /// The first paragraph, which promises the HUD, names its key; the quick start says it is
  /// hidden and how to show it.
  @Test func theREADMEsFirstLinesSayTheHUDsKey() throws {
    let paragraphs = try Self.readme().components(separatedBy: "\n\n").map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let promise = try #require(paragraphs.first { $0.hasPrefix("Flick is a playground") })
    #expect(promise.contains("the HUD and its plot (Tab)"), "\(promise)")
    let start = try #require(paragraphs.first { $0.contains("The window opens on the modal scene") })
    #expect(start.contains("the HUD hidden: press Tab for it"), "\(start)")
  }

  /// The README's table of keys has Tab.
  @Test func theREADMEsKeysHaveTab() throws {
    let firstSection = try #require(
      try Self.readme().components(separatedBy: "\n## ").first { $0.contains("| key |") })
    #expect(firstSection.contains("\n| Tab |"), "\(firstSection)")
  }
}
