import Motion
import Stage
import Testing

@testable import Scenes

/// The pane (seed 002) driven directly on a virtual clock: catching it with a drag, the rubber
/// band, presentation versus model hit testing (the B key), resizing.
@Suite("Pane scene: drags, hit testing, resizing")
struct PaneSceneDragTests: PaneFixture {
  @Test(arguments: [SettleMode.spring, .dynamics, .timed])
  func theDragCatchesThePaneWhereItIsOncePastTheSlop(mode: SettleMode) {
    let scene = Self.scene(mode)
    let twin = Self.scene(mode)
    scene.toggle(at: 0)
    twin.toggle(at: 0)
    Self.pointer(scene, .down, 480, 630, at: 0.03)
    Self.pointer(scene, .move, 480, 628, at: 0.04)  // 2 pt: still a possible tap
    #expect(scene.phase == .settling)
    Self.pointer(scene, .move, 480, 625, at: 0.05)  // 5 pt: the drag begins
    twin.advance(to: 0.05)
    #expect(scene.phase == .dragging && scene.pan.state == .began)
    // Caught where it was at 0.05 s, with no step (the 5 pt of slop are not made up at once),
    // then moved with the pointer's translation since the drag began.
    let caught = twin.pane.presentation.center.y
    #expect(caught < Self.closedCenter.y - 10 && caught > Self.openCenter.y + 100)
    #expect(abs(scene.pane.presentation.center.y - caught) < 1e-9)
    #expect(scene.pane.center == scene.pane.presentation.center)
    #expect(!scene.pane.isAnimating(.center))
    Self.pointer(scene, .move, 481, 595, at: 0.2)
    #expect(abs(scene.pane.presentation.center.y - (caught - 30)) < 1e-9)
    #expect(scene.pane.presentation.center.x == 480)
    scene.advance(to: 0.5)
    #expect(abs(scene.pane.presentation.center.y - (caught - 30)) < 1e-9)
    #expect(!scene.isAtRest)
    // The release of a drag is no tap.
    Self.pointer(scene, .up, 481, 595, at: 0.55)
    #expect(scene.lastToggle?.time == 0)
  }

  @Test func draggingPastOpenRubberBandsAndReleasingSpringsBack() {
    let scene = Self.scene()
    scene.toggle(at: 0)
    scene.advance(to: 3)
    #expect(Self.top(scene) == Self.openTop)
    // Press at y 400, pull up 300 pt at 600 pt/s, release still moving.
    Self.pointer(scene, .down, 480, 400, at: 3.0)
    var time = 3.0
    var y = 400.0
    while y > 100 {
      time += 0.008
      y = max(y - 600 * 0.008, 100)
      Self.pointer(scene, .move, 480, y, at: time)
    }
    // The pull counts from where the drag began, the first 4.8 pt move (past the 4 pt slop).
    #expect(abs(scene.pan.beganLocation.y - (400 - 4.8)) < 1e-9)
    let pulled = scene.pan.beganLocation.y - 100
    let band = RubberBand.offset(pulled, dimension: 640)
    #expect(abs(Self.top(scene) - (Self.openTop - band)) < 1e-9)
    #expect(Self.openTop - Self.top(scene) < pulled * 0.55)
    #expect(abs((scene.rubberBand?.offset ?? 0) - band) < 1e-9)
    #expect(abs((scene.rubberBand?.overshoot ?? 0) - pulled) < 1e-9)
    // The pane moves at the band's slope times the pointer's speed.
    let slope = RubberBand.slope(atOvershoot: pulled, dimension: 640)
    #expect(abs(scene.paneVelocity.y - slope * scene.pan.velocity.y) < 1e-9)
    #expect(scene.pan.velocity.y < -500)
    let paneVelocity = scene.paneVelocity
    Self.pointer(scene, .up, 480, 100, at: time)
    #expect(scene.state == .open && scene.rubberBand == nil)
    // The settle starts with the pane's own velocity, not the pointer's: no jump in speed.
    let handoff = scene.lastHandoff
    #expect(abs((handoff?.settleVelocity.y ?? 0) - paneVelocity.y) < 1e-6, "\(String(describing: handoff))")
    #expect(abs((handoff?.releaseVelocity.y ?? 0) - paneVelocity.y) < 1e-6)
    scene.advance(to: time + 3)
    #expect(scene.phase == .rest && Self.top(scene) == Self.openTop)
  }

  @Test func draggingBelowClosedRubberBandsToo() {
    let scene = Self.scene()
    Self.pointer(scene, .down, 480, 600, at: 1)
    // The first move past the slop begins the drag where the pane is; the next pulls it.
    Self.pointer(scene, .move, 480, 700, at: 1.1)
    #expect(Self.top(scene) == Self.closedTop)
    Self.pointer(scene, .move, 480, 800, at: 1.2)
    let band = RubberBand.offset(100, dimension: 640)
    #expect(abs(Self.top(scene) - (Self.closedTop + band)) < 1e-9)
    #expect(abs((scene.rubberBand?.offset ?? 0) - band) < 1e-9)
  }

