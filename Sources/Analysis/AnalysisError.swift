/// Why a series of samples cannot be analysed. Each case's description is the sentence the
/// command line prints after `flick:`.
public enum AnalysisError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Fewer samples than any law needs.
  case tooFewSamples(count: Int)
  /// A time or position that is NaN or infinite, at the sample's index.
  case notFinite(index: Int)
  /// A time that is not after the one before it (unsorted or repeated), at the sample's index.
  case timeNotIncreasing(index: Int, time: Double, previous: Double)
  /// The subject never moves further than `range` points.
  case nothingMoves(range: Double)

  public var description: String {
    switch self {
    case .tooFewSamples(let count):
      return "\(count) sample\(count == 1 ? "" : "s"): at least 4 are needed to find a motion"
    case .notFinite(let index):
      return "sample \(index + 1) has a time or position that is not a finite number"
    case .timeNotIncreasing(let index, let time, let previous):
      return
        "sample \(index + 1) at t = \(time) s does not come after the one before it (t = \(previous) s): times must increase"
    case .nothingMoves(let range):
      let shown = (range * 100).rounded() / 100
      return "nothing moves: the subject stays within \(shown) pt of where it starts"
    }
  }
}
