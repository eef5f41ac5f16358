import Foundation
import Motion
import Stage

extension CardScene {
  /// The card's trace fields (names are an interface): `card` (presentation frame of the unturned
  /// card around its centre), `model` (model frame), `rotation` (radians, positive clockwise on
  /// screen), `scale` (presentation scale), `velocity` ({x, y}, pt/s on screen), `angularVelocity` (rad/s), `phase`, `corner`
  /// (the target slot or null), `projected` ({x, y} while dragging, else null), `retarget`,
  /// `handoff` (the common hand-off plus `initialSpringVelocity`, seed 004's UIKit form of the
  /// release velocity: velocity / distance per axis, null unless the release sprang; and
  /// `scaleVelocity` and `angularVelocity`, each `{release, settle}`: the pinch's and the turn's
  /// at the release and the settling animations' first, on screen).
  public var probe: SceneProbe {
    let velocity = cardVelocity
    let angularVelocity = cardAngularVelocity
    let phase = self.phase
    let onScreen = card.presentation
    let projected = projectedPoint
    let fields = [
      TraceField("card", .rect(onScreen.frame)),
      TraceField("model", .rect(card.frame)),
      TraceField("rotation", .number(onScreen.rotation)),
      TraceField("scale", .number(onScreen.scale)),
      TraceField("velocity", .vector(velocity)),
      TraceField("angularVelocity", .number(angularVelocity)),
      TraceField("phase", .string(phase.rawValue)),
      TraceField("corner", .string(corner?.rawValue)),
      TraceField("projected", projected.map(TraceValue.vector) ?? .null),
      TraceField("retarget", .string(retarget.rawValue)),
      TraceField("handoff", handoffTrace),
    ]
    let heading = corner.map { phase == .rest ? ", in \($0.rawValue)" : " → \($0.rawValue)" } ?? ""
    let degrees = onScreen.rotation * 180 / Double.pi
    return SceneProbe(
      fields: fields,
      gesture: pan.state,
      status: [
        "phase \(phase.rawValue)\(heading)",
        "retarget \(retarget.rawValue) (A)   "
          + Readout.format("turn %.1f°  %.2f rad/s", degrees, angularVelocity),
      ],
      velocity: velocity,
      axis: PlotAxis(
        label: "x", position: onScreen.center.x, velocity: velocity.x, range: 0...layout.size.width,
        velocityScale: 3000, component: .x),
      handoff: lastHandoff,
      isHeld: phase == .dragging,
      subject: card)
  }

  private var handoffTrace: TraceValue {
    guard let lastHandoff, case .object(let fields) = lastHandoff.traceValue else { return .null }
    return .object(
      fields + [
        TraceField("initialSpringVelocity", lastInitialSpringVelocity.map(TraceValue.vector) ?? .null),
        TraceField("scaleVelocity", .releaseAndSettle(lastScaleHandoff)),
        TraceField("angularVelocity", .releaseAndSettle(lastAngularHandoff)),
      ])
  }
}
