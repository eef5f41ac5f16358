import Motion
import Scenes
import Stage

extension Session {
  /// The frame shown while paused: the live one, or one of the recorded past.
  var shownFrameIndex: Int { runner.rewoundIndex ?? (timeline.count - 1) }

  /// While paused, `count` frames on (positive) or back (negative). Back, and on while still in
  /// the past, the frame is re-simulated from the recorded input; on from the live frame, the
  /// scene steps one frame as it always did.
  func stepFrames(_ count: Int) {
    guard runner.clock.isPaused, timeline.count > 0 else { return }
    if count > 0, runner.rewoundIndex == nil {
      runner.step(by: 1 / configuration.fps)
      return
    }
    let target = min(timeline.count - 1, max(0, shownFrameIndex + count))
    guard target != shownFrameIndex else {
      if count < 0 { instrument.toasts.show("the start of the recording") }
      return
    }
    resimulate(through: target)
  }

  /// The timeline strip: the recorded frame nearest `sceneTime`, re-simulated.
  func scrub(toSceneTime sceneTime: Double) {
    if !runner.clock.isPaused { runner.pause(at: lastFrameTime) }
    guard let index = timeline.index(nearest: sceneTime), index != shownFrameIndex else { return }
    resimulate(through: index)
  }

  /// The scene made again from the start by replaying the recorded frames 0…`index` through a
  /// fresh runner (``SceneRunner/rewind(to:)``); the clock stands still at that frame's time.
  /// Overlays (panels, pins) stay as they are.
  func resimulate(through index: Int) {
    runner.rewind(to: index)
    // The pointers down are the scene's at that frame.
    presses.active = runner.pointers
    instrument.ghostLab.clear()
  }
}
