import Foundation

/// A ``DynamicItem`` as a rigid rectangle: where its points are and how fast they move, and how
/// hard it is to turn. The behaviours that act off the centre (an attachment by a corner, a
/// corner hitting a wall) need these; all are per unit mass, as the world's forces are.
///
/// Angles follow the layers': positive is clockwise on screen (y grows down), so a point at
/// offset (1, 0) of an item turning at ω > 0 rad/s moves down at ω pt/s.
///
/// ```swift
/// let card = DynamicItem(position: Vector2(x: 480, y: 320), size: Size(width: 180, height: 240),
///                        angle: .pi / 2)
/// card.point(atOffset: Vector2(x: 60, y: 0))  // (480, 380): 60 pt right of the centre, turned
/// card.inertiaPerMass                          // (180² + 240²) / 12 = 7500 pt²
/// ```
extension DynamicItem {
  /// I / m of a uniform rectangle about its centre: (w² + h²) / 12, in pt².
  public var inertiaPerMass: Double { (size.width * size.width + size.height * size.height) / 12 }

  /// `offset`, given in the item's own unturned space (from its centre), turned by ``angle``:
  /// the offset from the centre on screen.
  public func turned(_ offset: Vector2) -> Vector2 {
    let cosine = cos(angle)
    let sine = sin(angle)
    return Vector2(x: cosine * offset.x - sine * offset.y, y: sine * offset.x + cosine * offset.y)
  }

  /// Where the point at `offset` of the item's own space (from its centre) is on screen.
  public func point(atOffset offset: Vector2) -> Vector2 { position + turned(offset) }

  /// The velocity of the body's point at `arm` (an on-screen offset from the centre):
  /// v + ω × arm.
  public func velocity(atArm arm: Vector2) -> Vector2 {
    velocity + Vector2(x: -angularVelocity * arm.y, y: angularVelocity * arm.x)
  }

  /// The four corners on screen, clockwise from the top-left of the unturned rectangle.
  public var corners: [Vector2] {
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    return [
      Vector2(x: -halfWidth, y: -halfHeight), Vector2(x: halfWidth, y: -halfHeight),
      Vector2(x: halfWidth, y: halfHeight), Vector2(x: -halfWidth, y: halfHeight),
    ].map(point(atOffset:))
  }

  /// Applies an impulse per unit mass at `arm` (an on-screen offset from the centre): the
  /// velocity changes by it, the angular velocity by arm × impulse / (I / m).
  public mutating func applyImpulse(_ impulse: Vector2, atArm arm: Vector2) {
    guard impulse.isFinite, arm.isFinite else { return }
    velocity += impulse
    let inertia = inertiaPerMass
    if inertia > 1e-9 { angularVelocity += Vector2.cross(arm, impulse) / inertia }
  }
}

extension Vector2 {
  /// The 2-D cross product a.x·b.y − a.y·b.x: the torque of force `b` at arm `a`.
  public static func cross(_ a: Vector2, _ b: Vector2) -> Double { a.x * b.y - a.y * b.x }

  /// The dot product.
  public static func dot(_ a: Vector2, _ b: Vector2) -> Double { a.x * b.x + a.y * b.y }
}
