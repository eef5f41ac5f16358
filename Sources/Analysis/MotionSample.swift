import Motion

/// One observation of a moving subject: where it was (points) at a time (seconds).
///
/// A recording gives one per video frame (the tracked region's centre), a samples file one per
/// line. Time comes from the recording itself (each frame's own timestamp), so a variable frame
/// rate is honoured.
public struct MotionSample: Sendable, Hashable {
  /// Seconds, on the recording's own clock.
  public var time: Double
  /// Points (a recording's pixels at scale 1).
  public var position: Vector2

  /// A sample at `time` seconds at `position` points.
  public init(time: Double, position: Vector2) {
    self.time = time
    self.position = position
  }

  /// A sample of a motion along one axis (y is 0).
  public init(time: Double, x: Double) {
    self.init(time: time, position: Vector2(x: x, y: 0))
  }
}
