import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// The card scene driven directly on a virtual clock: drag, release in each mode, clicks and
/// their retarget styles, keys, hit testing of the turned card. Window 960×640: content area
/// y 64…640, start centre (480, 352), slots at x 114 / 846 and y 208 / 496.
@Suite("Card scene")
struct CardSceneTests {
  static let size = Size(width: 960, height: 640)

  static func pointer(_ scene: CardScene, _ kind: PointerEvent.Kind, _ point: Vector2, at time: Double) {
    scene.deliver(PointerEvent(kind: kind, location: point, timestamp: time))
  }

  /// A press at `start`, moves every 8 ms at `velocity` for `duration`, and the release.
  static func flick(
    _ scene: CardScene, from start: Vector2, at time: Double, velocity: Vector2, duration: Double,
    pause: Double = 0
  ) {
    pointer(scene, .down, start, at: time)
    let steps = Int((duration / 0.008).rounded())
    var point = start
    for step in 1...max(steps, 1) {
      point = start + (Double(step) * 0.008) * velocity
      pointer(scene, .move, point, at: time + Double(step) * 0.008)
    }
    pointer(scene, .up, point, at: time + Double(steps) * 0.008 + pause)
  }

  /// A click (down and up 50 ms apart) at `point`, the up at `time`.
  static func click(_ scene: CardScene, _ point: Vector2, at time: Double) {
    pointer(scene, .down, point, at: time - 0.05)
    pointer(scene, .up, point, at: time)
  }

  @Test func startsCentredAtRest() {
    let scene = CardScene(size: Self.size)
    #expect(scene.card.presentation.center == Vector2(x: 480, y: 352))
    #expect(scene.card.size == Size(width: 180, height: 240))
    #expect(scene.phase == .rest && scene.corner == nil && scene.isAtRest)
    #expect(scene.layout.slotCenter(.topLeft) == Vector2(x: 114, y: 208))
    #expect(scene.layout.slotCenter(.bottomRight) == Vector2(x: 846, y: 496))
    // The top-right slot stays clear of the navbar band, where the switcher is.
    #expect(Rect(center: scene.layout.slotCenter(.topRight), size: scene.layout.slotSize).minY >= 64)
  }

  @Test func theDragKeepsTheGrabOffsetAndRubberBandsPastTheEdges() {
    let scene = CardScene(size: Self.size)
    Self.pointer(scene, .down, Vector2(x: 520, y: 400), at: 0)
    #expect(scene.phase == .dragging)
    Self.pointer(scene, .move, Vector2(x: 600, y: 420), at: 0.05)
    #expect(scene.card.center == Vector2(x: 560, y: 372))
    // 300 pt past the right edge's range (centre x ≤ 870): only the rubber band's offset.
    Self.pointer(scene, .move, Vector2(x: 520 + 390 + 300, y: 400), at: 0.1)
    let expected = 870 + (1 - 1 / (300 * 0.55 / 960 + 1)) * 960
    #expect(abs(scene.card.center.x - expected) < 1e-9)
    #expect(scene.card.center.y == 352)
    // And up past the navbar band (centre y ≥ 184).
    Self.pointer(scene, .move, Vector2(x: 520, y: 400 - 168 - 100), at: 0.15)
    #expect(abs(scene.card.center.y - (184 - (1 - 1 / (100 * 0.55 / 640 + 1)) * 640)) < 1e-9)
  }

  @Test func aCardCaughtPastAnEdgeDoesNotJump() {
    let scene = CardScene(size: Self.size)
    // Dragged far right and held: the card is rubber-banded past its range.
    Self.pointer(scene, .down, Vector2(x: 480, y: 352), at: 0)
    Self.pointer(scene, .move, Vector2(x: 1100, y: 352), at: 0.1)
    Self.pointer(scene, .up, Vector2(x: 1100, y: 352), at: 0.3)
    let banded = scene.card.presentation.center
    Self.pointer(scene, .down, banded, at: 0.3)
    Self.pointer(scene, .move, banded, at: 0.31)
    #expect(scene.card.presentation.center.distance(to: banded) < 1e-9)
  }

