import Scenes

/// The times of a headless run's frames on the simulated clock: a recorded script's own frames
/// first (``RunConfiguration/recordedFrames``: a replay makes the frames the window made, each
/// event on the frame it reached live), then frame n at n / fps, up to the run's duration.
///
/// J (a hitch) makes the simulated clock skip 250 ms once, as a stalled frame would, and the run
/// lasts as much longer. On recorded frames the stall is already in their times: a hitch there
/// only lets the run last longer, as the recorded run did.
struct HeadlessFrames: Sequence, IteratorProtocol {
  private let recorded: [Double]
  private let duration: Double
  private let fps: Double
  private let lastSteadyIndex: Int
  private let takeHitch: () -> Bool
  private var recordedIndex = 0
  private var steadyIndex = 0
  /// The hitches met on recorded frames: the run lasts that much longer.
  private var recordedHitches = 0.0
  /// The hitches met on steady frames: each moves the frames after it on.
  private var skipped = 0.0

  /// `takeHitch`: whether the frame about to be made is the late one (asked before each frame).
  init(configuration: RunConfiguration, takeHitch: @escaping () -> Bool) {
    duration = configuration.headlessDuration
    recorded = configuration.recordedFrames ?? []
    fps = configuration.fps
    lastSteadyIndex = Int((duration * fps).rounded())
    self.takeHitch = takeHitch
    // After a recording, the steady frames go on from the first one past its last frame.
    if let last = recorded.last { steadyIndex = Int((last * fps).rounded(.down)) + 1 }
  }

  mutating func next() -> Double? {
    let isHitch = takeHitch()
    if recordedIndex < recorded.count {
      if isHitch { recordedHitches += SceneClock.hitchDuration }
      let time = recorded[recordedIndex]
      // The run's end as the steady frames have it (its last frame is the duration × fps
      // rounded), later by the hitches met.
      guard time <= Swift.max(duration, Double(lastSteadyIndex) / fps) + recordedHitches + 1e-9 else {
        // The run ends inside the recording.
        recordedIndex = recorded.count
        steadyIndex = lastSteadyIndex + 1
        return nil
      }
      recordedIndex += 1
      return time
    }
    guard steadyIndex <= lastSteadyIndex else { return nil }
    if isHitch { skipped += SceneClock.hitchDuration }
    defer { steadyIndex += 1 }
    return Double(steadyIndex) / fps + skipped
  }
}
