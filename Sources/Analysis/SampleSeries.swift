import Foundation
import Motion

/// Samples checked for analysis: finite, at increasing times, at least four; with the noise of
/// their positions estimated.
public struct SampleSeries: Sendable {
  /// The samples, in time order.
  public let samples: [MotionSample]
  /// The standard deviation of the positions' noise along one axis (points), estimated from how
  /// far each sample lies from the line through its neighbours (median absolute deviation, so
  /// the few samples where the motion bends do not count). Samples exactly on that line (a
  /// subject standing still in a recording, whose frames repeat its position to the bit) say
  /// nothing of the noise and are left out: a recording that snaps to whole pixels while it
  /// moves has the noise of that rounding, which a still majority would hide.
  public let noise: Double
  /// The noise as the cubic through each sample's four neighbours sees it: a smooth motion's
  /// own bending left out (see ``estimateSmoothNoise(_:)``), so never much more than ``noise``
  /// and far less on a short, fast curve.
  public let smoothNoise: Double

  /// Checks `samples` (they must already be in time order: an unsorted or repeated time is an
  /// error, never silently sorted, since it means the file is not what it claims).
  public init(_ samples: [MotionSample]) throws(AnalysisError) {
    for (index, sample) in samples.enumerated() {
      guard sample.time.isFinite, sample.position.isFinite else { throw .notFinite(index: index) }
      if index > 0, !(sample.time > samples[index - 1].time) {
        throw .timeNotIncreasing(index: index, time: sample.time, previous: samples[index - 1].time)
      }
    }
    guard samples.count >= 4 else { throw .tooFewSamples(count: samples.count) }
    self.samples = samples
    self.noise = Self.estimateNoise(samples)
    self.smoothNoise = Swift.min(noise, Self.estimateSmoothNoise(samples))
  }

  /// σ from the interpolation residuals e = x_i − (h₊·x₍ᵢ₋₁₎ + h₋·x₍ᵢ₊₁₎)/(h₋ + h₊), whose variance
  /// is σ²(1 + w₋² + w₊²) for white noise; 1.4826 · median |e| is σ for a normal distribution.
  static func estimateNoise(_ samples: [MotionSample]) -> Double {
    var scaled: [Double] = []
    var moving: [Double] = []
    scaled.reserveCapacity(2 * samples.count)
    for index in 1..<(samples.count - 1) {
      let before = samples[index].time - samples[index - 1].time
      let after = samples[index + 1].time - samples[index].time
      let weightBefore = after / (before + after)
      let weightAfter = before / (before + after)
      let spread = (1 + weightBefore * weightBefore + weightAfter * weightAfter).squareRoot()
      let line =
        weightBefore * samples[index - 1].position + weightAfter * samples[index + 1].position
      let error = samples[index].position - line
      for component in [error.x, error.y] where Swift.abs(component) > 1e-9 {
        scaled.append(Swift.abs(component) / spread)
      }
      if samples[index - 1].position.distance(to: samples[index + 1].position) > 0.5 {
        moving.append(Swift.abs(error.x) / spread)
        moving.append(Swift.abs(error.y) / spread)
      }
    }
    guard !scaled.isEmpty else { return 0 }
    scaled.sort()
    let median = 1.4826 * scaled[scaled.count / 2]
    // While it moves, the root mean square of the smallest four fifths (the bends left out):
    // rounding to whole pixels is not normal noise, and its median can be zero.
    moving.sort()
    let kept = moving.prefix(Swift.max(1, moving.count * 4 / 5))
    let rounding = moving.isEmpty ? 0 : (kept.reduce(0) { $0 + $1 * $1 } / Double(kept.count)).squareRoot()
    return Swift.max(median, rounding)
  }

  /// σ from the residuals of each sample against the cubic through its two neighbours either
  /// side (Lagrange's weights at its time), scaled by (1 + Σ w²)^½ for white noise; 1.4826 ·
  /// median |e|. The line through two neighbours misses a curve by its acceleration times a
  /// frame squared, a cubic only by its fourth derivative times a frame to the fourth: on the
  /// modal's 0.35 s ease-in-out in a 60 fps Flick trace, exact to 1e-4 pt, 2.26 pt against
  /// 0.03 pt (the curve's two ends). That bending passed as noise let a spring "fit" the curve
  /// (response 0.194 s, residual 0.39 pt); this is the noise a law is judged by before a timed
  /// curve is tried.
  static func estimateSmoothNoise(_ samples: [MotionSample]) -> Double {
    guard samples.count >= 5 else { return .infinity }
    var scaled: [Double] = []
    scaled.reserveCapacity(2 * samples.count)
    for index in 2..<(samples.count - 2) {
      let time = samples[index].time
      let neighbours = [index - 2, index - 1, index + 1, index + 2]
      var weights: [Double] = []
      for k in neighbours {
        var weight = 1.0
        for m in neighbours where m != k {
          weight *= (time - samples[m].time) / (samples[k].time - samples[m].time)
        }
        weights.append(weight)
      }
      guard weights.allSatisfy(\.isFinite) else { continue }
      let spread = (1 + weights.reduce(0) { $0 + $1 * $1 }).squareRoot()
      var cubic = Vector2.zero
      for (k, weight) in zip(neighbours, weights) { cubic = cubic + weight * samples[k].position }
      let error = samples[index].position - cubic
      for component in [error.x, error.y] where Swift.abs(component) > 1e-9 {
        scaled.append(Swift.abs(component) / spread)
      }
    }
    guard !scaled.isEmpty else { return 0 }
    scaled.sort()
    return 1.4826 * scaled[scaled.count / 2]
  }

  /// The largest distance of any sample from the first.
  public var range: Double {
    let first = samples[0].position
    return samples.reduce(0) { Swift.max($0, $1.position.distance(to: first)) }
  }
}
