import CSDL2
import Foundation
import Motion
import Scenes
import Stage

/// One run's state, shared by the window and headless loops: the scene, what is drawn over it,
/// the script still to play, the trace. A frame is: inputs in timestamp order (each applied at
/// its own time), advance to the frame time, draw, trace. The session knows scenes only through
/// the ``Scenes/Scene`` protocol and the ``Scenes/SceneRegistry``.
final class Session {
  private(set) var scene: any Scene
  private let configuration: RunConfiguration
  private let renderer: Renderer
  private let trace: TraceWriter?
  private let recorder: ScriptRecorder?
  var overlay = Overlay()
  /// The whole run's plot (up to two minutes), for the chart E and `--plot` write.
  private(set) var history = MotionPlot(window: 120)
  private var pendingScript: ArraySlice<Script.Event>
  private(set) var frameIndex = 0
  private(set) var quitRequested = false
  /// J: the loop makes the next frame 250 ms long (and tells the session it did).
  var hitchRequested = false
  /// The frame being made is the long one (the trace marks it).
  var isHitchFrame = false
  /// How long J's slow frame lasts.
  static let hitchDuration = 0.25
  private var screenshotRequested = false
  /// A press that landed on the playground's controls (switcher, tuning panel, HUD): its moves
  /// and release are theirs too, never the scene's.
  private var pressIsOnControls = false
  /// The tuning slider being dragged, and its track.
  private var tuningDrag: (slider: TuningSlider, track: Rect)?
  /// The time of the last frame (the loop's clock), so a new scene starts on the same clock.
  private var lastTime = 0.0
  /// The scene's clock: the loop's, less the time spent paused.
  private(set) var clock = SceneClock()
  /// The active preset's name: the run's `--preset`, one picked with C; nil once tuned by hand.
  private(set) var presetName: String?
  /// What frames cost (update, draw, interval), for `--stats` and the HUD.
  private(set) var cost = FrameCostMeter()
  private lazy var latency = LatencyMeter(isActive: canvas.window != nil)
  /// The performance counter the costs are measured with (headless too: the simulated clock
  /// says when a frame is, not how long it took to make).
  private let stopwatch = FrameClock()
  private lazy var presetLibrary = PresetLibrary(path: configuration.presetsPath ?? Preset.defaultFilePath)

  init(configuration: RunConfiguration, canvas: Canvas) throws(PlaygroundError) {
    self.configuration = configuration
    renderer = Renderer(canvas: canvas)
    let type = SceneRegistry.named(configuration.sceneName) ?? SceneRegistry.defaultScene
    scene = type.init(size: canvas.size)
    Self.applyOptions(configuration.sceneOptions, to: scene)
    scene.mode = SettleMode(rawValue: configuration.mode) ?? .spring
    scene.slowMotion = configuration.slowMotion
    trace = try configuration.tracePath.map { path throws(PlaygroundError) in try TraceWriter(path: path) }
    recorder = configuration.recordPath.map {
      ScriptRecorder(path: $0, scene: type.name, mode: configuration.mode)
    }
    pendingScript = (configuration.script?.events ?? [])[...]
    presetName = configuration.preset?.name
    scene.parameters = startParameters(for: type)
  }

  /// The first output that could not be written (the trace), if any: the run stops with it.
  var outputFailure: PlaygroundError? { trace?.failure }

  /// Closes the outputs (and writes the recorded script), checked.
  func finish() throws(PlaygroundError) {
    latency.flush(trace: trace)
    try trace?.close()
    try recorder?.write()
  }

  /// The time between two presented frames (the window loop's), for `--stats`.
  func recordPresentInterval(_ seconds: Double) { cost.recordInterval(seconds) }

  /// The last frame's present returned at `time` (the loop's clock): its inputs' latency.
  func presented(at time: Double) { latency.presented(at: time, cost: &cost, trace: trace) }

  /// The time of the next scripted event, if any is left.
  var nextScriptTime: Double? { pendingScript.first?.time }

  /// Nothing moves, nothing is held and no script event is due: the loop may block.
  var isIdle: Bool { scene.isAtRest && pendingScript.isEmpty }

  var canvas: Canvas { renderer.canvas }

