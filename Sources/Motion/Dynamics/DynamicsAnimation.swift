/// Seed 000's finishing behavior as an ``Animation``: one item in a ``DynamicsWorld``, attached
/// to `anchor` by a soft spring (frequency 3.5 Hz, damping 0.6) with an item behavior (density
/// 100, resistance 25), pushed with the gesture's velocity. The anchor can move while it runs
/// (seed 002's `PaneBehavior`, whose pane uses damping 0.4 and resistance 10).
///
/// ```swift
/// var finish = DynamicsAnimation(
///   from: Vector2(x: 480, y: 384), velocity: Vector2(x: 0, y: -1500),
///   anchor: Vector2(x: 480, y: 320), itemSize: Size(width: 280, height: 180))
/// finish.velocity  // (0, -1500): exactly the release velocity
/// finish.advance(by: 1.0 / 60)
/// finish.retarget(to: Vector2(x: 480, y: 700))  // a tap sends it back: only the anchor moves
/// ```
///
/// ``retarget(to:)`` is seed 002's `setTargetPoint:`: it only moves the attachment's anchor. The
/// item keeps its position and velocity ("the animation will proceed smoothly without abruptly
/// reversing its movement"), so a tap that sends a pane back mid-flight bends its path instead of
/// restarting it. The anchor moves on the latest sub-step, which is at most one sub-step ahead
/// of the displayed time, so the displayed position and velocity at the instant of the retarget
/// do not change at all. A finished animation that is retargeted away from its anchor runs again.
///
/// ``value`` and ``velocity`` are the world's display state (interpolated between sub-steps,
/// see ``DynamicsWorld``). It finishes when the world pauses (within 0.5 pt of the anchor and
/// slower than 2 pt/s); the value then snaps to the anchor exactly and the velocity to zero.
///
/// Bad input never produces NaN: a non-finite `velocity` is zero; a non-finite anchor finishes
/// at once at `from`; a non-finite `from`, or a frequency that is not positive and finite,
/// finishes at once at the anchor for good (retargeting it only moves where it rests); a
/// negative or non-finite damping ratio or resistance counts as 0; a density that is not
/// positive and finite as 1; a non-finite size as zero; a non-finite new target is ignored.
public struct DynamicsAnimation: Animation {
  /// A centre, in points.
  public typealias Value = Vector2

  /// Where the item is pulled to now: seed 002's `targetPoint`.
  public private(set) var anchor: Vector2
  private var world: DynamicsWorld
  private var itemID: DynamicItemID
  private var attachmentID: DynamicBehaviorID
  /// What a restarted world is built from.
  private let behaviors: Behaviors
  /// Bad input: the item never moves.
  private let isInert: Bool
  /// At rest at the anchor when created or last retargeted (the world pauses only after a
  /// sub-step, so this is checked by hand), or stopped because the world went non-finite.
  private var restsAtAnchor: Bool

  /// The attachment's and the item behavior's constants, kept to rebuild the world.
  struct Behaviors: Sendable {
    var itemSize: Size
    var frequency: Double
    var dampingRatio: Double
    var density: Double
    var resistance: Double
  }

  /// Seed 000's finish: an item of `itemSize` at `position` released with `velocity`, attached to
  /// `anchor` with `frequency` and `dampingRatio`, with `density` and `resistance`.
  public init(
    from position: Vector2, velocity: Vector2, anchor: Vector2, itemSize: Size, frequency: Double = 3.5,
    dampingRatio: Double = 0.6, density: Double = 100, resistance: Double = 25
  ) {
    behaviors = Behaviors(
      itemSize: itemSize, frequency: frequency, dampingRatio: dampingRatio, density: density,
      resistance: resistance)
    let setup = Self.world(from: position, velocity: velocity, anchor: anchor, behaviors: behaviors)
    self.anchor = setup.anchor
    world = setup.world
    itemID = setup.item
    attachmentID = setup.attachment
    isInert = !position.isFinite || !(frequency.isFinite && frequency > 0)
    restsAtAnchor = setup.finishedAtOnce
  }

  /// The one-item world both this animation and ``DynamicsSimulation`` run, with the anchor it
  /// settles at and whether it is done before it starts.
  static func world(from position: Vector2, velocity: Vector2, anchor: Vector2, behaviors: Behaviors)
    -> (
      world: DynamicsWorld, item: DynamicItemID, attachment: DynamicBehaviorID, anchor: Vector2,
      finishedAtOnce: Bool
    )
  {
    var world = DynamicsWorld()
    let start = position.isFinite ? position : anchor
    let anchorInWorld = anchor.isFinite ? anchor : start
    let item = world.addItem(DynamicItem(position: start, size: behaviors.itemSize, velocity: velocity))
    let attachment = world.addBehavior(
      AttachmentBehavior(
        item: item, anchor: anchorInWorld, frequency: behaviors.frequency,
        dampingRatio: behaviors.dampingRatio))
    world.addBehavior(
      ItemBehavior(items: [item], density: behaviors.density, resistance: behaviors.resistance))
    let frequency = behaviors.frequency
    let finishedAtOnce =
      !position.isFinite || !anchor.isFinite || !(frequency.isFinite && frequency > 0) || world.isAtRest
    return (world, item, attachment, anchorInWorld.isFinite ? anchorInWorld : .zero, finishedAtOnce)
  }

  public var value: Vector2 { isFinished ? anchor : world.item(itemID).position }

  public var velocity: Vector2 { isFinished ? .zero : world.item(itemID).velocity }

  public var target: Vector2 { anchor }

  public var isFinished: Bool { isInert || restsAtAnchor || world.isPaused }

  /// The item's rotation in radians (stays 0 here: the attachment is at the centre).
  public var angle: Double { world.item(itemID).angle }

  /// The simulated time so far, in seconds (since the last restart of a finished animation).
  public var elapsed: Double { world.time }

  /// Seed 002's `setTargetPoint:`: moves the attachment's anchor and nothing else. A finished
  /// animation starts again from its anchor (where it rests), at rest, unless the new anchor is
  /// within the rest distance. A non-finite target is ignored.
  public mutating func retarget(to newAnchor: Vector2) {
    guard newAnchor.isFinite else { return }
    if isFinished && !isInert {
      let setup = Self.world(from: anchor, velocity: .zero, anchor: newAnchor, behaviors: behaviors)
      (world, itemID, attachmentID) = (setup.world, setup.item, setup.attachment)
    } else {
      world.setAnchor(newAnchor, for: attachmentID)
    }
    anchor = newAnchor
    restsAtAnchor = world.isAtRest
  }

  public mutating func advance(by dt: Double) {
    guard !isFinished else { return }
    world.advance(by: dt)
    // Cannot happen with the world's exact sub-steps; if it ever did, rest rather than show NaN.
    if !world.item(itemID).isFinite { restsAtAnchor = true }
  }
}
