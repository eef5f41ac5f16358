/// Where a video's raw frames go: ffmpeg's stdin (``FFmpegProcess``), or a test's stand-in.
/// ``VideoFrameQueue``'s writer thread is the only caller once the video has started.
protocol VideoFrameSink: AnyObject {
  /// Writes one frame's bytes, blocking while the encoder is busy.
  func write(_ bytes: UnsafeRawBufferPointer)
  /// Set once a write has failed: what went wrong.
  var failure: String? { get }
  /// Ends the input and waits for the encoder; returns its failure, if any.
  func finish() -> String?
}

extension FFmpegProcess: VideoFrameSink {}
