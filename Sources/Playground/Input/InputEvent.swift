import Motion
import Stage

/// One input for the session, from the platform (``Input``) or a script.
enum InputEvent {
  case pointer(PointerEvent)
  /// Several pointers at one instant (the two touches of an Alt-drag), in order.
  case pointers([PointerEvent])
  /// A wheel or trackpad scroll (Ctrl + wheel becomes a pinch in the session).
  case scroll(ScrollEvent)
  /// A key by name (SDL's name, lower case): a playground key or the scene's.
  case key(String, time: Double)
  /// Switch to the scene of that name (a script's `{"scene": …}`).
  case scene(String, time: Double)
  /// The window changed size or density.
  case resized
  /// Resize the window (or the headless canvas) to this size in points (a script's `size`).
  case resize(Size, time: Double)
  /// A setting a script sets (mode, tuning, slow motion, hit testing), as a recording wrote it.
  case setting(Script.Action, time: Double)
  /// A file dropped on the window: a scene file to open.
  case openFile(String)
  case quit

  /// When the event happened; nil for events that have no place in the animation's time.
  var time: Double? {
    switch self {
    case .pointer(let event): event.timestamp
    case .pointers(let events): events.first?.timestamp
    case .scroll(let event): event.timestamp
    case .key(_, let time), .scene(_, let time), .resize(_, let time), .setting(_, let time): time
    case .resized, .quit, .openFile: nil
    }
  }
}
