import Foundation
import Motion
import Scenes
import Stage

/// One run, shared by the window and headless loops: the scene on its clock, the script still to
/// play, the ``Instrument`` around the scene and the run's ``SessionOutputs``. A frame is: inputs
/// in timestamp order, the scene advanced to each input's time before it gets it; then the scene
/// advanced to the frame time, drawn, and traced. The session knows scenes only through the
/// ``Scenes/Scene`` protocol and the run's ``Scenes/SceneRegistry``.
final class Session {
  /// The scene, its clock and the run's input log: every frame is a step of it.
  var runner: SceneRunner
  var configuration: RunConfiguration
  private let renderer: Renderer
  let instrument: Instrument
  let outputs: SessionOutputs
  /// The script still to play.
  private var script: ScriptPlayback
  private(set) var quitRequested = false
  /// Every pointer down now, on the scene or on an overlay, and the presses on the message panel.
  var presses = PressRouting()
  /// The frames' cost, latency, pointer lag and hand-off jumps, and how many were made.
  private(set) var meters: FrameMeters
  /// The scene file watched and reloaded on save (`--scene-file`, or one dropped on the window).
  var sceneFiles: SceneFileReloader?
  /// The desktop's motion switch, listened to while a window is open (nil: headless, no session
  /// bus, or `--reduce-motion`), and the values it last gave.
  let desktopMonitor: DesktopMotionMonitor?
  private var desktopFollower: DesktopMotionFollower
  /// The scene file's version before the last save, running beside the live one.
  var sceneFileGhost: SceneFileGhost?
  /// How much of the pointer's move the held layer takes (a rubber band's share), which the
  /// prediction's offset is drawn at.
  private var predictionGain = PredictionGain()

  init(
    configuration: RunConfiguration, canvas: Canvas,
    readEnableAnimations: () -> String? = { DesktopMotion.gsettingsEnableAnimations() },
    readPortalReducedMotion: () -> String? = { DesktopMotion.portalReducedMotion() },
    makeDesktopMonitor: () -> DesktopMotionMonitor? = { DesktopMotionMonitor() }
  ) throws(PlaygroundError) {
    self.configuration = configuration
    renderer = Renderer(canvas: canvas)
    // The desktop's switch is read by a window only (DesktopMotion), at the start; what each
    // reader said is kept, so a change the monitors see later decides with the other's value.
    let (motion, follower) = DesktopMotionFollower.start(
      forced: configuration.reducesMotion, readsDesktop: canvas.window != nil,
      portalReducedMotion: readPortalReducedMotion, enableAnimations: readEnableAnimations)
    desktopFollower = follower
    // Followed while the window is open; `--reduce-motion` wins, so then nothing listens.
    desktopMonitor = canvas.window != nil && !configuration.reducesMotion ? makeDesktopMonitor() : nil
    instrument = Instrument(configuration: configuration, motion: motion)
    outputs = try SessionOutputs(configuration: configuration)
    let type = configuration.scenes.kind(named: configuration.sceneName) ?? configuration.scenes.defaultKind
    runner = SceneRunner(
      scenes: configuration.scenes,
      start: SceneRunner.Start(
        scene: type.name, size: canvas.size, mode: SettleMode(rawValue: configuration.mode) ?? .spring,
        parameters: instrument.startParameters(for: type), slowMotion: configuration.slowMotion,
        slowMotionRelease: configuration.slowMotionRelease, motion: motion.preference),
      options: configuration.sceneOptions)
    runner.resamplesPointers = configuration.resamplesPointers
    meters = FrameMeters(isWindow: canvas.window != nil)
    script = ScriptPlayback(configuration.script, replaysRecordedFrames: configuration.recordedFrames != nil)
    outputs.video = try Self.commandLineVideo(configuration, canvas: canvas)
    sceneFiles = configuration.sceneFilePath.map(SceneFileReloader.init(path:))
    // A scene file's reload replays from the last checkpoint: the runner notes them.
    runner.marksCheckpoints = sceneFiles != nil
    // The run's scenes are held once, by the runner (a scene file's reload adds its new version).
    instrument.scenes = { [unowned self] in self.runner.scenes }
    if let instrumented = runner.scene as? any InstrumentedScene {
      if instrumented.opensHUD { instrument.panels.showsHUD = true }
      if !instrumented.showsHint { instrument.panels.showsHint = false }
    }
  }

