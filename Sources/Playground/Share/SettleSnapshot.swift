import Foundation
import Motion
import Scenes
import Stage

/// What is exported as code: the settle being tuned (mode and parameters), where it came from,
/// and the last release, if there was one. Everything a platform's code needs is derived from
/// it here, once, so every exporter says the same numbers.
struct SettleSnapshot: Equatable {
  /// The last release along the subject's main axis: from where, to where, how fast.
  struct Release: Equatable {
    /// "x" or "y": the axis the settle travelled furthest along.
    var axis: String
    var from: Double
    var to: Double
    /// The settle's first velocity along the axis, in points per second.
    var velocity: Double

    /// The hand-off's axis of larger travel (y when equal), or nil when the settle does not
    /// move (a scene that records no positions).
    init?(_ handoff: Handoff) {
      let travel = handoff.target - handoff.from
      let isX = abs(travel.x) > abs(travel.y)
      let distance = isX ? travel.x : travel.y
      guard distance.isFinite, distance != 0 else { return nil }
      axis = isX ? "x" : "y"
      from = isX ? handoff.from.x : handoff.from.y
      to = isX ? handoff.target.x : handoff.target.y
      let velocity = isX ? handoff.settleVelocity.x : handoff.settleVelocity.y
      self.velocity = velocity.isFinite ? velocity : 0
    }

    init(axis: String, from: Double, to: Double, velocity: Double) {
      self.axis = axis
      self.from = from
      self.to = to
      self.velocity = velocity
    }
  }

  var sceneName: String
  var mode: SettleMode
  var parameters: SettleParameters
  /// nil: no release yet (`--export-code`, or before the first gesture); the velocity is 0.
  var release: Release?

  /// The exported curves settle to within this fraction of the distance (CSS `linear()`'s
  /// error, the duration given to platforms that take one).
  static let settleFraction = 0.005

  /// The spring the settle follows. In dynamics mode Flick's world applies the exact solution of
  /// m·x'' = −k·x − c·x' − m·r·x' for one attachment (k = m·ω², c = 2·m·ζ·ω) and a resistance r,
  /// so the settle is exactly the spring with mass 1, stiffness ω² and damping 2ζω + r.
  var spring: Spring {
    switch mode {
    case .spring, .timed:
      return parameters.spring
    case .dynamics:
      let omega = 2 * Double.pi * parameters.dynamicsFrequency
      return
        (try? Spring.validated(
          mass: 1, stiffness: omega * omega,
          damping: 2 * parameters.dynamicsDamping * omega + parameters.dynamicsResistance))
        ?? parameters.spring
    }
  }

  /// The spring as a platform without a mass says it: the same motion with mass 1 (k/m, c/m).
  var unitMassSpring: Spring {
    let spring = self.spring
    return
      (try? Spring.validated(
        mass: 1, stiffness: spring.stiffness / spring.mass, damping: spring.damping / spring.mass)) ?? spring
  }

  /// The release velocity in points per second (0 without a release).
  var velocity: Double { release?.velocity ?? 0 }

  /// UIKit's and Core Animation's velocity: a fraction of the distance per second (seed 004).
  var normalizedVelocity: Double {
    guard let release else { return 0 }
    return Spring.normalizedVelocity(release.velocity, from: release.from, to: release.to)
  }

  /// How long the spring takes to stay within ``settleFraction`` of the distance, from the
  /// release (normalised to a distance of 1) or from rest.
  var settlingDuration: Double {
    spring.settlingDuration(from: -1.0, velocity: normalizedVelocity, restDistance: Self.settleFraction)
  }
}

extension SettleSnapshot {
  /// The release's start as a number literal, or `placeholder` (a name the reader fills in)
  /// when there was no release.
  func from(_ literal: (Double) -> String, placeholder: String = "from") -> String {
    release.map { literal($0.from) } ?? placeholder
  }

  /// The release's target as a number literal, or `placeholder`.
  func to(_ literal: (Double) -> String, placeholder: String = "target") -> String {
    release.map { literal($0.to) } ?? placeholder
  }
}
