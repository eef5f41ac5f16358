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

  @Test(arguments: ["1", "2", "3", "m"])
  func aOneModeSceneSaysSoAndStaysInIt(key: String) throws {
    let session = try Self.run("stress", key: key)
    #expect(session.scene.mode == .spring)
    #expect(session.instrument.toasts.text == "stress has one mode: spring")
  }

  /// Issue 61: a click on the mode pill of a one-mode scene says so too.
  @Test func theModePillOfAOneModeSceneSaysSo() throws {
    let size = Size(width: 960, height: 640)
    let laidOut = try HeadlessRun.layoutSession(
      HeadlessRun.configuration(scene: "stress", size: size, scale: 1, events: []))
    laidOut.frame(at: 0, inputs: [])
    let pill = try #require(laidOut.overlayFrames().switcher.segments.first { $0.target == .mode }).frame
    var configuration = HeadlessRun.configuration(
      scene: "stress", size: size, scale: 1,
      events: [
        Script.Event(time: 0.1, action: .pointer(.down, pill.center)),
        Script.Event(time: 0.12, action: .pointer(.up, pill.center)),
      ])
    configuration.duration = 0.3
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
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
