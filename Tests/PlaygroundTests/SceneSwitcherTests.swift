import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The scene switcher: `--scene`, `--list-scenes`, the script's `scene` event, the keys and the
/// clickable control; a switch keeps the mode, slow motion and HUD and starts the scene at rest.
@Suite("Scene switcher", .serialized)
struct SceneSwitcherTests {
  @Test func anUnknownSceneIsRefusedWithTheValidNames() throws {
    let result = try FlickProcess.run(["--headless", "--scene", "aquarium"])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    let line = try #require(result.stderrLines.first)
    #expect(line.hasPrefix("flick: ") && line.contains("aquarium"))
    for name in SceneRegistry.builtIn.names { #expect(line.contains(name), "\(line) lacks \(name)") }
  }

  @Test func listScenesPrintsEachNameWithItsSummary() throws {
    let result = try FlickProcess.run(["--list-scenes"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == SceneRegistry.builtIn.scenes.count)
    for (line, type) in zip(lines, SceneRegistry.builtIn.scenes) {
      #expect(line.hasPrefix(type.name + " ") && line.hasSuffix(type.summary))
    }
  }

  @Test func modalIsTheDefaultAndEveryTraceLineNamesItsScene() throws {
    let trace = try Scenario.run([Scenario.key(0, "space")], duration: 0.5)
    #expect(!trace.isEmpty)
    #expect(trace.allSatisfy { $0.scene == "modal" })
  }

  @Test func aSceneEventStartsTheSceneAtRestKeepingModeSlowMotionAndHUD() throws {
    // Dynamics, slow motion and the HUD on; present; then a scene event at 0.2 s, mid-flight.
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 0.5
    configuration.draws = false
    configuration.script = Script(events: [
      Scenario.key(0, .selectDynamics), Scenario.key(0, .toggleSlowMotion), Scenario.key(0, .toggleHUD),
      Scenario.key(0, "space"), Script.Event(time: 0.2, action: .scene("modal")),
    ])
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let scene = try #require(session.scene as? ModalScene)
    #expect(scene.transition.phase == .dismissed)
    #expect(scene.isAtRest)
    #expect(scene.mode == .dynamics)
    #expect(scene.slowMotion)
    #expect(session.instrument.panels.showsHUD)
  }

  @Test func resetStartsAFreshSceneWithTheRunsParameters() throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 0.5
    configuration.draws = false
    configuration.script = Script(events: [
      Scenario.key(0, "space"), Scenario.key(0.1, .stiffnessUp), Scenario.key(0.2, .reset),
    ])
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let scene = try #require(session.scene as? ModalScene)
    #expect(scene.transition.phase == .dismissed)
    #expect(scene.parameters == ModalScene.defaultParameters)
  }

  @Test func theControlSitsInTheNavbarsRightAndAClickOnTheModePillCyclesTheMode() throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 0.05
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let switcher = session.switcher
    #expect(switcher.frame.maxX <= 960 && switcher.frame.minX > 480)
    #expect(switcher.frame.maxY <= 64)
    let pill = try #require(switcher.segments.first { $0.target == .mode })
    #expect(session.scene.mode == .spring)
    session.frame(
      at: 0.1,
      inputs: [
        .pointer(PointerEvent(kind: .down, location: pill.frame.center, timestamp: 0.1)),
        .pointer(PointerEvent(kind: .up, location: pill.frame.center, timestamp: 0.1)),
      ])
    #expect(session.scene.mode == .dynamics)
    // The press was the control's: the scene saw nothing of it.
    #expect(session.scene.probe.gesture == .possible)
    let scenes = switcher.segments.filter { $0.target != .mode }
    // Every scene when their names fit in the navbar's right half, else the one-segment form.
    if scenes.count == SceneRegistry.builtIn.scenes.count {
      #expect(scenes.filter(\.isSelected).map(\.label) == ["modal"])
    } else {
      #expect(scenes.map(\.label) == ["modal ▸"])
    }
  }

  @Test func aNarrowWindowShowsOneSegmentThatMovesOn() {
    let switcher = SceneSwitcher(
      width: 480, scenes: .builtIn, current: "modal", mode: .spring, slowMotion: false,
      metrics: EstimatedTextMetrics())
    let scenes = switcher.segments.filter { $0.target != .mode }
    if SceneRegistry.builtIn.scenes.count > 1 {
      #expect(scenes.count == 1)
      #expect(scenes.first?.target == .scene(SceneRegistry.builtIn.name(after: "modal")))
    }
    #expect(switcher.frame.minX > 480 / 2)
  }

  /// At the default 960-point width every scene is one click away (issue 42 §2.7): the switcher
  /// shows a segment for each (compact where the full-size ones do not fit), clear of the
  /// navbar's title, and a click on each starts that scene.
  @Test(arguments: [1.0, 2.0])
  func atTheDefaultWidthEverySceneIsOneClickAway(scale: Double) throws {
    let session = try HeadlessRun.session([], scene: ModalScene.name, until: 0, scale: scale)
    #expect(session.canvas.size.width == 960)
    let segments = session.switcher.segments.filter { $0.target != .mode }
    #expect(segments.map(\.label) == SceneRegistry.builtIn.names)
    #expect(session.switcher.frame.minX >= 480 + 60, "the title's room: \(session.switcher.frame)")
    var time = 0.1
    for segment in segments {
      guard case .scene(let name) = segment.target else { continue }
      session.frame(
        at: time,
        inputs: [
          .pointer(PointerEvent(kind: .down, location: segment.frame.center, timestamp: time)),
          .pointer(PointerEvent(kind: .up, location: segment.frame.center, timestamp: time)),
        ])
      #expect(session.scene.name == name)
      time += 0.1
    }
  }

  /// The help lists every scene, with the current one marked.
  @Test func theHelpListsTheScenes() {
    let help = HelpLayout(
      scene: PaneScene(size: Size(width: 960, height: 640)),
      layout: OverlayLayout(size: Size(width: 960, height: 640)),
      scenes: SceneRegistry.builtIn.names)
    let text = help.allLines.map { ($0.keys ?? "") + " " + ($0.action ?? "") }.joined(separator: "\n")
    for name in SceneRegistry.builtIn.names { #expect(text.contains(name), "\(name) not in the help") }
  }
}
