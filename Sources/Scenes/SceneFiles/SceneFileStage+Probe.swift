import Foundation
import Motion
import Stage

extension SceneFileStage {
  /// What the subject is doing: `rest`, `dragging` or `settling` (a pinch or a scroll counts as
  /// dragging while a finger is down).
  var phase: String {
    if let drag = subjectDrag { return drag.phase.rawValue }
    if arena.isPressing { return "dragging" }
    return animator.isRunning ? "settling" : "rest"
  }

  /// The trace's fields (names are an interface): `phase`; `layers`, each layer by id with its
  /// presentation frame in its superlayer's points, `{"x", "y", "w", "h", "alpha", "scale",
  /// "rotation"}` (rotation in degrees, as the file writes it); `snap`, each dragged layer's snap
  /// point (its name, or its index as a string) it rests at or heads to, null while held or free;
  /// `scroll`, each scroll view's content offset (when there is one); `transition`, the edge
  /// pan's progress (when there is one); `state`, the `"states"` one the scene is in (when the
  /// file has states); `looks`, each layer whose corner radius or colour a state changes, with
  /// `{"radius", "r", "g", "b", "a"}` as drawn (straight colour components in 0…1; only when a
  /// state changes one); `handoff`, the subject's last release.
  public var fields: [TraceField] {
    settleLinks()
    // One table of numbers: the probe is read before and after every input (the continuity
    // meter), and an object of objects was ten allocations a layer each time.
    var values: [Double] = []
    values.reserveCapacity(traceLayers.count * Self.layerTraceKeys.count)
    for layer in traceLayers {
      let onScreen = layer.presentation
      let frame = onScreen.frame
      values.append(frame.minX)
      values.append(frame.minY)
      values.append(frame.width)
      values.append(frame.height)
      values.append(onScreen.alpha)
      values.append(onScreen.scale)
      values.append(onScreen.rotation * 180 / Double.pi)
    }
    var fields = [
      TraceField("phase", .string(phase)),
      TraceField(
        "layers", .table(TraceTable(rows: traceLayerIDs, keys: Self.layerTraceKeys, values: values))),
      TraceField(
        "snap",
        .object(
          drags.map { drag in
            TraceField(drag.layer.name, .string(drag.target.map { drag.spec.snaps[$0].name }))
          })),
    ]
    if !scrolls.isEmpty {
      fields.append(
        TraceField("scroll", .object(scrolls.map { TraceField($0.viewport.name, .number($0.offset)) })))
    }
    if let transition { fields.append(TraceField("transition", .number(transition.progress))) }
    if let states, let current = states.current { fields.append(TraceField("state", .string(current))) }
    if !lookLayers.isEmpty {
      let looks = lookLayers.flatMap { layer -> [Double] in
        let color = layer.presentationColor
        return [layer.presentationCornerRadius, color.red, color.green, color.blue, color.alpha]
      }
      fields.append(
        TraceField("looks", .table(TraceTable(rows: lookLayerIDs, keys: Self.lookTraceKeys, values: looks))))
    }
    fields.append(TraceField("handoff", subjectLastHandoff.map(\.traceValue) ?? .null))
    return fields
  }

  /// What the trace gives of each layer, in this order.
  static let layerTraceKeys = ["x", "y", "w", "h", "alpha", "scale", "rotation"]
  /// What the trace's `looks` gives of a restyled layer, in this order.
  static let lookTraceKeys = ["radius", "r", "g", "b", "a"]

  /// The subject's velocity on screen.
  var subjectVelocity: Vector2 {
    if let drag = subjectDrag { return drag.velocity }
    return subject.map { animator.onScreen($0.presentationVelocity) } ?? .zero
  }

  /// The HUD's, the plot's and the ghosts' view of this frame.
  public var probe: SceneProbe { probe(withFields: true) }

  /// The probe without the trace's fields, the status and the plot's axis
  /// (``Scene/probeWithoutFields``): read before and after every pointer input, where writing
  /// every layer's frame twice (a 1 000-layer file) cost more than the frame's own trace line.
  /// The links are worked out only if they move the subject.
  public var probeWithoutFields: SceneProbe { probe(withFields: false) }

  private func probe(withFields: Bool) -> SceneProbe {
    if withFields || subjectIsLinked { settleLinks() }
    let velocity = subjectVelocity
    let drag = subjectDrag
    let alongY = drag?.spec.axis != .x
    var axis: PlotAxis?
    var status: [String] = []
    // The continuity meter reads the subject, its velocity and hand-off only: the HUD's status
    // and the plot's axis are the full probe's.
    if withFields, let subject {
      let frame = subject.presentation.frame
      let span = alongY ? size.height : size.width
      axis = PlotAxis(
        label: alongY ? "top y (down)" : "left x", position: alongY ? frame.minY : frame.minX,
        velocity: alongY ? velocity.y : velocity.x, range: -span * 0.1...span * 1.1, velocityScale: 5000,
        component: alongY ? .y : .x)
    }
    if withFields {
      status.append("\(document.name): \(phase)")
      if let drag, let target = drag.target { status.append("→ snap \(drag.spec.snaps[target].name)") }
      if let transition { status.append(Readout.format("transition %.2f", transition.progress)) }
    }
    return SceneProbe(
      fields: withFields ? fields : [],
      gesture: drag?.pan.state ?? (arena.isPressing ? .changed : .possible),
      status: status,
      velocity: velocity,
      axis: axis,
      handoff: subjectLastHandoff,
      isHeld: drag?.phase == .dragging,
      subject: subject)
  }

  /// The subject's pinch and rotation, for the trace's `pinchGesture` and `rotationGesture`.
  var subjectPinch: PinchGestureRecognizer? {
    twoFingers.first { $0.layer === subject }?.pinch ?? twoFingers.first?.pinch
  }
  var subjectRotation: RotationGestureRecognizer? {
    twoFingers.first { $0.layer === subject }?.rotation ?? twoFingers.first?.rotation
  }

  /// Where the subject rests: its snap points (the HUD keeps off them).
  var restingFrames: [Rect] {
    settleLinks()
    guard let drag = subjectDrag, let subject, drag.layer === subject else { return [] }
    let size = subject.size
    return drag.spec.snaps.indices.map { Rect(origin: drag.snapPosition($0), size: size) }
  }
}
