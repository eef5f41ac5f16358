import Motion
import Stage

/// Releases in the three modes, the strip's paging spring, and the projection a release would
/// reach.
extension ScrollScene {
  // MARK: List

  /// The list's release motion in the current mode, from `offset.y` with `velocity` (content
  /// points per on-screen second), started at the animator's now.
  ///
  /// - spring: UIScrollView's deceleration and bounce (`ScrollDeceleration` (Motion));
  /// - dynamics: the same fling in the dynamics world, the offset a point with the item's
  ///   resistance, the extents a collision boundary; released past an end, an attachment to it;
  /// - timed: the goop, a fixed ease-out to the projected point (velocity ignored).
  func releaseList(
    velocity releaseVelocity: Double, pointerVelocity: Double? = nil, recordsHandoff: Bool = true
  ) {
    let from = offset.y
    let velocity = releaseVelocity.isFinite ? animator.inAnimationTime(releaseVelocity) : 0
    let resting: Double
    let firstVelocity: Double
    switch mode {
    case .spring:
      let motion = deceleration(from: from, velocity: velocity)
      resting = motion.restingPosition
      firstVelocity = motion.velocity(at: 0)
      runList(
        SimulationAnimation(motion), phase: motion.phase(at: 0) == .bouncing ? .bouncing : .decelerating)
    case .dynamics:
      let motion = dynamics(from: from, velocity: velocity)
      resting = motion.target.y
      firstVelocity = motion.velocity.y
      let outside = Self.overshoot(from, listExtents) > 0
      runList(MappedYAnimation(motion), phase: outside ? .bouncing : .decelerating)
    case .timed:
      resting = projectedOffset(from: from, velocity: velocity).y
      let goop = TimedAnimation(
        from: from, to: resting, duration: parameters.timedDuration, curve: parameters.timedCurve)
      firstVelocity = goop.velocity
      runList(goop, phase: Self.overshoot(from, listExtents) > 0 ? .bouncing : .decelerating)
    }
    if recordsHandoff {
      lastListRelease = (animator.now, from, velocity)
      lastHandoff = Handoff(
        time: animator.now, releaseVelocity: Vector2(x: 0, y: pointerVelocity ?? releaseVelocity),
        settleVelocity: Vector2(x: 0, y: animator.onScreen(firstVelocity)), finished: true,
        from: Vector2(x: offset.x, y: from),
        target: Vector2(x: offset.x, y: resting))
    }
  }

  /// UIScrollView's release of the list from `from` at `velocity` (animation points per second).
  func deceleration(from: Double, velocity: Double) -> ScrollDeceleration {
    ScrollDeceleration(
      position: from, velocity: velocity, extents: listExtents, decelerationRate: decelerationRate,
      bounce: ReducedSettle.edgeBounce(parameters.spring, for: motion))
  }

  /// The dynamics world's release: inside the extents a free item slowed by its resistance and
  /// stopped by the extents as walls (elasticity 0); past an end, an attachment to the end.
  func dynamics(from: Double, velocity: Double) -> any Animation<Vector2> {
    let extents = listExtents
    let start = Vector2(x: 0, y: from)
    let push = Vector2(x: 0, y: velocity)
    if Self.overshoot(from, extents) > 0 {
      let edge = from < extents.lowerBound ? extents.lowerBound : extents.upperBound
      return SimulationAnimation(
        AnySimulation(
          DynamicsSimulation(
            from: start, velocity: push, anchor: Vector2(x: 0, y: edge), itemSize: Size(width: 1, height: 1),
            frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping,
            density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance)))
    }
    var world = DynamicsWorld()
    let item = world.addItem(DynamicItem(position: start, size: Size(width: 1, height: 1), velocity: push))
    world.addBehavior(
      ItemBehavior(
        items: [item], density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance,
        allowsRotation: false))
    // The walls hold the item's 1 pt box between the extents.
    let walls = CollisionBehavior(
      items: [item],
      boundary: Rect(
        x: -1, y: extents.lowerBound - 0.5, width: 2, height: extents.upperBound - extents.lowerBound + 1),
      elasticity: 0)
    world.action = { world in walls.apply(to: &world) }
    return DynamicsItemAnimation(world: world, item: item) { ($0.position, $0.velocity) }
  }

  /// Where a release from `from` at `velocity` would come to rest, in the current mode: the
  /// list's (y) resting offset; x is the strip's page a strip release would go to.
  func projectedOffset(from: Double, velocity: Double) -> Vector2 {
    let extents = listExtents
    let y: Double
    switch mode {
    case .spring:
      y = deceleration(from: from, velocity: velocity).restingPosition
    case .dynamics:
      // The item's resistance r slows it as e^(−r·t) and the world pauses once it is slower
      // than its rest speed: it drifts (|v| − rest)/r, unless a wall stops it first (within a
      // 480 Hz sub-step of the end). Rehearsing the world instead costs a few milliseconds, too
      // much for every frame of a drag.
      let r = parameters.dynamicsResistance
      let rest = DynamicsWorld().restSpeed
      let drift = r > 0 && abs(velocity) > rest ? (abs(velocity) - rest) / r * (velocity < 0 ? -1 : 1) : 0
      y = min(max(from + drift, extents.lowerBound), extents.upperBound)
    case .timed:
      let tau = DecayAnimation<Double>.timeConstant(decelerationRate: decelerationRate)
      y = min(max(from + tau * velocity, extents.lowerBound), extents.upperBound)
    }
    return Vector2(x: offset.x, y: y)
  }

