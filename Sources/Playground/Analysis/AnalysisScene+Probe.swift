import Analysis
import Foundation
import Motion
import Scenes
import Stage

extension AnalysisScene {
  /// The followed region as any scene's subject: where it is at the time shown and how fast it
  /// goes there (the recording's pixels as points at scale 1, as `--trace` writes them), along
  /// the axis it travels furthest on for the plot; the hand-off is the fitted spring's at the
  /// time shown (its segment's start, velocity and target), which K exports with the spring.
  var probe: SceneProbe {
    let position = position(at: shownTime)
    let velocity = velocity(at: shownTime)
    let handoff = shownHandoff
    var status = [
      String(format: "%.3f s of %.3f s", shownTime, span.upperBound) + (isPlaying ? ", playing" : "")
    ]
    if let segment = shownSpring {
      // The spring itself is the HUD's first line and the tuning panel's (T): the scene's tuning.
      status.append(String(format: "fitted spring %.3f–%.3f s · K copies", segment.start, segment.end))
    }
    var fields = [TraceField("shown", .time(shownTime))]
    if let position {
      fields += [
        TraceField("x", .number(position.x)), TraceField("y", .number(position.y)),
        TraceField(
          "velocity", .object([TraceField("x", .number(velocity.x)), TraceField("y", .number(velocity.y))])),
      ]
    }
    fields.append(TraceField("handoff", handoff?.traceValue ?? .null))
    var probe = SceneProbe(
      fields: fields, gesture: .possible, status: status, velocity: velocity,
      axis: position.map { axis(at: $0, velocity: velocity) }, handoff: handoff,
      subject: layers.subject.isHidden ? nil : layers.subject)
    // No press moves the subject: the continuity meter reads no other layer at each press.
    probe.subjectCandidates = []
    return probe
  }

  /// The fitted spring at the time shown as a hand-off: from its segment's start, at its
  /// velocity there, towards its target.
  private var shownHandoff: Handoff? {
    guard let segment = shownSpring, let target = segment.target else { return nil }
    return Handoff(
      time: segment.start, releaseVelocity: segment.velocity, settleVelocity: segment.velocity,
      finished: shownTime > segment.end, from: segment.position, target: target)
  }

  /// The plot's axis: the coordinate the followed region travels furthest along, over the
  /// range of its samples (with a margin).
  private func axis(at position: Vector2, velocity: Vector2) -> PlotAxis {
    let extent = extent?.including(position)
    let low = extent?.low ?? position
    let high = extent?.high ?? position
    let isX = extent?.isAlongX ?? true
    let from = isX ? low.x : low.y
    let to = isX ? high.x : high.y
    let pad = max(to - from, 1) * 0.1
    return PlotAxis(
      label: isX ? "x (px)" : "y (px, down)", position: isX ? position.x : position.y,
      velocity: isX ? velocity.x : velocity.y, range: (from - pad)...(to + pad),
      velocityScale: (extent?.fastest ?? 1) * 1.2, component: isX ? .x : .y)
  }
}