  @Test func catchingASpringsOvershootContinuesTheBandWithoutAJump() {
    // A tap at rest opens with the hand-driven spring, which overshoots the open position
    // (ζ ≈ 0.58: about 11 % of the 416 pt travel).
    let scene = Self.scene()
    scene.toggle(at: 0)
    var time = 0.0
    var lowestTop = Self.closedTop
    while time < 0.6 {
      time += 0.001
      scene.advance(to: time)
      if Self.top(scene) < lowestTop {
        lowestTop = Self.top(scene)
      } else if lowestTop < Self.openTop - 20 {
        break
      }
    }
    let caught = scene.pane.presentation.center.y
    #expect(caught < Self.openCenter.y - 20)
    Self.pointer(scene, .down, 480, 500, at: time)
    Self.pointer(scene, .move, 480, 495, at: time)
    #expect(scene.phase == .dragging)
    // Caught where it was drawn, with no step at the drag's beginning.
    #expect(abs(scene.pane.presentation.center.y - caught) < 1e-9)
    Self.pointer(scene, .move, 480, 490, at: time)
    // Continues from the banded position: 5 pt more pull at the band's slope, not a snap.
    let pulled = RubberBand.overshoot(forOffset: caught - Self.openCenter.y, dimension: 640) - 5
    let expected = Self.openCenter.y + RubberBand.offset(pulled, dimension: 640)
    #expect(abs(scene.pane.presentation.center.y - expected) < 1e-9)
    #expect(abs(scene.pane.presentation.center.y - caught) < 5 * 0.55)
    #expect(scene.pane.presentation.center.y < caught)
  }

  @Test func presentationHitTestingCatchesWhereThePaneIsAndTheBKeyShowsTheBug() {
    // Closing from open: at 0.15 s the pane's top is around y 400, its model already at 576.
    func closing(_ hitTestMode: HitTestMode) -> PaneScene {
      let scene = Self.scene()
      scene.hitTestMode = hitTestMode
      scene.toggle(at: 0)
      scene.advance(to: 3)
      scene.toggle(at: 3)
      scene.advance(to: 3.05)
      return scene
    }
    let right = closing(.presentation)
    let top = Self.top(right)
    #expect(top > Self.openTop + 20 && top + 40 < Self.closedTop - 20)
    Self.pointer(right, .down, 480, top + 40, at: 3.05)
    Self.pointer(right, .move, 480, top + 30, at: 3.06)
    #expect(right.phase == .dragging)
    // With model hit testing the same press misses the pane that is there…
    let bug = closing(.model)
    Self.pointer(bug, .down, 480, top + 40, at: 3.05)
    Self.pointer(bug, .move, 480, top + 30, at: 3.06)
    #expect(bug.phase == .settling && bug.pan.state == .failed)
    Self.pointer(bug, .up, 480, top + 40, at: 3.2)
    bug.advance(to: 6)
    #expect(bug.state == .closed && bug.lastToggle?.time == 3)
    // …and a press where nothing is, but the pane will be, takes it.
    let opening = Self.scene()
    opening.hitTestMode = .model
    opening.toggle(at: 0)
    opening.advance(to: 0.02)
    #expect(Self.top(opening) > 500)
    Self.pointer(opening, .down, 480, 300, at: 0.02)
    Self.pointer(opening, .move, 480, 290, at: 0.03)
    #expect(opening.phase == .dragging)
    let missed = Self.scene()
    missed.toggle(at: 0)
    Self.pointer(missed, .down, 480, 300, at: 0.02)
    Self.pointer(missed, .move, 480, 290, at: 0.03)
    #expect(missed.phase == .settling)
  }

  @Test func resizeReanchorsAtRestAndCarriesMotionInFlightToTheNewTarget() {
    let resting = Self.scene()
    resting.resize(to: Size(width: 800, height: 500))
    #expect(resting.pane.presentation.frame == Rect(x: 40, y: 436, width: 720, height: 750))
    resting.toggle(at: 0)
    resting.advance(to: 3)
    #expect(Self.top(resting) == 125)
    resting.resize(to: Size(width: 400, height: 900))
    #expect(resting.pane.presentation.frame == Rect(x: 16, y: 225, width: 368, height: 1350))
    #expect(resting.backdrop.dimming.frame.size == Size(width: 400, height: 900))

    for mode in [SettleMode.spring, .dynamics] {
      let moving = Self.scene(mode)
      let twin = Self.scene(mode)
      moving.toggle(at: 0)
      twin.toggle(at: 0)
      moving.advance(to: 0.15)
      let (openness, velocity) = (moving.openness, moving.paneVelocity)
      moving.resize(to: Size(width: 1200, height: 800))
      // As open as it was, moving as fast in proportion (travel 536 pt instead of 416), centred
      // in the new width.
      let ratio = 536.0 / 416
      #expect(abs(moving.openness - openness) < 1e-9)
      #expect(abs(moving.paneVelocity.y - ratio * velocity.y) < 1e-9)
      #expect(moving.pane.presentation.center.x == 600)
      // The same motion in proportion: the openness follows the unresized twin's.
      var time = 0.15
      while time < 1.5 {
        time += 1.0 / 60
        moving.advance(to: time)
        twin.advance(to: time)
        #expect(abs(moving.openness - twin.openness) < (mode == .spring ? 1e-6 : 1e-4), "\(mode) t \(time)")
      }
      moving.advance(to: 4)
      #expect(moving.phase == .rest && Self.top(moving) == 200, "\(mode)")
    }

    let held = Self.scene()
    Self.pointer(held, .down, 480, 620, at: 1)
    Self.pointer(held, .move, 480, 500, at: 1.1)
    let heldTop = Self.top(held)
    held.resize(to: Size(width: 960, height: 700))
    #expect(abs(Self.top(held) - heldTop) < 1e-9)
    Self.pointer(held, .move, 480, 490, at: 1.2)
    #expect(abs(Self.top(held) - (heldTop - 10)) < 1e-9)
  }
}
