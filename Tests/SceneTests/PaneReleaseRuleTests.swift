import Motion
import Stage
import Testing

@testable import Scenes

/// The pane's `--rule` (issue 42 §2.13): the article's rule (vy ≥ 0 closes) stays the default,
/// so a still release after a pull past open slams it shut; with `projection` the release is
/// projected as UIScrollView decelerates and goes to the nearest state, and a still press
/// catches the moving pane. The HUD says which rule runs.
@Suite("Pane release rules")
struct PaneReleaseRuleTests: PaneFixture {
  /// Open, pulled 120 pt up past open in 0.2 s, held still 60 ms, released.
  static func pulledPastOpen(rule: PaneReleaseRule, mode: SettleMode = .spring) -> PaneScene {
    let scene = Self.scene(mode)
    scene.setOption("rule", to: rule.rawValue)
    scene.toggle(at: 0)
    scene.advance(to: 3)
    var time = 3.0
    var y = 300.0
    Self.pointer(scene, .down, 480, y, at: time)
    for _ in 0..<25 {
      time += 0.008
      y -= 4.8
      Self.pointer(scene, .move, 480, y, at: time)
    }
    time += 0.06
    scene.advance(to: time)
    Self.pointer(scene, .up, 480, y, at: time)
    return scene
  }

  @Test(arguments: [SettleMode.spring, .dynamics, .timed])
  func theArticlesRuleStaysTheDefaultAndClosesAStillRelease(mode: SettleMode) {
    #expect(PaneScene(size: Self.size).rule == .velocity)
    let scene = Self.pulledPastOpen(rule: .velocity, mode: mode)
    #expect(scene.lastHandoff?.target == Self.closedCenter)
    #expect(scene.state == .closed)
  }

  @Test(arguments: [SettleMode.spring, .dynamics, .timed])
  func projectionLeavesAStillReleaseInTheNearestState(mode: SettleMode) {
    let scene = Self.pulledPastOpen(rule: .projection, mode: mode)
    #expect(scene.lastHandoff?.target == Self.openCenter)
    #expect(scene.state == .open)
    scene.advance(to: 8)
    #expect(scene.phase == .rest && abs(Self.top(scene) - Self.openTop) < 0.5)
  }

  /// A flick is projected: down from open at 1 000 pt/s for 0.2 s (200 pt) coasts 499 pt
  /// further, past the middle (208 pt from open): closed; at 200 pt/s, 40 and 100 pt: back open.
  /// The article's rule closes both.
  @Test func projectionGoesWhereTheFlickWouldCoast() {
    for (speed, expected) in [(1000.0, PaneState.closed), (200, .open)] {
      let projected = Self.scene()
      projected.setOption("rule", to: "projection")
      projected.toggle(at: 0)
      projected.advance(to: 3)
      var time = 3.0
      var y = 300.0
      Self.pointer(projected, .down, 480, y, at: time)
      for _ in 0..<25 {
        time += 0.008
        y += speed * 0.008
        Self.pointer(projected, .move, 480, y, at: time)
      }
      Self.pointer(projected, .up, 480, y, at: time)
      #expect(projected.state == expected, "\(speed) pt/s")
    }
  }

  /// Space sets the pane closing from open; a press on it mid-flight, held still, stops it
  /// there (it does not move while held), and the release sends it to the nearer state. With
  /// the article's rule the same press is a tap: it reverses the pane.
  @Test(arguments: [SettleMode.spring, .dynamics, .timed])
  func projectionCatchesTheMovingPaneWithAStillPress(mode: SettleMode) {
    let scene = Self.scene(mode)
    scene.setOption("rule", to: "projection")
    scene.toggle(at: 0)
    scene.advance(to: 3)
    scene.toggle(at: 3)
    scene.advance(to: 3.1)
    #expect(scene.phase == .settling)
    let caught = Self.top(scene)
    Self.pointer(scene, .down, 480, caught + 40, at: 3.1)
    #expect(scene.phase == .dragging)
    scene.advance(to: 3.4)
    #expect(abs(Self.top(scene) - caught) < 1e-9, "held still: \(Self.top(scene)) vs \(caught)")
    Self.pointer(scene, .up, 480, caught + 40, at: 3.4)
    let nearest: PaneState = caught - Self.openTop < Self.closedTop - caught ? .open : .closed
    #expect(scene.state == nearest)
    #expect(scene.lastHandoff?.releaseVelocity == .zero)
    scene.advance(to: 8)
    #expect(scene.phase == .rest)
  }

  @Test func theHUDSaysWhichRuleRuns() {
    let scene = Self.scene()
    #expect(scene.probe.status.contains(PaneReleaseRule.velocity.summary))
    scene.setOption("rule", to: "projection")
    #expect(scene.probe.status.contains("release rule: projection (nearest state)"))
  }
}
