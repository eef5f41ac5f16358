import Foundation
import Motion
import Scenes
import Stage

/// A scene file, live: watched while the run goes on, and on every save read again and the
/// session's recorded input re-simulated under the new version, so the same gesture plays out
/// with the new numbers. Not the whole history: from the last checkpoint before the plot's
/// window and the subject's last release (the scene at rest as it started,
/// ``Scenes/SceneCheckpoint``), a fresh scene of the new version there given the frames after
/// (``Scenes/SceneRunner/replayed(under:start:from:rewriting:observing:)``); the whole history
/// only while there is no such moment. So a save costs the same after an hour as after a minute.
/// The live runner goes on as the ghost (``SceneFileGhost``), as it is, not made again. A file
/// that does not read keeps the last good version running; its error is printed as a `flick:`
/// line and shown in the window's message panel. The first trace line after each reload carries
/// `reload: {file, ok, error}`.
///
/// A reload is a value (``SceneFileReload``): the reloader reads the session's runner and
/// returns what the session adopts, writing nothing of the session's. The session asks it at
/// ``frameStarted(runner:plotStart:startParameters:at:)`` and for ``traceFields()``; and
/// ``open(_:)`` for a dropped file.
final class SceneFileReloader {
  /// The file being watched (the last one opened).
  private(set) var path: String
  private var watcher: SceneFileWatcher
  /// The `reload` field for the next trace line.
  private var pendingReload: TraceValue?
  /// Reloads done (good or not), for tests.
  private(set) var reloads = 0
  /// How many logged frames the last good reload made again, for tests.
  private(set) var lastResimulatedFrames = 0
  /// The last reload's problem, while the file stays broken.
  private(set) var problem: SceneFileProblem?
  /// A file was dropped: it is read, added and started at the next frame.
  private var opening = false

  init(path: String) {
    self.path = path
    watcher = SceneFileWatcher(path: path)
  }

  /// Whether the file was saved since it was last read (the idle window's wake-up asks).
  var hasChanged: Bool { watcher.hasChanged() }

  /// What a frame's start brings: a reload to adopt, and inputs for the frame.
  struct FrameStart {
    var reload: SceneFileReload?
    /// The switch to a dropped file, at the frame's time.
    var inputs: [InputEvent] = []
  }

  /// Before a frame's inputs: a saved file is read again and `runner`'s history re-simulated; a
  /// dropped one is read and added, and the frame's inputs gain the switch to it (at `time`).
  /// `plotStart`: the time of the plot's first sample (its curve is drawn again from there);
  /// `startParameters`: the tuning a scene starts with (its preset applied).
  func frameStarted(
    runner: SceneRunner, plotStart: Double?, startParameters: (SceneKind) -> SettleParameters,
    at time: Double
  ) -> FrameStart {
    if opening {
      opening = false
      _ = watcher.changed()
      if let reload = reload(
        runner, plotStart: plotStart, startParameters: startParameters, replacingGhost: false)
      {
        return FrameStart(reload: reload, inputs: [.scene(SceneFileLoader.name(of: path), time: time)])
      }
    } else if watcher.changed() {
      return FrameStart(
        reload: reload(runner, plotStart: plotStart, startParameters: startParameters, replacingGhost: true))
    }
    return FrameStart()
  }

  /// The `reload` field, on the first trace line after a reload.
  func traceFields() -> [TraceField] {
    guard let reload = pendingReload else { return [] }
    pendingReload = nil
    return [TraceField("reload", reload)]
  }

  // MARK: Reloading

  /// Reads the file again; on success, `runner`'s history re-simulated under it (and with
  /// `replacingGhost` the version before as the ghost), for the session to adopt; nil if it did
  /// not read.
  func reload(
    _ runner: SceneRunner, plotStart: Double?, startParameters: (SceneKind) -> SettleParameters,
    replacingGhost: Bool = true
  ) -> SceneFileReload? {
    reloads += 1
    switch SceneFileLoader.load(path) {
    case .failure(let problem):
      self.problem = problem
      pendingReload = .object([
        TraceField("file", .string(path)), TraceField("ok", .bool(false)),
        TraceField("error", .string(problem.error.description)),
      ])
      FlickCommand.printError(problem.message)
      return nil
    case .success(let kind):
      if problem != nil { WindowMessages.dismiss() }
      problem = nil
      pendingReload = .object([TraceField("file", .string(path)), TraceField("ok", .bool(true))])
      let reload = Self.replay(
        runner, under: kind, parameters: startParameters(kind), plotStart: plotStart,
        makesGhost: replacingGhost)
      lastResimulatedFrames = reload.resimulatedFrames
      return reload
    }
  }

