import Motion
import Stage

/// What the video shows of the hands: for each pointer (keyed by an integer id, 0 for the
/// mouse; touches bring their own), a dot while it is down, a short fading trail while it
/// drags, a ring that grows from the press and one that fades where it was released. Pure
/// state: events in, shapes for a time out, drawn by ``IndicatorPainter``.
struct PointerIndicators {
  struct Sample: Equatable {
    var location: Vector2
    var time: Double
  }

  /// One pointer's gesture: where it went, and when it was pressed and let go.
  struct Track: Equatable {
    var press: Sample
    var trail: [Sample]
    var release: Sample?
  }

  /// A shape to draw, in points.
  enum Shape: Equatable {
    /// A filled disc.
    case disc(center: Vector2, radius: Double, color: Color)
    /// A ring of `width`, its outer edge at `radius`.
    case ring(center: Vector2, radius: Double, width: Double, color: Color)
  }

  static let touchRadius = 14.0
  /// How long the trail behind a dragging pointer lasts, and the rings after a press and a release.
  static let trailDuration = 0.3
  static let pressDuration = 0.3
  static let releaseDuration = 0.45
  static let touchColor = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
  static let edgeColor = Color(red: 0.1, green: 0.12, blue: 0.18, alpha: 0.55)
  static let pressColor = Color(hex: 0x3D7BFD)
  static let releaseColor = Color(hex: 0xFF6B8A)

  private(set) var tracks: [Int: Track] = [:]

  /// A pointer event at `time` (the loop's clock, the video's); `id` 0 is the mouse.
  mutating func handle(_ kind: PointerEvent.Kind, id: Int = 0, at location: Vector2, time: Double) {
    guard location.isFinite, time.isFinite else { return }
    let sample = Sample(location: location, time: time)
    switch kind {
    case .down:
      tracks[id] = Track(press: sample, trail: [sample], release: nil)
    case .move:
      guard var track = tracks[id], track.release == nil else { return }
      track.trail.append(sample)
      // Only the trail's visible tail is kept, with the sample its first segment starts from.
      while track.trail.count > 2, time - track.trail[1].time > Self.trailDuration {
        track.trail.removeFirst()
      }
      tracks[id] = track
    case .up, .cancel:
      guard var track = tracks[id], track.release == nil else { return }
      track.trail.append(sample)
      track.release = sample
      tracks[id] = track
    }
  }

  /// Forgets what no longer shows at `time`.
  mutating func prune(at time: Double) {
    tracks = tracks.filter { _, track in
      guard let release = track.release else { return true }
      return time - release.time < Self.releaseDuration
    }
  }

  /// The shapes to draw at `time`, back to front.
  func shapes(at time: Double) -> [Shape] {
    var shapes: [Shape] = []
    for id in tracks.keys.sorted() {
      guard let track = tracks[id] else { continue }
      shapes += trail(of: track, at: time)
      let sincePress = time - track.press.time
      if sincePress >= 0, sincePress < Self.pressDuration {
        let progress = sincePress / Self.pressDuration
        shapes.append(
          .ring(
            center: track.press.location, radius: Self.touchRadius * (1 + 1.2 * progress), width: 3,
            color: Self.pressColor.with(alpha: 0.9 * (1 - progress))))
      }
      if let release = track.release {
        let since = time - release.time
        if since >= 0, since < Self.releaseDuration {
          let progress = since / Self.releaseDuration
          shapes.append(
            .ring(
              center: release.location, radius: Self.touchRadius * (1 + 0.6 * progress), width: 3,
              color: Self.releaseColor.with(alpha: 0.9 * (1 - progress))))
        }
      } else if let current = track.trail.last {
        shapes.append(.disc(center: current.location, radius: Self.touchRadius, color: Self.edgeColor))
        shapes.append(.disc(center: current.location, radius: Self.touchRadius - 2.5, color: Self.touchColor))
      }
    }
    return shapes
  }

  /// Discs along the path of the last ``trailDuration`` seconds, smaller and fainter with age,
  /// every 3 points so that a fast drag leaves a line and not beads.
  private func trail(of track: Track, at time: Double) -> [Shape] {
    let end = track.release?.time ?? time
    guard time - end < Self.trailDuration else { return [] }
    var shapes: [Shape] = []
    for (a, b) in zip(track.trail, track.trail.dropFirst()) {
      let length = a.location.distance(to: b.location)
      let steps = max(1, Int((length / 3).rounded(.up)))
      for step in 0..<steps {
        let fraction = Double(step) / Double(steps)
        let sampleTime = a.time + (b.time - a.time) * fraction
        let age = time - sampleTime
        guard age >= 0, age < Self.trailDuration else { continue }
        let fade = 1 - age / Self.trailDuration
        shapes.append(
          .disc(
            center: a.location + fraction * (b.location - a.location), radius: Self.touchRadius * 0.55 * fade,
            color: Self.pressColor.with(alpha: 0.45 * fade)))
      }
    }
    return shapes
  }
}
