import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// In a small window the help shows a window of its entries that the arrow keys and the wheel
/// scroll (issue 42 §3): every entry can be read, the last one included, where it was cut off
/// with "… N more: a taller window shows them all".
@Suite("The help scrolls in a small window")
struct HelpScrollTests {
  private func session(_ size: Size) throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = CardScene.name
    configuration.size = size
    configuration.draws = false
    let session = try Session(configuration: configuration, canvas: try Canvas(offscreenSize: size))
    session.frame(at: 0, inputs: [.key("h", time: 0)])
    return session
  }

  private func shownActions(_ session: Session) throws -> [String] {
    let help = try #require(session.overlayFrames().help)
    return help.lines.compactMap(\.action)
  }

  @Test(arguments: [Size(width: 480, height: 360), Size(width: 640, height: 400)])
  func theArrowKeysReachEveryEntryAndBack(size: Size) throws {
    let session = try session(size)
    let help = try #require(session.overlayFrames().help)
    let last = try #require(KeyCommand.helpTable.last?.action)
    #expect(help.maxScroll > 0)
    #expect(try !shownActions(session).contains(last))
    var seen = Set(try shownActions(session))
    var time = 0.1
    for _ in 0..<help.maxScroll + 3 {
      session.frame(at: time, inputs: [.key("down", time: time)])
      seen.formUnion(try shownActions(session))
      time += 0.05
    }
    #expect(session.instrument.panels.helpScroll == help.maxScroll)
    #expect(try shownActions(session).contains(last))
    // Every entry was on screen at some point.
    for action in help.allLines.compactMap(\.action) {
      #expect(seen.contains(action), "never shown: \(action)")
    }
    // The scene got none of those keys, and the help is still open.
    #expect(session.instrument.panels.showsHelp)
    session.frame(at: time, inputs: [.key("home", time: time)])
    #expect(session.instrument.panels.helpScroll == 0)
  }

  @Test func theWheelOverTheHelpScrollsItAndNotTheScene() throws {
    let session = try session(Size(width: 480, height: 360))
    let help = try #require(session.overlayFrames().help)
    let notch = ScrollEvent(
      delta: Vector2(x: 0, y: 40), isPrecise: false, location: help.box.center, timestamp: 0.1)
    session.frame(at: 0.1, inputs: [.scroll(notch)])
    #expect(session.instrument.panels.helpScroll > 0)
    var up = notch
    up.delta.y = -400
    up.timestamp = 0.2
    session.frame(at: 0.2, inputs: [.scroll(up)])
    #expect(session.instrument.panels.helpScroll == 0)
  }

  @Test func aTallWindowShowsEverythingWithoutScrolling() throws {
    let session = try session(Size(width: 960, height: 1000))
    let help = try #require(session.overlayFrames().help)
    #expect(help.maxScroll == 0 && help.lines.count == help.allLines.count)
  }
}
