import Motion
import Stage

/// A frame as a pure step: the scene, its clock and everything that reached it, and one job:
/// deliver each input at its own time, then advance to the frame's time.
///
/// No SDL, no canvas, no fonts. The window, a headless run, the rewind, a reload and the tests
/// all drive scenes through it; what is drawn and written is the host's. Its ``log`` is the run's
/// one history of input on the scene's clock: replaying it through a fresh runner
/// (``replayed(through:)``) makes the same scene again, to the bit.
///
/// **Resampling.** Each pointer held at the end of a frame is shown where it was at the frame's
/// time less 5 ms (``PointerResampler``, Android's rule): after the frame's real inputs, the
/// scene gets a resampled move (`PointerEvent.isResampled`) for each held pointer not
/// already there, and at the start of the next frame one back to where the real events left
/// it, before any new input. So a held subject moves evenly however the events fall between
/// frames, while everything the real events decide (a grab, the velocity, a release and its
/// settle) is as without it: recognizers take no velocity sample and no decision from a
/// resampled move. They are made again from the frames' times on a replay, never logged.
///
/// ```swift
/// let runner = SceneRunner(scene: "pane", size: Size(width: 960, height: 640))
/// runner.beginFrame(at: 0.1)
/// runner.deliver(.pointer(PointerEvent(kind: .down, location: Vector2(x: 480, y: 600), timestamp: 0.08)))
/// runner.endFrame()
/// runner.scene.probe.fields   // what the trace writes for this frame
/// ```
public final class SceneRunner {
  /// The scenes a switch may start.
  public let scenes: SceneRegistry
  /// Start-up options (`--count`, `--retarget`): each new scene that declares one gets it.
  public let options: [String: String]
  /// How the run began: a replay starts the same way.
  public let start: Start
  public private(set) var scene: any Scene
  /// The scene's clock: the loop's, less the time spent paused.
  public internal(set) var clock = SceneClock()
  /// Every frame's input since the start, on the scene's clock.
  public internal(set) var log = InputLog()
  /// While the scene shown is one of the recorded past (paused, stepped or scrubbed back): that
  /// frame's index in ``log``; nil at the live frame.
  public internal(set) var rewoundIndex: Int?
  /// The loop's time of the last frame made.
  public internal(set) var lastTime = 0.0
  /// The frame being made: its time on the loop's clock, and what it has applied.
  var frameTime = 0.0
  private var frameInputs: [InputLog.Entry] = []
  /// Ctrl + wheel's pinch in progress.
  public private(set) var wheelPinch = WheelPinch()
  /// The pointers down on the scene now.
  public private(set) var pointers = ActivePointers()
  /// Pointers whose press Esc cancelled: their moves and release are dropped until they go down
  /// again (the finger or the button is still down, but the gesture is over).
  public private(set) var cancelledPointers: Set<Int> = []
  /// The container's size in points.
  public private(set) var size: Size
  /// Whether frames show held pointers resampled to their time (on by default); off, a frame
  /// shows each where its newest real event put it.
  public var resamplesPointers = true
  /// With prediction on (`--predict`, L), the present delay the frames draw a held layer ahead
  /// for (``predictedOffset(at:presentDelay:)``); nil: off. A release made meanwhile goes on from
  /// where the layer was drawn (Stage's `PointerEvent.drawnAhead`).
  public var predictionPresentDelay: Double?
  /// The held pointers' real events, for the frames' resampled pointers.
  public private(set) var resampler = PointerResampler()
  /// The held pointer's real events, for drawing a held subject ahead of it (`--predict`:
  /// ``predictedOffset(at:presentDelay:)``); drawing only, nothing in the scene depends on it.
  public private(set) var predictor = PointerPredictor()
  /// The held pointers as the last frame showed them (empty while none is held, and on a frame
  /// that did not move the scene's time on: a paused one).
  public private(set) var shownPointers: [PointerResampler.Shown] = []
  /// The moves that take the last frame's resampled pointers back to their real places, at the
  /// next frame's start.
  private var resampledBack: [PointerEvent] = []
  /// The scene time of the last frame made.
  var lastSceneTime = -Double.infinity
  /// Whether each frame that comes to rest is checked for a ``SceneCheckpoint`` (off by
  /// default: a check makes a fresh scene; a scene file's reload asks, to replay from the last).
  public var marksCheckpoints = false
  /// The frames after which the scene stood at rest as it started, oldest first (while
  /// ``marksCheckpoints``).
  public internal(set) var checkpoints: [SceneCheckpoint] = []
  /// The tuning the scene started with (at the run's start, or its switch), and whether a
  /// tuning came since: a checkpoint is only where the scene has the tuning it started with.
  var startedParameters: SettleParameters
  var tunedSinceStart = false
  /// Whether the last frame logged left the scene at rest (a checkpoint is checked as it comes
  /// to rest, once).
  var wasAtRest = false

