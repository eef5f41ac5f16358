import Motion

/// A rectangle of whole canvas pixels, from (x0, y0) inclusive to (x1, y1) exclusive: the unit
/// damage is tracked, clipped and presented in.
///
/// Public and `@inlinable`, unlike the rest of Raster: the renderer in Playground asks each of
/// the stress scene's 100 000 cards whether it meets a band, and an `@inlinable package`
/// function is not inlined across modules by this toolchain (Swift 6.3), where a public one is;
/// called out of line, `intersects` alone was 4 % of a frame's samples.
public struct PixelRect: Equatable, Sendable {
  public var x0: Int
  public var y0: Int
  public var x1: Int
  public var y1: Int

  @inlinable
  public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  @inlinable
  public var width: Int { max(0, x1 - x0) }
  @inlinable
  public var height: Int { max(0, y1 - y0) }
  @inlinable
  public var area: Int { width * height }

  /// The whole pixels a box of canvas pixels touches, grown by `margin` on every side.
  @inlinable
  public init(covering box: Rect, margin: Int) {
    x0 = Self.whole(box.minX.rounded(.down)) - margin
    y0 = Self.whole(box.minY.rounded(.down)) - margin
    x1 = Self.whole(box.maxX.rounded(.up)) + margin
    y1 = Self.whole(box.maxY.rounded(.up)) + margin
  }

  @inlinable
  public init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// A coordinate far outside any canvas stands for the canvas's edge (a huge or non-finite
  /// box is clamped, never trapped on).
  @inlinable static func whole(_ value: Double) -> Int {
    guard value.isFinite else { return value < 0 ? -1 << 30 : 1 << 30 }
    return Int(max(-1e9, min(1e9, value)))
  }

  @inlinable
  public func intersection(_ other: PixelRect) -> PixelRect? {
    let result = PixelRect(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    return result.isEmpty ? nil : result
  }

  @inlinable
  public func intersects(_ other: PixelRect) -> Bool {
    x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
  }

  @inlinable
  public func contains(_ other: PixelRect) -> Bool {
    x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1
  }

  /// The smallest rectangle holding both.
  @inlinable
  public func union(_ other: PixelRect) -> PixelRect {
    PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  /// What is left of this rectangle outside `hole`: up to four disjoint rectangles (the bands
  /// above and below the hole, then the pieces left and right of it), passed to `body`.
  @inlinable
  public func subtracting(_ hole: PixelRect, _ body: (PixelRect) -> Void) {
    guard let cut = intersection(hole) else {
      body(self)
      return
    }
    if cut.y0 > y0 { body(PixelRect(x0: x0, y0: y0, x1: x1, y1: cut.y0)) }
    if cut.y1 < y1 { body(PixelRect(x0: x0, y0: cut.y1, x1: x1, y1: y1)) }
    if cut.x0 > x0 { body(PixelRect(x0: x0, y0: cut.y0, x1: cut.x0, y1: cut.y1)) }
    if cut.x1 < x1 { body(PixelRect(x0: cut.x1, y0: cut.y0, x1: x1, y1: cut.y1)) }
  }
}
