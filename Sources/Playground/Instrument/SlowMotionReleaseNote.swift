import Motion
import Scenes
import Stage

/// The HUD's words on the last release while slow motion is on: what its speed does on screen
/// at the release, and why (issue 61: the ×10 flick of the old rule, unexplained, made slow
/// motion useless for judging a release made by hand).
enum SlowMotionReleaseNote {
  /// Two lines for `handoff` under `rule`, on a clock whose animations run `timeScale` times
  /// the screen's; none at full speed. The numbers are the main axis's, on screen.
  static func lines(handoff: Handoff, rule: SlowMotionRelease, timeScale: Double) -> [String] {
    guard timeScale < 1, timeScale > 0 else { return [] }
    let factor = (1 / timeScale).rounded()
    let onY = abs(handoff.releaseVelocity.y) >= abs(handoff.releaseVelocity.x)
    let release = onY ? handoff.releaseVelocity.y : handoff.releaseVelocity.x
    let settle = onY ? handoff.settleVelocity.y : handoff.settleVelocity.x
    switch rule {
    case .fullSpeedPath:
      // The settle's rate is the animations' own: on screen it runs timeScale times as fast.
      return [
        Readout.format("slow ×%.0f: release %.0f → %.0f pt/s on screen", factor, release, settle * timeScale),
        "it plays the full-speed flick's path, slowed",
      ]
    case .onScreenSpeed:
      return [
        Readout.format("slow ×%.0f: release kept at %.0f pt/s on screen", factor, settle),
        Readout.format("×%.0f in animation time: it goes %.0f× as far", factor, factor),
      ]
    }
  }
}
