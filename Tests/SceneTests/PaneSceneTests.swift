import Motion
import Stage
import Testing

@testable import Scenes

/// The pane (seed 002) driven directly on a virtual clock: taps, drags, releases, rubber band,
/// hit testing, resizing. Window 960×640: the pane is 720×960; closed its top is at 576 (a 64 pt
/// strip shows), open at 160; its centre is then at y 1056 and 640.
@Suite("Pane scene: the interruptible pane")
struct PaneSceneTests {
  static let size = Size(width: 960, height: 640)
  static let closedTop = 576.0
  static let openTop = 160.0
  static let closedCenter = Vector2(x: 480, y: 1056)
  static let openCenter = Vector2(x: 480, y: 640)

  static func scene(_ mode: SettleMode = .spring) -> PaneScene {
    let scene = PaneScene(size: size)
    scene.mode = mode
    return scene
  }

  static func pointer(_ scene: PaneScene, _ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at time: Double) {
    scene.handle(PointerEvent(kind: kind, location: Vector2(x: x, y: y), timestamp: time))
  }

  /// A press and a release without moving, 50 ms apart, on the strip that always shows.
  static func tap(_ scene: PaneScene, at time: Double, y: Double = 620) {
    pointer(scene, .down, 480, y, at: time - 0.05)
    pointer(scene, .up, 480, y, at: time)
  }

  /// The pane's top edge on screen.
  static func top(_ scene: PaneScene) -> Double { scene.pane.presentation.frame.minY }

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
    // Caught where it was at 0.05 s, then moved with the pointer's translation from the press.
    let caught = twin.pane.presentation.center.y
    #expect(caught < Self.closedCenter.y - 10 && caught > Self.openCenter.y + 100)
    #expect(abs(scene.pane.presentation.center.y - (caught - 5)) < 1e-9)
    #expect(scene.pane.center == scene.pane.presentation.center)
    #expect(!scene.pane.isAnimating(.center))
    Self.pointer(scene, .move, 481, 595, at: 0.2)
    #expect(abs(scene.pane.presentation.center.y - (caught - 35)) < 1e-9)
    #expect(scene.pane.presentation.center.x == 480)
    scene.advance(to: 0.5)
    #expect(abs(scene.pane.presentation.center.y - (caught - 35)) < 1e-9)
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
    let band = RubberBand.offset(300, dimension: 640)
    #expect(abs(Self.top(scene) - (Self.openTop - band)) < 1e-9)
    #expect(Self.openTop - Self.top(scene) < 300 * 0.55)
    #expect(abs((scene.rubberBand?.offset ?? 0) - band) < 1e-9)
    #expect(abs((scene.rubberBand?.overshoot ?? 0) - 300) < 1e-9)
    // The pane moves at the band's slope times the pointer's speed.
    let slope = RubberBand.slope(atOvershoot: 300, dimension: 640)
    #expect(abs(scene.paneVelocity.y - slope * scene.pan.velocity.y) < 1e-9)
    #expect(scene.pan.velocity.y < -500)
    Self.pointer(scene, .up, 480, 100, at: time)
    #expect(scene.state == .open && scene.rubberBand == nil)
    scene.advance(to: time + 3)
    #expect(scene.phase == .rest && Self.top(scene) == Self.openTop)
  }

  @Test func draggingBelowClosedRubberBandsToo() {
    let scene = Self.scene()
    Self.pointer(scene, .down, 480, 600, at: 1)
    Self.pointer(scene, .move, 480, 700, at: 1.1)
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
      if Self.top(scene) < lowestTop { lowestTop = Self.top(scene) } else if lowestTop < Self.openTop - 20 { break }
    }
    let caught = scene.pane.presentation.center.y
    #expect(caught < Self.openCenter.y - 20)
    Self.pointer(scene, .down, 480, 500, at: time)
    Self.pointer(scene, .move, 480, 495, at: time)
    #expect(scene.phase == .dragging)
    // Continues from the banded position: 5 pt more pull at the band's slope, not a snap.
    let pulled = RubberBand.overshoot(forOffset: caught - Self.openCenter.y, dimension: 640) - 5
    let expected = Self.openCenter.y + RubberBand.offset(pulled, dimension: 640)
    #expect(abs(scene.pane.presentation.center.y - expected) < 1e-9)
    #expect(abs(scene.pane.presentation.center.y - caught) < 5 * 0.55)
    #expect(scene.pane.presentation.center.y < caught)
  }

  /// From `state` at rest, press at `y`, move at `speed` pt/s (negative: up) for 0.2 s in 8 ms
  /// steps, optionally hold still, release; returns the scene after settling.
  static func drag(from state: PaneState, pressY: Double, speed: Double, holdStill: Bool = false, mode: SettleMode = .spring)
    -> PaneScene
  {
    let scene = Self.scene(mode)
    if state == .open {
      scene.toggle(at: 0)
      scene.advance(to: 3)
    }
    var time = 3.0
    var y = pressY
    pointer(scene, .down, 480, y, at: time)
    for _ in 0..<25 {
      time += 0.008
      y += speed * 0.008
      pointer(scene, .move, 480, y, at: time)
    }
    if holdStill { time += 0.06 }
    pointer(scene, .up, 480, y, at: time)
    return scene
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

  @Test(arguments: [SettleMode.spring, .dynamics])
  func settlingStartsAtTheReleaseWithTheReleaseVelocityAsAVector(mode: SettleMode) throws {
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
    #expect(handoff.releaseVelocity.distance(to: Vector2(x: 300, y: -1200)) < 12)
    #expect(handoff.settleVelocity.distance(to: handoff.releaseVelocity) < 1e-9)
    #expect(handoff.from == beforeRelease)
    #expect(handoff.target == Self.openCenter)
    // The pane moves off with exactly that velocity, sideways part included.
    #expect(scene.paneVelocity.distance(to: handoff.releaseVelocity) < 1e-9)
    scene.advance(to: time + 0.05)
    #expect(scene.pane.presentation.center.x > 480)
    scene.advance(to: time + 4)
    #expect(scene.phase == .rest && scene.pane.center == Self.openCenter)
  }

  @Test func slowMotionHandsOverTheOnScreenVelocity() throws {
    let scene = Self.scene(.spring)
    scene.slowMotion = true
    Self.pointer(scene, .down, 480, 620, at: 1)
    for step in 1...10 { Self.pointer(scene, .move, 480, 620 - 8 * Double(step), at: 1 + 0.008 * Double(step)) }
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
    #expect(PaneScene.keys.map(\.name) == ["space"])
  }

  @Test func aTapWhileDraggingIsIgnored() {
    let scene = Self.scene()
    Self.pointer(scene, .down, 480, 620, at: 1)
    Self.pointer(scene, .move, 480, 600, at: 1.05)
    scene.handleKey("space", at: 1.1)
    #expect(scene.phase == .dragging && scene.lastToggle == nil)
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
      moving.toggle(at: 0)
      moving.advance(to: 0.15)
      let (top, velocity) = (Self.top(moving), moving.paneVelocity)
      moving.resize(to: Size(width: 1200, height: 800))
      // The top edge and the velocity carry on; the pane is centred in the new width.
      #expect(abs(Self.top(moving) - top) < 1e-9)
      #expect(moving.paneVelocity.distance(to: velocity) < 1e-9)
      #expect(moving.pane.presentation.center.x == 600)
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
    #expect(json.contains("rubberBand=null") && json.contains("handoff=null") && json.contains("state=\"closed\""))
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
