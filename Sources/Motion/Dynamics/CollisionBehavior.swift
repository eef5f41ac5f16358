import Foundation

/// UIKit's `UICollisionBehavior` with `translatesReferenceBoundsIntoBoundary`: items bounce off
/// the inside of a rectangle, corners first, so a turned card hitting a wall with one corner
/// spins off it. `elasticity` is `UIDynamicItemBehavior`'s: 0 stops dead, 1 bounces back at full
/// speed; 0.5 by default.
///
/// Contacts are speculative (as in Box2D's and Bullet's continuous collision): after each
/// sub-step (from the world's `action`), every corner that would cross a wall during the next
/// sub-step of h seconds, moving at u towards it from a gap g, gets an impulse at that corner so
/// that it bounces (its approach speed becomes −elasticity·u), or, when slower than
/// ``restitutionThreshold`` (resting contact), so that it arrives exactly at the wall (u = g / h).
/// The impulse along the wall's normal n at arm r is (u − u′) / (1 + (r × n)² / (I/m)), so it turns
/// the item as well as stopping it. Corners therefore never end a sub-step past a wall; an item
/// that starts past one is pushed back in by a fifth of the way per sub-step.
///
/// ```swift
/// let walls = CollisionBehavior(items: [card], boundary: Rect(x: 0, y: 64, width: 960, height: 576))
/// world.action = { world in walls.apply(to: &world) }
/// ```
public struct CollisionBehavior: Sendable, Hashable {
  /// The items kept inside the walls.
  public var items: [DynamicItemID]
  /// The walls: the rectangle's four sides, from the inside.
  public var boundary: Rect
  /// The share of the approach speed a corner leaves with, 0…1 (UIKit's default 0.5).
  public var elasticity: Double
  /// Slower than this (pt/s) a contact does not bounce, so an item pressed against a wall rests
  /// there instead of chattering.
  public var restitutionThreshold: Double

  /// How much of a penetration (from a start outside the walls) one sub-step undoes.
  static let pushBackPerStep = 0.2
  /// Passes over the contacts: a flat side landing has two corners to settle together.
  static let passes = 30

  /// A corner about to cross a wall: the approach speed it should leave with, and the impulse
  /// given so far.
  private struct Contact {
    let corner: Int
    let wall: Int
    let arm: Vector2
    let normal: Vector2
    let leaving: Double
    let effectiveMass: Double
    var impulse = 0.0
  }

  /// Walls for `items` along `boundary`'s sides, with UIKit's default elasticity (0.5) and a
  /// resting-contact threshold of 30 pt/s.
  public init(
    items: [DynamicItemID], boundary: Rect, elasticity: Double = 0.5, restitutionThreshold: Double = 30
  ) {
    self.items = items
    self.boundary = boundary
    self.elasticity = elasticity
    self.restitutionThreshold = restitutionThreshold
  }

  /// Bounces every item that is about to cross a wall (call it after every sub-step).
  public func apply(to world: inout DynamicsWorld) {
    for id in items where id.index < world.itemCount {
      let before = world.simulatedItem(id)
      let after = resolved(before, step: world.stepDuration)
      let linear = after.velocity - before.velocity
      let angular = after.angularVelocity - before.angularVelocity
      if linear != .zero { world.addLinearVelocity(linear, for: id) }
      if angular != 0 { world.addAngularVelocity(angular, for: id) }
    }
  }

  /// The item with its velocities changed by the contacts of the next sub-step of `h` seconds
  /// (positions unchanged). Bad input (not finite, an empty boundary) changes nothing.
  public func resolved(_ item: DynamicItem, step h: Double) -> DynamicItem {
    guard h.isFinite, h > 0, item.isFinite, boundary.origin.isFinite, boundary.size.width.isFinite,
      boundary.size.height.isFinite, boundary.width > 0, boundary.height > 0
    else { return item }
    let bounce = elasticity.isFinite ? min(max(elasticity, 0), 1) : 0.5
    let threshold = restitutionThreshold.isFinite ? max(restitutionThreshold, 0) : 30
    // Inward normals, and how far a point is inside each wall.
    let walls: [(normal: Vector2, gap: (Vector2) -> Double)] = [
      (Vector2(x: 1, y: 0), { $0.x - boundary.minX }),
      (Vector2(x: -1, y: 0), { boundary.maxX - $0.x }),
      (Vector2(x: 0, y: 1), { $0.y - boundary.minY }),
      (Vector2(x: 0, y: -1), { boundary.maxY - $0.y }),
    ]
    var next = item
    let inertia = item.inertiaPerMass
    let corners = item.corners
    // Sequential impulses (Box2D's solver): each contact's target approach speed is fixed when it
    // is found, and its accumulated impulse never pulls, so a flat side landing on two corners
    // converges to the simultaneous answer (no spin) rather than to whichever corner came first.
    var contacts: [Contact] = []
    for _ in 0..<Self.passes {
      // New contacts are found with the velocities as they are before this pass's impulses,
      // so two corners of a flat side are found together.
      let found = contacts.count
      for (cornerIndex, corner) in corners.enumerated() {
        let arm = corner - next.position
        for (wallIndex, wall) in walls.enumerated()
        where !contacts.contains(where: { $0.corner == cornerIndex && $0.wall == wallIndex }) {
          let approach = -Vector2.dot(next.velocity(atArm: arm), wall.normal)
          let gap = wall.gap(corner)
          let allowed = gap >= 0 ? gap / h : Self.pushBackPerStep * gap / h
          guard approach > allowed else { continue }
          let leaving = gap >= 0 && approach > threshold ? -bounce * approach : allowed
          let armCrossNormal = Vector2.cross(arm, wall.normal)
          let effective = 1 + (inertia > 1e-9 ? armCrossNormal * armCrossNormal / inertia : 0)
          contacts.append(
            Contact(
              corner: cornerIndex, wall: wallIndex, arm: arm, normal: wall.normal, leaving: leaving,
              effectiveMass: 1 / effective))
        }
      }
      if contacts.isEmpty || (found == contacts.count && found > 0 && isSolved(contacts, next)) { break }
      for index in contacts.indices {
        let contact = contacts[index]
        let approach = -Vector2.dot(next.velocity(atArm: contact.arm), contact.normal)
        let total = max(contact.impulse + (approach - contact.leaving) * contact.effectiveMass, 0)
        let change = total - contact.impulse
        contacts[index].impulse = total
        if change != 0 { next.applyImpulse(change * contact.normal, atArm: contact.arm) }
      }
    }
    return next.isFinite ? next : item
  }

  /// Whether every contact leaves as it should (to 1e-9 pt/s), or pushes no more.
  private func isSolved(_ contacts: [Contact], _ item: DynamicItem) -> Bool {
    contacts.allSatisfy { contact in
      let approach = -Vector2.dot(item.velocity(atArm: contact.arm), contact.normal)
      return abs(approach - contact.leaving) < 1e-9 || (approach < contact.leaving && contact.impulse == 0)
    }
  }
}