  var scene: any Scene { runner.scene }
  /// The scenes a switch may start (a scene file's last version among them).
  var scenes: SceneRegistry { runner.scenes }

  /// `--stats`' `motion:` line: the motion the scene has now, and why.
  var motionDescription: String {
    DesktopMotion(preference: scene.motion, reason: instrument.motion.reason).statsLine
  }
  /// The time of the last frame run, on the loop's clock.
  var lastFrameTime: Double { runner.lastTime }
  /// The inputs the scene got, frame by frame on its clock (the rewind's, `--record`'s).
  var timeline: InputLog { runner.log }

  var overlay: Overlay { instrument.overlay }
  /// What frames cost (update, draw, interval), for `--stats` and the HUD.
  var cost: FrameCostMeter { meters.cost }
  /// How far the held subject trails the pointer, and its judder (`--stats`, `pointerLag`).
  var pointerLag: PointerLagMeter { meters.pointerLag }
  /// The frames made so far.
  var frameIndex: Int { meters.frameIndex }
  /// The video being recorded (`--video`, or V in a window).
  var video: VideoRecorder? { outputs.video }
  var presetName: String? { instrument.presetName }
  var canvas: Canvas { renderer.canvas }
  /// What draws the display lists (tests switch its ways of drawing and read what it did).
  var displayListRenderer: DisplayListRenderer { renderer.backend }

  /// The first output that could not be written (the trace), if any: the run stops with it.
  var outputFailure: PlaygroundError? { outputs.failure }

  /// Closes the outputs (and writes the recorded script), checked, each whatever became of the
  /// others. `interruption`: why the run stopped before its end (a signal's name), marked as the
  /// trace's last line, with the last frame traced.
  func finish(interruption: String? = nil) throws(PlaygroundError) {
    let lastTime = runner.lastTime
    // Videos V stopped whose encoder was still behind: the run waits for them now.
    var videoFailures: [PlaygroundError] = []
    while let ending = outputs.endingVideos.first {
      if let failure = announce(ending, at: lastTime) { videoFailures.append(failure) }
    }
    let videoFailure = finishVideo(at: lastTime)
    // An input recording I began is saved as I would have saved it.
    if let recording = outputs.inputRecording {
      outputs.inputRecording = nil
      saveInputRecording(recording)
    }
    meters.latency.flush(trace: outputs.trace)
    var failures: [PlaygroundError] = []
    do throws(PlaygroundError) {
      try outputs.finish(
        log: runner.log, start: runner.start,
        interruption: interruption.map { ($0, max(meters.frameIndex - 1, 0), lastTime) })
    } catch {
      failures.append(error)
    }
    if let videoFailure { failures.append(videoFailure) }
    failures += videoFailures
    if let failure = PlaygroundError.combined(failures) { throw failure }
  }

  /// The last frame's present returned at `time` (the loop's clock) after `present` seconds,
  /// `interval` seconds after the present before it (nil after an idle wait: a pause of the
  /// display link is no frame interval): `--stats`' `present` and `interval`, the inputs'
  /// latency, and the frame's trace line. `slot` is when the window's pacer asked the frame to
  /// be shown (nil: at once, or vsync paced it), written with `time` so that a test can check the
  /// pacer's schedule against its own rule, whatever the machine's load.
  /// `pointer`: where the pointer is now, read after the present (the trace's `pointerLag`).
  func presented(
    at time: Double, present: Double, interval: Double?, slot: Double? = nil, pointer: Vector2? = nil
  ) {
    meters.presented(
      at: time, present: present, interval: interval, slot: slot, pointer: pointer, trace: outputs.trace)
  }

