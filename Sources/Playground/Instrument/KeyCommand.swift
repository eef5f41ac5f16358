/// What a playground key does, in every scene. Keys come from SDL (`Input/`) or from a script,
/// by name; a name that is not one of these goes to the scene (its `SceneKey`s).
public enum KeyCommand: String, Sendable, CaseIterable {
  /// Spring ↔ dynamics.
  case toggleMode
  case selectSpring
  case selectDynamics
  case selectTimed
  /// ×10 slower animation time, like the iOS Simulator's slow animations.
  case toggleSlowMotion
  /// Full motion ↔ its reduced twin (docs/reduced-motion.md).
  case toggleReducedMotion
  case toggleHelp
  case toggleHUD
  /// Hit-test model frames instead of presentation frames, to show the seeds' bug.
  case toggleModelHitTesting
  case screenshot
  /// The scene back to its start, with the parameters the run began with.
  case reset
  case quit
  /// Tuning of the current mode's main parameters.
  case stiffnessDown
  case stiffnessUp
  case dampingDown
  case dampingUp
  /// The scene switcher: the next or the previous scene.
  case nextScene
  case previousScene
  /// The tuning panel: sliders for the mode's parameters in every unit system.
  case toggleTuning
  /// The next preset from the presets file, applied to the scene.
  case nextPreset
  /// Writes the current tuning as a presets file (`--preset FILE` loads it).
  case savePreset
  /// Stops the scene's clock (input still handled and drawn); again to go on.
  case togglePause
  /// Running: pauses. Paused: one frame on (through the re-simulated past, then live).
  case pauseOrStepForward
  /// While paused: one frame back, re-simulated from the recorded input.
  case stepBack
  /// Esc: cancels the gesture in progress; else closes what is open (help, share panel, code
  /// panel, tuning panel, HUD and plot); else what the scene has open (the modal, the pane, the
  /// photo, a pushed screen: the scene's own `escape` key). It never quits (Q does).
  case cancelOrClose
  /// The lab's ghosts: the next release also driven by other integrators.
  case toggleGhosts
  /// The next frame lasts 250 ms, as a slow frame on a device would.
  case hitch
  /// Writes the run's plot as a PNG in the working directory.
  case exportPlot
  /// Copies the settle as code for the platform picked beside the tuning panel.
  case copyCode
  /// Starts or stops a video of the window (MP4 in the working directory).
  case toggleVideo
  /// Ctrl+Z: takes back the last tuning change.
  case undoTuning
  /// A/B: pins the current tuning (again: unpins); each release then also shows it as a ghost.
  case pinTuning
  /// I: starts recording the input, or stops and saves it as a script (`--script` replays it).
  case toggleInputRecording
  /// Ctrl+V: the clipboard's `cubic-bezier(x1, y1, x2, y2)` becomes the timed curve.
  case pasteCurve
  /// L: a held subject drawn where the pointer will be when the frame is seen (prediction).
  case togglePrediction
  /// O: the scene file (in the built-in modal, `modal.json`) as a web page (`--export-web`) in the
  /// save folder.
  case exportWeb
  /// D: the share panel, every way to write out what is on screen (O, V, K, P, E) as rows to
  /// click, and the folder the files go to.
  case toggleShare

  /// The key names (SDL's, lower case) and what each does.
  public static let names: [String: KeyCommand] = [
    "m": .toggleMode,
    "1": .selectSpring,
    "2": .selectDynamics,
    "3": .selectTimed,
    "s": .toggleSlowMotion,
    "u": .toggleReducedMotion,
    "h": .toggleHelp,
    "f1": .toggleHelp,
    "tab": .toggleHUD,
    "b": .toggleModelHitTesting,
    "p": .screenshot,
    "r": .reset,
    "escape": .cancelOrClose,
    "q": .quit,
    "[": .stiffnessDown,
    "]": .stiffnessUp,
    ";": .dampingDown,
    "'": .dampingUp,
    "n": .nextScene,
    "pagedown": .nextScene,
    "pageup": .previousScene,
    "t": .toggleTuning,
    "c": .nextPreset,
    "w": .savePreset,
    "/": .togglePause,
    ".": .pauseOrStepForward,
    ",": .stepBack,
    "g": .toggleGhosts,
    "j": .hitch,
    "e": .exportPlot,
    "k": .copyCode,
    "v": .toggleVideo,
    "x": .pinTuning,
    "ctrl+z": .undoTuning,
    "i": .toggleInputRecording,
    "ctrl+v": .pasteCurve,
    "l": .togglePrediction,
    "o": .exportWeb,
    "d": .toggleShare,
  ]

  /// One line per key for the help overlay and the README, in reading order.
  public static let helpTable: [(keys: String, action: String)] = [
    ("M", "toggle spring / dynamics"),
    ("1 2 3", "spring / dynamics / timed"),
    ("[ ]", "stiffness or frequency down / up"),
    ("; '", "damping down / up"),
    ("T", "tuning panel: sliders in every unit system"),
    ("C, W", "next preset / save the tuning as a preset file"),
    ("X", "A/B: pin this tuning; each release also shows it as a ghost"),
    ("Ctrl+Z", "undo the last tuning change"),
    ("double-click", "a tuning value: type it, Return sets it, Esc cancels"),
    ("Ctrl+V", "timed: paste a cubic-bezier(x1, y1, x2, y2) (or drag its handles, T)"),
    (". ,", "pause; paused: one frame on / back (re-simulated)"),
    ("/", "pause / go on (paused: drag the timeline strip)"),
    ("G", "ghosts: the next release by Euler, RK4, goop, the other mode"),
    ("J, E", "a 250 ms frame (a hitch) / export the plot as PNG"),
    ("K", "copy the settle as code (code panel title: next platform)"),
    ("D", "share panel: the page, video, code, screenshot and plot, and where they go"),
    ("O", "the scene file (the modal's: modal.json) as one web page anyone can touch"),
    ("V", "record a video / stop (MP4 in the working directory)"),
    ("I", "record the input / stop: a script --script replays"),
    ("S", "slow motion (x10)"),
    ("U", "reduced motion: releases settle without overshoot, at bounded speed"),
    ("L", "predict: draw what you hold where the pointer will be when it is seen"),
    ("B", "hit-test the model frame: presses miss what moves"),
    ("N, PgDn / PgUp", "next / previous scene (or click one, top right)"),
    ("Tab", "HUD and plot"),
    ("H, F1", "this help"),
    ("P", "screenshot (PNG in the working directory)"),
    ("R", "reset the scene"),
    ("Esc", "cancel the drag, else close what is open (panel, help, modal, pane, photo, screen)"),
    ("Q", "quit"),
    ("Alt + drag", "two touches mirrored about the centre: pinch and rotate"),
    ("Alt+Shift + drag", "the two touches move together (a two-finger pan)"),
    ("Ctrl + wheel", "pinch (a trackpad's pinch arrives so)"),
  ]
}
