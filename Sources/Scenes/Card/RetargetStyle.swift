/// How a click's animation combines with whatever moves the card already (seed 004), the
/// trace's `retarget`; A cycles it, `--retarget` sets it at start.
///
/// ```swift
/// scene.retarget = .current  // the next click stops the card first (beginFromCurrentState)
/// ```
public enum RetargetStyle: String, Sendable, CaseIterable {
  /// iOS 8 and later: the new animation is added on top; the running one goes on until it ends.
  case additive
  /// `beginFromCurrentState`: the running animation stops where it is on screen, and the new one
  /// starts from there at rest.
  case current
  /// Before iOS 8: the running animation is removed and the new one starts from the model value,
  /// so the card jumps to where it was heading.
  case replace

  /// additive → current → replace → additive.
  public var next: RetargetStyle {
    switch self {
    case .additive: .current
    case .current: .replace
    case .replace: .additive
    }
  }
}
