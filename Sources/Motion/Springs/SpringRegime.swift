/// How a spring returns to its target: Flutter's `SpringType`.
///
/// ```swift
/// Spring(stiffness: 100, dampingRatio: 0.75).regime  // .underdamped
/// ```
///
/// Motion's solver is one formula for all three, smooth across ζ = 1; the regime
/// is for reading and for choosing presets, not a branch the maths depends on.
public enum SpringRegime: Sendable, Hashable, CaseIterable {
  /// ζ < 1: overshoots the target and oscillates while the oscillation decays.
  case underdamped
  /// ζ = 1: the fastest return that does not overshoot (from rest).
  case criticallyDamped
  /// ζ > 1: returns without oscillating, more slowly than critical.
  case overdamped
}

extension Spring {
  /// The regime, decided as Flutter's `_SpringSolution` does: by the sign of c² − 4·m·k, except
  /// that a discriminant within 1e-12 of 4·m·k (a few rounding errors) counts as critical, so
  /// `Spring(stiffness: k, dampingRatio: 1)` is critical for every k.
  /// Invalid parameters (see ``isValid``) report ``SpringRegime/criticallyDamped``.
  public var regime: SpringRegime {
    guard isValid else { return .criticallyDamped }
    let fourMK = 4 * mass * stiffness
    let discriminant = damping * damping - fourMK
    if Swift.abs(discriminant) <= 1e-12 * fourMK { return .criticallyDamped }
    return discriminant > 0 ? .overdamped : .underdamped
  }
}
