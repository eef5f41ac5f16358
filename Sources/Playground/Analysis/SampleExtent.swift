import Analysis
import Motion

/// Where a recording's samples lie and how fast they go between two of them: the box the
/// stage fits them into, the axis they travel furthest on (the one both plots read, the live
/// one and the whole recording's), and the speed the live plot scales to. Worked out once when
/// the samples change, not at every frame's reading.
struct SampleExtent: Equatable {
  /// The smallest and the largest x and y of the samples.
  var low: Vector2
  var high: Vector2
  /// The fastest speed from one sample to the next (pt/s), at least 1.
  var fastest: Double

  /// The extent of `samples`; nil when there are none.
  init?(_ samples: [MotionSample]) {
    guard let first = samples.first else { return nil }
    low = first.position
    high = first.position
    fastest = 1
    for (index, sample) in samples.enumerated() {
      low = Vector2(x: min(low.x, sample.position.x), y: min(low.y, sample.position.y))
      high = Vector2(x: max(high.x, sample.position.x), y: max(high.y, sample.position.y))
      if index > 0, sample.time > samples[index - 1].time {
        let speed =
          (sample.position - samples[index - 1].position).magnitude / (sample.time - samples[index - 1].time)
        if speed.isFinite { fastest = max(fastest, speed) }
      }
    }
  }

  /// The same box grown to hold `point` as well.
  func including(_ point: Vector2) -> SampleExtent {
    var grown = self
    grown.low = Vector2(x: min(low.x, point.x), y: min(low.y, point.y))
    grown.high = Vector2(x: max(high.x, point.x), y: max(high.y, point.y))
    return grown
  }

  /// Whether the samples travel at least as far along x as along y: the axis the plots read.
  var isAlongX: Bool { high.x - low.x >= high.y - low.y }
}
