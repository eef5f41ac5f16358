import Foundation
import Motion
import Scenes
import Stage

/// The playground's instrument around a scene: the state the overlays are drawn from (open
/// panels, HUD readings, ghosts, the value typed, toasts), the keys that act on every scene,
/// presses on the overlays, the tuning and the presets. What it cannot do itself (switch scenes, quit, save a screenshot or the chart) it
/// asks of the ``Session`` with a ``SessionRequest``.
final class Instrument {
  /// Which panels are open (help, HUD, tuning, code, the hint).
  var panels = OpenPanels()
  /// What the HUD reads: the plot, the frame rate and cost, the last hand-off's jumps.
  var readings = HUDReadings()
  /// The touches drawn over the scene.
  var touches = ShownTouches()
  /// The lab's ghosts (G) and the tuning pinned for A/B (X).
  var ghostLab = GhostLab()
  /// The tuning value being typed, if any.
  var valueEditing = ValueEditing()
  /// The toast at the bottom.
  var toasts = Toasts()
  /// Prediction (L, `--predict`): a held subject drawn where the pointer will be when seen.
  var predictsPointer = false
  /// The whole run's plot (up to two minutes), for the chart E and `--plot` write.
  private(set) var history = MotionPlot(window: 120)
  /// The active preset's name: the run's `--preset`, one picked with C; nil once tuned by hand.
  private(set) var presetName: String?
  /// The run's options. Its `scenes` are the run's first; the scenes now (a scene file's last
  /// version among them) are ``scenes``'.
  let configuration: RunConfiguration
  /// The scenes a switch may start, held once: the session's runner's (the run's first until
  /// the session says so).
  var scenes: () -> SceneRegistry
  private lazy var presetLibrary = PresetLibrary(adding: configuration.presetsPath)
  /// A press that landed on an overlay: its moves and release are the overlay's too, never the
  /// scene's.
  private var pressIsOnOverlay = false
  /// The tuning slider being dragged, and its track.
  private var tuningDrag: (slider: TuningSlider, track: Rect)?
  /// The Bézier editor's handle being dragged, and the editor as it was laid out at the press.
  private var bezierDrag: (handle: Int, editor: BezierEditor)?
  /// Reads the clipboard's text for Ctrl+V (the window's; tests set their own).
  var readClipboard: () -> String? = Clipboard.text
  /// The timeline strip being dragged (a scrub).
  private var timelineDrag: TimelineStrip?
  /// Whether the last pointer event handled was the timeline strip's (its press, moves, release).
  private(set) var eventWasOnTimeline = false
  /// The parameters before each tuning change (a slider's drag, a wheel step, a key, a curve, a
  /// preset), newest last: Ctrl+Z takes them back one by one.
  private(set) var tuningHistory: [SettleParameters] = []
  static let tuningHistoryLimit = 200

  /// The run's motion and why: the start's (`--reduce-motion`, the desktop), then the key's or
  /// the desktop's changes (`followDesktop(_:)`).
  private(set) var motion: DesktopMotion

  /// The desktop's switch changed while the window is open (`DesktopMotionFollower`): the
  /// motion is its new one, and the toast says so and why.
  func followDesktop(_ next: DesktopMotion) {
    motion = next
    toasts.show(DesktopMotionFollower.toast(for: next))
  }

  init(
    configuration: RunConfiguration,
    motion: DesktopMotion = DesktopMotion(preference: .full, reason: "default")
  ) {
    self.configuration = configuration
    scenes = { configuration.scenes }
    self.motion = motion
    presetName = configuration.preset?.name
    predictsPointer = configuration.predictsPointer
  }

  /// The overlays as the instrument's state has them now: what is drawn and what takes presses.
  var overlay: Overlay {
    Overlay(
      panels: panels, readings: readings, touches: touches, ghosts: ghostLab.ghosts,
      pinnedTuning: ghostLab.pinnedTuning, valueEdit: valueEditing.edit, toast: toasts.text,
      predictsPointer: predictsPointer)
  }

  /// A frame at `frameTime` (the loop's clock) begins: toasts its inputs show last from now.
  func beginFrame(at frameTime: Double) { toasts.beginFrame(at: frameTime) }

