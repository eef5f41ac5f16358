import Motion
import Scenes
import Stage

extension Session {
  /// A scroll at its own time: Ctrl + wheel pinches (``WheelPinch``'s touches reach the scene
  /// as pointer events); any other scroll goes to the scene on the scene's clock.
  func apply(_ scroll: ScrollEvent, frameTime: Double) {
    var event = scroll
    event.timestamp = runner.effectiveTime(event.timestamp)
    guard event.isFinite else { return }
    // Over the help, the wheel scrolls it (down: a positive delta), a row's height an entry.
    if let help = overlayFrames().help, help.contains(event.location) {
      let entries = event.delta.y / help.rowHeight
      if entries != 0 { instrument.scrollHelp(by: Int(entries.rounded(.awayFromZero)), help: help) }
      return
    }
    let before = SceneSettings(of: scene)
    if nudgeTuningSlider(with: event) {
      for input in SceneSettings(of: scene).changes(from: before) { runner.note(input, at: event.timestamp) }
      return
    }
    // Ctrl + wheel pinches: the runner's two touches reach the scene as pointer events.
    for touch in runner.deliver(.scroll(event), at: event.timestamp) { showPointer(touch) }
  }

  /// A fine step of a tuning slider: 1/200 of its track.
  static let fineStep = 0.005

  /// Over a tuning slider, a wheel event nudges it by one fine step: up (or right) raises it.
  /// Returns whether the scroll was the slider's.
  private func nudgeTuningSlider(with event: ScrollEvent) -> Bool {
    guard let panel = overlayFrames().tuning else { return false }
    guard case .slider(let slider, let track)? = panel.control(at: event.location) else {
      return panel.contains(event.location)
    }
    let amount = abs(event.delta.y) >= abs(event.delta.x) ? -event.delta.y : event.delta.x
    guard amount != 0 else { return true }
    let fraction = slider.fraction(for: scene.parameters) + (amount > 0 ? Self.fineStep : -Self.fineStep)
    instrument.rememberTuning(of: scene)
    instrument.setTuning(
      slider, track: track, x: track.minX + min(1, max(0, fraction)) * track.width, scene: scene)
    return true
  }

  /// A script's touch or wheel event as input; a wheel without a place is at the window's centre.
  static func scriptedInput(for event: Script.Event, window: Size) -> InputEvent {
    switch event.action {
    case .touch(let kind, let location, let id, let device):
      return .pointer(
        PointerEvent(kind: kind, location: location, timestamp: event.time, id: id, device: device))
    case .wheel(let delta, let isPrecise, let modifiers, let location):
      return .scroll(
        ScrollEvent(
          delta: delta, isPrecise: isPrecise,
          location: location ?? Vector2(x: window.width / 2, y: window.height / 2), timestamp: event.time,
          modifiers: modifiers))
    case .pointer(let kind, let location):
      return .pointer(PointerEvent(kind: kind, location: location, timestamp: event.time))
    case .key(let name): return .key(name, time: event.time)
    case .scene(let name): return .scene(name, time: event.time)
    case .resize(let size): return .resize(size, time: event.time)
    case .mode, .tuning, .slowMotion, .hitTestMode, .reduceMotion:
      return .setting(event.action, time: event.time)
    }
  }
}

extension WheelPinch {
  /// Whether `event` is one of the pinch's own touches (not recorded: the wheel is).
  static func isOwn(_ event: PointerEvent) -> Bool {
    event.device == .emulatedTouch && (event.id == ids.0 || event.id == ids.1)
  }
}
