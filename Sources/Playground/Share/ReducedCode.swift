import Motion
import Stage

/// The reduced twin of an exported spring (docs/reduced-motion.md), behind each platform's own
/// switch: SwiftUI's `accessibilityReduceMotion`, UIKit's `UIAccessibility.isReduceMotionEnabled`,
/// Android's animator duration scale (`ValueAnimator.areAnimatorsEnabled()`), Flutter's
/// `MediaQuery.disableAnimations`, CSS's `prefers-reduced-motion`.
///
/// The twin is a critically damped spring (mass 1, stiffness ω², damping 2ω) whose start velocity
/// is the release's toward the target (never away from it), with `ReducedSettle`'s ω for the
/// release's distance: with `u₀ ≤ ω·d₀` it never passes the target, exactly as Flick's twin.
/// Without a release the distance is not known: ω is ``ReducedSettle/angularFrequency``, the
/// twin of any settle up to 2·cap/ω₀ = 480 pt.
struct ReducedCode {
  /// ω, radians per second.
  let omega: Double
  /// The start velocity as a fraction of the distance per second, 0 … ω.
  let normalizedVelocity: Double

  init(_ snapshot: SettleSnapshot) {
    guard let release = snapshot.release else {
      omega = ReducedSettle.angularFrequency
      normalizedVelocity = 0
      return
    }
    let settle = ReducedSettle(
      from: Vector2(x: release.from, y: 0), velocity: Vector2(x: release.velocity, y: 0),
      to: Vector2(x: release.to, y: 0))
    omega = settle.omega
    normalizedVelocity = settle.distance > 0 ? settle.initialSpeed / settle.distance : 0
  }

  /// The velocity in points per second (Android's, Flutter's), 0 without a release.
  func velocity(_ snapshot: SettleSnapshot) -> Double {
    guard let release = snapshot.release else { return 0 }
    return normalizedVelocity * abs(release.to - release.from) * (release.to >= release.from ? 1 : -1)
  }

  var spring: Spring { Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega) }

  /// How long it takes to stay within 0.5 % of the distance (UIKit's animator duration, CSS's).
  var settlingDuration: Double {
    spring.settlingDuration(
      from: -1.0, velocity: normalizedVelocity, restDistance: SettleSnapshot.settleFraction)
  }

  /// `lines` indented by `spaces`, for the branch of an `if` they go in.
  static func indented(_ lines: [String], by spaces: Int = 2) -> [String] {
    lines.map { String(repeating: " ", count: spaces) + $0 }
  }

  /// What the platform code's comment says first.
  var summary: String {
    "reduced motion (docs/reduced-motion.md): the same target, critically damped (stiffness "
      + "\(CodeNumber.short(omega * omega)), damping \(CodeNumber.short(2 * omega)), mass 1), "
      + "no overshoot"
  }
}
