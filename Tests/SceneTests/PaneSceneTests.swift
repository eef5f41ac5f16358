import Motion
import Stage
import Testing

@testable import Scenes

/// The pane (seed 002) driven directly on a virtual clock: taps and Space, what they do to the
/// motion in each mode, releases and their hand-off, the probe, bad input.
@Suite("Pane scene: taps and releases")
struct PaneSceneTests: PaneFixture {
  @Test func startsClosedAtRestWithTheHandleStripShowing() {
    let scene = Self.scene()
    #expect(scene.pane.presentation.frame == Rect(x: 120, y: Self.closedTop, width: 720, height: 960))
    #expect(scene.state == .closed && scene.phase == .rest && scene.isAtRest)
    #expect(scene.layout.center(for: .open) == Self.openCenter)
    #expect(scene.backdrop.dimming.alpha == 0)
    #expect(PaneScene.defaultParameters.spring == .handDriven)
    #expect(PaneScene.defaultParameters.dynamicsDamping == 0.4)
    #expect(PaneScene.defaultParameters.dynamicsResistance == 10)
    #expect(PaneScene.defaultParameters.timedCurve == .easeInOut)
  }

  @Test(arguments: SettleMode.allCases)
  func tapAtRestOpensAndASecondTapCloses(mode: SettleMode) {
    let scene = Self.scene(mode)
    Self.tap(scene, at: 0.1)
    #expect(scene.state == .open && scene.phase == .settling)
    #expect(scene.lastToggle?.action == .started && scene.lastToggle?.time == 0.1)
    scene.advance(to: 3)
    #expect(scene.phase == .rest && scene.isAtRest)
    #expect(Self.top(scene) == Self.openTop)
    #expect(abs(scene.backdrop.dimming.alpha - PaneBackdrop.maximumDimming) < 1e-12)
    Self.tap(scene, at: 3.1, y: 300)
    #expect(scene.state == .closed)
    scene.advance(to: 6)
    #expect(scene.phase == .rest && Self.top(scene) == Self.closedTop)
    #expect(scene.pane.center == Self.closedCenter)
  }

  @Test(arguments: [SettleMode.spring, .dynamics])
  func aTapInFlightReversesFromWhereThePaneIsWithItsVelocity(mode: SettleMode) {
    // Near its fastest, off any frame or sub-step grid: 0.0637 s after the opening began.
    let tapTime = 0.0637
    let scene = Self.scene(mode)
    let twin = Self.scene(mode)
    scene.toggle(at: 0)
    twin.toggle(at: 0)
    Self.pointer(scene, .down, 480, 630, at: tapTime - 0.06)
    scene.advance(to: tapTime)
    twin.advance(to: tapTime)
    // The press did not stop it (the extra advance to the press only rounds differently).
    #expect(scene.pane.presentation.center.distance(to: twin.pane.presentation.center) < 1e-9)
    let (position, velocity) = (scene.pane.presentation.center, scene.paneVelocity)
    #expect(velocity.y < -1000)
    Self.pointer(scene, .up, 480, 630, at: tapTime)
    #expect(scene.state == .closed && scene.phase == .settling)
    #expect(scene.lastToggle?.action == (mode == .spring ? .retargetedSpring : .movedAnchor))
    #expect(scene.pane.presentation.center.distance(to: position) < 1e-9)
    #expect(scene.paneVelocity.distance(to: velocity) < 1e-9)
    // The model is the new target at once (Core Animation's semantics).
    #expect(scene.pane.center == Self.closedCenter)
    // It carries on up for a moment and turns back, never jumping.
    var previous = scene.pane.presentation.center.y
    var time = tapTime
    var highest = previous
    while time < 4 {
      time += 1.0 / 240
      scene.advance(to: time)
      let y = scene.pane.presentation.center.y
      #expect(abs(y - previous) < 5000.0 / 240)
      highest = min(highest, y)
      previous = y
    }
    #expect(highest < position.y - 5)
    #expect(scene.phase == .rest && scene.state == .closed && scene.pane.center == Self.closedCenter)
  }

  @Test func timedModeBeginsFromTheCurrentStateAndDropsTheVelocity() {
    let scene = Self.scene(.timed)
    scene.toggle(at: 0)
    scene.advance(to: 0.2)
    let position = scene.pane.presentation.center
    #expect(scene.paneVelocity.y < -500)
    scene.toggle(at: 0.2)
    #expect(scene.lastToggle?.action == .restarted)
    #expect(scene.pane.presentation.center == position)
    // The goop: a fresh ease-in-out from here, starting at rest.
    #expect(scene.paneVelocity == .zero)
    scene.advance(to: 0.2 + 0.2)
    let halfway = position.y + (Self.closedCenter.y - position.y) * TimingCurve.easeInOut.value(at: 0.5)
    #expect(abs(scene.pane.presentation.center.y - halfway) < 1e-9)
    scene.advance(to: 0.61)
    #expect(scene.phase == .rest && Self.top(scene) == Self.closedTop)
  }

