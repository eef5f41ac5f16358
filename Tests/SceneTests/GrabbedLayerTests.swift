import Motion
import Stage
import Testing

@testable import Scenes

/// The layer a drag holds (``SceneProbe/grabbed``), where the pointer lag is measured and
/// prediction draws ahead: in the scroll scene the list's content (not the scroll indicator, the
/// probe's subject), in the stress grid the card under the press (not the middle card the trace
/// samples). Driven through the runner with resampling off, so each frame shows the pointer at
/// its newest event and a layer following it one to one draws the grabbed point exactly there.
@Suite("Grabbed layer")
struct GrabbedLayerTests {
  /// A drag from `from` by `by` at 1 000 pt/s, an event every 8 ms, under 60 Hz frames;
  /// after each frame, where the grabbed point is drawn and where the pointer is.
  static func drag(_ runner: SceneRunner, from: Vector2, by: Vector2) -> [(drawn: Vector2, pointer: Vector2)]
  {
    runner.resamplesPointers = false
    let steps = Int((by.magnitude / 8).rounded())
    var events: [(time: Double, input: SceneInput)] = [
      (0.001, .pointer(PointerEvent(kind: .down, location: from, timestamp: 0.001)))
    ]
    for step in 1...steps {
      let time = 0.001 + Double(step) * 0.008
      let location = from + (Double(step) / Double(steps)) * by
      events.append((time, .pointer(PointerEvent(kind: .move, location: location, timestamp: time))))
    }
    var grabbed = GrabbedPoint()
    var result: [(Vector2, Vector2)] = []
    var frame = 1
    while Double(frame - 1) / 60 <= events[events.count - 1].time {
      let time = Double(frame) / 60
      runner.step(to: time, inputs: events.filter { $0.time > Double(frame - 1) / 60 && $0.time <= time })
      let probe = runner.scene.probe
      let pointer = runner.pointers.pointers.first?.location
      if let drawn = grabbed.drawn(isHeld: probe.isHeld, subject: probe.grabbed, pointer: pointer),
        let pointer
      {
        result.append((drawn, pointer))
      }
      frame += 1
    }
    return result
  }

  @Test func aDraggedListHoldsItsContent_whichFollowsThePointerOneToOne() throws {
    let runner = SceneRunner(scene: "scroll", size: Size(width: 960, height: 640))
    // Up 240 pt from the middle of the list: the content scrolls with the pointer, inside its ends.
    let frames = Self.drag(runner, from: Vector2(x: 480, y: 500), by: Vector2(x: 0, y: -240))
    #expect(frames.count > 10)
    let probe = runner.scene.probe
    #expect(probe.grabbed !== probe.subject, "the scroll indicator is no grabbed layer")
    #expect(probe.grabbedAxis == .y)
    for (drawn, pointer) in frames {
      #expect(abs(drawn.y - pointer.y) < 1e-6, "drawn \(drawn) pointer \(pointer)")
      #expect(abs(drawn.x - 480) < 1e-9)
    }
  }

  @Test func aDraggedGridPullsTheCardUnderThePress() throws {
    let runner = SceneRunner(scene: "stress", size: Size(width: 960, height: 640))
    let stress = try #require(runner.scene as? StressScene)
    // A card well away from the middle one the trace samples.
    let card = stress.cards[0]
    let press = card.presentation.center
    let frames = Self.drag(runner, from: press, by: Vector2(x: 200, y: 0))
    #expect(frames.count > 10)
    let probe = runner.scene.probe
    #expect(probe.grabbed === card)
    #expect(probe.subject !== card)
    // Pulled by its spring towards the pointer, partway: it moves along the drag, never ahead.
    #expect(frames.contains { $0.drawn.x > press.x + 1 })
    #expect(frames.allSatisfy { $0.drawn.x <= $0.pointer.x + 1e-9 })
  }
}
