import Motion

/// Where the stress scene's cards live: a grid that fills the window below the navbar with
/// `count` square cells, each card centred in its cell. Knowing the layout lets the scene find
/// the cards near a point from their indices, without looking at all of them.
struct StressGrid: Equatable {
  static let margin = 16.0

  let count: Int
  let columns: Int
  let rows: Int
  /// The side of a cell, in points.
  let cell: Double
  /// The side of a card (70 % of its cell, between 1.5 and 28 pt).
  let cardSide: Double
  /// The top-left corner of the first cell.
  let origin: Vector2

  init(count: Int, size: Size) {
    self.count = max(1, count)
    let area = Rect(
      x: Self.margin, y: Navbar.height + Self.margin, width: max(1, size.width - 2 * Self.margin),
      height: max(1, size.height - Navbar.height - 2 * Self.margin))
    // Square cells: columns / rows follows the area's aspect ratio.
    let columns = max(1, Int((Double(self.count) * area.width / area.height).squareRoot().rounded(.up)))
    let rows = max(1, (self.count + columns - 1) / columns)
    let cell = min(area.width / Double(columns), area.height / Double(rows))
    self.columns = columns
    self.rows = rows
    self.cell = cell
    cardSide = min(28, max(1.5, 0.7 * cell))
    // Centred in the area.
    origin = Vector2(
      x: area.minX + (area.width - cell * Double(columns)) / 2,
      y: area.minY + (area.height - cell * Double(rows)) / 2)
  }

  /// Where card `index` rests.
  func home(of index: Int) -> Vector2 { home(row: index / columns, column: index % columns) }

  /// Where the card in cell (`row`, `column`) rests.
  private func home(row: Int, column: Int) -> Vector2 {
    Vector2(x: origin.x + (Double(column) + 0.5) * cell, y: origin.y + (Double(row) + 0.5) * cell)
  }

  /// Calls `body` with the index and the home of every card whose home is within `radius` of
  /// either point (nil: none), each once, in ascending order, without allocating: a box of
  /// cells around both points, clipped to the grid. The home comes from the cell's row and
  /// column, without dividing the index by the column count again.
  func forEachIndex(near first: Vector2?, or second: Vector2?, radius: Double, _ body: (Int, Vector2) -> Void)
  {
    guard radius.isFinite, radius >= 0 else { return }
    let points = (first.flatMap { $0.isFinite ? $0 : nil }, second.flatMap { $0.isFinite ? $0 : nil })
    guard let reach = Self.union(points.0, points.1) else { return }
    func clamp(_ value: Double, _ upper: Int) -> Int { Int(min(max(value, 0), Double(upper))) }
    let firstColumn = clamp(((reach.min.x - radius - origin.x) / cell).rounded(.down), columns - 1)
    let lastColumn = clamp(((reach.max.x + radius - origin.x) / cell).rounded(.down), columns - 1)
    let firstRow = clamp(((reach.min.y - radius - origin.y) / cell).rounded(.down), rows - 1)
    let lastRow = clamp(((reach.max.y + radius - origin.y) / cell).rounded(.down), rows - 1)
    for row in firstRow...lastRow {
      for column in firstColumn...lastColumn {
        let index = row * columns + column
        guard index < count else { continue }
        let home = home(row: row, column: column)
        let near = { (point: Vector2?) in point.map { (home - $0).magnitude <= radius } ?? false }
        if near(points.0) || near(points.1) { body(index, home) }
      }
    }
  }

  /// The box spanned by the points given (nil if neither is).
  private static func union(_ a: Vector2?, _ b: Vector2?) -> (min: Vector2, max: Vector2)? {
    switch (a, b) {
    case (let a?, let b?):
      return (
        Vector2(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y)),
        Vector2(x: Swift.max(a.x, b.x), y: Swift.max(a.y, b.y))
      )
    case (let a?, nil): return (a, a)
    case (nil, let b?): return (b, b)
    case (nil, nil): return nil
    }
  }
}
