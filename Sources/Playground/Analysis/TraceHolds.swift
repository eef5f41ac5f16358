import Analysis
import Motion

/// A Flick trace's record of its holds: the frames drawn with a pointer down, and its grabs'
/// instants. Where a trace says so, a hold is what it recorded, not what the segmentation makes
/// of its frames (a drag of two frames at 30 fps fits a spring as well).
struct TraceHolds {
  var pointerDownTimes: Set<Double>
  var grabs: [Double]

  /// The frames of the hold around `time` among `samples` (a pointer down on the last frame
  /// before it and the first from it on, and every frame between them and the hold's
  /// ends), and when it began: its grab, where the trace has one between the frame before the
  /// hold and `time` (a scroll is grabbed when the pointer has moved past the slop, frames
  /// after it went down).
  func frames(around time: Double, in samples: [MotionSample]) -> (frames: [MotionSample], since: Double?)? {
    guard let after = samples.firstIndex(where: { $0.time >= time }), after > 0,
      pointerDownTimes.contains(samples[after].time), pointerDownTimes.contains(samples[after - 1].time)
    else { return nil }
    var first = after - 1
    while first > 0, pointerDownTimes.contains(samples[first - 1].time) { first -= 1 }
    var last = after
    while last + 1 < samples.count, pointerDownTimes.contains(samples[last + 1].time) { last += 1 }
    let opened = first > 0 ? samples[first - 1].time : -Double.infinity
    let since = grabs.last { $0 > opened && $0 < time }
    return (Array(samples[first...last]), since)
  }

  /// The hold around `time` read through it (`--held-at`): a Flick trace's hold as it recorded
  /// it, else (`holds` nil: a samples file, a video) the held segment the analysis found there.
  static func heldThrough(
    at time: Double, analysis: MotionAnalysis, samples: [MotionSample], holds: TraceHolds?
  ) -> HandoffJump? {
    guard let holds else { return analysis.heldThrough(at: time, samples: samples) }
    guard let hold = holds.frames(around: time, in: samples) else { return nil }
    return DrawnContinuity.heldThrough(at: time, frames: hold.frames, heldSince: hold.since)
  }
}
