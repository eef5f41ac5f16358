import Foundation

/// The video files `--video` and V write, by extension, and how ffmpeg makes each.
enum VideoFormat: String, CaseIterable, Sendable {
  case mp4
  case gif
  case webp
  case apng

  /// The format a path's extension names, or nil.
  init?(path: String) {
    self.init(rawValue: (path as NSString).pathExtension.lowercased())
  }

  /// The frame rate the file gets from frames at `rate`: GIF stores each frame's delay in
  /// hundredths of a second, so it gets the nearest rate with a whole delay (60 → 50, 30 → 33.3);
  /// the others keep the rate.
  func fileRate(forFrameRate rate: Double) -> Double {
    guard self == .gif else { return rate }
    let hundredths = max(2, (100 / rate).rounded())
    return 100 / hundredths
  }

  /// ffmpeg's arguments after the raw input, for a file at `rate` from frames at `inputRate`.
  func encoderArguments(inputRate: Double) -> [String] {
    switch self {
    case .mp4:
      // H.264 in 4:2:0 needs even sizes: an odd edge gets one black row or column.
      return [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
        "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4",
      ]
    case .gif:
      let rate = fileRate(forFrameRate: inputRate)
      let resample = rate == inputRate ? "" : "fps=\(CodeNumber.text(rate)),"
      return [
        "-filter_complex",
        "\(resample)split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle",
        "-loop", "0", "-f", "gif",
      ]
    case .webp:
      return ["-c:v", "libwebp_anim", "-quality", "80", "-loop", "0", "-f", "webp"]
    case .apng:
      return ["-c:v", "apng", "-plays", "0", "-f", "apng"]
    }
  }

  /// The extensions `--video` takes, for its error.
  static var extensions: String { ".mp4, .gif, .webp or .apng" }
}
