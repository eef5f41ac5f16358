import Foundation
import Motion

/// A spring as CSS `linear()`: a polyline through the exact closed-form curve with as few points
/// as keep it within a tolerance of the distance, by Douglas–Peucker on the curve sampled
/// densely (the error is measured vertically, in progress, which is what the eye and the
/// tolerance are about). Progress runs 0 → 1 (it may overshoot); time is a fraction of
/// ``duration``, the spring's settling time, where the curve ends at 1 exactly.
struct LinearEasing {
  struct Point: Equatable {
    /// Fraction of the duration, 0…1.
    var time: Double
    var progress: Double
  }

  let spring: Spring
  /// The release velocity as a fraction of the distance per second.
  let normalizedVelocity: Double
  /// Seconds until the spring stays within `tolerance` of the distance.
  let duration: Double
  let points: [Point]

  /// The samples the simplification works on.
  static let sampleCount = 2000
  /// Douglas–Peucker keeps the polyline this far inside the tolerance, for the rounding of the
  /// written numbers (four decimals of progress, two of a percent of the time).
  static let margin = 0.8

  init(spring: Spring, normalizedVelocity: Double, tolerance: Double = 0.005) {
    self.spring = spring
    self.normalizedVelocity = normalizedVelocity
    let settling = spring.settlingDuration(from: -1.0, velocity: normalizedVelocity, restDistance: tolerance)
    duration = settling.isFinite && settling > 0 ? settling : 0
    guard duration > 0 else {
      points = [Point(time: 0, progress: 0), Point(time: 1, progress: 1)]
      return
    }
    let samples = (0...Self.sampleCount).map { index in
      let time = Double(index) / Double(Self.sampleCount)
      return Point(time: time, progress: Self.progress(spring, normalizedVelocity, at: time * settling))
    }
    var ends = samples
    ends[0].progress = 0
    ends[ends.count - 1].progress = 1
    points = Self.simplify(ends, tolerance: tolerance * Self.margin)
  }

  /// The exact curve: progress at `seconds` after the release.
  func progress(atSeconds seconds: Double) -> Double {
    Self.progress(spring, normalizedVelocity, at: seconds)
  }

  static func progress(_ spring: Spring, _ velocity: Double, at seconds: Double) -> Double {
    1 + spring.evaluate(displacement: -1.0, velocity: velocity, after: seconds).displacement
  }

  /// The polyline's progress at a fraction of the duration.
  static func interpolate(_ points: [Point], at time: Double) -> Double {
    guard let first = points.first, let last = points.last else { return 0 }
    if time <= first.time { return first.progress }
    if time >= last.time { return last.progress }
    var low = 0
    var high = points.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if points[middle].time <= time { low = middle } else { high = middle }
    }
    let a = points[low]
    let b = points[high]
    let span = b.time - a.time
    guard span > 0 else { return b.progress }
    return a.progress + (b.progress - a.progress) * (time - a.time) / span
  }

  /// Douglas–Peucker with vertical error: keeps the ends, and splits a span at its worst sample
  /// while that sample is further than `tolerance` from the chord.
  static func simplify(_ samples: [Point], tolerance: Double) -> [Point] {
    guard samples.count > 2 else { return samples }
    var keep = [Bool](repeating: false, count: samples.count)
    keep[0] = true
    keep[samples.count - 1] = true
    var spans = [(0, samples.count - 1)]
    while let (start, end) = spans.popLast() {
      guard end - start > 1 else { continue }
      let a = samples[start]
      let b = samples[end]
      var worst = start
      var worstError = 0.0
      for index in (start + 1)..<end {
        let point = samples[index]
        let chord = a.progress + (b.progress - a.progress) * (point.time - a.time) / (b.time - a.time)
        let error = abs(point.progress - chord)
        if error > worstError {
          worstError = error
          worst = index
        }
      }
      if worstError > tolerance {
        keep[worst] = true
        spans.append((start, worst))
        spans.append((worst, end))
      }
    }
    return zip(samples, keep).compactMap { $1 ? $0 : nil }
  }

  /// `linear(0, 0.2346 3.1%, …, 1)`: each inner point with its place in time.
  var css: String {
    let stops = points.enumerated().map { index, point in
      let progress = CodeNumber.text((point.progress * 10_000).rounded() / 10_000)
      if index == 0 || index == points.count - 1 { return progress }
      let percent = CodeNumber.text((point.time * 10_000).rounded() / 100)
      return "\(progress) \(percent)%"
    }
    return "linear(" + stops.joined(separator: ", ") + ")"
  }

  /// Reads a `linear(…)` written by ``css`` back into points (for tests and checks).
  static func parse(_ css: String) -> [Point]? {
    guard let open = css.firstIndex(of: "("), let close = css.lastIndex(of: ")") else { return nil }
    let stops = css[css.index(after: open)..<close].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).split(separator: " ")
    }
    guard stops.count >= 2 else { return nil }
    var points: [Point] = []
    for (index, stop) in stops.enumerated() {
      guard let progress = Double(stop.first ?? "") else { return nil }
      let time: Double
      if stop.count > 1, stop[1].hasSuffix("%"), let percent = Double(stop[1].dropLast()) {
        time = percent / 100
      } else if index == 0 {
        time = 0
      } else if index == stops.count - 1 {
        time = 1
      } else {
        return nil
      }
      points.append(Point(time: time, progress: progress))
    }
    return points
  }
}
