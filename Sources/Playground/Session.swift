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
  var overlay = Overlay()
  private var pendingScript: ArraySlice<Script.Event>
  private(set) var frameIndex = 0
  private(set) var quitRequested = false
  private var screenshotRequested = false
  /// A press that landed on the switcher: its moves and release are the switcher's too.
  private var pressIsOnSwitcher = false
  /// The time of the last frame, so a new scene starts on the same clock.
  private var lastTime = 0.0

  init(configuration: RunConfiguration, canvas: Canvas) throws(PlaygroundError) {
    self.configuration = configuration
    renderer = Renderer(canvas: canvas)
    let type = SceneRegistry.named(configuration.sceneName) ?? SceneRegistry.defaultScene
    scene = type.init(size: canvas.size)
    Self.applyOptions(configuration.sceneOptions, to: scene)
    scene.mode = SettleMode(rawValue: configuration.mode) ?? .spring
    scene.slowMotion = configuration.slowMotion
    trace = try configuration.tracePath.map { path throws(PlaygroundError) in try TraceWriter(path: path) }
    pendingScript = (configuration.script?.events ?? [])[...]
    scene.parameters = startParameters(for: type)
  }

  /// The first output that could not be written (the trace), if any: the run stops with it.
  var outputFailure: PlaygroundError? { trace?.failure }

  /// Closes the outputs, checked.
  func finish() throws(PlaygroundError) {
    try trace?.close()
  }

  /// The time of the next scripted event, if any is left.
  var nextScriptTime: Double? { pendingScript.first?.time }

  /// Nothing moves, nothing is held and no script event is due: the loop may block.
  var isIdle: Bool { scene.isAtRest && pendingScript.isEmpty }

  var canvas: Canvas { renderer.canvas }

  /// Runs one frame at `time` with the platform's `inputs` (script events due by then are
  /// merged in), draws it and writes its trace line. The caller presents it.
  func frame(at time: Double, inputs: [InputEvent]) {
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
    scene.advance(to: time)
    lastTime = max(lastTime, time)
    let probe = scene.probe
    overlay.record(probe, at: time)
    if configuration.draws { draw(probe) }
    if screenshotRequested {
      screenshotRequested = false
      saveTimestampedScreenshot()
    }
    trace?.write(record(probe, at: time))
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
    case .pointer(var event):
      // An event is never later than the frame that delivers it (SDL's millisecond ticks and
      // the performance counter can disagree by a millisecond).
      event.timestamp = min(event.timestamp, frameTime)
      if handleSwitcher(event) { return }
      scene.handle(event)
      overlay.pressedPointer = event.kind == .down || event.kind == .move ? event.location : nil
    case .key(let name, let time):
      let at = min(time, frameTime)
      if let command = KeyCommand.names[name] {
        apply(command, at: at)
      } else if type(of: scene).keys.contains(where: { $0.name == name }) {
        scene.advance(to: at)
        scene.handleKey(name, at: at)
      }
    case .scene(let name, let time):
      if let type = SceneRegistry.named(name) { start(type, at: min(time, frameTime)) }
    }
  }

  /// A press on the switcher or the mode pill is theirs, with its moves and release.
  private func handleSwitcher(_ event: PointerEvent) -> Bool {
    switch event.kind {
    case .down:
      guard let target = switcher.target(at: event.location) else {
        pressIsOnSwitcher = false
        return false
      }
      pressIsOnSwitcher = true
      switch target {
      case .mode: scene.mode = scene.mode.next
      case .scene(let name):
        if let type = SceneRegistry.named(name), name != scene.name { start(type, at: event.timestamp) }
      }
      return true
    case .move:
      return pressIsOnSwitcher
    case .up, .cancel:
      defer { pressIsOnSwitcher = false }
      return pressIsOnSwitcher
    }
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
    next.advance(to: max(time, lastTime))
    scene = next
    overlay.plot.clear()
    overlay.pressedPointer = nil
    pressIsOnSwitcher = false
  }

  private static func applyOptions(_ options: [String: String], to scene: any Scene) {
    for option in type(of: scene).options {
      if let value = options[option.name] { scene.setOption(option.name, to: value) }
    }
  }

  /// The scene's own parameters, with the run's preset on top.
  private func startParameters(for type: any Scene.Type) -> SettleParameters {
    configuration.preset?.applied(to: type.defaultParameters) ?? type.defaultParameters
  }

  private func apply(_ command: KeyCommand, at time: Double) {
    scene.advance(to: time)
    switch command {
    case .toggleMode: scene.mode = scene.mode.toggled
    case .selectSpring: scene.mode = .spring
    case .selectDynamics: scene.mode = .dynamics
    case .selectTimed: scene.mode = .timed
    case .toggleSlowMotion: scene.slowMotion.toggle()
    case .toggleHelp: overlay.showsHelp.toggle()
    case .toggleHUD: overlay.showsHUD.toggle()
    case .toggleModelHitTesting:
      scene.hitTestMode = scene.hitTestMode == .presentation ? .model : .presentation
    case .screenshot: screenshotRequested = true
    case .reset: start(type(of: scene), at: time)
    case .quit: quitRequested = true
    case .stiffnessDown: scene.parameters.tune(.softer, mode: scene.mode)
    case .stiffnessUp: scene.parameters.tune(.stiffer, mode: scene.mode)
    case .dampingDown: scene.parameters.tune(.lessDamped, mode: scene.mode)
    case .dampingUp: scene.parameters.tune(.moreDamped, mode: scene.mode)
    case .nextScene:
      if let type = SceneRegistry.named(SceneSwitcher.next(after: scene.name)) { start(type, at: time) }
    case .previousScene:
      if let type = SceneRegistry.named(SceneSwitcher.previous(before: scene.name)) { start(type, at: time) }
    }
  }

  private func saveTimestampedScreenshot() {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let path = "flick-\(formatter.string(from: Date())).png"
    do {
      try saveScreenshot(to: path)
      print("flick: screenshot \(path)")
      overlay.show(notice: "saved \(path)")
    } catch {
      FlickCommand.printError(error.message)
    }
  }

  private func record(_ probe: SceneProbe, at time: Double) -> FrameRecord {
    FrameRecord(
      frame: frameIndex, time: time, scene: scene.name, mode: scene.mode.rawValue,
      slowMotion: scene.slowMotion,
      gesture: probe.gesture.rawValue, fields: probe.fields)
  }
}
