import Motion
import Scenes
import Stage

/// The last few seconds of the scene's main axis, for the HUD's live plot: position and velocity
/// per frame, with markers where the subject was grabbed and released. A frame without a value
/// (nothing on screen) leaves a gap.
struct MotionPlot {
  struct Sample {
    var time: Double
    /// nil: a gap.
    var axis: PlotAxis?
    /// The ghosts' readings on the same axis (nil: diverged), in their colours.
    var ghosts: [(color: Color, value: Double?)] = []
    /// J's long frame: joined to the one before, though it is more than a gap apart.
    var isHitch = false
  }

  /// Whether the curves break before `sample`, which comes after `previous`: where the loop
  /// slept. Not where the subject stood still on both sides of the sleep: that flat line is what
  /// happened, and breaking it would leave a stub of the frames an idle key press woke.
  static func isGap(before sample: Sample, after previous: Sample?) -> Bool {
    guard let previous, !sample.isHitch else { return false }
    if let before = previous.axis, let after = sample.axis, before.velocity == 0, after.velocity == 0,
      before.position == after.position
    {
      return false
    }
    return sample.time - previous.time > gapThreshold
  }

  enum Marker {
    case grab(time: Double)
    /// The release, with the gesture's velocity and the settling animation's first velocity.
    case release(Handoff)
    /// J's 250 ms frame.
    case hitch(time: Double)

    var time: Double {
      switch self {
      case .grab(let time), .hitch(let time): time
      case .release(let handoff): handoff.time
      }
    }
  }

  /// How much history the plot shows, in seconds.
  let window: Double
  /// Two samples further apart than this (the loop slept: nothing moved) are not joined.
  static let gapThreshold = 0.1
  private(set) var samples: [Sample] = []
  private(set) var markers: [Marker] = []
  private var wasHeld = false
  private var lastHandoff: Handoff?

  init(window: Double = 3) {
    self.window = window
  }

  /// Records the frame at `time`; markers come from the probe's hold and hand-off changes.
  mutating func record(_ probe: SceneProbe, ghosts: [(color: Color, value: Double?)] = [], at time: Double) {
    if probe.isHeld && !wasHeld { markers.append(.grab(time: time)) }
    if let handoff = probe.handoff, handoff != lastHandoff {
      markers.append(.release(handoff))
      lastHandoff = handoff
    }
    wasHeld = probe.isHeld
    // Paused, the scene's time stands still: one sample per instant. Scrubbed back, the samples
    // after the instant shown go, so the samples stay in time order.
    while let last = samples.last, time <= last.time { samples.removeLast() }
    samples.append(Sample(time: time, axis: probe.axis, ghosts: ghosts))
    let oldest = time - window
    if let first = samples.firstIndex(where: { $0.time >= oldest }), first > 0 { samples.removeFirst(first) }
    markers.removeAll { $0.time < oldest }
  }

  /// Forgets everything (a reset, another scene), including the last hand-off seen.
  mutating func markHitch(at time: Double) {
    markers.append(.hitch(time: time))
    if let last = samples.indices.last, samples[last].time == time { samples[last].isHitch = true }
  }

  mutating func clear(keeping handoff: Handoff? = nil) {
    samples.removeAll()
    markers.removeAll()
    wasHeld = false
    lastHandoff = handoff
  }

  /// A scene file read again: each sample's curve becomes `previous`'s ghost reading (the
  /// version before, in `color`), and its own curve the new version's, `axis(time)`, so the
  /// plot shows both versions over the same gesture.
  mutating func replaceCurves(with axis: (Double) -> PlotAxis?, previous color: Color) {
    for index in samples.indices {
      samples[index].ghosts.append((color, samples[index].axis?.position))
      samples[index].axis = axis(samples[index].time)
    }
  }

  /// Adds a reading to the newest sample's ghosts (a scene file's version before its last save).
  mutating func addGhost(_ value: Double?, color: Color) {
    guard let last = samples.indices.last else { return }
    samples[last].ghosts.append((color, value))
  }

  /// The latest axis label, for the legend.
  var label: String? { samples.last(where: { $0.axis != nil })?.axis?.label }
}
