/// What the list (or the strip) is doing: the trace's `phase`.
public enum ScrollPhase: String, Sendable {
  /// At rest, nothing held.
  case idle
  /// Held by the pointer past the slop: the content follows it 1:1 (banded past an end).
  case tracking
  /// Released inside the extents, slowing down.
  case decelerating
  /// Springing back to an end (after a crossing, or a release past the end).
  case bouncing
  /// The strip going to a page, or Space, Home or End going to an offset.
  case paging
  /// Moved by a wheel notch or trackpad deltas.
  case wheel
}