  /// A frame is made: ghosts start, go or move on to `sceneTime`; the plots (the HUD's and the
  /// run's) record the scene there, the statistics and toasts the loop's `frameTime`; a hitch
  /// is marked on the plots.
  func frameMade(
    _ probe: SceneProbe, scene: any Scene, at sceneTime: Double, frameTime: Double, window: Size,
    isHitch: Bool
  ) {
    ghostLab.update(probe, scene: scene, at: sceneTime, window: window)
    readings.plot.record(probe, ghosts: ghostLab.ghosts?.axisValues ?? [], at: sceneTime)
    readings.statistics.record(frameTime)
    toasts.frameMade(at: frameTime)
    history.record(probe, ghosts: ghostLab.ghosts?.axisValues ?? [], at: sceneTime)
    if isHitch {
      readings.plot.markHitch(at: sceneTime)
      history.markHitch(at: sceneTime)
    }
  }

  /// The run's chart (``PlotChart``): the whole run's plot, with the ghosts' legend.
  func chart(of scene: any Scene) -> PlotChart {
    let mode = scene.mode.rawValue + (scene.slowMotion ? ", slow motion" : "")
    return PlotChart(
      history: history, title: "Flick · \(scene.name) · \(mode): the subject's main axis against time",
      legend: ghostLab.ghosts?.ghosts.map { ($0.label, $0.color, $0.isDiverged) } ?? [])
  }

  /// The tuning was set from outside (a script's `tuning`): no preset is active any more.
  func forgetPreset() { presetName = nil }

  /// The scene's own parameters, with the active preset on top.
  func startParameters(for type: SceneKind) -> SettleParameters {
    guard let presetName else { return type.defaultParameters }
    let preset =
      configuration.preset?.name == presetName
      ? configuration.preset : presetLibrary.presets.first { $0.name == presetName }
    return preset?.applied(to: type.defaultParameters) ?? type.defaultParameters
  }

  /// A new scene starts: nothing of the last one's plot, ghosts or presses is left.
  func sceneDidStart() {
    history.clear()
    readings.plot.clear()
    readings.continuity = nil
    ghostLab.clear()
    touches.pressed = nil
    pressIsOnOverlay = false
    tuningDrag = nil
    bezierDrag = nil
  }

  // MARK: Presses on the overlays

  /// Whether `event` belongs to the overlays (a press on a drawn panel, with its moves and
  /// release): then the scene never sees it. `request` carries what the press asks of the session.
  func handleOverlayPointer(
    _ event: PointerEvent, scene: any Scene, frames: () -> OverlayFrames, request: inout SessionRequest?
  ) -> Bool {
    eventWasOnTimeline = timelineDrag != nil
    switch event.kind {
    case .down:
      timelineDrag = nil
      eventWasOnTimeline = false
      guard let target = Overlay.target(at: event.location, in: frames()) else {
        pressIsOnOverlay = false
        return false
      }
      pressIsOnOverlay = true
      if case .timeline(let strip) = target {
        timelineDrag = strip
        eventWasOnTimeline = true
        request = .scrub(toSceneTime: strip.sceneTime(atX: event.location.x))
        return true
      }
      request = press(target, at: event.location, time: event.timestamp, scene: scene)
      return true
    case .move:
      if let strip = timelineDrag {
        request = .scrub(toSceneTime: strip.sceneTime(atX: event.location.x))
        return true
      }
      if let drag = tuningDrag {
        setTuning(drag.slider, track: drag.track, x: event.location.x, scene: scene)
      }
      if let drag = bezierDrag { moveHandle(drag.handle, of: drag.editor, to: event.location, scene: scene) }
      return pressIsOnOverlay
    case .up, .cancel:
      if let strip = timelineDrag {
        if event.kind == .up { request = .scrub(toSceneTime: strip.sceneTime(atX: event.location.x)) }
        timelineDrag = nil
        pressIsOnOverlay = false
        return true
      }
      if let drag = tuningDrag, event.kind == .up {
        setTuning(drag.slider, track: drag.track, x: event.location.x, scene: scene)
      }
      if let drag = bezierDrag, event.kind == .up {
        moveHandle(drag.handle, of: drag.editor, to: event.location, scene: scene)
      }
      tuningDrag = nil
      bezierDrag = nil
      defer { pressIsOnOverlay = false }
      return pressIsOnOverlay
    }
  }

