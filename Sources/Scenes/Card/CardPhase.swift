/// Where the card is in its life: held, on its way, or still (the trace's `phase`).
///
/// ```swift
/// scene.phase == .rest  // nothing held, nothing animating: the loop may sleep
/// ```
public enum CardPhase: String, Sendable {
  case rest
  case dragging
  case settling
}
