/// A key a scene understands, by the name scripts and the key translation use ("space", "a"),
/// with what the help overlay shows for it.
///
/// ```swift
/// static let keys = [SceneKey("space", label: "Space", help: "present / dismiss")]
/// ```
public struct SceneKey: Sendable, Hashable {
  /// The key's name, lower case, as SDL names it (`SDL_GetKeyName`): "space", "a", "return".
  public var name: String
  /// How the help overlay writes the key.
  public var label: String
  /// What it does, in a few words.
  public var help: String

  public init(_ name: String, label: String, help: String) {
    self.name = name
    self.label = label
    self.help = help
  }
}
