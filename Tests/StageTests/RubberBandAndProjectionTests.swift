import Motion
import Testing

@testable import Stage

@Suite("Rubber band and projection")
struct RubberBandAndProjectionTests {
  @Test func rubberBandIsUIScrollViewsFormula() {
    // (1 − 1 / (300·0.55 / 640 + 1))·640, worked out by hand: 0.2578125 → 131.18 pt.
    let expected = (1 - 1 / (300 * 0.55 / 640 + 1)) * 640
    #expect(abs(RubberBand.offset(300, dimension: 640) - expected) < 1e-12)
    #expect(abs(expected - 131.18) < 0.01)
    #expect(RubberBand.offset(-300, dimension: 640) == -RubberBand.offset(300, dimension: 640))
    #expect(RubberBand.offset(0, dimension: 640) == 0)
    // It starts at the pointer's pace (slope 0.55 at 0) and never reaches the dimension.
    #expect(abs(RubberBand.offset(0.001, dimension: 640) / 0.001 - 0.55) < 1e-3)
    #expect(RubberBand.offset(1e12, dimension: 640) < 640)
    #expect(RubberBand.offset(.nan, dimension: 640) == 0)
    #expect(RubberBand.offset(10, dimension: 0) == 0)
  }

  @Test func clampLeavesTheRangeAloneAndBandsBeyondIt() {
    #expect(RubberBand.clamp(250, to: 0...500, dimension: 640) == 250)
    let below = RubberBand.clamp(-100, to: 0...500, dimension: 640)
    #expect(below < 0 && below > -100 * 0.55)
    let above = RubberBand.clamp(600, to: 0...500, dimension: 640)
    #expect(above > 500 && above < 500 + 100 * 0.55)
  }

  @Test func projectionIsTheScrollViewsRestingPoint() {
    // d / (1 − d) / 1000 = 0.998 / 0.002 / 1000 = 0.499 s: 1000 pt/s travels 499 pt.
    let rest = Projection.restingPoint(from: Vector2(x: 480, y: 320), velocity: Vector2(x: 1000, y: -2000))
    #expect(abs(rest.x - 979) < 1e-9)
    #expect(abs(rest.y - (320 - 998)) < 1e-9)
    // WWDC's formula is the per-millisecond geometric sum (d + d² + …); Motion's closed-form
    // decay at the same rate is the continuous exponential (τ = −1 / (1000 ln d) = 0.49975 s):
    // they agree to 0.15 %, 1.1 pt here, and are not the same number.
    let decay = DecayAnimation(
      from: Vector2(x: 480, y: 320), velocity: Vector2(x: 1000, y: -2000), decelerationRate: 0.998)
    let gap = decay.restingValue.distance(to: rest)
    #expect(gap > 1 && gap < 1.2)
    #expect(Projection.restingPoint(from: .zero, velocity: Vector2(x: .nan, y: 0)) == .zero)
  }
}
