import Motion

/// The card scene's geometry for a window size: the content area under the navbar (where the
/// card lives, rubber-bands and bounces), the four corner slots, and the card's start.
///
/// ```swift
/// let layout = CardLayout(size: Size(width: 960, height: 640))
/// layout.slotCenter(.bottomRight)                       // (846, 496)
/// layout.nearestCorner(to: Vector2(x: 900, y: 600))   // .bottomRight
/// ```
public struct CardLayout: Sendable, Equatable {
  /// The card: about 180×240 pt.
  public static let cardSize = Size(width: 180, height: 240)
  /// The gap between a slot and the content area's edges.
  public static let slotMargin = 24.0
  /// The least gap between two slots, where the window is too small for full-size ones.
  public static let slotGap = 8.0

  public var size: Size

  public init(size: Size) {
    self.size = size
  }

  /// The window under the navbar: the card's world, its rubber band's range and its walls.
  public var content: Rect {
    let top = min(Navbar.height, size.height)
    return Rect(x: 0, y: top, width: size.width, height: max(size.height - top, 0))
  }

  /// How much the card and its slots are shrunk so that the four slots never overlap: 1 where
  /// the content area has room for two full-size cards across and two down, with the margins
  /// and a gap between them (960×586 and up), less in a smaller window (a 1080p screen at
  /// `--scale 2` gives 810×540 pt: 0.875).
  public var cardScale: Double {
    let across = (content.width - 2 * Self.slotMargin - Self.slotGap) / (2 * Self.cardSize.width)
    let down = (content.height - 2 * Self.slotMargin - Self.slotGap) / (2 * Self.cardSize.height)
    return max(min(1, across, down), 0.01)
  }

  /// A slot's size, and the resting card's: the card's, shrunk by ``cardScale``.
  public var slotSize: Size {
    Size(width: Self.cardSize.width * cardScale, height: Self.cardSize.height * cardScale)
  }

  /// Where the card starts: centred in the content area.
  public var startCenter: Vector2 { content.center }

  /// The centre of a slot: ``slotSize``, `slotMargin` in from the content's corner.
  public func slotCenter(_ corner: CardCorner) -> Vector2 {
    let size = slotSize
    let x = Self.centers(content.minX, content.maxX, size.width)
    let y = Self.centers(content.minY, content.maxY, size.height)
    switch corner {
    case .topLeft: return Vector2(x: x.lowerBound, y: y.lowerBound)
    case .topRight: return Vector2(x: x.upperBound, y: y.lowerBound)
    case .bottomRight: return Vector2(x: x.upperBound, y: y.upperBound)
    case .bottomLeft: return Vector2(x: x.lowerBound, y: y.upperBound)
    }
  }

  /// The slot whose centre is nearest to `point` (picture in picture's rule applied to the
  /// projected point); the first in `CardCorner.allCases` order on a tie.
  public func nearestCorner(to point: Vector2) -> CardCorner {
    guard point.isFinite else { return .topLeft }
    var best = CardCorner.topLeft
    var bestDistance = Double.infinity
    for corner in CardCorner.allCases {
      let distance = slotCenter(corner).distance(to: point)
      if distance < bestDistance {
        best = corner
        bestDistance = distance
      }
    }
    return best
  }

  /// The centres that keep the unturned card (at its resting size) inside the content area,
  /// per axis: the drag rubber-bands beyond them.
  public var centerRangeX: ClosedRange<Double> {
    Self.range(content.minX + slotSize.width / 2, content.maxX - slotSize.width / 2)
  }

  public var centerRangeY: ClosedRange<Double> {
    Self.range(content.minY + slotSize.height / 2, content.maxY - slotSize.height / 2)
  }

  /// The first and last slot centre along an axis from `low` to `high`.
  private static func centers(_ low: Double, _ high: Double, _ extent: Double) -> ClosedRange<Double> {
    range(low + slotMargin + extent / 2, high - slotMargin - extent / 2)
  }

  /// low...high, or the midpoint when the window is too small for the card.
  private static func range(_ low: Double, _ high: Double) -> ClosedRange<Double> {
    low <= high ? low...high : (low + high) / 2...(low + high) / 2
  }
}
