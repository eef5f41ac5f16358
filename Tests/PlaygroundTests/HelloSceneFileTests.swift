import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// The README's scene file, `Assets/scenes/hello.json`: a card flicked to the snap point its
/// release would coast nearest to, the dimming following it. It plays as the README says, and
/// the README shows it whole, byte for byte.
@Suite("Scene files: the README's hello.json")
struct HelloSceneFileTests {
  /// 960×640: the snap points' tops.
  static let open = 48.0
  static let half = 320.0
  static let closed = 560.0

  /// The card's top and the dimming's alpha on the last line of a run of `events`.
  static func settled(_ events: [Script.Event], duration: Double) throws -> (
    card: Double, dimming: Double, atRest: Bool
  ) {
    let lines = try SceneFileExamplesTests.run("hello", events, duration: duration)
    let last = try #require(lines.last)
    let dimming = try #require((last["layers"] as? [String: [String: Double]])?["dimming"]?["alpha"])
    return (try SceneFileRun.frame(last, "card").y, dimming, last["atRest"] as? Bool == true)
  }

  @Test("a gentle flick up settles halfway, a hard one at the top, a flick down back at the bottom")
  func flicksSettleAtTheProjectedSnapPoint() throws {
    // Released at y 512 going up at 400 pt/s: it would coast to about 312, nearest the half.
    let gentle = try Self.settled(
      Scenario.flick(from: (480, 600), at: 0.2, velocity: (0, -400), duration: 0.12), duration: 2)
    #expect(gentle.card == Self.half && gentle.atRest)
    // The trace gives four decimals.
    #expect(abs(gentle.dimming - 0.45 * (Self.closed - Self.half) / (Self.closed - Self.open)) < 1e-4)
    // Released at y 380 going up at 1 500 pt/s: it would coast past the top.
    let hard =
      Scenario.flick(from: (480, 600), at: 0.2, velocity: (0, -1500), duration: 0.12)
    let top = try Self.settled(hard, duration: 2)
    #expect(top.card == Self.open && top.atRest)
    #expect(abs(top.dimming - 0.45) < 1e-9, "the dimming follows the card to its darkest")
    // From the top, flicked down hard: past the half, back to the bottom, the dimming gone.
    let down = try Self.settled(
      hard + Scenario.flick(from: (480, 80), at: 2.2, velocity: (0, 1500), duration: 0.12), duration: 4)
    #expect(down.card == Self.closed && down.atRest)
    #expect(down.dimming == 0)
  }

  @Test("the README shows hello.json whole, byte for byte, and the command that runs it")
  func theReadmeShowsTheFileWhole() throws {
    let root = FlickProcess.packageRoot
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let file = try String(
      contentsOf: root.appendingPathComponent("Assets/scenes/hello.json"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Your own interaction"))
    let fence = try #require(readme.range(of: "\n```json\n", range: section.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "\n```\n", range: fence.upperBound..<readme.endIndex))
    let snippet = String(readme[fence.upperBound..<end.lowerBound]) + "\n"
    #expect(snippet == file, "the README's scene file is not Assets/scenes/hello.json")
    #expect(file.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 22)
    #expect(readme.contains("flick --scene-file Assets/scenes/hello.json"))
  }
}
