import Motion
import Stage

/// A scene the registry offers: what the switcher, the help and the command line show of it, and
/// how to make one. A Swift scene's kind is its type's (`SceneKind(PaneScene.self)`); a scene
/// file's is made at run time from the file (``file(_:)``), under the file's name.
///
/// ```swift
/// let kind = SceneKind(PaneScene.self)
/// let scene = kind.make(size: Size(width: 960, height: 640))
/// ```
// Unchecked: the metatype and the closure hold only immutable values (a file's document).
public struct SceneKind: @unchecked Sendable {
  public let name: String
  public let summary: String
  public let hint: String
  public let keys: [SceneKey]
  public let gestures: [SceneGesture]
  public let defaultParameters: SettleParameters
  public let options: [SceneOption]
  public let showsFrameCost: Bool
  public let modes: [SettleMode]
  /// The Swift type its scenes are (a file's: ``SceneFileScene``).
  public let type: any Scene.Type
  private var makeScene: (Size) -> any Scene

  /// The kind of a Swift scene type: its static declarations.
  public init(_ type: any Scene.Type) {
    name = type.name
    summary = type.summary
    hint = type.hint
    keys = type.keys
    gestures = type.gestures
    defaultParameters = type.defaultParameters
    options = type.options
    showsFrameCost = type.showsFrameCost
    modes = type.modes
    self.type = type
    makeScene = { size in type.init(size: size) }
  }

  /// The kind of a Swift scene type whose scenes need more than a size to be made (the
  /// playground's analysis needs its recording): the type's static declarations, and `make` for
  /// each scene the run starts (a restart and the rewind make fresh ones).
  public init(_ type: any Scene.Type, make: @escaping (Size) -> any Scene) {
    self.init(type)
    makeScene = make
  }

  /// A scene file's kind: named by the file, tuned by its `"settle"`, made from its document.
  public static func file(_ document: SceneFileDocument) -> SceneKind {
    SceneKind(document: document)
  }

  private init(document: SceneFileDocument) {
    name = document.name
    summary = document.summary
    hint = document.hint
    keys = []
    gestures = []
    defaultParameters = document.parameters
    options = []
    showsFrameCost = false
    modes = SceneFileScene.modes
    type = SceneFileScene.self
    makeScene = { size in SceneFileScene(document: document, size: size) }
  }

  /// A scene of this kind at rest in a container of `size` points.
  public func make(size: Size) -> any Scene { makeScene(size) }
}
