/// Frame time and frames per second, smoothed, from the frame times the loop passes in.
struct FrameStatistics {
  private(set) var frameTime = 0.0
  private(set) var framesPerSecond = 0.0
  private var lastTime: Double?

  mutating func record(_ time: Double) {
    defer { lastTime = time }
    guard let lastTime, time > lastTime else { return }
    let interval = time - lastTime
    // A gap after an idle wait is not a frame time: the display link was paused.
    guard interval < 0.25 else { return }
    frameTime = frameTime == 0 ? interval : frameTime * 0.9 + interval * 0.1
    framesPerSecond = 1 / frameTime
  }
}
