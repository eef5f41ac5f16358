import Motion
import Testing

@testable import Stage

/// The rubber band's inverse and slope, which let a pane caught past an edge keep banding.
@Suite struct RubberBandInverseTests {
  @Test func overshootInvertsTheOffset() {
    for dimension in [320.0, 640, 1200] {
      for overshoot in [0.0, 0.5, 10, 131, 300, 2_000, -45, -640] {
        let offset = RubberBand.offset(overshoot, dimension: dimension)
        let back = RubberBand.overshoot(forOffset: offset, dimension: dimension)
        #expect(abs(back - overshoot) < 1e-9 * max(1, abs(overshoot)), "d \(dimension) x \(overshoot)")
      }
    }
    // The example: 300 pt past the edge of a 640 pt window shows 165·640/805 ≈ 131.2 pt.
    #expect(abs(RubberBand.overshoot(forOffset: 165.0 * 640 / 805, dimension: 640) - 300) < 1e-9)
  }

  @Test func slopeIsTheOffsetsDerivative() {
    #expect(RubberBand.slope(atOvershoot: 0, dimension: 640) == RubberBand.constant)
    for overshoot in [0.0, 20, 131, 300, -300, 900] {
      let h = 1e-4
      let numeric =
        (RubberBand.offset(overshoot + h, dimension: 640) - RubberBand.offset(overshoot - h, dimension: 640))
        / (2 * h)
      let slope = RubberBand.slope(atOvershoot: overshoot, dimension: 640)
      // At 0 the two sides meet with the same slope, so the central difference holds there too.
      #expect(abs(numeric - slope) < 1e-6, "x \(overshoot)")
      #expect(slope > 0 && slope <= RubberBand.constant)
    }
  }

  @Test func unreachableAndBadInputStayFinite() {
    // The band never reaches the dimension: an offset of d or more maps to a large, finite pull.
    let atLimit = RubberBand.overshoot(forOffset: 640, dimension: 640)
    #expect(atLimit.isFinite && atLimit > 640 * 100)
    #expect(RubberBand.overshoot(forOffset: -1e9, dimension: 640) == -atLimit)
    for (offset, dimension) in [(Double.nan, 640.0), (10, .nan), (10, 0), (10, -5), (.infinity, 640)] {
      #expect(RubberBand.overshoot(forOffset: offset, dimension: dimension) == 0)
    }
    #expect(RubberBand.overshoot(forOffset: 10, dimension: 640, constant: 0) == 0)
    #expect(RubberBand.slope(atOvershoot: .nan, dimension: 640) == 1)
    #expect(RubberBand.slope(atOvershoot: 10, dimension: 0) == 1)
  }

  /// The banded content's velocity is the clamp's derivative times the unclamped value's: checked
  /// against a central difference of the clamp itself, past each edge and inside.
  @Test(arguments: [-300.0, -20.0, 250.0, 520.0, 900.0])
  func theBandedVelocityIsTheClampsDerivative(value: Double) {
    let range = 0.0...500.0
    let h = 1e-4
    let slope =
      (RubberBand.clamp(value + h, to: range, dimension: 640)
        - RubberBand.clamp(value - h, to: range, dimension: 640))
      / (2 * h)
    #expect(abs(RubberBand.velocity(1000, at: value, in: range, dimension: 640) - 1000 * slope) < 1e-3)
  }
}
