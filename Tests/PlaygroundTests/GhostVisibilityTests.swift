import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Ghosts the user can see (issue 42 §2.9): drawn behind the opaque subject only slivers of them
/// showed, so their outlines and names are drawn over it; and the legend never hides the
/// ghosts' names (the scroll scene's tags run down beside the list, where the legend sat).
@Suite("Ghosts visible over the subject, their names clear of the legend")
struct GhostVisibilityTests {
  @Test func eachGhostsOutlineIsDrawnOverTheSubject() throws {
    // The card thrown with G on, looked at while the ghosts and the card still overlap.
    let events =
      [Scenario.key(0, "g")]
      + CardScenario.drag(
        from: Vector2(x: 480, y: 320), at: 0.1, velocity: Vector2(x: 900, y: 300), duration: 0.1)
    let session = try HeadlessRun.session(events, scene: CardScene.name, until: 0.35, draws: true)
    let ghosts = try #require(session.instrument.ghostLab.ghosts)
    #expect(!ghosts.frames.isEmpty)
    let scene = try #require(session.scene as? CardScene)
    let items = session.displayList().items
    // The card's own fill: the last opaque fill of its colour.
    let cardIndex = try #require(
      items.lastIndex { item in
        if case .fill(let fill) = item { return fill.color == scene.card.color && fill.color.alpha >= 1 }
        return false
      })
    for ghost in ghosts.ghosts where !ghost.isDiverged {
      let outline = items.firstIndex { item in
        if case .line(let line) = item { return line.color == ghost.color.with(alpha: 0.9) }
        return false
      }
      let drawn = try #require(outline, "\(ghost.name) has no outline")
      #expect(drawn > cardIndex, "\(ghost.name)'s outline is under the card")
    }
  }

  @Test func theScrollLegendNeverCoversAGhostsName() throws {
    // A fast fling up the list with G on: the ghosts' tags run down the indicator's track.
    var events = [Scenario.key(0, "g"), Scenario.pointer(0.2, .down, 300, 520)]
    for step in 1...8 {
      events.append(Scenario.pointer(0.2 + Double(step) * 0.01, .move, 300, 520 - Double(step) * 45))
    }
    events.append(Scenario.pointer(0.29, .up, 300, 160))
    var checked = 0
    _ = try HeadlessRun.session(events, scene: ScrollScene.name, until: 4) { session, time in
      guard let ghosts = session.instrument.ghostLab.ghosts, let legend = session.overlayFrames().legend
      else {
        return true
      }
      for tag in ghosts.tagFrames {
        #expect(!tag.intersects(legend), "t \(time): tag \(tag) under the legend \(legend)")
      }
      checked += 1
      return true
    }
    #expect(checked > 60)
  }
}
