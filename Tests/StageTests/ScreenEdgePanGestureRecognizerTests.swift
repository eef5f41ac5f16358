import Motion
import Testing

@testable import Stage

@Suite("ScreenEdgePanGestureRecognizer")
struct ScreenEdgePanGestureRecognizerTests {
  let content = Rect(x: 0, y: 64, width: 960, height: 576)

  private func press(_ pan: ScreenEdgePanGestureRecognizer, _ x: Double, _ y: Double, at time: Double = 1) {
    pan.handle(PointerEvent(kind: .down, location: Vector2(x: x, y: y), timestamp: time))
  }

  @Test func beginsOnlyWithin20PointsOfTheLeftEdge() {
    for (x, begins) in [(0.0, true), (8, true), (19.9, true), (20, false), (100, false)] {
      let pan = ScreenEdgePanGestureRecognizer(edge: .left, bounds: content)
      press(pan, x, 300)
      #expect(pan.isActive == begins, "x \(x)")
      #expect(pan.state == (begins ? .began : .failed))
    }
  }

  @Test func aPressOutsideTheBoundsNeverBegins() {
    let pan = ScreenEdgePanGestureRecognizer(edge: .left, bounds: content)
    press(pan, 5, 30)  // in the navbar, above the content
    #expect(pan.state == .failed)
    press(pan, -5, 300)
    #expect(pan.state == .failed)
  }

  @Test func theOtherEdges() {
    let right = ScreenEdgePanGestureRecognizer(edge: .right, bounds: content)
    press(right, 945, 300)
    #expect(right.isActive)
    let bottom = ScreenEdgePanGestureRecognizer(edge: .bottom, bounds: content, edgeWidth: 30)
    press(bottom, 400, 615)
    #expect(bottom.isActive)
    let top = ScreenEdgePanGestureRecognizer(edge: .top, bounds: content)
    press(top, 400, 100)
    #expect(!top.isActive)
  }

  @Test func shouldBeginIsAskedAfterTheEdge() {
    let pan = ScreenEdgePanGestureRecognizer(edge: .left, bounds: content)
    var asked: [Vector2] = []
    pan.shouldBegin = { location in
      asked.append(location)
      return false
    }
    press(pan, 300, 300)
    #expect(asked.isEmpty)
    press(pan, 10, 300, at: 2)
    #expect(asked == [Vector2(x: 10, y: 300)])
    #expect(pan.state == .failed)
  }

  @Test func forwardsThePansTranslationVelocityAndStates() {
    let pan = ScreenEdgePanGestureRecognizer(edge: .left, bounds: content)
    var states: [GestureState] = []
    pan.onStateChange = { states.append($0.state) }
    press(pan, 6, 300, at: 1)
    for step in 1...10 {
      let t = 0.008 * Double(step)
      pan.handle(PointerEvent(kind: .move, location: Vector2(x: 6 + 1000 * t, y: 300), timestamp: 1 + t))
    }
    #expect(abs(pan.translation.x - 80) < 1e-9)
    #expect(abs(pan.velocity.x - 1000) < 1)
    pan.handle(PointerEvent(kind: .up, location: Vector2(x: 86, y: 300), timestamp: 1.08))
    #expect(states == [.began] + Array(repeating: .changed, count: 10) + [.ended])
    #expect(pan.startLocation == Vector2(x: 6, y: 300))
  }
}