  /// Runs `animation` on the list's offset (replacing any), keeping `phase` in step with it.
  func runList<A: Animation>(_ animation: A, phase newPhase: ScrollPhase, onRest: (() -> Void)? = nil)
  where A.Value == Double {
    phase = newPhase
    listAnimating = true
    // A release runs inside the extents while it decelerates and outside them while it
    // bounces (the bounce leaves from the end and comes back to it from outside).
    let isRelease = newPhase == .decelerating || newPhase == .bouncing
    animator.add(
      animation, forKey: Self.listKey,
      onUpdate: { [unowned self] value, speed in
        self.offset.y = value
        self.velocity.y = self.animator.onScreen(speed)
        if isRelease, self.lastPreciseTime == nil {
          self.phase = Self.overshoot(value, self.listExtents) > 0 ? .bouncing : .decelerating
        }
      },
      completion: { [unowned self] finished in
        guard finished else { return }
        self.listAnimating = false
        self.velocity.y = 0
        if self.lastPreciseTime == nil { self.phase = .idle }
        onRest?()
      })
  }

  // MARK: Strip

  /// The strip's release: to the page its projection points at, on a spring carrying the
  /// release velocity (timed: the goop to that page).
  func settleStrip(velocity releaseVelocity: Double) {
    let velocity = releaseVelocity.isFinite ? animator.inAnimationTime(releaseVelocity) : 0
    let target = projectedPage(from: offset.x, velocity: velocity)
    settleStrip(toPage: target, velocity: releaseVelocity)
    lastHandoff = Handoff(
      time: animator.now, releaseVelocity: Vector2(x: releaseVelocity, y: 0),
      settleVelocity: Vector2(x: releaseVelocity, y: 0), finished: true, from: offset,
      target: Vector2(x: Double(target) * pageWidth, y: offset.y))
  }

  /// The page a strip release from `from` at `velocity` goes to: the projection's nearest page.
  func projectedPage(from: Double, velocity: Double) -> Int {
    let tau = DecayAnimation<Double>.timeConstant(
      decelerationRate: DecayAnimation<Double>.normalDecelerationRate)
    let projected = from + tau * velocity
    let page = (projected / pageWidth).rounded()
    return Int(min(max(page.isFinite ? page : 0, 0), Double(Self.pageCount - 1)))
  }

  func settleStrip(toPage target: Int, velocity releaseVelocity: Double) {
    page = target
    let to = Double(target) * pageWidth
    stripPhase = .paging
    let update: (Double, Double) -> Void = { [unowned self] value, speed in
      self.offset.x = value
      self.velocity.x = self.animator.onScreen(speed)
    }
    let completion: (Bool) -> Void = { [unowned self] finished in
      guard finished else { return }
      self.velocity.x = 0
      self.stripPhase = .idle
    }
    if mode == .timed {
      animator.add(
        TimedAnimation(
          from: offset.x, to: to, duration: parameters.timedDuration, curve: parameters.timedCurve),
        forKey: Self.stripKey, onUpdate: update, completion: completion)
    } else {
      let velocity = releaseVelocity.isFinite ? animator.inAnimationTime(releaseVelocity) : 0
      animator.add(
        SpringAnimation(
          from: offset.x, to: to, velocity: velocity, parameters: parameters.spring,
          tolerance: Self.springRest),
        forKey: Self.stripKey, onUpdate: update, completion: completion)
    }
  }

  /// While dragging, where a release now would come to rest (the marker and the trace's
  /// `projected`); while a release runs, where it is going; nil at rest.
  public var projected: Vector2? {
    switch (dragAxis, pan.isActive) {
    case (.strip?, true):
      let page = projectedPage(from: offset.x, velocity: animator.inAnimationTime(heldVelocity.x))
      return Vector2(x: Double(page) * pageWidth, y: offset.y)
    case (.list?, true):
      return projectedOffset(from: offset.y, velocity: animator.inAnimationTime(heldVelocity.y))
    default:
      guard isMoving else { return nil }
      var point = offset
      if let target = lastTarget(forKey: Self.listKey) { point.y = target }
      if stripPhase == .paging { point.x = Double(page) * pageWidth }
      return point
    }
  }

  /// The running list animation's target.
  private func lastTarget(forKey key: AnimationKey) -> Double? {
    if let motion = animator.animation(forKey: key, as: SimulationAnimation<ScrollDeceleration>.self) {
      return motion.target
    }
    if let spring = animator.animation(forKey: key, as: SpringAnimation<Double>.self) { return spring.target }
    if let goop = animator.animation(forKey: key, as: TimedAnimation<Double>.self) { return goop.target }
    if let dynamics = animator.animation(forKey: key, as: MappedYAnimation.self) { return dynamics.target }
    return nil
  }
}

/// The y of a 2-D animation (the dynamics world's item) as a `Double` animation.
struct MappedYAnimation: Animation {
  var base: any Animation<Vector2>
  init(_ base: any Animation<Vector2>) { self.base = base }
  var value: Double { base.value.y }
  var velocity: Double { base.velocity.y }
  var target: Double { base.target.y }
  var isFinished: Bool { base.isFinished }
  mutating func advance(by dt: Double) { base.advance(by: dt) }
}
