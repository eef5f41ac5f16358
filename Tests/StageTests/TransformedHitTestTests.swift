import Foundation
import Motion
import Testing

@testable import Stage

/// Hit testing of turned, scaled and rounded layers: a press lands on what is drawn there.
/// Window positions are worked out here by hand (centre + R(θ)·(local − size/2)·scale), not with
/// the code under test.
@Suite("Hit testing: rotation, scale, rounded corners")
struct TransformedHitTestTests {
  let container = Layer(
    name: "container", center: Vector2(x: 480, y: 320), size: Size(width: 960, height: 640))

  /// Where `local` (a point of a layer's own space) is in the window.
  private func window(
    _ local: Vector2, center: Vector2, size: Size, rotation: Double, scale: Double = 1
  ) -> Vector2 {
    let x = (local.x - size.width / 2) * scale
    let y = (local.y - size.height / 2) * scale
    return Vector2(
      x: center.x + x * cos(rotation) - y * sin(rotation), y: center.y + x * sin(rotation) + y * cos(rotation)
    )
  }

  @Test func aTurnedLayerIsHitAtItsVisibleCornerAndMissedJustOutside() {
    let size = Size(width: 200, height: 100)
    let center = Vector2(x: 500, y: 300)
    let card = Layer(name: "card", center: center, size: size)
    card.rotation = Double.pi / 5
    container.addSublayer(card)
    // Just inside and just outside the top-right corner, along the diagonal.
    let inside = window(Vector2(x: 198, y: 2), center: center, size: size, rotation: card.rotation)
    let outside = window(Vector2(x: 202, y: -2), center: center, size: size, rotation: card.rotation)
    #expect(container.hitTest(inside) === card)
    #expect(container.hitTest(outside) === container)
    // The unturned frame's corner is not on the card any more.
    #expect(container.hitTest(Vector2(x: 598, y: 252)) === container)
    #expect(card.frame.contains(Vector2(x: 598, y: 252)))
  }

  @Test func aRoundedCornerIsMissedOutsideItsCurve() {
    let square = Layer(name: "square", center: Vector2(x: 150, y: 150), size: Size(width: 100, height: 100))
    square.cornerRadius = 20
    container.addSublayer(square)
    // Top-left corner at window (100, 100): (103, 103) is outside the 20-pt curve, (108, 108) in.
    #expect(container.hitTest(Vector2(x: 103, y: 103)) === container)
    #expect(container.hitTest(Vector2(x: 108, y: 108)) === square)
    #expect(container.hitTest(Vector2(x: 101, y: 150)) === square)
  }

  @Test func aTurnedRoundedCornerIsMissedOutsideItsCurve() {
    let size = Size(width: 180, height: 240)
    let center = Vector2(x: 400, y: 300)
    let card = Layer(name: "card", center: center, size: size)
    card.cornerRadius = 16
    card.rotation = 0.3
    container.addSublayer(card)
    #expect(
      container.hitTest(window(Vector2(x: 2, y: 2), center: center, size: size, rotation: 0.3)) === container)
    #expect(
      container.hitTest(window(Vector2(x: 8, y: 8), center: center, size: size, rotation: 0.3)) === card)
  }

  @Test func scaleGrowsTheHitAreaAboutTheCentre() {
    let animator = Animator()
    let tile = Layer(name: "tile", center: Vector2(x: 200, y: 200), size: Size(width: 100, height: 100))
    container.addSublayer(tile)
    #expect(container.hitTest(Vector2(x: 260, y: 200)) === container)
    tile.animateScale(LinearTestAnimation(from: 1.0, to: 2.0, duration: 1), in: animator)
    animator.advance(to: 0.5)
    // On screen: scale 1.5, 150 wide, to x = 275; the model is already at 2 (to x = 300).
    #expect(tile.presentation.scale == 1.5)
    #expect(container.hitTest(Vector2(x: 270, y: 200)) === tile)
    #expect(container.hitTest(Vector2(x: 290, y: 200)) === container)
    #expect(container.hitTest(Vector2(x: 290, y: 200), mode: .model) === tile)
  }

  @Test func sublayersTurnAndScaleWithTheirSuperlayer() {
    let size = Size(width: 200, height: 100)
    let center = Vector2(x: 480, y: 320)
    let card = Layer(name: "card", center: center, size: size)
    let badge = Layer(name: "badge", center: Vector2(x: 20, y: 20), size: Size(width: 20, height: 20))
    card.addSublayer(badge)
    container.addSublayer(card)
    card.rotation = Double.pi / 2
    card.scale = 1.5
    let badgeCenter = window(
      Vector2(x: 20, y: 20), center: center, size: size, rotation: card.rotation, scale: 1.5)
    #expect(container.hitTest(badgeCenter) === badge)
    #expect(badge.convertToRoot(Vector2(x: 10, y: 10)).distance(to: badgeCenter) < 1e-9)
    let back = badge.convertFromRoot(badgeCenter)
    #expect(back.map { $0.distance(to: Vector2(x: 10, y: 10)) < 1e-9 } == true)
    // A layer scaled to nothing cannot be hit and has no inverse.
    card.scale = 0
    #expect(container.hitTest(center) === container)
    #expect(badge.convertFromRoot(center) == nil)
  }

  @Test func stopAtPresentationKeepsTheTurn() {
    let animator = Animator()
    let card = Layer(name: "card", center: Vector2(x: 100, y: 100), size: Size(width: 50, height: 50))
    card.animateRotation(LinearTestAnimation(from: 0.0, to: 1.0, duration: 1), in: animator)
    #expect(card.rotation == 1)
    animator.advance(to: 0.25)
    card.stopAtPresentation()
    #expect(card.rotation == 0.25)
    #expect(!card.isAnimating)
    #expect(card.presentation.rotation == 0.25)
  }
}
