import Foundation

/// SIGINT and SIGTERM as a request to quit after the current frame, so a run interrupted in a
/// terminal or by a window manager still ends with every trace line whole and the files closed.
/// (In a window SDL turns both into `SDL_QUIT` itself; headless there is no SDL event loop.)
enum QuitSignal {
  nonisolated(unsafe) private static var received: sig_atomic_t = 0

  /// Whether SIGINT or SIGTERM has arrived since ``install()``.
  static var isRequested: Bool { received != 0 }

  /// The signal that arrived (the first), if any.
  static var signal: Int32? { received == 0 ? nil : Int32(received) }

  static func install() {
    received = 0
    let handler: @convention(c) (Int32) -> Void = { number in
      if QuitSignal.received == 0 { QuitSignal.received = sig_atomic_t(number) }
    }
    Foundation.signal(SIGINT, handler)
    Foundation.signal(SIGTERM, handler)
  }

  /// Back to the default actions.
  static func uninstall() {
    Foundation.signal(SIGINT, SIG_DFL)
    Foundation.signal(SIGTERM, SIG_DFL)
  }

  /// "SIGINT", "SIGTERM".
  static func name(of signal: Int32) -> String {
    signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
  }

  /// The shell's status for a process stopped by `signal`: 128 + its number (130, 143).
  static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }
}
