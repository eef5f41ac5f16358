import Motion
import Stage
import Testing

@testable import Scenes

/// The transition's state machine, driven directly through the scene on a virtual clock.
@Suite("Modal scene: the interactive transition")
struct ModalSceneTests {
  let size = Size(width: 960, height: 640)

  /// Space with seed 000's 0.35 s timed animation, whatever the scene's settling mode.
  private func presentTimed(_ scene: ModalScene, at time: Double) {
    let mode = scene.mode
    scene.mode = .timed
    scene.togglePresentation(at: time)
    scene.mode = mode
  }

  private func press(
    _ scene: ModalScene, _ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at time: Double
  ) {
    scene.deliver(PointerEvent(kind: kind, location: Vector2(x: x, y: y), timestamp: time))
  }

  @Test func presentFollowsTheSeedsTimedAnimation() {
    let scene = ModalScene(size: size)
    #expect(scene.transition.phase == .dismissed)
    #expect(scene.modal.isHidden)
    presentTimed(scene, at: 0)
    #expect(scene.transition.phase == .animating)
    #expect(scene.transition.direction == .present)
    #expect(scene.modal.presentation.center == Vector2(x: 480, y: -90))
    // Core Animation semantics: the model is already at the end.
    #expect(scene.modal.center == Vector2(x: 480, y: 320))
    scene.advance(to: 0.175)
    #expect(abs(scene.transition.percentComplete - 0.5) < 1e-9)
    #expect(abs(scene.modal.presentation.center.y - 115) < 1e-6)  // ease-in-out is symmetric
    scene.advance(to: 0.35)
    #expect(scene.transition.phase == .presented)
    #expect(scene.transition.percentComplete == 1)
    #expect(scene.navbarAlpha == 1)
    #expect(scene.isIdle)
  }

  @Test func grabCopiesThePresentationAtThePressInstant() {
    let scene = ModalScene(size: size)
    presentTimed(scene, at: 0)
    scene.advance(to: 0.1)
    let atPress = scene.modal.presentation.center
    // The press comes with its own timestamp, 5 ms after the last frame.
    let expected = Vector2(x: 480, y: -90 + 410 * TimingCurve.easeInOut.value(at: 0.105 / 0.35))
    press(scene, .down, 480, expected.y, at: 0.105)
    #expect(scene.transition.phase == .dragging)
    #expect(scene.modal.presentation.center.distance(to: expected) < 1e-9)
    #expect(scene.modal.center == scene.modal.presentation.center)
    #expect(atPress.distance(to: expected) > 1)
    // Time passing does not move a held modal.
    scene.advance(to: 0.3)
    #expect(scene.modal.presentation.center.distance(to: expected) < 1e-9)
  }

  @Test func dragKeepsThePointersOffsetAndScrubsThePercent() {
    let scene = ModalScene(size: size)
    presentTimed(scene, at: 0)
    scene.advance(to: 0.2)
    let grabbed = scene.modal.presentation.center
    press(scene, .down, grabbed.x + 40, grabbed.y + 20, at: 0.2)
    press(scene, .move, grabbed.x + 60, 180 + 20, at: 0.25)
    #expect(scene.modal.center == Vector2(x: grabbed.x + 20, y: 180))
    // The travel from the offscreen centre (y −90) to the presented one (320): 270 / 410.
    let travelled = (180.0 + 90) / 410
    #expect(abs(scene.transition.percentComplete - travelled) < 1e-9)
    #expect(abs(scene.navbarAlpha - travelled) < 1e-9)
    #expect(abs(scene.dimming.alpha - travelled) < 1e-9)
  }

