import Synchronization

/// The errors a window shows in its message panel (``MessagePanel``): every `flick:` line printed
/// while a window is open (``FlickCommand/printError(_:)`` posts it here too), so a window
/// started from a desktop's launcher, with no terminal to read stderr, still says what went
/// wrong. Headless runs and tests in-process print to stderr only. The panel stays until a
/// click on it dismisses it.
///
/// Process-wide, as stderr is: the lines come from anywhere in the run (an output that failed,
/// V's ffmpeg, a missing font), through one static function.
enum WindowMessages {
  /// The most messages the panel keeps (the latest).
  static let kept = 3

  private struct State {
    var isOpen = false
    var messages: [String] = []
  }
  private static let state = Mutex(State())

  /// A window is opening: lines printed from now on are shown in it.
  static func open() { state.withLock { $0 = State(isOpen: true) } }

  /// The window is gone.
  static func close() { state.withLock { $0 = State() } }

  /// Shows `message` (one `flick:` line, without the prefix) in the window, if one is open.
  static func post(_ message: String) {
    state.withLock {
      guard $0.isOpen else { return }
      $0.messages.append(message)
      if $0.messages.count > kept { $0.messages.removeFirst($0.messages.count - kept) }
    }
  }

  /// What the panel shows now, oldest first; empty when there is nothing to show.
  static var shown: [String] { state.withLock { $0.messages } }

  /// The user has read them.
  static func dismiss() { state.withLock { $0.messages.removeAll() } }
}
