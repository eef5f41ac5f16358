import CSDL2
import Foundation
import Motion
import Stage

/// A run filmed: each frame's pixels read back from the canvas, the pointer indicators drawn
/// in (whatever the screen shows), handed to a ``VideoFrameQueue`` whose thread pipes them raw
/// to ffmpeg, which writes the temporary file beside the target that ``CheckedFile`` makes and
/// renames into place when the video is complete.
///
/// The loop never writes to ffmpeg itself: in a window a frame the encoder has no room for is
/// dropped from the video and counted (the summary says how many); headless, the run waits, and
/// the video has every frame (``VideoFramePolicy``).
///
/// Headless, every frame of the run is a frame of the video, at the run's `--fps` (frame n at
/// n / fps, as the trace). In a window, frames come when the loop presents them (vsync, idle
/// waits, hitches), so they are resampled to a steady 60 fps: each slot of 1/60 s shows the
/// last frame presented by then.
final class VideoRecorder {
  let path: String
  let format: VideoFormat
  /// The frames' rate: the run's fps headless, 60 in a window.
  let frameRate: Double
  let resamples: Bool
  /// `--video` (its failure ends the run with exit 1 once the other outputs are written), or V.
  let isFromCommandLine: Bool
  let width: Int
  let height: Int
  private let scale: Double
  /// The output's temporary file, which ffmpeg writes.
  private let file: CheckedFile
  private let queue: VideoFrameQueue
  private var pixels: [UInt32]
  private var indicators = PointerIndicators()
  private var startTime: Double?
  private var hasPendingFrame = false
  private(set) var framesWritten = 0

  /// The window's steady rate.
  static let windowFrameRate = 60.0

  /// Starts ffmpeg for a video of `canvas`'s current size. `resamples`: a window's frames,
  /// resampled to 60 fps; else one video frame per run frame at `fps`.
  init(
    path: String, format: VideoFormat, canvas: Canvas, resamples: Bool, fps: Double, isFromCommandLine: Bool,
    policy: VideoFramePolicy
  ) throws(PlaygroundError) {
    self.isFromCommandLine = isFromCommandLine
    guard let executable = FFmpegProcess.locate() else { throw Self.missingFFmpeg }
    self.path = path
    self.format = format
    self.resamples = resamples
    frameRate = resamples ? Self.windowFrameRate : fps
    (width, height) = canvas.pixelSize
    scale = canvas.pixelScale
    file = try CheckedFile(path: path, role: "video")
    pixels = [UInt32](repeating: 0xFF00_0000, count: width * height)
    let ffmpeg = try FFmpegProcess(
      executable: executable,
      arguments: [
        "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pixel_format", "bgr0", "-video_size",
        "\(width)x\(height)", "-framerate", CodeNumber.text(frameRate), "-i", "pipe:0",
      ] + format.encoderArguments(inputRate: frameRate) + [file.temporaryPath])
    queue = VideoFrameQueue(
      sink: ffmpeg, capacity: VideoFrameQueue.capacity(frameBytes: width * height * 4), policy: policy)
  }

  deinit {
    // A recording dropped without ``finish(at:)`` (its ffmpeg failed): the writer thread ends
    // ffmpeg's input and stops.
    queue.close()
  }

  static let missingFFmpeg = PlaygroundError(
    "--video needs ffmpeg, and there is none in PATH (Debian: apt-get install ffmpeg)")

  /// ffmpeg's last line, once the writer thread has seen it fail.
  var failure: String? { queue.failure }

  /// A window's recording: a frame the encoder has no room for is dropped, and V's stop does
  /// not wait for the encoder (``VideoFramePolicy/dropsWhenFull``).
  var dropsWhenBehind: Bool { queue.policy == .dropsWhenFull }

  /// Frames the window dropped from the video because the encoder had fallen behind.
  var dropped: Int { queue.dropped }

  /// A pointer event, on the loop's clock; `id` 0 is the mouse.
  func pointer(_ event: PointerEvent, id: Int = 0) {
    indicators.handle(event.kind, id: id, at: event.location, time: event.timestamp)
  }

  /// The frame just drawn (before it is presented), at the loop's `time`.
  func capture(canvas: Canvas, at time: Double) {
    guard failure == nil else { return }
    if resamples {
      let start = startTime ?? time
      startTime = start
      // The frame before this one fills every slot that began before this frame was drawn.
      if hasPendingFrame { writePending(until: time - start) }
    }
    read(canvas)
    indicators.prune(at: time)
    IndicatorPainter(width: width, height: height, scale: scale).paint(
      indicators.shapes(at: time), into: &pixels)
    if resamples {
      hasPendingFrame = true
    } else {
      write()
    }
  }