  @Test func releaseDecidesByVelocityThenLocation() {
    for (velocityY, releaseY, presented) in [
      (-600.0, 500.0, false), (600, 100, true), (0, 330, true), (0, 310, false),
    ] {
      let scene = ModalScene(size: size)
      presentTimed(scene, at: 0)
      scene.advance(to: 0.35)
      // Grab the presented modal: an interactive dismissal.
      press(scene, .down, 480, 320, at: 1)
      #expect(scene.transition.direction == .dismiss)
      var time = 1.0
      var y = 320.0
      // Move at velocityY for 80 ms in 8 ms steps, then jump to the release point if still.
      for _ in 0..<10 {
        time += 0.008
        y += velocityY * 0.008
        press(scene, .move, 480, y, at: time)
      }
      if velocityY == 0 {
        press(scene, .move, 480, releaseY, at: time + 0.008)
        time += 0.1  // held still past 40 ms: the velocity is zero, the location decides
      }
      press(scene, .up, 480, velocityY == 0 ? releaseY : y, at: time)
      scene.advance(to: time + 3)
      #expect(
        scene.transition.phase == (presented ? .presented : .dismissed), "vy \(velocityY) y \(releaseY)")
    }
  }

  @Test func dismissalCompletesAsSoonAsTheModalLeavesTheContainer() {
    let scene = ModalScene(size: size)
    presentTimed(scene, at: 0)
    scene.advance(to: 0.35)
    press(scene, .down, 480, 320, at: 1)
    press(scene, .move, 480, 300, at: 1.01)
    press(scene, .up, 480, 280, at: 1.02)
    #expect(scene.transition.phase == .settling)
    var time = 1.02
    var sawOutside = false
    while scene.transition.phase == .settling && time < 3 {
      time += 1.0 / 240
      scene.advance(to: time)
      if scene.transition.phase == .settling {
        #expect(scene.modal.presentationFrame.intersects(Rect(origin: .zero, size: size)))
      } else {
        sawOutside = true
      }
    }
    #expect(sawOutside)
    #expect(scene.transition.phase == .dismissed)
    #expect(scene.modal.isHidden)
    // It completed on the way out, long before a spring would have come to rest.
    #expect(time < 1.6)
  }

  @Test func spaceReversesKeepingTheVelocity() {
    let scene = ModalScene(size: size)
    presentTimed(scene, at: 0)
    scene.advance(to: 0.175)
    let before = scene.transition.screenVelocity
    scene.togglePresentation(at: 0.175)
    #expect(scene.transition.phase == .settling)
    let after = scene.transition.screenVelocity
    #expect(before.y > 1000)
    #expect(after.distance(to: before) < 1e-6 * before.magnitude)
    scene.advance(to: 3)
    #expect(scene.transition.phase == .dismissed)
  }

  @Test func aPressWhereTheModalIsNotDoesNothing() {
    let scene = ModalScene(size: size)
    presentTimed(scene, at: 0)
    scene.advance(to: 0.05)
    // The model frame is at the centre already; the modal is still near the top.
    press(scene, .down, 480, 320, at: 0.05)
    #expect(scene.transition.phase == .animating)
    #expect(scene.pan.state == .failed)
    scene.hitTestMode = .model
    press(scene, .up, 480, 320, at: 0.06)
    press(scene, .down, 480, 320, at: 0.07)
    #expect(scene.transition.phase == .dragging)
  }

  @Test func slowMotionScalesAnimationTimeButNotTheDrag() {
    let scene = ModalScene(size: size)
    scene.slowMotion = true
    // The release keeps its on-screen speed (the old rule, an option since issue 61).
    scene.slowMotionRelease = .onScreenSpeed
    presentTimed(scene, at: 0)
    scene.advance(to: 1.75)
    #expect(abs(scene.transition.percentComplete - 0.5) < 1e-9)
    let grabbed = scene.modal.presentation.center
    press(scene, .down, grabbed.x, grabbed.y, at: 1.75)
    press(scene, .move, grabbed.x, grabbed.y + 50, at: 1.8)
    #expect(scene.modal.center.y == grabbed.y + 50)
    // The hand-off stays continuous on screen: release at 1000 pt/s, settle at 1000 pt/s.
    for step in 1...8 {
      press(scene, .move, grabbed.x, grabbed.y + 50 + Double(step) * 8, at: 1.8 + Double(step) * 0.008)
    }
    press(scene, .up, grabbed.x, grabbed.y + 114, at: 1.864)
    let handoff = scene.transition.lastHandoff
    #expect(handoff.map { abs($0.releaseVelocity.y - 1000) < 30 } == true)
    #expect(handoff.map { abs($0.settleVelocity.y - $0.releaseVelocity.y) < 1e-6 } == true)
    #expect(abs(scene.transition.screenVelocity.y - 1000) < 30)
  }

  @Test func zeroLengthStepsNeverProduceNaN() {
    let scene = ModalScene(size: size)
    presentTimed(scene, at: 0)
    press(scene, .down, 480, -90, at: 0)
    press(scene, .move, 480, -80, at: 0)
    press(scene, .move, 480, -70, at: 0)
    press(scene, .up, 480, -60, at: 0)
    scene.advance(to: 0)
    #expect(scene.modal.presentation.center.isFinite)
    #expect(scene.transition.screenVelocity.isFinite)
    scene.advance(to: 2)
    #expect(scene.modal.presentation.center.isFinite)
  }
}
