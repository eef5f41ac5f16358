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
  private(set) var scene: any Scene
  let configuration: RunConfiguration
  private let renderer: Renderer
  let instrument: Instrument
  let outputs: SessionOutputs
  /// The video being recorded (`--video`, or V in a window).
  var video: VideoRecorder?
  /// The whole run's plot (up to two minutes), for the chart E and `--plot` write.
  private(set) var history = MotionPlot(window: 120)
  private var pendingScript: ArraySlice<Script.Event>
  private(set) var frameIndex = 0
  private(set) var quitRequested = false
  private var screenshotRequested = false
  /// The time of the last frame (the loop's clock), so a new scene starts on the same clock.
  private var lastTime = 0.0
  /// The time of the last frame run, on the loop's clock.
  var lastFrameTime: Double { lastTime }
  /// The scene's clock: the loop's, less the time spent paused; it also holds J's hitch.
  var clock = SceneClock()
  /// What frames cost (update, draw, interval), for `--stats` and the HUD.
  private(set) var cost = FrameCostMeter()
  private lazy var latency = LatencyMeter(isActive: canvas.window != nil)
  /// The performance counter the costs are measured with (headless too: the simulated clock
  /// says when a frame is, not how long it took to make).
  private let stopwatch = FrameClock()
  /// The pointers down now (the trace's `pointers`).
  var activePointers = ActivePointers()
  /// Ctrl + wheel's pinch in progress.
  var wheelPinch = WheelPinch()
  /// Pointers whose press Esc cancelled: their moves and release are dropped until they go down
  /// again (the finger or the button is still down, but the gesture is over).
  var cancelledPointers: Set<Int> = []
  /// Every frame's inputs on the scene's clock since the start, for the rewind.
  private(set) var timeline = RecordedTimeline()
  /// The inputs applied in the frame being made, on the scene's clock.
  var frameInputs: [InputEvent] = []
  /// While the shown frame is one of the recorded past (paused, stepped or scrubbed back): its
  /// index in ``timeline``; nil at the live frame.
  var rewoundIndex: Int?

  init(configuration: RunConfiguration, canvas: Canvas) throws(PlaygroundError) {
    self.configuration = configuration
    renderer = Renderer(canvas: canvas)
    instrument = Instrument(configuration: configuration)
    outputs = try SessionOutputs(configuration: configuration)
    let type = configuration.scenes.named(configuration.sceneName) ?? configuration.scenes.defaultScene
    scene = type.init(size: canvas.size)
    Self.applyOptions(configuration.sceneOptions, to: scene)
    scene.mode = SettleMode(rawValue: configuration.mode) ?? .spring
    scene.slowMotion = configuration.slowMotion
    pendingScript = (configuration.script?.events ?? [])[...]
    scene.parameters = instrument.startParameters(for: type)
    video = try Self.commandLineVideo(configuration, canvas: canvas)
  }

  var overlay: Overlay { instrument.overlay }
  var presetName: String? { instrument.presetName }
  var canvas: Canvas { renderer.canvas }

  /// The first output that could not be written (the trace), if any: the run stops with it.
  var outputFailure: PlaygroundError? { outputs.failure }

  /// Closes the outputs (and writes the recorded script), checked, each whatever became of the
  /// others. `interruption`: why the run stopped before its end (a signal's name), marked as the
  /// trace's last line, with the last frame traced.
  func finish(interruption: String? = nil) throws(PlaygroundError) {
    let videoFailure = finishVideo(at: lastTime)
    latency.flush(trace: outputs.trace)
    var failures: [PlaygroundError] = []
    do throws(PlaygroundError) {
      try outputs.finish(interruption: interruption.map { ($0, max(frameIndex - 1, 0), lastTime) })
    } catch {
      failures.append(error)
    }
    if let videoFailure { failures.append(videoFailure) }
    if let failure = PlaygroundError.combined(failures) { throw failure }
  }

  /// The last frame's present returned at `time` (the loop's clock) after `present` seconds,
  /// `interval` seconds after the present before it (nil after an idle wait: a pause of the
  /// display link is no frame interval): `--stats`' `present` and `interval`, the inputs'
  /// latency, and the frame's trace line.
  func presented(at time: Double, present: Double, interval: Double?) {
    cost.recordPresent(present)
    if let interval { cost.recordInterval(interval) }
    latency.presented(at: time, present: present, interval: interval, cost: &cost, trace: outputs.trace)
  }

  /// The time of the next scripted event, if any is left.
  var nextScriptTime: Double? { pendingScript.first?.time }

  /// Nothing moves, nothing is held and no script event is due: the loop may block.
  var isIdle: Bool { scene.isAtRest && pendingScript.isEmpty && !wheelPinch.isActive }

  // MARK: One frame

  /// Runs one frame at `time` with the platform's `inputs` (script events due by then are
  /// merged in), draws it and writes its trace line. The caller presents it.
  func frame(at time: Double, inputs: [InputEvent]) {
    let updateStart = stopwatch.now()
    var due = inputs
    while let next = pendingScript.first, next.time <= time {
      pendingScript.removeFirst()
      due.append(Self.scriptedInput(for: next, window: canvas.size))
    }
    due += wheelPinch.expire(at: time).map { .pointer($0) }
    // Timeless events (resize, quit) first; then the rest in timestamp order, stable.
    let ordered = due.enumerated().sorted { lhs, rhs in
      (lhs.element.time ?? -.infinity, lhs.offset) < (rhs.element.time ?? -.infinity, rhs.offset)
    }
    for (_, input) in ordered { apply(input, frameTime: time) }
    let sceneTime = clock.sceneTime(at: time)
    scene.advance(to: sceneTime)
    lastTime = max(lastTime, time)
    if !frameInputs.isEmpty, let rewoundIndex {
      // An input while the past is shown: a new history branches from there.
      timeline.branch(after: rewoundIndex)
      self.rewoundIndex = nil
    }
    if rewoundIndex == nil { timeline.append(sceneTime: sceneTime, inputs: frameInputs) }
    frameInputs.removeAll()
    // The switcher and the mode pill take the navbar's trailing end: the scene's title keeps
    // to the room left of them (the pill's width changes with the mode and slow motion).
    scene.reserveNavbarTrailingEdge(canvas.size.width - switcher.frame.minX)
    let probe = scene.probe
    let updateTime = stopwatch.now() - updateStart
    instrument.overlay.updateGhosts(probe, scene: scene, at: sceneTime, window: canvas.size)
    instrument.overlay.record(probe, at: sceneTime, frameTime: time)
    history.record(probe, ghosts: overlay.ghosts?.axisValues ?? [], at: sceneTime)
    if clock.isHitchFrame {
      instrument.overlay.plot.markHitch(at: sceneTime)
      history.markHitch(at: sceneTime)
    }
    instrument.overlay.frameCost =
      configuration.printsStats || type(of: scene).showsFrameCost ? cost.lastSecond : nil
    let drawStart = stopwatch.now()
    if configuration.draws { draw(probe) }
    let drawTime = stopwatch.now() - drawStart
    cost.recordFrame(at: time, update: updateTime, draw: drawTime)
    if screenshotRequested {
      screenshotRequested = false
      outputs.saveTimestamped("screenshot", extension: "png", overlay: &instrument.overlay) {
        path, _ throws(PlaygroundError) in try saveScreenshot(to: path)
      }
    }
    if configuration.draws { captureVideo(at: time) }
    latency.finishFrame(
      record(probe, at: time), update: updateTime, draw: drawTime, trace: outputs.trace)
    clock.endFrame()
    frameIndex += 1
  }

  /// When an input takes effect, on the loop's clock: at its own time, but never before the
  /// last frame, where the scene already is (an event read after the frame that should have had
  /// it takes effect at once), nor after this frame (SDL's millisecond ticks and the performance
  /// counter can disagree by a millisecond). The scene, the rewind and `--record` all get this
  /// time, so a replay delivers every input where the live run did.
  func effectiveTime(_ time: Double, frameTime: Double) -> Double {
    min(max(time, lastTime), frameTime)
  }

  /// Applies one input: the scene is first advanced to the input's time (an input is never later
  /// than the frame that delivers it), so a press grabs what was on screen at that instant.
  func apply(_ input: InputEvent, frameTime: Double) {
    switch input {
    case .pointers(let events):
      for event in events { apply(.pointer(event), frameTime: frameTime) }
    case .scroll(let event):
      apply(event, frameTime: frameTime)
    case .quit:
      quitRequested = true
    case .resized:
      // The window's resize has no time of its own: it takes effect before the frame's other
      // inputs, where the scene is (the last frame's time), and is recorded there.
      renderer.canvas.updateSize()
      scene.resize(to: renderer.canvas.size)
      frameInputs.append(.resize(renderer.canvas.size, time: clock.sceneTime(at: lastTime)))
      outputs.recorder?.resize(to: renderer.canvas.size, at: lastTime)
    case .resize(let size, let time):
      // A script's resize: the canvas takes the size (a window asks SDL, which reports back),
      // and the scene lays itself out again at once, mid-animation if need be, at the resize's
      // own time.
      let at = effectiveTime(time, frameTime: frameTime)
      scene.advance(to: clock.sceneTime(at: at))
      renderer.canvas.resize(to: size)
      scene.resize(to: renderer.canvas.size)
      frameInputs.append(.resize(size, time: clock.sceneTime(at: at)))
      outputs.recorder?.resize(to: renderer.canvas.size, at: at)
    case .pointer(var event):
      if cancelledPointers.contains(event.id) {
        guard event.kind == .down else { return }
        cancelledPointers.remove(event.id)
      }
      latency.applied(eventAt: event.timestamp)
      // The wheel pinch's lift is stamped just after the last wheel event, in the past on
      // purpose (the release carries the wheel's velocity); it is never recorded, but made
      // again from the recorded wheel.
      if !WheelPinch.isOwn(event) { event.timestamp = effectiveTime(event.timestamp, frameTime: frameTime) }
      // Ctrl + wheel's touches are not recorded: replaying the wheel makes them again.
      if !WheelPinch.isOwn(event) { outputs.recorder?.pointer(event) }
      activePointers.apply(event)
      video?.pointer(event)
      event.timestamp = clock.sceneTime(at: event.timestamp)
      if event.kind == .down { instrument.overlay.showsHint = false }
      var request: SessionRequest?
      let onOverlay = instrument.handleOverlayPointer(
        event, scene: scene, frames: { self.overlayFrames(self.scene.probe) }, request: &request)
      // Recorded for the rewind, but not the wheel's pinch touches (the recorded wheel makes them
      // again) nor a press on the timeline strip (scrubbing is no input to the history it moves
      // through).
      if !WheelPinch.isOwn(event), !instrument.eventWasOnTimeline { frameInputs.append(.pointer(event)) }
      if let request { carryOut(request, at: event.timestamp, loopTime: min(frameTime, lastTime)) }
      if onOverlay { return }
      // A press on the scene starts its next motion: the last release's ghosts go.
      if event.kind == .down { instrument.overlay.dropGhosts() }
      scene.deliver(event)
      instrument.overlay.pressedPointer = event.kind == .down || event.kind == .move ? event.location : nil
    case .key(let typed, let time):
      let name = keyName(typed)
      instrument.overlay.showsHint = false
      let at = effectiveTime(time, frameTime: frameTime)
      outputs.recorder?.key(name, at: at)
      let sceneTime = clock.sceneTime(at: at)
      // Pausing and stepping are no input on the scene's clock; everything else is recorded.
      if instrument.isTypingValue || !(KeyCommand.names[name].map(Self.timelessCommands.contains) ?? false) {
        frameInputs.append(.key(name, time: sceneTime))
      }
      // A value being typed takes every key (Esc cancels it, Return sets it).
      if instrument.isTypingValue {
        instrument.typeValue(key: name, scene: scene)
        return
      }
      if let command = KeyCommand.names[name] {
        scene.advance(to: sceneTime)
        // Esc's first job is the gesture in progress; only with nothing held does it close or quit.
        if command == .closeOrQuit, cancelPresses(at: at) { return }
        if let request = instrument.apply(command, to: scene, clock: &clock, at: at) {
          carryOut(request, at: sceneTime, loopTime: at)
        }
      } else if type(of: scene).keys.contains(where: { $0.name == name }) {
        scene.advance(to: sceneTime)
        scene.handleKey(name, at: sceneTime)
        instrument.overlay.dropGhosts()
      }
    case .scene(let name, let time):
      let at = effectiveTime(time, frameTime: frameTime)
      outputs.recorder?.scene(name, at: at)
      frameInputs.append(.scene(name, time: clock.sceneTime(at: at)))
      if let type = configuration.scenes.named(name) {
        start(type, at: clock.sceneTime(at: at))
      }
    }
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

  /// Does what the instrument asked, at `sceneTime` (the scene's clock; `loopTime` on the loop's).
  private func carryOut(_ request: SessionRequest, at sceneTime: Double, loopTime: Double) {
    switch request {
    case .quit: quitRequested = true
    case .startScene(let type): start(type, at: sceneTime)
    case .screenshot: screenshotRequested = true
    case .exportPlot:
      // The chart reads the overlay (its ghosts): made before the overlay is lent for the toast.
      let chart = chart
      outputs.saveTimestamped("plot", prefix: "plot-", extension: "png", overlay: &instrument.overlay) {
        path, _ throws(PlaygroundError) in try chart.write(to: path)
      }
    case .savePreset: instrument.savePreset(of: scene, to: outputs)
    case .copyCode: copyCode()
    case .toggleVideo: toggleVideo(at: loopTime)
    case .stepFrames(let count): stepFrames(count)
    case .scrub(let sceneTime): scrub(toSceneTime: sceneTime)
    }
  }

  /// The keys that are no input to the scene's history: pausing, stepping, quitting, files.
  static let timelessCommands: Set<KeyCommand> = [
    .togglePause, .pauseOrStepForward, .stepBack, .quit, .screenshot, .exportPlot, .savePreset, .copyCode,
    .toggleVideo,
  ]

  /// The rewind: takes a re-simulated session's scene and input state, paused at `sceneTime`.
  func adopt(_ shadow: Session, at sceneTime: Double) {
    scene = shadow.scene
    activePointers = shadow.activePointers
    cancelledPointers = shadow.cancelledPointers
    wheelPinch = shadow.wheelPinch
    clock.freeze(at: sceneTime)
  }

  /// Replaces the scene with a new one of `type`, at rest, on the same clock, keeping the mode,
  /// slow motion and hit-test mode; the parameters are the run's start parameters for it.
  private func start(_ type: any Scene.Type, at time: Double) {
    let next = type.init(size: canvas.size)
    Self.applyOptions(configuration.sceneOptions, to: next)
    next.mode = scene.mode
    next.slowMotion = scene.slowMotion
    next.hitTestMode = scene.hitTestMode
    next.parameters = instrument.startParameters(for: type)
    next.advance(to: max(time, clock.sceneTime(at: lastTime)))
    scene = next
    history.clear()
    instrument.sceneDidStart()
  }

  private static func applyOptions(_ options: [String: String], to scene: any Scene) {
    for option in type(of: scene).options {
      if let value = options[option.name] { scene.setOption(option.name, to: value) }
    }
  }

  // MARK: Drawing and the files drawn from it

  var switcher: SceneSwitcher {
    SceneSwitcher(
      width: canvas.size.width, scenes: configuration.scenes, current: scene.name, mode: scene.mode,
      slowMotion: scene.slowMotion, metrics: renderer.metrics)
  }

  /// The overlays as laid out for `probe`: what is drawn and what takes presses.
  private func overlayFrames(_ probe: SceneProbe) -> OverlayFrames {
    overlay.layout(
      scene: scene, probe: probe, switcher: switcher, size: canvas.size, metrics: renderer.metrics,
      timeline: clock.isPaused
        ? timeline.scrubbableRange.map { ($0, timeline.frames[shownFrameIndex].sceneTime) } : nil)
  }

  func draw() { draw(scene.probe) }

  private func draw(_ probe: SceneProbe) {
    renderer.draw(scene: scene, probe: probe, overlay: overlay, frames: overlayFrames(probe))
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
  var chart: PlotChart {
    let mode = scene.mode.rawValue + (scene.slowMotion ? ", slow motion" : "")
    return PlotChart(
      history: history, title: "Flick · \(scene.name) · \(mode): the subject's main axis against time",
      legend: overlay.ghosts?.ghosts.map { ($0.label, $0.color, $0.isDiverged) } ?? [])
  }

  private func record(_ probe: SceneProbe, at time: Double) -> FrameRecord {
    FrameRecord(
      frame: frameIndex, time: time, scene: scene.name, mode: scene.mode.rawValue,
      slowMotion: scene.slowMotion,
      gesture: probe.gesture.rawValue, paused: clock.isPaused, preset: presetName,
      tuning: TuningReport.traceValue(mode: scene.mode, parameters: scene.parameters),
      hitch: clock.isHitchFrame,
      ghosts: overlay.ghosts?.traceValue, atRest: scene.isAtRest, window: canvas.size,
      pointers: activePointers.traceValue,
      pinchGesture: ActivePointers.traceValue(scene.pinchGesture, at: clock.sceneTime(at: time)),
      rotationGesture: ActivePointers.traceValue(scene.rotationGesture, at: clock.sceneTime(at: time)),
      // A frame of the re-simulated past says so (absent otherwise, so other traces are unchanged).
      fields: probe.fields + (rewoundIndex == nil ? [] : [TraceField("resimulated", .bool(true))]))
  }
}
