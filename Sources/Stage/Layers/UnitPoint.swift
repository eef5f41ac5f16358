import Motion

/// A point of a layer's bounds in unit coordinates: (0, 0) is its top-leading corner, (1, 1)
/// its bottom-trailing one, (0.5, 0.5) its centre. SwiftUI's `UnitPoint` and Core Animation's
/// `anchorPoint` name the same thing; a layer keeps one where it is through a resize with
/// ``Layer/resize(to:pinning:)``.
///
/// ```swift
/// sheet.resize(to: Size(width: 390, height: windowHeight - 100), pinning: .top)
/// ```
public struct UnitPoint: Sendable, Hashable {
  /// 0 at the leading (left) edge, 1 at the trailing (right) one.
  public var x: Double
  /// 0 at the top edge, 1 at the bottom one (y grows down).
  public var y: Double

  /// The point at (`x`, `y`) of the bounds; values outside 0…1 name points outside them.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The centre: a resize keeps the centre, as setting ``Layer/size`` does.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the top edge: a bottom sheet whose height follows the window.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The middle of the leading (left) edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing (right) edge: a side pane that opens from the right.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
