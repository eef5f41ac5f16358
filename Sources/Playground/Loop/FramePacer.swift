/// Paces a window's frames by hand where the present does not wait for vsync (a software window
/// under X, as in Xvfb): each frame is presented at its slot, one frame interval after the last,
/// and made as late as it can be before it.
///
/// Presenting as soon as a frame is drawn, on a grid of frame starts, puts every change in the
/// drawing time into the presented-frame interval: a 3 ms frame after a 10 ms one is shown 7 ms
/// early, a 10 ms frame after a 3 ms one 7 ms late (a 23.7 ms interval at 60 Hz, a visible
/// stutter though no frame took longer than its interval). So the loop waits for the slot
/// instead, as a display's vsync would, and starts the frame only as early as the recent frames
/// need: the inputs are read as late as they can be, and wait only for what the budget holds
/// beyond the frame's own making and present.
///
/// A frame that still misses its slot is presented at once, and the slots start again from it;
/// so do they from a present well before its slot (the first frames, shown at once while no
/// present's cost is known, or a present cheaper than expected): there is no display to keep in
/// phase with, and keeping the old phase would make one interval too short and the next too
/// long, or the other way round.
///
/// Times are the loop's clock, in seconds; the pacer reads no clock.
struct FramePacer {
  /// The time between two presents.
  let interval: Double
  /// The time the next frame is to be presented; nil before the first frame and after an idle
  /// wait (the frame after one is made and shown at once).
  private(set) var slot: Double?
  /// The last frames' making (update and draw) and presenting times, and what a present cost
  /// per pixel, for the next budget.
  private var recentWork: [Double] = []
  private var recentPresents: [Double] = []
  private var recentPresentRates: [Double] = []
  /// How many frames the budgets look back: half a second at 60 Hz, long enough to span a
  /// gesture's heavier frames, short enough to forget a transition that ended.
  static let remembered = 30
  /// Presents of fewer pixels than this are left out of the cost per pixel: a small one's time
  /// is mostly the call's own.
  static let pixelsForRate = 65_536
  /// A present this late or early or less keeps the slots' phase (an interval at most this much
  /// longer, the next one as much shorter): the budget keeps no margin of its own, which every
  /// input would wait for, for frames a little over it.
  static let lateness = 0.002

  init(interval: Double) {
    self.interval = interval
    recentWork.reserveCapacity(Self.remembered)
    recentPresents.reserveCapacity(Self.remembered)
    recentPresentRates.reserveCapacity(Self.remembered)
  }

  /// What making and presenting a frame is given: the last frame's making and present times or,
  /// if longer, the recent ones' but for the longest of each (one frame that met something new,
  /// a text drawn for the first time, would hold every frame of the next half second to its
  /// cost, and their inputs wait for it); at most the interval. With nothing remembered yet, the
  /// whole interval: the frame starts at once.
  var budget: Double {
    guard let lastWork = recentWork.last, let lastPresent = recentPresents.last else { return interval }
    let work = max(lastWork, Self.secondLongest(recentWork))
    let present = max(lastPresent, Self.secondLongest(recentPresents))
    return min(interval, work + present)
  }

  /// When to read the inputs and start making the next frame (nil: at once).
  var frameStart: Double? { slot.map { $0 - budget } }

  /// What presenting `pixels` changed pixels is expected to take: the recent presents' median
  /// cost per pixel. A present's cost follows the changed area (a full screen at 3840×2160
  /// under Xvfb takes about 3 ms, a moving card's rectangle a fraction of one), which changes
  /// from frame to frame, most of all where a transition starts or ends.
  func expectedPresent(pixels: Int) -> Double { Double(pixels) * Self.median(recentPresentRates) }

  /// When to present a frame of `pixels` changed pixels (nil: at once), for it to be shown at
  /// its slot; at once while no present's cost is known (the frames just after the first).
  func presentStart(pixels: Int) -> Double? {
    guard let slot, !recentPresentRates.isEmpty else { return nil }
    return slot - expectedPresent(pixels: pixels)
  }

  /// The frame made from `frameStart` took `work` seconds; its present of `pixels` pixels from
  /// `presentStart` returned at `presented`. Sets the next slot.
  ///
  /// A frame made at once (the first, or the first after an idle wait) is not remembered: it
  /// pays for what waking up costs (the window's first surface and present, the first drawing
  /// of the scene), not what the frames after it will.
  mutating func presented(work: Double, pixels: Int, presentStart: Double, presented: Double) {
    let present = max(0, presented - presentStart)
    if slot != nil {
      Self.remember(max(0, work), in: &recentWork)
      Self.remember(present, in: &recentPresents)
      if pixels >= Self.pixelsForRate { Self.remember(present / Double(pixels), in: &recentPresentRates) }
    }
    if let slot, abs(presented - slot) <= Self.lateness {
      self.slot = slot + interval
    } else {
      self.slot = presented + interval
    }
  }

  /// The loop waited for input (nothing moved): the next frame is made and shown at once, and
  /// the slots start again from it.
  mutating func restart() { slot = nil }

  private static func remember(_ value: Double, in values: inout [Double]) {
    guard value.isFinite else { return }
    if values.count == remembered { values.removeFirst() }
    values.append(value)
  }

  private static func secondLongest(_ values: [Double]) -> Double {
    var longest = 0.0
    var second = 0.0
    for value in values {
      if value > longest {
        second = longest
        longest = value
      } else if value > second {
        second = value
      }
    }
    return values.count == 1 ? longest : second
  }

  private static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }
}