  /// How a run begins: its scene and settings.
  public struct Start: Sendable, Equatable {
    public var scene: String
    public var size: Size
    public var mode: SettleMode
    public var parameters: SettleParameters?
    public var slowMotion: Bool
    /// What a release made by hand in slow motion plays, for the whole run (scenes switched to
    /// keep it).
    public var slowMotionRelease: SlowMotionRelease
    public var motion: MotionPreference

    /// `parameters` nil: the scene's own (``Scene/defaultParameters``).
    public init(
      scene: String, size: Size, mode: SettleMode = .spring, parameters: SettleParameters? = nil,
      slowMotion: Bool = false, slowMotionRelease: SlowMotionRelease = .fullSpeedPath,
      motion: MotionPreference = .full
    ) {
      self.scene = scene
      self.size = size
      self.mode = mode
      self.parameters = parameters
      self.slowMotion = slowMotion
      self.slowMotionRelease = slowMotionRelease
      self.motion = motion
    }
  }

  /// A runner with `start.scene` at rest (the registry's first scene if there is none of that
  /// name).
  public init(scenes: SceneRegistry = .builtIn, start: Start, options: [String: String] = [:]) {
    self.scenes = scenes
    self.options = options
    self.start = start
    size = start.size
    let kind = scenes.kind(named: start.scene) ?? scenes.defaultKind
    scene = kind.make(size: start.size)
    Self.apply(options, to: scene)
    scene.mode = start.mode
    scene.slowMotion = start.slowMotion
    scene.slowMotionRelease = start.slowMotionRelease
    scene.motion = start.motion
    scene.parameters = start.parameters ?? kind.defaultParameters
    startedParameters = scene.parameters
  }

  /// A runner with the scene named `name` at rest, in a container of `size` points.
  public convenience init(scenes: SceneRegistry = .builtIn, scene name: String, size: Size) {
    self.init(scenes: scenes, start: Start(scene: name, size: size))
  }

  // MARK: A frame

  /// Starts the frame at `time` (the loop's clock): inputs delivered now take effect between the
  /// last frame and this one. A wheel pinch idle long enough lifts its two touches first,
  /// stamped just after its last wheel event, in the past on purpose (the release carries the
  /// wheel's velocity); they are made again from the logged wheel, never logged themselves.
  /// Returns them, for the host's pointer indicators.
  @discardableResult
  public func beginFrame(at time: Double) -> [PointerEvent] {
    frameTime = time
    // The last frame's resampled pointers go back to where the real events left them, before
    // anything happens: the scene is as the real events made it.
    for event in resampledBack { scene.deliver(event) }
    resampledBack.removeAll()
    let lifted = wheelPinch.expire(at: clock.sceneTime(at: time))
    for touch in lifted {
      pointers.apply(touch)
      scene.deliver(touch)
    }
    return lifted
  }

  /// When an input takes effect, on the loop's clock: at its own time, but never before the
  /// last frame, where the scene already is (an event read after the frame that should have had
  /// it takes effect at once), nor after this frame (a platform's millisecond ticks and the
  /// loop's counter can disagree by a millisecond). The scene and the log get this time, so a
  /// replay delivers every input where the live run did.
  public func effectiveTime(_ time: Double) -> Double {
    min(max(time, lastTime), frameTime)
  }

  /// The scene's time at `time` on the loop's clock.
  public func sceneTime(at time: Double) -> Double { clock.sceneTime(at: time) }

  /// Delivers `input` at `time` (the loop's clock, already an ``effectiveTime(_:)``; the
  /// frame's time if nil): the scene is advanced to that instant first, so a press grabs what
  /// was on screen then and a release settles from there. Returns the pointer events the scene
  /// got (a Ctrl + wheel's two touches), for the host's pointer indicators.
  @discardableResult
  public func deliver(_ input: SceneInput, at time: Double? = nil) -> [PointerEvent] {
    if case .pointer(let event) = input, cancelledPointers.contains(event.id) {
      guard event.kind == .down else { return [] }
      cancelledPointers.remove(event.id)
    }
    return apply(input, at: clock.sceneTime(at: time ?? frameTime))
  }

