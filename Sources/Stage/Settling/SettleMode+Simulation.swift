import Motion

extension SettleMode {
  /// The settle this mode would run from `from` with `velocity` to `target`, as a Motion `Simulation`
  /// (position, velocity and done at any time): the exact spring's closed form, the dynamics
  /// world recorded at its fixed sub-steps, the timed curve. One protocol for the three, so the
  /// tuning panel's step response and the lab's ghosts treat every mode alike; the live scenes
  /// run the stateful animations instead, because a grab or a resize retargets them mid-flight.
  ///
  /// ```swift
  /// let settle = SettleMode.dynamics.simulation(
  ///   from: .zero, to: Vector2(x: 0, y: 100), velocity: .zero, itemSize: Size(width: 100, height: 100),
  ///   parameters: SettleParameters())
  /// settle.position(at: 0.2)  // on its way to (0, 100)
  /// ```
  public func simulation(
    from: Vector2, to target: Vector2, velocity: Vector2, itemSize: Size, parameters: SettleParameters
  ) -> any Simulation<Vector2> {
    switch self {
    case .spring:
      // The animation's own rest tolerances, so the simulation is done when the scene's is.
      SpringAnimation(from: from, to: target, velocity: velocity, parameters: parameters.spring).simulation
    case .dynamics:
      DynamicsSimulation(
        from: from, velocity: velocity, anchor: target, itemSize: itemSize,
        frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping,
        density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance)
    case .timed:
      TimedAnimation(from: from, to: target, duration: parameters.timedDuration, curve: parameters.timedCurve)
    }
  }
}
