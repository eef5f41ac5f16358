import Foundation

/// A file written with every write, the final flush and the close checked, so an output to a
/// full device (`/dev/full`) or a vanished disk is an error with the system's reason, never a
/// silent exit 0.
final class CheckedFile {
  let path: String
  /// What it is, for the message ("trace", "screenshot").
  let role: String
  private var file: UnsafeMutablePointer<FILE>?
  /// The first failure, kept: once a write fails, the file is not to be trusted.
  private(set) var failure: PlaygroundError?

  init(path: String, role: String) throws(PlaygroundError) {
    self.path = path
    self.role = role
    guard let file = fopen(path, "w") else {
      throw PlaygroundError("cannot write \(role) '\(path)': \(String(cString: strerror(errno)))")
    }
    self.file = file
  }

  deinit {
    if let file { fclose(file) }
  }

  /// Writes `text` and flushes it, so another process can follow the file line by line.
  func write(_ text: String) {
    guard failure == nil, let file else { return }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    if written != bytes.count || fflush(file) != 0 { fail() }
  }

  /// Writes raw bytes (no flush until ``close()``).
  func write(_ data: Data) {
    guard failure == nil, let file else { return }
    let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if written != data.count { fail() }
  }

  /// Flushes and closes; throws the first failure of the file's life.
  func close() throws(PlaygroundError) {
    if let file {
      if fflush(file) != 0 { fail() }
      if fclose(file) != 0 { fail() }
      self.file = nil
    }
    if let failure { throw failure }
  }

  private func fail() {
    if failure == nil {
      failure = PlaygroundError("cannot write \(role) '\(path)': \(String(cString: strerror(errno)))")
    }
  }

  /// Writes `data` to `path` in one go, checked.
  static func write(_ data: Data, to path: String, role: String) throws(PlaygroundError) {
    let file = try CheckedFile(path: path, role: role)
    file.write(data)
    try file.close()
  }
}
