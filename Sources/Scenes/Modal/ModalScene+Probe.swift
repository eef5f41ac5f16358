import Foundation
import Motion
import Stage

extension ModalScene {
  /// The modal's trace fields keep the names and meanings they had when the modal was the only
  /// scene: `phase`, `transition`, `percent`, `modal` (presentation frame), `model`,
  /// `velocity` (on screen, pt/s), `navbarAlpha`, `handoff`.
  public var probe: SceneProbe {
    let velocity = modalVelocity
    let phase = transition.phase
    let fields = [
      TraceField("phase", .string(phase.rawValue)),
      TraceField("transition", .string(transition.direction?.rawValue)),
      TraceField("percent", .number(transition.percentComplete)),
      TraceField("modal", .rect(modal.presentation.frame)),
      TraceField("model", .rect(modal.frame)),
      TraceField("velocity", .vector(velocity)),
      TraceField("navbarAlpha", .number(navbarAlpha)),
      TraceField("handoff", transition.lastHandoff.map(\.traceValue) ?? .null),
    ]
    let direction = transition.direction.map { "  (\($0.rawValue))" } ?? ""
    return SceneProbe(
      fields: fields,
      gesture: pan.state,
      status: [
        "phase \(phase.rawValue)\(direction)   percent " + Readout.format("%.3f", transition.percentComplete)
      ],
      velocity: velocity,
      // Dismissed too: the modal waits above the window, and the plot's label stays "y (down)"
      // from the start and after R (it said "position" until the first present).
      axis: PlotAxis(
        label: "y (down)", position: modal.presentation.center.y, velocity: velocity.y,
        range: -100...(size.height + 100), velocityScale: 3000),
      handoff: transition.lastHandoff,
      isHeld: phase == .dragging,
      subject: phase == .dismissed ? nil : modal)
  }
}