  /// Brings the scene to `time` (the loop's clock) without an input.
  public func advance(to time: Double) {
    scene.advance(to: clock.sceneTime(at: time))
  }

  /// Ends the frame: the scene advances to the frame's time and the frame's inputs join the log
  /// (an input while the past is shown branches a new history from there).
  public func endFrame() {
    let sceneTime = clock.sceneTime(at: frameTime)
    scene.advance(to: sceneTime)
    showResampledPointers(at: sceneTime)
    lastTime = max(lastTime, frameTime)
    if !frameInputs.isEmpty, let rewoundIndex {
      log.branch(after: rewoundIndex)
      checkpoints.removeAll { $0.index > rewoundIndex }
      self.rewoundIndex = nil
    }
    if rewoundIndex == nil {
      let count = log.count
      log.append(sceneTime: sceneTime, inputs: frameInputs)
      noteStarts(frameInputs)
      if log.count > count { noteCheckpoint(at: sceneTime) }
    }
    frameInputs.removeAll()
  }

  /// Each held pointer where the frame at `sceneTime` shows it (``PointerResampler``): a
  /// resampled move to there for the scene, and one back kept for the next frame. Only on a
  /// frame that moves the scene's time on: paused, every input is at the one frozen instant.
  private func showResampledPointers(at sceneTime: Double) {
    defer { lastSceneTime = max(lastSceneTime, sceneTime) }
    guard resamplesPointers, sceneTime > lastSceneTime, !resampler.isEmpty else {
      shownPointers.removeAll()
      return
    }
    shownPointers = resampler.shown(at: sceneTime)
    for pointer in shownPointers where pointer.isResampled {
      scene.deliver(
        PointerEvent(
          kind: .move, location: pointer.location, timestamp: sceneTime, id: pointer.id,
          device: pointer.device, isResampled: true))
      resampledBack.append(
        PointerEvent(
          kind: .move, location: pointer.real, timestamp: sceneTime, id: pointer.id, device: pointer.device,
          isResampled: true))
    }
  }

  /// Where the frames' resampling shows a held pointer at its release's instant (its real
  /// events and the release's own place, sampled 5 ms before it), nil where that is the
  /// release's own place: the path every held frame drew, continued to the release, which the
  /// recognizer ends its gesture on (``PointerEvent/shown``). Made again from the logged
  /// events on a replay.
  ///
  /// A release where the last real event left the pointer is no sample of its motion (the pan's
  /// velocity tracker leaves it out too, as Android's does: a platform's button-up repeats the
  /// last place it knew). Taken as one, it bent the path the frames had drawn back to that
  /// place: a fling released 10 ms after its last move, whose frames had drawn the list on past
  /// it by the resampler's prediction, set off 15 pt behind its last frame
  /// (`scroll-hitch.json`).
  private func shownAtRelease(_ event: PointerEvent) -> PointerEvent.Shown? {
    // The same whatever frames were made (a hitch that swallowed the whole drag hands over the
    // same release as frames every 16 ms), but not while paused, when frames show real events.
    guard !clock.isPaused else { return nil }
    var held = resampler
    let heldShown = held.shown(at: event.timestamp)
    var shown = heldShown.first { $0.id == event.id }
    if shown?.real != event.location {
      var withRelease = resampler
      withRelease.record(
        PointerEvent(
          kind: .move, location: event.location, timestamp: event.timestamp, id: event.id,
          device: event.device)
      )
      shown = withRelease.shown(at: event.timestamp).first { $0.id == event.id }
    }
    // The fingers still down, where the frames show them at the release's instant: a pinch
    // ends on the scale they drew, not on the fingers' real places 5 ms on.
    var others: [Int: Vector2] = [:]
    for other in heldShown where other.id != event.id && other.isResampled {
      others[other.id] = other.location
    }
    guard let shown, shown.isResampled || !others.isEmpty else { return nil }
    return PointerEvent.Shown(
      location: shown.location, time: shown.isResampled ? shown.time : event.timestamp, others: others)
  }

