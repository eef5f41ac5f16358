import Motion

extension SettleMode {
  /// The settle this mode would run from `from` with `velocity` to `target`, as a Motion `Simulation`
  /// (position, velocity and done at any time): ``Settle``'s ``Settle/simulation``, so the tuning
  /// panel's step response and the lab's ghosts show exactly what the scenes run. `motion`
  /// `.reduced` gives the mode's reduced twin, as a scene under reduced motion runs it.
  ///
  /// ```swift
  /// let settle = SettleMode.dynamics.simulation(
  ///   from: .zero, to: Vector2(x: 0, y: 100), velocity: .zero, itemSize: Size(width: 100, height: 100),
  ///   parameters: SettleParameters())
  /// settle.position(at: 0.2)  // on its way to (0, 100)
  /// ```
  public func simulation(
    from: Vector2, to target: Vector2, velocity: Vector2, itemSize: Size, parameters: SettleParameters,
    motion: MotionPreference = .full
  ) -> any Simulation<Vector2> {
    Settle(
      mode: self, parameters: parameters, from: from, velocity: velocity, to: target, itemSize: itemSize,
      motion: motion
    )
    .simulation
  }
}
