import Motion
import Testing

@testable import Stage

@Suite("Hit testing")
struct HitTestTests {
  let container = Layer(
    name: "container", center: Vector2(x: 480, y: 320), size: Size(width: 960, height: 640))

  /// The seed's modal, sliding from y = -90 to the centre in 1 s, seen at 0.5 s: on screen at
  /// y = 115, in the model already at y = 320.
  private func modalHalfWay() -> (modal: Layer, animator: Animator) {
    let animator = Animator()
    let start = Vector2(x: 480, y: -90)
    let modal = Layer(name: "modal", center: start, size: Size(width: 280, height: 180))
    container.addSublayer(modal)
    modal.animateCenter(
      LinearTestAnimation(from: start, to: Vector2(x: 480, y: 320), duration: 1), in: animator)
    animator.advance(to: 0.5)
    return (modal, animator)
  }

  @Test func aPressWhereTheModalIsOnScreenHitsIt() {
    let (modal, _) = modalHalfWay()
    let onScreen = Vector2(x: 480, y: 60)  // inside y 25…205, outside the model's 230…410
    let modelOnly = Vector2(x: 480, y: 380)
    #expect(modal.presentationFrame.contains(onScreen))
    #expect(!modal.frame.contains(onScreen))
    #expect(container.hitTest(onScreen) === modal)
    #expect(container.hitTest(modelOnly) === container)
  }

  @Test func modelHitTestingMissesItAndHitsWhereItWillBe() {
    // The bug seed 004 explains: with a model hit test the press on the moving view is missed.
    let (modal, _) = modalHalfWay()
    #expect(container.hitTest(Vector2(x: 480, y: 60), mode: .model) === container)
    #expect(container.hitTest(Vector2(x: 480, y: 380), mode: .model) === modal)
  }

  @Test func laterSublayersAreInFront() {
    let back = Layer(name: "back", center: Vector2(x: 100, y: 100), size: Size(width: 100, height: 100))
    let front = Layer(name: "front", center: Vector2(x: 150, y: 100), size: Size(width: 100, height: 100))
    container.addSublayer(back)
    container.addSublayer(front)
    #expect(container.hitTest(Vector2(x: 120, y: 100)) === front)
    #expect(container.hitTest(Vector2(x: 60, y: 100)) === back)
    #expect(container.hitTest(Vector2(x: 900, y: 600)) === container)
    #expect(container.hitTest(Vector2(x: 2000, y: 100)) == nil)
  }

  @Test func sublayersAreTestedBeforeTheirSuperlayerAndBehindLaterSiblings() {
    let back = Layer(name: "back", center: Vector2(x: 100, y: 100), size: Size(width: 100, height: 100))
    // In back's own space (its top-left corner at window (50, 50)): window (140, 100).
    let badge = Layer(name: "badge", center: Vector2(x: 90, y: 50), size: Size(width: 20, height: 20))
    let front = Layer(name: "front", center: Vector2(x: 190, y: 100), size: Size(width: 100, height: 100))
    container.addSublayer(back)
    back.addSublayer(badge)
    container.addSublayer(front)
    #expect(container.hitTest(Vector2(x: 135, y: 100)) === badge)
    #expect(container.hitTest(Vector2(x: 145, y: 100)) === front)  // badge is under front
    #expect(container.hitTest(Vector2(x: 60, y: 100)) === back)
    // No clipping: a sublayer outside its superlayer's frame is still hit. Badge's top-left is
    // at window (130, 90), so (270, 310) in its space is window (400, 400).
    let outside = Layer(name: "outside", center: Vector2(x: 270, y: 310), size: Size(width: 10, height: 10))
    badge.addSublayer(outside)
    #expect(container.hitTest(Vector2(x: 400, y: 400)) === outside)
  }

  @Test func hiddenTransparentAndNonInteractiveLayersAreSkippedWithTheirSublayers() {
    let modal = Layer(name: "modal", center: Vector2(x: 480, y: 320), size: Size(width: 280, height: 180))
    // The modal's middle, in its own space: window (480, 320).
    let button = Layer(name: "button", center: Vector2(x: 140, y: 90), size: Size(width: 40, height: 40))
    container.addSublayer(modal)
    modal.addSublayer(button)
    let point = Vector2(x: 480, y: 320)
    #expect(container.hitTest(point) === button)
    modal.isHidden = true
    #expect(container.hitTest(point) === container)
    modal.isHidden = false
    modal.alpha = 0.009
    #expect(container.hitTest(point) === container)
    modal.alpha = 0.01
    #expect(container.hitTest(point) === button)
    modal.isUserInteractionEnabled = false
    #expect(container.hitTest(point) === container)
    modal.isUserInteractionEnabled = true
    button.isHidden = true
    #expect(container.hitTest(point) === modal)
    container.isHidden = true
    #expect(container.hitTest(point) == nil)
  }

  @Test func theAlphaTestedIsTheModesAlpha() {
    // Fading in from 0: invisible on screen at first (not hit), though the model says 1.
    let animator = Animator()
    let toast = Layer(name: "toast", center: Vector2(x: 100, y: 100), size: Size(width: 50, height: 50))
    container.addSublayer(toast)
    toast.animateAlpha(LinearTestAnimation(from: 0.0, to: 1.0, duration: 1), in: animator)
    #expect(container.hitTest(Vector2(x: 100, y: 100)) === container)
    #expect(container.hitTest(Vector2(x: 100, y: 100), mode: .model) === toast)
    animator.advance(to: 0.1)
    #expect(container.hitTest(Vector2(x: 100, y: 100)) === toast)
  }

  @Test func framesAreHalfOpen() {
    let square = Layer(name: "square", center: Vector2(x: 50, y: 50), size: Size(width: 100, height: 100))
    #expect(square.hitTest(Vector2(x: 0, y: 0)) === square)
    #expect(square.hitTest(Vector2(x: 99.999, y: 99.999)) === square)
    #expect(square.hitTest(Vector2(x: 100, y: 50)) == nil)
    #expect(square.hitTest(Vector2(x: 50, y: 100)) == nil)
  }
}