  @Test func aTapAfterAModeChangeRestartsWithTheVelocity() {
    let scene = Self.scene(.spring)
    scene.toggle(at: 0)
    scene.advance(to: 0.12)
    let (position, velocity) = (scene.pane.presentation.center, scene.paneVelocity)
    scene.mode = .dynamics
    scene.toggle(at: 0.12)
    #expect(scene.lastToggle?.action == .restarted)
    #expect(scene.pane.presentation.center == position)
    #expect(scene.paneVelocity.distance(to: velocity) < 1e-9)
    scene.advance(to: 4)
    #expect(scene.phase == .rest && scene.state == .closed)
  }

  @Test func aPressAloneDoesNotStopThePane() {
    let scene = Self.scene()
    let twin = Self.scene()
    scene.toggle(at: 0)
    twin.toggle(at: 0)
    Self.pointer(scene, .down, 480, 600, at: 0.05)
    Self.pointer(scene, .move, 482, 602, at: 0.1)  // within the slop
    for time in [0.1, 0.2, 0.3] {
      scene.advance(to: time)
      twin.advance(to: time)
      #expect(scene.pane.presentation.center.distance(to: twin.pane.presentation.center) < 1e-9)
      #expect(scene.phase == .settling)
    }
  }

  @Test(arguments: SettleMode.allCases)
  func theReleaseFollowsTheSignOfTheVerticalVelocity(mode: SettleMode) throws {
    // A slow drag up from closed, released still moving up: open.
    let up = Self.drag(from: .closed, pressY: 620, speed: -100, mode: mode)
    #expect(up.state == .open)
    let upHandoff = try #require(up.lastHandoff)
    #expect(abs(upHandoff.releaseVelocity.y - -100) < 1)
    up.advance(to: 8)
    #expect(up.phase == .rest && Self.top(up) == Self.openTop)
    // A slow drag down from open, released still moving down: closed.
    let down = Self.drag(from: .open, pressY: 400, speed: 100, mode: mode)
    #expect(down.state == .closed)
    down.advance(to: 8)
    #expect(down.phase == .rest && Self.top(down) == Self.closedTop)
    // Dragged up but held still before the release: vy = 0 counts as closed (vy ≥ 0).
    let still = Self.drag(from: .closed, pressY: 620, speed: -400, holdStill: true, mode: mode)
    #expect(still.lastHandoff?.releaseVelocity == .zero)
    #expect(still.state == .closed)
  }

  /// A slanted flick: the pane was drawn moving only up, so the settle takes the hand's vertical
  /// speed and none of its sideways one (seed 002's DraggableView zeroes the pan's `velocity.x`).
  @Test(arguments: [SettleMode.spring, .dynamics])
  func settlingStartsAtTheReleaseWithThePanesOwnVelocity(mode: SettleMode) throws {
    let scene = Self.scene(mode)
    var time = 1.0
    var position = Vector2(x: 470, y: 620)
    Self.pointer(scene, .down, position.x, position.y, at: time)
    for _ in 0..<10 {
      time += 0.008
      position += 0.008 * Vector2(x: 300, y: -1200)
      Self.pointer(scene, .move, position.x, position.y, at: time)
    }
    let beforeRelease = scene.pane.presentation.center
    Self.pointer(scene, .up, position.x, position.y, at: time)
    let handoff = try #require(scene.lastHandoff)
    #expect(handoff.time == time)
    #expect(handoff.releaseVelocity.x == 0)
    #expect(abs(handoff.releaseVelocity.y - -1200) < 12)
    #expect(handoff.settleVelocity.distance(to: handoff.releaseVelocity) < 1e-9)
    #expect(handoff.from == beforeRelease)
    #expect(handoff.target == Self.openCenter)
    // The pane moves off with exactly that velocity, and stays in its column.
    #expect(scene.paneVelocity.distance(to: handoff.releaseVelocity) < 1e-9)
    for step in 1...40 {
      scene.advance(to: time + Double(step) * 0.025)
      #expect(scene.pane.presentation.center.x == 480)
    }
    scene.advance(to: time + 4)
    #expect(scene.phase == .rest && scene.pane.center == Self.openCenter)
  }

