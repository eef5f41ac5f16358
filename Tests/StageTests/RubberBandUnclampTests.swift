import Motion
import Testing

@testable import Stage

/// The clamp's inverse, which lets a card caught past an edge be dragged on without a jump.
@Suite("Rubber band: unclamp")
struct RubberBandUnclampTests {
  @Test func unclampUndoesTheClamp() {
    for dimension in [320.0, 640, 960] {
      for value in [-2_000.0, -400, -3, 0, 250, 500, 500.5, 512, 900, 3_000] {
        let clamped = RubberBand.clamp(value, to: 0...500, dimension: dimension)
        let back = RubberBand.unclamp(clamped, from: 0...500, dimension: dimension)
        #expect(abs(back - value) < 1e-9 * max(1, abs(value)), "d \(dimension) value \(value)")
      }
    }
  }

  @Test func insideTheRangeStaysAndBadInputStaysFinite() {
    #expect(RubberBand.unclamp(250, from: 0...500, dimension: 960) == 250)
    // Past what the band can show: a large, finite pull.
    let far = RubberBand.unclamp(1e9, from: 0...500, dimension: 960)
    #expect(far.isFinite && far > 500 + 960 * 100)
    #expect(RubberBand.unclamp(-1e9, from: 0...500, dimension: 960) == -(far - 500))
    #expect(RubberBand.unclamp(600, from: 0...500, dimension: .nan) == 500)
    #expect(RubberBand.unclamp(600, from: 0...500, dimension: 0) == 500)
  }
}
