/// One of the four slots the card can rest in, as picture in picture does: the trace's `corner`.
///
/// ```swift
/// CardCorner.topLeft.next  // .topRight: Space throws the card clockwise round the slots
/// ```
public enum CardCorner: String, Sendable, CaseIterable {
  case topLeft
  case topRight
  case bottomRight
  case bottomLeft

  /// The next slot clockwise.
  public var next: CardCorner {
    switch self {
    case .topLeft: .topRight
    case .topRight: .bottomRight
    case .bottomRight: .bottomLeft
    case .bottomLeft: .topLeft
    }
  }
}

/// Where the card is in its life: held, on its way, or still (the trace's `phase`).
public enum CardPhase: String, Sendable {
  case rest
  case dragging
  case settling
}

/// How a click's animation combines with whatever moves the card already (seed 004), the
/// trace's `retarget`; A cycles it, `--retarget` sets it at start.
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
