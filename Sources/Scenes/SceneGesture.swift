/// A gesture a scene answers (a drag on the card, an edge pan, a tap on empty space), with what
/// the help overlay says it does: the help lists them with the keys.
///
/// ```swift
/// static let gestures = [SceneGesture("drag the modal", help: "throw it up or down to dismiss")]
/// ```
public struct SceneGesture: Sendable, Hashable {
  /// The gesture and where, in a few words: "tap a row", "drag from the left edge".
  public var label: String
  /// What it does.
  public var help: String

  public init(_ label: String, help: String) {
    self.label = label
    self.help = help
  }
}
