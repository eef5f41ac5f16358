import Motion

/// One frame's overlay panels, laid out: what ``Overlay`` draws and what it hit-tests presses
/// against, computed once so the two can never disagree (Dear ImGui's rule: the code that lays
/// out a control answers whether a point hits it).
struct OverlayFrames {
  var switcher: SceneSwitcher
  /// Drawn only, as ``inputTiming``: a press on it is the scene's (``Overlay/target(at:in:)``).
  var hud: HUDView?
  /// Under the HUD's panel, while a pointer holds something: drawn only, it takes no press.
  var inputTiming: InputTimingView?
  var legend: Rect?
  var tuning: TuningPanel?
  /// Beside the tuning panel, from the first K on: the settle as code.
  var code: CodePanel?
  /// The share panel (D): a row per way to write out what is on screen.
  var share: SharePanel?
  /// The hint, or the model hit-testing notice, along the bottom.
  var footer: Pill?
  var toast: Pill?
  var help: HelpLayout?
  /// While paused: the rewind's timeline strip along the bottom.
  var timeline: TimelineStrip?
}

/// What a press on the overlays lands on.
enum OverlayTarget {
  /// The help: a press closes it.
  case help
  case switcher(SceneSwitcher.Target)
  case tuning(TuningPanel.Control)
  /// The timeline strip: a press or a drag scrubs.
  case timeline(TimelineStrip)
  /// A share panel's row: what its key asks of the session.
  case share(SessionRequest)
  /// The code panel's header: picks the next platform.
  case codePicker
  /// Any other drawn panel: it takes the press and does nothing with it.
  case panel
}
