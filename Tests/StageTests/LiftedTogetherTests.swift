import Foundation
import Motion
import Testing

@testable import Stage

/// Two fingers turning about a point that stands still, lifted at one instant, each lift saying
/// where the frames showed the fingers (``PointerEvent/shown``, 5 ms behind): the pan ends where
/// the frames drew it, the fingers' shown centroid. Re-based on the remaining finger's real place
/// at the first lift, it ended 5 ms along that finger's circle from there (`card-pinch.json`:
/// 0.79 pt).
@Suite("A pan whose fingers lift together")
struct LiftedTogetherTests {
  static let center = Vector2(x: 480, y: 300)
  static let radius = 80.0
  /// Radians a second.
  static let turn = 3.0

  /// Finger `sign` (+1 or −1) at `time`: opposite each other across the centre.
  static func finger(_ sign: Double, at time: Double) -> Vector2 {
    let angle = turn * time
    return center + sign * radius * Vector2(x: cos(angle), y: sin(angle))
  }

  @Test func thePanEndsWhereTheFramesDrewIt() throws {
    let pan = PanGestureRecognizer(minimumDistance: 0)
    var ended: Vector2?
    pan.onStateChange = { pan in if pan.state == .ended { ended = pan.location } }
    pan.handle(
      PointerEvent(kind: .down, location: Self.finger(-1, at: 0), timestamp: 0, id: 1, device: .touch))
    pan.handle(
      PointerEvent(kind: .down, location: Self.finger(1, at: 0), timestamp: 0, id: 2, device: .touch))
    // Where the pan is drawn while both are down: their centroid, which stands still, moved
    // by the offset the second finger's joining made.
    let drawn = pan.location
    for step in 1...12 {
      let time = Double(step) * 0.008
      for (id, sign) in [(1, -1.0), (2, 1.0)] {
        pan.handle(
          PointerEvent(
            kind: .move, location: Self.finger(sign, at: time), timestamp: time, id: id, device: .touch))
      }
    }
    let lift = 0.096
    let shownAt = lift - 0.005
    var second = PointerEvent(
      kind: .up, location: Self.finger(1, at: lift), timestamp: lift, id: 2, device: .touch)
    second.shown = PointerEvent.Shown(
      location: Self.finger(1, at: shownAt), time: shownAt, others: [1: Self.finger(-1, at: shownAt)])
    pan.handle(second)
    var first = PointerEvent(
      kind: .up, location: Self.finger(-1, at: lift), timestamp: lift, id: 1, device: .touch)
    first.shown = PointerEvent.Shown(location: Self.finger(-1, at: shownAt), time: shownAt)
    pan.handle(first)
    let end = try #require(ended)
    #expect(end.distance(to: drawn) < 1e-9, "ended at \(end), drawn at \(drawn)")
  }
}