  /// Esc during a press on an overlay: the press ends where it is (a slider keeps the value it
  /// has). Returns whether a press was on an overlay.
  func cancelOverlayPress() -> Bool {
    defer {
      pressIsOnOverlay = false
      tuningDrag = nil
      bezierDrag = nil
      timelineDrag = nil
    }
    return pressIsOnOverlay
  }

  private func press(_ target: OverlayTarget, at point: Vector2, time: Double, scene: any Scene)
    -> SessionRequest?
  {
    // A press anywhere ends a value being typed, as a click outside a text field does.
    switch target {
    case .tuning(.value), .tuning(.bezierField): break
    default: valueEditing.edit = nil
    }
    switch target {
    case .help:
      panels.showsHelp = false
    case .switcher(.mode):
      let modes = type(of: scene).modes
      let next = modes.firstIndex(of: scene.mode).map { modes[($0 + 1) % modes.count] } ?? scene.mode.next
      select(next, in: scene)
    case .switcher(.scene(let name)):
      if name != scene.name, let type = scenes().kind(named: name) { return .startScene(type) }
    case .tuning(.slider(let slider, let track)):
      // A unit system that cannot express the spring has its sliders disabled: the press says why.
      if let reason = slider.unavailableReason(for: scene.parameters) {
        toasts.show("\(slider.group) \(slider.label): \(reason)")
        return nil
      }
      tuningDrag = (slider, track)
      rememberTuning(of: scene)
      setTuning(slider, track: track, x: point.x, scene: scene)
    case .tuning(.value(let slider)):
      pressValue(of: slider, at: time, scene: scene)
    case .tuning(.curve(let curve, _)):
      rememberTuning(of: scene)
      scene.parameters.timedCurve = curve
      presetName = nil
    case .tuning(.bezierField):
      valueEditing.edit = ValueEdit(id: BezierEditor.fieldID, text: "")
      toasts.show("type x1, y1, x2, y2 or paste cubic-bezier(…) (Ctrl+V); Return sets it")
    case .tuning(.bezierHandle(let handle, let editor)):
      bezierDrag = (handle, editor)
      rememberTuning(of: scene)
    case .timeline:
      break
    case .share(let request):
      // A row does what its key does: the same request, carried out by the session.
      return request
    case .codePicker:
      panels.code.platform = panels.code.platform.next
      toasts.show("K copies \(panels.code.platform.title) code")
    case .panel:
      break
    }
    return nil
  }

  // MARK: Typing a value

  /// Whether keys go to the value being typed.
  var isTypingValue: Bool { valueEditing.edit != nil }

  private func pressValue(of slider: TuningSlider, at time: Double, scene: any Scene) {
    guard valueEditing.isDoubleClick(on: slider.id, at: time) else { return }
    if let reason = slider.unavailableReason(for: scene.parameters) {
      toasts.show("\(slider.group) \(slider.label): \(reason)")
      return
    }
    valueEditing.edit = ValueEdit(id: slider.id, text: "")
    toasts.show("type a \(slider.label), Return sets it, Esc cancels")
  }

  /// A key while a value is typed: digits, '.', '-', Backspace; Return sets it, Esc cancels.
  func typeValue(key name: String, scene: any Scene) {
    switch valueEditing.type(key: name) {
    case .pasteCurve?: pasteCurve(scene: scene)
    case .set(let edit)?: setTyped(edit, scene: scene)
    case nil: break
    }
  }

  private func setTyped(_ edit: ValueEdit, scene: any Scene) {
    if edit.id == BezierEditor.fieldID {
      guard let curve = BezierEditor.curve(parsing: edit.text) else {
        toasts.show("a curve is four numbers, x1, y1, x2, y2, both x within 0…1: not '\(edit.text)'")
        return
      }
      setCurve(curve, scene: scene)
      return
    }
    guard let slider = TuningSlider.sliders(for: scene.mode).first(where: { $0.id == edit.id }) else {
      return
    }
    guard let value = Double(edit.text), value.isFinite,
      let tuned = slider.apply(value, scene.parameters)
    else {
      toasts.show("\(slider.label) cannot be '\(edit.text)'")
      return
    }
    rememberTuning(of: scene)
    scene.parameters = tuned
    presetName = nil
    toasts.show("\(slider.label) \(slider.text(for: tuned))")
  }

