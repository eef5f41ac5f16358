import Foundation
import Motion
import Stage

extension PhotosScene {
  /// The photos scene's trace fields (names are an interface): `photo` (the open photo's index,
  /// or null), `zoom` (1: fitted), `angle` (radians, clockwise positive), `center` ({x, y}, window
  /// points), `percent` (how far open: the open's or the dismissal's progress, 1 at rest when
  /// open, 0 at the grid), `phase`, `velocity` ({x, y}, the centre's, pt/s on screen),
  /// `scaleVelocity` (zoom per second), `angularVelocity` (rad/s), `handoff` (the last release:
  /// the common hand-off, `finished` true when a dismissal closed, plus `scaleVelocity` and
  /// `angularVelocity`, each `{release, settle}`: the gesture's at the release and the settle's
  /// first, on screen).
  public var probe: SceneProbe {
    let phase = self.phase
    let rates = zoomRate(at: animator.now)
    let isOpen = openIndex != nil
    let fields = [
      TraceField("photo", openIndex.map { .number(Double($0)) } ?? .null),
      TraceField("zoom", .number(isOpen ? geometry.zoom : 0)),
      TraceField("angle", .number(isOpen ? geometry.angle : 0)),
      TraceField("center", isOpen ? .vector(geometry.center) : .null),
      TraceField("percent", .number(percent)),
      TraceField("phase", .string(phase.rawValue)),
      TraceField("velocity", .vector(rates.center)),
      TraceField("scaleVelocity", .number(rates.zoom)),
      TraceField("angularVelocity", .number(rates.angle)),
      TraceField("handoff", handoffTrace),
    ]
    let degrees = geometry.angle * 180 / Double.pi
    return SceneProbe(
      fields: fields,
      gesture: pan.state,
      status: [
        "phase \(phase.rawValue)" + (openIndex.map { "   photo \($0)" } ?? ""),
        Readout.format(
          "zoom %.2f×  turn %.1f°  open %.2f", isOpen ? geometry.zoom : 0, isOpen ? degrees : 0,
          percent),
      ],
      velocity: rates.center,
      axis: isOpen
        ? PlotAxis(
          label: "zoom", position: geometry.zoom, velocity: rates.zoom, range: 0...5, velocityScale: 20,
          component: .y)
        : nil,
      handoff: lastHandoff,
      isHeld: hold != .none,
      subject: photoLayer)
  }

  private var handoffTrace: TraceValue {
    guard let lastHandoff, case .object(let fields) = lastHandoff.traceValue else { return .null }
    return .object(
      fields + [
        TraceField("scaleVelocity", .releaseAndSettle(lastScaleHandoff)),
        TraceField("angularVelocity", .releaseAndSettle(lastAngularHandoff)),
      ])
  }
}