  /// The time of the next scripted event, if any is left.
  var nextScriptTime: Double? { script.nextTime }

  /// Nothing moves, nothing is held and no script event is due: the loop may block.
  var isIdle: Bool { scene.isAtRest && script.isFinished && !runner.wheelPinch.isActive }

  // MARK: One frame

  /// The desktop's switch changed since the last frame (and no flag or key chose by hand): the
  /// scene's motion changes at `time`, as the U key's does, and the toast says why.
  private func desktopChanges(at time: Double) -> [InputEvent] {
    guard let desktopMonitor else { return [] }
    var changes: [InputEvent] = []
    for signal in desktopMonitor.take() {
      guard let next = desktopFollower.apply(signal, to: instrument.motion) else { continue }
      if next.preference != instrument.motion.preference {
        changes.append(.setting(.reduceMotion(next.preference == .reduced), time: time))
      }
      instrument.followDesktop(next)
    }
    return changes
  }

  /// Runs one frame at `time` with the platform's `inputs` (script events due by then are
  /// merged in), draws it and writes its trace line. The caller presents it.
  func frame(at time: Double, inputs: [InputEvent]) {
    let updateStart = meters.stopwatch.now()
    instrument.beginFrame(at: time)
    var due = inputs + sceneFilesFrameStarted(at: time) + desktopChanges(at: time)
    for event in script.takeDue(by: time) { due.append(Self.scriptedInput(for: event, window: canvas.size)) }
    // Timeless events (resize, quit) first; then the rest in timestamp order, stable.
    let ordered = due.enumerated().sorted { lhs, rhs in
      (lhs.element.time ?? -.infinity, lhs.offset) < (rhs.element.time ?? -.infinity, rhs.offset)
    }
    for lifted in runner.beginFrame(at: time) { showPointer(lifted) }
    for (_, input) in ordered { apply(input, frameTime: time) }
    runner.endFrame()
    if let instrumented = scene as? any InstrumentedScene {
      for toast in instrumented.takeToasts() { instrument.toasts.show(toast) }
    }
    if sceneFileGhost?.frameEnded(live: runner) == false { sceneFileGhost = nil }
    let sceneTime = runner.sceneTime(at: time)
    // The switcher and the mode pill take the navbar's trailing end: the scene's title keeps
    // to the room left of them (the pill's width changes with the mode and slow motion).
    runner.reserveNavbarTrailingEdge(canvas.size.width - switcher.frame.minX)
    let probe = scene.probe
    instrument.readings.see(probe.handoff, slowMotion: scene.slowMotion)
    let updateTime = meters.stopwatch.now() - updateStart
    instrument.frameMade(
      probe, scene: scene, at: sceneTime, frameTime: time, window: canvas.size,
      isHitch: runner.clock.isHitchFrame)
    // A scene file's last version: its curve on the HUD's plot beside this frame's.
    sceneFileGhost?.plot(on: &instrument.readings.plot, for: scene)
    instrument.readings.frameCost =
      configuration.printsStats || type(of: scene).showsFrameCost ? meters.cost.lastSecond : nil
    let shift = predictedShift(probe, at: time)
    instrument.readings.inputTiming =
      probe.isHeld
      ? InputTiming(
        lag: meters.pointerLag.holdDistance, intended: meters.pointerLag.holdIntended,
        velocity: runner.predictor.velocity(at: sceneTime),
        latency: meters.cost.lastSecond[FrameCostMeter.Measure.latency.rawValue]?.p50,
        prediction: shift?.offset, eventTimes: meters.latency.recentEvents,
        frameTimes: meters.latency.recentFrames, now: time, isWindow: meters.latency.isActive) : nil
    let drawStart = meters.stopwatch.now()
    // A screenshot asked for this frame (P, or a script's) draws it even in a run that draws
    // nothing else: damage is worked out against the last frame drawn, whenever that was.
    // A video being recorded (--video, or a script's V) reads every frame, so it draws them. A
    // scene that shows what its frames cost (stress) is drawn where that is read: a window, or
    // `--stats` (both draw every frame); a headless run of its trace alone drew 100 000 cards a
    // frame for nobody.
    let drawsEveryFrame = configuration.draws || video != nil
    if drawsEveryFrame || outputs.screenshotRequested {
      draw(probe, shift: shift)
    }
    let drawTime = meters.stopwatch.now() - drawStart
    meters.cost.recordFrame(at: time, update: updateTime, draw: drawTime)
    if outputs.screenshotRequested {
      outputs.screenshotRequested = false
      outputs.saveTimestamped("screenshot", extension: "png", toasts: &instrument.toasts) {
        path, _ throws(PlaygroundError) in try saveScreenshot(to: path)
      }
    }
    if drawsEveryFrame { captureVideo(at: time) }
    announceEncodedVideos(at: time)
    meters.continuity.frameDrawn(at: time, probe: probe, shift: shift)
    instrument.readings.continuity = meters.continuity.last
    meters.pointerLag.frameMade(
      isHeld: probe.isHeld, subject: probe.grabbed, shown: runner.shownPointer,
      real: runner.pointers.pointers.first?.location, isWindow: canvas.window != nil,
      prediction: shift?.offset)
    let record = record(probe, at: time)
    meters.latency.finishFrame(record, update: updateTime, draw: drawTime, trace: outputs.trace)
    runner.endHitch()
    meters.frameIndex += 1
    (scene as? any InstrumentedScene)?.frameMade()
  }

