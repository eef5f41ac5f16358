/// A failure the user can act on, reported as one line on stderr (`flick: <message>`), exit 1
/// (or the ``status`` it carries: 130 and 143 for a run stopped by SIGINT and SIGTERM).
public struct PlaygroundError: Error, Equatable, CustomStringConvertible {
  public let message: String
  /// The process's exit status for it.
  public let status: Int32

  public init(_ message: String, status: Int32 = 1) {
    self.message = message
    self.status = status
  }

  public var description: String { message }

  /// Several failures as one line (the first's status), or nil for none: a run that could not
  /// write two outputs says both.
  static func combined(_ errors: [PlaygroundError]) -> PlaygroundError? {
    guard let first = errors.first else { return nil }
    return PlaygroundError(errors.map(\.message).joined(separator: "; "), status: first.status)
  }
}
