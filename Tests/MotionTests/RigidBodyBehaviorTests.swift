import Foundation
import Testing

@testable import Motion

/// The card's physics: an attachment off the centre that turns the item, walls it bounces off
/// corner first, and a world with no target as an animation that knows where it ends.
@Suite("Dynamics: offset attachment, collision boundary, free flight")
struct RigidBodyBehaviorTests {
  static let cardSize = Size(width: 180, height: 240)
  static let window = Rect(x: 0, y: 64, width: 960, height: 576)

  /// A card at `position` with seed 004's item behaviour (resistance 3, angular resistance 3).
  static func cardWorld(
    at position: Vector2 = Vector2(x: 480, y: 320), velocity: Vector2 = .zero, angle: Double = 0,
    angularVelocity: Double = 0
  ) -> (DynamicsWorld, DynamicItemID) {
    var world = DynamicsWorld()
    let card = world.addItem(
      DynamicItem(
        position: position, size: cardSize, velocity: velocity, angle: angle, angularVelocity: angularVelocity
      ))
    world.addBehavior(ItemBehavior(items: [card], resistance: 3, angularResistance: 3))
    return (world, card)
  }

  @Test func turnedPointsFollowTheLayersConvention() {
    let card = DynamicItem(
      position: Vector2(x: 480, y: 320), size: Self.cardSize, angle: .pi / 2, angularVelocity: 2)
    let grab = card.point(atOffset: Vector2(x: 60, y: 0))
    #expect(grab.distance(to: Vector2(x: 480, y: 380)) < 1e-12)  // a quarter turn clockwise on screen
    // Turning clockwise, the point below the centre moves left.
    #expect(card.velocity(atArm: Vector2(x: 0, y: 60)).distance(to: Vector2(x: -120, y: 0)) < 1e-12)
    #expect(card.inertiaPerMass == 7500)
    let corners = card.corners
    #expect(corners.count == 4)
    // Turned a quarter, the card is 240 wide and 180 tall.
    #expect(abs(corners.map(\.x).max()! - corners.map(\.x).min()! - 240) < 1e-9)
    #expect(abs(corners.map(\.y).max()! - corners.map(\.y).min()! - 180) < 1e-9)
  }

  @Test func aCardGrabbedRightOfItsCentreAndDraggedDownTurnsClockwise() {
    var (world, card) = Self.cardWorld()
    let offset = Vector2(x: 60, y: 0)
    var grab = OffsetAttachmentBehavior(item: card, offsetFromCenter: offset, anchor: Vector2(x: 540, y: 320))
    // The pointer moves down at 600 pt/s for 0.3 s, then holds still.
    var angles: [Double] = []
    for frame in 1...120 {
      let t = Double(frame) / 120
      grab.anchor = Vector2(x: 540, y: 320 + 600 * min(t, 0.3))
      let attachment = grab
      world.action = { world in attachment.apply(to: &world) }
      world.advance(by: 1.0 / 120)
      angles.append(world.item(card).angle)
    }
    #expect(angles[35] > 0.2, "turned clockwise while dragged down: \(angles[35])")
    #expect(angles.allSatisfy { $0 >= -1e-9 })
    // Held still for 0.7 s, the grabbed point hangs at the pointer.
    let held = world.item(card)
    #expect(held.point(atOffset: offset).distance(to: grab.anchor) < 1)
  }

  @Test func theAttachmentIsStableAtAnyFrequency() {
    var (world, card) = Self.cardWorld()
    let stiff = OffsetAttachmentBehavior(
      item: card, offsetFromCenter: Vector2(x: 80, y: 110), anchor: Vector2(x: 700, y: 100), frequency: 200,
      dampingRatio: 0)
    world.action = { world in stiff.apply(to: &world) }
    world.advance(by: 2)
    let item = world.item(card)
    #expect(item.isFinite)
    #expect(item.point(atOffset: stiff.offsetFromCenter).distance(to: stiff.anchor) < 1)
  }

  @Test func aCentredAttachmentNeverTurnsTheCard() {
    var (world, card) = Self.cardWorld()
    let grab = OffsetAttachmentBehavior(item: card, offsetFromCenter: .zero, anchor: Vector2(x: 700, y: 500))
    world.action = { world in grab.apply(to: &world) }
    world.advance(by: 1.5)
    #expect(world.item(card).angle == 0)
    #expect(world.item(card).position.distance(to: grab.anchor) < 1)
  }

  @Test func aFlatSideBouncesAtHalfItsSpeedWithoutSpinning() {
    // Moving right at 1000 pt/s, upright, no resistance: the right side hits x = 960.
    var world = DynamicsWorld()
    let card = world.addItem(
      DynamicItem(position: Vector2(x: 760, y: 352), size: Self.cardSize, velocity: Vector2(x: 1000, y: 0)))
    world.addBehavior(ItemBehavior(items: [card]))
    let walls = CollisionBehavior(items: [card], boundary: Self.window, elasticity: 0.5)
    world.action = { world in walls.apply(to: &world) }
    world.advance(by: 0.3)
    let item = world.item(card)
    #expect(abs(item.velocity.x - -500) < 5, "\(item.velocity)")
    #expect(abs(item.angularVelocity) < 0.05)
    #expect(item.corners.allSatisfy { $0.x <= 960 + 1e-9 })
  }

