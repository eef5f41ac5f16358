// Framer Motion's duration-defined spring: `{type: "spring", visualDuration, bounce}`.
extension Spring {
  /// The range of damping ratios Framer Motion's `visualDuration`/`bounce` form can say: it
  /// clamps 1 − bounce to 0.05…1, so an overdamped spring (ζ > 1) or one damped less than 0.05
  /// has no such form.
  public static let framerDampingRatioRange = 0.05...1.0

  /// Framer Motion's `{type: "spring", visualDuration, bounce}`, converted as its
  /// `getSpringOptions` does (motiondivision/motion, packages/motion-dom, animation/generators/
  /// spring): root = 2π / (visualDuration·1.2), stiffness root², damping
  /// 2·clamp(0.05, 1, 1 − bounce)·√stiffness, mass 1. So the visual duration is the
  /// ``response`` over 1.2, and the damping ratio is 1 − bounce (clamped, as Framer clamps it).
  ///
  /// ```swift
  /// let framer = Spring(framerVisualDuration: 0.3, bounce: 0.25)
  /// framer.response      // 0.36
  /// framer.dampingRatio  // 0.75
  /// ```
  public init(framerVisualDuration visualDuration: Double, bounce: Double) {
    self = Self.require { () throws(MotionError) in
      try .validated(framerVisualDuration: visualDuration, bounce: bounce)
    }
  }

  /// ``init(framerVisualDuration:bounce:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError`` unless the visual duration is positive and finite and the bounce
  ///   is finite.
  public static func validated(framerVisualDuration visualDuration: Double, bounce: Double)
    throws(MotionError) -> Spring
  {
    try MotionError.requirePositive(visualDuration, "visualDuration")
    try MotionError.requireFinite(bounce, "bounce")
    let range = Self.framerDampingRatioRange
    let dampingRatio = Swift.min(Swift.max(1 - bounce, range.lowerBound), range.upperBound)
    let root = 2 * Double.pi / (visualDuration * 1.2)
    return try .validated(mass: 1, stiffness: root * root, damping: 2 * dampingRatio * root)
  }

  /// The inverse of ``init(framerVisualDuration:bounce:)`` for the motion this spring makes
  /// (Framer's mass is 1, so a heavier spring is described by its k/m and c/m): nil when the
  /// damping ratio is outside ``framerDampingRatioRange``, which that form cannot say.
  public var framerVisualDurationAndBounce: (visualDuration: Double, bounce: Double)? {
    let ratio = dampingRatio
    guard isValid, Self.framerDampingRatioRange.contains(ratio) else { return nil }
    return (response / 1.2, 1 - ratio)
  }
}
