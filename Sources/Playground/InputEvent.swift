import Stage

/// One input for the frame loop, with its own timestamp (seconds on the frame clock).
enum InputEvent {
  case pointer(PointerEvent)
  case key(KeyCommand, time: Double)
  /// The window changed size or density.
  case resized
  case quit

  /// When the event happened; nil for events that have no place in the animation's time.
  var time: Double? {
    switch self {
    case .pointer(let event): event.timestamp
    case .key(_, let time): time
    case .resized, .quit: nil
    }
  }
}
