import Scenes

/// The trace format's version: the first field of every trace's first line,
/// `{"traceVersion": 2, "frame": 0, …}` (and of an `--analyze` trace's first line), so a reader
/// can tell which format it reads. Adding a field keeps the version; renaming or removing one,
/// or changing what one means, is a new version (docs/scripts-and-traces.md, CHANGELOG.md).
enum TraceFormat {
  static let version = 2

  /// `"traceVersion": 2`, the field that opens a trace.
  static var field: TraceField { TraceField("traceVersion", .number(Double(version))) }

  /// The fields to put before a line's own: the version on a trace's first line, else none.
  static func leadingFields(linesWritten: Int) -> [TraceField] {
    linesWritten == 0 ? [field] : []
  }
}
