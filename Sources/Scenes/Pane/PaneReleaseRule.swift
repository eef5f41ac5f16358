import Motion
import Stage

/// How the pane decides where a release sends it (`--rule`, a ``SceneOption``).
///
/// ```swift
/// scene.setOption("rule", to: "projection")
/// // pulled past open and let go still: it stays open (velocity: it slams shut)
/// ```
public enum PaneReleaseRule: String, Sendable, CaseIterable {
  /// objc.io #12's `draggingEndedWithVelocity:`: vy ≥ 0 closes, vy < 0 opens, whatever the
  /// position (a release held still closes, even pulled past open). The default.
  case velocity
  /// iOS's Control Center: the release is projected as UIScrollView decelerates a flick
  /// (Stage's `Projection.restingPoint(from:velocity:decelerationRate:)`, rate 0.998 a millisecond) and
  /// the pane goes to the state nearest that point, so a still release stays where it is
  /// nearest; and a still press catches the moving pane, as a touch stops a scroll view.
  case projection

  /// The help's line and the HUD's.
  var summary: String {
    switch self {
    case .velocity: "release rule: velocity (vy ≥ 0 closes)"
    case .projection: "release rule: projection (nearest state)"
    }
  }

  /// Where a release at `center` (the pane's centre on screen) with the pane's vertical
  /// `velocity` (on screen, pt/s) sends it, in `layout`.
  func target(center: Vector2, velocity: Double, layout: PaneLayout) -> PaneState {
    switch self {
    case .velocity:
      return velocity >= 0 ? .closed : .open
    case .projection:
      let velocity = velocity.isFinite ? velocity : 0
      let projected = Projection.restingPoint(from: center, velocity: Vector2(x: 0, y: velocity)).y
      let open = abs(projected - layout.center(for: .open).y)
      let closed = abs(projected - layout.center(for: .closed).y)
      return open <= closed ? .open : .closed
    }
  }
}
