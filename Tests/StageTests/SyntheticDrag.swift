import Motion
import Stage

/// Pointer samples of a synthetic drag, as a desktop event source delivers them: at a given
/// event rate, with jitter, and with timestamps rounded to the millisecond (SDL2's resolution),
/// so several events often share one timestamp.
struct SyntheticDrag {
  /// How the events' instants and timestamps relate to the motion.
  enum Timing {
    /// Events come at the rate, each up to ±`jitter` seconds early or late; each carries the
    /// position at its own instant, and that instant rounded to the millisecond as timestamp.
    case jitteredEvents(jitter: Double)
    /// Events come exactly at the rate, but their timestamps are up to ±`jitter` seconds off
    /// (then rounded, and never going backwards, as a queue delivers them).
    case jitteredTimestamps(jitter: Double)
    /// Events come exactly at the rate and are delivered in bursts every `period` ± `jitter`
    /// seconds; every event of a burst is stamped with the burst's millisecond.
    case bursts(period: Double, jitter: Double)
  }

  struct Sample {
    /// What the event says: milliseconds.
    var timestamp: Double
    var position: Vector2
  }

  let samples: [Sample]

  /// - Parameters:
  ///   - rate: events per second.
  ///   - duration: how long the drag lasts, in seconds.
  ///   - startTime: the event source's clock at the start of the drag (large, like an uptime).
  ///   - position: where the pointer is `t` seconds after the start.
  init(
    rate: Double, duration: Double, startTime: Double, timing: Timing, seed: UInt64,
    position: (Double) -> Vector2
  ) {
    var random = SplitMix64(seed: seed)
    let count = Int((duration * rate).rounded()) + 1
    let nominal = (0..<count).map { Double($0) / rate }
    var samples: [Sample] = []
    switch timing {
    case .jitteredEvents(let jitter):
      let instants = nominal.map { min(max($0 + random.uniform(-jitter...jitter), 0), duration) }.sorted()
      samples = instants.map { Sample(timestamp: Self.millisecond(startTime + $0), position: position($0)) }
    case .jitteredTimestamps(let jitter):
      var previous = -Double.infinity
      for instant in nominal {
        let stamp = max(previous, Self.millisecond(startTime + instant + random.uniform(-jitter...jitter)))
        previous = stamp
        samples.append(Sample(timestamp: stamp, position: position(instant)))
      }
    case .bursts(let period, let jitter):
      var delivery = 0.0
      for instant in nominal {
        while delivery < instant { delivery += period + random.uniform(-jitter...jitter) }
        samples.append(Sample(timestamp: Self.millisecond(startTime + delivery), position: position(instant)))
      }
    }
    self.samples = samples
  }

  /// The last event's timestamp.
  var endTime: Double { samples.last!.timestamp }

  /// A tracker fed with every sample.
  var tracker: VelocityTracker {
    var tracker = VelocityTracker()
    for sample in samples { tracker.addSample(sample.position, at: sample.timestamp) }
    return tracker
  }

  /// How many samples share their timestamp with the one before (the bursts).
  var repeatedTimestamps: Int {
    zip(samples, samples.dropFirst()).filter { $0.timestamp == $1.timestamp }.count
  }

  private static func millisecond(_ time: Double) -> Double { (time * 1000).rounded() / 1000 }
}
