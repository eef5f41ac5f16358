import Motion

/// The continuity meter at one hand-off: how far the motion after it jumps from where the
/// motion before it was going, in position and in velocity.
public struct HandoffJump: Sendable {
  /// What happened, read from the laws either side.
  public enum Kind: String, Sendable {
    /// A free motion (spring or decay) stopped by a hold or drag.
    case grab
    /// A hold or drag let go onto a spring or decay.
    case release
    /// One free motion replaced by another (a new target, a new law).
    case retarget
    /// No hand-off: a hold read at an instant inside it as a release there would be read
    /// (``DrawnContinuity/heldThrough(at:frames:heldSince:)``), its frames before the instant
    /// against its frames after. What it reads is the drawn path's own steps there: the control
    /// a release at that instant is judged against.
    case heldThrough
  }

  /// When (seconds): where the two fitted laws come closest between the last sample of one and
  /// the first of the other.
  public var at: Double
  public var kind: Kind
  /// The distance between the two laws' positions at `at` (points).
  public var positionJump: Double
  /// The velocity before and after (points per second).
  public var velocityBefore: Vector2
  public var velocityAfter: Vector2
  /// How far the held side's own frames stood off the curve read through them (points), where
  /// the hand was drawn in steps (``DrawnContinuity/steppedSpan``): every event of such a drag
  /// drew a step this large, so a position jump no larger is no larger than the drag's own.
  /// 0 for a path read without steps.
  public var ownSteps: Double = 0
  /// Whether the side before said how fast it went: false where it was one drawn frame (a hold
  /// shorter than two frames), which says where and not how fast. `velocityBefore` is then the
  /// side after's, and the velocity jump says nothing.
  public var readsVelocityBefore = true

  /// The magnitude of the velocity's change (points per second).
  public var velocityJump: Double { (velocityAfter - velocityBefore).magnitude }

  /// The velocity's change as a percentage of the speed before; nil when there was next to no
  /// speed before (under 1 pt/s), where a percentage means nothing.
  public var velocityJumpPercent: Double? {
    let speed = velocityBefore.magnitude
    return speed < 1 ? nil : 100 * velocityJump / speed
  }
}
