import Foundation
import Motion

/// What a recorded motion is made of: its segments (held, spring, decay), each fitted in closed
/// form with Motion's own spring and decay, and the hand-offs between them with their jumps.
///
/// ```swift
/// let analysis = try MotionAnalysis(samples: samples)
/// for segment in analysis.segments { print(segment.law.kindName, segment.spring?.response ?? 0) }
/// for handoff in analysis.handoffs { print(handoff.at, handoff.velocityJump) }
/// ```
public struct MotionAnalysis: Sendable {
  /// The segments in time order, covering every sample once.
  public let segments: [MotionSegment]
  /// One between each pair of neighbouring segments.
  public let handoffs: [HandoffJump]
  /// The positions' noise the segmentation judged fits against (points, one axis).
  public let noise: Double

  /// Analyses samples in time order (see ``SampleSeries`` for what is refused). `noiseFloor`
  /// (points) is the least noise fits are judged against: a tracker's own sub-pixel error,
  /// which a recording that mostly stands still hides from the noise estimate (a video
  /// followed by template matching: 0.1).
  ///
  /// `instants` are times (seconds) at which hand-offs are known to have happened, where the
  /// recording says so (a Flick trace writes each input's time): a hand-off found within the
  /// segmenter's reach (four sample intervals) of one is read at it, as the live meter read it, rather than at the corner
  /// the laws make (ambiguous where nothing moves, a grab of a subject at rest).
  ///
  /// - Throws: ``AnalysisError`` for too few samples, a time out of order or repeated, a
  ///   non-finite number, or a subject that never moves.
  public init(samples: [MotionSample], noiseFloor: Double = 0.02, instants: [Double] = [])
    throws(AnalysisError)
  {
    let series = try SampleSeries(samples)
    let segmenter = MotionSegmenter(series, noiseFloor: noiseFloor)
    let range = series.range
    guard range > Swift.max(1.0, 6 * segmenter.noise) else { throw .nothingMoves(range: range) }
    noise = series.noise
    let times = segmenter.times
    // Neighbouring held pieces are one held segment: a hold and a drag obey no law to split at.
    var groups: [[MotionSegmenter.Piece]] = []
    for piece in segmenter.pieces() {
      if piece.kind == .held, let last = groups.last?.last, last.kind == .held {
        groups[groups.count - 1].append(piece)
      } else {
        groups.append([piece])
      }
    }
    var corners: [HandoffJump] = []
    for index in 1..<groups.count {
      let after = groups[index].first!
      var corner = Self.handoff(from: groups[index - 1].last!, to: after, times: times)
      let interval = times[after.range.lowerBound] - times[after.range.lowerBound - 1]
      if let known = instants.min(by: { Swift.abs($0 - corner.at) < Swift.abs($1 - corner.at) }),
        Swift.abs(known - corner.at) <= Double(MotionSegmenter.lookBack) * interval
      {
        corner.at = known
      }
      corners.append(corner)
    }
    // The jumps themselves are read as the live meter reads a run's frames (``DrawnContinuity``):
    // a held side from its samples (back to the hand-off before it, on to the one after), a
    // free side from the law fitted to it.
    let samples = series.samples
    var handoffs: [HandoffJump] = []
    var starts = [times[0]]
    for (index, corner) in corners.enumerated() {
      let from = index > 0 ? corners[index - 1].at : -Double.infinity
      let to = index + 1 < corners.count ? corners[index + 1].at : Double.infinity
      func side(_ piece: MotionSegmenter.Piece, isBefore: Bool) -> DrawnContinuity.Side {
        guard piece.kind == .held else {
          let state = piece.law.state(at: corner.at)
          return .state(position: state.position, velocity: state.velocity)
        }
        return .frames(
          samples.filter {
            isBefore ? $0.time >= from && $0.time < corner.at : $0.time >= corner.at && $0.time < to
          })
      }
      let handoff =
        DrawnContinuity.jump(
          corner.kind, at: corner.at, before: side(groups[index].last!, isBefore: true),
          after: side(groups[index + 1].first!, isBefore: false), heldSince: from.isFinite ? from : nil)
        ?? corner
      handoffs.append(handoff)
      starts.append(handoff.at)
    }
    var segments: [MotionSegment] = []
    for (index, group) in groups.enumerated() {
      let start = starts[index]
      let end = index + 1 < starts.count ? starts[index + 1] : times[times.count - 1]
      let first = group[0].law
      let state = first.state(at: Swift.max(start, first.origin))
      let squares = group.reduce(0) { $0 + $1.law.residualSumOfSquares }
      let freedom = group.reduce(0) { $0 + Swift.max(1, 2 * $1.law.sampleCount - $1.law.parameterCount) }
      segments.append(
        MotionSegment(
          start: start, end: end, law: first.law, position: state.position, velocity: state.velocity,
          residual: (squares / Double(freedom)).squareRoot(),
          samples: group[0].range.lowerBound..<group[group.count - 1].range.upperBound,
          lawFits: segmenter.explains(group[0]),
          pieces: group.map(\.law)))
    }
    self.segments = segments
    self.handoffs = handoffs
  }

