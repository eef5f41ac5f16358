import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The words scripts and traces use for pointer events and gesture states are the enums' raw
/// values: these tests go through the real reader, recorder and trace, so renaming a case (or
/// printing something else) breaks them.
@Suite("Gesture words in scripts and traces")
struct GestureWordsTests {
  /// The modal presented at 0.35 s, then at 1 s a drag at 1 000 fps (every event its own frame).
  private func drag(ending: PointerEventKindName) throws -> [String] {
    var events = [Scenario.key(0, "space"), Scenario.pointer(1.0, .down, 480, 320)]
    for step in 1...5 {
      events.append(Scenario.pointer(1.0 + Double(step) * 0.01, .move, 480, 320 + Double(step) * 6))
    }
    events.append(Scenario.pointer(1.06, ending, 480, 350))
    let trace = try Scenario.run(events, fps: 1000, duration: 1.5)
    // The gesture field at each frame, repeats dropped.
    return trace.map(\.gesture).reduce(into: [String]()) { words, word in
      if words.last != word { words.append(word) }
    }
  }

  @Test func aDragIsTracedPossibleBeganChangedEnded() throws {
    let words = try drag(ending: .up)
    #expect(words == ["possible", "began", "changed", "ended"], "\(words)")
    #expect(words.compactMap(GestureState.init(rawValue:)) == [.possible, .began, .changed, .ended])
  }

  @Test func aLostPointerIsTracedCancelled() throws {
    let words = try drag(ending: .cancel)
    #expect(words == ["possible", "began", "changed", "cancelled"], "\(words)")
    #expect(GestureState(rawValue: try #require(words.last)) == .cancelled)
  }

  @Test func everyPointerKindSurvivesARecordingAndItsReplay() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("recorded.json").path
    let kinds: [PointerEvent.Kind] = [.down, .move, .up, .cancel]
    let runner = SceneRunner(scene: "modal", size: Size(width: 960, height: 640))
    for (index, kind) in kinds.enumerated() {
      runner.step(
        to: Double(index),
        inputs: [
          (
            Double(index),
            .pointer(PointerEvent(kind: kind, location: Vector2(x: 10 * Double(index), y: 5), timestamp: 0))
          )
        ])
    }
    try ScriptRecorder.write(log: runner.log, start: runner.start, to: path)
    let replayed = try Script(contentsOf: path).events.compactMap { event -> PointerEvent.Kind? in
      if case .pointer(let kind, _) = event.action { return kind }
      return nil
    }
    #expect(replayed == kinds)
  }
}
