/// Another simulation with its position and velocity held within bounds: Flutter's
/// `ClampedSimulation`, and the bounds of Android's `setMinValue`/`setMaxValue` for a spring.
///
/// Only what is reported is clamped; the inner simulation runs on unchanged, so the motion is
/// still exact and the same at every frame rate (Android instead clamps its state each frame).
/// It is done when the inner simulation is.
///
/// ```swift
/// let spring = try SpringSimulation(
///   parameters: .androidDefault, from: 0.0, to: 100.0, velocity: 0)
/// let noOvershoot = ClampedSimulation(spring, positionRange: 0...100)
/// noOvershoot.position(at: 0.1)  // never above 100
/// ```
public struct ClampedSimulation<Inner: Simulation>: Simulation where Inner.Value == Double {
  /// A clamped value: one dimension, like Flutter's simulations.
  public typealias Value = Double

  /// The simulation being clamped.
  public let inner: Inner
  /// Flutter's `xMin`…`xMax`.
  public let positionRange: ClosedRange<Double>
  /// Flutter's `dxMin`…`dxMax`.
  public let velocityRange: ClosedRange<Double>

  /// Flutter's `ClampedSimulation(simulation, xMin:, xMax:, dxMin:, dxMax:)`; by default
  /// nothing is clamped. Infinite bounds mean no bound on that side (a `ClosedRange` cannot hold
  /// NaN, and its lower bound is never above its upper one, which Flutter asserts).
  public init(
    _ inner: Inner, positionRange: ClosedRange<Double> = -Double.infinity...Double.infinity,
    velocityRange: ClosedRange<Double> = -Double.infinity...Double.infinity
  ) {
    self.inner = inner
    self.positionRange = positionRange
    self.velocityRange = velocityRange
  }

  public func position(at time: Double) -> Double { Self.clamp(inner.position(at: time), positionRange) }

  public func velocity(at time: Double) -> Double { Self.clamp(inner.velocity(at: time), velocityRange) }

  public func isDone(at time: Double) -> Bool { inner.isDone(at: time) }

  public var endPosition: Double? { inner.endPosition.map { Self.clamp($0, positionRange) } }

  private static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }
}
