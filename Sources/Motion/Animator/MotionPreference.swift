/// Whether motion that no finger drives plays in full or as its reduced twin: the platforms'
/// switch (iOS and macOS Reduce Motion, Android's animator duration scale 0, GNOME's
/// `enable-animations` false, CSS `prefers-reduced-motion: reduce`) as a value the host sets on
/// its ``Animator``. Motion itself never reads it: the layers above choose the reduced twin of a
/// release (Stage's `Settle`) when the animator they run on says ``reduced``.
public enum MotionPreference: String, Sendable, CaseIterable {
  /// Every animation as designed: springs carry the release velocity and may overshoot.
  case full
  /// The reduced twin: a release keeps its decision and direction but settles without
  /// overshoot and with bounded speed; motion no finger drives fades.
  case reduced

  /// full ↔ reduced (the playground's key).
  public var toggled: MotionPreference { self == .full ? .reduced : .full }
}
