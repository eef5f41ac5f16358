import Motion
import Testing

@testable import Scenes

/// A scene file's lengths as expressions over the window's size: a division by what is 0 at
/// every window size is an error where the divisor is (docs/scene-files.md), whether the divisor
/// is a constant or not; one by what is 0 only in some window gives 0 there; a value too large
/// to be a number is an error, never a 0 in silence.
@Suite("Scene files: expressions")
struct SceneFileExpressionTests {
  static let start = SourcePosition(line: 3, column: 10)

  /// Each divisor is 0 in every window; the column is the divisor's, inside the string.
  @Test(arguments: [
    ("W / (W - W)", 15), ("W / (2 - 2)", 15), ("W / min(W, 0)", 15), ("H / (0 * W)", 15),
    ("(W - W) / (H - H)", 21), ("W / max(W - W, H - H, 0)", 15),
  ])
  func aDivisorZeroInEveryWindowIsAnError(_ text: String, _ column: Int) {
    #expect {
      _ = try SceneFileExpression(parsing: text, at: Self.start)
    } throws: { error in
      guard let error = error as? SceneFileError else { return false }
      return error.message.contains("division by zero")
        && error.position == SourcePosition(line: 3, column: column)
    }
  }

  @Test func aDivisorZeroInSomeWindowsGivesZeroThere() throws {
    let expression = try SceneFileExpression(parsing: "W / (W - 960)", at: Self.start)
    #expect(expression.value(in: Size(width: 960, height: 640)) == 0)
    #expect(expression.value(in: Size(width: 1000, height: 640)) == 25)
  }

  @Test func aValueTooLargeToBeANumberIsAnError() {
    let huge = String(repeating: "9", count: 200)
    #expect {
      _ = try SceneFileExpression(parsing: "W * \(huge) * \(huge)", at: Self.start)
    } throws: { error in
      guard let error = error as? SceneFileError else { return false }
      return error.message.contains("too large") && error.position == SourcePosition(line: 3, column: 11)
    }
    // The same number once fits.
    #expect(throws: Never.self) { try SceneFileExpression(parsing: "W * \(huge)", at: Self.start) }
  }
}
