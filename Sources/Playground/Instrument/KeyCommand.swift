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

  /// The key names (SDL's, lower case) and what each does, from the keys' declarations
  /// (``HostKeyHelp/table``). A name declared twice is a test's failure, never a trap at launch:
  /// the first declaration wins.
  public static let names: [String: KeyCommand] = Dictionary(
    HostKeyHelp.table.flatMap(\.keys).flatMap { key in key.names.map { ($0, key.command) } },
    uniquingKeysWith: { first, _ in first })

  /// Each command's declaration.
  static let hostKeys: [KeyCommand: HostKey] = Dictionary(
    HostKeyHelp.table.flatMap(\.keys).map { ($0.command, $0) }, uniquingKeysWith: { first, _ in first })

  /// How the help writes the key ("Tab", "O"): what the share panel's rows and the toasts that
  /// name a key write too.
  public var label: String { Self.hostKeys[self]?.label ?? rawValue }

  /// No input to the scene's history (``HostKey/isTimeless``).
  public var isTimeless: Bool { Self.hostKeys[self]?.isTimeless ?? false }

  /// One line per key for the help overlay and the README, in reading order
  /// (``HostKeyHelp/table``).
  public static let helpTable: [(keys: String, action: String)] = HostKeyHelp.table.map {
    (keys: $0.label, action: $0.action)
  }
}
