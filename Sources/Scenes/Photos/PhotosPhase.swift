/// What the photos scene is doing (the trace's `phase`).
public enum PhotosPhase: String, Sendable {
  /// The grid of thumbnails, nothing open.
  case grid
  /// A photo grows from its thumbnail to the viewer (or springs back to it after a cancelled
  /// dismissal).
  case opening
  /// A photo is open: at rest, or moved by one finger.
  case viewing
  /// Two fingers zoom, turn and move the open photo.
  case pinching
  /// Let go: the zoom, the turn and the pan settle (momentum, bounce, quarter turn).
  case settling
  /// The dismissal follows the fingers (percent-driven).
  case dismissing
  /// The photo goes back to its thumbnail.
  case closing
}
