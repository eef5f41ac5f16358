import Motion
import Stage

/// The step response of the mode being tuned: position against time for a move from 0 to 1 from
/// rest, sampled from the mode's own ``Simulation`` (the exact spring, the dynamics world, the
/// timed curve: ``SettleMode/simulation(from:to:velocity:itemSize:parameters:)``), with the
/// time it settles.
struct TuningPreview {
  /// (time, position) samples from 0 to `duration`.
  let samples: [(time: Double, position: Double)]
  /// How long the plot spans, in seconds.
  let duration: Double
  /// When the motion comes to rest (within 1 % of the move), in seconds.
  let settlingTime: Double

  /// The move in points (the dynamics world is in points: an item of 100×100 moving 100 pt).
  private static let move = 100.0

  init(mode: SettleMode, parameters: SettleParameters, sampleCount: Int = 120) {
    let response = mode.simulation(
      from: .zero, to: Vector2(x: 0, y: Self.move), velocity: .zero,
      itemSize: Size(width: Self.move, height: Self.move), parameters: parameters)
    let settle = Self.settlingTime(of: response, mode: mode, parameters: parameters)
    let span = min(10, max(0.3, 1.25 * (settle.isFinite ? settle : 3)))
    samples = (0...sampleCount).map { index in
      let time = span * Double(index) / Double(sampleCount)
      return (time, response.position(at: time).y / Self.move)
    }
    duration = span
    settlingTime = settle
  }

  /// The spring's in closed form (infinite without damping) and the curve's by its duration;
  /// the dynamics world's by looking: the first sub-step within 1 % of the move and slower than
  /// 2 % of it per second (10 s when it never gets there).
  private static func settlingTime(
    of response: any Simulation<Vector2>, mode: SettleMode, parameters: SettleParameters
  ) -> Double {
    switch mode {
    case .spring:
      return parameters.spring.settlingDuration(from: 1.0, velocity: 0, restDistance: 0.01)
    case .timed:
      return parameters.timedDuration
    case .dynamics:
      let step = DynamicsWorld.defaultStepDuration
      var time = 0.0
      while time < 10 {
        let offset = abs(response.position(at: time).y - move)
        if offset < 0.01 * move && abs(response.velocity(at: time).y) < 0.02 * move { return time }
        time += step
      }
      return time
    }
  }
}
