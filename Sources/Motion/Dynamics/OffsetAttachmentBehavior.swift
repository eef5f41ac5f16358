import Foundation

/// UIKit's `UIAttachmentBehavior(item:offsetFromCenter:attachedToAnchor:)` with length 0: a soft
/// spring from a point of the item (`offsetFromCenter`, in the item's own space, so it turns with
/// the item) to `anchor`. Pulled by a point off its centre, the item turns: a card grabbed by a
/// corner and dragged swings round behind the pointer, and spins on when let go.
///
/// A force off the centre is not linear in the item's state (the arm turns with the item), so
/// this is not part of the world's exact linear step: ``apply(to:)`` runs after each sub-step
/// (from the world's `action`) and gives the item the impulse of one implicit sub-step of the
/// spring, Box2D's soft point constraint (its mouse joint): with k = ω², c = 2ζω per unit mass,
/// γ = 1 / (h·(c + h·k)) and β = h·k·γ, the impulse is P = −(K + γ·I)⁻¹·(Ċ + β·C), where C is the
/// point's distance from the anchor, Ċ its velocity and K the point's inverse effective mass
/// (1 + arm's turning terms / (I/m)). Being implicit, it is stable for any frequency.
///
/// ```swift
/// var world = DynamicsWorld()
/// let card = world.addItem(
///   DynamicItem(position: Vector2(x: 480, y: 320), size: Size(width: 180, height: 240)))
/// world.addBehavior(ItemBehavior(items: [card], resistance: 3, angularResistance: 3))
/// let grab = OffsetAttachmentBehavior(item: card, offsetFromCenter: Vector2(x: 60, y: 0),
///                                     anchor: Vector2(x: 540, y: 320))
/// world.action = { world in grab.apply(to: &world) }
/// ```
public struct OffsetAttachmentBehavior: Sendable, Hashable {
  /// The item pulled by one of its points.
  public var item: DynamicItemID
  /// The attached point, in the item's own unturned space, from its centre.
  public var offsetFromCenter: Vector2
  /// Where the point is pulled to (the pointer, while dragging).
  public var anchor: Vector2
  /// Hertz; not positive or not finite makes the behaviour inert.
  public var frequency: Double
  /// ζ; negative or not finite counts as 0.
  public var dampingRatio: Double

  /// A soft attachment of `item`'s point at `offsetFromCenter` to `anchor`, at `frequency` hertz
  /// with `dampingRatio` (UIKit-like defaults: 6 Hz, critically damped).
  public init(
    item: DynamicItemID, offsetFromCenter: Vector2, anchor: Vector2, frequency: Double = 6,
    dampingRatio: Double = 1
  ) {
    self.item = item
    self.offsetFromCenter = offsetFromCenter
    self.anchor = anchor
    self.frequency = frequency
    self.dampingRatio = dampingRatio
  }

  /// Gives the item one sub-step's impulse (call it after every sub-step, from `action`).
  public func apply(to world: inout DynamicsWorld) {
    let before = world.simulatedItem(item)
    let after = applied(to: before, step: world.stepDuration)
    let linear = after.velocity - before.velocity
    let angular = after.angularVelocity - before.angularVelocity
    if linear != .zero { world.addLinearVelocity(linear, for: item) }
    if angular != 0 { world.addAngularVelocity(angular, for: item) }
  }

  /// The item after one sub-step's impulse of `h` seconds (positions unchanged). Anything not
  /// finite, an inert spring or a non-positive step leaves it as it is.
  public func applied(to item: DynamicItem, step h: Double) -> DynamicItem {
    guard frequency.isFinite, frequency > 0, h.isFinite, h > 0, anchor.isFinite, offsetFromCenter.isFinite,
      item.isFinite
    else { return item }
    let omega = 2 * Double.pi * frequency
    let zeta = dampingRatio.isFinite ? max(dampingRatio, 0) : 0
    let stiffness = omega * omega
    let damping = 2 * zeta * omega
    let gamma = 1 / (h * (damping + h * stiffness))
    let beta = h * stiffness * gamma
    let inertia = item.inertiaPerMass
    // A body that cannot turn (no size) is pulled at its centre.
    let arm = inertia > 1e-9 ? item.turned(offsetFromCenter) : .zero
    let turning = inertia > 1e-9 ? 1 / inertia : 0
    let error = item.position + arm - anchor
    let errorRate = item.velocity(atArm: arm)
    // K + γI, with K = I₂ + [r×]ᵀ[r×] / (I/m) for a unit mass.
    let k11 = 1 + turning * arm.y * arm.y + gamma
    let k12 = -turning * arm.x * arm.y
    let k22 = 1 + turning * arm.x * arm.x + gamma
    let determinant = k11 * k22 - k12 * k12
    guard determinant.isFinite, determinant > 0 else { return item }
    let rhs = errorRate + beta * error
    let impulse = Vector2(
      x: -(k22 * rhs.x - k12 * rhs.y) / determinant, y: -(k11 * rhs.y - k12 * rhs.x) / determinant)
    var next = item
    next.applyImpulse(impulse, atArm: arm)
    return next.isFinite ? next : item
  }
}
