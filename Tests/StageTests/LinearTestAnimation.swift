import Motion

/// A test-only animation: straight from `from` to `to` at constant velocity over `duration`
/// seconds. Its value at every instant is known exactly, which is all the layer tests need of
/// an animation mid-flight (Motion's springs are not needed for that).
struct LinearTestAnimation<Value: AnimatableValue>: Animation {
  let from: Value
  let to: Value
  let duration: Double
  private(set) var elapsed = 0.0

  init(from: Value, to: Value, duration: Double) {
    self.from = from
    self.to = to
    self.duration = duration
  }

  var value: Value { isFinished ? to : from + (elapsed / duration) * (to - from) }
  var velocity: Value { isFinished ? .zero : (1 / duration) * (to - from) }
  var target: Value { to }
  var isFinished: Bool { elapsed >= duration }

  mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0 else { return }
    elapsed += dt
  }
}
