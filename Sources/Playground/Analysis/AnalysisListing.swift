import Analysis
import Foundation
import Motion
import Stage

/// The analysis scene's list: the samples and the noise, each segment's law and starting speed,
/// each hand-off's jumps, one line each with its colour.
enum AnalysisListing {
  static func lines(_ analysis: MotionAnalysis?, samples: Int) -> [(text: String, color: Color)] {
    guard let analysis else {
      return [(samples == 0 ? "nothing followed yet" : "no fit", HUDView.keyColor)]
    }
    var lines: [(text: String, color: Color)] = [
      (String(format: "%d samples, noise %.2f pt", samples, analysis.noise), HUDView.keyColor)
    ]
    for segment in analysis.segments {
      var line = String(format: "%.3f–%.3f s %@", segment.start, segment.end, segment.law.kindName)
      if !segment.lawFits {
        line = String(format: "%.3f–%.3f s %@", segment.start, segment.end, AnalysisReport.noLawFits)
      } else if let spring = segment.spring {
        line += String(format: ": %.3f s, ζ %.3f", spring.response, spring.dampingRatio)
      }
      if segment.lawFits, let rate = segment.decayRate { line += String(format: ": rate %.5f /ms", rate) }
      if segment.lawFits, let timed = segment.timed {
        let points = timed.curve.controlPoints
        line += String(
          format: ": (%.2f, %.2f, %.2f, %.2f) %.3f s", points.x1, points.y1, points.x2, points.y2,
          timed.duration)
      }
      line += String(format: ", from %.0f pt/s", segment.velocity.magnitude)
      lines.append((line, HUDView.textColor))
    }
    for handoff in analysis.handoffs {
      var line = String(
        format: "%@ at %.3f s: jump %.1f pt, %.0f pt/s", handoff.kind.rawValue, handoff.at,
        handoff.positionJump,
        handoff.velocityJump)
      if let percent = handoff.velocityJumpPercent { line += String(format: " (%.0f %%)", percent) }
      lines.append((line, HUDView.releaseColor))
    }
    return lines
  }
}
