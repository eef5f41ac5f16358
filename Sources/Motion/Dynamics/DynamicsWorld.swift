import Foundation

/// A small UIKit-Dynamics-style world: items, attachments to anchor points, item behaviors
/// (density, resistance), pushes, a per-step `action` and a pause when everything is at rest.
///
/// ```swift
/// var world = DynamicsWorld()
/// let modal = world.addItem(DynamicItem(position: Vector2(x: 480, y: 384), size: Size(width: 280, height: 180)))
/// world.addBehavior(AttachmentBehavior(item: modal, anchor: Vector2(x: 480, y: 320), frequency: 3.5, dampingRatio: 0.6))
/// world.addBehavior(ItemBehavior(items: [modal], density: 100, resistance: 25))
/// world.addLinearVelocity(Vector2(x: 0, y: -1500), for: modal)
/// world.advance(by: 1.0 / 60)
/// world.item(modal).position  // what to draw
/// ```
///
/// Time: the world steps in fixed sub-steps of ``stepDuration`` (1/480 s by default) taken from
/// an accumulator, so its states depend on the step count only, never on the frame rate: a
/// 250 ms frame runs 120 sub-steps. The simulation runs at most one sub-step ahead of the time it
/// was advanced to, and ``item(_:)`` shows the state at that time by cubic Hermite interpolation
/// between the last two sub-steps (positions and velocities at both ends, so the displayed
/// velocity is continuous). The interpolated state is for display only and is never fed back.
/// One advance simulates at most ``maximumSimulatedTimePerAdvance`` (10 s, 4800 sub-steps);
/// the rest of a longer `dt` is dropped, so a giant dt cannot hang the caller.
///
/// Integration: every force here is linear in an item's state (zero-length springs to fixed
/// anchors, linear resistance), so each sub-step applies the exact solution of the item's
/// equation of motion over h (the exact spring's coefficients for
/// m·x'' = −Σk·(x − anchor) − Σc·x' − m·resistance·x'). That is better than the semi-implicit
/// Euler of game engines: unconditionally stable for any frequency, damping or resistance, and
/// free of integration error. Sub-steps remain for the `action`, the rest test and any
/// non-linear behaviour added later.
///
/// Changes (``addLinearVelocity(_:for:)``, ``setAnchor(_:for:)``, adding or removing behaviors)
/// apply to the latest sub-step, which is at most one sub-step (≈2 ms) ahead of the displayed
/// time; the display blends into them within that sub-step. Made before the first advance they
/// are exact. Any change resumes a paused world.
///
/// Rest and pause: after each sub-step the `action` runs, then the world checks every item that
/// a behavior governs: speed under ``restSpeed``, angular speed under ``restAngularSpeed`` and, if
/// attached, within ``restDistance`` of its anchor (the stiffness-weighted mean of its anchors).
/// When all are at rest (or no behavior is left) the world pauses: ``isPaused`` turns true and
/// `didPause` runs once. A paused world does not step until something changes.
public struct DynamicsWorld: Sendable {
  /// The sub-step, 1/480 s: an exact divisor of 30, 60, 120, 240 and 480 Hz frames.
  public static let defaultStepDuration = 1.0 / 480
  /// The area at which density equals mass: 100 × 100 pt, as in UIKit.
  public static let referenceArea = 100.0 * 100.0
  /// The longest time one ``advance(by:)`` simulates, in seconds.
  public static let maximumSimulatedTimePerAdvance = 10.0

  /// h, in seconds.
  public let stepDuration: Double
  /// Points per second.
  public var restSpeed = 2.0
  /// Points.
  public var restDistance = 0.5
  /// Radians per second.
  public var restAngularSpeed = 0.01
  /// Runs after every sub-step with the world, which it may change (seed 000 removes every
  /// behavior once the modal has left the container). It must not advance the world.
  public var action: (@Sendable (inout DynamicsWorld) -> Void)?
  /// Runs once each time the world pauses, with the paused world.
  public var didPause: (@Sendable (DynamicsWorld) -> Void)?

  /// The time the world has been advanced to, in seconds (less than the caller's total if an
  /// advance was longer than ``maximumSimulatedTimePerAdvance``).
  public private(set) var time: Double = 0
  /// Sub-steps taken (or skipped while paused): the latest state is at stepCount × h ≥ ``time``.
  public private(set) var stepCount = 0
  /// True when nothing moves; an empty world is paused.
  public private(set) var isPaused = true