  /// How far ahead of its shown place the held layer is drawn at `release`'s instant with
  /// prediction on, as the frames draw it (Session's `predictedShift`: along the grabbed axis
  /// only); nil when off, paused, nothing is held or it is drawn at the pointer.
  private func drawnAhead(atRelease release: PointerEvent) -> Vector2? {
    guard let delay = predictionPresentDelay, !clock.isPaused, scene.probe.isHeld else { return nil }
    let shownAt = resamplesPointers ? shownAtRelease(release)?.time : nil
    var offset = predictor.offset(at: release.timestamp, shownAt: shownAt, presentDelay: delay)
    switch scene.probe.grabbedAxis {
    case .x?: offset.y = 0
    case .y?: offset.x = 0
    case nil: break
    }
    return offset == .zero || !offset.isFinite ? nil : offset
  }

  /// One frame: `inputs` at their times (the loop's clock), then the scene at `time`.
  public func step(to time: Double, inputs: [(time: Double, input: SceneInput)] = []) {
    beginFrame(at: time)
    for (at, input) in inputs { deliver(input, at: effectiveTime(at)) }
    endFrame()
  }

  /// Logs what the host changed of the scene's settings itself at `time` (the loop's clock),
  /// without applying it again (a tuning set on the instrument's panel).
  public func note(_ input: SceneInput, at time: Double) {
    frameInputs.append(InputLog.Entry(time: clock.sceneTime(at: time), input: input))
  }

  /// The host's controls cover the navbar's trailing `width` points: the scene's title keeps
  /// to the room left of them (``Navbar``). Drawing only: not an input, never recorded.
  public func reserveNavbarTrailingEdge(_ width: Double) {
    scene.context.navbarTrailing = width
  }

  /// A playground key the host carried out at `time` (the loop's clock; the scene is already
  /// there, ``advance(to:)``): logged with what it changed, the settings the host set itself
  /// (`noted`, not applied again) and what it asks of the runner (`requested`: a new scene,
  /// applied now: a new scene, Esc's cancels). Returns the pointer events the scene got.
  @discardableResult
  public func hostKey(_ name: String, at time: Double, noted: [SceneInput], requested: [SceneInput] = [])
    -> [PointerEvent]
  {
    let sceneTime = clock.sceneTime(at: time)
    frameInputs.append(InputLog.Entry(time: sceneTime, input: .hostKey(name, effects: noted + requested)))
    return requested.flatMap { applyUnlogged($0, at: sceneTime) }
  }

  private func apply(_ input: SceneInput, at time: Double) -> [PointerEvent] {
    var stamped = input.stamped(time)
    if case .pointer(var event) = stamped, event.kind == .up, event.drawnAhead == nil,
      let ahead = drawnAhead(atRelease: event)
    {
      event.drawnAhead = ahead
      stamped = .pointer(event)
    }
    frameInputs.append(InputLog.Entry(time: time, input: stamped))
    return applyUnlogged(stamped, at: time)
  }

  private func applyUnlogged(_ input: SceneInput, at time: Double) -> [PointerEvent] {
    switch input {
    case .pointer(var event):
      if event.kind == .up, resamplesPointers { event.shown = shownAtRelease(event) }
      if event.kind == .up, let ahead = event.drawnAhead {
        var shown = event.shown ?? PointerEvent.Shown(location: event.location, time: event.timestamp)
        shown.location += ahead
        event.shown = shown
      }
      pointers.apply(event)
      resampler.record(event)
      predictor.record(event)
      scene.deliver(event)
      return [event]
    case .scroll(let event):
      if event.modifiers.contains(.control) {
        let touches = wheelPinch.scroll(event)
        for touch in touches {
          pointers.apply(touch)
          scene.deliver(touch)
        }
        return touches
      }
      scene.deliver(event)
    case .cancelPresses:
      var cancels: [PointerEvent] = []
      for pointer in pointers.pointers {
        let cancel = PointerEvent(
          kind: .cancel, location: pointer.location, timestamp: time, id: pointer.id, device: pointer.device)
        pointers.apply(cancel)
        resampler.record(cancel)
        predictor.record(cancel)
        cancelledPointers.insert(pointer.id)
        scene.deliver(cancel)
        cancels.append(cancel)
      }
      return cancels
    case .key(let name):
      scene.advance(to: time)
      scene.handleKey(name, at: time)
    case .hostKey(_, let effects):
      scene.advance(to: time)
      for effect in effects { _ = applyUnlogged(effect, at: time) }
    case .resize(let size):
      scene.advance(to: time)
      self.size = size
      scene.resize(to: size)
    case .startScene(let name, let parameters):
      guard let kind = scenes.kind(named: name) else { return [] }
      let next = kind.make(size: size)
      Self.apply(options, to: next)
      next.mode = scene.mode
      next.slowMotion = scene.slowMotion
      next.slowMotionRelease = scene.slowMotionRelease
      next.hitTestMode = scene.hitTestMode
      next.motion = scene.motion
      next.parameters = parameters
      next.advance(to: max(time, clock.sceneTime(at: lastTime)))
      scene = next
      // The new scene never saw the held pointers go down: none is resampled for it.
      resampler.removeAll()
      predictor.removeAll()
      resampledBack.removeAll()
    // Settings take effect where the scene is: a key that changes one is a `hostKey`, which
    // brings the scene to the key's time first.
    case .mode(let mode):
      scene.mode = mode
    case .parameters(let parameters):
      scene.parameters = parameters
    case .slowMotion(let isOn):
      scene.slowMotion = isOn
    case .hitTestMode(let mode):
      scene.hitTestMode = mode
    case .motion(let preference):
      scene.motion = preference
    }
    return []
  }

