import Motion
import Scenes

/// What the session measures of its frames: what they cost (update, draw, present, interval),
/// the inputs' latency to the present, how far the held subject trails the pointer, and the jumps
/// at each grab, release and retarget; and how many frames were made. `--stats`, the HUD and the
/// trace read them.
struct FrameMeters {
  /// What frames cost (update, draw, interval), for `--stats` and the HUD.
  var cost = FrameCostMeter()
  /// Input-to-present latency (a window only).
  var latency: LatencyMeter
  /// How far the held subject trails the pointer, and its judder (`--stats`, `pointerLag`).
  var pointerLag = PointerLagMeter()
  /// The jumps at each grab, release and retarget (the trace's `continuity`, the HUD's line).
  var continuity = ContinuityMeter()
  /// The performance counter the costs are measured with (headless too: the simulated clock
  /// says when a frame is, not how long it took to make).
  let stopwatch = FrameClock()
  /// The frames made so far: the next frame's index in the trace.
  var frameIndex = 0

  /// `isWindow`: latency is measured only in a window (headless there is no present).
  init(isWindow: Bool) {
    latency = LatencyMeter(isActive: isWindow)
  }

  /// The last frame's present returned at `time` after `present` seconds, `interval` seconds
  /// after the present before it (see ``Session/presented(at:present:interval:slot:pointer:)``).
  mutating func presented(
    at time: Double, present: Double, interval: Double?, slot: Double?, pointer: Vector2?, trace: TraceWriter?
  ) {
    cost.recordPresent(present)
    if let interval { cost.recordInterval(interval) }
    let lag = pointerLag.presented(pointer: pointer)
    latency.presented(
      at: time, present: present, interval: interval, slot: slot, fields: lag.map { [$0] } ?? [], cost: &cost,
      trace: trace)
  }
}
