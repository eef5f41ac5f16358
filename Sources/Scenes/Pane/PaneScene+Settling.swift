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

  /// Sends the running settle to `target` in place, if it is of the current mode's kind: the
  /// spring keeps position and velocity (and takes the current constants), the dynamics item
  /// keeps its state and only the anchor moves. Nil when there is nothing to retarget (timed
  /// mode begins again from the current state instead).
  private func retargetRunningAnimation(to target: Vector2) -> ToggleAction? {
    guard mode != .timed, pane.isAnimating(.center),
      SettleHandoff.retargetCenter(of: pane, to: target, mode: mode, parameters: parameters)
    else { return nil }
    return mode == .spring ? .retargetedSpring : .movedAnchor
  }

  // MARK: Release

  /// Seed 002's `draggingEndedWithVelocity:`: vy ≥ 0 → closed, vy < 0 → open, and the settling
  /// animation starts now (the release's timestamp) with the pane's own velocity as a vector.
  func release(velocity: Vector2) {
    let velocity = velocity.isFinite ? velocity : .zero
    let target = releaseTarget(velocity: velocity.y)
    let from = pane.presentation.center
    // The settle starts with the velocity the pane was drawn moving at, so nothing jumps at the
    // release: none across (a drag moves it only up and down; the seed's DraggableView sets the
    // pan's `velocity.x = 0` before it hands it over), and past open the band's slope times the
    // pointer's speed. Handing the hand's sideways speed on set the pane drifting 4 pt off its
    // column and back after a slanted flick.
    let paneVelocity = Vector2(x: 0, y: bandSlope * velocity.y)
    let first = settle(to: target, velocity: paneVelocity)
    lastHandoff = Handoff(
      time: animator.now, releaseVelocity: paneVelocity, settleVelocity: first, finished: true, from: from,
      target: layout.center(for: target))
  }

  /// How fast the pane moves per point the pointer moves: the rubber band's slope while it is
  /// pulled past open, 1 otherwise.
  var bandSlope: Double {
    (rubberBand?.overshoot ?? 0) > 0
      ? RubberBand.slope(atOvershoot: rubberBand?.overshoot ?? 0, dimension: bandDimension) : 1
  }

  /// Where a release now with the pointer's vertical `velocity` sends the pane, by ``rule``: the
  /// projection takes the pane's own velocity (the pointer's, times the rubber band's slope).
  func releaseTarget(velocity: Double) -> PaneState {
    let paneVelocity = rule == .projection ? bandSlope * velocity : velocity
    return rule.target(center: pane.presentation.center, velocity: paneVelocity, layout: layout)
  }

  // MARK: Settling

  /// Starts a new settle to `target` from where the pane is (or `start`), in the current mode,
  /// with `velocity` in on-screen points per second (the timed mode ignores it), and settles the
  /// phase when it comes to rest. Returns the settle's first velocity on screen.
  @discardableResult
  func settle(to target: PaneState, velocity: Vector2, from start: Vector2? = nil) -> Vector2 {
    state = target
    rubberBand = nil
    phase = .settling
    return SettleHandoff.animateCenter(
      of: pane, from: start, to: layout.center(for: target), velocity: velocity, mode: mode,
      parameters: parameters, in: animator
    ) { [weak self] finished in
      guard let self, finished else { return }
      self.phase = .rest
      self.pane.center = self.layout.center(for: self.state)
      self.applyOpenness()
    }
  }
}
