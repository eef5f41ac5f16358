/// A start-up setting a scene takes from the command line, such as the card's
/// `--retarget additive` or the stress scene's `--count 10000`. The playground declares the flag,
/// checks the value against the option, and hands it to every new scene that declares it.
///
/// ```swift
/// static let options = [SceneOption("retarget", words: ["additive", "current", "replace"],
///                                   help: "how a new animation combines with a running one")]
/// ```
public struct SceneOption: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// One of these words.
    case words([String])
    /// A whole number in this range.
    case integer(ClosedRange<Int>)
  }

  public var name: String
  public var kind: Kind
  public var help: String

  public init(_ name: String, words: [String], help: String) {
    self.name = name
    kind = .words(words)
    self.help = help
  }

  public init(_ name: String, integers: ClosedRange<Int>, help: String) {
    self.name = name
    kind = .integer(integers)
    self.help = help
  }

  /// What the value looks like, for help: the words, or the range of numbers.
  public var valueName: String {
    switch kind {
    case .words(let words): words.joined(separator: "|")
    case .integer(let range): "\(range.lowerBound)-\(range.upperBound)"
    }
  }

  /// Whether `value` has the option's form at all (a word it knows, a whole number): a value
  /// that does not is a usage error, one that does but is out of range is refused by ``check(_:)``.
  public func parses(_ value: String) -> Bool {
    switch kind {
    case .words(let words): words.contains(value)
    case .integer: Int(value) != nil
    }
  }

  /// nil when `value` is acceptable, else what is wrong, in words for one line on stderr.
  public func check(_ value: String) -> String? {
    switch kind {
    case .words(let words):
      return words.contains(value)
        ? nil : "--\(name) must be \(words.joined(separator: ", ")), not '\(value)'"
    case .integer(let range):
      guard let number = Int(value), range.contains(number) else {
        return
          "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'"
      }
      return nil
    }
  }
}