  /// Runs one frame at `time` with the platform's `inputs` (script events due by then are
  /// merged in), draws it and writes its trace line. The caller presents it.
  func frame(at time: Double, inputs: [InputEvent]) {
    let updateStart = stopwatch.now()
    var due = inputs
    while let next = pendingScript.first, next.time <= time {
      pendingScript.removeFirst()
      due.append(Self.inputEvent(for: next))
    }
    // Timeless events (resize, quit) first; then the rest in timestamp order, stable.
    let ordered = due.enumerated().sorted { lhs, rhs in
      (lhs.element.time ?? -.infinity, lhs.offset) < (rhs.element.time ?? -.infinity, rhs.offset)
    }
    for (_, input) in ordered { apply(input, frameTime: time) }
    let sceneTime = clock.sceneTime(at: time)
    scene.advance(to: sceneTime)
    lastTime = max(lastTime, time)
    let probe = scene.probe
    let updateEnd = stopwatch.now()
    overlay.updateGhosts(probe, scene: scene, at: sceneTime, window: canvas.size)
    overlay.record(probe, at: sceneTime, frameTime: time)
    history.record(probe, ghosts: overlay.ghosts?.axisValues ?? [], at: sceneTime)
    if isHitchFrame {
      overlay.plot.markHitch(at: sceneTime)
      history.markHitch(at: sceneTime)
    }
    overlay.frameCost = configuration.printsStats || type(of: scene).showsFrameCost ? cost.lastSecond : nil
    let drawStart = stopwatch.now()
    if configuration.draws { draw(probe) }
    cost.recordFrame(at: time, update: updateEnd - updateStart, draw: stopwatch.now() - drawStart)
    if screenshotRequested {
      screenshotRequested = false
      saveTimestampedScreenshot()
    }
    latency.finishFrame(record(probe, at: time), trace: trace)
    isHitchFrame = false
    frameIndex += 1
  }

  func draw() { draw(scene.probe) }

  private func draw(_ probe: SceneProbe) {
    renderer.draw(scene: scene, probe: probe, overlay: overlay, switcher: switcher)
  }

  /// The frame's display list, for tests that check what would be drawn.
  func displayList() -> DisplayList {
    renderer.displayList(scene: scene, probe: scene.probe, overlay: overlay, switcher: switcher)
  }

  var switcher: SceneSwitcher {
    SceneSwitcher(
      width: canvas.size.width, current: scene.name, mode: scene.mode, slowMotion: scene.slowMotion,
      metrics: renderer.metrics)
  }

  func saveScreenshot(to path: String) throws(PlaygroundError) {
    try renderer.canvas.savePNG(to: path)
  }

  private static func inputEvent(for event: Script.Event) -> InputEvent {
    switch event.action {
    case .key(let name): .key(name, time: event.time)
    case .scene(let name): .scene(name, time: event.time)
    case .resize(let size): .resize(size, time: event.time)
    case .pointer(let kind, let location):
      .pointer(PointerEvent(kind: kind, location: location, timestamp: event.time))
    }
  }

  private func apply(_ input: InputEvent, frameTime: Double) {
    switch input {
    case .quit:
      quitRequested = true
    case .resized:
      renderer.canvas.updateSize()
      scene.resize(to: renderer.canvas.size)
      recorder?.resize(to: renderer.canvas.size, at: frameTime)
    case .resize(let size, let time):
      // A script's resize: the canvas takes the size (a window asks SDL, which reports back),
      // and the scene lays itself out again at once, mid-animation if need be.
      renderer.canvas.resize(to: size)
      scene.resize(to: renderer.canvas.size)
      recorder?.resize(to: renderer.canvas.size, at: min(time, frameTime))
    case .pointer(var event):
      latency.applied(eventAt: event.timestamp)
      // An event is never later than the frame that delivers it (SDL's millisecond ticks and
      // the performance counter can disagree by a millisecond); it reaches the scene on the
      // scene's clock.
      event.timestamp = min(event.timestamp, frameTime)
      recorder?.pointer(event)
      event.timestamp = clock.sceneTime(at: event.timestamp)
      if event.kind == .down { overlay.showsHint = false }
      if handleControls(event) { return }
      scene.handle(event)
      overlay.pressedPointer = event.kind == .down || event.kind == .move ? event.location : nil
    case .key(let name, let time):
      overlay.showsHint = false
      let at = min(time, frameTime)
      recorder?.key(name, at: at)
      if let command = KeyCommand.names[name] {
        apply(command, at: at)
      } else if type(of: scene).keys.contains(where: { $0.name == name }) {
        let sceneTime = clock.sceneTime(at: at)
        scene.advance(to: sceneTime)
        scene.handleKey(name, at: sceneTime)
      }
    case .scene(let name, let time):
      recorder?.scene(name, at: min(time, frameTime))
      if let type = SceneRegistry.named(name) { start(type, at: clock.sceneTime(at: min(time, frameTime))) }
    }
  }

