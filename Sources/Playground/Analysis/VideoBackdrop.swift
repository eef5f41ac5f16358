import CSDL2
import Foundation

/// The recording behind the analysis window: the frame shown at a time, decoded on demand by
/// ffmpeg (``VideoFrameStream``) and kept in one SDL texture. Only the frame shown and the one
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
  private var texture: OpaquePointer?
  private var textureSize = (width: 0, height: 0)
  private var textureTime: Double?
  /// How far before the time asked for a new stream starts, and how far ahead reading on is
  /// still cheaper than starting again.
  static let lead = 0.25
  static let readOnLimit = 1.0

  init(path: String, ffmpeg: String) {
    self.path = path
    self.ffmpeg = ffmpeg
  }

  deinit {
    if let texture { SDL_DestroyTexture(texture) }
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

  /// Draws the frame shown into `rect` (pixels) of `renderer`, grey as the tracker sees it.
  func draw(into rect: SDL_Rect, renderer: OpaquePointer) {
    guard let shown else { return }
    if texture == nil || textureSize != (shown.width, shown.height) {
      if let texture { SDL_DestroyTexture(texture) }
      texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(shown.width), Int32(shown.height))
      textureSize = (shown.width, shown.height)
      textureTime = nil
    }
    guard let texture else { return }
    if textureTime != shown.time {
      var argb = [UInt32](repeating: 0, count: shown.width * shown.height)
      for index in argb.indices {
        let grey = UInt32(shown.pixels[index])
        argb[index] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
      }
      argb.withUnsafeBytes { bytes in
        _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(shown.width * 4))
      }
      textureTime = shown.time
    }
    var target = rect
    SDL_RenderCopy(renderer, texture, nil, &target)
  }
}