  /// Applies one input at its own time (``SceneRunner/effectiveTime(_:)``): a press on a drawn
  /// overlay is the overlay's; everything else reaches the scene through the runner, which
  /// advances it to the input's instant first, so a press grabs what was on screen then.
  func apply(_ input: InputEvent, frameTime: Double) {
    switch input {
    case .pointers(let events):
      for event in events { apply(.pointer(event), frameTime: frameTime) }
    case .scroll(let event):
      apply(event, frameTime: frameTime)
    case .quit:
      quitRequested = true
    case .openFile(let path):
      if sceneFiles == nil { sceneFiles = SceneFileReloader(path: path) }
      sceneFiles?.open(path)
      runner.marksCheckpoints = true
    case .resized:
      // The window's resize has no time of its own: it takes effect before the frame's other
      // inputs, where the scene is (the last frame's time).
      renderer.canvas.updateSize()
      runner.deliver(.resize(renderer.canvas.size), at: runner.lastTime)
      instrument.panels.fit(compact: OverlayLayout(size: renderer.canvas.size).isCompact)
    case .resize(let size, let time):
      // A script's resize: the canvas takes the size (a window asks SDL, which reports back),
      // and the scene lays itself out again at once, mid-animation if need be, at the resize's
      // own time.
      renderer.canvas.resize(to: size)
      runner.deliver(.resize(renderer.canvas.size), at: runner.effectiveTime(time))
      instrument.panels.fit(compact: OverlayLayout(size: renderer.canvas.size).isCompact)
    case .pointer(var event):
      // The rest of a press Esc cancelled, or of one on the message panel, is no input until
      // the pointer goes down again; a press on the message panel dismisses it.
      let isSwallowed = presses.isSwallowed(event, cancelled: runner.cancelledPointers) {
        MessagePanel(messages: WindowMessages.shown, size: canvas.size, metrics: renderer.metrics)
      }
      if isSwallowed { return }
      meters.latency.applied(eventAt: event.timestamp)
      let loopTime = runner.effectiveTime(event.timestamp)
      event.timestamp = loopTime
      presses.active.apply(event)
      outputs.video?.pointer(event)
      event.timestamp = runner.sceneTime(at: loopTime)
      if event.kind == .down { instrument.panels.showsHint = false }
      var request: SessionRequest?
      let onOverlay = changingSettings(at: loopTime) {
        instrument.handleOverlayPointer(
          event, scene: scene, frames: { self.overlayFrames(self.scene.probe) }, request: &request)
      }
      if let request { carryOut(request, at: loopTime) }
      if onOverlay { return }
      // A press on the scene starts its next motion: the last release's ghosts go.
      if event.kind == .down { instrument.ghostLab.drop() }
      event.timestamp = loopTime
      // The scene at the input's instant, then as the input left it: the continuity meter's two
      // sides (advancing there again in deliver is no step).
      runner.advance(to: loopTime)
      // A release with prediction on goes on from where the frames drew the held layer.
      runner.predictionPresentDelay =
        instrument.predictsPointer ? meters.latency.expectedPresentDelay ?? 1 / configuration.fps : nil
      meters.continuity.measure(event, at: loopTime, scene: { self.scene }) {
        runner.deliver(.pointer(event), at: loopTime)
      }
      instrument.touches.pressed = event.kind == .down || event.kind == .move ? event.location : nil
    case .key(let typed, let time):
      let name = keyName(typed)
      instrument.panels.showsHint = false
      let at = runner.effectiveTime(time)
      // A value being typed takes every key (Esc cancels it, Return sets it).
      if instrument.isTypingValue {
        runner.advance(to: at)
        let before = SceneSettings(of: scene)
        instrument.typeValue(key: name, scene: scene)
        runner.hostKey(name, at: at, noted: SceneSettings(of: scene).changes(from: before))
        return
      }
      // The open help takes its scrolling keys (no input on the scene's clock).
      if instrument.scrollHelp(key: name, help: instrument.panels.showsHelp ? overlayFrames().help : nil) {
        return
      }
      if let command = KeyCommand.names[name] {
        runner.advance(to: at)
        apply(command, named: name, at: at)
      } else if type(of: scene).keys.contains(where: { $0.name == name }) {
        runner.deliver(.key(name), at: at)
        instrument.ghostLab.drop()
      }
    case .setting(let action, let time):
      let at = runner.effectiveTime(time)
      switch action {
      case .mode(let mode): runner.deliver(.mode(mode), at: at)
      case .tuning(let tuning):
        runner.deliver(.parameters((try? tuning.applied(to: scene.parameters)) ?? scene.parameters), at: at)
        instrument.forgetPreset()
      case .slowMotion(let isOn): runner.deliver(.slowMotion(isOn), at: at)
      case .hitTestMode(let mode): runner.deliver(.hitTestMode(mode), at: at)
      case .reduceMotion(let isOn): runner.deliver(.motion(isOn ? .reduced : .full), at: at)
      default: break
      }
    case .scene(let name, let time):
      let at = runner.effectiveTime(time)
      if let type = scenes.kind(named: name) {
        runner.deliver(.startScene(type.name, parameters: instrument.startParameters(for: type)), at: at)
        sceneDidStart()
      }
    }
  }

