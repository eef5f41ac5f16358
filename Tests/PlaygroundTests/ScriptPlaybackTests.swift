import Motion
import Stage
import Testing

@testable import Playground

/// A replay on a recording's frames delivers each event on the frame it reached live, even when
/// an earlier event reached it later (a browser on a loaded machine reads a wheel notch a frame
/// late, and the press after it on time).
@Suite("Script playback")
struct ScriptPlaybackTests {
  private let frames = (0...10).map { Double($0) / 60 }

  /// A wheel at 0.100 s read on the frame at 8/60 s, a press at 0.110 s read on 7/60 s.
  private var lateWheelThenPress: Script {
    Script(events: [
      Script.Event(
        time: 0.100,
        action: .wheel(delta: Vector2(x: 0, y: 40), isPrecise: false, modifiers: [], location: nil),
        frame: frames[8]),
      Script.Event(time: 0.110, action: .pointer(.down, Vector2(x: 10, y: 10))),
    ])
  }

  /// Which events each frame takes: their times, per frame.
  private func delivered(_ script: Script, replaysRecordedFrames: Bool) -> [[Double]] {
    var playback = ScriptPlayback(script, replaysRecordedFrames: replaysRecordedFrames)
    return frames.map { playback.takeDue(by: $0).map(\.time) }
  }

  @Test func anEventReadLateHoldsBackOnlyItself() {
    let taken = delivered(lateWheelThenPress, replaysRecordedFrames: true)
    #expect(taken[7] == [0.110], "the press reached the scene on 7/60 s live")
    #expect(taken[8] == [0.100], "the wheel reached it on 8/60 s")
    #expect(taken.joined().count == 2)
  }

  @Test func withoutRecordedFramesEachEventGoesOnTheFirstFrameAtItsTime() {
    let taken = delivered(lateWheelThenPress, replaysRecordedFrames: false)
    #expect(taken[6] == [0.100])
    #expect(taken[7] == [0.110])
  }
}
