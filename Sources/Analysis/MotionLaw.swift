import Foundation
import Motion

/// The law a stretch of motion obeys.
public enum MotionLaw: Sendable, Hashable {
  /// Held or dragged: no law of its own (fitted piece by piece with straight lines, which is
  /// how the hand-offs read its position and velocity).
  case held
  /// A damped spring (Motion's closed form) towards `target`.
  case spring(Spring, target: Vector2)
  /// An exponential decay of the velocity (Motion's `DecayAnimation`) with time constant τ
  /// in seconds.
  case decay(timeConstant: Double)
  /// A timed curve (a cubic Bézier over a duration), tried where no spring or decay fits.
  case timed(TimedLaw)

  /// The name the analysis trace gives it: "held", "spring", "decay" or "timed".
  public var kindName: String {
    switch self {
    case .held: "held"
    case .spring: "spring"
    case .decay: "decay"
    case .timed: "timed"
    }
  }
}

/// A law fitted to a run of samples: its state at `origin` and how it goes on from there.
struct FittedLaw: Sendable {
  var law: MotionLaw
  /// The time the starting state is given at (seconds); the law is evaluated forward from it.
  var origin: Double
  var position: Vector2
  var velocity: Vector2
  /// Σ of squared residuals over both axes, the number of samples, the largest residual.
  var residualSumOfSquares: Double
  var sampleCount: Int
  var largestResidual: Double

  /// Unknowns fitted per axis pair (the rates once, the linear coefficients per axis).
  var parameterCount: Int {
    switch law {
    case .held: 4
    case .decay: 5
    case .spring: 8
    // Start, duration and four control points, then from and to on each axis.
    case .timed: 10
    }
  }

  /// The root mean square residual along one axis (points), with the fitted unknowns' share
  /// taken out of the count.
  var residual: Double {
    (residualSumOfSquares / Double(Swift.max(1, 2 * sampleCount - parameterCount))).squareRoot()
  }

  /// Position and velocity at `time` (seconds, not before `origin`).
  func state(at time: Double) -> (position: Vector2, velocity: Vector2) {
    let elapsed = time - origin
    switch law {
    case .held:
      return (position + elapsed * velocity, velocity)
    case .spring(let parameters, let target):
      let (displacement, newVelocity) = parameters.evaluate(
        displacement: position - target, velocity: velocity, after: elapsed)
      return (target + displacement, newVelocity)
    case .decay(let timeConstant):
      let decay = DecayAnimation(from: position, velocity: velocity, timeConstant: timeConstant, restSpeed: 0)
      return (decay.position(at: elapsed), decay.velocity(at: elapsed))
    case .timed(let timed):
      return timed.state(at: time)
    }
  }
}
