import Analysis
import Foundation
import Motion
import Scenes

/// The analysis written out: the trace's last line (`{"analysis": …}`, the exact
/// fields) and the short summary printed without `--trace`.
enum AnalysisReport {
  static func traceLine(
    _ analysis: MotionAnalysis, heldThrough: HandoffJump? = nil, leading: [TraceField] = []
  ) -> String {
    let segments = analysis.segments.map { segment -> TraceValue in
      var spring = TraceValue.null
      if let parameters = segment.spring, let target = segment.target {
        spring = .object([
          TraceField("response", .time(parameters.response)),
          TraceField("dampingRatio", .time(parameters.dampingRatio)),
          TraceField("stiffness", .number(parameters.stiffness)),
          TraceField("damping", .number(parameters.damping)),
          TraceField("mass", .number(parameters.mass)),
          TraceField("target", .vector(target)),
        ])
      }
      return .object([
        TraceField("start", .time(segment.start)),
        TraceField("end", .time(segment.end)),
        TraceField("kind", .string(segment.law.kindName)),
        TraceField("spring", spring),
        TraceField("decayRate", segment.decayRate.map { .time($0) } ?? .null),
        TraceField("velocity", .vector(segment.velocity)),
        TraceField("residual", .number(segment.residual)),
        // Added, not renamed: false where no spring or decay fits, `kind` and its fields then
        // the closest the search came (a timed curve's ease-in read as a spring of 100 s).
        TraceField("fits", .bool(segment.lawFits)),
        // Added: a timed curve's control points, start, duration, from and to (or null).
        TraceField("timed", segment.timed.map(timedValue) ?? .null),
      ])
    }
    let handoffs = analysis.handoffs.map { handoff -> TraceValue in
      .object([
        TraceField("at", .time(handoff.at)),
        TraceField("position", .number(handoff.positionJump)),
        TraceField("velocity", .number(handoff.velocityJump)),
      ])
    }
    var fields = [TraceField("segments", .array(segments)), TraceField("handoffs", .array(handoffs))]
    // Added with `--held-at`: the hold read through that instant, as a release there would be.
    if let heldThrough {
      fields.append(
        TraceField(
          "heldThrough",
          .object([
            TraceField("at", .time(heldThrough.at)),
            TraceField("position", .number(heldThrough.positionJump)),
            TraceField("velocity", .number(heldThrough.velocityJump)),
            TraceField("speedBefore", .number(heldThrough.velocityBefore.magnitude)),
            TraceField("steps", .number(heldThrough.ownSteps)),
          ])))
    }
    return TraceValue.object(leading + [TraceField("analysis", .object(fields))]).json
  }

  /// The line a hold read through an instant gets (`--held-at`).
  static func describe(_ heldThrough: HandoffJump) -> String {
    var line =
      "held through \(format(heldThrough.at, 3)) s: jumps \(format(heldThrough.positionJump, 1)) pt, \(format(heldThrough.velocityJump, 0)) pt/s"
    if let percent = heldThrough.velocityJumpPercent {
      line += " (\(format(percent, 0)) % of \(format(heldThrough.velocityBefore.magnitude, 0)) pt/s)"
    }
    return line + ", with no hand-off: the drawn path's own steps there"
  }

  /// A few lines for a person: each segment and each hand-off's jumps.
  static func summary(_ analysis: MotionAnalysis, samples: Int) -> String {
    var lines = ["\(samples) samples, noise \(format(analysis.noise, 2)) pt"]
    for segment in analysis.segments {
      var line = "\(format(segment.start, 3))–\(format(segment.end, 3)) s  \(segment.law.kindName)"
      if !segment.lawFits {
        line = "\(format(segment.start, 3))–\(format(segment.end, 3)) s  \(noLawFits)"
      } else if let spring = segment.spring, let target = segment.target {
        line +=
          ": response \(format(spring.response, 3)) s, damping ratio \(format(spring.dampingRatio, 3)) (stiffness \(format(spring.stiffness, 1)), damping \(format(spring.damping, 2))), target (\(format(target.x, 1)), \(format(target.y, 1)))"
      }
      if segment.lawFits, let rate = segment.decayRate { line += ": rate \(format(rate, 5)) per ms" }
      if segment.lawFits, let timed = segment.timed { line += ": " + describe(timed) }
      line +=
        "; starts at \(format(segment.velocity.magnitude, 0)) pt/s (\(format(segment.velocity.x, 0)), \(format(segment.velocity.y, 0))); residual \(format(segment.residual, 2)) pt"
      lines.append(line)
    }
    for handoff in analysis.handoffs {
      var line =
        "hand-off at \(format(handoff.at, 3)) s (\(handoff.kind.rawValue)): jumps \(format(handoff.positionJump, 1)) pt, \(format(handoff.velocityJump, 0)) pt/s"
      if let percent = handoff.velocityJumpPercent {
        line += " (\(format(percent, 0)) % of \(format(handoff.velocityBefore.magnitude, 0)) pt/s)"
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// A timed curve as the trace gives it: its control points as
  /// `CAMediaTimingFunction(controlPoints:)` takes them, its start and duration (s), from and to.
  static func timedValue(_ timed: TimedLaw) -> TraceValue {
    let points = timed.curve.controlPoints
    return .object([
      TraceField("x1", .number(points.x1)),
      TraceField("y1", .number(points.y1)),
      TraceField("x2", .number(points.x2)),
      TraceField("y2", .number(points.y2)),
      TraceField("start", .time(timed.start)),
      TraceField("duration", .time(timed.duration)),
      TraceField("from", .vector(timed.from)),
      TraceField("to", .vector(timed.to)),
    ])
  }

  /// A timed curve for a person: its control points (and the named curve they are within 0.02
  /// of), its duration and start, where it goes.
  static func describe(_ timed: TimedLaw) -> String {
    let points = timed.curve.controlPoints
    var text =
      "cubic Bézier (\(format(points.x1, 3)), \(format(points.y1, 3)), \(format(points.x2, 3)), \(format(points.y2, 3)))"
    if let name = namedCurve(near: timed.curve) { text += " (\(name))" }
    text +=
      ", duration \(format(timed.duration, 3)) s from \(format(timed.start, 3)) s, (\(format(timed.from.x, 1)), \(format(timed.from.y, 1))) to (\(format(timed.to.x, 1)), \(format(timed.to.y, 1)))"
    return text
  }

  /// The name of Core Animation's curve whose control points are all within 0.02 of `curve`'s.
  static func namedCurve(near curve: TimingCurve) -> String? {
    let named: [(String, TimingCurve)] = [
      ("linear", .linear), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ]
    let points = curve.controlPoints
    return named.first { _, candidate in
      let other = candidate.controlPoints
      return [points.x1 - other.x1, points.y1 - other.y1, points.x2 - other.x2, points.y2 - other.y2]
        .allSatisfy { Swift.abs($0) <= 0.02 }
    }?.0
  }

  /// What a segment no law explains is called, in the summary and the analysis window.
  static let noLawFits = "no spring or decay fits"

  static func format(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }
}
