import Stage

extension Handoff {
  /// `{"t", "release", "settle", "finished"}`: when, the gesture's velocity, the settling
  /// animation's first velocity (on screen, pt/s), and whether the release finished the
  /// transition.
  public var traceValue: TraceValue {
    .object([
      TraceField("t", .number(time)),
      TraceField("release", .vector(releaseVelocity)),
      TraceField("settle", .vector(settleVelocity)),
      TraceField("finished", .bool(finished)),
    ])
  }
}
