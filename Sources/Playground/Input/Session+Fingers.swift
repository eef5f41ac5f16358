import Motion
import Scenes
import Stage

extension Session {
  /// A scroll at its own time: Ctrl + wheel pinches (``WheelPinch``'s touches reach the scene
  /// as pointer events); any other scroll goes to the scene on the scene's clock.
  func apply(_ scroll: ScrollEvent, frameTime: Double) {
    var event = scroll
    event.timestamp = min(event.timestamp, frameTime)
    guard event.isFinite else { return }
    recordWheel(event)
    if event.modifiers.contains(.control) {
      for touch in wheelPinch.scroll(event) { apply(.pointer(touch), frameTime: frameTime) }
      return
    }
    event.timestamp = clock.sceneTime(at: event.timestamp)
    scene.advance(to: event.timestamp)
    scene.handle(event)
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
    }
  }
}

extension WheelPinch {
  /// Whether `event` is one of the pinch's own touches (not recorded: the wheel is).
  static func isOwn(_ event: PointerEvent) -> Bool {
    event.device == .emulatedTouch && (event.id == ids.0 || event.id == ids.1)
  }
}