  @Test func slowMotionHandsOverTheOnScreenVelocity() throws {
    let scene = Self.scene(.spring)
    scene.slowMotion = true
    // The old rule, kept as an option: the release keeps its on-screen speed
    // (SlowMotionReleaseTests has the default, the full-speed path slowed).
    scene.slowMotionRelease = .onScreenSpeed
    Self.pointer(scene, .down, 480, 620, at: 1)
    for step in 1...10 {
      Self.pointer(scene, .move, 480, 620 - 8 * Double(step), at: 1 + 0.008 * Double(step))
    }
    Self.pointer(scene, .up, 480, 540, at: 1.08)
    let handoff = try #require(scene.lastHandoff)
    #expect(abs(handoff.releaseVelocity.y - -1000) < 10)
    #expect(handoff.settleVelocity.distance(to: handoff.releaseVelocity) < 1e-9)
    #expect(scene.paneVelocity.distance(to: handoff.releaseVelocity) < 1e-9)
    // On screen it carries on at 1000 pt/s: 10 ms later it is about 10 pt further up, though
    // only 1 ms of animation time has passed (the spring then decelerates ten times slower).
    let start = scene.pane.presentation.center.y
    scene.advance(to: 1.09)
    #expect(abs(scene.pane.presentation.center.y - (start - 10)) < 0.5)
  }

  @Test func aPressOffThePaneIsNeitherTapNorDrag() {
    let scene = Self.scene()
    Self.tap(scene, at: 1, y: 300)
    #expect(scene.phase == .rest && scene.state == .closed && scene.lastToggle == nil)
    #expect(scene.probe.gesture == .possible)
  }

  @Test func spaceTogglesLikeATap() {
    let scene = Self.scene()
    scene.handleKey("space", at: 0.5)
    #expect(scene.state == .open && scene.lastToggle?.time == 0.5)
    scene.handleKey("space", at: 0.6)
    #expect(scene.state == .closed && scene.lastToggle?.action == .retargetedSpring)
    scene.handleKey("x", at: 0.7)
    #expect(scene.state == .closed)
    #expect(PaneScene.keys.map(\.name) == ["space", "escape"])
  }

  @Test func aTapWhileDraggingIsIgnored() {
    let scene = Self.scene()
    Self.pointer(scene, .down, 480, 620, at: 1)
    Self.pointer(scene, .move, 480, 600, at: 1.05)
    scene.handleKey("space", at: 1.1)
    #expect(scene.phase == .dragging && scene.lastToggle == nil)
  }

  @Test func badInputNeverProducesNaN() {
    let scene = Self.scene()
    scene.toggle(at: 0)
    let nan = Double.nan
    Self.pointer(scene, .down, nan, 600, at: 0.1)
    Self.pointer(scene, .down, 480, 620, at: nan)
    Self.pointer(scene, .down, 480, 620, at: 0.1)
    Self.pointer(scene, .move, 480, .infinity, at: 0.2)
    Self.pointer(scene, .move, 480, 500, at: 0.2)
    Self.pointer(scene, .up, 480, 500, at: 0.2)
    scene.advance(to: nan)
    scene.advance(to: -5)
    scene.resize(to: Size(width: nan, height: 100))
    scene.resize(to: Size(width: 0, height: 100))
    scene.resize(to: Size(width: 100, height: -1))
    scene.toggle(at: .infinity)
    scene.advance(to: 0.3)
    #expect(scene.layout.container == Self.size)
    #expect(scene.pane.presentation.center.isFinite && scene.paneVelocity.isFinite)
    #expect(!scene.probe.fields.map(\.value.json).joined().contains("nan"))
    // A tiny window: open and closed meet, nothing divides by zero.
    let tiny = PaneScene(size: Size(width: 10, height: 30))
    tiny.toggle(at: 0)
    tiny.advance(to: 2)
    #expect(tiny.pane.presentation.center.isFinite && tiny.openness.isFinite)
  }

  @Test func theProbeHasTheIssuesFieldsInOrder() {
    let scene = Self.scene()
    #expect(
      scene.probe.fields.map(\.name) == [
        "phase", "state", "pane", "model", "velocity", "openness", "rubberBand", "handoff", "toggle",
      ])
    let json = scene.probe.fields.map { "\($0.name)=\($0.value.json)" }
    #expect(json.contains("pane={\"x\": 120, \"y\": 576, \"w\": 720, \"h\": 960}"))
    #expect(
      json.contains("rubberBand=null") && json.contains("handoff=null") && json.contains("state=\"closed\""))
    Self.pointer(scene, .down, 480, 620, at: 1)
    Self.pointer(scene, .move, 480, 600, at: 1.01)
    Self.pointer(scene, .move, 480, 580, at: 1.02)
    let dragging = scene.probe
    #expect(dragging.isHeld)
    #expect(dragging.gesture == .changed)
    #expect(dragging.fields.first { $0.name == "rubberBand" }?.value == .number(0))
    #expect(dragging.fields.first { $0.name == "state" }?.value == .string("open"))
    #expect(dragging.subject === scene.pane)
    #expect(dragging.axis?.position == Self.top(scene))
  }
}