  // MARK: The timed curve

  /// The timed mode's curve is `curve` from now on; the toast says it in CSS's words.
  private func setCurve(_ curve: TimingCurve, scene: any Scene) {
    rememberTuning(of: scene)
    scene.parameters.timedCurve = curve
    presetName = nil
    toasts.show("curve " + BezierEditor.text(curve))
  }

  /// A Bézier handle dragged to `point`: the curve follows it.
  private func moveHandle(_ handle: Int, of editor: BezierEditor, to point: Vector2, scene: any Scene) {
    guard point.isFinite else { return }
    let curve = BezierEditor(box: editor.box, curve: scene.parameters.timedCurve).curve(
      moving: handle, to: point)
    scene.parameters.timedCurve = curve
    presetName = nil
  }

  /// Ctrl+V: the clipboard's `cubic-bezier(x1, y1, x2, y2)` (or its four numbers) becomes the
  /// timed curve; anything else is refused in the toast.
  func pasteCurve(scene: any Scene) {
    let text = readClipboard() ?? ""
    guard let curve = BezierEditor.curve(parsing: text) else {
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      toasts.show(
        text.isEmpty
          ? "the clipboard has no text: copy cubic-bezier(x1, y1, x2, y2)"
          : "not a cubic-bezier(x1, y1, x2, y2): '\(shown)'")
      return
    }
    if scene.mode != .timed, type(of: scene).modes.contains(.timed) { select(.timed, in: scene) }
    setCurve(curve, scene: scene)
  }

  /// Keeps the scene's parameters as they are before a tuning change, for Ctrl+Z (once: a drag's
  /// moves after its press add nothing).
  func rememberTuning(of scene: any Scene) {
    guard tuningHistory.last != scene.parameters else { return }
    tuningHistory.append(scene.parameters)
    if tuningHistory.count > Self.tuningHistoryLimit { tuningHistory.removeFirst() }
  }

  /// Ctrl+Z: the parameters before the last tuning change.
  private func undoTuning(of scene: any Scene) {
    // A change that set nothing new (a press on a slider where it already was) is skipped.
    while let last = tuningHistory.last, last == scene.parameters { tuningHistory.removeLast() }
    guard let previous = tuningHistory.popLast() else {
      toasts.show("nothing to undo")
      return
    }
    scene.parameters = previous
    presetName = nil
    toasts.show("undo: " + TuningReport.summary(mode: scene.mode, parameters: previous))
  }

  /// Sets `slider` where `x` falls on its track (a drag, or the wheel's fine step).
  func setTuning(_ slider: TuningSlider, track: Rect, x: Double, scene: any Scene) {
    guard x.isFinite,
      let tuned = TuningPanel.parameters(scene.parameters, settingSlider: slider, track: track, atX: x)
    else { return }
    scene.parameters = tuned
    presetName = nil
  }

  // MARK: Keys

  /// The help's scrolling keys while it is open (↑ ↓, Home, End): it moves by one entry, within
  /// what `help` (the help as laid out) can scroll. Returns whether the key was the help's.
  func scrollHelp(key name: String, help: HelpLayout?) -> Bool {
    guard let help else { return false }
    switch name {
    case "up": scrollHelp(by: -1, help: help)
    case "down": scrollHelp(by: 1, help: help)
    case "home": panels.helpScroll = 0
    case "end": panels.helpScroll = help.maxScroll
    default: return false
    }
    return true
  }

  /// The help scrolled by `entries` (down: positive), kept within what `help` can scroll.
  func scrollHelp(by entries: Int, help: HelpLayout) {
    panels.helpScroll = min(help.maxScroll, max(0, help.scroll + entries))
  }