  /// Frame times that land on the sub-step grid up to rounding (a 250 ms frame is 120 steps of
  /// 1/480 s, though 120 × fl(1/480) may not be exactly 0.25) count as on it.
  static let gridTolerance = 1e-9

  private var current: [DynamicItem] = []
  private var previous: [DynamicItem] = []
  private var attachments: [(id: DynamicBehaviorID, behavior: AttachmentBehavior)] = []
  private var itemBehaviors: [(id: DynamicBehaviorID, behavior: ItemBehavior)] = []
  private var nextBehaviorID = 0
  private var motions: [ItemMotion] = []
  private var motionsAreStale = true

  /// A world with sub-steps of `stepDuration` seconds (1/480 s when it is not positive and
  /// finite, or shorter than 1e-6 s).
  public init(stepDuration: Double = DynamicsWorld.defaultStepDuration) {
    self.stepDuration =
      stepDuration.isFinite && stepDuration >= 1e-6 ? stepDuration : Self.defaultStepDuration
  }

  /// The most sub-steps one ``advance(by:)`` takes.
  public var maximumStepsPerAdvance: Int {
    Int((Self.maximumSimulatedTimePerAdvance / stepDuration).rounded(.up))
  }

  // MARK: Items

  /// Adds an item; non-finite numbers in it are replaced by zero.
  @discardableResult
  public mutating func addItem(_ item: DynamicItem) -> DynamicItemID {
    var item = item
    if !item.position.isFinite { item.position = .zero }
    if !item.velocity.isFinite { item.velocity = .zero }
    if !(item.size.width.isFinite && item.size.height.isFinite) { item.size = .zero }
    if !item.angle.isFinite { item.angle = 0 }
    if !item.angularVelocity.isFinite { item.angularVelocity = 0 }
    current.append(item)
    previous.append(item)
    changed()
    return DynamicItemID(index: current.count - 1)
  }

  /// How many items the world holds.
  public var itemCount: Int { current.count }

  /// The item as it should be drawn at ``time``: interpolated between the last two sub-steps.
  public func item(_ id: DynamicItemID) -> DynamicItem {
    let latest = current[id.index]
    guard !isPaused, stepCount > 0 else { return latest }
    let fraction = 1 - (Double(stepCount) * stepDuration - time) / stepDuration
    guard fraction < 1 else { return latest }
    return Self.hermite(previous[id.index], latest, fraction: Swift.max(fraction, 0), step: stepDuration)
  }

  /// The item at the latest sub-step (at stepCount × h), not interpolated.
  public func simulatedItem(_ id: DynamicItemID) -> DynamicItem { current[id.index] }

  /// UIKit's `linearVelocityForItem:`: the displayed velocity.
  public func linearVelocity(for id: DynamicItemID) -> Vector2 { item(id).velocity }

  /// UIKit's `addLinearVelocity:forItem:`: a push, in points per second (seed 002 sets an
  /// absolute velocity by adding the difference). Non-finite input is ignored.
  public mutating func addLinearVelocity(_ velocity: Vector2, for id: DynamicItemID) {
    guard velocity.isFinite else { return }
    current[id.index].velocity += velocity
    changed()
  }

  /// UIKit's `addAngularVelocity:forItem:`, in radians per second. Non-finite input is ignored.
  public mutating func addAngularVelocity(_ velocity: Double, for id: DynamicItemID) {
    guard velocity.isFinite else { return }
    current[id.index].angularVelocity += velocity
    changed()
  }

  /// density × area / ``referenceArea``, with the density of the last item behavior naming the
  /// item (1 without one).
  public func mass(of id: DynamicItemID) -> Double {
    let size = current[id.index].size
    let density = itemBehaviors.last { $0.behavior.items.contains(id) }.map { Self.density($0.behavior) } ?? 1
    return density * Swift.abs(size.width * size.height) / Self.referenceArea
  }

  // MARK: Behaviors

  /// Adds an attachment and wakes the world; returns its handle.
  @discardableResult
  public mutating func addBehavior(_ attachment: AttachmentBehavior) -> DynamicBehaviorID {
    let id = makeBehaviorID()
    attachments.append((id, attachment))
    changed()
    return id
  }

  /// Adds item properties and wakes the world; returns their handle.
  @discardableResult
  public mutating func addBehavior(_ itemBehavior: ItemBehavior) -> DynamicBehaviorID {
    let id = makeBehaviorID()
    itemBehaviors.append((id, itemBehavior))
    changed()
    return id
  }

