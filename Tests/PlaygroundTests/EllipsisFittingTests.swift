import Motion
import Testing

@testable import Playground
@testable import Raster

/// Text too wide for its box is cut and ends in "…" (``EllipsisFitting``): the cut is found by
/// halving, a few measurements of the text, where it dropped one character at a time and
/// measured each (2 000 characters at size 400 held the first frame 22 to 37 s). The text it
/// gives is the one the old rule gave.
@Suite("Text cut to fit with an ellipsis")
struct EllipsisFittingTests {
  /// The rule before: drop characters from the end until the rest, trimmed, with "…" fits.
  static func oldRule(_ text: String, width: Int, measure: (String) -> Int) -> String {
    guard measure(text) > width else { return text }
    var characters = Array(text)
    while !characters.isEmpty {
      characters.removeLast()
      let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
      if measure(candidate) <= width { return candidate }
    }
    return "…"
  }

  static let texts = [
    "", "a", "Control Center", "  spaced   out  words  ", "AVAVAVA WAWAWA To Ty", "café — naïve ζρ ±×·",
    "iiiiiiiiiiWWWWWWWWWW", "one two three four five six seven eight nine ten eleven twelve",
    "👩‍👩‍👧 family and 🇫🇷 flags", String(repeating: "Lorem ipsum dolor sit amet, ", count: 8),
  ]

  /// Against the real font's widths (DejaVu Sans through SDL_ttf, with its kerning), at every
  /// width from nothing to wider than the text.
  @Test func theCutIsTheOldRulesWithTheFont() throws {
    let canvas = try Canvas(offscreenSize: Size(width: 64, height: 64))
    let renderer = try #require(TextRenderer(canvas: canvas))
    for size in [11.0, 15, 40] {
      let measure = { (text: String) in Int(renderer.measure(text, size: size).width) }
      for text in Self.texts {
        let full = measure(text)
        for width in stride(from: 0, through: full + 2, by: max(1, full / 60)) {
          #expect(
            EllipsisFitting.fitting(text, width: width, measure: measure)
              == Self.oldRule(text, width: width, measure: measure), "'\(text)' at \(size) in \(width) px")
        }
      }
    }
  }

  /// Long text (2 000 characters) is measured a few times, not once a character.
  @Test func longTextIsMeasuredAFewTimes() {
    let text = String(repeating: "Lorem ipsum dolor sit amet, ", count: 72)
    #expect(text.count >= 2000)
    for width in [0, 10, 500, 9_000, 19_000] {
      var measurements = 0
      let measure = { (text: String) -> Int in
        measurements += 1
        return text.count * 10
      }
      let cut = EllipsisFitting.fitting(text, width: width, measure: measure)
      #expect(cut == Self.oldRule(text, width: width) { $0.count * 10 })
      #expect(measurements <= 14, "\(measurements) measurements at \(width) px")
    }
  }
}