  /// What the pause says: the keys that step and go on, by their labels.
  static var pausedToast: String {
    "paused: \(KeyCommand.pauseOrStepForward.label) \(KeyCommand.stepBack.label) step a frame on / back, "
      + "\(KeyCommand.togglePause.label) goes on"
  }

  /// Carries out a playground key at `time` (the loop's clock; the scene is already there).
  func apply(_ command: KeyCommand, to scene: any Scene, runner: SceneRunner, at time: Double)
    -> SessionRequest?
  {
    switch command {
    case .toggleMode: select(scene.mode.toggled, in: scene)
    case .selectSpring: select(.spring, in: scene)
    case .selectDynamics: select(.dynamics, in: scene)
    case .selectTimed: select(.timed, in: scene)
    case .toggleSlowMotion:
      scene.slowMotion.toggle()
      toasts.show(scene.slowMotion ? "slow motion ×10" : "normal speed")
    case .toggleReducedMotion:
      scene.motion = scene.motion.toggled
      motion = DesktopMotion(preference: scene.motion, reason: "U key")
      toasts.show(scene.motion == .reduced ? "reduced motion: no overshoot, bounded speed" : "full motion")
    case .toggleHelp: panels.showsHelp.toggle()
    case .toggleHUD: panels.showsHUD.toggle()
    case .toggleModelHitTesting:
      scene.hitTestMode = scene.hitTestMode == .presentation ? .model : .presentation
    case .screenshot: return .screenshot
    case .reset:
      // Back to the start: the run's own parameters (and preset).
      presetName = configuration.preset?.name
      return .startScene(scenes().kind(named: scene.name) ?? SceneKind(type(of: scene)))
    case .quit: return .quit
    case .cancelOrClose:
      // What is open closes, the frontmost first: the overlays, then what the scene has open
      // (its own key Esc: the modal, the pane, the photo, a pushed screen). Esc never quits.
      if panels.showsHelp {
        panels.showsHelp = false
      } else if panels.showsShare {
        panels.closeShare()
      } else if panels.showsTuning && panels.code.isShown {
        panels.code.isShown = false
      } else if panels.showsTuning {
        panels.closeTuning()
      } else if panels.showsHUD {
        // The HUD is what the README promises: it goes only with a word of how it comes back.
        panels.showsHUD = false
        toasts.show("HUD hidden (\(KeyCommand.toggleHUD.label) shows it)")
      } else {
        return .closeInScene
      }
    case .stiffnessDown: tune(.softer, scene: scene)
    case .stiffnessUp: tune(.stiffer, scene: scene)
    case .dampingDown: tune(.lessDamped, scene: scene)
    case .dampingUp: tune(.moreDamped, scene: scene)
    case .nextScene, .previousScene:
      let name = scenes().name(after: scene.name, by: command == .nextScene ? 1 : -1)
      if let type = scenes().kind(named: name) { return .startScene(type) }
    case .toggleTuning:
      panels.toggleTuning(compact: OverlayLayout(size: runner.size).isCompact)
    case .toggleShare:
      panels.toggleShare(compact: OverlayLayout(size: runner.size).isCompact)
    case .togglePrediction:
      predictsPointer.toggle()
      toasts.show(predictsPointer ? "predict: held things drawn ahead" : "predict off")
    case .toggleGhosts:
      ghostLab.isOn.toggle()
      toasts.show(ghostLab.isOn ? "ghosts: from the next release" : "ghosts off")
    case .hitch:
      runner.requestHitch()
      toasts.show("hitch: the next frame lasts 250 ms")
    case .exportPlot: return .exportPlot
    case .exportWeb: return .exportWeb
    case .copyCode: return .copyCode
    case .toggleVideo: return .toggleVideo
    case .toggleInputRecording: return .toggleInputRecording
    case .pasteCurve: pasteCurve(scene: scene)
    case .undoTuning: undoTuning(of: scene)
    case .pinTuning:
      if scene is any GhostProvidingScene {
        toasts.show(
          "\(scene.name): no A/B, its releases are not layer settles (\(KeyCommand.toggleGhosts.label) compares)"
        )
      } else if ghostLab.pinnedTuning == nil {
        ghostLab.pinnedTuning = scene.parameters
        ghostLab.pinnedMotion = scene.motion
        toasts.show(
          "pinned for A/B: "
            + TuningReport.summary(mode: scene.mode, parameters: scene.parameters, compact: true)
            + (scene.motion == .reduced ? ", reduced twin" : ""))
      } else {
        ghostLab.pinnedTuning = nil
        toasts.show("A/B off")
      }
    case .nextPreset: applyNextPreset(to: scene)
    case .savePreset: return .savePreset
    case .togglePause:
      if runner.clock.isPaused {
        runner.resume(at: time)
        toasts.show("running")
      } else {
        runner.pause(at: time)
        toasts.show(Self.pausedToast)
      }
    case .pauseOrStepForward:
      if runner.clock.isPaused { return .stepFrames(1) }
      runner.pause(at: time)
      toasts.show(Self.pausedToast)
    case .stepBack:
      if runner.clock.isPaused { return .stepFrames(-1) }
      toasts.show("pause first (\(KeyCommand.pauseOrStepForward.label)) to step back frame by frame")
    }
    return nil
  }

