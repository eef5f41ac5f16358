import Motion

extension DrawnContinuity {
  /// A hold read at `time`, an instant inside it where nothing was handed off, as a release
  /// there would be read: its frames before the instant (read as a release's side before) against
  /// its frames after (read as a drag's). A smooth drag reads no jump; a drag drawn in steps
  /// reads its own steps. That is the control a release at the same instant is judged against:
  /// the same hand, held on instead of let go, drawn by the same frames.
  ///
  /// A device that reports every 20 ms, drawn at 60 fps, beats with the frames: the resampler's
  /// prediction runs out 8 ms after an event, and a frame that falls after that stands on a
  /// tread, the next on a riser. `small-window.json`'s modal, let go at 0.22 s, reads a release
  /// of 5.9 pt and 35 %; the same hand held on through 0.22 s reads 5.1 pt and 32 %.
  ///
  /// `frames`: the hold's frames, in time order, both sides of `time`; `heldSince`: when the
  /// hold began, where known (its first frames show where the grab left the subject). nil
  /// where either side has fewer than two frames, too few to say how fast it went.
  public static func heldThrough(at time: Double, frames: [MotionSample], heldSince: Double? = nil)
    -> HandoffJump?
  {
    // Split as a recording's hand-offs are (``MotionAnalysis``): before is earlier than the
    // instant, after is from it on.
    let before = frames.filter { $0.time < time }
    let after = frames.filter { $0.time >= time }
    guard before.count >= 2, after.count >= 2 else { return nil }
    return jump(.heldThrough, at: time, before: .frames(before), after: .frames(after), heldSince: heldSince)
  }
}
