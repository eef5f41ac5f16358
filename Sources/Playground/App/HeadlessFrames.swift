import Scenes

/// The times of a headless run's frames on the simulated clock: a recorded script's own frames
/// first (``RunConfiguration/recordedFrames``: a replay makes the frames the window made, each
/// event on the frame it reached live), then frame n at n / fps, up to the run's duration.
///
/// J (a hitch) makes the simulated clock skip 250 ms once, as a stalled frame would; on
/// recorded frames the stall is already in their times, and skips nothing.
struct HeadlessFrames: Sequence, IteratorProtocol {
  private let recorded: [Double]
  private let fps: Double
  private let lastSteadyIndex: Int
  private let takeHitch: () -> Bool
  private var recordedIndex = 0
  private var steadyIndex = 0
  private var skipped = 0.0

  /// `takeHitch`: whether the frame about to be made is the late one (asked before each frame).
  init(configuration: RunConfiguration, takeHitch: @escaping () -> Bool) {
    let duration = configuration.headlessDuration
    recorded = (configuration.recordedFrames ?? []).filter { $0 <= duration }
    fps = configuration.fps
    lastSteadyIndex = Int((duration * fps).rounded())
    self.takeHitch = takeHitch
    // After a recording, the steady frames go on from the first one past its last frame.
    if let last = recorded.last {
      steadyIndex = Int((last * fps).rounded(.down)) + 1
    }
  }

  mutating func next() -> Double? {
    let isHitch = takeHitch()
    if recordedIndex < recorded.count {
      defer { recordedIndex += 1 }
      return recorded[recordedIndex]
    }
    guard steadyIndex <= lastSteadyIndex else { return nil }
    if isHitch { skipped += SceneClock.hitchDuration }
    defer { steadyIndex += 1 }
    return Double(steadyIndex) / fps + skipped
  }
}
