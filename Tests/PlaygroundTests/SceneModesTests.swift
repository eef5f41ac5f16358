import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// No toast lies about the mode (issue 25 item 4): the stress scene has one mode, and keys 2, 3
/// and M, and the mode pill, say so instead of naming a mode it is not in.
@Suite struct SceneModesTests {
  static func run(_ scene: String, key: String) throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = scene
    configuration.sceneOptions = scene == "stress" ? ["count": "100"] : [:]
    configuration.duration = 0.3
    configuration.draws = false
    configuration.script = Script(events: [Script.Event(time: 0.1, action: .key(key))])
    return try PlaygroundApp(configuration: configuration).runHeadless()
  }

  @Test(arguments: ["2", "3", "m"])
  func aOneModeSceneSaysSoAndStaysInIt(key: String) throws {
    let session = try Self.run("stress", key: key)
    #expect(session.scene.mode == .spring)
    #expect(session.instrument.toasts.text == "stress has one mode: spring")
  }

  @Test func aSceneWithEveryModeChangesAndSaysWhichOne() throws {
    let session = try Self.run("card", key: "2")
    #expect(session.scene.mode == .dynamics)
    #expect(session.instrument.toasts.text == "mode: dynamics")
  }

  @Test func theStressSceneDeclaresOneModeAndTheOthersAll() {
    #expect(StressScene.modes == [.spring])
    #expect(CardScene.modes == SettleMode.allCases)
  }
}
