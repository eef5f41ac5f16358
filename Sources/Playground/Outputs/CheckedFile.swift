import Foundation
import Glibc

/// An output file, written so that nothing half-written is ever left under its name: the bytes go
/// to a temporary file beside the target (`.<name>.partial-<pid>`, the same directory, so the
/// same file system), every write checked, and ``close()`` renames it into place once it is
/// complete. A failure removes the temporary file: a full disk leaves no 0-byte or cut file.
///
/// A stream that others read while it grows (the trace, which `tail -f` and the window tests
/// follow) is written in place instead, a whole line per write; if a write fails it is cut back
/// at once to its last whole line (``closeKeepingWholeLines()``), and removed if it has none.
///
/// A target that exists and is not a regular file (`/dev/stdout`, `/dev/full`, a FIFO) is
/// written straight into: there is nothing to rename onto it. A symbolic link is followed, so
/// the file it points to is replaced and the link stays.
final class CheckedFile {
  /// How the bytes reach the target.
  private enum Placement {
    /// Into ``temporaryPath``, renamed onto this path (symbolic links resolved) when complete.
    case renamed(onto: String)
    /// Straight into the target, a regular file, cut back to its whole lines on failure.
    case inPlace
    /// Straight into a device or a FIFO.
    case device
  }

  /// The path as given, for messages.
  let path: String
  /// What it is, for the message ("trace", "screenshot", "plot").
  let role: String
  /// Where the bytes go until ``close()``: the temporary file, or the target itself when that is
  /// written in place, a device or a FIFO.
  let temporaryPath: String
  private let placement: Placement
  private var descriptor: Int32
  /// The first failure, kept: once a write fails, the file is not to be trusted.
  private(set) var failure: PlaygroundError?
  /// Bytes written up to the end of the last whole ``write(line:)``.
  private var wholeLength: off_t = 0
  /// Lines written whole.
  private(set) var wholeLines = 0

  /// Opens the output: its temporary file, or with `inPlace` the target itself (a stream that is
  /// read while it grows).
  init(path: String, role: String, inPlace: Bool = false) throws(PlaygroundError) {
    self.path = path
    self.role = role
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      if status.st_mode & S_IFMT == S_IFDIR {
        throw PlaygroundError("cannot write \(role) '\(path)': it is a directory")
      }
      placement = .device
      temporaryPath = path
      descriptor = open(path, O_WRONLY | O_CLOEXEC)
    } else if inPlace {
      placement = .inPlace
      temporaryPath = path
      descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    } else {
      let target = Self.resolvedTarget(path)
      placement = .renamed(onto: target)
      temporaryPath = Self.temporaryPath(beside: target)
      descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }
    if descriptor < 0 { throw Self.error(role: role, path: path) }
  }

  deinit {
    if descriptor >= 0 {
      Glibc.close(descriptor)
      switch placement {
      case .renamed: unlink(temporaryPath)
      // A stream given up before its first line (the run failed to start) leaves no empty file.
      case .inPlace: if wholeLines == 0 { unlink(temporaryPath) }
      case .device: break
      }
    }
  }

  /// `.<name>.partial-<pid>` beside `target`.
  static func temporaryPath(beside target: String) -> String {
    let directory = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    return (directory.isEmpty ? "" : directory + "/") + ".\(name).partial-\(getpid())"
  }

  /// `path` with its symbolic links followed as far as they lead (a link to a file not made yet
  /// gives that file's path), so renaming onto it replaces the file and keeps the link.
  static func resolvedTarget(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
      current =
        link.hasPrefix("/")
        ? link
        : ((current as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(link)
    }
    return current
  }

  /// Writes one line (with its newline) in one go; the file may be kept up to here.
  func write(line: String) {
    let bytes = Array(line.utf8)
    if writeAll(bytes) {
      wholeLength += off_t(bytes.count)
      wholeLines += 1
    } else if case .inPlace = placement {
      // Whoever follows the file never reads past a cut line for longer than this.
      _ = ftruncate(descriptor, wholeLength)
    }
  }

  /// Writes raw bytes.
  func write(_ data: Data) {
    _ = writeAll([UInt8](data))
  }

  private func writeAll(_ bytes: [UInt8]) -> Bool {
    guard failure == nil, descriptor >= 0 else { return false }
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBufferPointer {
        Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        fail()
        return false
      }
      offset += count
    }
    return true
  }

  /// Completes the file: closes it and renames it into place; throws the first failure of the
  /// file's life, after removing the temporary file (a file written in place is cut back to its
  /// whole lines).
  func close() throws(PlaygroundError) {
    guard descriptor >= 0 else {
      if let failure { throw failure }
      return
    }
    guard case .renamed(let destination) = placement else {
      if failure != nil { return try closeKeepingWholeLines() }
      if case .inPlace = placement, fsync(descriptor) != 0 { fail() }
      if Glibc.close(descriptor) != 0 { fail() }
      descriptor = -1
      if let failure { throw failure }
      return
    }
    if failure == nil, fsync(descriptor) != 0 { fail() }
    if Glibc.close(descriptor) != 0 { fail() }
    descriptor = -1
    if failure == nil, rename(temporaryPath, destination) != 0 { fail() }
    if let failure {
      unlink(temporaryPath)
      throw failure
    }
  }

  /// Ends the file at its last whole line, in place (if it has one), whatever failed; throws the
  /// first failure. A file with no whole line is removed.
  func closeKeepingWholeLines() throws(PlaygroundError) {
    guard descriptor >= 0, let failure else { return try close() }
    let keeps = wholeLines > 0 && ftruncate(descriptor, wholeLength) == 0
    Glibc.close(descriptor)
    descriptor = -1
    switch placement {
    case .renamed(let destination):
      if !(keeps && rename(temporaryPath, destination) == 0) { unlink(temporaryPath) }
    case .inPlace:
      if !keeps { unlink(temporaryPath) }
    case .device:
      break
    }
    throw failure
  }

  /// Removes the temporary file: the output is not written.
  func discard() {
    guard descriptor >= 0 else { return }
    Glibc.close(descriptor)
    descriptor = -1
    if case .renamed = placement { unlink(temporaryPath) }
  }

  private func fail() {
    if failure == nil { failure = Self.error(role: role, path: path) }
  }

  private static func error(role: String, path: String) -> PlaygroundError {
    PlaygroundError("cannot write \(role) '\(path)': \(String(cString: strerror(errno)))")
  }

  /// Writes `data` to `path` in one go, checked, renamed into place when complete.
  static func write(_ data: Data, to path: String, role: String) throws(PlaygroundError) {
    let file = try CheckedFile(path: path, role: role)
    file.write(data)
    try file.close()
  }
}
