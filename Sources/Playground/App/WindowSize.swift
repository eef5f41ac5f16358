import ArgumentParser
import Motion

/// `--size WxH` (and a script's `"size"`): two whole numbers of points. Text that is not two
/// numbers is a usage error (exit 2, from the parser); numbers out of range are refused by
/// ``checked(what:)`` with the range (exit 1).
struct WindowSize: ExpressibleByArgument, Equatable {
  static let sides = 200...8192

  var width: Int
  var height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
    self.init(width: width, height: height)
  }

  var defaultValueDescription: String { "\(width)x\(height)" }

  /// The size in points, or the range it must be in; `what` names the flag or the script field.
  func checked(what: String) throws(PlaygroundError) -> Size {
    guard Self.sides.contains(width), Self.sides.contains(height) else {
      throw Self.problem("\(width)x\(height)", what: what)
    }
    return Size(width: Double(width), height: Double(height))
  }

  static func problem(_ text: String, what: String) -> PlaygroundError {
    PlaygroundError(
      "\(what) must be WxH with each side from \(sides.lowerBound) to \(sides.upperBound) points, not '\(text)'"
    )
  }
}
