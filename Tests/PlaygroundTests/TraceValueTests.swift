import Foundation
import Motion
import Scenes
import Testing

/// The trace can never write a number JSON does not have, whatever produced it.
@Suite("Trace values")
struct TraceValueTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteNumberIsWrittenAsNull(value: Double) throws {
    let line = TraceValue.object([
      TraceField("n", .number(value)), TraceField("t", .time(value)),
      TraceField("v", .vector(Vector2(x: value, y: 1))),
    ]).json
    #expect(line == #"{"n": null, "t": null, "v": {"x": null, "y": 1}}"#)
    #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
  }

  @Test func hugeAndTinyNumbersStayValidJSON() throws {
    // 1e308 × 10 000 overflows while rounding: that must not become "inf".
    for value in [1e308, -1e308, 1e-300, 123_456_789.123_456, Double.greatestFiniteMagnitude] {
      let line = TraceValue.object([TraceField("n", .number(value))]).json
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(
        (object["n"] as? Double).map { abs($0 - value) <= 1e-4 * max(1, abs(value)) } == true, "\(line)")
      #expect(!line.contains("inf") && !line.contains("nan"))
    }
  }

  @Test func stringsAreEscaped() throws {
    let line = TraceValue.object([TraceField("s", .string("a \"quote\"\n\\ and \u{1}"))]).json
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
    #expect(object["s"] == "a \"quote\"\n\\ and \u{1}")
  }
}
