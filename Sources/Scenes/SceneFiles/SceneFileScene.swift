import Motion
import Stage

/// A scene file as a ``Scene``: the playground runs it like any scene, under the file's name.
/// Everything it does is ``SceneFileStage``'s; this is only the protocol's face, kept small so
/// it follows the protocol as it changes. ``SceneKind/file(_:)`` registers one.
///
/// ```swift
/// let document = try SceneFileDocument(name: "sheet", text: source)
/// let scenes = SceneRegistry.builtIn.adding(.file(document))
/// ```
public final class SceneFileScene: Scene {
  public static let name = "file"
  public static let summary = "a scene file"
  /// The keys the playground leaves to a scene, which the file's `"key"` rules may wait for.
  public static let keys: [SceneKey] = SceneFileRule.keys.map { name in
    SceneKey(
      name, label: name == "space" ? "Space" : name.capitalized, help: "what the file's \"key\" rules do"
    ) {
      (scene: SceneFileScene, time) in scene.stage.keyPressed(name, at: time)
    }
  }
  public static var defaultParameters: SettleParameters { SettleParameters() }

  public let stage: SceneFileStage
  public let context: SceneContext

  /// A scene of an empty file (the protocol's initializer; a file's own is ``init(document:size:context:)``).
  public convenience init(size: Size, context: SceneContext) {
    self.init(
      document: SceneFileDocument(
        name: Self.name, summary: Self.summary, hint: "", background: .white, parameters: SettleParameters(),
        layers: [], subject: nil, edgePan: nil),
      size: size, context: context)
  }

  /// A scene of `document`, tuned by its `"settle"`, on `context`'s display link.
  public init(document: SceneFileDocument, size: Size, context: SceneContext? = nil) {
    let context = context ?? SceneContext(for: SceneFileScene.self)
    context.parameters = document.parameters
    self.context = context
    stage = SceneFileStage(document: document, size: size, animator: context.animator)
    settingsDidChange()
  }

  /// The keys the file's `"key"` rules wait for.
  public var ruleKeys: Set<String> {
    Set(
      stage.document.rules.compactMap {
        if case .key(let name) = $0.trigger { name } else { nil }
      })
  }

  public var name: String { stage.document.name }
  /// The file's `"summary"` and `"hint"`, shown where a built-in scene's are (the help, the
  /// window's footer): the type's are the same for every file.
  public var summary: String { stage.document.summary }
  public var hint: String { stage.document.hint }
  public var root: Layer { stage.root }

  /// The host's settings, handed to the stage that moves the file's layers.
  public func settingsDidChange() {
    stage.settings.mode = context.mode
    stage.settings.parameters = context.parameters
    stage.settings.hitTestMode = context.hitTestMode
  }

  public func handle(_ event: PointerEvent) { stage.handle(event) }
  public func handle(_ scroll: ScrollEvent) { stage.handle(scroll) }
  public func advance(to time: Double) { stage.advance(to: time) }
  public var isAtRest: Bool { stage.isAtRest }
  public func resize(to size: Size) { stage.resize(to: size) }
  public var restingFrames: [Rect] { stage.restingFrames }
  public var probe: SceneProbe { stage.probe }
  public var probeWithoutFields: SceneProbe { stage.probeWithoutFields }
  public var pinchGesture: PinchGestureRecognizer? { stage.subjectPinch }
  public var rotationGesture: RotationGestureRecognizer? { stage.subjectRotation }
}
