// Android's spring vocabulary: androidx.dynamicanimation's `SpringForce` constants.
extension Spring {
  /// Android's `SpringForce.STIFFNESS_*` constants (androidx.dynamicanimation, SpringForce.java),
  /// for ``Spring/init(stiffness:dampingRatio:mass:)``. Android's spring has mass 1.
  ///
  /// ```swift
  /// let wobbly = Spring(stiffness: Spring.Stiffness.low, dampingRatio: Spring.DampingRatio.highBouncy)
  /// ```
  public enum Stiffness {
    /// `STIFFNESS_HIGH`: 10 000, an extremely stiff spring.
    public static let high = 10_000.0
    /// `STIFFNESS_MEDIUM`: 1500, Android's default stiffness.
    public static let medium = 1500.0
    /// `STIFFNESS_LOW`: 200.
    public static let low = 200.0
    /// `STIFFNESS_VERY_LOW`: 50.
    public static let veryLow = 50.0
  }

  /// Android's `SpringForce.DAMPING_RATIO_*` constants (androidx.dynamicanimation,
  /// SpringForce.java). The values are Java floats there; 0.2f, 0.5f and 0.75f widen to these
  /// doubles up to 3e-9.
  public enum DampingRatio {
    /// `DAMPING_RATIO_HIGH_BOUNCY`: 0.2, a very bouncy spring.
    public static let highBouncy = 0.2
    /// `DAMPING_RATIO_MEDIUM_BOUNCY`: 0.5, Android's default damping ratio.
    public static let mediumBouncy = 0.5
    /// `DAMPING_RATIO_LOW_BOUNCY`: 0.75.
    public static let lowBouncy = 0.75
    /// `DAMPING_RATIO_NO_BOUNCY`: 1, critically damped.
    public static let noBouncy = 1.0
  }

  /// A new `SpringForce`'s spring: ``Stiffness/medium`` (1500) and
  /// ``DampingRatio/mediumBouncy`` (0.5), mass 1, so k = 1500 and c = √1500 ≈ 38.73.
  public static let androidDefault = Spring(
    uncheckedMass: 1, stiffness: Stiffness.medium,
    damping: DampingRatio.mediumBouncy * 2 * Stiffness.medium.squareRoot())
}
