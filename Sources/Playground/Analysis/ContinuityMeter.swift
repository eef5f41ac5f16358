import Foundation
import Motion
import Scenes
import Stage

/// The live continuity meter: at every grab, release and retarget in Flick's own scenes, how far
/// the subject's position and velocity jumped between what came before the input and what came
/// after (the same measure `flick --analyze` gives a recording's hand-offs, ``HandoffJump``).
///
/// The session measures each pointer input the scene gets: the subject as it is at the input's
/// instant (the scene already advanced there), then as the input left it. A grab is the subject
/// becoming held, a release its being let go, a retarget an input that changed where a free
/// subject is heading (its model centre) without holding it; anything else is no hand-off.
struct ContinuityMeter {
  /// The hand-offs measured since the last frame's trace line took them.
  private(set) var pending: [ContinuityJump] = []
  /// The last hand-off, for the HUD.
  private(set) var last: ContinuityJump?
  /// Where each pointer was last, by id: how far an input's own step moved it.
  private var pointerLocations: [Int: Vector2] = [:]
  /// The hand-offs of each recorded frame that had one, by the frame's index in the session's
  /// input log: a re-simulated frame (the rewind) is traced with its own.
  private var recorded: [Int: [ContinuityJump]] = [:]
  private var lastRecordedFrame = -1

  /// Measures the hand-off, if any, that `deliver` makes of the scene when it hands it `event`
  /// at `time` (the loop's clock: the trace's `t`); the scene must already be at the input's
  /// instant.
  mutating func measure(
    _ event: PointerEvent, at time: Double, scene: () -> any Scene, deliver: () -> Void
  ) {
    let step = pointerLocations[event.id].map { (event.location - $0).magnitude } ?? 0
    pointerLocations[event.id] = event.kind == .up || event.kind == .cancel ? nil : event.location
    let before = SubjectMoment(scene().probeWithoutFields)
    deliver()
    guard let before, let after = SubjectMoment(scene().probeWithoutFields),
      let jump = ContinuityJump(at: time, before: before, after: after, pointerStep: step)
    else { return }
    pending.append(jump)
    last = jump
  }

  /// The hand-offs since the last call, for the trace line of the live frame `index` (in the
  /// session's input log), and kept for that frame. A frame at or before the last one kept is a
  /// new history branched from the past: what was kept from there on goes.
  mutating func takePending(forFrame index: Int) -> [ContinuityJump] {
    if index <= lastRecordedFrame { recorded = recorded.filter { $0.key < index } }
    lastRecordedFrame = index
    defer { pending.removeAll() }
    if !pending.isEmpty { recorded[index] = pending }
    return pending
  }

  /// The hand-offs the live frame `index` had, for its trace line when it is shown again.
  func recorded(atFrame index: Int) -> [ContinuityJump] { recorded[index] ?? [] }

  /// A new scene: its first hand-off is the HUD's next.
  mutating func reset() {
    pending.removeAll()
    last = nil
    pointerLocations.removeAll()
  }

  /// The trace's `continuity` field for `jumps` (nil: the frame had no hand-off and writes no
  /// field): one hand-off's object, or, where one frame had several, their array in order.
  static func traceField(_ jumps: [ContinuityJump]) -> TraceField? {
    switch jumps.count {
    case 0: nil
    case 1: TraceField("continuity", jumps[0].traceValue)
    default: TraceField("continuity", .array(jumps.map(\.traceValue)))
    }
  }
}

/// What the meter reads of the subject at one instant.
struct SubjectMoment {
  /// The subject's centre on screen (its presentation), points.
  var position: Vector2
  /// Its velocity on screen, pt/s (the pointer's while held).
  var velocity: Vector2
  /// Where it is heading (its model centre).
  var model: Vector2
  var isHeld: Bool
  /// The scene's last release (a new one is this input's).
  var handoff: Handoff?

  /// nil for a scene without a subject (the stress scene's many cards).
  init?(_ probe: SceneProbe) {
    guard let subject = probe.subject else { return nil }
    position = subject.presentation.center
    velocity = probe.velocity
    model = subject.center
    isHeld = probe.isHeld
    handoff = probe.handoff
  }
}

/// One hand-off's jumps, as magnitudes: the trace's `continuity` field.
struct ContinuityJump: Equatable {
  enum Kind: String {
    case grab, release, retarget
  }

  /// The input's time on the loop's clock (the trace's `t`).
  var time: Double
  var kind: Kind
  /// How far the subject's centre jumped, points.
  var position: Double
  /// How much its velocity changed (the difference's magnitude), pt/s.
  var velocity: Double
  /// Its speed before, pt/s: the velocity jump's base for the percentage.
  var speedBefore: Double

  init(time: Double, kind: Kind, position: Double, velocity: Double, speedBefore: Double) {
    self.time = time
    self.kind = kind
    self.position = position
    self.velocity = velocity
    self.speedBefore = speedBefore
  }

  /// The hand-off between `before` and `after`, nil where the input made none.
  ///
  /// A release's velocities are the scene's own hand-off record where it made one: the gesture's
  /// velocity at the release against the settle's first (the pointer's velocity read before the
  /// release lacks the release's own sample). Its position before is the record's `from`, the
  /// subject's centre at the release, after the release's own last step of the drag, where that
  /// step (`pointerStep`, points) can have carried it there; otherwise (the scroll list's
  /// `from` is its offset, not a centre) the centre before the input.
  init?(at time: Double, before: SubjectMoment, after: SubjectMoment, pointerStep: Double = 0) {
    let kind: Kind
    switch (before.isHeld, after.isHeld) {
    case (false, true): kind = .grab
    case (true, false): kind = .release
    case (true, true): return nil
    case (false, false):
      guard before.model != after.model || before.handoff != after.handoff else { return nil }
      kind = .retarget
    }
    var positionBefore = before.position
    var velocityBefore = before.velocity
    var velocityAfter = after.velocity
    if kind != .grab, let handoff = after.handoff, handoff != before.handoff {
      if (handoff.from - before.position).magnitude <= pointerStep + 1e-6 { positionBefore = handoff.from }
      velocityBefore = handoff.releaseVelocity
      velocityAfter = handoff.settleVelocity
    }
    let position = (after.position - positionBefore).magnitude
    let velocity = (velocityAfter - velocityBefore).magnitude
    guard position.isFinite, velocity.isFinite else { return nil }
    self.init(
      time: time, kind: kind, position: position, velocity: velocity, speedBefore: velocityBefore.magnitude)
  }

  /// The velocity jump as a share of the speed before, in %; nil from rest.
  var velocityPercent: Double? {
    speedBefore > 1e-9 ? velocity / speedBefore * 100 : nil
  }

  /// `{"at", "kind", "position", "velocity"}`.
  var traceValue: TraceValue {
    .object([
      TraceField("at", .time(time)), TraceField("kind", .string(kind.rawValue)),
      TraceField("position", .number(position)), TraceField("velocity", .number(velocity)),
    ])
  }

  /// The HUD's line: "release: jump 0.0 pt, 0 pt/s (0 %)".
  var hudLine: String {
    let percent = velocityPercent.map { String(format: " (%.0f %%)", $0) } ?? ""
    return String(format: "%@: jump %.1f pt, %.0f pt/s", kind.rawValue, position, velocity) + percent
  }
}
