import Foundation
import Motion
import Stage

extension PaneScene {
  /// The pane's trace fields (names are an interface, the issue's): `pane` (presentation
  /// frame), `model` (model frame), `velocity` (on screen, pt/s), `state` (`open` | `closed`:
  /// where it is going or resting; while dragging, where a release now would send it), `phase`
  /// (`rest` | `dragging` | `settling`), `handoff` (the last release's, or null), `rubberBand`
  /// (while dragging, how far past the open or closed position the pane is shown, pt; else
  /// null); and `openness` (0 closed … 1 open, on screen) and `toggle` (the last tap or Space:
  /// `{"t", "action"}`, or null).
  public var probe: SceneProbe {
    let velocity = paneVelocity
    // While dragging: where a release at this frame's time would send it.
    let shownState = phase == .dragging ? releaseTarget(velocity: pan.velocity(at: animator.now).y) : state
    let top = pane.presentation.frame.minY
    let fields = [
      TraceField("phase", .string(phase.rawValue)),
      TraceField("state", .string(shownState.rawValue)),
      TraceField("pane", .rect(pane.presentation.frame)),
      TraceField("model", .rect(pane.frame)),
      TraceField("velocity", .vector(velocity)),
      TraceField("openness", .number(openness)),
      TraceField("rubberBand", rubberBand.map { .number($0.offset) } ?? .null),
      TraceField("handoff", lastHandoff.map(\.traceValue) ?? .null),
      TraceField(
        "toggle",
        lastToggle.map {
          .object([TraceField("t", .time($0.time)), TraceField("action", .string($0.action.rawValue))])
        } ?? .null),
    ]
    var status = [
      "\(phase.rawValue) → \(shownState.rawValue)   top \(Self.format(top)) pt   open "
        + Readout.format("%.2f", openness)
    ]
    if let rubberBand, rubberBand.overshoot > 0 {
      status.append(
        "rubber band \(Self.format(rubberBand.offset)) pt (pulled \(Self.format(rubberBand.overshoot)) pt)")
    }
    status.append(rule.summary)
    if let lastToggle {
      status.append("tap at \(Readout.format("%.2f", lastToggle.time)) s: \(lastToggle.action.rawValue)")
    }
    return SceneProbe(
      fields: fields,
      gesture: pan.state == .possible ? tap.state : pan.state,
      status: status,
      velocity: velocity,
      axis: PlotAxis(
        label: "top y (down)", position: top, velocity: velocity.y,
        range: (layout.top(for: .open) - 120)...(layout.container.height + 20), velocityScale: 5000),
      handoff: lastHandoff,
      isHeld: phase == .dragging,
      subject: pane)
  }

  private static func format(_ value: Double) -> String { Readout.format("%.0f", value) }
}