  private static func apply(_ options: [String: String], to scene: any Scene) {
    for option in type(of: scene).options {
      if let value = options[option.name] { scene.setOption(option.name, to: value) }
    }
  }

  // MARK: The clock and the rewind

  /// Stops the scene's clock at `time` (the loop's clock): input is still handled, at the frozen
  /// instant.
  public func pause(at time: Double) { clock.pause(at: time) }
  public func resume(at time: Double) { clock.resume(at: time) }
  /// One frame on, while paused.
  public func step(by interval: Double) { clock.step(by: interval) }
  /// J: the next frame is late.
  public func requestHitch() { clock.requestHitch() }
  /// The loop, before a frame: whether this frame is the late one.
  public func takeHitch() -> Bool { clock.takeHitch() }
  /// The frame is made (the hitch is over).
  public func endHitch() { clock.endFrame() }

  /// Makes a logged frame again: its inputs at their times, then its time (on this runner's
  /// clock, which a replay never pauses).
  public func replay(_ frame: InputLog.Frame) {
    beginFrame(at: frame.sceneTime)
    for entry in frame.inputs { _ = apply(entry.input, at: entry.time) }
    endFrame()
  }

  /// A fresh runner that made the same scene again: the same start, the logged frames 0…`index`
  /// replayed at their times.
  public func replayed(through index: Int) -> SceneRunner {
    let replay = SceneRunner(scenes: scenes, start: start, options: options)
    replay.resamplesPointers = resamplesPointers
    for frame in log.frames[...min(index, log.count - 1)] { replay.replay(frame) }
    return replay
  }

  /// The same history made again under other scenes (a scene file saved again: its new version
  /// in `scenes`), from `start`, each logged input passed through `rewrite` first (a scene
  /// switch takes the new file's tuning): a fresh runner that goes on from here on the same
  /// clock, paused or rewound as this one is. `observe` sees the scene after each frame made
  /// again, at its scene time (the HUD's plot is drawn again from it).
  public func replayed(
    under scenes: SceneRegistry, start: Start, rewriting rewrite: (SceneInput) -> SceneInput = { $0 },
    observing observe: (_ sceneTime: Double, _ scene: any Scene) -> Void = { _, _ in }
  ) -> SceneRunner {
    replayed(under: scenes, start: start, from: nil, rewriting: rewrite, observing: observe)
  }

  /// The rewind: shows the scene as it was at logged frame `index`, made again from the start;
  /// the clock stands still there, and the log keeps the whole history until an input branches
  /// it.
  public func rewind(to index: Int) {
    guard log.count > 0 else { return }
    let target = min(max(0, index), log.count - 1)
    let replay = replayed(through: target)
    scene = replay.scene
    wheelPinch = replay.wheelPinch
    pointers = replay.pointers
    resampler = replay.resampler
    predictor = replay.predictor
    shownPointers = replay.shownPointers
    resampledBack = replay.resampledBack
    lastSceneTime = replay.lastSceneTime
    cancelledPointers = replay.cancelledPointers
    size = replay.size
    startedParameters = replay.startedParameters
    tunedSinceStart = replay.tunedSinceStart
    // Shown from the past, the scene is checked again only once it has moved and come to rest.
    wasAtRest = true
    clock.freeze(at: log.frames[target].sceneTime)
    rewoundIndex = target == log.count - 1 ? nil : target
  }
}