  /// Removes a behavior (an unknown handle changes nothing).
  public mutating func removeBehavior(_ id: DynamicBehaviorID) {
    attachments.removeAll { $0.id == id }
    itemBehaviors.removeAll { $0.id == id }
    changed()
  }

  /// Seed 000's way to stop: with no behavior left nothing moves and the world pauses.
  public mutating func removeAllBehaviors() {
    attachments.removeAll()
    itemBehaviors.removeAll()
    changed()
  }

  /// The attachment behind a handle, if it is one.
  public func attachment(_ id: DynamicBehaviorID) -> AttachmentBehavior? {
    attachments.first { $0.id == id }?.behavior
  }

  /// The item behavior behind a handle, if it is one.
  public func itemBehavior(_ id: DynamicBehaviorID) -> ItemBehavior? {
    itemBehaviors.first { $0.id == id }?.behavior
  }

  /// Moves an attachment's anchor (objc.io's pane retargets this way). Non-finite is ignored.
  public mutating func setAnchor(_ anchor: Vector2, for id: DynamicBehaviorID) {
    guard anchor.isFinite, let index = attachments.firstIndex(where: { $0.id == id }) else { return }
    attachments[index].behavior.anchor = anchor
    changed()
  }

  /// Whether every governed item is at rest now (what the pause test checks after a sub-step).
  public var isAtRest: Bool {
    var world = self
    world.rebuildMotionsIfNeeded()
    return world.allAtRest()
  }

  // MARK: Time

  /// Advances the displayed time by `dt` seconds, stepping as many sub-steps as needed to stay
  /// at or ahead of it. A zero, negative or non-finite `dt` changes nothing.
  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0 else { return }
    time += dt
    if isPaused {
      skipToTime()
      return
    }
    let limit = maximumStepsPerAdvance
    var steps = 0
    while time - Double(stepCount) * stepDuration > Self.gridTolerance {
      if steps == limit {
        time = Double(stepCount) * stepDuration
        break
      }
      step()
      steps += 1
      if isPaused {
        skipToTime()
        break
      }
    }
  }

  private mutating func step() {
    rebuildMotionsIfNeeded()
    swap(&previous, &current)
    for index in previous.indices {
      current[index] = motions[index].advanced(previous[index])
    }
    stepCount += 1
    if let action {
      action(&self)
      rebuildMotionsIfNeeded()
    }
    if allAtRest() {
      isPaused = true
      didPause?(self)
    }
  }

  /// While paused the step grid keeps up with the time, so that a push after a pause happens
  /// now rather than when the pause began; both states are the latest one.
  private mutating func skipToTime() {
    let steps = ((time - Self.gridTolerance) / stepDuration).rounded(.up)
    if steps.isFinite && steps < Double(Int.max / 2) { stepCount = Swift.max(stepCount, Int(steps)) }
    previous = current
  }

  private mutating func changed() {
    motionsAreStale = true
    isPaused = false
  }

  private mutating func makeBehaviorID() -> DynamicBehaviorID {
    nextBehaviorID += 1
    return DynamicBehaviorID(rawValue: nextBehaviorID)
  }

  private func allAtRest() -> Bool {
    for index in current.indices {
      let motion = motions[index]
      guard motion.isGoverned else { continue }
      let item = current[index]
      if item.velocity.magnitude >= restSpeed { return false }
      if Swift.abs(item.angularVelocity) >= restAngularSpeed { return false }
      if let anchor = motion.anchor, item.position.distance(to: anchor) >= restDistance { return false }
    }
    return true
  }

  // MARK: Per-item motion

  private mutating func rebuildMotionsIfNeeded() {
    guard motionsAreStale || motions.count != current.count else { return }
    motions = current.indices.map { index in
      let id = DynamicItemID(index: index)
      let springs = attachments.map(\.behavior).filter { $0.item == id }
      let properties = itemBehaviors.last { $0.behavior.items.contains(id) }?.behavior
      return ItemMotion(springs: springs, properties: properties, step: stepDuration)
    }
    motionsAreStale = false
  }

  static func density(_ behavior: ItemBehavior) -> Double {
    behavior.density.isFinite && behavior.density > 0 ? behavior.density : 1
  }

  /// Cubic Hermite interpolation of position and angle (with their derivatives at both ends),
  /// and its derivative for the velocities.
  static func hermite(_ start: DynamicItem, _ end: DynamicItem, fraction s: Double, step h: Double)
    -> DynamicItem
  {
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    let d00 = (6 * s2 - 6 * s) / h
    let d10 = 3 * s2 - 4 * s + 1
    let d11 = 3 * s2 - 2 * s
    var item = end
    item.position =
      h00 * start.position + (h10 * h) * start.velocity + h01 * end.position + (h11 * h) * end.velocity
    item.velocity = d00 * (start.position - end.position) + d10 * start.velocity + d11 * end.velocity
    item.angle =
      h00 * start.angle + h10 * h * start.angularVelocity + h01 * end.angle + h11 * h * end.angularVelocity
    item.angularVelocity =
      d00 * (start.angle - end.angle) + d10 * start.angularVelocity + d11 * end.angularVelocity
    return item
  }
}

