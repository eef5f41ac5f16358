/// A line of the help's playground part: the keys it is about (written by their labels, joined
/// as the line reads) or a gesture, and what they do. The table is where every host key is
/// declared, so the help, the key names scripts and SDL give, the share panel's letters and
/// which keys the log keeps come from one place (issue 61: a key was written in up to seven).
public struct HostKeyHelp: Sendable {
  /// The keys the line is about; none for a gesture.
  public let keys: [HostKey]
  /// How the help writes the keys: their labels joined, or the gesture's words.
  public let label: String
  /// What they do, in a few words.
  public let action: String

  init(_ keys: HostKey..., joined separator: String = " ", action: String) {
    self.keys = keys
    label = keys.map(\.label).joined(separator: separator)
    self.action = action
  }

  init(gesture: String, action: String) {
    keys = []
    label = gesture
    self.action = action
  }

  /// The help's playground part, in reading order: every playground key once.
  public static let table: [HostKeyHelp] = [
    HostKeyHelp(HostKey(.toggleMode, "m", label: "M"), action: "toggle spring / dynamics"),
    HostKeyHelp(
      HostKey(.selectSpring, "1", label: "1"), HostKey(.selectDynamics, "2", label: "2"),
      HostKey(.selectTimed, "3", label: "3"), action: "spring / dynamics / timed"),
    HostKeyHelp(
      HostKey(.stiffnessDown, "[", label: "["), HostKey(.stiffnessUp, "]", label: "]"),
      action: "stiffness or frequency down / up"),
    HostKeyHelp(
      HostKey(.dampingDown, ";", label: ";"), HostKey(.dampingUp, "'", label: "'"),
      action: "damping down / up"),
    HostKeyHelp(
      HostKey(.toggleTuning, "t", label: "T"), action: "tuning panel: sliders in every unit system"),
    HostKeyHelp(
      HostKey(.nextPreset, "c", label: "C"), HostKey(.savePreset, "w", label: "W", timeless: true),
      joined: ", ",
      action: "next preset / save the tuning as a preset file"),
    HostKeyHelp(
      HostKey(.pinTuning, "x", label: "X"),
      action: "A/B: pin this tuning; each release also shows it as a ghost"),
    HostKeyHelp(HostKey(.undoTuning, "ctrl+z", label: "Ctrl+Z"), action: "undo the last tuning change"),
    HostKeyHelp(gesture: "double-click", action: "a tuning value: type it, Return sets it, Esc cancels"),
    HostKeyHelp(
      HostKey(.pasteCurve, "ctrl+v", label: "Ctrl+V"),
      action: "timed: paste a cubic-bezier(x1, y1, x2, y2) (or drag its handles, T)"),
    HostKeyHelp(
      HostKey(.pauseOrStepForward, ".", label: ".", timeless: true),
      HostKey(.stepBack, ",", label: ",", timeless: true),
      action: "pause; paused: one frame on / back (re-simulated)"),
    HostKeyHelp(
      HostKey(.togglePause, "/", label: "/", timeless: true),
      action: "pause / go on (paused: drag the timeline strip)"),
    HostKeyHelp(
      HostKey(.toggleGhosts, "g", label: "G"),
      action: "ghosts: the next release by Euler, RK4, goop, the other mode"),
    HostKeyHelp(
      HostKey(.hitch, "j", label: "J"), HostKey(.exportPlot, "e", label: "E", timeless: true), joined: ", ",
      action: "a 250 ms frame (a hitch) / export the plot as PNG"),
    HostKeyHelp(
      HostKey(.copyCode, "k", label: "K", timeless: true),
      action: "copy the settle as code (code panel title: next platform)"),
    HostKeyHelp(
      HostKey(.toggleShare, "d", label: "D"),
      action: "share panel: the page, video, code, screenshot and plot, and where they go"),
    HostKeyHelp(
      HostKey(.exportWeb, "o", label: "O", timeless: true),
      action: "the scene file (the modal's: modal.json) as one web page anyone can touch"),
    HostKeyHelp(
      HostKey(.toggleVideo, "v", label: "V", timeless: true),
      action: "record a video / stop (MP4 in the working directory)"),
    HostKeyHelp(
      HostKey(.toggleInputRecording, "i", label: "I", timeless: true),
      action: "record the input / stop: a script --script replays"),
    HostKeyHelp(HostKey(.toggleSlowMotion, "s", label: "S"), action: "slow motion (x10)"),
    HostKeyHelp(
      HostKey(.toggleReducedMotion, "u", label: "U"),
      action: "reduced motion: releases settle without overshoot, at bounded speed"),
    HostKeyHelp(
      HostKey(.togglePrediction, "l", label: "L", timeless: true),
      action: "predict: draw what you hold where the pointer will be when it is seen"),
    HostKeyHelp(
      HostKey(.toggleModelHitTesting, "b", label: "B"),
      action: "hit-test the model frame: presses miss what moves"),
    HostKeyHelp(
      HostKey(.nextScene, "n", "pagedown", label: "N, PgDn"),
      HostKey(.previousScene, "pageup", label: "PgUp"),
      joined: " / ", action: "next / previous scene (or click one, top right)"),
    HostKeyHelp(HostKey(.toggleHUD, "tab", label: "Tab"), action: "HUD and plot"),
    HostKeyHelp(HostKey(.toggleHelp, "h", "f1", label: "H, F1"), action: "this help"),
    HostKeyHelp(
      HostKey(.screenshot, "p", label: "P", timeless: true),
      action: "screenshot (PNG in the working directory)"),
    HostKeyHelp(HostKey(.reset, "r", label: "R"), action: "reset the scene"),
    HostKeyHelp(
      HostKey(.cancelOrClose, "escape", label: "Esc"),
      action: "cancel the drag, else close what is open (panel, help, modal, pane, photo, screen)"),
    HostKeyHelp(HostKey(.quit, "q", label: "Q", timeless: true), action: "quit"),
    HostKeyHelp(gesture: "Alt + drag", action: "two touches mirrored about the centre: pinch and rotate"),
    HostKeyHelp(gesture: "Alt+Shift + drag", action: "the two touches move together (a two-finger pan)"),
    HostKeyHelp(gesture: "Ctrl + wheel", action: "pinch (a trackpad's pinch arrives so)"),
  ]
}
