import Motion
import Testing

@testable import Stage

@Suite("Rubber band: the inverse")
struct RubberBandInverseTests {
  @Test(arguments: [0.0, 1, 37.5, 300, 2_000, -120])
  func overshootUndoesTheOffset(distance: Double) {
    let banded = RubberBand.offset(distance, dimension: 640)
    #expect(
      abs(RubberBand.overshoot(forOffset: banded, dimension: 640) - distance) < 1e-9 * max(1, abs(distance)))
  }

  @Test func unclampUndoesTheClamp() {
    for value in [-400.0, -3, 0, 250, 500, 512, 900] {
      let clamped = RubberBand.clamp(value, to: 0...500, dimension: 960)
      #expect(abs(RubberBand.unclamp(clamped, from: 0...500, dimension: 960) - value) < 1e-9)
    }
  }

  @Test func offsetsBeyondTheDimensionAndBadInputStayFinite() {
    let huge = RubberBand.overshoot(forOffset: 10_000, dimension: 640)
    #expect(huge.isFinite && huge > 0)
    #expect(RubberBand.overshoot(forOffset: -640, dimension: 640) < 0)
    #expect(RubberBand.overshoot(forOffset: .nan, dimension: 640) == 0)
    #expect(RubberBand.overshoot(forOffset: 10, dimension: 0) == 0)
    #expect(RubberBand.overshoot(forOffset: .infinity, dimension: 640) == 0)
  }
}
