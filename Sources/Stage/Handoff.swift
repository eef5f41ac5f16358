import Motion

/// The velocity hand-off at a release: what the gesture measured and what the settling
/// animation started with. Equal in spring and dynamics modes; not in timed mode, which is
/// the point of showing it.
public struct Handoff: Sendable, Equatable {
  /// When the pointer was released, in seconds.
  public var time: Double
  /// The gesture's velocity at the release, in points per second.
  public var releaseVelocity: Vector2
  /// The settling animation's first velocity, in on-screen points per second.
  public var settleVelocity: Vector2
  /// Whether the release finished the transition (true) or cancelled it.
  public var finished: Bool
}
