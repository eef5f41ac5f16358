import Foundation

/// Android's fling as Flutter reproduces it: Flutter's `ClampingScrollSimulation`
/// (packages/flutter/lib/src/widgets/scroll_simulation.dart), itself derived from
/// `SplineOverScroller.fling` in Android's OverScroller.java.
///
/// Flutter reduces Android's spline to a closed form: with r = ln 0.78 / ln 0.9 ≈ 2.358 (Android's
/// `DECELERATION_RATE`), the fling lasts T = r·0.35·(|v0| / v_ref)^(1/(r − 1)) seconds, where
/// v_ref = friction·g·39.37·160·0.84 / 0.35 (Android's `mPhysicalCoeff` for one logical pixel per
/// point, over `INFLEXION`), travels D = v0·T / r, and in between
/// x(t) = x0 + D·(1 − (1 − t/T)^r), v(t) = v0·(1 − t/T)^(r − 1). It starts at exactly v0 and
/// stops at exactly D with zero velocity, at T.
///
/// The simulation itself has no ends: Flutter's `ClampingScrollPhysics` stops the scroll position
/// at an edge (wrap it in ``ClampedSimulation`` for that).
///
/// ```swift
/// let fling = ClampingScrollSimulation(position: 0, velocity: 3000)
/// fling.duration       // ≈ 1.03 s
/// fling.endPosition    // ≈ 1309 pt
/// ```
public struct ClampingScrollSimulation: Simulation {
  /// A scroll offset.
  public typealias Value = Double

  /// Flutter's `_kDecelerationRate`, Android's `DECELERATION_RATE`: ln 0.78 / ln 0.9.
  public static let decelerationRate = log(0.78) / log(0.9)
  /// Android's `INFLEXION`: where the spline's tension lines cross.
  public static let inflexion = 0.35
  /// Flutter's `_physicalCoeff`: Android's `mPhysicalCoeff` at 160 ppi (g in m/s² × 39.37 in/m ×
  /// 160 px/in × 0.84, "look and feel tuning"), in points per second squared.
  public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84
  /// Android's `ViewConfiguration.SCROLL_FRICTION`, Flutter's default friction.
  public static let defaultFriction = 0.015

  /// x0.
  public let initialPosition: Double
  /// v0, in points per second.
  public let initialVelocity: Double
  public let friction: Double
  /// T, in seconds (0 for a fling with no velocity).
  public let duration: Double
  /// D, signed like v0.
  public let distance: Double

  /// Flutter's `ClampingScrollSimulation(position:, velocity:, friction:)`. A non-finite input or a
  /// friction that is not positive gives a simulation at rest at `position` (or 0).
  public init(position: Double, velocity: Double, friction: Double = defaultFriction) {
    initialPosition = position.isFinite ? position : 0
    let valid = velocity.isFinite && friction.isFinite && friction > 0
    initialVelocity = valid ? velocity : 0
    self.friction = friction
    let rate = Self.decelerationRate
    if valid && velocity != 0 {
      // Flutter's _flingDuration: Android's getSplineFlingDuration in seconds, shortened by
      // r·INFLEXION so that the total distance matches Android's getSplineFlingDistance.
      let referenceVelocity = friction * Self.physicalCoefficient / Self.inflexion
      let androidDuration = pow(Swift.abs(velocity) / referenceVelocity, 1 / (rate - 1))
      duration = rate * Self.inflexion * androidDuration
      distance = velocity * duration / rate
    } else {
      duration = 0
      distance = 0
    }
  }

  public func position(at time: Double) -> Double {
    guard duration > 0 else { return initialPosition }
    let t = Swift.min(Swift.max(time / duration, 0), 1)
    return initialPosition + distance * (1 - pow(1 - t, Self.decelerationRate))
  }

  public func velocity(at time: Double) -> Double {
    guard duration > 0 else { return 0 }
    let t = Swift.min(Swift.max(time / duration, 0), 1)
    return initialVelocity * pow(1 - t, Self.decelerationRate - 1)
  }

  public func isDone(at time: Double) -> Bool { time >= duration }

  public var endPosition: Double? { initialPosition + distance }
}
