import Motion
import Stage

/// The card in seed 004's UIKit Dynamics: a `UIDynamicItemBehavior` (resistance and angular
/// resistance 3), the content area's edges as a collision boundary (elasticity 0.5), and, while
/// the card is held, an attachment from the grabbed point (UIKit's `offsetFromCenter`) to the
/// pointer. A card grabbed by a corner turns as it is dragged and keeps spinning when let go.
///
/// While held, the world is the card's truth (seed 004: UIKit Dynamics has no model and
/// presentation split); let go, it becomes a flight: two layer animations (centre and angle) of
/// the same world, whose model values are where it comes to rest.
///
/// ```swift
/// var held = CardDynamics(card: card, grabbedAt: press, boundary: layout.content, parameters: parameters)
/// held.moveAnchor(to: pointer)
/// held.advance(by: 1.0 / 60)
/// held.card.angle      // turned by the drag
/// ```
struct CardDynamics {
  /// Seed 004's `angularResistance`.
  static let angularResistance = 3.0
  /// "Bounces off the window's edges, elasticity about 0.5".
  static let elasticity = 0.5

  private(set) var world: DynamicsWorld
  let item: DynamicItemID
  private(set) var attachment: OffsetAttachmentBehavior
  private let walls: CollisionBehavior

  /// Hangs `card` (the layer's presentation values, at rest) from the point `press` of it.
  init(card: LayerValues, grabbedAt press: Vector2, boundary: Rect, parameters: SettleParameters) {
    var world = DynamicsWorld()
    // A held card is never at rest in the world's sense: the pointer may move at any moment.
    world.restSpeed = 0
    let body = DynamicItem(position: card.center, size: card.size, angle: card.rotation)
    let item = world.addItem(body)
    world.addBehavior(Self.itemBehavior(for: item, parameters: parameters))
    // The grabbed point in the card's own (unturned) space: UIKit's offsetFromCenter.
    let offset = DynamicItem(position: .zero, size: card.size, angle: -card.rotation).turned(
      press - card.center)
    attachment = OffsetAttachmentBehavior(
      item: item, offsetFromCenter: offset, anchor: press, frequency: parameters.dynamicsFrequency,
      dampingRatio: parameters.dynamicsDamping)
    walls = CollisionBehavior(items: [item], boundary: boundary, elasticity: Self.elasticity)
    self.world = world
    self.item = item
    installAction()
  }

  /// The card as the world shows it now.
  var card: DynamicItem { world.item(item) }

  /// The pointer moved: the attachment's anchor follows it.
  mutating func moveAnchor(to anchor: Vector2) {
    guard anchor.isFinite else { return }
    attachment.anchor = anchor
    installAction()
  }

  /// `dt` seconds of animation time.
  mutating func advance(by dt: Double) { world.advance(by: dt) }

  private mutating func installAction() {
    let attachment = attachment
    let walls = walls
    world.action = { world in
      attachment.apply(to: &world)
      walls.apply(to: &world)
    }
  }

  private static func itemBehavior(for item: DynamicItemID, parameters: SettleParameters) -> ItemBehavior {
    ItemBehavior(
      items: [item], density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance,
      angularResistance: angularResistance)
  }

  /// Seed 004's release: no target; `card` (where it is, turning as it does) is pushed with the
  /// gesture's `velocity` (animation points per second), decays with the item behaviour's
  /// resistances and bounces off `boundary`. Returns the centre's and the angle's animations.
  static func flight(of card: DynamicItem, velocity: Vector2, boundary: Rect, parameters: SettleParameters)
    -> (center: DynamicsItemAnimation<Vector2>, angle: DynamicsItemAnimation<Double>)
  {
    var world = DynamicsWorld()
    var body = card
    body.velocity = velocity.isFinite ? velocity : .zero
    let item = world.addItem(body)
    world.addBehavior(itemBehavior(for: item, parameters: parameters))
    let walls = CollisionBehavior(items: [item], boundary: boundary, elasticity: elasticity)
    world.action = { world in walls.apply(to: &world) }
    return (
      DynamicsItemAnimation(world: world, item: item) { ($0.position, $0.velocity) },
      DynamicsItemAnimation(world: world, item: item) { ($0.angle, $0.angularVelocity) }
    )
  }
}
