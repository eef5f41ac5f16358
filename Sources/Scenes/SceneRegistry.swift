/// Every scene the playground offers, in switcher order. Adding a scene is one line here.
///
/// ```swift
/// let type = SceneRegistry.named("modal")!   // ModalScene.self
/// let scene = type.init(size: Size(width: 960, height: 640))
/// ```
public enum SceneRegistry {
  public static var all: [any Scene.Type] {
    [
      ModalScene.self,
      PaneScene.self,
      NavigationScene.self,
      CardScene.self,
      StressScene.self,
      ScrollScene.self,
    ]
  }

  /// The scene a run starts with when `--scene` is not given.
  public static var defaultScene: any Scene.Type { all[0] }

  public static func named(_ name: String) -> (any Scene.Type)? {
    all.first { $0.name == name }
  }

  public static var names: [String] { all.map { $0.name } }

  /// The option of that name, from whichever scene declares it.
  public static func option(named name: String) -> SceneOption? {
    all.lazy.flatMap { type in type.options }.first { $0.name == name }
  }

  /// Every key name some scene understands (a script may use any of them).
  public static var keyNames: Set<String> { Set(all.flatMap { type in type.keys.map { $0.name } }) }
}
