import Motion
import Scenes
import Stage

/// A scene file's version before the last save, running on beside the live one: fed each new
/// frame's logged input, drawn faint behind the subject, plotted and traced (`previous`).
///
/// The session holds it (``SceneFileReload`` hands it over); it knows only its own runner and how
/// many of the live log's frames it has been given.
final class SceneFileGhost {
  /// The version before, on the scene's clock: logged frames are fed to it as they are made.
  let runner: SceneRunner
  /// How many of the live log's frames it has been given.
  private var frames: Int

  /// `runner` has made the live log's first `frames` frames.
  init(runner: SceneRunner, frames: Int) {
    self.runner = runner
    self.frames = frames
  }

  /// The ghost's colour: the lab's "pinned" magenta would say A/B; this is its own.
  static let opacity = 0.35
  /// The version before's curve on the HUD's plot: the subject's position curve, faint as the
  /// ghost is.
  static let plotColor = HUDView.positionColor.with(alpha: 0.5)

  /// After the live runner's frame: the ghost takes its input too. Returns false when the live
  /// history branched (an input while the past was shown): the ghost's history is gone with it.
  func frameEnded(live: SceneRunner) -> Bool {
    let log = live.log
    guard log.count >= frames else { return false }
    guard live.rewoundIndex == nil else { return true }
    for frame in log.frames[frames...] { runner.replay(frame) }
    frames = log.count
    return true
  }

  /// The ghost's subject, while the live scene is the same file's.
  func subject(for scene: any Scene) -> Layer? {
    guard runner.scene.name == scene.name else { return nil }
    return runner.scene.probe.subject
  }

  /// The ghost subject's reading on the plot's axis, while the live scene is the same file's.
  func axisValue(for scene: any Scene) -> Double? {
    guard runner.scene.name == scene.name else { return nil }
    return runner.scene.probe.axis?.position
  }

  /// After the plot recorded the frame: the version before's reading beside it.
  func plot(on plot: inout MotionPlot, for scene: any Scene) {
    guard runner.scene.name == scene.name else { return }
    plot.addGhost(axisValue(for: scene), color: Self.plotColor)
  }

  /// The trace's `previous`: the ghost subject's presentation frame, while it runs the same scene.
  func traceFields(of scene: any Scene) -> [TraceField] {
    guard let subject = subject(for: scene) else { return [] }
    return [TraceField("previous", .rect(subject.presentation.frame))]
  }
}
