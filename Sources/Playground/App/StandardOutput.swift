import Foundation

/// Standard output for what a run exists to print (`--list-scenes`, `--export-code`,
/// `--export-test -`): written whole, or a ``PlaygroundError``. `print` drops a failed write in
/// silence, so a closed (`>&-`) or full (`>/dev/full`, a full disk) standard output made a run
/// that printed nothing and exited 0.
enum StandardOutput {
  /// Whether descriptor 1 was closed when the run started. Set once, by ``claim()``, before
  /// anything else runs.
  nonisolated(unsafe) private static var wasClosed = false

  /// Called first thing: a closed descriptor 1 is the number the next file opened gets (the
  /// font, the recording read), and writing the output would then write into that file. /dev/null
  /// holds its place instead, and ``write(_:)`` refuses.
  static func claim() {
    guard fcntl(STDOUT_FILENO, F_GETFD) == -1, errno == EBADF else { return }
    wasClosed = true
    let null = open("/dev/null", O_WRONLY)
    if null >= 0, null != STDOUT_FILENO {
      dup2(null, STDOUT_FILENO)
      close(null)
    }
  }

  /// Writes all of `text`, or throws saying why it could not.
  static func write(_ text: String) throws(PlaygroundError) {
    guard !wasClosed, fcntl(STDOUT_FILENO, F_GETFD) != -1 else {
      throw PlaygroundError("cannot write to standard output: it is closed")
    }
    // What `print` may have buffered goes out first, in its place.
    fflush(nil)
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw PlaygroundError("cannot write to standard output: \(String(cString: strerror(errno)))")
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
