import CSDL2
import Foundation
import Motion
import Stage

/// One run's state, shared by the window and headless loops: the scene, what is drawn over it,
/// the script still to play, the trace. A frame is: inputs in timestamp order (each applied at
/// its own time), advance to the frame time, draw, trace.
final class Session {
  let scene: ModalScene
  private let configuration: RunConfiguration
  private let renderer: Renderer
  private let trace: TraceWriter?
  var overlay = Overlay()
  private var pendingScript: ArraySlice<Script.Event>
  private(set) var frameIndex = 0
  private(set) var quitRequested = false
  private var screenshotRequested = false

  init(configuration: RunConfiguration, canvas: Canvas) throws(PlaygroundError) {
    self.configuration = configuration
    scene = ModalScene(size: canvas.size)
    scene.transition.mode = SettleMode(rawValue: configuration.mode) ?? .spring
    scene.slowMotion = configuration.slowMotion
    if let preset = configuration.preset { scene.transition.parameters = preset.parameters }
    renderer = Renderer(canvas: canvas, text: TextRenderer(canvas: canvas))
    trace = try configuration.tracePath.map { path throws(PlaygroundError) in try TraceWriter(path: path) }
    pendingScript = (configuration.script?.events ?? [])[...]
  }

  /// The time of the next scripted event, if any is left.
  var nextScriptTime: Double? { pendingScript.first?.time }

  /// Nothing moves, nothing is held and no script event is due: the loop may block.
  var isIdle: Bool { scene.isIdle && pendingScript.isEmpty }

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
    overlay.record(scene, at: time)
    if configuration.draws { draw() }
    if screenshotRequested {
      screenshotRequested = false
      saveTimestampedScreenshot()
    }
    trace?.write(record(at: time))
    frameIndex += 1
  }

  var canvas: Canvas { renderer.canvas }

  func draw() {
    renderer.draw(scene, overlay: overlay)
  }

  func saveScreenshot(to path: String) throws(PlaygroundError) {
    try renderer.canvas.savePNG(to: path)
  }

  private static func inputEvent(for event: Script.Event) -> InputEvent {
    switch event.action {
    case .key(let command): .key(command, time: event.time)
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
      scene.handle(event)
      overlay.pressedPointer = event.kind == .down || event.kind == .move ? event.location : nil
    case .key(let command, let time):
      apply(command, at: min(time, frameTime))
    }
  }

  private func apply(_ command: KeyCommand, at time: Double) {
    scene.advance(to: time)
    switch command {
    case .togglePresentation: scene.togglePresentation(at: time)
    case .toggleMode: scene.transition.mode = scene.transition.mode.toggled
    case .selectSpring: scene.transition.mode = .spring
    case .selectDynamics: scene.transition.mode = .dynamics
    case .selectTimed: scene.transition.mode = .timed
    case .toggleSlowMotion: scene.slowMotion.toggle()
    case .toggleHelp: overlay.showsHelp.toggle()
    case .toggleHUD: overlay.showsHUD.toggle()
    case .toggleModelHitTesting:
      scene.hitTestMode = scene.hitTestMode == .presentation ? .model : .presentation
    case .screenshot: screenshotRequested = true
    case .reset:
      // Back to the start: dismissed, and the parameters the run began with.
      scene.reset()
      if let preset = configuration.preset { scene.transition.parameters = preset.parameters }
      overlay.plot.clear()
    case .quit: quitRequested = true
    case .stiffnessDown: scene.transition.parameters.tune(.softer, mode: scene.transition.mode)
    case .stiffnessUp: scene.transition.parameters.tune(.stiffer, mode: scene.transition.mode)
    case .dampingDown: scene.transition.parameters.tune(.lessDamped, mode: scene.transition.mode)
    case .dampingUp: scene.transition.parameters.tune(.moreDamped, mode: scene.transition.mode)
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

  private func record(at time: Double) -> FrameRecord {
    let transition = scene.transition
    return FrameRecord(
      frame: frameIndex, time: time, mode: transition.mode.rawValue, phase: transition.phase.rawValue,
      transition: transition.direction?.rawValue, percent: transition.percentComplete,
      modal: scene.modal.presentation.frame, model: scene.modal.frame, velocity: scene.modalVelocity,
      gesture: scene.pan.state.rawValue, navbarAlpha: scene.navbarAlpha, slowMotion: scene.slowMotion,
      handoff: transition.lastHandoff)
  }
}
