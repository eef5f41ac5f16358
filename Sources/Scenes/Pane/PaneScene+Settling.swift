import Motion
import Stage

/// Seed 002's two ways to set the pane going: a tap (or Space) that toggles it from wherever it
/// is, keeping its velocity, and a release that hands the pointer's velocity to the settling
/// animation in the current mode.
extension PaneScene {
  // MARK: Tap

  /// A tap or Space at `time`: toggles the state. At rest a new animation starts; in flight the
  /// motion reverses from where the pane is with the velocity it has (seed 002's point). Ignored
  /// while the pointer holds the pane.
  public func toggle(at time: Double) {
    advance(to: time)
    guard phase != .dragging else { return }
    state = state.toggled
    let action: ToggleAction
    if phase == .settling, let retargeted = retargetRunningAnimation(to: layout.center(for: state)) {
      action = retargeted
    } else {
      action = phase == .rest ? .started : .restarted
      settle(to: state, velocity: paneVelocity)
    }
    lastToggle = (animator.now, action)
    applyOpenness()
  }

  /// Sends the running animation to `target` without restarting it, if it is of the current
  /// mode's kind: the spring keeps position and velocity (and takes the current constants), the
  /// dynamics item keeps its state and only the anchor moves. Nil when there is nothing to
  /// retarget (timed mode begins again from the current state instead).
  private func retargetRunningAnimation(to target: Vector2) -> ToggleAction? {
    guard let centerKey else { return nil }
    switch mode {
    case .spring:
      guard var spring = animator.animation(forKey: centerKey, as: SpringAnimation<Vector2>.self) else {
        return nil
      }
      spring.parameters = parameters.spring
      spring.retarget(to: target)
      run(spring)
      return .retargetedSpring
    case .dynamics:
      guard var dynamics = animator.animation(forKey: centerKey, as: RetargetableDynamicsAnimation.self)
      else { return nil }
      dynamics.retarget(to: target)
      run(dynamics)
      return .movedAnchor
    case .timed:
      return nil
    }
  }

  // MARK: Release

  /// Seed 002's `draggingEndedWithVelocity:`: vy ≥ 0 → closed, vy < 0 → open, and the settling
  /// animation starts now (the release's timestamp) with the release velocity as a vector.
  func release(velocity: Vector2) {
    let velocity = velocity.isFinite ? velocity : .zero
    let target: PaneState = velocity.y >= 0 ? .closed : .open
    let from = pane.presentation.center
    let first = settle(to: target, velocity: velocity)
    lastHandoff = Handoff(
      time: animator.now, releaseVelocity: velocity, settleVelocity: first, finished: true, from: from,
      target: layout.center(for: target))
  }

  // MARK: Settling

  /// Starts a new settling animation to `target` from where the pane is, in the current mode,
  /// with `velocity` in on-screen points per second (the timed mode ignores it). Returns the
  /// animation's first velocity on screen.
  @discardableResult
  func settle(to target: PaneState, velocity: Vector2, from start: Vector2? = nil) -> Vector2 {
    state = target
    rubberBand = nil
    let from = start ?? pane.presentation.center
    let to = layout.center(for: target)
    let scale = animator.timeScale
    // In slow motion animation time runs at `scale` of the screen's: the same on-screen speed is
    // 1/scale animation points per animation second.
    let animationVelocity = (1 / scale) * (velocity.isFinite ? velocity : .zero)
    switch mode {
    case .spring:
      let spring = SpringAnimation(
        from: from, to: to, velocity: animationVelocity, parameters: parameters.spring)
      run(spring)
      return scale * spring.velocity
    case .dynamics:
      let dynamics = RetargetableDynamicsAnimation(
        from: from, velocity: animationVelocity, anchor: to, itemSize: pane.size,
        frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping,
        density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance)
      run(dynamics)
      return scale * dynamics.velocity
    case .timed:
      // UIView's beginFromCurrentState: from where the pane is, a fixed curve; no velocity.
      let timed = TimedAnimation(
        from: from, to: to, duration: parameters.timedDuration, curve: parameters.timedCurve)
      run(timed)
      return scale * timed.velocity
    }
  }

  /// Puts `animation` on the pane's centre (replacing any running one at once, so the
  /// presentation goes straight from the old to the new) and settles the phase when it ends.
  private func run<A: Animation>(_ animation: A) where A.Value == Vector2 {
    generation += 1
    let generation = self.generation
    phase = .settling
    centerKey = pane.animateCenter(animation, in: animator) { [weak self] finished in
      guard let self, finished, self.generation == generation else { return }
      self.centerKey = nil
      self.phase = .rest
      self.pane.center = self.layout.center(for: self.state)
      self.applyOpenness()
    }
  }

}
