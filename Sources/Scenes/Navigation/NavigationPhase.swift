/// Where the navigation scene's transition is: `idle`, or a transition `animating` by itself
/// (a click, Space), `interactive` (held by the pointer), `settling` (released, or reversed,
/// and carried to its end with the velocity it had).
public enum NavigationPhase: String, Sendable, CaseIterable {
  case idle
  case animating
  case interactive
  case settling
}

/// Which transition runs: a push, a pop, or seed 003's side panel (opening or closing).
public enum NavigationTransitionKind: String, Sendable, CaseIterable {
  case push
  case pop
  case panel
}
