/// The scene's time, from the frame loop's: the same, shifted by however long the run has been
/// paused. Paused, it stands still (input is still handled and drawn, at the frozen instant);
/// a frame step moves it on by exactly one frame, so a hand-off can be studied frame by frame.
///
/// ```swift
/// var clock = SceneClock()
/// clock.pause(at: 2.0)
/// clock.sceneTime(at: 5.0)   // 2.0
/// clock.step(by: 1.0 / 60)   // 2.0167
/// clock.resume(at: 6.0)
/// clock.sceneTime(at: 6.5)   // 2.5167
/// ```
struct SceneClock: Equatable {
  private(set) var isPaused = false
  /// Running: scene time = frame time − offset.
  private var offset = 0.0
  /// Paused: the scene time that stands still.
  private var frozen = 0.0

  func sceneTime(at frameTime: Double) -> Double {
    isPaused ? frozen : frameTime - offset
  }

  mutating func pause(at frameTime: Double) {
    guard !isPaused else { return }
    frozen = sceneTime(at: frameTime)
    isPaused = true
  }

  mutating func resume(at frameTime: Double) {
    guard isPaused else { return }
    offset = frameTime - frozen
    isPaused = false
  }

  /// One frame on, while paused; nothing while running.
  mutating func step(by interval: Double) {
    guard isPaused, interval.isFinite, interval > 0 else { return }
    frozen += interval
  }
}