  /// A playground key at `time` (the loop's clock; the scene is already there). Unless it is
  /// timeless (pausing, stepping, saving files), it is input on the scene's clock: the log keeps
  /// it with what it changed of the scene's settings and the new scene it asked for (R, N).
  private func apply(_ command: KeyCommand, named name: String, at time: Double) {
    guard !command.isTimeless else {
      if let request = instrument.apply(command, to: scene, runner: runner, at: time) {
        carryOut(request, at: time)
      }
      return
    }
    // Esc's first job is the gesture in progress; only with nothing held does it close.
    if command == .cancelOrClose, cancelPresses(named: name, at: time) { return }
    let before = SceneSettings(of: scene)
    let request = instrument.apply(command, to: scene, runner: runner, at: time)
    let noted = SceneSettings(of: scene).changes(from: before)
    if case .closeInScene? = request {
      // The scene's own Esc, logged as the host's key's effect so that a replay closes it too.
      let takesEscape = type(of: scene).keys.contains { $0.name == name }
      runner.hostKey(name, at: time, noted: noted, requested: takesEscape ? [.key(name)] : [])
      if takesEscape { instrument.ghostLab.drop() }
      return
    }
    if case .startScene(let type)? = request {
      let start = SceneInput.startScene(type.name, parameters: instrument.startParameters(for: type))
      runner.hostKey(name, at: time, noted: noted, requested: [start])
      sceneDidStart()
      return
    }
    runner.hostKey(name, at: time, noted: noted)
    if let request { carryOut(request, at: time) }
  }

