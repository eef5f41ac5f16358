import Analysis
import Foundation
import Motion
import Scenes

/// The analysis written out: the trace's last line (`{"analysis": …}`, the exact
/// fields) and the short summary printed without `--trace`.
enum AnalysisReport {
  static func traceLine(_ analysis: MotionAnalysis, leading: [TraceField] = []) -> String {
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
      ])
    }
    let handoffs = analysis.handoffs.map { handoff -> TraceValue in
      .object([
        TraceField("at", .time(handoff.at)),
        TraceField("position", .number(handoff.positionJump)),
        TraceField("velocity", .number(handoff.velocityJump)),
      ])
    }
    return TraceValue.object(
      leading + [
        TraceField(
          "analysis",
          .object([TraceField("segments", .array(segments)), TraceField("handoffs", .array(handoffs))]))
      ]
    ).json
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

  /// What a segment no law explains is called, in the summary and the analysis window.
  static let noLawFits = "no spring or decay fits"

  static func format(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }
}
