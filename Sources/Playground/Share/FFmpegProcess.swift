import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Debian's `ffmpeg`, started with posix_spawn: raw frames go to its stdin through a pipe whose
/// write end is close-on-exec (so no other child inherits it and keeps ffmpeg waiting for the
/// end of its input); its messages go to a file, whose last line is its error when it fails.
final class FFmpegProcess {
  private var pid: pid_t = 0
  private var input: Int32 = -1
  private let messages: String
  /// Set once a write fails or ffmpeg exits badly: ffmpeg's own last line.
  private(set) var failure: String?

  /// ffmpeg's path from `PATH`, or nil.
  static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    let path = environment["PATH"] ?? ""
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/ffmpeg"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  init(executable: String, arguments: [String]) throws(PlaygroundError) {
    messages =
      FileManager.default.temporaryDirectory.appendingPathComponent("flick-ffmpeg-\(UUID().uuidString).log")
      .path
    // SIGPIPE would kill flick when ffmpeg dies mid-run: the failed write says so instead.
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [-1, -1]
    // pipe2(O_CLOEXEC) is not imported without _GNU_SOURCE: both ends are marked at once after.
    guard pipe(&ends) == 0 else {
      throw PlaygroundError("cannot start ffmpeg: \(String(cString: strerror(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, messages, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(ends[0])
    guard status == 0 else {
      close(ends[1])
      throw PlaygroundError("cannot start ffmpeg '\(executable)': \(String(cString: strerror(status)))")
    }
    input = ends[1]
  }

  deinit {
    if input >= 0 { close(input) }
    if pid > 0 {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    unlink(messages)
  }

  /// Writes all of `bytes`; on the first failure, ffmpeg has died: its last line is kept.
  func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, input >= 0, var base = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Glibc.write(input, base, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        fail()
        return
      }
      remaining -= written
      base += written
    }
  }

  /// Ends the input and waits for ffmpeg; returns its failure, if any.
  @discardableResult
  func finish() -> String? {
    if input >= 0 {
      close(input)
      input = -1
    }
    guard pid > 0 else { return failure }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    pid = 0
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    let exited = status & 0x7F == 0
    let code = (status >> 8) & 0xFF
    if failure == nil && !(exited && code == 0) {
      failure = lastMessage ?? (exited ? "ffmpeg exited with status \(code)" : "ffmpeg was killed")
    }
    return failure
  }

  private func fail() {
    // Let ffmpeg finish saying why before its last line is read.
    close(input)
    input = -1
    failure = "ffmpeg stopped reading frames"
    var status: Int32 = 0
    if pid > 0 {
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      pid = 0
    }
    if let line = lastMessage { failure = line }
  }

  /// ffmpeg's last non-empty line of output.
  private var lastMessage: String? {
    guard let text = try? String(contentsOfFile: messages, encoding: .utf8) else { return nil }
    return text.split(whereSeparator: \.isNewline).last.map {
      "ffmpeg: " + $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
