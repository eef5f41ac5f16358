import Motion
import Testing

@testable import Stage

@Suite("mapRange")
struct MapRangeTests {
  @Test func carriesAValueFromOneRangeToAnother() {
    #expect(mapRange(0.25, 0, 1, 960, 0) == 720)
    #expect(mapRange(5, 0, 10, -1, 1) == 0)
    #expect(mapRange(1.5, 0, 1, 0, 0.3) == 0.3 * 1.5)
    #expect(mapRange(1.5, 0, 1, 0, 0.3, clip: true) == 0.3)
    #expect(mapRange(-1, 0, 1, 0, 0.3, clip: true) == 0)
  }

  @Test func neverProducesNaN() {
    #expect(mapRange(0.5, 1, 1, 7, 9) == 7)
    #expect(mapRange(.nan, 0, 1, 7, 9) == 7)
    #expect(mapRange(0.5, 0, .infinity, 7, 9) == 7)
    #expect(mapRange(0.5, 0, 1, .nan, 9) == 0)
  }

  @Test func framesMoveAlongTheLine() {
    let from = Rect(x: 960, y: 64, width: 960, height: 576)
    let to = Rect(x: 0, y: 64, width: 960, height: 576)
    #expect(mapRange(0.5, 0, 1, from, to) == Rect(x: 480, y: 64, width: 960, height: 576))
    #expect(mapRange(0, 0, 1, from, to) == from)
    #expect(mapRange(1, 0, 1, from, to) == to)
  }
}
