/// A failure the user can act on, reported as one line on stderr (`flick: <message>`), exit 1.
public struct PlaygroundError: Error, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
