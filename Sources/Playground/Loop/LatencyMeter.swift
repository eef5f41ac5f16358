import Scenes

/// Input-to-present latency in a window: for every pointer event, from its SDL timestamp (on
/// the loop's clock) to the return of the present that first shows its effect, the first
/// present after the frame that applied it. Each one goes into the frame cost meter (`--stats`,
/// the HUD), and the frame's trace line, held back until its present returns, gains
/// `latency` in milliseconds: the longest wait among the pointer events it applied (the first
/// of them, as events are applied in timestamp order), and every one of them `frameCost`: its
/// `update`, `draw` and `present` in milliseconds and the `interval` since the last present
/// (the frame that stuttered, and why).
///
/// Headless there is no present and no real input: nothing is measured, and trace lines are
/// written as soon as the frame is made.
struct LatencyMeter {
  /// Measures only in a window.
  let isActive: Bool
  /// Timestamps of the pointer events applied since the last present.
  private var applied: [Double] = []
  /// The frame drawn and not yet presented, whose trace line waits for its latency.
  private var heldRecord: FrameRecord?
  /// The held frame's update and draw times (seconds).
  private var heldCost: (update: Double, draw: Double) = (0, 0)
  /// The last presents' delays after their frame's time (seconds, oldest first, at most
  /// ``presentDelaysKept``): how long a frame takes to reach the screen.
  private var presentDelays: [Double] = []
  static let presentDelaysKept = 15

  /// How long after its frame's time the next present is expected to return: the median of the
  /// last 15 presents' delays (seconds); nil before the first present (and always headless).
  /// Prediction (`--predict`) draws a held subject this far ahead, plus the pointer's age.
  var expectedPresentDelay: Double? {
    guard !presentDelays.isEmpty else { return nil }
    return presentDelays.sorted()[presentDelays.count / 2]
  }

  init(isActive: Bool) {
    self.isActive = isActive
  }

  /// The recent pointer events' timestamps and frames' times (loop's clock, the last
  /// ``recentSpan``, headless too): the HUD's input-timing strip.
  private(set) var recentEvents: [Double] = []
  private(set) var recentFrames: [Double] = []
  static let recentSpan = 0.2

  /// A pointer event with this timestamp (the loop's clock, seconds) was applied.
  mutating func applied(eventAt timestamp: Double) {
    guard timestamp.isFinite else { return }
    recentEvents.append(timestamp)
    guard isActive else { return }
    applied.append(timestamp)
  }

  /// The frame's trace line: written now headless, held until its present in a window. `update`
  /// and `draw`: what making it took, in seconds.
  mutating func finishFrame(_ record: FrameRecord, update: Double, draw: Double, trace: TraceWriter?) {
    recentFrames.append(record.time)
    recentFrames.removeAll { $0 < record.time - Self.recentSpan }
    recentEvents.removeAll { $0 < record.time - Self.recentSpan }
    guard isActive else {
      trace?.write(record)
      return
    }
    if let held = heldRecord { trace?.write(held) }
    heldRecord = record
    heldCost = (update, draw)
  }

  /// The present of the last frame returned at `time` after `present` seconds, `interval`
  /// seconds after the one before it (nil: the first, or the first after an idle wait): the
  /// latency of every input it applied into `cost`, and the frame's trace line written with it
  /// and `fields` (measured after the present: `pointerLag`).
  mutating func presented(
    at time: Double, present: Double, interval: Double?, slot: Double? = nil, fields: [TraceField] = [],
    cost: inout FrameCostMeter, trace: TraceWriter?
  ) {
    guard isActive else { return }
    for timestamp in applied { cost.recordLatency(max(0, time - timestamp)) }
    if let record = heldRecord, time.isFinite, time >= record.time {
      presentDelays.append(time - record.time)
      if presentDelays.count > Self.presentDelaysKept { presentDelays.removeFirst() }
    }
    if var record = heldRecord {
      if let first = applied.min() {
        record.fields.append(TraceField("latency", .number(max(0, time - first) * 1000)))
      }
      var frameCost = [
        TraceField("update", .number(heldCost.update * 1000)),
        TraceField("draw", .number(heldCost.draw * 1000)),
        TraceField("present", .number(present * 1000)),
      ]
      if let interval { frameCost.append(TraceField("interval", .number(interval * 1000))) }
      // The pacer's slot for this frame and when its present returned, s on the loop's clock.
      if let slot { frameCost += [TraceField("slot", .time(slot)), TraceField("presented", .time(time))] }
      record.fields.append(TraceField("frameCost", .object(frameCost)))
      record.fields += fields
      trace?.write(record)
    }
    heldRecord = nil
    applied.removeAll(keepingCapacity: true)
  }

  /// Writes a frame still held (the run ended before its present).
  mutating func flush(trace: TraceWriter?) {
    if let held = heldRecord { trace?.write(held) }
    heldRecord = nil
  }
}
