import Foundation
import Motion

/// The list's geometry: the paging strip at the top of the content, then sections of rows of
/// varied heights, each under a header. Tops are kept in arrays so that finding the rows in a
/// viewport is a binary search, never a scan: 100 000 rows cost the same per frame as 1 000.
///
/// ```swift
/// let content = ScrollContent(rows: 1000)
/// content.height                  // the whole list, in points
/// content.rows(in: 0...640)       // the rows a 640 pt viewport at offset 0 shows
/// ```
struct ScrollContent {
  /// Rows per section.
  static let sectionSize = 20
  static let headerHeight = 30.0
  /// The strip's band at the top of the content (cards plus margins).
  static let stripHeight = 156.0
  /// The four row heights the list cycles through, unevenly.
  static let rowHeights = [44.0, 58.0, 72.0, 88.0]

  let rowCount: Int
  /// Each row's top, in content points.
  private(set) var rowTops: [Double] = []
  /// Each section header's top.
  private(set) var headerTops: [Double] = []
  private(set) var height = 0.0

  init(rows: Int) {
    rowCount = max(1, rows)
    rowTops.reserveCapacity(rowCount)
    var y = Self.stripHeight
    for row in 0..<rowCount {
      if row % Self.sectionSize == 0 {
        headerTops.append(y)
        y += Self.headerHeight
      }
      rowTops.append(y)
      y += Self.height(ofRow: row)
    }
    height = y
  }

  /// A row's height: a fixed scramble of the index, so neighbours differ.
  static func height(ofRow row: Int) -> Double {
    rowHeights[(row &* 2_654_435_761 >> 7) & 3]
  }

  static func title(ofRow row: Int) -> String { "Row \(row + 1)" }

  static func title(ofSection section: Int) -> String {
    "Rows \(section * sectionSize + 1)–\((section + 1) * sectionSize)"
  }

  func frame(ofRow row: Int) -> (top: Double, height: Double) { (rowTops[row], Self.height(ofRow: row)) }

  var sectionCount: Int { headerTops.count }

  /// The first index in `tops` whose item ends after `y` (items are contiguous or ordered).
  private static func firstEnding(after y: Double, tops: [Double], end: (Int) -> Double) -> Int {
    var low = 0
    var high = tops.count
    while low < high {
      let middle = (low + high) / 2
      if end(middle) <= y { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The rows that overlap `span` (content points).
  func rows(in span: ClosedRange<Double>) -> Range<Int> {
    let first = Self.firstEnding(after: span.lowerBound, tops: rowTops) {
      rowTops[$0] + Self.height(ofRow: $0)
    }
    var last = first
    while last < rowCount && rowTops[last] < span.upperBound { last += 1 }
    return first..<last
  }

  /// The sections whose headers overlap `span`.
  func headers(in span: ClosedRange<Double>) -> Range<Int> {
    let first = Self.firstEnding(after: span.lowerBound, tops: headerTops) {
      headerTops[$0] + Self.headerHeight
    }
    var last = first
    while last < headerTops.count && headerTops[last] < span.upperBound { last += 1 }
    return first..<last
  }

  /// The row at content `y`, if a row (not a header or the strip) is there.
  func row(at y: Double) -> Int? {
    let candidates = rows(in: y...y)
    guard let row = candidates.first, rowTops[row] <= y, y < rowTops[row] + Self.height(ofRow: row) else {
      return nil
    }
    return row
  }
}
