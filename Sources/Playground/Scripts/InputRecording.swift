import Foundation
import Motion
import Scenes
import Stage

/// I in a window: the session's input from one press of I to the next, written as the script
/// `--record` writes (``ScriptRecorder``, from the runner's input log), which `--script` replays.
/// The script's zero is the first press: it opens with the scene, its size and its settings then
/// (mode, tuning, slow motion, hit testing), and every input after it is at its own time less
/// the start. The replay starts the scene at rest: what was moving or open when I was pressed
/// is not in it.
struct InputRecording {
  /// The log's first frame after the press.
  let firstFrame: Int
  /// The scene's time at the press: the script's zero.
  let startTime: Double
  /// The script's opening events.
  let opening: [String]

  /// A recording begun at `sceneTime`, with `runner`'s scene as it is now.
  init(runner: SceneRunner, at sceneTime: Double) {
    firstFrame = runner.log.count
    startTime = sceneTime
    let scene = runner.scene
    var opening = ScriptRecorder.opening(scene: scene.name, mode: scene.mode)
    let size = runner.size
    opening.append(#"{"t": 0, "size": "\#(Int(size.width))x\#(Int(size.height))"}"#)
    if let tuning = ScriptTuning(scene.parameters).json { opening.append(#"{"t": 0, "tuning": \#(tuning)}"#) }
    if scene.slowMotion { opening.append(#"{"t": 0, "slowMotion": true}"#) }
    if scene.motion == .reduced { opening.append(#"{"t": 0, "reduceMotion": true}"#) }
    if scene.hitTestMode != .presentation {
      opening.append(#"{"t": 0, "hitTest": "\#(scene.hitTestMode.rawValue)"}"#)
    }
    self.opening = opening
  }

  /// The script of what `log` holds from the press on.
  func json(log: InputLog) -> String {
    ScriptRecorder.json(
      opening: opening, frames: log.frames[min(firstFrame, log.count)...], offset: startTime)
  }
}
