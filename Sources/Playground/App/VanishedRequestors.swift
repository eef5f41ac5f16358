import CSDL2
import Foundation

/// An X client that asks for the clipboard (K's code) and is gone before the answer: SDL
/// answers a selection request by setting a property on the requestor's window and sending it
/// an event, and if that window no longer exists the server replies BadWindow. Xlib's default
/// protocol error handler (which SDL's own chains to) prints the error and exits with status 1:
/// a clipboard manager or a script that gave up would quit the window and lose its unsaved
/// recording. Those errors concern only the other client, and are ignored; every other one goes
/// to the handler that was there before. The same error comes from SDL itself at quit: an event
/// waking its wait, sent through its second connection to the window that quitting destroyed,
/// read as that connection closes (the window tests saw it as an exit status of 1 once in a few
/// runs).
///
/// Set, like ``DisplayLoss``'s, through the libX11 SDL brought into the process (``LoadedX11``).
enum VanishedRequestors {
  typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutablePointer<FlickXErrorEvent>?) -> Int32
  nonisolated(unsafe) private static var previous: ErrorHandler?

  /// X's error code for a window that does not exist.
  static let badWindow: UInt8 = 3
  /// The requests that answer a selection request: ChangeProperty and SendEvent.
  static let answerRequests: Set<UInt8> = [18, 25]

  /// Whether an error concerns only a requestor that has gone away.
  static func isHarmless(errorCode: UInt8, requestCode: UInt8) -> Bool {
    errorCode == badWindow && answerRequests.contains(requestCode)
  }

  /// Sets the handler. Call before SDL starts its video: SDL remembers the handler it finds,
  /// chains its own to it, and puts it back as it quits, before closing its connections to the
  /// server, whose pending errors are read then (SDL's wakeup event, sent through a second
  /// connection to a window that quitting destroyed, fails with BadWindow on SendEvent there).
  /// Debian's libSDL2 links libX11, so it is loaded already; where it is not, nothing is set.
  static func install() {
    typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
    guard let symbol = LoadedX11.function("XSetErrorHandler") else { return }
    let setHandler = unsafeBitCast(symbol, to: SetErrorHandler.self)
    previous = setHandler { display, event in
      guard let event else { return 0 }
      if VanishedRequestors.isHarmless(
        errorCode: event.pointee.error_code, requestCode: event.pointee.request_code)
      {
        return 0
      }
      return VanishedRequestors.previous?(display, event) ?? 0
    }
  }
}
