/// Seed 000's finishing behavior (``DynamicsAnimation``) as a ``Simulation``: position,
/// velocity and done at any time, so the dynamics mode can stand wherever a spring or a timed
/// curve can (the tuning panel's step response, the lab's ghosts).
///
/// The world has no closed form as a whole (its pause test and sub-steps are UIKit's, not a
/// formula), but its sub-steps are fixed (1/480 s) and do not depend on the frames asked for. So
/// the simulation runs the world once, at creation, recording the item at every sub-step until
/// the world pauses (at most ``maximumDuration``), and answers any time with the same cubic
/// Hermite interpolation between the two sub-steps around it that ``DynamicsWorld`` displays:
/// sampled at any schedule it gives what a ``DynamicsAnimation`` advanced to that time shows.
///
/// ```swift
/// let finish = DynamicsSimulation(
///   from: Vector2(x: 480, y: 384), velocity: Vector2(x: 0, y: -1500),
///   anchor: Vector2(x: 480, y: 320), itemSize: Size(width: 280, height: 180))
/// finish.velocity(at: 0)           // (0, -1500)
/// finish.isDone(at: finish.duration)  // true
/// ```
public struct DynamicsSimulation: Simulation {
  public typealias Value = Vector2

  /// The longest run recorded, in seconds (4 800 sub-steps); a world still moving then holds
  /// its last recorded state and never reports done.
  public static let maximumDuration = 10.0

  /// Where the item is pulled to, and where it ends.
  public let anchor: Vector2
  /// When the world paused (the time ``isDone(at:)`` turns true), or `nil` when it was still
  /// moving after ``maximumDuration``.
  public let duration: Double?
  /// The item at sub-step k, at k × ``step``.
  private let states: [DynamicItem]
  private let step: Double

  /// The same world as ``DynamicsAnimation``'s with these arguments (defaults: seed 000's).
  public init(
    from position: Vector2, velocity: Vector2, anchor: Vector2, itemSize: Size, frequency: Double = 3.5,
    dampingRatio: Double = 0.6, density: Double = 100, resistance: Double = 25
  ) {
    var setup = DynamicsAnimation.world(
      from: position, velocity: velocity, anchor: anchor,
      behaviors: .init(
        itemSize: itemSize, frequency: frequency, dampingRatio: dampingRatio, density: density,
        resistance: resistance))
    self.anchor = setup.anchor
    step = setup.world.stepDuration
    var states = [setup.world.simulatedItem(setup.item)]
    var pause: Double? = setup.finishedAtOnce ? 0 : nil
    let limit = Int((Self.maximumDuration / step).rounded())
    while pause == nil && states.count <= limit {
      setup.world.advance(by: step)
      let item = setup.world.simulatedItem(setup.item)
      guard item.isFinite else {
        pause = Double(states.count - 1) * step
        break
      }
      states.append(item)
      if setup.world.isPaused { pause = Double(states.count - 1) * step }
    }
    self.states = states
    // DynamicsAnimation finishes on the advance that takes the world's last sub-step, which
    // happens as soon as the displayed time passes the sub-step before it.
    let step = self.step
    duration = pause.map { pauseTime in max(0, pauseTime - step + DynamicsWorld.gridTolerance) }
  }

  public var endPosition: Vector2? { anchor }

  public func position(at time: Double) -> Vector2 {
    if isDone(at: time) { return anchor }
    return item(at: time).position
  }

  public func velocity(at time: Double) -> Vector2 {
    if isDone(at: time) { return .zero }
    return item(at: time).velocity
  }

  public func isDone(at time: Double) -> Bool {
    guard let duration else { return false }
    return duration == 0 || time > duration
  }

  /// The world's displayed item at `time`: sub-step k is the first at or after `time` (within
  /// the world's grid tolerance), interpolated from sub-step k − 1.
  private func item(at time: Double) -> DynamicItem {
    guard time.isFinite, time > 0 else { return states[0] }
    let index = ((time - DynamicsWorld.gridTolerance) / step).rounded(.up)
    guard index < Double(states.count) else { return states[states.count - 1] }
    let k = max(1, Int(index))
    let fraction = 1 - (Double(k) * step - time) / step
    guard fraction < 1 else { return states[k] }
    return DynamicsWorld.hermite(states[k - 1], states[k], fraction: max(fraction, 0), step: step)
  }
}
