/// What a video does with a frame when its encoder has fallen behind (``VideoFrameQueue`` is
/// full).
enum VideoFramePolicy: Sendable {
  /// A window's: the frame is dropped from the video (the one before shows in its slots) and
  /// counted, so the loop never waits on ffmpeg and every input is drawn on time.
  case dropsWhenFull
  /// A headless run's: it is offline, so the run waits for room and the video keeps every frame,
  /// the same frame for frame however busy the machine is.
  case waitsWhenFull
}
