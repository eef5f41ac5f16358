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
  /// Whether the release finished the transition (true) or cancelled it (scenes without a
  /// transition: true).
  public var finished: Bool
  /// The subject's centre on screen at the release (window points).
  public var from: Vector2
  /// Where the settling animation is heading (window points): the subject's centre there.
  public var target: Vector2
  /// The subject's top-left where it is heading, where a scene places things by their corner
  /// (a scene file's snap points): the point the file names, beside ``target``'s centre. Nil
  /// where the scene does not record it.
  public var targetTopLeft: Vector2?

  /// A hand-off record; `from` and `target` default to the origin for scenes that do not record
  /// them, `targetTopLeft` to nil.
  public init(
    time: Double, releaseVelocity: Vector2, settleVelocity: Vector2, finished: Bool, from: Vector2 = .zero,
    target: Vector2 = .zero, targetTopLeft: Vector2? = nil
  ) {
    self.time = time
    self.releaseVelocity = releaseVelocity
    self.settleVelocity = settleVelocity
    self.finished = finished
    self.from = from
    self.target = target
    self.targetTopLeft = targetTopLeft
  }
}
