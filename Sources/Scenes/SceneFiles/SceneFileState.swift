import Motion
import Stage

/// `"states"`: a named state of the scene, the layers' properties in it (SwiftUI's state-driven
/// view, Rive's state, Origami's switch). A change of state animates each layer there with the
/// scene's settle, from where it is and with the velocity it has (`SceneFileStates`).
public struct SceneFileState: Sendable {
  public var name: String
  public var layers: [SceneFileStateValues]
  public var position: SourcePosition
}

/// One layer's properties in a state (or in an `"on"` rule's `"set"`): only those given change.
public struct SceneFileStateValues: Sendable {
  public var layer: String
  /// The top-left corner in the superlayer's points, and the size.
  public var x: SceneFileExpression?
  public var y: SceneFileExpression?
  public var w: SceneFileExpression?
  public var h: SceneFileExpression?
  public var alpha: Double?
  public var scale: Double?
  /// Degrees, clockwise.
  public var rotation: Double?
  public var radius: Double?
  public var color: Color?
  /// The text's string (its size and colour stay the layer's).
  public var text: String?
  /// Where the layer's key stands in the file.
  public var position: SourcePosition

  /// The properties given, by their keys in the file.
  var keys: [String] {
    [
      ("x", x != nil), ("y", y != nil), ("w", w != nil), ("h", h != nil), ("alpha", alpha != nil),
      ("scale", scale != nil), ("rotation", rotation != nil), ("radius", radius != nil),
      ("color", color != nil), ("text", text != nil),
    ].filter(\.1).map(\.0)
  }
}

/// `"on"`: when something happens (a tap, a release, a state entered, a snap point reached),
/// if the conditions hold, do the actions (Origami's and Rive's transitions: an event, a
/// condition, a target state).
public struct SceneFileRule: Sendable {
  public enum Trigger: Sendable, Equatable {
    /// A tap on the layer.
    case tap(String)
    /// The release of the layer's drag.
    case release(String)
    /// The state entered (or, with `"after"`, that long after, still in it).
    case enter(String)
    /// The layer's drag come to rest at the snap point of this name.
    case snap(layer: String, point: String)
    /// A key pressed (``SceneFileRule/keys``: its name as the window gives it, `space`).
    case key(String)
    /// The layer drawn wholly outside the window, having been inside it (a modal flicked away).
    case leave(String)
  }

  /// The keys a rule may wait for: those the playground leaves to the scene.
  public static let keys = ["space", "return", "up", "down", "left", "right"]

  public var trigger: Trigger
  /// Only in these states (nil: in any).
  public var states: [String]?
  /// Seconds after entering the state (`enter` only), on the scene's clock.
  public var after: Double?
  /// A release's velocity on screen (points per second) must pass these.
  public var velocity: [SceneFileComparison]
  /// A release's top-left corner (in the superlayer's points) must pass these.
  public var at: [SceneFileComparison]
  /// Where the pointer is at a release (in the window's points) must pass these.
  public var pointer: [SceneFileComparison] = []
  /// Where the release would bring the top-left to rest (UIScrollView's projection at its normal
  /// deceleration, as the drag's snap choice projects) must pass these: a flick "far enough".
  public var projected: [SceneFileComparison] = []
  /// The actions, in this order: go to a state, switch gestures on and off, set properties.
  public var go: String?
  public var enable: [String]
  public var disable: [String]
  public var set: [SceneFileStateValues]
  /// Where the rule's object starts, and where each name it gives stands.
  public var position: SourcePosition
  public var triggerPosition: SourcePosition
  public var goPosition: SourcePosition?
  public var statesPosition: SourcePosition?
}

/// A condition on one axis: `"< -500"`, `">= H / 2"` (the value an expression, as lengths are).
public struct SceneFileComparison: Sendable {
  public enum Relation: String, Sendable, CaseIterable {
    case below = "<"
    case atMost = "<="
    case above = ">"
    case atLeast = ">="
  }

  public var axis: SceneFileDragSpec.Axis
  public var relation: Relation
  public var value: SceneFileExpression

  /// Whether `number` passes, in a window of `size`.
  func holds(_ number: Double, in size: Size) -> Bool {
    let bound = value.value(in: size)
    switch relation {
    case .below: return number < bound
    case .atMost: return number <= bound
    case .above: return number > bound
    case .atLeast: return number >= bound
    }
  }

  /// Whether `point` passes, along the comparison's axis.
  func holds(_ point: Vector2, in size: Size) -> Bool {
    holds(axis == .x ? point.x : point.y, in: size)
  }
}
