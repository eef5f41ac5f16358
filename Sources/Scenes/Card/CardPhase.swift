/// Where the card is in its life: held, on its way, or still (the trace's `phase`).
public enum CardPhase: String, Sendable {
  case rest
  case dragging
  case settling
}
