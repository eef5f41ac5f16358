import Foundation
import Histogram

/// What frames cost: the scene's update (input and advance), the drawing, both together, and in
/// a window the interval between presented frames, each present's own time, and each pointer
/// event's input-to-present latency (``LatencyMeter``): each in an HdrHistogram (nanoseconds,
/// three significant digits) for the whole run (`--stats`), and as the values of the current
/// second, sorted when it ends, for the last whole second of frames (the HUD's p50 and p99).
/// Recording never allocates: the histograms and the second's arrays are made once and
/// emptied, not replaced.
struct FrameCostMeter {
  enum Measure: Int, CaseIterable {
    case update, draw, frame, interval, latency, present

    var name: String {
      switch self {
      case .update: "update"
      case .draw: "draw"
      case .frame: "frame"
      case .interval: "interval"
      case .latency: "latency"
      case .present: "present"
      }
    }
  }

  /// p50, p99 and max of one measure, in seconds.
  struct Summary: Equatable {
    var p50: Double
    var p99: Double
    var max: Double
    var count: Int
  }

  /// A minute per frame is the most a histogram tracks; longer values count as a minute.
  private static let highestTrackable: UInt64 = 60_000_000_000
  private var wholeRun: [Histogram<UInt64>]
  /// This second's values (nanoseconds) of each measure: a few hundred at most, sorted once when
  /// the second ends. Asking a histogram that tracks up to a minute at three digits for its
  /// percentiles walks tens of thousands of buckets: 5 ms once a second, which in a window was
  /// the frame that missed its present (interval p99 21.7 ms where every frame cost under 1 ms).
  private var thisSecond: [[UInt64]]
  /// The last whole second's summaries (nil until a second has passed).
  private(set) var lastSecond: [Summary?]
  private var secondStart: Double?
  /// Frames recorded over the run.
  private(set) var frames = 0

  init() {
    let histogram = Histogram<UInt64>(
      highestTrackableValue: Self.highestTrackable, numberOfSignificantValueDigits: .three)
    wholeRun = Array(repeating: histogram, count: Measure.allCases.count)
    thisSecond = Array(repeating: [], count: Measure.allCases.count)
    for index in thisSecond.indices { thisSecond[index].reserveCapacity(Self.valuesKeptPerSecond) }
    lastSecond = Array(repeating: nil, count: Measure.allCases.count)
  }

  /// Records one frame made at `time` (the loop's clock, seconds) whose update took `update`
  /// and drawing `draw` seconds.
  mutating func recordFrame(at time: Double, update: Double, draw: Double) {
    rollSecond(at: time)
    record(.update, update)
    record(.draw, draw)
    record(.frame, update + draw)
    frames += 1
  }

  /// Records the time between two presented frames (window only).
  mutating func recordInterval(_ seconds: Double) { record(.interval, seconds) }

  /// Records how long one present took (window only): handing the frame's changed pixels to the
  /// window system until it returns.
  mutating func recordPresent(_ seconds: Double) { record(.present, seconds) }

  /// Records one pointer event's time from its timestamp to the present that showed it.
  mutating func recordLatency(_ seconds: Double) { record(.latency, seconds) }

  /// The whole run's summary of `measure`, nil when nothing was recorded.
  func summary(_ measure: Measure) -> Summary? { Self.summary(of: wholeRun[measure.rawValue]) }

  /// `--stats`: the frame count, then one line per measure recorded, e.g.
  /// `update: p50 0.21 ms, p99 0.35 ms, max 0.80 ms`.
  var report: String {
    var lines = ["frames: \(frames)"]
    for measure in Measure.allCases {
      guard let summary = summary(measure) else { continue }
      lines.append(
        "\(measure.name): p50 \(Self.milliseconds(summary.p50)), p99 \(Self.milliseconds(summary.p99)), "
          + "max \(Self.milliseconds(summary.max))")
    }
    return lines.joined(separator: "\n")
  }

  static func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

  private mutating func record(_ measure: Measure, _ seconds: Double) {
    guard seconds.isFinite else { return }
    let nanoseconds = UInt64(min(max(seconds, 0) * 1e9, Double(Self.highestTrackable)))
    _ = wholeRun[measure.rawValue].record(nanoseconds)
    // A second of pointer events at 1 kHz, or an unpaced loop, stops adding at this many.
    if thisSecond[measure.rawValue].count < Self.valuesKeptPerSecond {
      thisSecond[measure.rawValue].append(nanoseconds)
    }
  }

  /// A second of frames is complete: its summaries become the HUD's, its histograms start over.
  private mutating func rollSecond(at time: Double) {
    // The first frame, or one after a gap (the loop slept while idle): a new second starts.
    guard let start = secondStart, time >= start, time - start < 2 else {
      resetSecond(at: time)
      return
    }
    guard time - start >= 1 else { return }
    for measure in Measure.allCases {
      thisSecond[measure.rawValue].sort()
      lastSecond[measure.rawValue] = Self.summary(ofSorted: thisSecond[measure.rawValue])
    }
    resetSecond(at: time)
  }

  private mutating func resetSecond(at time: Double) {
    for index in thisSecond.indices { thisSecond[index].removeAll(keepingCapacity: true) }
    secondStart = time
  }

  private static let valuesKeptPerSecond = 2048

  /// p50 and p99 as a histogram gives them (the smallest value with that share of the values at
  /// or below it), from sorted nanoseconds.
  private static func summary(ofSorted values: [UInt64]) -> Summary? {
    guard let last = values.last else { return nil }
    func percentile(_ share: Double) -> Double {
      let rank = max(1, Int((share * Double(values.count)).rounded(.up)))
      return Double(values[min(values.count, rank) - 1]) / 1e9
    }
    return Summary(p50: percentile(0.5), p99: percentile(0.99), max: Double(last) / 1e9, count: values.count)
  }

  private static func summary(of histogram: Histogram<UInt64>) -> Summary? {
    guard histogram.totalCount > 0 else { return nil }
    return Summary(
      p50: Double(histogram.valueAtPercentile(50)) / 1e9, p99: Double(histogram.valueAtPercentile(99)) / 1e9,
      max: Double(histogram.max) / 1e9, count: Int(histogram.totalCount))
  }
}
