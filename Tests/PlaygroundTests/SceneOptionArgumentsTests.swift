import Scenes
import Testing

@testable import Playground

/// Scenes declare their flags; the command line takes them out generically.
@Suite struct SceneOptionArgumentsTests {
  @Test func sceneOptionsAreTakenOutAndTheRestIsLeftInOrder() throws {
    let split = try SceneOptionArguments(
      ["--headless", "--count", "10000", "--scene", "stress", "--retarget=current", "--fps", "30"],
      scenes: .builtIn)
    #expect(split.remaining == ["--headless", "--scene", "stress", "--fps", "30"])
    #expect(split.values == ["count": "10000", "retarget": "current"])
  }

  @Test func aStressRunWithACountStartsWithThatManyCards() throws {
    let command = try FlickCommand.parse(["--headless", "--scene", "stress"])
    let configuration = try command.runConfiguration(scenes: .builtIn, sceneOptions: ["count": "10000"])
    #expect(configuration.sceneOptions["count"] == "10000")
    #expect(
      FlickCommand.run(arguments: ["--headless", "--scene", "stress", "--count", "50", "--duration", "0.05"])
        == 0)
  }

  @Test func theHelpListsEachScenesOptionsUnderItsName() throws {
    let help = SceneOptionArguments.help(for: .builtIn).split(separator: "\n").map(String.init)
    let stress = try #require(help.firstIndex(of: "  stress:"))
    let card = try #require(help.firstIndex(of: "  card:"))
    #expect(help[stress + 1].contains("--count <1-200000>"))
    #expect(help[card + 1].contains("--retarget <additive|current|replace>"))
  }

  @Test func aRegistryWithoutOptionsHasNoSection() {
    #expect(SceneOptionArguments.help(for: SceneRegistry([ModalScene.self])).isEmpty)
  }

  @Test func anOptionOfAnotherSceneNamesTheSceneThatTakesIt() throws {
    let split = try SceneOptionArguments(["--count", "5"], scenes: .builtIn)
    #expect(throws: PlaygroundError.self) { try split.check(belongTo: "modal") }
    try split.check(belongTo: "stress")
  }
}
