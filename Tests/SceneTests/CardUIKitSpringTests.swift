import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// Seed 004's UIKit form of a flick's spring, `usingSpringWithDamping:initialSpringVelocity:`:
/// a damping ratio, and the velocity normalised by the distance to travel. Per axis it is the
/// same spring as Motion's exact one given the raw velocity; one scalar for both axes (what
/// `UIView.animate` takes) is not, which is objc.io's point: the velocity must be a vector.
@Suite("Card: UIKit's normalised spring velocity")
struct CardUIKitSpringTests {
  /// UIKit's spring, as a damping ratio and a response (the period of the undamped spring):
  /// k = (2π / response)², c = 4π·ζ / response for a unit mass.
  static func uikitSpring(dampingRatio: Double, response: Double) -> Spring {
    var parameters = Spring.handDriven
    let angularFrequency = 2 * Double.pi / response
    parameters.mass = 1
    parameters.stiffness = angularFrequency * angularFrequency
    parameters.damping = 2 * dampingRatio * angularFrequency
    return parameters
  }

  /// A card flicked from the centre to the lower right, sideways enough that x and y have very
  /// different normalised velocities.
  static func flickedCard() -> CardScene {
    let scene = CardScene(size: Size(width: 960, height: 640))
    CardSceneTests.flick(
      scene, from: Vector2(x: 480, y: 352), at: 0, velocity: Vector2(x: 1400, y: -300), duration: 0.064)
    return scene
  }

  @Test func uikitsFormPerAxisTracesTheExactSpringGivenTheRawVelocity() throws {
    let scene = Self.flickedCard()
    let handoff = try #require(scene.lastHandoff)
    let normalised = try #require(scene.lastInitialSpringVelocity)
    #expect(scene.corner != nil)
    let from = handoff.from
    let target = handoff.target
    // Back from UIKit's units to points per second, exactly.
    #expect(
      abs(
        Spring.velocity(normalized: normalised.x, from: from.x, to: target.x)
          - handoff.releaseVelocity.x) < 1e-9)
    #expect(
      abs(
        Spring.velocity(normalized: normalised.y, from: from.y, to: target.y)
          - handoff.releaseVelocity.y) < 1e-9)
    // The card's spring, described UIKit's way.
    let exact = scene.parameters.spring
    let uikit = Self.uikitSpring(dampingRatio: exact.dampingRatio, response: exact.response)
    #expect(abs(uikit.stiffness - exact.stiffness) < 1e-9 && abs(uikit.damping - exact.damping) < 1e-9)
    // Each axis: progress 0 → 1 with the normalised velocity, mapped onto the distance.
    var progressX = SpringAnimation(
      from: 0.0, to: 1.0, velocity: normalised.x, parameters: uikit,
      tolerance: Tolerance(distance: 1e-6, velocity: 1e-6))
    var progressY = SpringAnimation(
      from: 0.0, to: 1.0, velocity: normalised.y, parameters: uikit,
      tolerance: Tolerance(distance: 1e-6, velocity: 1e-6))
    var worst = 0.0
    var time = handoff.time
    var frames = 0
    // Until the card's spring comes to rest and snaps (0.5 pt, 2 pt/s): the curve, not the snap.
    while true {
      time += 1.0 / 60
      scene.advance(to: time)
      guard scene.card.isAnimating(.center) else { break }
      frames += 1
      progressX.advance(by: 1.0 / 60)
      progressY.advance(by: 1.0 / 60)
      let uikitPoint = Vector2(
        x: from.x + progressX.value * (target.x - from.x), y: from.y + progressY.value * (target.y - from.y))
      worst = max(worst, uikitPoint.distance(to: scene.card.presentation.center))
    }
    #expect(frames > 30)
    #expect(worst < 1e-6, "worst difference \(worst) pt")
  }

  /// Issue 61: a Space after a flick throws the card on, and is no release: the hand-off the
  /// trace still shows is the flick's, and so is its `initialSpringVelocity` (the Space rewrote
  /// it, to (0, 0) from a card at rest, under the flick's `t`).
  @Test func aSpaceAfterAFlickKeepsTheFlicksInitialSpringVelocity() throws {
    let scene = Self.flickedCard()
    let handoff = try #require(scene.lastHandoff)
    let normalised = try #require(scene.lastInitialSpringVelocity)
    scene.advance(to: 3)
    #expect(scene.isAtRest)
    scene.handleKey("space", at: 3)
    scene.advance(to: 3.2)
    #expect(scene.lastHandoff == handoff)
    #expect(scene.lastInitialSpringVelocity == normalised)
  }

  @Test func oneScalarVelocityForBothAxesCannotCarryASidewaysFlick() throws {
    let scene = Self.flickedCard()
    let handoff = try #require(scene.lastHandoff)
    let from = handoff.from
    let displacement = handoff.target - from
    // UIView.animate's one number: the velocity's component along the way, over the distance.
    let along = Vector2.dot(handoff.releaseVelocity, displacement) / displacement.magnitude
    let scalar = along / displacement.magnitude
    var progress = SpringAnimation(from: 0.0, to: 1.0, velocity: scalar, parameters: scene.parameters.spring)
    var worst = 0.0
    var time = handoff.time
    for _ in 0..<30 {
      time += 1.0 / 60
      scene.advance(to: time)
      progress.advance(by: 1.0 / 60)
      worst = max(worst, (from + progress.value * displacement).distance(to: scene.card.presentation.center))
    }
    // The straight-line animation misses the curve the sideways flick makes.
    #expect(worst > 10, "worst difference \(worst) pt")
  }
}
