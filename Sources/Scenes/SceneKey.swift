/// A key a scene understands, by the name scripts and the key translation use ("space", "a"),
/// with what the help overlay shows for it and what it does: declared once, so the help, the
/// scripts' check and the key's handling cannot disagree.
///
/// ```swift
/// static let keys = [
///   SceneKey("space", label: "Space", help: "present / dismiss") { (scene: ModalScene, time) in
///     scene.togglePresentation(at: time)
///   }
/// ]
/// ```
public struct SceneKey: Sendable {
  /// The key's name, lower case, as SDL names it (`SDL_GetKeyName`): "space", "a", "return".
  public var name: String
  /// How the help overlay writes the key.
  public var label: String
  /// What it does, in a few words.
  public var help: String
  /// Does it, to a scene of the type that declared the key, at a time on the scene's clock (the
  /// loop has brought the scene there).
  public let perform: @Sendable (any Scene, Double) -> Void

  public init<S: Scene & SendableMetatype>(
    _ name: String, label: String, help: String, action: @escaping @Sendable (S, Double) -> Void
  ) {
    self.name = name
    self.label = label
    self.help = help
    perform = { scene, time in
      if let scene = scene as? S { action(scene, time) }
    }
  }
}