  /// Runs `change` (the instrument at work on a press) and returns what it returned; whatever it
  /// changed of the scene's settings (mode, tuning, hit testing) is noted in the runner's log at
  /// `time`.
  private func changingSettings<Result>(at time: Double, _ change: () -> Result) -> Result {
    let before = SceneSettings(of: scene)
    let result = change()
    for input in SceneSettings(of: scene).changes(from: before) { runner.note(input, at: time) }
    return result
  }

  /// The trace's `pointers` and the video's indicators see a touch the runner made (a wheel
  /// pinch's, Esc's cancels).
  func showPointer(_ event: PointerEvent) {
    presses.active.apply(event)
    outputs.video?.pointer(event)
  }

  /// The key a name means here: "shift+space" where the scene or the instrument takes it, else
  /// the key without Shift (Shift+Space in the modal is Space).
  private func keyName(_ typed: String) -> String {
    let takes = { (name: String) in
      KeyCommand.names[name] != nil || type(of: self.scene).keys.contains { $0.name == name }
    }
    guard typed.hasPrefix("shift+"), !takes(typed) else { return typed }
    return String(typed.dropFirst("shift+".count))
  }

  /// Does what the instrument asked, at `time` (the loop's clock).
  private func carryOut(_ request: SessionRequest, at time: Double) {
    switch request {
    case .quit: quitRequested = true
    case .closeInScene: break
    case .startScene(let type):
      runner.deliver(.startScene(type.name, parameters: instrument.startParameters(for: type)), at: time)
      sceneDidStart()
    case .screenshot: outputs.screenshotRequested = true
    case .exportPlot:
      // The chart reads the ghosts: made before the toasts are lent for the toast.
      let chart = chart
      outputs.saveTimestamped("plot", prefix: "plot-", extension: "png", toasts: &instrument.toasts) {
        path, _ throws(PlaygroundError) in try chart.write(to: path)
      }
    case .exportWeb: exportWebPage()
    case .savePreset: instrument.savePreset(of: scene, to: outputs)
    case .copyCode: copyCode()
    case .toggleVideo: toggleVideo(at: time)
    case .toggleInputRecording: toggleInputRecording(at: time)
    case .stepFrames(let count): stepFrames(count)
    case .scrub(let sceneTime): scrub(toSceneTime: sceneTime)
    }
  }

  /// A new scene started: nothing of the last one's plot, ghosts or presses is left.
  private func sceneDidStart() {
    instrument.sceneDidStart()
    meters.continuity.reset()
  }

  // MARK: Drawing and the files drawn from it

  var switcher: SceneSwitcher {
    SceneSwitcher(
      width: canvas.size.width, scenes: scenes, current: scene.name, mode: scene.mode,
      slowMotion: scene.slowMotion, metrics: renderer.metrics)
  }

  /// The overlays as laid out for `probe`: what is drawn and what takes presses.
  private func overlayFrames(_ probe: SceneProbe) -> OverlayFrames {
    overlay.layout(
      scene: scene, probe: probe, switcher: switcher, size: canvas.size, metrics: renderer.metrics,
      timeline: runner.clock.isPaused
        ? timeline.scrubbableRange.map { ($0, timeline.frames[shownFrameIndex].sceneTime) } : nil,
      share: instrument.panels.showsShare ? shareStatus : nil)
  }

  func draw() { draw(scene.probe) }

  private func draw(_ probe: SceneProbe, shift: (layer: Layer, offset: Vector2)? = nil) {
    renderer.draw(
      scene: scene, probe: probe, overlay: overlay, frames: overlayFrames(probe),
      ghost: sceneFileGhost?.subject(for: scene), shift: shift)
  }

