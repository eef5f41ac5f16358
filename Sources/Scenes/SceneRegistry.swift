/// The scenes a run offers, in switcher order: a value handed to the playground, so a package
/// that depends on Flick runs its own scenes beside (or instead of) the built-in ones.
///
/// ```swift
/// let scenes = SceneRegistry([ToggleScene.self] + SceneRegistry.builtIn.scenes)
/// let type = scenes.named("toggle")!            // ToggleScene.self
/// let scene = scenes.kind(named: "toggle")!.make(size: Size(width: 960, height: 640))
/// ```
///
/// A scene file joins a registry at run time as a ``SceneKind`` (``adding(_:)``).
// Unchecked: it holds only kinds (metatypes and immutable documents); Swift counts
// `any Scene.Type` as non-Sendable only because Scene (a class protocol with mutable state) is not.
public struct SceneRegistry: @unchecked Sendable, Equatable {
  /// Every scene, in switcher order; the first is the one a run starts with by default.
  public let kinds: [SceneKind]

  /// The Swift types of the scenes, in switcher order (a scene file's is ``SceneFileScene``).
  public var scenes: [any Scene.Type] { kinds.map(\.type) }

  /// The scenes in this order. Names must be unique and non-empty, and so must the list.
  public init(_ scenes: [any Scene.Type]) {
    self.init(kinds: scenes.map(SceneKind.init))
  }

  /// The kinds in this order; names unique, at least one.
  public init(kinds: [SceneKind]) {
    precondition(!kinds.isEmpty, "a registry needs at least one scene")
    precondition(Set(kinds.map(\.name)).count == kinds.count, "two scenes share a name")
    self.kinds = kinds
  }

  /// This registry with `kind` in it: in place of a scene of the same name (a file named like a
  /// built-in scene is the user's own version of it; a file reloaded replaces its last version),
  /// else last.
  public func adding(_ kind: SceneKind) -> SceneRegistry {
    var kinds = self.kinds
    if let index = kinds.firstIndex(where: { $0.name == kind.name }) {
      kinds[index] = kind
    } else {
      kinds.append(kind)
    }
    return SceneRegistry(kinds: kinds)
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
    lhs.names == rhs.names && zip(lhs.kinds, rhs.kinds).allSatisfy { $0.type == $1.type }
  }

  /// The scene a run starts with when `--scene` is not given.
  public var defaultScene: any Scene.Type { kinds[0].type }
  /// The same, as a kind (a scene file's, when the file is first).
  public var defaultKind: SceneKind { kinds[0] }

  /// The Swift type of the scene of that name (a scene file's is ``SceneFileScene``).
  public func named(_ name: String) -> (any Scene.Type)? {
    kind(named: name)?.type
  }

  /// The scene of that name, as the registry makes it.
  public func kind(named name: String) -> SceneKind? {
    kinds.first { $0.name == name }
  }

  public var names: [String] { kinds.map(\.name) }

  /// The scene's name `name` is most likely a misspelling of (one or two letters off, as a
  /// scene file's unknown key is matched), or nil: `"crad"` gives `"card"`.
  public func name(nearest name: String) -> String? {
    SceneFileObject.nearest(name, in: names)
  }

  /// The scene after (or before) `name`, wrapping around: N and PgDn (PgUp) in the window.
  public func name(after name: String, by step: Int = 1) -> String {
    let index = names.firstIndex(of: name) ?? (step > 0 ? -1 : 0)
    let count = names.count
    return names[((index + step) % count + count) % count]
  }

  /// The option of that name, from whichever scene declares it.
  public func option(named name: String) -> SceneOption? {
    kinds.lazy.flatMap { kind in kind.options }.first { $0.name == name }
  }

  /// The scenes that declare an option of that name.
  public func scenes(taking option: String) -> [SceneKind] {
    kinds.filter { kind in kind.options.contains { $0.name == option } }
  }

  /// Every key name some scene understands (a script may use any of them).
  public var keyNames: Set<String> { Set(kinds.flatMap { kind in kind.keys.map { $0.name } }) }
}
