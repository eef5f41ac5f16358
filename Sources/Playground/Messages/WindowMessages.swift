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
  /// Each window's state by ``channel``.
  private static let states = Mutex([String: State]())

  /// Whose window the messages are: the app has one window and leaves this empty; a test that
  /// opens a window in-process binds its own (`$channel.withValue`), so windows that other
  /// tests open at the same time in the same process neither show its lines nor clear them.
  @TaskLocal static var channel = ""

  /// A window is opening: lines printed from now on are shown in it.
  static func open() { states.withLock { $0[channel] = State(isOpen: true) } }

  /// The window is gone.
  static func close() { states.withLock { $0[channel] = nil } }

  /// Shows `message` (one `flick:` line, without the prefix) in the window, if one is open.
  static func post(_ message: String) {
    let channel = channel
    states.withLock {
      guard var state = $0[channel], state.isOpen else { return }
      state.messages.append(message)
      if state.messages.count > kept { state.messages.removeFirst(state.messages.count - kept) }
      $0[channel] = state
    }
  }

  /// What the panel shows now, oldest first; empty when there is nothing to show.
  static var shown: [String] {
    let channel = channel
    return states.withLock { $0[channel]?.messages ?? [] }
  }

  /// The user has read them.
  static func dismiss() {
    let channel = channel
    states.withLock { $0[channel]?.messages.removeAll() }
  }
}
