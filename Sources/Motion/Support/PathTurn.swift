/// Where a sampled path (a hand's events, or the frames that drew it) last turned sharply.
///
/// A hand that turns (a flick back after a drag out) moves on a new line from the turn; the
/// samples before it are an earlier motion, as those before a pause are, and no low-order curve
/// through both reads the new one. `Assets/card-picture.json` flicks at 1 487 pt/s for 64 ms
/// after a turn of 129°: the velocity tracker's weighted quadratic through the turn read it 14 %
/// fast, and a quadratic through the four frames before the release at 60 fps 31 % fast; on the
/// line since the turn both read it exactly.
///
/// The path turned where its motion over ``stepSpan`` heads more than 60° away from the
/// newest motion's (over ``newestSpan``) at more than ``speedShare`` of its speed. A path that
/// speeds up or slows down on one line never turns; a still or trembling hand's small steps,
/// slower than that, do not cut; and over 8 ms a whole-point position is off its line by a few
/// degrees at the speeds that matter (a 1 000 Hz mouse's single steps of a point or two turn by
/// 45° on their own).
///
/// ```swift
/// // Right at 1 000 pt/s, then up at 1 000 pt/s from t = 0.032: the motion since sample 4.
/// let times = (0...8).map { Double($0) * 0.008 }
/// let positions = times.map { t in Vector2(x: 1000 * min(t, 0.032), y: -1000 * max(t - 0.032, 0)) }
/// PathTurn.lastTurn(times: times, positions: positions, from: 0)  // 5, after the corner at 4
/// ```
public enum PathTurn {
  /// How far back the newest motion's direction is read: 16 ms, two events of a 125 Hz mouse.
  public static let newestSpan = 0.016
  /// How far back each earlier motion is read: 8 ms, one event of a 125 Hz mouse, several of a
  /// 1 000 Hz one.
  public static let stepSpan = 0.008
  /// A motion away from the newest faster than this share of its speed is a turn.
  public static let speedShare = 0.25

  /// The index of the first sample after the corner of the last turn at or after `first`
  /// (`first` where the path did not turn): the samples from there on are the newest motion.
  /// The corner is the last sample the earlier motion led into; it may be on the new line (a
  /// hand's event at the turn) or not (a frame drawn before the turn). `times` ascend.
  public static func lastTurn(times: [Double], positions: [Vector2], from first: Int) -> Int {
    let newest = times.count - 1
    guard newest > first, positions.count == times.count,
      let newestMotion = motion(
        times, positions, endingAt: newest, over: newestSpan, from: first, whole: false)
    else { return first }
    var index = newest
    while index > first {
      guard let step = motion(times, positions, endingAt: index, over: stepSpan, from: first, whole: true)
      else {
        index -= 1
        continue
      }
      let cosine = step.direction.x * newestMotion.direction.x + step.direction.y * newestMotion.direction.y
      if step.speed > speedShare * newestMotion.speed, cosine < 0.5 { return index + 1 }
      index -= 1
    }
    return first
  }

  /// The direction and speed of the motion into sample `end` from the latest sample at least
  /// `span` before it (a microsecond spare: events 8 ms apart are 8 ms apart); nil where it did
  /// not move, or where no sample from `first` on is that far back and `whole` asks for the
  /// whole span (a step of a millisecond or two is mostly a mouse's whole-point rounding).
  private static func motion(
    _ times: [Double], _ positions: [Vector2], endingAt end: Int, over span: Double, from first: Int,
    whole: Bool
  ) -> (direction: Vector2, speed: Double)? {
    var start = end - 1
    while start > first, times[end] - times[start] < span - 1e-6 { start -= 1 }
    guard start >= first, start < end, times[end] > times[start] else { return nil }
    if whole, times[end] - times[start] < span - 1e-6 { return nil }
    let moved = positions[end] - positions[start]
    let length = moved.magnitude
    guard length > 0, length.isFinite else { return nil }
    return ((1 / length) * moved, length / (times[end] - times[start]))
  }
}
