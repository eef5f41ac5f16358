import Foundation

/// The X server going away under a window (killed, its connection cut): Xlib calls its IO error
/// handler, whose default prints Xlib's own message and exits, so the recording held in memory
/// is lost. Flick's handler writes the outputs that need no display and exits with one `flick:`
/// line instead.
///
/// The handler is set through the libX11 SDL brought into the process (``LoadedX11``); where
/// there is none (a Wayland window, a build of SDL without X11) there is no X connection to lose.
enum DisplayLoss {
  nonisolated(unsafe) private static var onLoss: (() -> Void)?

  /// Calls `handler` if the display's connection is lost, then exits with status 1. Call once
  /// the window is open (libX11 is loaded by then).
  static func install(_ handler: @escaping () -> Void) {
    typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?
    guard let symbol = LoadedX11.function("XSetIOErrorHandler") else { return }
    onLoss = handler
    let setHandler = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
    // Xlib exits if the handler returns: it never does.
    _ = setHandler { _ in
      let handler = DisplayLoss.onLoss
      DisplayLoss.onLoss = nil
      handler?()
      exit(1)
    }
  }

  /// Forgets the handler: the window's run is over, its outputs are written the ordinary way.
  static func uninstall() {
    onLoss = nil
  }
}
