import Foundation
import Motion
import Scenes
import Stage

/// A scene file, live: watched while the run goes on, and on every save read again and the
/// session's whole recorded input re-simulated under the new version (a fresh ``Scenes/SceneRunner``
/// from the same start, ``Scenes/SceneRunner/replayed(under:start:rewriting:)``), so the same
/// gesture plays out with the new numbers. The version before goes on beside it as a ghost,
/// drawn faint behind the subject, plotted and traced (`previous`), fed each new frame's input.
/// A file that does not read keeps the last good version running; its error is printed as a
/// `flick:` line and shown in the window's message panel. The first trace line after each
/// reload carries `reload: {file, ok, error}`.
///
/// The session calls it at five places: ``frameStarted(_:at:)``, ``frameEnded(_:)``,
/// ``plotGhost(on:for:)``, ``traceFields(of:)`` and ``ghostSubject(for:)``; and ``open(_:)`` for
/// a dropped file.
final class SceneFileReloader {
  /// The file being watched (the last one opened).
  private(set) var path: String
  private var watcher: SceneFileWatcher
  /// The version before the last reload, replaying the same input: the ghost.
  private(set) var ghost: SceneRunner?
  /// How many of the live log's frames the ghost has been given.
  private var ghostFrames = 0
  /// The `reload` field for the next trace line.
  private var pendingReload: TraceValue?
  /// Reloads done (good or not), for tests.
  private(set) var reloads = 0
  /// The last reload's problem, while the file stays broken.
  private(set) var problem: SceneFileProblem?
  /// A file was dropped: it is read, added and started at the next frame.
  private var opening = false
  /// The ghost's colour: the lab's "pinned" magenta would say A/B; this is its own.
  static let ghostOpacity = 0.35
  /// The version before's curve on the HUD's plot: the subject's position curve, faint as the
  /// ghost is.
  static let plotColor = HUDView.positionColor.with(alpha: 0.5)

  init(path: String) {
    self.path = path
    watcher = SceneFileWatcher(path: path)
  }

  /// Whether the file was saved since it was last read (the idle window's wake-up asks).
  var hasChanged: Bool { watcher.hasChanged() }

  // MARK: The session's hooks

  /// Before a frame's inputs: a saved file is read again and the history re-simulated; a
  /// dropped one is read and added, and the frame's inputs gain the switch to it (at `time`).
  func frameStarted(_ session: Session, at time: Double) -> [InputEvent] {
    if opening {
      opening = false
      _ = watcher.changed()
      if reload(session, replacingGhost: false) {
        return [.scene(SceneFileLoader.name(of: path), time: time)]
      }
    } else if watcher.changed() {
      reload(session, replacingGhost: true)
    }
    return []
  }

  /// After the runner's frame: the ghost takes the frame's input too.
  func frameEnded(_ session: Session) {
    guard let ghost else { return }
    let log = session.runner.log
    if log.count < ghostFrames {
      // The history branched (an input while the past was shown): the ghost's is gone.
      self.ghost = nil
      return
    }
    guard session.runner.rewoundIndex == nil else { return }
    for frame in log.frames[ghostFrames...] { ghost.replay(frame) }
    ghostFrames = log.count
  }

  /// The fields this frame's trace line adds: `reload` on the first line after a reload, and
  /// `previous` (the ghost subject's presentation frame) while a ghost runs the same scene.
  func traceFields(of scene: any Scene) -> [TraceField] {
    var fields: [TraceField] = []
    if let reload = pendingReload {
      fields.append(TraceField("reload", reload))
      pendingReload = nil
    }
    if let subject = ghostSubject(for: scene) {
      fields.append(TraceField("previous", .rect(subject.presentation.frame)))
    }
    return fields
  }

  /// The previous version's subject, while the live scene is the same file's (nil while the
  /// past is shown: the ghost is at the present).
  func ghostSubject(for scene: any Scene) -> Layer? {
    guard let ghost, ghost.scene.name == scene.name else { return nil }
    return ghost.scene.probe.subject
  }

  /// The ghost subject's reading on the plot's axis.
  func ghostAxisValue(for scene: any Scene) -> Double? {
    guard let ghost, ghost.scene.name == scene.name else { return nil }
    return ghost.scene.probe.axis?.position
  }

  /// After the plot recorded the frame: the version before's reading beside it, while a ghost
  /// runs the same scene.
  func plotGhost(on plot: inout MotionPlot, for scene: any Scene) {
    guard ghost != nil, ghost?.scene.name == scene.name else { return }
    plot.addGhost(ghostAxisValue(for: scene), color: Self.plotColor)
  }

  // MARK: Reloading

  /// Reads the file again; on success the session's runner is the history re-simulated under it
  /// (and with `replacingGhost` the version before becomes the ghost). Returns whether it read.
  @discardableResult
  func reload(_ session: Session, replacingGhost: Bool = true) -> Bool {
    reloads += 1
    switch SceneFileLoader.load(path) {
    case .failure(let problem):
      self.problem = problem
      pendingReload = .object([
        TraceField("file", .string(path)), TraceField("ok", .bool(false)),
        TraceField("error", .string(problem.error.description)),
      ])
      FlickCommand.printError(problem.message)
      return false
    case .success(let kind):
      if problem != nil { WindowMessages.dismiss() }
      problem = nil
      if !replacingGhost { ghost = nil }
      adopt(kind, in: session, ghost: replacingGhost)
      pendingReload = .object([TraceField("file", .string(path)), TraceField("ok", .bool(true))])
      return true
    }
  }

  /// A file dropped on the window: watched from now on; at the next frame it is read, joins
  /// the switcher and starts (``frameStarted(_:at:)``).
  func open(_ newPath: String) {
    path = newPath
    watcher = SceneFileWatcher(path: newPath)
    opening = true
  }

  /// `kind` joins the session's scenes in place of its last version, and the runner becomes
  /// the history re-simulated under it; with `ghost`, the last version, re-simulated too, runs on
  /// as the ghost.
  private func adopt(_ kind: SceneKind, in session: Session, ghost makesGhost: Bool) {
    let old = session.runner
    let scenes = session.configuration.scenes.adding(kind)
    session.configuration.scenes = scenes
    session.instrument.configuration.scenes = scenes
    let parameters = session.instrument.startParameters(for: kind)
    var newStart = old.start
    if newStart.scene == kind.name { newStart.parameters = parameters }
    let rewrite = { (input: SceneInput) -> SceneInput in
      Self.rewrite(input, for: kind.name, parameters: parameters)
    }
    // The new version's readings over the plot's window, to plot the same gesture again.
    let plotted = session.instrument.readings.plot.samples.first?.time ?? .infinity
    var axes: [(time: Double, axis: PlotAxis?)] = []
    let fresh = old.replayed(under: scenes, start: newStart, rewriting: rewrite) { time, scene in
      if time >= plotted { axes.append((time, scene.probe.axis)) }
    }
    if makesGhost, old.scene.name == kind.name, old.log.count > 0 {
      // The old version as a runner on the scene's clock, so new frames can be fed to it.
      ghost = old.replayed(through: old.log.count - 1)
      ghostFrames = old.log.count
      // The plot's curve so far becomes the version before's; the new version's is drawn
      // where it was, each sample taking the last frame made again at or before its time.
      session.instrument.readings.plot.replaceCurves(
        with: { time in axes.last { $0.time <= time }?.axis }, previous: Self.plotColor)
    }
    session.runner = fresh
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
