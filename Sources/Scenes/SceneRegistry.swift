/// The scenes a run offers, in switcher order: a value handed to the playground, so a package
/// that depends on Flick runs its own scenes beside (or instead of) the built-in ones.
///
/// ```swift
/// let scenes = SceneRegistry([ToggleScene.self] + SceneRegistry.builtIn.scenes)
/// let type = scenes.named("toggle")!            // ToggleScene.self
/// let scene = type.init(size: Size(width: 960, height: 640))
/// ```
// Unchecked: it holds only metatypes, which are immutable; Swift counts `any Scene.Type` as
// non-Sendable only because Scene (a class protocol with mutable state) is not.
public struct SceneRegistry: @unchecked Sendable, Equatable {
  /// Every scene, in switcher order; the first is the one a run starts with by default.
  public let scenes: [any Scene.Type]

  /// The scenes in this order. Names must be unique and non-empty, and so must the list.
  public init(_ scenes: [any Scene.Type]) {
    precondition(!scenes.isEmpty, "a registry needs at least one scene")
    precondition(Set(scenes.map { $0.name }).count == scenes.count, "two scenes share a name")
    self.scenes = scenes
  }

  /// Flick's own scenes: the seeds' interactions and the stress test. Adding a built-in scene is
  /// one line here.
  public static var builtIn: SceneRegistry {
    SceneRegistry([
      ModalScene.self,
      PaneScene.self,
      NavigationScene.self,
      CardScene.self,
      StressScene.self,
      ScrollScene.self,
      PhotosScene.self,
    ])
  }

  /// Two registries are the same when they offer the same scenes in the same order.
  public static func == (lhs: SceneRegistry, rhs: SceneRegistry) -> Bool {
    lhs.names == rhs.names && zip(lhs.scenes, rhs.scenes).allSatisfy { $0 == $1 }
  }

  /// The scene a run starts with when `--scene` is not given.
  public var defaultScene: any Scene.Type { scenes[0] }

  public func named(_ name: String) -> (any Scene.Type)? {
    scenes.first { $0.name == name }
  }

  public var names: [String] { scenes.map { $0.name } }

  /// The scene after (or before) `name`, wrapping around: N and PgDn (PgUp) in the window.
  public func name(after name: String, by step: Int = 1) -> String {
    let index = names.firstIndex(of: name) ?? (step > 0 ? -1 : 0)
    let count = names.count
    return names[((index + step) % count + count) % count]
  }

  /// The option of that name, from whichever scene declares it.
  public func option(named name: String) -> SceneOption? {
    scenes.lazy.flatMap { type in type.options }.first { $0.name == name }
  }

  /// The scenes that declare an option of that name.
  public func scenes(taking option: String) -> [any Scene.Type] {
    scenes.filter { type in type.options.contains { $0.name == option } }
  }

  /// Every key name some scene understands (a script may use any of them).
  public var keyNames: Set<String> { Set(scenes.flatMap { type in type.keys.map { $0.name } }) }
}
