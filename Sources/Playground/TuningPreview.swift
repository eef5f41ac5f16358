import Motion
import Stage

/// The step response of the mode being tuned: position against time for a move from 0 to 1 from
/// rest, sampled from the same animation types the scenes use (the exact spring, the dynamics
/// world, the timed curve), with the time it settles.
struct TuningPreview {
  /// (time, position) samples from 0 to `duration`.
  let samples: [(time: Double, position: Double)]
  /// How long the plot spans, in seconds.
  let duration: Double
  /// When the motion comes to rest (within 1 % of the move), in seconds.
  let settlingTime: Double

  init(mode: SettleMode, parameters: SettleParameters, sampleCount: Int = 120) {
    switch mode {
    case .spring:
      let parameters = parameters.spring
      let settle = parameters.settlingDuration(from: 1.0, velocity: 0, restDistance: 0.01)
      let span = min(10, max(0.3, 1.25 * (settle.isFinite ? settle : 3)))
      let spring = Spring(parameters)
      samples = (0...sampleCount).map { index in
        let time = span * Double(index) / Double(sampleCount)
        return (time, 1 + spring.evaluate(displacement: -1.0, velocity: 0, after: time).displacement)
      }
      duration = span
      settlingTime = settle
    case .dynamics:
      // The world in points: a move of 100 pt, an item of 100×100, rest within 1 pt (1 %).
      var animation = DynamicsAnimation(
        from: .zero, velocity: .zero, anchor: Vector2(x: 0, y: 100), itemSize: Size(width: 100, height: 100),
        frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping,
        density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance)
      var trace: [(Double, Double)] = [(0, 0)]
      var time = 0.0
      var settle = Double.infinity
      let step = 1.0 / 120
      while time < 10 {
        animation.advance(by: step)
        time += step
        trace.append((time, animation.value.y / 100))
        if settle.isInfinite && abs(animation.value.y - 100) < 1 && abs(animation.velocity.y) < 2 {
          settle = time
        }
        if animation.isFinished { break }
      }
      let span = min(10, max(0.3, 1.25 * (settle.isFinite ? settle : time)))
      samples = trace.filter { $0.0 <= span }.map { (time: $0.0, position: $0.1) }
      duration = span
      settlingTime = settle.isFinite ? settle : time
    case .timed:
      let total = parameters.timedDuration
      let span = max(0.3, 1.25 * total)
      samples = (0...sampleCount).map { index in
        let time = span * Double(index) / Double(sampleCount)
        return (time, parameters.timedCurve.value(at: min(1, time / total)))
      }
      duration = span
      settlingTime = total
    }
  }
}