  /// Prediction (L, `--predict`): the held layer and how far ahead of the pointer it is drawn
  /// (``PointerPredictor``), for a present the latency meter expects after `time` (headless, or
  /// before the first present: one frame interval later). Nil while off or nothing is held.
  ///
  /// The offset is the pointer's; the layer is drawn ahead by as much of it as it takes of the
  /// pointer's moves (``PredictionGain``): a release goes on from the pointer moved on by that
  /// offset (`PointerEvent.drawnAhead`), and the scene moves the layer by that share of it.
  private func predictedShift(_ probe: SceneProbe, at time: Double) -> (layer: Layer, offset: Vector2)? {
    guard instrument.predictsPointer, probe.isHeld, let layer = probe.grabbed else {
      _ = predictionGain.frame(layer: nil, pointer: nil, axis: nil)
      return nil
    }
    let gain = predictionGain.frame(layer: layer, pointer: runner.shownPointer, axis: probe.grabbedAxis)
    var offset = runner.predictedOffset(
      at: time, presentDelay: meters.latency.expectedPresentDelay ?? 1 / configuration.fps)
    switch probe.grabbedAxis {
    case .x?: offset.y = 0
    case .y?: offset.x = 0
    case nil: break
    }
    return (layer, gain * offset)
  }

  /// The frame's display list, for tests that check what would be drawn.
  func displayList() -> DisplayList {
    let probe = scene.probe
    return renderer.displayList(scene: scene, probe: probe, overlay: overlay, frames: overlayFrames(probe))
  }

  /// How the renderer measures text (the font's, or an estimate without one).
  var textMetrics: any TextMetrics { renderer.metrics }

  /// The overlays as laid out now: what a press would land on (``Overlay/target(at:in:)``).
  func overlayFrames() -> OverlayFrames { overlayFrames(scene.probe) }

  /// Draws the overlays' panels alone on black, nothing else: tests find every pixel they cover
  /// (none of their colours is black).
  func drawOverlayPanelsOnly() {
    var list = DisplayList(visibleBounds: Rect(origin: .zero, size: canvas.size))
    overlay.appendPanels(of: overlayFrames(scene.probe), to: &list)
    renderer.backend.draw(list, background: .black)
  }

  func saveScreenshot(to path: String) throws(PlaygroundError) {
    try renderer.canvas.savePNG(to: path)
  }

  /// The run's chart (``PlotChart``).
  var chart: PlotChart { instrument.chart(of: scene) }

  private func record(_ probe: SceneProbe, at time: Double) -> FrameRecord {
    // The frame's grabs, releases and retargets (a re-simulated frame's as they were live).
    let handoffs =
      runner.rewoundIndex.map { meters.continuity.recorded(atFrame: $0) }
      ?? meters.continuity.takePending(forFrame: timeline.count - 1)
    return FrameRecord(
      frame: meters.frameIndex, time: time, scene: scene.name, mode: scene.mode.rawValue,
      slowMotion: scene.slowMotion,
      gesture: probe.gesture.rawValue, paused: runner.clock.isPaused, preset: presetName,
      tuning: TuningReport.traceValue(mode: scene.mode, parameters: scene.parameters),
      hitch: runner.clock.isHitchFrame,
      ghosts: instrument.ghostLab.ghosts?.traceValue, atRest: scene.isAtRest, window: canvas.size,
      pointers: presses.active.traceValue,
      pinchGesture: ActivePointers.traceValue(scene.pinchGesture, at: runner.sceneTime(at: time)),
      rotationGesture: ActivePointers.traceValue(scene.rotationGesture, at: runner.sceneTime(at: time)),
      // A frame of the re-simulated past says so (absent otherwise, so other traces are unchanged).
      fields: probe.fields + [ContinuityMeter.traceField(handoffs)].compactMap { $0 }
        + (runner.rewoundIndex == nil ? [] : [TraceField("resimulated", .bool(true))])
        + (sceneFiles?.traceFields() ?? []) + (sceneFileGhost?.traceFields(of: scene) ?? []),
      motion: scene.motion.rawValue)
  }
}
