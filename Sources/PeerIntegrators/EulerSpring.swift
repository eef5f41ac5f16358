import Motion

/// objc.io's hand-driven spring (issue 12, "Interactive Animations"; Wave integrates the same
/// way): each frame, force = k·(target − x) − c·v, v += force / m · dt, x += v · dt. Semi-implicit
/// Euler with one step per frame, so its curve depends on the frame rate and one long frame
/// (ω·dt > 2) makes it diverge. Here for comparison only (the playground's ghosts, the
/// benchmarks): Motion's own `SpringAnimation` is exact.
///
/// ```swift
/// var euler = EulerSpring(from: 384.0, to: -100.0, velocity: -1500, parameters: .handDriven)
/// euler.advance(by: 1.0 / 60)   // one frame, one step
/// ```
public struct EulerSpring<Value: AnimatableValue>: Animation {
  /// The value after the last step.
  public private(set) var value: Value
  /// The velocity after the last step.
  public private(set) var velocity: Value
  /// Where the spring pulls the value.
  public let target: Value
  /// The spring's mass, stiffness and damping.
  public let parameters: Spring

  /// A spring from `from` to `target`, starting with `velocity`, stepped once per frame.
  public init(from: Value, to target: Value, velocity: Value, parameters: Spring) {
    value = from
    self.target = target
    self.velocity = velocity
    self.parameters = parameters
  }

  /// It never comes to rest by itself: a ghost runs until it is removed.
  public var isFinished: Bool { false }

  /// One semi-implicit Euler step of `dt` seconds: the velocity first, then the value with the new
  /// velocity. A non-finite or non-positive `dt` changes nothing.
  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0 else { return }
    let force = parameters.stiffness * (target - value) - parameters.damping * velocity
    velocity = velocity + (dt / parameters.mass) * force
    value = value + dt * velocity
  }
}