  /// Ends the video's input at the loop's `time`: the last frame fills the slots up to it (at
  /// least one), and the writer thread goes on with what is queued without the loop. A window
  /// calls it at V and ``finish(at:)`` once ``isEncoded`` (a slow encoder may be seconds
  /// behind, and the loop must not wait for it).
  func end(at time: Double) {
    guard !hasEnded else { return }
    hasEnded = true
    if resamples, hasPendingFrame, let startTime {
      // The last frame shows for at least one slot.
      writePending(until: max(time - startTime, 0) + 1 / frameRate)
    }
    queue.close()
  }

  private var hasEnded = false

  /// Whether every frame has been written and ffmpeg has finished: ``finish(at:)`` then
  /// returns at once.
  var isEncoded: Bool { queue.isFinished }

  /// Ends the video at the loop's `time` (if ``end(at:)`` has not), waits for the writer
  /// thread and ffmpeg, and renames the file into place. Returns what was written.
  @discardableResult
  func finish(at time: Double) throws(PlaygroundError) -> String {
    end(at: time)
    if let failure = queue.finish() {
      file.discard()
      throw PlaygroundError("video '\(path)': \(failure)")
    }
    try file.close()
    return summary
  }

  /// "video out.gif: 60 frames at 50 fps (1.2 s)"; in a window, how many frames were dropped.
  var summary: String {
    Self.summary(
      path: path, format: format, frameRate: frameRate, framesWritten: framesWritten,
      dropped: queue.policy == .dropsWhenFull ? queue.dropped : nil)
  }

  /// The summary of a video of `framesWritten` frames at `frameRate`; `dropped`, a window's
  /// count of frames the encoder had no room for (nil headless, where none is dropped).
  static func summary(
    path: String, format: VideoFormat, frameRate: Double, framesWritten: Int, dropped: Int?
  ) -> String {
    let rate = format.fileRate(forFrameRate: frameRate)
    let frames = rate == frameRate ? framesWritten : Int((Double(framesWritten) * rate / frameRate).rounded())
    let text =
      "video \(path): \(frames) frames at \(CodeNumber.short(rate)) fps (\(CodeNumber.short(Double(frames) / rate)) s)"
    switch dropped {
    case nil: return text
    case 0: return text + ", none dropped"
    case let count?:
      let frames = count == 1 ? "1 frame" : "\(count) frames"
      return text + ", dropped \(frames): the encoder fell behind (the frame before shows in their place)"
    }
  }

  /// Queues the pending frame for every slot that starts before `elapsed` seconds.
  private func writePending(until elapsed: Double) {
    let due = Int((elapsed * frameRate - 1e-9).rounded(.up))
    if framesWritten < due { write(repeats: due - framesWritten) }
  }

  /// Hands the frame to the queue for `repeats` slots. A dropped frame's slots are still the
  /// video's (the frame before fills them), so they count.
  private func write(repeats: Int = 1) {
    guard failure == nil else { return }
    queue.append(pixels, repeats: repeats)
    framesWritten += repeats
  }

  /// The canvas's pixels into the frame: its top-left part when the canvas has grown since the
  /// start, black beyond its edge when it has shrunk (a video keeps one size).
  private func read(_ canvas: Canvas) {
    var outputWidth: Int32 = 0
    var outputHeight: Int32 = 0
    if canvas.drawsIntoWindow {
      SDL_GetRendererOutputSize(canvas.renderer, &outputWidth, &outputHeight)
    } else {
      outputWidth = Int32(canvas.pixelSize.width)
      outputHeight = Int32(canvas.pixelSize.height)
    }
    var rect = SDL_Rect(x: 0, y: 0, w: min(Int32(width), outputWidth), h: min(Int32(height), outputHeight))
    if rect.w < width || rect.h < height {
      for index in pixels.indices { pixels[index] = 0xFF00_0000 }
    }
    guard rect.w > 0, rect.h > 0 else { return }
    pixels.withUnsafeMutableBytes { buffer in
      _ = SDL_RenderReadPixels(
        canvas.renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(width * 4))
    }
  }
}

extension VideoRecorder {
  /// `--video PATH`, checked before the run: a known extension, a writable place, ffmpeg in
  /// PATH.
  static func checkedFormat(
    forPath path: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(PlaygroundError) -> VideoFormat {
    guard let format = VideoFormat(path: path) else {
      throw PlaygroundError("--video must name a \(VideoFormat.extensions) file, not '\(path)'")
    }
    try FlickCommand.checkWritable(path, what: "video")
    guard FFmpegProcess.locate(environment: environment) != nil else { throw missingFFmpeg }
    return format
  }

}
