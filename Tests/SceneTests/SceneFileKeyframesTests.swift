import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// Progress links through several points (issue 58): one drag scales a card down and back up.
@Suite("Scene files: keyframed links")
struct SceneFileKeyframesTests {
  static let card = """
    {"layers": [{"id": "card", "x": 100, "y": 400, "w": 200, "h": 100,
      "drag": {"axis": "y", "snap": {"open": 0, "closed": 400}, "rubberBand": false},
      "follow": [{"property": "scale", "of": "card", "along": "y", "from": [400, 200, 0], "to": [1, 0.8, 1]}]}]}
    """

  @Test("one drag scales the card down to 0.8 over its first 200 pt and back to 1 over the next")
  func downThenUp() throws {
    let scene = SceneFileScene(
      document: try SceneFileDocument(name: "keyframes", text: Self.card), size: Size(width: 960, height: 640)
    )
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 200, y: 450), timestamp: 0.1))
    var scales: [Double] = []
    for (step, y) in [350.0, 250, 150, 50].enumerated() {
      // The card's top at 300, 200, 100, 0.
      scene.deliver(
        PointerEvent(kind: .move, location: Vector2(x: 200, y: y), timestamp: 0.12 + 0.02 * Double(step)))
      scales.append(try #require(scene.stage.layer("card")).scale)
    }
    #expect(zip(scales, [0.9, 0.8, 0.9, 1.0]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(scales)")
  }

  @Test("between points straight, past the ends held (or carried on when not clipped); colours too")
  func segments() {
    let from: [SceneFileExpression] = [.number(400), .number(200), .number(0)]
    let to: [SceneFileFollowSpec.Value] = [.number(.number(1)), .number(.number(0.8)), .number(.number(1))]
    let keyframes = SceneFileKeyframes(
      .init(from: from, to: to),
      in: Size(width: 960, height: 640))
    #expect(keyframes.value(at: 500, clip: true) == 1)
    #expect(abs(keyframes.value(at: 500, clip: false) - 1.1) < 1e-12)
    #expect(abs(keyframes.value(at: -100, clip: false) - 1.1) < 1e-12)
    #expect(keyframes.value(at: 200, clip: true) == 0.8)
    #expect(keyframes.value(at: Double.nan, clip: true).isFinite)
    let colors = SceneFileKeyframes(
      .init(
        from: [.number(0), .number(10), .number(20)], to: [.color(.black), .color(.white), .color(.black)]),
      in: Size(width: 960, height: 640))
    #expect(colors.color(at: 10, clip: true) == .white)
    #expect(colors.color(at: 15, clip: true)?.red == 0.5)
  }

  @Test(
    "points that turn back, or as many values as points not given, are errors where they are written",
    arguments: [
      (
        #"{"layers": [{"id": "a", "w": 1, "h": 1, "drag": {"axis": "y", "snap": [0, 9]}}, {"id": "b", "w": 1, "h": 1, "follow": [{"property": "alpha", "of": "a", "from": [0, 10, 5], "to": [0, 1, 0]}]}]}"#,
        "1:169", "one way"
      ),
      (
        #"{"layers": [{"id": "a", "w": 1, "h": 1, "drag": {"axis": "y", "snap": [0, 9]}}, {"id": "b", "w": 1, "h": 1, "follow": [{"property": "alpha", "of": "a", "from": [0, 10, 20], "to": [0, 1]}]}]}"#,
        "1:180", "expected 3 elements"
      ),
      (
        #"{"layers": [{"id": "a", "w": 1, "h": 1, "drag": {"axis": "y", "snap": [0, 9]}}, {"id": "b", "w": 1, "h": 1, "follow": [{"property": "alpha", "of": "a", "from": [0, 10, 20], "to": [0, 1, 2]}]}]}"#,
        "1:187", "alpha"
      ),
    ])
  func badKeyframes(text: String, position: String, says: String) throws {
    do throws(SceneFileError) {
      _ = try SceneFileDocument(name: "bad", text: text)
      Issue.record("\(text) read")
    } catch {
      #expect("\(error.position.line):\(error.position.column)" == position, "\(error)")
      #expect(error.message.contains(says), "\(error)")
    }
  }
}
