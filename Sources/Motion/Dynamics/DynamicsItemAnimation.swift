/// One item of a ``DynamicsWorld`` that has no target, as an ``Animation`` of one of its values
/// (its centre or its angle): seed 004's `UIDynamicItemBehavior` flick, where the item decays,
/// bounces and spins until the world comes to rest.
///
/// Core Animation needs a model value, the place the layer ends at. A world has none, so it is
/// found at the start: a copy of the world runs to its pause, and where the item rests there is
/// ``target``. The world's sub-steps do not depend on the frame rate, so the animation ends
/// exactly there, and a layer's model is right all along (seed 004's "replace" jumps to it).
///
/// ```swift
/// var world = DynamicsWorld()
/// let card = world.addItem(
///   DynamicItem(position: Vector2(x: 480, y: 320), size: Size(width: 180, height: 240),
///               velocity: Vector2(x: 900, y: 300), angularVelocity: 4))
/// world.addBehavior(ItemBehavior(items: [card], resistance: 3, angularResistance: 3))
/// let centre = DynamicsItemAnimation(world: world, item: card) { ($0.position, $0.velocity) }
/// let angle = DynamicsItemAnimation(world: world, item: card) { ($0.angle, $0.angularVelocity) }
/// centre.target  // where the flick ends: 480 + 900 / 3 ≈ 780 across, less the last 2 pt/s
/// ```
///
/// A world that has not paused after ``maximumDuration`` seconds (an undamped behaviour) ends
/// there. An item whose numbers stop being finite ends at once, where it was last finite.
public struct DynamicsItemAnimation<Value: AnimatableValue>: Animation {
  /// Reads the animated value and its rate from the item.
  public typealias Reading = @Sendable (DynamicItem) -> (value: Value, velocity: Value)

  /// The longest a flick runs, in seconds.
  public static var maximumDuration: Double { 60 }

  /// The item whose value is read.
  public let item: DynamicItemID
  /// Where the item comes to rest.
  public let target: Value
  /// How long the world takes to come to rest, in seconds (a multiple of its step).
  public let duration: Double
  private var world: DynamicsWorld
  private let reading: Reading
  private var endedEarly = false

  /// An animation of `item` in `world` as it runs from now, reading its value and rate with
  /// `reading` (for example its position and velocity). The world is run to its pause once here, in
  /// a copy, to find ``target`` and ``duration``.
  public init(world: DynamicsWorld, item: DynamicItemID, reading: @escaping Reading) {
    var rehearsal = world
    let step = rehearsal.stepDuration
    let limit = Int((Self.maximumDuration / step).rounded(.up))
    var steps = 0
    var lastFinite = reading(rehearsal.simulatedItem(item)).value
    while !rehearsal.isPaused && steps < limit {
      rehearsal.advance(by: step)
      steps += 1
      let value = reading(rehearsal.simulatedItem(item)).value
      guard value.isFinite else { break }
      lastFinite = value
    }
    self.world = world
    self.item = item
    self.reading = reading
    self.target = lastFinite
    self.duration = Double(steps) * step
  }

  public var isFinished: Bool { endedEarly || world.isPaused || world.time >= duration }

  public var value: Value { isFinished ? target : reading(world.item(item)).value }

  public var velocity: Value { isFinished ? .zero : reading(world.item(item)).velocity }

  /// The simulated time so far, in seconds.
  public var elapsed: Double { world.time }

  /// The item as the world shows it now (interpolated between sub-steps).
  public var currentItem: DynamicItem { world.item(item) }

  public mutating func advance(by dt: Double) {
    guard !isFinished else { return }
    world.advance(by: dt)
    let now = reading(world.item(item))
    if !now.value.isFinite || !now.velocity.isFinite { endedEarly = true }
  }
}
