/// Rows of numbers under the same keys (``TraceValue/table(_:)``), written as
/// `{"row": {"key": n, …}, …}`, each number rounded as ``TraceValue/number(_:)`` writes it.
///
/// ```swift
/// let table = TraceTable(rows: ["card", "dimming"], keys: ["x", "alpha"], values: [10, 1, 0, 0.45])
/// TraceValue.table(table).json  // {"card": {"x": 10, "alpha": 1}, "dimming": {"x": 0, "alpha": 0.45}}
/// ```
public struct TraceTable: Sendable, Equatable {
  /// Each row's name, in order.
  public var rows: [String]
  /// The keys of every row, in order.
  public var keys: [String]
  /// Row by row, `keys.count` numbers each.
  public var values: [Double]

  /// A table of `rows.count` rows of `keys.count` numbers each, row by row in `values`.
  public init(rows: [String], keys: [String], values: [Double]) {
    precondition(values.count == rows.count * keys.count, "a table has a number for each row and key")
    self.rows = rows
    self.keys = keys
    self.values = values
  }

  /// The same fields as objects of numbers.
  public var fields: [TraceField] {
    rows.indices.map { row in
      TraceField(
        rows[row], .object(keys.indices.map { TraceField(keys[$0], .number(values[row * keys.count + $0])) }))
    }
  }

  func write(to output: inout String) {
    output += "{"
    for row in rows.indices {
      if row > 0 { output += ", " }
      TraceValue.writeString(rows[row], to: &output)
      output += ": {"
      for key in keys.indices {
        if key > 0 { output += ", " }
        TraceValue.writeString(keys[key], to: &output)
        output += ": "
        output += TraceValue.format(values[row * keys.count + key], places: 10_000)
      }
      output += "}"
    }
    output += "}"
  }
}
