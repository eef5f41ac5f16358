/// Seed 000's finishing behavior as an ``Animation``: one item in a ``DynamicsWorld``, attached
/// to `anchor` by a soft spring (frequency 3.5 Hz, damping 0.6) with an item behavior (density
/// 100, resistance 25), pushed with the gesture's velocity.
///
/// ```swift
/// var finish = DynamicsAnimation(
///   from: Vector2(x: 480, y: 384), velocity: Vector2(x: 0, y: -1500),
///   anchor: Vector2(x: 480, y: 320), itemSize: Size(width: 280, height: 180))
/// finish.velocity  // (0, -1500): exactly the release velocity
/// finish.advance(by: 1.0 / 60)
/// ```
///
/// ``value`` and ``velocity`` are the world's display state (interpolated between sub-steps,
/// see ``DynamicsWorld``). It finishes when the world pauses (within 0.5 pt of the anchor and
/// slower than 2 pt/s); the value then snaps to the anchor exactly and the velocity to zero.
///
/// Bad input never produces NaN: a non-finite `velocity` is zero; a non-finite anchor finishes
/// at once at `from`; a non-finite `from`, or a frequency that is not positive and finite,
/// finishes at once at the anchor; a negative or non-finite damping ratio or resistance counts as
/// 0; a density that is not positive and finite as 1; a non-finite size as zero.
public struct DynamicsAnimation: Animation {
  /// A centre, in points.
  public typealias Value = Vector2

  /// Where the item is pulled to.
  public let anchor: Vector2
  private var world: DynamicsWorld
  private let itemID: DynamicItemID
  private var finishedAtOnce: Bool

  /// Seed 000's finish: an item of `itemSize` at `position` released with `velocity`, attached to
  /// `anchor` with `frequency` and `dampingRatio`, with `density` and `resistance`.
  public init(
    from position: Vector2, velocity: Vector2, anchor: Vector2, itemSize: Size, frequency: Double = 3.5,
    dampingRatio: Double = 0.6, density: Double = 100, resistance: Double = 25
  ) {
    let setup = Self.world(
      from: position, velocity: velocity, anchor: anchor, itemSize: itemSize, frequency: frequency,
      dampingRatio: dampingRatio, density: density, resistance: resistance)
    self.anchor = setup.anchor
    self.world = setup.world
    self.itemID = setup.item
    self.finishedAtOnce = setup.finishedAtOnce
  }

  /// The one-item world both this animation and ``DynamicsSimulation`` run, with the anchor it
  /// settles at and whether it is done before it starts.
  static func world(
    from position: Vector2, velocity: Vector2, anchor: Vector2, itemSize: Size, frequency: Double,
    dampingRatio: Double, density: Double, resistance: Double
  ) -> (world: DynamicsWorld, item: DynamicItemID, anchor: Vector2, finishedAtOnce: Bool) {
    var world = DynamicsWorld()
    let start = position.isFinite ? position : anchor
    let anchorInWorld = anchor.isFinite ? anchor : start
    let item = world.addItem(DynamicItem(position: start, size: itemSize, velocity: velocity))
    world.addBehavior(
      AttachmentBehavior(item: item, anchor: anchorInWorld, frequency: frequency, dampingRatio: dampingRatio))
    world.addBehavior(ItemBehavior(items: [item], density: density, resistance: resistance))
    let finishedAtOnce =
      !position.isFinite || !anchor.isFinite || !(frequency.isFinite && frequency > 0) || world.isAtRest
    return (world, item, anchorInWorld.isFinite ? anchorInWorld : .zero, finishedAtOnce)
  }

  public var value: Vector2 { isFinished ? anchor : world.item(itemID).position }

  public var velocity: Vector2 { isFinished ? .zero : world.item(itemID).velocity }

  public var target: Vector2 { anchor }

  public var isFinished: Bool { finishedAtOnce || world.isPaused }

  /// The item's rotation in radians (stays 0 here: the attachment is at the centre).
  public var angle: Double { world.item(itemID).angle }

  /// The simulated time so far, in seconds.
  public var elapsed: Double { world.time }

  public mutating func advance(by dt: Double) {
    guard !isFinished else { return }
    world.advance(by: dt)
    if !world.item(itemID).isFinite { finishedAtOnce = true }
  }
}
