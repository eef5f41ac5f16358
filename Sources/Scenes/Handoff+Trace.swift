import Stage

extension Handoff {
  /// `{"t", "release", "settle", "finished", "from", "target"}`: when, the gesture's velocity,
  /// the settling animation's first velocity (on screen, pt/s), whether the release finished the
  /// transition, where the subject's centre was and where it is heading; and `targetTopLeft`,
  /// its top-left there, where the scene records it (a scene file's snap point).
  public var traceValue: TraceValue {
    .object(
      [
        TraceField("t", .number(time)),
        TraceField("release", .vector(releaseVelocity)),
        TraceField("settle", .vector(settleVelocity)),
        TraceField("finished", .bool(finished)),
        TraceField("from", .vector(from)),
        TraceField("target", .vector(target)),
      ] + (targetTopLeft.map { [TraceField("targetTopLeft", .vector($0))] } ?? []))
  }
}

extension TraceValue {
  /// `{"release", "settle"}` of one scalar hand-off (a pinch's scale velocity, a rotation's
  /// angular velocity); zeros before any release.
  static func releaseAndSettle(_ velocities: (release: Double, settle: Double)?) -> TraceValue {
    .object([
      TraceField("release", .number(velocities?.release ?? 0)),
      TraceField("settle", .number(velocities?.settle ?? 0)),
    ])
  }
}
