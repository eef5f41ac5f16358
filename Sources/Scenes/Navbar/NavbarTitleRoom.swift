import Motion

/// Where a navbar title goes when controls take the bar's trailing end, as UINavigationBar
/// places its title beside wide bar button items: centred in the bar while a centred box keeps
/// clear of the controls, otherwise centred in the room left of them. The box is what the title
/// may use; text wider than it is shortened with an ellipsis where it is drawn, on purpose,
/// rather than slid under the controls.
public struct NavbarTitleRoom: Equatable, Sendable {
  /// The bar's width.
  public var width: Double
  /// Taken at the leading end (a back button's right edge), or the margin.
  public var leading: Double
  /// Taken at the trailing end by the playground's controls (0: nothing; the margin is kept
  /// either way).
  public var trailing: Double

  /// The space kept between the title and the controls, and from the bar's edges.
  public static let margin = 12.0
  /// A centred box narrower than this reads as squeezed: the title moves into the free span
  /// instead (a word of 19 pt bold, "Transitions", is about 110 points).
  public static let smallestCentredWidth = 140.0

  public init(width: Double, leading: Double = NavbarTitleRoom.margin, trailing: Double = 0) {
    self.width = width
    self.leading = leading
    self.trailing = trailing
  }

  /// The right edge of the free span: left of the controls by a margin.
  public var end: Double { max(leading, width - Self.margin - trailing) }

  /// The title's box at rest: its left edge and width.
  public var span: (minX: Double, width: Double) {
    let middle = width / 2
    let half = min(middle - leading, end - middle)
    if 2 * half >= Self.smallestCentredWidth { return (middle - half, 2 * half) }
    return (leading, max(0, end - leading))
  }

  /// The box moved `offset` points (the drift of a push or pop), cut where it would pass the
  /// controls or the bar's leading edge, so moving text never slides under the controls.
  public func span(offset: Double) -> (minX: Double, width: Double) {
    let rest = span
    let minX = max(0, rest.minX + offset)
    let maxX = min(end, rest.minX + rest.width + offset)
    return (minX, max(0, maxX - minX))
  }
}

extension NavbarTitleRoom {
  /// The title's box: ``span(offset:)`` from `y`, `height` tall.
  public func frame(y: Double, height: Double, offset: Double = 0) -> Rect {
    let span = span(offset: offset)
    return Rect(x: span.minX, y: y, width: span.width, height: height)
  }
}
