/// What a key does in the playground. Keys come from SDL (``Input``) or from a script, by name.
public enum KeyCommand: String, Sendable, CaseIterable {
  /// Present the modal, or dismiss it; reverses a transition in flight.
  case togglePresentation
  /// Spring ↔ dynamics.
  case toggleMode
  case selectSpring
  case selectDynamics
  case selectTimed
  /// ×10 slower animation time, like the iOS Simulator's slow animations.
  case toggleSlowMotion
  case toggleHelp
  case toggleHUD
  /// Hit-test model frames instead of presentation frames, to show the seeds' bug.
  case toggleModelHitTesting
  case screenshot
  /// Back to the dismissed state and the default parameters.
  case reset
  case quit
  /// Tuning of the current mode's main parameters.
  case stiffnessDown
  case stiffnessUp
  case dampingDown
  case dampingUp

  /// The key names a script may use (lower case), and what each does.
  public static let scriptNames: [String: KeyCommand] = [
    "space": .togglePresentation,
    "m": .toggleMode,
    "1": .selectSpring,
    "2": .selectDynamics,
    "3": .selectTimed,
    "s": .toggleSlowMotion,
    "h": .toggleHelp,
    "f1": .toggleHelp,
    "tab": .toggleHUD,
    "b": .toggleModelHitTesting,
    "p": .screenshot,
    "r": .reset,
    "escape": .quit,
    "q": .quit,
    "[": .stiffnessDown,
    "]": .stiffnessUp,
    ";": .dampingDown,
    "'": .dampingUp,
  ]

  /// One line per key for the help overlay and the README, in reading order.
  public static let helpTable: [(keys: String, action: String)] = [
    ("Space", "present / dismiss (reverses a transition in flight)"),
    ("M", "toggle spring / dynamics"),
    ("1 2 3", "spring / dynamics / timed"),
    ("[ ]", "stiffness or frequency down / up"),
    ("; '", "damping down / up"),
    ("S", "slow motion (x10)"),
    ("B", "hit-test model frames (the seeds' bug)"),
    ("Tab", "HUD and plot"),
    ("H, F1", "this help"),
    ("P", "screenshot (PNG in the working directory)"),
    ("R", "reset"),
    ("Esc, Q", "quit"),
  ]
}
