import Testing

@testable import Motion

@Suite struct VectorTests {
  @Test func zeroIsTheIdentity() { #expect(Vector2(x: 1, y: 2) + .zero == Vector2(x: 1, y: 2)) }

  @Test func vectorSpaceOperations() {
    let a = Vector2(x: 3, y: -4)
    let b = Vector2(x: 1, y: 2)
    #expect(a + b == Vector2(x: 4, y: -2))
    #expect(a - b == Vector2(x: 2, y: -6))
    #expect(-a == Vector2(x: -3, y: 4))
    #expect(2 * a == a * 2)
    #expect(a / 2 == Vector2(x: 1.5, y: -2))
    #expect(a.magnitude == 5)
    #expect(a.distance(to: .zero) == 5)
    var c = a
    c += b
    c -= b
    #expect(c == a)
    #expect(!Vector2(x: .nan, y: 0).isFinite)
    #expect(!Vector2(x: 0, y: .infinity).isFinite)
    #expect(Double(-2).magnitude == 2)
  }

  @Test func rectContainmentIsHalfOpen() {
    let modal = Rect(center: Vector2(x: 480, y: -90), size: Size(width: 280, height: 180))
    #expect(modal.minX == 340 && modal.maxY == 0)
    #expect(modal.center == Vector2(x: 480, y: -90))
    #expect(modal.contains(Vector2(x: 340, y: -180)))
    #expect(!modal.contains(Vector2(x: 620, y: -90)))
    #expect(!modal.contains(Vector2(x: 480, y: 0)))
  }

  @Test func rectsThatOnlyTouchDoNotIntersect() {
    let container = Rect(x: 0, y: 0, width: 960, height: 640)
    let above = Rect(x: 340, y: -180, width: 280, height: 180)
    #expect(!container.intersects(above))
    let overlapping = Rect(x: 340, y: -179, width: 280, height: 180)
    #expect(container.intersects(overlapping))
    #expect(overlapping.intersects(container))
  }
}
