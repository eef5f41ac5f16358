import Foundation

/// What `ffprobe` says of a file before it is decoded: whether it has a video stream at all, so
/// an audio file or a file ffmpeg cannot read gets its own sentence instead of a decoder's.
enum VideoProbe {
  /// Throws unless `path` has a video stream ffprobe can read.
  static func requireVideo(_ path: String, ffprobe: String) throws(PlaygroundError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffprobe)
    process.arguments = [
      "-v", "error", "-show_entries", "stream=codec_type:format=format_name", "-of",
      "default=noprint_wrappers=1", path,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw PlaygroundError("cannot start ffprobe '\(ffprobe)': \(error.localizedDescription)")
    }
    let streams = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let entries = streams.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    let kinds = entries.compactMap { $0.hasPrefix("codec_type=") ? String($0.dropFirst(11)) : nil }
    let format = entries.first { $0.hasPrefix("format_name=") }.map { String($0.dropFirst(12)) } ?? ""
    if process.terminationStatus != 0 {
      let last = message.split(whereSeparator: \.isNewline).last.map(String.init) ?? "cannot read it"
      throw PlaygroundError("cannot read '\(path)' as a video or a samples file: ffprobe: \(last)")
    }
    guard kinds.contains("video") else {
      let found = kinds.isEmpty ? "no streams" : kinds.joined(separator: ", ")
      throw PlaygroundError("'\(path)' has no video to follow (ffprobe finds \(found))")
    }
    // ffprobe reads a picture as a video stream of one frame, in an image demuxer: image2
    // (JPEG and most others by their names) or one named "<codec>_pipe" (PNG, WebP, BMP, TIFF).
    if format == "image2" || format.hasSuffix("_pipe") {
      throw PlaygroundError(
        "'\(path)' is a picture, not a video: --analyze follows a region through a video's frames, or reads a samples file"
      )
    }
  }

  /// The video's length in seconds as ffprobe reads it from the container (nil where it does
  /// not say): the window's timeline spans it.
  static func duration(_ path: String, ffprobe: String) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffprobe)
    process.arguments = ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), seconds.isFinite,
      seconds > 0
    else { return nil }
    return seconds
  }

  /// A tool's path from `PATH`, or nil.
  static func locate(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
