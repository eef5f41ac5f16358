import Foundation
import Stage

/// The recording behind the analysis scene: the frame shown at a time, decoded on demand by
/// ffmpeg (``VideoFrameStream``) and shown as a picture file a layer draws. Only the frame shown and the one
/// after it are held: playing reads on, a scrub back or far ahead starts ffmpeg again a little
/// before the time asked for (`-ss`, frame accurate), so a recording of any length is shown in
/// constant memory.
final class VideoBackdrop {
  /// One decoded frame, copied out of the stream's buffer.
  struct Picture {
    var time: Double
    var width: Int
    var height: Int
    var pixels: [UInt8]
  }

  let path: String
  private let ffmpeg: String
  private var stream: VideoFrameStream?
  /// The frame shown and the one read after it (nil at the end).
  private(set) var shown: Picture?
  private var ahead: Picture?
  private var streamEnded = false
  /// The time of the frame last written as a picture (``picture(in:)``).
  private var writtenTime: Double?
  /// How far before the time asked for a new stream starts, and how far ahead reading on is
  /// still cheaper than starting again.
  static let lead = 0.25
  static let readOnLimit = 1.0

  init(path: String, ffmpeg: String) {
    self.path = path
    self.ffmpeg = ffmpeg
  }

  /// Makes the frame on screen at `time` (the last one whose timestamp is not after it) the one
  /// shown.
  ///
  /// - Throws: ``PlaygroundError`` with ffmpeg's last line when it cannot decode the file.
  func show(time: Double) throws(PlaygroundError) {
    let epsilon = 1e-6
    if let shown, shown.time <= time + epsilon, time - shown.time <= Self.readOnLimit, stream != nil {
      // Read on from where the stream is.
      try readOn(until: time)
      return
    }
    try restart(at: max(0, time - Self.lead))
    try readOn(until: time)
  }

  private func restart(at start: Double) throws(PlaygroundError) {
    stream = nil
    stream = try VideoFrameStream(path: path, ffmpeg: ffmpeg, start: start)
    streamEnded = false
    ahead = try nextPicture()
    shown = nil
  }

  private func readOn(until time: Double) throws(PlaygroundError) {
    while let next = ahead, next.time <= time + 1e-6 || shown == nil {
      shown = next
      ahead = try nextPicture()
    }
  }

  private func nextPicture() throws(PlaygroundError) -> Picture? {
    guard !streamEnded, let stream else { return nil }
    guard let frame = try stream.next() else {
      streamEnded = true
      return nil
    }
    return Picture(time: frame.time, width: frame.width, height: frame.height, pixels: Array(frame.pixels))
  }

  /// The shown frame's own timestamp: a region picked on it is followed from that frame on.
  var shownTime: Double? { shown?.time }

  /// The frame shown as a picture a layer shows (``Stage/LayerImage``): grey, as the tracker
  /// sees it, written as a PGM file in `directory` when the frame changes. Its source carries
  /// the frame's time, so the renderer loads each new frame once and lets the last one go; nil
  /// before a frame is decoded or when the file cannot be written.
  func picture(in directory: URL) -> LayerImage? {
    guard let shown else { return nil }
    let path = directory.appendingPathComponent("frame.pgm").path
    if writtenTime != shown.time {
      var file = Data("P5\n\(shown.width) \(shown.height)\n255\n".utf8)
      file.append(contentsOf: shown.pixels)
      guard FileManager.default.createFile(atPath: path, contents: file) else { return nil }
      writtenTime = shown.time
    }
    return LayerImage(source: "\(path)#\(shown.time)")
  }
}