  /// A press on the switcher, the mode pill, the tuning panel or the HUD is theirs, with its
  /// moves and release.
  private func handleControls(_ event: PointerEvent) -> Bool {
    switch event.kind {
    case .down:
      pressIsOnControls = pressControls(at: event.location, time: event.timestamp)
      return pressIsOnControls
    case .move:
      if let drag = tuningDrag { setTuning(drag.slider, track: drag.track, x: event.location.x) }
      return pressIsOnControls
    case .up, .cancel:
      if let drag = tuningDrag, event.kind == .up {
        setTuning(drag.slider, track: drag.track, x: event.location.x)
      }
      tuningDrag = nil
      defer { pressIsOnControls = false }
      return pressIsOnControls
    }
  }

  /// Whether a press at `point` lands on a control (and acts on it).
  private func pressControls(at point: Vector2, time: Double) -> Bool {
    if let target = switcher.target(at: point) {
      switch target {
      case .mode:
        scene.mode = scene.mode.next
        overlay.show(toast: "mode: \(scene.mode.rawValue)")
      case .scene(let name):
        if let type = SceneRegistry.named(name), name != scene.name { start(type, at: time) }
      }
      return true
    }
    let layout = OverlayLayout(size: canvas.size)
    if overlay.showsTuning {
      let panel = TuningPanel(mode: scene.mode, parameters: scene.parameters, layout: layout)
      switch panel.control(at: point) {
      case .slider(let slider, let track):
        tuningDrag = (slider, track)
        setTuning(slider, track: track, x: point.x)
        return true
      case .curve(let curve, _):
        scene.parameters.timedCurve = curve
        presetName = nil
        return true
      case nil:
        if panel.frame.contains(point) { return true }
      }
    }
    // The HUD's first line (the mode's parameters) opens and closes the tuning panel.
    if overlay.showsHUD {
      let lines = 3 + scene.probe.status.count
      let panel = layout.hudPanel(lines: lines)
      if panel.contains(point) {
        if point.y < panel.minY + 27 { overlay.showsTuning.toggle() }
        return true
      }
    }
    return false
  }

  private func setTuning(_ slider: TuningSlider, track: Rect, x: Double) {
    guard x.isFinite,
      let tuned = TuningPanel.parameters(scene.parameters, settingSlider: slider, track: track, atX: x)
    else { return }
    scene.parameters = tuned
    presetName = nil
  }

  /// Replaces the scene with a new one of `type`, at rest, on the same clock, keeping the mode,
  /// slow motion and hit-test mode; the parameters are the run's start parameters for it.
  private func start(_ type: any Scene.Type, at time: Double) {
    let next = type.init(size: canvas.size)
    Self.applyOptions(configuration.sceneOptions, to: next)
    next.mode = scene.mode
    next.slowMotion = scene.slowMotion
    next.hitTestMode = scene.hitTestMode
    next.parameters = startParameters(for: type)
    next.advance(to: max(time, clock.sceneTime(at: lastTime)))
    scene = next
    overlay.plot.clear()
    history.clear()
    overlay.clearGhosts()
    overlay.pressedPointer = nil
    pressIsOnControls = false
    tuningDrag = nil
  }

  private static func applyOptions(_ options: [String: String], to scene: any Scene) {
    for option in type(of: scene).options {
      if let value = options[option.name] { scene.setOption(option.name, to: value) }
    }
  }

  /// The scene's own parameters, with the active preset on top.
  private func startParameters(for type: any Scene.Type) -> SettleParameters {
    guard let presetName else { return type.defaultParameters }
    let preset =
      configuration.preset?.name == presetName
      ? configuration.preset : presetLibrary.presets.first { $0.name == presetName }
    return preset?.applied(to: type.defaultParameters) ?? type.defaultParameters
  }

