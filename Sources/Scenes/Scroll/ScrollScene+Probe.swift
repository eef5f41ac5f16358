import Foundation
import Motion
import Stage

extension ScrollScene {
  /// The velocity as a release at the scene's time would take it: while the list or the strip
  /// is dragged, zero once the pointer has been still for 40 ms (the velocity tracker's rule,
  /// applied at the frame's time, not only at the release); otherwise ``velocity``.
  var heldVelocity: Vector2 {
    pan.isActive && pan.velocity(at: animator.now) == .zero ? .zero : velocity
  }

  /// The scroll scene's trace fields (names are an interface, the issue's): `offset` ({x, y}:
  /// the strip's and the list's content offsets, y down, negative past the top), `velocity`
  /// ({x, y}, pt/s), `phase` (`idle`, `tracking`, `decelerating`, `bouncing`, `paging`,
  /// `wheel`), `contentSize` ({w, h}), `viewport` ({w, h}), `rubberBand` ({x, y}: points past an
  /// end, 0 inside), `projected` ({x, y}: where a release now would rest, or null), `page` (the
  /// strip's), `selected` (the selected row, or null) and `handoff` (the last release's).
  public var probe: SceneProbe {
    let velocity = heldVelocity
    let shownPhase = stripPhase != .idle && (phase == .idle || dragAxis == .strip) ? stripPhase : phase
    let fields = [
      TraceField("offset", .vector(offset)),
      TraceField("velocity", .vector(velocity)),
      TraceField("phase", .string(shownPhase.rawValue)),
      TraceField(
        "contentSize",
        .object([TraceField("w", .number(contentSize.width)), TraceField("h", .number(contentSize.height))])),
      TraceField(
        "viewport", .object([TraceField("w", .number(size.width)), TraceField("h", .number(viewportHeight))])),
      TraceField("rubberBand", .vector(rubberBand)),
      TraceField("projected", projected.map { .vector($0) } ?? .null),
      TraceField("page", .number(Double(page))),
      TraceField("selected", selected.map { .number(Double($0)) } ?? .null),
      TraceField("handoff", lastHandoff.map(\.traceValue) ?? .null),
    ]
    var status = [
      "\(shownPhase.rawValue)   y \(Self.format(offset.y)) pt   v \(Self.format(velocity.y)) pt/s   page \(page + 1)"
    ]
    let band = rubberBand
    if band.y > 0 { status.append("rubber band \(Self.format(band.y)) pt") }
    if let projected, pan.isActive { status.append("release now rests at y \(Self.format(projected.y))") }
    status.append(
      "\(content.rowCount) rows   rate \(decelerationRate == DecayAnimation<Double>.fastDecelerationRate ? "fast 0.99" : "normal 0.998")"
    )
    let extents = listExtents
    var probe = SceneProbe(
      fields: fields,
      gesture: pan.state == .possible ? tap.state : pan.state,
      status: status,
      velocity: velocity,
      axis: PlotAxis(
        label: "offset y (down)", position: offset.y, velocity: velocity.y,
        range: (extents.lowerBound - 300)...(min(extents.upperBound, 6_000) + 300), velocityScale: 6000),
      handoff: lastHandoff,
      isHeld: pan.isActive,
      subject: indicator)
    // What the pointer drags, along the one axis it moves (the pointer lag's, prediction's).
    if pan.isActive, let grabbedLayer {
      probe.grabbedLayer = grabbedLayer
      probe.grabbedAxis = dragAxis == .strip ? .x : .y
    }
    // The list's motion is drawn by its content (the indicator barely moves): the content moves
    // up the screen as the offset grows.
    if dragAxis != .strip && stripPhase == .idle {
      probe.measured = (contentAnchor, Vector2(x: 0, y: -velocity.y))
    }
    return probe
  }

  private static func format(_ value: Double) -> String { Readout.format("%.0f", value) }
}
