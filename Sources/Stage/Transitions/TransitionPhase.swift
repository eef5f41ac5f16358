/// Where the modal transition is (docs/design-notes.md, "The modal"): `dismissed → animating → dragging ↔ settling →
/// presented`, and the mirror image for a dismissal.
public enum TransitionPhase: String, Sendable, CaseIterable {
  /// No modal on screen.
  case dismissed
  /// The present or dismiss animation started by Space runs (timed: seed 000's 0.35 s).
  case animating
  /// The pointer holds the modal.
  case dragging
  /// Released: the finishing (or cancelling) animation carries the flick's velocity.
  case settling
  /// The modal is at rest in the centre.
  case presented
}

/// Which way a transition goes. Present and dismiss are mirror images of one animator, as seed
/// 000's `reversed` flag makes them.
public enum TransitionDirection: String, Sendable {
  /// The modal comes on screen.
  case present
  /// The modal leaves the screen: the presentation played backwards.
  case dismiss

  /// Seed 000: "if (self.reversed) percentComplete = 1.0f - percentComplete".
  public var isReversed: Bool { self == .dismiss }
}
