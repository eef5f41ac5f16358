import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A video's frames, one at a time, decoded by Debian's `ffmpeg` to 8-bit grey and piped raw:
/// only the frame being read is held, so a recording of any length streams through in constant
/// memory. Each frame's time is its own timestamp (ffmpeg's `showinfo` filter reports it on
/// stderr, frames pass through without duplication: `-fps_mode passthrough`), so a variable
/// frame rate is honoured.
final class VideoFrameStream {
  /// One decoded frame; `pixels` is valid until the next call to ``next()``.
  struct Frame {
    var time: Double
    var width: Int
    var height: Int
    var pixels: UnsafeBufferPointer<UInt8>
  }

  private var pid: pid_t = 0
  private var output: Int32 = -1
  private var messages: Int32 = -1
  private var messageBuffer: [UInt8] = []
  /// Timestamps and sizes reported for frames whose pixels have not been read yet.
  private var pending: [(time: Double, width: Int, height: Int)] = []
  private var pendingStart = 0
  private var pixels = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  private var filled = 0
  private var outputEnded = false
  private var messagesEnded = false
  /// ffmpeg's last line that was not a frame's report: its error, if it fails.
  private(set) var lastMessage: String?
  let path: String
  /// Where the stream starts in the video, seconds (ffmpeg's `-ss` before its input, frame
  /// accurate): ffmpeg counts the times from there, so it is added back to each.
  let start: Double

  /// Frames from `start` seconds on (0: the first frame).
  init(path: String, ffmpeg: String, start: Double = 0) throws(PlaygroundError) {
    self.path = path
    self.start = start.isFinite ? max(0, start) : 0
    signal(SIGPIPE, SIG_IGN)
    var outputEnds: [Int32] = [-1, -1]
    var messageEnds: [Int32] = [-1, -1]
    guard pipe(&outputEnds) == 0, pipe(&messageEnds) == 0 else {
      throw PlaygroundError("cannot start ffmpeg: \(String(cString: strerror(errno)))")
    }
    for end in outputEnds + messageEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1)
    posix_spawn_file_actions_adddup2(&actions, messageEnds[1], 2)
    let arguments: [String] =
      [
        ffmpeg, "-hide_banner", "-nostdin", "-nostats", "-loglevel", "info",
      ] + (self.start > 0 ? ["-ss", String(format: "%.6f", self.start)] : []) + [
        "-i", path, "-map", "0:v:0",
        "-an", "-sn", "-dn", "-vf", "showinfo=checksum=0,format=gray", "-fps_mode", "passthrough", "-f",
        "rawvideo", "-pix_fmt", "gray", "-",
      ]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let status = posix_spawn(&pid, ffmpeg, &actions, nil, argv, environ)
    close(outputEnds[1])
    close(messageEnds[1])
    output = outputEnds[0]
    messages = messageEnds[0]
    guard status == 0 else {
      pid = 0
      throw PlaygroundError("cannot start ffmpeg '\(ffmpeg)': \(String(cString: strerror(status)))")
    }
  }

  deinit {
    pixels.deallocate()
    if output >= 0 { close(output) }
    if messages >= 0 { close(messages) }
    if pid > 0 {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
  }

  /// The next frame, or nil at the end of the video.
  ///
  /// - Throws: ``PlaygroundError`` with ffmpeg's own last line when it fails (a corrupt or
  ///   truncated file).
  func next() throws(PlaygroundError) -> Frame? {
    // Both pipes are read as they fill (poll), so neither can stall ffmpeg while the other waits.
    while true {
      if pendingStart < pending.count {
        let report = pending[pendingStart]
        let size = prepareBuffer()
        if filled == size {
          pendingStart += 1
          if pendingStart > 64 {
            pending.removeFirst(pendingStart)
            pendingStart = 0
          }
          filled = 0
          return Frame(
            time: report.time + start, width: report.width, height: report.height,
            pixels: UnsafeBufferPointer(pixels)
          )
        }
      } else if messagesEnded {
        // No report will come: what is left on stdout belongs to no frame.
        return try finish()
      }
      if outputEnded, messagesEnded { return try finish() }
      var descriptors = [
        pollfd(fd: outputEnded ? -1 : output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: messagesEnded ? -1 : messages, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        throw PlaygroundError("cannot read ffmpeg's frames: \(String(cString: strerror(errno)))")
      }
      if descriptors[1].revents != 0 { readMessages() }
      if descriptors[0].revents != 0 {
        // Only read pixels for a frame whose report has come (its size is known).
        if pendingStart < pending.count {
          let size = prepareBuffer()
          let count = read(output, pixels.baseAddress! + filled, size - filled)
          if count > 0 {
            filled += count
          } else if count == 0 || errno != EINTR {
            outputEnded = true
          }
        } else if messagesEnded {
          outputEnded = true
        } else {
          // Pixels before their report: wait for the report alone.
          var only = pollfd(fd: messages, events: Int16(POLLIN), revents: 0)
          _ = poll(&only, 1, -1)
          readMessages()
        }
      }
    }
  }

  /// The buffer sized for the next reported frame; its byte count.
  private func prepareBuffer() -> Int {
    let report = pending[pendingStart]
    let size = report.width * report.height
    if pixels.count != size {
      pixels.deallocate()
      pixels = .allocate(capacity: size)
      filled = 0
    }
    return size
  }

  private func readMessages() {
    var chunk = [UInt8](repeating: 0, count: 16_384)
    let count = chunk.withUnsafeMutableBytes { read(messages, $0.baseAddress!, $0.count) }
    if count <= 0 {
      if count == 0 || errno != EINTR { messagesEnded = true }
      return
    }
    messageBuffer.append(contentsOf: chunk[0..<count])
    while let newline = messageBuffer.firstIndex(of: UInt8(ascii: "\n")) {
      let line = String(decoding: messageBuffer[..<newline], as: UTF8.self)
      messageBuffer.removeSubrange(...newline)
      handle(line: line)
    }
  }

  private func handle(line: String) {
    if line.contains("Parsed_showinfo"), let report = Self.frameReport(line) {
      pending.append(report)
      return
    }
    // showinfo's other lines (side data, colour) and ffmpeg's stream notes are not errors.
    if line.contains("Parsed_showinfo") { return }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty { lastMessage = trimmed }
  }

  /// `n: 3 pts: 1536 pts_time:0.1 … s:640x360 …` → (0.1, 640, 360).
  static func frameReport(_ line: String) -> (time: Double, width: Int, height: Int)? {
    guard let timeField = line.range(of: "pts_time:"), let sizeField = line.range(of: " s:") else {
      return nil
    }
    let time = line[timeField.upperBound...].prefix { !$0.isWhitespace }
    let size = line[sizeField.upperBound...].prefix { !$0.isWhitespace }.split(separator: "x")
    guard let seconds = Double(time), seconds.isFinite, size.count == 2, let width = Int(size[0]),
      let height = Int(size[1]), width > 0, height > 0
    else { return nil }
    return (seconds, width, height)
  }

  /// Waits for ffmpeg; nil at a clean end, else its error.
  private func finish() throws(PlaygroundError) -> Frame? {
    while !messagesEnded { readMessages() }
    guard pid > 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    pid = 0
    let exited = status & 0x7F == 0
    let code = (status >> 8) & 0xFF
    if !(exited && code == 0) {
      throw PlaygroundError(
        "cannot read '\(path)': ffmpeg: \(lastMessage ?? (exited ? "exited with status \(code)" : "was killed"))"
      )
    }
    return nil
  }
}
