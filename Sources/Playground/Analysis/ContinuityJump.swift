import Analysis
import Foundation
import Motion
import Scenes
import Stage

/// What the meter reads of the subject at one instant.
struct SubjectMoment {
  /// The subject layer (the meter follows it by identity).
  var layer: Layer
  /// The subject's centre on screen (its presentation), points.
  var position: Vector2
  /// Its velocity on screen, pt/s (the pointer's while held).
  var velocity: Vector2
  /// Where it is heading (its model centre).
  var model: Vector2
  var isHeld: Bool
  /// The scene's last release (a new one is this input's).
  var handoff: Handoff?

  /// nil for a scene without a subject (the stress scene's many cards). The layer is the one the
  /// probe says shows its motion (``SceneProbe/measured``), else the subject.
  init?(_ probe: SceneProbe) {
    guard let subject = probe.measured?.layer ?? probe.subject else { return nil }
    layer = subject
    position = subject.presentation.center
    velocity = probe.measured?.velocity ?? probe.velocity
    model = subject.center
    isHeld = probe.isHeld
    handoff = probe.handoff
  }
}

/// One hand-off's jumps, as magnitudes: the trace's `continuity` field.
///
/// `position` and `velocity` are what was drawn (``DrawnContinuity``); `bookkeeping` is the
/// scene's own record, the velocity it handed to the settle against the settle's first.
struct ContinuityJump: Equatable {
  enum Kind: String {
    case grab, release, retarget

    /// The hand-off an input made, from the subject as the input found it and left it; nil
    /// where it made none (a move while held, an input that changed nothing of a free subject).
    init?(before: SubjectMoment, after: SubjectMoment) {
      switch (before.isHeld, after.isHeld) {
      case (false, true): self = .grab
      case (true, false): self = .release
      case (true, true): return nil
      case (false, false):
        guard before.model != after.model || before.handoff != after.handoff else { return nil }
        self = .retarget
      }
    }

    var analysisKind: HandoffJump.Kind {
      switch self {
      case .grab: .grab
      case .release: .release
      case .retarget: .retarget
      }
    }
  }

  /// The scene's own record of a hand-off: what it read before and after the input.
  struct Bookkeeping: Equatable {
    /// How far the subject's centre moved across the input, points.
    var position: Double
    /// The velocity handed against the settle's first (or the probe's before and after), pt/s.
    var velocity: Double

    /// A release's velocities are the scene's hand-off record where it made one: the gesture's
    /// velocity at the release against the settle's first. Its position before is the record's
    /// `from`, where the release's own last step of the drag (`pointerStep`, points) can have
    /// carried it; otherwise (the scroll list's `from` is its offset, not a centre) the centre
    /// before the input. nil where a number is not finite.
    init?(_ kind: Kind, before: SubjectMoment, after: SubjectMoment, pointerStep: Double) {
      var positionBefore = before.position
      var velocityBefore = before.velocity
      var velocityAfter = after.velocity
      if kind != .grab, let handoff = after.handoff, handoff != before.handoff {
        if (handoff.from - before.position).magnitude <= pointerStep + 1e-6 { positionBefore = handoff.from }
        velocityBefore = handoff.releaseVelocity
        velocityAfter = handoff.settleVelocity
      }
      position = (after.position - positionBefore).magnitude
      velocity = (velocityAfter - velocityBefore).magnitude
      guard position.isFinite, velocity.isFinite else { return nil }
    }
  }

  /// The input's time on the loop's clock (the trace's `t`).
  var time: Double
  var kind: Kind
  /// How far the drawn path jumped at the hand-off, points.
  var position: Double
  /// How much the drawn velocity changed there (the difference's magnitude), pt/s.
  var velocity: Double
  /// The drawn speed before, pt/s: the velocity jump's base for the percentage.
  var speedBefore: Double
  /// How far the drag's own frames stood off the curve read through them, points, where the
  /// hand was drawn in steps (``HandoffJump/ownSteps``); 0 otherwise.
  var steps: Double = 0
  /// Whether the frames before said how fast the subject went (``HandoffJump/readsVelocityBefore``):
  /// not where one frame was drawn before, and the velocity jump is then not measured.
  var velocityRead = true
  /// The name of the layer measured (``Stage/Layer/name``; a scene file's layer id), nil where
  /// it has none: what `flick --analyze` of the trace follows in a scene file's `layers`.
  var layer: String?
  var bookkeeping: Bookkeeping?

  init(
    time: Double, kind: Kind, position: Double, velocity: Double, speedBefore: Double,
    bookkeeping: Bookkeeping? = nil
  ) {
    self.time = time
    self.kind = kind
    self.position = position
    self.velocity = velocity
    self.speedBefore = speedBefore
    self.bookkeeping = bookkeeping
  }

  /// The jump the frames drew around a hand-off of `kind`.
  init(_ kind: Kind, drawn: HandoffJump, bookkeeping: Bookkeeping?) {
    self.init(
      time: drawn.at, kind: kind, position: drawn.positionJump, velocity: drawn.velocityJump,
      speedBefore: drawn.velocityBefore.magnitude, bookkeeping: bookkeeping)
    steps = drawn.ownSteps
    velocityRead = drawn.readsVelocityBefore
  }

  /// The velocity jump as a share of the speed before, in %; nil from rest (under 1 pt/s, as
  /// ``HandoffJump/velocityJumpPercent``).
  var velocityPercent: Double? {
    speedBefore >= 1 ? velocity / speedBefore * 100 : nil
  }

  /// `{"at", "kind", "position", "velocity", "speedBefore", "steps", "velocityRead", "layer",
  /// "bookkeeping": {"position", "velocity"}}`; `steps` only where the hand was drawn in steps,
  /// `velocityRead` (false) only where one frame was drawn before, `layer` only where the layer
  /// measured has a name.
  var traceValue: TraceValue {
    var fields = [
      TraceField("at", .time(time)), TraceField("kind", .string(kind.rawValue)),
      TraceField("position", .number(position)), TraceField("velocity", .number(velocity)),
      TraceField("speedBefore", .number(speedBefore)),
    ]
    if steps > 0 { fields.append(TraceField("steps", .number(steps))) }
    if !velocityRead { fields.append(TraceField("velocityRead", .bool(false))) }
    if let layer { fields.append(TraceField("layer", .string(layer))) }
    if let bookkeeping {
      fields.append(
        TraceField(
          "bookkeeping",
          .object([
            TraceField("position", .number(bookkeeping.position)),
            TraceField("velocity", .number(bookkeeping.velocity)),
          ])))
    }
    return .object(fields)
  }

  /// The HUD's line, what was drawn: "release: jump 0.0 pt, 0 pt/s (0 %)"; for a hand drawn in
  /// steps, "release: jump 4.1 pt (its steps 6.3), 12 pt/s (1 %)"; after a hold of one frame,
  /// "release: jump 0.3 pt, speed unread (one frame held)".
  var hudLine: String {
    let percent = velocityPercent.map { String(format: " (%.0f %%)", $0) } ?? ""
    let ownSteps = steps > 0 ? String(format: " (its steps %.1f)", steps) : ""
    let jump = String(format: "%@: jump %.1f pt", kind.rawValue, position) + ownSteps
    guard velocityRead else { return jump + ", speed unread (one frame held)" }
    return jump + String(format: ", %.0f pt/s", velocity) + percent
  }
}
