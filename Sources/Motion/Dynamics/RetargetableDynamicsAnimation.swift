/// Seed 002's `PaneBehavior` as an ``Animation``: one item in a ``DynamicsWorld``, attached to a
/// target point by a soft spring (frequency 3.5 Hz, damping 0.4) with an item behavior (density
/// 100, resistance 10), pushed with a velocity; unlike ``DynamicsAnimation`` the target point can
/// move while it runs.
///
/// ``retarget(to:)`` is the seed's `setTargetPoint:`: it only moves the attachment's anchor. The
/// item keeps its position and velocity ("the animation will proceed smoothly without abruptly
/// reversing its movement"), so a tap that sends a pane back mid-flight bends its path instead of
/// restarting it.
///
/// ```swift
/// var pane = RetargetableDynamicsAnimation(
///   from: Vector2(x: 480, y: 1056), velocity: .zero, anchor: Vector2(x: 480, y: 640),
///   itemSize: Size(width: 928, height: 960))
/// pane.advance(by: 0.15)                       // on its way up
/// let before = pane.velocity
/// pane.retarget(to: Vector2(x: 480, y: 1056))  // a tap: back down
/// pane.velocity == before                      // true: only the anchor moved
/// ```
///
/// ``value`` and ``velocity`` are the world's display state (interpolated between sub-steps, see
/// ``DynamicsWorld``). The anchor moves on the latest sub-step, which is at most one sub-step
/// ahead of the displayed time, so the displayed position and velocity at the instant of the
/// retarget do not change at all. It finishes when the world pauses (within 0.5 pt of the anchor
/// and slower than 2 pt/s); the value then snaps to the anchor exactly and the velocity to zero.
/// A finished animation that is retargeted away from its anchor runs again.
///
/// Bad input never produces NaN: a non-finite `velocity` is zero; a non-finite anchor is the
/// start; a non-finite start, or a frequency that is not positive and finite, finishes at once
/// at the anchor for good (retargeting such an animation only moves where it rests); a
/// negative or non-finite damping ratio or resistance counts as 0; a density that is not
/// positive and finite as 1; a non-finite size as zero; a non-finite new target is ignored.
public struct RetargetableDynamicsAnimation: Animation {
  public typealias Value = Vector2

  /// Where the item is pulled to now: the seed's `targetPoint`.
  public private(set) var anchor: Vector2
  private var world: DynamicsWorld
  private var itemID: DynamicItemID
  private var attachmentID: DynamicBehaviorID
  /// What a restarted world is built from.
  private let behaviors: Behaviors
  /// Bad input: the item never moves.
  private let isInert: Bool
  /// Already at rest at the anchor when created or last retargeted (the world pauses only after
  /// a sub-step, so this is checked by hand).
  private var restsAtAnchor: Bool

  /// The attachment's and the item behavior's constants, kept to rebuild the world.
  private struct Behaviors: Sendable {
    var itemSize: Size
    var frequency: Double
    var dampingRatio: Double
    var density: Double
    var resistance: Double
  }

  /// An item `itemSize` big at `position`, moving at `velocity`, attached to `anchor` with
  /// `frequency` hertz and `dampingRatio`, with an item behavior of `density` and `resistance`
  /// (the seed's values by default).
  public init(
    from position: Vector2, velocity: Vector2, anchor: Vector2, itemSize: Size, frequency: Double = 3.5,
    dampingRatio: Double = 0.4, density: Double = 100, resistance: Double = 10
  ) {
    let start = position.isFinite ? position : (anchor.isFinite ? anchor : .zero)
    let anchor = anchor.isFinite ? anchor : start
    behaviors = Behaviors(
      itemSize: itemSize, frequency: frequency, dampingRatio: dampingRatio, density: density,
      resistance: resistance)
    (world, itemID, attachmentID) = Self.world(
      item: start, velocity: velocity, anchor: anchor, behaviors: behaviors)
    self.anchor = anchor
    isInert = !position.isFinite || !(frequency.isFinite && frequency > 0)
    restsAtAnchor = world.isAtRest
  }

  public var value: Vector2 { isFinished ? anchor : world.item(itemID).position }

  public var velocity: Vector2 { isFinished ? .zero : world.item(itemID).velocity }

  public var target: Vector2 { anchor }

  public var isFinished: Bool { isInert || restsAtAnchor || world.isPaused }

  /// The simulated time so far, in seconds (since the last restart of a finished animation).
  public var elapsed: Double { world.time }

  /// The seed's `setTargetPoint:`: moves the attachment's anchor and nothing else. A finished
  /// animation starts again from its anchor (where it rests), at rest, unless the new anchor is
  /// within the rest distance. A non-finite target is ignored.
  public mutating func retarget(to newAnchor: Vector2) {
    guard newAnchor.isFinite else { return }
    if isFinished && !isInert {
      (world, itemID, attachmentID) = Self.world(
        item: anchor, velocity: .zero, anchor: newAnchor, behaviors: behaviors)
    } else {
      world.setAnchor(newAnchor, for: attachmentID)
    }
    anchor = newAnchor
    restsAtAnchor = world.isAtRest
  }

  public mutating func advance(by dt: Double) {
    guard !isFinished else { return }
    world.advance(by: dt)
    if !world.item(itemID).position.isFinite || !world.item(itemID).velocity.isFinite {
      // Cannot happen with the world's exact sub-steps; if it ever did, rest rather than show NaN.
      restsAtAnchor = true
    }
  }

  /// A world with the item and the seed's two behaviors.
  private static func world(item position: Vector2, velocity: Vector2, anchor: Vector2, behaviors: Behaviors)
    -> (DynamicsWorld, DynamicItemID, DynamicBehaviorID)
  {
    var world = DynamicsWorld()
    let item = world.addItem(DynamicItem(position: position, size: behaviors.itemSize, velocity: velocity))
    let attachment = world.addBehavior(
      AttachmentBehavior(
        item: item, anchor: anchor, frequency: behaviors.frequency, dampingRatio: behaviors.dampingRatio))
    world.addBehavior(
      ItemBehavior(items: [item], density: behaviors.density, resistance: behaviors.resistance))
    return (world, item, attachment)
  }
}
