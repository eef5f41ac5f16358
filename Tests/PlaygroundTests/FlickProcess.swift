import Foundation

/// Runs the built `flick` binary, as a user would, and collects its exit code and output.
struct FlickProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
  }

  /// `.build/<config>/flick`, next to the test bundle that SwiftPM builds alongside it.
  /// The package's root folder (Assets/, README.md), from this file's place in Tests/.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var executable: URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("flick")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    let fromArguments = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return fromArguments.appendingPathComponent("flick")
  }

  /// Runs flick with `arguments`, in `directory` if given. `fileSizeLimit` (KiB, at least 1 for
  /// its stderr line) runs it as if the disk filled up at that size: RLIMIT_FSIZE (`ulimit -f`)
  /// with SIGXFSZ ignored, so a write past it fails with EFBIG ("File too large").
  /// `stdoutRedirection` is a shell redirection of its standard output (`>&-` closes it,
  /// `>/dev/full` fills it); `stdout` is then empty.
  static func run(
    _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil,
    fileSizeLimit: Int? = nil, stdoutRedirection: String? = nil
  ) throws -> Result {
    let process = Process()
    if fileSizeLimit != nil || stdoutRedirection != nil {
      let limit = fileSizeLimit.map { "trap '' XFSZ; ulimit -f \($0); " } ?? ""
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments =
        ["-c", limit + "exec \"$0\" \"$@\" " + (stdoutRedirection ?? ""), executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    // Files, not pipes: tests run in parallel, and a child started by another test would
    // inherit a pipe's write end and keep it open, so reading to its end could wait forever.
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    try makeEmptyFile(at: outURL)
    try makeEmptyFile(at: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus, stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8))
  }

  struct CannotCreateFile: Error {
    var path: String
  }

  /// Creates (or empties) the file at `url`, or throws.
  static func makeEmptyFile(at url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CannotCreateFile(path: url.path)
    }
  }

  /// The names in `directory`, hidden ones (a temporary `.x.partial-<pid>`) included, sorted.
  static func names(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  /// A fresh temporary directory for one test's files.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flick-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
