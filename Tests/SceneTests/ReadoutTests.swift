import Testing

@testable import Scenes

/// ``Readout``: `String(format:)` for the HUD and the plot, a number shown as zero without a
/// minus sign, every other character as it was.
@Suite("Readout: numbers shown as zero have no minus sign")
struct ReadoutTests {
  @Test(arguments: [
    ("turn %.1f°", -0.04, "turn 0.0°"), ("%.0f", -0.0, "0"), ("%.0f", -0.4, "0"), ("%.3f", -0.0004, "0.000"),
    ("%+.1f pt", -0.04, "0.0 pt"), ("%.0f", -0.6, "-1"), ("%.2f", -0.006, "-0.01"), ("%.1f", 0.04, "0.0"),
    ("%.1f", -10.04, "-10.0"), ("%.0f", Double.nan, "nan"), ("%.0f", -Double.infinity, "-inf"),
  ])
  func oneNumber(_ format: String, _ value: Double, _ text: String) {
    #expect(Readout.format(format, value) == text)
  }

  @Test func aLineOfSeveral() {
    #expect(
      Readout.format("release %@ %.0f → settle %.0f", "vy", -0.3, -120.7) == "release vy 0 → settle -121")
    // Minus signs that are not a zero's, and text around, are kept.
    #expect(
      Readout.withoutNegativeZeros("x-0 a -0.0.0 b -00 c -. d -0x e 3-0")
        == "x-0 a -0.0.0 b 00 c -. d 0x e 3-0")
  }
}
