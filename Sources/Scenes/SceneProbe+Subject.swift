import Motion
import Stage

extension SceneProbe {
  /// The default probe of a scene: `subject`'s centre on screen in window points (`x`, `y`), its
  /// on-screen velocity, the gesture attached to it and `context`'s last hand-off (the ghosts
  /// replay it), with the plot on the subject's vertical axis over the window's height.
  public static func of(_ subject: Layer?, in context: SceneContext) -> SceneProbe {
    let handoff = context.lastHandoff
    guard let subject else {
      return SceneProbe(
        fields: [TraceField("handoff", handoff?.traceValue ?? .null)], gesture: .possible, handoff: handoff)
    }
    let center = subject.presentationCenterInRoot
    let velocity = context.velocity(of: subject)
    let gesture = context.arena.gestureState(of: subject) ?? .possible
    var root = subject
    while let parent = root.superlayer { root = parent }
    let height = max(root.size.height, 1)
    return SceneProbe(
      fields: [
        TraceField("x", .number(center.x)),
        TraceField("y", .number(center.y)),
        TraceField(
          "velocity", .object([TraceField("x", .number(velocity.x)), TraceField("y", .number(velocity.y))])),
        TraceField("handoff", handoff?.traceValue ?? .null),
      ],
      gesture: gesture,
      status: [
        gesture == .began || gesture == .changed
          ? "held" : context.animator.isRunning ? "settling" : "at rest"
      ],
      velocity: velocity,
      axis: PlotAxis(
        label: "y (down)", position: center.y, velocity: velocity.y, range: 0...height,
        velocityScale: 3000),
      handoff: handoff,
      isHeld: gesture == .began || gesture == .changed,
      subject: subject)
  }
}
