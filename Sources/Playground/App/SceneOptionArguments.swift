import Scenes

/// The scenes' own flags (`--count 10000`, `--retarget=current`), taken out of the command line
/// before the parser reads the rest: a scene declares its options (``Scenes/SceneOption``) and
/// `flick` accepts them without knowing the scene, which lets a package outside Flick add scenes
/// with flags of their own.
struct SceneOptionArguments {
  /// The arguments that are not scene options, for the parser.
  private(set) var remaining: [String] = []
  /// Each scene option given, by name (without the dashes), with its value as typed.
  private(set) var values: [String: String] = [:]
  private let scenes: SceneRegistry

  /// Splits `arguments`. A scene option without a value, or with one that has not the option's
  /// form at all (`--count abc`), is a usage error; a value out of range is left for
  /// ``FlickCommand/runConfiguration(scenes:sceneOptions:)`` to refuse with the range.
  init(_ arguments: [String], scenes: SceneRegistry) throws(PlaygroundError) {
    self.scenes = scenes
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      // Everything after "--" is positional; flick takes none, and the parser says so.
      if argument == "--" {
        remaining += arguments[(index - 1)...]
        break
      }
      guard argument.hasPrefix("--") else {
        remaining.append(argument)
        continue
      }
      let flag = argument.dropFirst(2)
      let name = String(flag.prefix { $0 != "=" })
      guard let option = scenes.option(named: name) else {
        remaining.append(argument)
        continue
      }
      let value: String
      if flag.contains("=") {
        value = String(flag.drop { $0 != "=" }.dropFirst())
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw PlaygroundError("--\(name) needs a value (\(option.help))")
      }
      guard option.parses(value) else {
        throw PlaygroundError(option.check(value) ?? "--\(name) cannot be '\(value)'")
      }
      values[name] = value
    }
  }

  /// Refuses an option that the scene the run starts with does not take.
  func check(belongTo sceneName: String) throws(PlaygroundError) {
    try Self.check(Array(values.keys), belongTo: sceneName, in: scenes)
  }

  /// Refuses any of `names` that the scene `sceneName` does not take.
  static func check(_ names: [String], belongTo sceneName: String, in scenes: SceneRegistry)
    throws(PlaygroundError)
  {
    guard let scene = scenes.named(sceneName) else { return }
    for name in names.sorted() where !scene.options.contains(where: { $0.name == name }) {
      let takers = scenes.scenes(taking: name).map { $0.name }.joined(separator: ", ")
      throw PlaygroundError("--\(name) is an option of the \(takers) scene, not of \(sceneName)")
    }
  }

  /// The help's section for the scenes' own options, each under its scene's name.
  static func help(for scenes: SceneRegistry) -> String {
    var lines = ["SCENE OPTIONS (with --scene NAME):"]
    for scene in scenes.kinds where !scene.options.isEmpty {
      lines.append("  \(scene.name):")
      for option in scene.options {
        let flag = "    --\(option.name) <\(option.valueName)>"
        lines.append(
          flag.padding(toLength: max(flag.count + 2, 28), withPad: " ", startingAt: 0) + option.help)
      }
    }
    return lines.count == 1 ? "" : lines.joined(separator: "\n")
  }
}
