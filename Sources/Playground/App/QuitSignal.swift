import Foundation

/// SIGINT and SIGTERM as a request to quit after the current frame, so a run interrupted in a
/// terminal or by a window manager still ends with every trace line whole and the files closed.
/// (In a window SDL turns both into `SDL_QUIT` itself; headless there is no SDL event loop.)
enum QuitSignal {
  nonisolated(unsafe) private static var received: sig_atomic_t = 0

  /// Whether SIGINT or SIGTERM has arrived since ``install()``.
  static var isRequested: Bool { received != 0 }

  static func install() {
    received = 0
    let handler: @convention(c) (Int32) -> Void = { _ in QuitSignal.received = 1 }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
  }

  /// Back to the default actions.
  static func uninstall() {
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
