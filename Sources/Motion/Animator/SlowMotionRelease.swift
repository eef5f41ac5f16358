/// What a release made by hand in slow motion plays: which clock a rate (a gesture's velocity,
/// an animation's) is on when the animator converts it (``Animator/slowMotionRelease``).
///
/// A hand's velocity is measured on the screen's clock, while in slow motion animations run on
/// a clock ten times slower. Either the hand's rate is taken as a rate on the animations' clock
/// (the flick's full-speed path, slowed, as the iOS Simulator's Slow Animations play it), or it
/// is kept on the screen (ten times the rate on the animations' clock, so the settle starts at
/// the speed the hand let go and goes ten times as far). At full speed the two are the same.
public enum SlowMotionRelease: String, Sendable, CaseIterable {
  /// The default: a release plays the path the same flick makes at full speed, slowed. Rates
  /// are the animations' own (points per second of animation time), so on screen a flick's
  /// speed drops by the slow-motion factor at the release, and every number a scene reads (a
  /// velocity, a projection, a decision on a threshold) is the full-speed flick's.
  case fullSpeedPath = "full-speed-path"
  /// The release keeps its on-screen speed: rates are the screen's (points per second of the
  /// caller's clock), so a hand's velocity is the slow-motion factor times more in animation
  /// time (a 2 062 pt/s flick starts the modal's spring at 20 620 pt/s of animation time and
  /// overshoots 634 pt, against 86 pt at full speed).
  case onScreenSpeed = "on-screen-speed"
}
