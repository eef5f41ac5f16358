import Motion
import Stage

/// A small turned shape's coverage, worked out once: each row's columns (as
/// ``ShapeRows`` solves them) and its edge pixels' a8 coverage, for the shape with the
/// whole pixels of its translation taken off. ``TurnedShapeMasks`` keeps them, and
/// ``SpanPainter`` paints one at any whole-pixel offset.
package struct TurnedShapeMask {
  /// One row: the columns that may be covered (`first...last`, relative to ``area``'s `x0`;
  /// empty when `first > last`), the wholly covered ones (`solidFirst...solidLast`; when none,
  /// `solidFirst` is `last + 1` and `solidLast` is `last`), and where its edge pixels' coverage
  /// starts in ``coverage``: columns `first..<solidFirst`, then `solidLast + 1...last`.
  struct Row {
    var first: Int
    var last: Int
    var solidFirst: Int
    var solidLast: Int
    var edges: Int
  }

  /// The pixels the shape can touch, before the whole-pixel offset it is painted at.
  let area: PixelRect
  let rows: [Row]
  let coverage: [UInt8]

  /// `shape` under `transform` (canvas pixels: a turn, a uniform scale and a translation of
  /// less than a pixel, as ``TurnedShapeMasks`` hands it); nil when it covers nothing.
  init?(_ shape: RoundedRectangle, transform: Transform2D) {
    let unclipped = PixelRect(x0: -Self.reach, y0: -Self.reach, x1: Self.reach, y1: Self.reach)
    guard let solved = ShapeRows(shape, transform: transform, clip: unclipped) else { return nil }
    area = solved.area
    var rows: [Row] = []
    rows.reserveCapacity(area.height)
    var coverage: [UInt8] = []
    for y in area.y0..<area.y1 {
      let row = solved.row(y)
      guard row.first <= row.last else {
        rows.append(Row(first: 0, last: -1, solidFirst: 0, solidLast: -1, edges: coverage.count))
        continue
      }
      let hasSolid = row.solidFirst <= row.solidLast
      let kept = Row(
        first: row.first, last: row.last, solidFirst: hasSolid ? row.solidFirst : row.last + 1,
        solidLast: hasSolid ? row.solidLast : row.last, edges: coverage.count)
      for column in kept.first..<kept.solidFirst { coverage.append(Self.mask(solved, row, column)) }
      for column in (kept.solidLast + 1)..<(kept.last + 1) { coverage.append(Self.mask(solved, row, column)) }
      rows.append(kept)
    }
    self.rows = rows
    self.coverage = coverage
  }

  /// Far beyond any shape kept (``TurnedShapeMasks/largestSide``).
  private static let reach = 1 << 20

  /// A pixel's coverage as an a8 mask value, as ``SpanPainter`` rounds it.
  private static func mask(_ rows: ShapeRows, _ row: ShapeRows.Row, _ column: Int) -> UInt8 {
    UInt8(rows.mask(in: row, column: column))
  }
}