  /// The hand-off between two pieces that meet at sample `boundary` (the first of `after`):
  /// the time, from a few samples before the boundary to a few after, where
  /// |Δposition| + h·|Δvelocity| is least, h a frame interval. Position is continuous at a real
  /// hand-off; where velocity jumps, the position gap grows linearly either side of the instant,
  /// and where velocity is kept, the position gap is flat (quadratic) but the velocity gap grows
  /// linearly: the sum has its corner at the instant either way. A law whose acceleration
  /// barely changes at the hand-off (a decay let go slowly) fits a sample or two of the drag
  /// too, so the boundary alone may be frames late; the corner is not.
  static func handoff(
    from before: MotionSegmenter.Piece, to after: MotionSegmenter.Piece, times: [Double]
  ) -> HandoffJump {
    let boundary = after.range.lowerBound
    let reach = MotionSegmenter.lookBack - 1
    let first = Swift.max(before.range.lowerBound + 1, boundary - reach, 1)
    let last = Swift.min(after.range.upperBound - 1, boundary + reach)
    let interval = times[boundary] - times[boundary - 1]
    var best: (cost: Double, gap: Double, time: Double) = (.infinity, .infinity, times[boundary])
    for index in first...Swift.max(first, last) {
      let earlier = times[index - 1]
      let later = times[index]
      for step in 0..<20 {
        let time = earlier + (later - earlier) * Double(step) / 20
        guard time >= after.law.origin, time >= before.law.origin else { continue }
        let (positionBefore, velocityBefore) = before.law.state(at: time)
        let (positionAfter, velocityAfter) = after.law.state(at: time)
        let gap = positionBefore.distance(to: positionAfter)
        // Ties (a flat stretch) go to the time nearest the boundary.
        let distance = Swift.abs(time - times[boundary - 1]) / interval
        let cost = gap + interval * velocityBefore.distance(to: velocityAfter) + 1e-9 * distance
        if cost < best.cost { best = (cost, gap, time) }
      }
    }
    let kind: HandoffJump.Kind =
      before.kind == .held ? .release : after.kind == .held ? .grab : .retarget
    return HandoffJump(
      at: best.time, kind: kind, positionJump: best.gap,
      velocityBefore: before.law.state(at: best.time).velocity,
      velocityAfter: after.law.state(at: best.time).velocity)
  }
}

extension MotionAnalysis {
  /// The hold around `time` read through at `time` (``DrawnContinuity/heldThrough(at:frames:heldSince:)``):
  /// `samples` are those analysed. nil where `time` is not inside a held segment, or where the
  /// segment has fewer than two samples on either side of it.
  public func heldThrough(at time: Double, samples: [MotionSample]) -> HandoffJump? {
    guard
      let segment = segments.first(where: { $0.law == .held && $0.start < time && time < $0.end }),
      segment.samples.upperBound <= samples.count
    else { return nil }
    let frames = Array(samples[segment.samples])
    let heldSince = segment.samples.lowerBound > 0 ? segment.start : nil
    return DrawnContinuity.heldThrough(at: time, frames: frames, heldSince: heldSince)
  }
}
