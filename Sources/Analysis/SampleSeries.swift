import Foundation
import Motion

/// Samples checked for analysis: finite, at increasing times, at least four; with the noise of
/// their positions estimated.
public struct SampleSeries: Sendable {
  /// The samples, in time order.
  public let samples: [MotionSample]
  /// The standard deviation of the positions' noise along one axis (points), estimated from how
  /// far each sample lies from the line through its neighbours (median absolute deviation, so
  /// the few samples where the motion bends do not count).
  public let noise: Double

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
  }

  /// σ from the interpolation residuals e = x_i − (h₊·x₍ᵢ₋₁₎ + h₋·x₍ᵢ₊₁₎)/(h₋ + h₊), whose variance
  /// is σ²(1 + w₋² + w₊²) for white noise; 1.4826 · median |e| is σ for a normal distribution.
  static func estimateNoise(_ samples: [MotionSample]) -> Double {
    var scaled: [Double] = []
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
      scaled.append(Swift.abs(error.x) / spread)
      scaled.append(Swift.abs(error.y) / spread)
    }
    scaled.sort()
    let median = scaled[scaled.count / 2]
    return 1.4826 * median
  }

  /// The largest distance of any sample from the first.
  public var range: Double {
    let first = samples[0].position
    return samples.reduce(0) { Swift.max($0, $1.position.distance(to: first)) }
  }
}
