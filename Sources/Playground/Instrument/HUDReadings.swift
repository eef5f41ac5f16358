import Stage

/// What the HUD reads besides the scene's probe: the live plot, the frame rate, the last
/// second's frame cost, the last hand-off's jumps and the held pointer's timing. The instrument records them each frame.
struct HUDReadings {
  var plot = MotionPlot()
  var statistics = FrameStatistics()
  /// The last second's frame cost (update, draw, frame, interval), when the HUD shows it (the
  /// stress scene, or a run with `--stats`); nil otherwise.
  var frameCost: [FrameCostMeter.Summary?]?
  /// The last grab, release or retarget's jumps (the continuity meter), once there was one.
  var continuity: ContinuityJump?
  /// While the HUD is shown and a pointer holds something: its lag, velocity, latency and the
  /// recent events against the frames (``InputTimingView``); nil otherwise.
  var inputTiming: InputTiming?
  /// The last hand-off seen, and whether slow motion was on when it came: the HUD's words on
  /// a slow-motion release are about a release made in it, not one made before S.
  private(set) var lastHandoff: Handoff?
  private(set) var handoffInSlowMotion = false

  /// This frame's hand-off (the probe's), with slow motion's state now.
  mutating func see(_ handoff: Handoff?, slowMotion: Bool) {
    guard handoff != lastHandoff else { return }
    lastHandoff = handoff
    handoffInSlowMotion = slowMotion && handoff != nil
  }
}
