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
