import Scenes

/// The scenes of a run that are not (only) Flick's own, as an exported test must name them: a
/// package's `Flick.main(scenes: [HelloScene.self] + Flick.builtInScenes)` records in its own
/// scene, and a test that replayed among the built-in scenes alone could not find it.
public struct OwnScenes: Sendable, Equatable {
  /// The scenes' type names in the run's order, as the test's source writes them
  /// (`HelloScene`, `ModalScene`; a nested type as `Outer.Inner`).
  public let typeNames: [String]
  /// The modules those types come from, which the test imports.
  public let modules: Set<String>

  /// The names for `registry`, or nil when it is Flick's own (the test needs no registry then).
  /// Throws when a scene has no name a test can write (a generic or a local type).
  public init?(_ registry: SceneRegistry) throws(PlaygroundError) {
    guard registry != .builtIn else { return nil }
    var names: [String] = []
    var modules: Set<String> = []
    for type in registry.scenes {
      // "Module.Outer.Inner": the module, then the name the module's own code uses.
      let qualified = String(reflecting: type)
      let parts = qualified.split(separator: ".", maxSplits: 1)
      guard parts.count == 2, qualified.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
      else {
        throw PlaygroundError(
          "--export-test cannot name the scene type \(qualified) in a test: give the scene a plain type")
      }
      modules.insert(String(parts[0]))
      names.append(String(parts[1]))
    }
    typeNames = names
    self.modules = modules
  }
}