  @Test func aCornerHittingAWallSpinsTheCardAndNoCornerEverCrossesAWall() {
    // Turned 0.3 rad and thrown hard towards the lower right: corners hit first.
    var (world, card) = Self.cardWorld(
      at: Vector2(x: 480, y: 352), velocity: Vector2(x: 2500, y: 1800), angle: 0.3)
    let walls = CollisionBehavior(items: [card], boundary: Self.window)
    world.action = { world in walls.apply(to: &world) }
    var spun = false
    var worst = 0.0
    for _ in 0..<(480 * 3) {
      world.advance(by: 1.0 / 480)
      let item = world.simulatedItem(card)
      spun = spun || abs(item.angularVelocity) > 0.5
      for corner in item.corners {
        worst = max(worst, Self.window.minX - corner.x, corner.x - Self.window.maxX)
        worst = max(worst, Self.window.minY - corner.y, corner.y - Self.window.maxY)
      }
    }
    #expect(spun)
    #expect(worst <= 1e-9, "a corner went \(worst) pt past a wall")
  }

  @Test func aCardStartingPastAWallIsPushedBackIn() {
    var (world, card) = Self.cardWorld(at: Vector2(x: 60, y: 352))  // 30 pt past the left wall
    let walls = CollisionBehavior(items: [card], boundary: Self.window)
    world.action = { world in walls.apply(to: &world) }
    world.advance(by: 0.5)
    let item = world.item(card)
    #expect(item.corners.allSatisfy { $0.x >= -0.01 })
  }

  @Test func badInputChangesNothing() {
    let item = DynamicItem(
      position: Vector2(x: 480, y: 352), size: Self.cardSize, velocity: Vector2(x: 50, y: 0))
    let noWalls = CollisionBehavior(items: [], boundary: Rect(x: 0, y: 0, width: .nan, height: 10))
    #expect(noWalls.resolved(item, step: 1.0 / 480) == item)
    #expect(CollisionBehavior(items: [], boundary: Self.window).resolved(item, step: .nan) == item)
    let nowhere = OffsetAttachmentBehavior(
      item: DynamicItemID(index: 0), offsetFromCenter: .zero, anchor: Vector2(x: .infinity, y: 0))
    #expect(nowhere.applied(to: item, step: 1.0 / 480) == item)
    let inert = OffsetAttachmentBehavior(
      item: DynamicItemID(index: 0), offsetFromCenter: .zero, anchor: .zero, frequency: 0)
    #expect(inert.applied(to: item, step: 1.0 / 480) == item)
  }

  // MARK: The flight as an animation

  static func flight() -> (DynamicsItemAnimation<Vector2>, DynamicsItemAnimation<Double>) {
    var (world, card) = cardWorld(
      at: Vector2(x: 480, y: 352), velocity: Vector2(x: 1400, y: -900), angularVelocity: 6)
    let walls = CollisionBehavior(items: [card], boundary: window)
    world.action = { world in walls.apply(to: &world) }
    return (
      DynamicsItemAnimation(world: world, item: card) { ($0.position, $0.velocity) },
      DynamicsItemAnimation(world: world, item: card) { ($0.angle, $0.angularVelocity) }
    )
  }

  @Test func aFlightStartsWithItsVelocityAndEndsExactlyAtItsTarget() {
    var (centre, angle) = Self.flight()
    #expect(centre.velocity == Vector2(x: 1400, y: -900))
    #expect(angle.velocity == 6)
    #expect(centre.duration > 1 && centre.duration < 10)
    while !centre.isFinished { centre.advance(by: 1.0 / 60) }
    while !angle.isFinished { angle.advance(by: 1.0 / 60) }
    #expect(centre.value == centre.target)
    #expect(angle.value == angle.target)
    #expect(centre.velocity == .zero)
    // It bounced off the top wall on the way (it was heading 900/3 = 300 pt up from y = 352),
    // and it rests inside the walls, turned.
    let rest = DynamicItem(position: centre.target, size: Self.cardSize, angle: angle.target)
    #expect(rest.corners.allSatisfy { $0.y >= 64 - 1e-9 && $0.x <= 960 + 1e-9 })
    #expect(abs(angle.target) > 0.5)
  }

  @Test(arguments: [30.0, 144.0, 240.0])
  func aFlightTracesTheSameCurveAtEveryFrameRate(fps: Double) {
    var reference = Self.flight().0
    var other = Self.flight().0
    // Compare at the times both frame rates hit: every 1/6 s, through the bounce and the rest.
    for sixth in 1...18 {
      for _ in 0..<10 { reference.advance(by: 1.0 / 60) }
      for _ in 0..<Int((fps / 6).rounded()) { other.advance(by: 1 / fps) }
      #expect(abs(reference.elapsed - Double(sixth) / 6) < 1e-9 || reference.isFinished)
      #expect(reference.value.distance(to: other.value) < 1e-6, "at \(Double(sixth) / 6) s")
    }
  }
}