/// One item's exact sub-step, precomputed from its behaviors.
private struct ItemMotion {
  enum Linear {
    /// No behavior names the item: it stays where it is, as in UIKit.
    case frozen
    /// Resistance only: v ← decay·v, x ← x + travel·v.
    case drift(decay: Double, travel: Double)
    /// Attached: the exact damped-spring step around `anchor`.
    case spring(SpringSolution.Coefficients, anchor: Vector2)
  }

  let linear: Linear
  let angularDecay: Double
  let angularTravel: Double
  let holdsRotation: Bool
  let isGoverned: Bool
  /// The point attachments pull to (nil when unattached).
  let anchor: Vector2?

  init(springs: [AttachmentBehavior], properties: ItemBehavior?, step h: Double) {
    let active = springs.filter { $0.frequency.isFinite && $0.frequency > 0 && $0.anchor.isFinite }
    isGoverned = !springs.isEmpty || properties != nil
    let resistance = Self.rate(properties?.resistance)
    let angularResistance = Self.rate(properties?.angularResistance)
    holdsRotation = properties?.allowsRotation == false
    (angularDecay, angularTravel) = Self.drift(rate: angularResistance, step: h)

    guard isGoverned else {
      (linear, anchor) = (.frozen, nil)
      return
    }
    guard !active.isEmpty else {
      let (decay, travel) = Self.drift(rate: resistance, step: h)
      (linear, anchor) = (.drift(decay: decay, travel: travel), nil)
      return
    }
    // Per unit mass: Σω²·(x − aᵢ) = (Σω²)·(x − ā) with ā the ω²-weighted mean anchor.
    var squaredFrequencies = 0.0
    var weightedAnchor = Vector2.zero
    var damping = resistance
    for spring in active {
      let omega = 2 * Double.pi * spring.frequency
      let ratio = spring.dampingRatio.isFinite ? Swift.max(spring.dampingRatio, 0) : 0
      squaredFrequencies += omega * omega
      weightedAnchor += (omega * omega) * spring.anchor
      damping += 2 * ratio * omega
    }
    let anchor = active.count == 1 ? active[0].anchor : weightedAnchor / squaredFrequencies
    // Unchecked: the resistances were sanitised above, and an invalid sum makes Spring snap.
    let spring = SpringSolution(
      Spring(uncheckedMass: 1, stiffness: squaredFrequencies, damping: damping))
    linear = .spring(spring.coefficients(after: h), anchor: anchor)
    self.anchor = anchor
  }

  static func rate(_ value: Double?) -> Double {
    guard let value, value.isFinite, value > 0 else { return 0 }
    return value
  }

  /// The exact step of v' = −rate·v: v ← e^(−rate·h)·v, x ← x + (1 − e^(−rate·h))/rate·v.
  static func drift(rate: Double, step h: Double) -> (decay: Double, travel: Double) {
    rate > 0 ? (exp(-rate * h), -expm1(-rate * h) / rate) : (1, h)
  }

  func advanced(_ item: DynamicItem) -> DynamicItem {
    var next = item
    switch linear {
    case .frozen:
      return item
    case .drift(let decay, let travel):
      next.position = item.position + travel * item.velocity
      next.velocity = decay * item.velocity
    case .spring(let coefficients, let anchor):
      let state = coefficients.apply(displacement: item.position - anchor, velocity: item.velocity)
      next.position = anchor + state.displacement
      next.velocity = state.velocity
    }
    if holdsRotation {
      next.angularVelocity = 0
    } else {
      next.angle = item.angle + angularTravel * item.angularVelocity
      next.angularVelocity = angularDecay * item.angularVelocity
    }
    return next
  }
}