  @Test func aFlickSpringsToTheSlotNearestItsProjectionWithTheVelocityAsAVector() {
    let scene = CardScene(size: Self.size)
    let velocity = Vector2(x: 900, y: 500)
    Self.flick(scene, from: Vector2(x: 480, y: 352), at: 0, velocity: velocity, duration: 0.096)
    #expect(scene.corner == .bottomRight)
    #expect(scene.phase == .settling)
    let handoff = try! #require(scene.lastHandoff)
    #expect(handoff.releaseVelocity.distance(to: velocity) < 1)
    #expect(handoff.settleVelocity == handoff.releaseVelocity)
    #expect(handoff.target == Vector2(x: 846, y: 496))
    // Seed 004's UIKit form: velocity / distance per axis.
    let normalised = try! #require(scene.lastInitialSpringVelocity)
    let from = handoff.from
    #expect(abs(normalised.x - handoff.releaseVelocity.x / (846 - from.x)) < 1e-12)
    #expect(abs(normalised.y - handoff.releaseVelocity.y / (496 - from.y)) < 1e-12)
    scene.advance(to: 3)
    #expect(scene.phase == .rest)
    #expect(scene.card.presentation.center == Vector2(x: 846, y: 496))
  }

  @Test func aWeakReleaseGoesToTheSlotNearestWhereTheCardIs() {
    let scene = CardScene(size: Self.size)
    // Dragged towards the top left, stopped, then let go almost still.
    Self.flick(
      scene, from: Vector2(x: 480, y: 352), at: 0, velocity: Vector2(x: -2000, y: -800), duration: 0.12,
      pause: 0.1)
    #expect(scene.lastHandoff?.releaseVelocity == .zero)
    #expect(scene.corner == .topLeft)
  }