  private func apply(_ command: KeyCommand, at time: Double) {
    let sceneTime = clock.sceneTime(at: time)
    scene.advance(to: sceneTime)
    switch command {
    case .toggleMode: select(scene.mode.toggled)
    case .selectSpring: select(.spring)
    case .selectDynamics: select(.dynamics)
    case .selectTimed: select(.timed)
    case .toggleSlowMotion:
      scene.slowMotion.toggle()
      overlay.show(toast: scene.slowMotion ? "slow motion ×10" : "normal speed")
    case .toggleHelp: overlay.showsHelp.toggle()
    case .toggleHUD: overlay.showsHUD.toggle()
    case .toggleModelHitTesting:
      scene.hitTestMode = scene.hitTestMode == .presentation ? .model : .presentation
    case .screenshot: screenshotRequested = true
    case .reset:
      // Back to the start: the run's own parameters (and preset).
      presetName = configuration.preset?.name
      start(type(of: scene), at: sceneTime)
    case .quit: quitRequested = true
    case .closeOrQuit:
      if overlay.showsHelp {
        overlay.showsHelp = false
      } else if overlay.showsTuning {
        overlay.showsTuning = false
      } else {
        quitRequested = true
      }
    case .stiffnessDown: tune(.softer)
    case .stiffnessUp: tune(.stiffer)
    case .dampingDown: tune(.lessDamped)
    case .dampingUp: tune(.moreDamped)
    case .nextScene:
      if let type = SceneRegistry.named(SceneSwitcher.next(after: scene.name)) { start(type, at: sceneTime) }
    case .previousScene:
      if let type = SceneRegistry.named(SceneSwitcher.previous(before: scene.name)) {
        start(type, at: sceneTime)
      }
    case .toggleTuning: overlay.showsTuning.toggle()
    case .toggleGhosts:
      overlay.showsGhosts.toggle()
      overlay.show(toast: overlay.showsGhosts ? "ghosts: from the next release" : "ghosts off")
    case .hitch:
      hitchRequested = true
      overlay.show(toast: "hitch: the next frame lasts 250 ms")
    case .exportPlot: exportPlot()
    case .nextPreset: applyNextPreset()
    case .savePreset: savePreset()
    case .togglePause:
      if clock.isPaused {
        clock.resume(at: time)
        overlay.show(toast: "running")
      } else {
        clock.pause(at: time)
        overlay.show(toast: "paused: , steps one frame, . goes on")
      }
    case .stepFrame:
      if clock.isPaused {
        clock.step(by: 1 / configuration.fps)
      } else {
        overlay.show(toast: "pause first (.) to step frame by frame")
      }
    }
  }

  private func select(_ mode: SettleMode) {
    scene.mode = mode
    overlay.show(toast: "mode: \(mode.rawValue)")
  }

  /// A tuning key: the new value and its units in a toast, and no preset any more.
  private func tune(_ step: Tuning) {
    scene.parameters.tune(step, mode: scene.mode)
    presetName = nil
    overlay.show(toast: TuningReport.summary(mode: scene.mode, parameters: scene.parameters))
  }

  private func applyNextPreset() {
    guard let preset = presetLibrary.preset(after: presetName) else {
      overlay.show(toast: "no presets file (Assets/presets.json)")
      return
    }
    presetName = preset.name
    scene.mode = preset.mode
    scene.parameters = preset.applied(to: type(of: scene).defaultParameters)
    overlay.show(
      toast: "preset \(preset.name): " + TuningReport.summary(mode: scene.mode, parameters: scene.parameters))
  }

  private func savePreset() {
    let stamp = Self.timestamp()
    let path = "flick-preset-\(stamp).json"
    let json = PresetLibrary.json(
      name: "saved-\(stamp)", about: "saved from the \(scene.name) scene", mode: scene.mode,
      parameters: scene.parameters)
    do {
      try CheckedFile.write(Data(json.utf8), to: path, role: "preset")
      print("flick: preset \(path)")
      overlay.show(toast: "saved \(path) (--preset \(path))")
    } catch {
      FlickCommand.printError(error.message)
      overlay.show(toast: error.message)
    }
  }

  /// The run's chart (``PlotChart``).
  var chart: PlotChart {
    let mode = scene.mode.rawValue + (scene.slowMotion ? ", slow motion" : "")
    return PlotChart(
      history: history, title: "Flick · \(scene.name) · \(mode): the subject's main axis against time",
      legend: overlay.ghosts?.ghosts.map { ($0.label, $0.color, $0.isDiverged) } ?? [])
  }

  private func exportPlot() {
    let path = "flick-plot-\(Self.timestamp()).png"
    do {
      try chart.write(to: path)
      print("flick: plot \(path)")
      overlay.show(toast: "saved \(path)")
    } catch {
      FlickCommand.printError(error.message)
      overlay.show(toast: error.message)
    }
  }

  static func timestamp() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: Date())
  }

  private func saveTimestampedScreenshot() {
    let path = "flick-\(Self.timestamp()).png"
    do {
      try saveScreenshot(to: path)
      print("flick: screenshot \(path)")
      overlay.show(toast: "saved \(path)")
    } catch {
      FlickCommand.printError(error.message)
    }
  }

  private func record(_ probe: SceneProbe, at time: Double) -> FrameRecord {
    FrameRecord(
      frame: frameIndex, time: time, scene: scene.name, mode: scene.mode.rawValue,
      slowMotion: scene.slowMotion,
      gesture: probe.gesture.rawValue, paused: clock.isPaused, preset: presetName,
      tuning: TuningReport.traceValue(mode: scene.mode, parameters: scene.parameters), hitch: isHitchFrame,
      ghosts: overlay.ghosts?.traceValue, atRest: scene.isAtRest, window: canvas.size, fields: probe.fields)
  }
}
