import Scenes

extension Session {
  /// A scene file saved (or dropped) since the last frame: its reload adopted before the frame's
  /// inputs. Returns the inputs it adds (the switch to a dropped file).
  func sceneFilesFrameStarted(at time: Double) -> [InputEvent] {
    guard let sceneFiles else { return [] }
    let start = sceneFiles.frameStarted(
      runner: runner, plotStart: instrument.readings.plot.samples.first?.time,
      startParameters: { self.instrument.startParameters(for: $0) }, at: time)
    if let reload = start.reload { adopt(reload) }
    return start.inputs
  }

  /// What a reload gives: the runner, the ghost and the plot's curves.
  func adopt(_ reload: SceneFileReload) {
    runner = reload.runner
    switch reload.ghost {
    case .keep: break
    case .drop: sceneFileGhost = nil
    case .replace(let ghost): sceneFileGhost = ghost
    }
    if let curves = reload.curves {
      instrument.readings.plot.replaceCurves(with: curves, previous: SceneFileGhost.plotColor)
    }
  }
}