  /// A file dropped on the window: watched from now on; at the next frame it is read, joins
  /// the switcher and starts (``frameStarted(runner:plotStart:startParameters:at:)``).
  func open(_ newPath: String) {
    path = newPath
    watcher = SceneFileWatcher(path: newPath)
    opening = true
  }

  /// `kind` joins `old`'s scenes in place of its last version, and the history since the last
  /// checkpoint is re-simulated under it; with `makesGhost`, `old` runs on as the ghost.
  static func replay(
    _ old: SceneRunner, under kind: SceneKind, parameters: SettleParameters, plotStart: Double?,
    makesGhost: Bool
  ) -> SceneFileReload {
    let scenes = old.scenes.adding(kind)
    var newStart = old.start
    if newStart.scene == kind.name { newStart.parameters = parameters }
    let rewrite = { (input: SceneInput) -> SceneInput in
      Self.rewrite(input, for: kind.name, parameters: parameters)
    }
    // The new version's readings over the plot's window, to plot the same gesture again.
    let plotted = plotStart ?? .infinity
    var axes: [(time: Double, axis: PlotAxis?)] = []
    var resimulated = 0
    let fresh = old.replayed(
      under: scenes, start: newStart, from: checkpoint(of: old, plotStart: plotted), rewriting: rewrite
    ) { time, scene in
      resimulated += 1
      if time >= plotted { axes.append((time, scene.probe.axis)) }
    }
    guard makesGhost else {
      return SceneFileReload(runner: fresh, ghost: .drop, curves: nil, resimulatedFrames: resimulated)
    }
    guard old.scene.name == kind.name, old.log.count > 0 else {
      return SceneFileReload(runner: fresh, ghost: .keep, curves: nil, resimulatedFrames: resimulated)
    }
    // The old version goes on as the ghost, on the scene's clock so that new frames can be fed
    // to it: the live runner itself, where it stands (it was the history made again a second
    // time); while the past is shown, its present made again.
    let ghostRunner: SceneRunner
    if old.rewoundIndex == nil {
      old.moveToSceneClock()
      // The ghost is never replayed from: it needs no checkpoints.
      old.marksCheckpoints = false
      ghostRunner = old
    } else {
      ghostRunner = old.replayed(through: old.log.count - 1)
      resimulated += old.log.count
    }
    let ghost = SceneFileGhost(runner: ghostRunner, frames: old.log.count)
    // The plot's curve so far becomes the version before's; the new version's is drawn where
    // it was, each sample taking the last frame made again at or before its time.
    return SceneFileReload(
      runner: fresh, ghost: .replace(ghost), curves: { time in axes.last { $0.time <= time }?.axis },
      resimulatedFrames: resimulated)
  }

  /// Where the reload's replay begins: the last checkpoint (the scene at rest as it started:
  /// ``Scenes/SceneCheckpoint``) before the plot's window, whose curve is drawn again, and
  /// before the subject's last release, which the HUD and the trace read; nil (the whole
  /// history) if there is none.
  static func checkpoint(of runner: SceneRunner, plotStart: Double) -> SceneCheckpoint? {
    let release = runner.scene.probe.handoff?.time ?? .infinity
    return runner.checkpoint(atOrBefore: min(plotStart, release).nextDown)
  }

  /// A logged scene switch to the file takes its new tuning (with the preset on top).
  static func rewrite(_ input: SceneInput, for name: String, parameters: SettleParameters) -> SceneInput {
    switch input {
    case .startScene(name, _): .startScene(name, parameters: parameters)
    case .hostKey(let key, let effects):
      .hostKey(key, effects: effects.map { rewrite($0, for: name, parameters: parameters) })
    default: input
    }
  }
}
