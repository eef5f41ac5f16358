import Motion
import Scenes
import Stage

extension Session {
  /// The frame shown while paused: the live one, or one of the recorded past.
  var shownFrameIndex: Int { rewoundIndex ?? (timeline.count - 1) }

  /// While paused, `count` frames on (positive) or back (negative). Back, and on while still in
  /// the past, the frame is re-simulated from the recorded input; on from the live frame, the
  /// scene steps one frame as it always did.
  func stepFrames(_ count: Int) {
    guard clock.isPaused, timeline.count > 0 else { return }
    if count > 0, rewoundIndex == nil {
      clock.step(by: 1 / configuration.fps)
      return
    }
    let target = min(timeline.count - 1, max(0, shownFrameIndex + count))
    guard target != shownFrameIndex else {
      if count < 0 { instrument.overlay.show(toast: "the start of the recording") }
      return
    }
    resimulate(through: target)
  }

  /// The timeline strip: the recorded frame nearest `sceneTime`, re-simulated.
  func scrub(toSceneTime sceneTime: Double) {
    if !clock.isPaused { clock.pause(at: lastFrameTime) }
    guard let index = timeline.index(nearest: sceneTime), index != shownFrameIndex else { return }
    resimulate(through: index)
  }

  /// A new scene made again from the start by replaying the recorded frames 0…`index` through a
  /// session of its own (no trace, no drawing, no script), which then replaces this one's scene;
  /// the clock stands still at that frame's time. Overlays (panels, pins) stay as they are.
  func resimulate(through index: Int) {
    var replay = configuration
    replay.script = nil
    replay.tracePath = nil
    replay.recordPath = nil
    replay.videoPath = nil
    replay.screenshotPath = nil
    replay.plotPath = nil
    replay.printsStats = false
    replay.draws = false
    guard let canvas = try? Canvas(offscreenSize: configuration.size),
      let shadow = try? Session(configuration: replay, canvas: canvas)
    else {
      instrument.overlay.show(toast: "cannot re-simulate")
      return
    }
    for frame in timeline.frames[...index] { shadow.frame(at: frame.sceneTime, inputs: frame.inputs) }
    adopt(shadow, at: timeline.frames[index].sceneTime)
    rewoundIndex = index == timeline.count - 1 ? nil : index
    instrument.overlay.clearGhosts()
  }
}