  @Test func timedModeEasesToTheNearestSlotIgnoringTheVelocity() {
    let scene = CardScene(size: Self.size)
    scene.mode = .timed
    // Flicked hard to the right from left of centre: timed still picks the slot by position.
    Self.pointer(scene, .down, Vector2(x: 480, y: 352), at: 0)
    Self.pointer(scene, .move, Vector2(x: 300, y: 300), at: 0.1)
    Self.flick(
      scene, from: Vector2(x: 300, y: 300), at: 0.3, velocity: Vector2(x: 1500, y: 0), duration: 0.04)
    #expect(scene.corner == .topLeft)
    let handoff = try! #require(scene.lastHandoff)
    // The ease-out's own first velocity, straight at the slot, not the flick's.
    let towards = scene.layout.slotCenter(.topLeft) - handoff.from
    #expect(
      abs(Vector2.cross(handoff.settleVelocity, towards)) < 1e-6 * handoff.settleVelocity.magnitude
        * towards.magnitude)
    #expect(handoff.settleVelocity.x < 0 && handoff.releaseVelocity.x > 1000)
    scene.advance(to: handoff.time + 0.35)
    #expect(scene.card.presentation.center == scene.layout.slotCenter(.topLeft))
    #expect(scene.phase == .rest)
  }

  @Test func dynamicsModeTurnsACardHeldOffCentreAndLetsItSpinOn() {
    let scene = CardScene(size: Self.size)
    scene.mode = .dynamics
    // Grabbed 60 pt right of the centre, dragged down at 500 pt/s.
    Self.pointer(scene, .down, Vector2(x: 540, y: 352), at: 0)
    for step in 1...30 {
      Self.pointer(scene, .move, Vector2(x: 540, y: 352 + 4 * Double(step)), at: 0.008 * Double(step))
    }
    scene.advance(to: 0.25)
    #expect(scene.card.presentation.rotation > 0.1, "clockwise: \(scene.card.presentation.rotation)")
    #expect(scene.cardAngularVelocity > 0)
    let spinning = scene.cardAngularVelocity
    Self.pointer(scene, .up, Vector2(x: 540, y: 472), at: 0.25)
    #expect(scene.phase == .settling && scene.corner == nil)
    #expect(abs(scene.cardAngularVelocity - spinning) < 1e-9 * max(1, spinning))
    let handoff = try! #require(scene.lastHandoff)
    #expect(handoff.settleVelocity == handoff.releaseVelocity)
    // The model is where the flight comes to rest.
    let restsAt = scene.card.center
    scene.advance(to: 10)
    #expect(scene.phase == .rest)
    #expect(scene.card.presentation.center == restsAt)
  }

  @Test func aPressHitsTheTurnedCardWhereItIsDrawn() {
    let scene = CardScene(size: Self.size)
    scene.card.rotation = 0.5
    let body = DynamicItem(position: scene.card.center, size: scene.card.size, angle: 0.5)
    // Just inside a corner (12 pt in on both sides, inside the 16 pt rounding).
    let inside = body.point(atOffset: Vector2(x: -90 + 12, y: -120 + 12))
    // 4 pt above the turned top edge, but inside the unturned frame.
    let outside = body.point(atOffset: Vector2(x: 30, y: -120 - 4))
    #expect(Rect(center: body.position, size: body.size).contains(outside))
    #expect(scene.isOnCard(inside))
    #expect(!scene.isOnCard(outside))
    Self.pointer(scene, .down, outside, at: 0)
    #expect(scene.phase == .rest)
    Self.pointer(scene, .up, outside, at: 0.05)
    Self.pointer(scene, .down, inside, at: 0.1)
    #expect(scene.phase == .dragging)
  }

  @Test func aClickSendsTheCentreThereInSeed004sOneSecondEaseInOut() {
    let scene = CardScene(size: Self.size)
    Self.click(scene, Vector2(x: 200, y: 200), at: 0.1)
    #expect(scene.card.center == Vector2(x: 200, y: 200))
    #expect(scene.phase == .settling)
    scene.advance(to: 0.6)
    let halfway = Vector2(x: 480, y: 352) + TimingCurve.easeInOut.value(at: 0.5) * Vector2(x: -280, y: -152)
    #expect(scene.card.presentation.center.distance(to: halfway) < 1e-9)
    scene.advance(to: 1.1)
    #expect(scene.card.presentation.center == Vector2(x: 200, y: 200))
    #expect(scene.phase == .rest)
    // The navbar band is not a place to send the card to.
    Self.click(scene, Vector2(x: 300, y: 30), at: 1.5)
    #expect(!scene.card.isAnimating)
  }

  /// The card's state an instant before and after a second click at 0.6 s, mid-flight of a
  /// first click's animation to (200, 200).
  static func retarget(_ style: RetargetStyle) -> (before: (Vector2, Vector2), after: (Vector2, Vector2)) {
    let scene = CardScene(size: size)
    scene.setOption("retarget", to: style.rawValue)
    #expect(scene.retarget == style)
    click(scene, Vector2(x: 200, y: 200), at: 0.1)
    pointer(scene, .down, Vector2(x: 800, y: 560), at: 0.55)
    scene.advance(to: 0.6)
    let before = (scene.card.presentation.center, scene.cardVelocity)
    pointer(scene, .up, Vector2(x: 800, y: 560), at: 0.6)
    return (before, (scene.card.presentation.center, scene.cardVelocity))
  }

  @Test func additiveKeepsPositionAndVelocity() {
    let (before, after) = Self.retarget(.additive)
    #expect(after.0.distance(to: before.0) < 1e-9)
    #expect(after.1.distance(to: before.1) < 1e-9)
    #expect(before.1.magnitude > 100)
  }

  @Test func currentStopsWhereItIsWithoutAJump() {
    let (before, after) = Self.retarget(.current)
    #expect(after.0.distance(to: before.0) < 1e-9)
    #expect(after.1 == .zero)
  }

  @Test func replaceJumpsToTheOldModelValue() {
    let (before, after) = Self.retarget(.replace)
    #expect(after.0 == Vector2(x: 200, y: 200))
    #expect(after.1 == .zero)
    #expect(before.0.distance(to: Vector2(x: 200, y: 200)) > 100)
  }

  /// A dynamics flight, spinning, then a click at 0.5 s in `style`.
  static func clickDuringAFlight(_ style: RetargetStyle) -> (
    before: LayerValues, model: LayerValues, after: CardScene
  ) {
    let scene = CardScene(size: size)
    scene.mode = .dynamics
    scene.retarget = style
    pointer(scene, .down, Vector2(x: 540, y: 352), at: 0)
    for step in 1...30 {
      pointer(
        scene, .move, Vector2(x: 540 - 3 * Double(step), y: 352 + 3 * Double(step)), at: 0.008 * Double(step))
    }
    pointer(scene, .up, Vector2(x: 450, y: 442), at: 0.24)
    pointer(scene, .down, Vector2(x: 800, y: 150), at: 0.45)
    scene.advance(to: 0.5)
    let before = scene.card.presentation
    let model = scene.card.model
    #expect(abs(scene.cardAngularVelocity) > 0.1)
    pointer(scene, .up, Vector2(x: 800, y: 150), at: 0.5)
    return (before, model, scene)
  }

  @Test func aClickDuringAFlightAddsToItOrStopsItOrJumpsToItsEnd() {
    let spinning = Self.clickDuringAFlight(.additive)
    #expect(spinning.after.card.presentation.center.distance(to: spinning.before.center) < 1e-9)
    #expect(abs(spinning.after.cardAngularVelocity) > 0.1)
    spinning.after.advance(to: 10)
    #expect(spinning.after.card.presentation.center.distance(to: Vector2(x: 800, y: 150)) < 1e-9)

    let stopped = Self.clickDuringAFlight(.current)
    #expect(stopped.after.card.presentation.center.distance(to: stopped.before.center) < 1e-9)
    #expect(stopped.after.card.presentation.rotation == stopped.before.rotation)
    #expect(stopped.after.cardAngularVelocity == 0 && stopped.after.cardVelocity == .zero)

    // Replace jumps to where the flight would have come to rest, turned as it would have been.
    let replaced = Self.clickDuringAFlight(.replace)
    #expect(replaced.after.card.presentation.center.distance(to: replaced.model.center) < 1e-9)
    #expect(replaced.after.card.presentation.rotation == replaced.model.rotation)
    #expect(replaced.model.center.distance(to: replaced.before.center) > 10)
    #expect(replaced.after.cardAngularVelocity == 0)
  }

  @Test func aPressMidFlightOfAdditiveAnimationsGrabsTheCardWhereItIsDrawn() {
    let scene = CardScene(size: Self.size)
    Self.click(scene, Vector2(x: 200, y: 200), at: 0.1)
    Self.click(scene, Vector2(x: 800, y: 560), at: 0.6)
    scene.advance(to: 0.8)
    let onScreen = scene.card.presentation.center
    // Far from both model values the clicks set: only the sum on screen is there.
    #expect(onScreen.distance(to: Vector2(x: 800, y: 560)) > 100)
    Self.pointer(scene, .down, onScreen, at: 0.8)
    #expect(scene.phase == .dragging)
    #expect(scene.card.presentation.center.distance(to: onScreen) < 1e-9)
    #expect(!scene.card.isAnimating)
  }

  @Test func additiveClicksCompleteOnceBothHaveEnded() {
    let scene = CardScene(size: Self.size)
    Self.click(scene, Vector2(x: 200, y: 200), at: 0.1)
    Self.click(scene, Vector2(x: 800, y: 560), at: 0.6)
    scene.advance(to: 1.2)
    // The first is over; the second still runs, and the card is on its way.
    #expect(scene.phase == .settling)
    scene.advance(to: 1.6)
    #expect(scene.phase == .rest)
    #expect(scene.card.presentation.center == Vector2(x: 800, y: 560))
  }

  @Test func keysCycleTheRetargetStyleAndThrowToTheNextCorner() {
    let scene = CardScene(size: Self.size)
    scene.handleKey("a", at: 0)
    #expect(scene.retarget == .current)
    #expect(scene.probe.status.joined().contains("retarget current"))
    scene.handleKey("a", at: 0)
    scene.handleKey("a", at: 0)
    #expect(scene.retarget == .additive)
    // From the centre the nearest slot is the top left (a tie, broken in order): next is top right.
    scene.handleKey("space", at: 0.1)
    #expect(scene.corner == .topRight)
    scene.advance(to: 3)
    #expect(scene.card.presentation.center == scene.layout.slotCenter(.topRight))
    scene.handleKey("space", at: 3)
    #expect(scene.corner == .bottomRight)
  }

  @Test func theTraceHasTheIssuesFields() {
    let scene = CardScene(size: Self.size)
    let names = scene.probe.fields.map(\.name)
    #expect(
      names == [
        "card", "model", "rotation", "scale", "velocity", "angularVelocity", "phase", "corner", "projected",
        "retarget",
        "handoff",
      ])
    Self.pointer(scene, .down, Vector2(x: 480, y: 352), at: 0)
    Self.pointer(scene, .move, Vector2(x: 500, y: 352), at: 0.02)
    let projected = scene.probe.fields.first { $0.name == "projected" }?.value
    #expect(projected != .null)
  }

  @Test func badInputNeverMakesNaN() {
    let scene = CardScene(size: Self.size)
    Self.pointer(scene, .down, Vector2(x: .nan, y: 352), at: 0)
    Self.pointer(scene, .down, Vector2(x: 480, y: 352), at: .infinity)
    scene.setOption("retarget", to: "sideways")
    #expect(scene.retarget == .additive)
    scene.resize(to: Size(width: 0, height: -3))
    scene.resize(to: Size(width: 200, height: 200))
    scene.handleKey("space", at: 0.1)
    scene.advance(to: 2)
    #expect(scene.card.presentation.center.isFinite)
    #expect(scene.probe.fields.allSatisfy { !$0.value.json.contains("nan") })
  }
}
