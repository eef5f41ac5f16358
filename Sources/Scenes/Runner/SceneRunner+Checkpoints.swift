import Motion
import Stage

extension SceneRunner {
  /// A frame's logged inputs, in order: a scene switch sets the tuning the scene started with, a
  /// tuning marks it tuned since.
  func noteStarts(_ entries: [InputLog.Entry]) {
    func note(_ input: SceneInput) {
      switch input {
      case .startScene(let name, let parameters):
        guard scenes.kind(named: name) != nil else { return }
        startedParameters = parameters
        tunedSinceStart = false
      case .parameters: tunedSinceStart = true
      case .hostKey(_, let effects): for effect in effects { note(effect) }
      default: break
      }
    }
    for entry in entries { note(entry.input) }
  }

  /// The frame just logged, at `sceneTime`: if the scene has just come to rest as it started
  /// (``SceneCheckpoint``), it is a checkpoint. Checked once as each rest begins, against a
  /// scene made fresh there: a scene that rests elsewhere is no checkpoint.
  func noteCheckpoint(at sceneTime: Double) {
    let atRest =
      scene.isAtRest && pointers.pointers.isEmpty && cancelledPointers.isEmpty && !wheelPinch.isActive
      && resampler.isEmpty
    defer { wasAtRest = atRest }
    guard marksCheckpoints, atRest, !wasAtRest, !tunedSinceStart, scene.parameters == startedParameters else {
      return
    }
    let checkpoint = SceneCheckpoint(
      index: log.count - 1, sceneTime: sceneTime,
      start: Start(
        scene: scene.name, size: size, mode: scene.mode, parameters: startedParameters,
        slowMotion: scene.slowMotion, slowMotionRelease: scene.slowMotionRelease, motion: scene.motion),
      hitTestMode: scene.hitTestMode)
    let fresh = SceneRunner(resting: checkpoint, scenes: scenes, options: options)
    guard fresh.scene.name == scene.name, fresh.scene.isAtRest,
      SceneRestSnapshot(of: fresh.scene) == SceneRestSnapshot(of: scene)
    else { return }
    checkpoints.append(checkpoint)
  }

  /// A runner that begins at `checkpoint`: its scene made fresh with the checkpoint's start and
  /// brought to its time, the runner's clocks there.
  convenience init(resting checkpoint: SceneCheckpoint, scenes: SceneRegistry, options: [String: String]) {
    self.init(scenes: scenes, start: checkpoint.start, options: options)
    scene.hitTestMode = checkpoint.hitTestMode
    scene.advance(to: checkpoint.sceneTime)
    lastTime = checkpoint.sceneTime
    lastSceneTime = checkpoint.sceneTime
  }

  /// The last checkpoint at or before `sceneTime`, and at or before the frame shown while the
  /// past is.
  public func checkpoint(atOrBefore sceneTime: Double) -> SceneCheckpoint? {
    let shown = rewoundIndex ?? log.count - 1
    return checkpoints.last { $0.sceneTime <= sceneTime && $0.index <= shown }
  }

  /// The same history made again under other scenes, from `checkpoint` (nil: from `start`, the
  /// whole history): a runner resting there as ``SceneCheckpoint`` says, fresh under `scenes`
  /// with its tuning at its start passed through `rewrite`, given the frames after it. The
  /// frames before it are kept in the log unmade, the scene switches among them passed through
  /// `rewrite` (the only inputs a rewrite is for). Exactly the whole replay's where that one
  /// stood at rest as it started at the checkpoint too. Paused or rewound as this runner is; a
  /// rewound one is made again only up to the frame shown. `observe` sees the scene after each
  /// frame made again.
  public func replayed(
    under scenes: SceneRegistry, start: Start, from checkpoint: SceneCheckpoint?,
    rewriting rewrite: (SceneInput) -> SceneInput = { $0 },
    observing observe: (_ sceneTime: Double, _ scene: any Scene) -> Void = { _, _ in }
  ) -> SceneRunner {
    let replay: SceneRunner
    var first = 0
    if let checkpoint {
      var begin = checkpoint.start
      if let parameters = begin.parameters,
        case .startScene(_, let rewritten) = rewrite(.startScene(begin.scene, parameters: parameters))
      {
        begin.parameters = rewritten
      }
      let resting = SceneCheckpoint(
        index: checkpoint.index, sceneTime: checkpoint.sceneTime, start: begin,
        hitTestMode: checkpoint.hitTestMode)
      replay = SceneRunner(resting: resting, scenes: scenes, options: options)
      replay.log = log.prefix(through: checkpoint.index, rewritingStarts: rewrite)
      replay.checkpoints = [resting]
      replay.wasAtRest = true
      first = checkpoint.index + 1
    } else {
      replay = SceneRunner(scenes: scenes, start: start, options: options)
    }
    replay.marksCheckpoints = marksCheckpoints
    let last = rewoundIndex ?? log.count - 1
    for frame in log.frames[min(first, log.count)..<max(first, last + 1)] {
      replay.replay(frame.rewritten(rewrite))
      observe(frame.sceneTime, replay.scene)
    }
    if let rewoundIndex {
      // The frames after the one shown stay in the log, to be made again when stepped to.
      for frame in log.frames[(rewoundIndex + 1)...] {
        replay.log.append(sceneTime: frame.sceneTime, inputs: frame.rewritten(rewrite).inputs)
      }
      replay.rewoundIndex = rewoundIndex < log.count - 1 ? rewoundIndex : nil
      replay.wasAtRest = true
    }
    replay.clock = clock
    replay.lastTime = lastTime
    return replay
  }

  /// Puts this runner on the scene's clock where it stands, to be fed logged frames from here on
  /// (``replay(_:)``) as a runner that replayed its log would be, without making the log again
  /// (a scene file's version before, going on as the ghost). Not while the past is shown.
  public func moveToSceneClock() {
    precondition(rewoundIndex == nil, "the scene shown is the past: replay the log instead")
    let now = clock.sceneTime(at: lastTime)
    clock = SceneClock()
    lastTime = now
    frameTime = now
    predictionPresentDelay = nil
  }
}