  /// A mode the scene has becomes its mode, and the toast says so; one it has not is refused
  /// in the toast (no toast ever names a mode the scene is not in).
  private func select(_ mode: SettleMode, in scene: any Scene) {
    let modes = type(of: scene).modes
    guard modes.contains(mode) else {
      let names = modes.map(\.rawValue).joined(separator: ", ")
      toasts.show(
        modes.count == 1
          ? "\(scene.name) has one mode: \(names)" : "\(scene.name) has these modes: \(names)")
      return
    }
    scene.mode = mode
    toasts.show(modes.count == 1 ? "\(scene.name) has one mode: \(mode.rawValue)" : "mode: \(mode.rawValue)")
  }

  /// A tuning key: the new value and its units in a toast, and no preset any more.
  private func tune(_ step: Tuning, scene: any Scene) {
    rememberTuning(of: scene)
    var parameters = scene.parameters
    parameters.tune(step, mode: scene.mode)
    scene.parameters = TuningLimits.floored(parameters)
    presetName = nil
    toasts.show(TuningReport.summary(mode: scene.mode, parameters: scene.parameters))
  }

  private func applyNextPreset(to scene: any Scene) {
    guard let preset = presetLibrary.preset(after: presetName) else {
      toasts.show("no presets")
      return
    }
    rememberTuning(of: scene)
    presetName = preset.name
    scene.mode = preset.mode
    let defaults =
      scenes().kind(named: scene.name)?.defaultParameters ?? type(of: scene).defaultParameters
    scene.parameters = TuningLimits.floored(preset.applied(to: defaults))
    toasts.show(
      "preset \(preset.name): " + TuningReport.summary(mode: scene.mode, parameters: scene.parameters))
  }

  /// W: the current tuning as a presets file that `--preset FILE` loads.
  func savePreset(of scene: any Scene, to outputs: SessionOutputs) {
    outputs.saveTimestamped(
      "preset", prefix: "preset-", extension: "json", toasts: &toasts,
      toast: { "saved \($0) (--preset \($0))" },
      write: { path, stamp throws(PlaygroundError) in
        let json = PresetLibrary.json(
          name: "saved-\(stamp)", about: "saved from the \(scene.name) scene", mode: scene.mode,
          parameters: scene.parameters)
        try CheckedFile.write(Data(json.utf8), to: path, role: "preset")
      })
  }
}

/// What the instrument asks of the session: the things that replace the scene or write files.
enum SessionRequest {
  case quit
  /// A new scene of this type (R restarts the current one).
  case startScene(SceneKind)
  case screenshot
  case exportPlot
  /// O: the scene file as a web page.
  case exportWeb
  case savePreset
  /// K: the settle as code to the clipboard.
  case copyCode
  /// V: starts or stops a video.
  case toggleVideo
  /// I: starts or stops recording the input as a script.
  case toggleInputRecording
  /// Esc with no overlay open: the scene closes what it has open (its own `escape` key).
  case closeInScene
  /// While paused: this many frames on (positive) or back (negative), re-simulated.
  case stepFrames(Int)
  /// The timeline strip: the recorded frame nearest this scene time, re-simulated.
  case scrub(toSceneTime: Double)
}
