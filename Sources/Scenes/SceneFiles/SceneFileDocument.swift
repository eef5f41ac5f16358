import Motion
import Stage

/// A scene file, read and checked: its layers (a tree, in drawing order), the behaviours attached
/// to them and the settle's tuning. Every reference names a layer that exists, progress links
/// form no cycle, sizes are not negative; what remains to go wrong at run time (a size an
/// expression makes negative in a small window) is clamped there. ``SceneFileScene`` runs it.
///
/// ```swift
/// let document = try SceneFileDocument(name: "pane", text: source)
/// let scene = SceneFileScene(document: document, size: Size(width: 960, height: 640))
/// ```
public struct SceneFileDocument: Sendable {
  /// The scene's name: the file's name without its extension.
  public var name: String
  public var summary: String
  public var hint: String
  /// The window's colour behind the layers.
  public var background: Color
  /// The tuning the scene starts with (the playground's panel and keys change it from there).
  public var parameters: SettleParameters
  /// The top-level layers, back to front.
  public var layers: [SceneFileLayer]
  /// The layer the HUD, the plot and the ghosts follow (`"subject"`, else the first dragged one).
  public var subject: String?
  public var edgePan: SceneFileEdgePanSpec?
  /// `"states"`, in the file's order: the scene starts in the first.
  public var states: [SceneFileState] = []
  /// `"on"`: what happens when, in the file's order.
  public var rules: [SceneFileRule] = []

  /// Every layer, depth first in drawing order.
  public var allLayers: [SceneFileLayer] {
    var result: [SceneFileLayer] = []
    func walk(_ layers: [SceneFileLayer]) {
      for layer in layers {
        result.append(layer)
        walk(layer.sublayers)
      }
    }
    walk(layers)
    return result
  }
}

/// A rectangle (and its text, image, border and shadow) of a scene file, with its behaviours.
public struct SceneFileLayer: Sendable {
  public var id: String
  /// Where the layer's object starts in the file.
  public var position: SourcePosition
  /// The top-left corner in the superlayer's points, and the size.
  public var x: SceneFileExpression
  public var y: SceneFileExpression
  public var w: SceneFileExpression
  public var h: SceneFileExpression
  public var color: Color
  public var alpha: Double
  public var radius: Double
  /// Degrees, clockwise on screen.
  public var rotation: Double
  public var scale: Double
  public var shadow: LayerShadow?
  public var border: LayerBorder?
  public var text: LayerText?
  /// The image the layer shows (a key the host's renderer loads), and its size in points.
  public var image: LayerImage?
  public var interactive: Bool
  /// Its sublayers drawn and hit only inside its frame (`"clip"`).
  public var clip: Bool
  public var sublayers: [SceneFileLayer]
  public var drag: SceneFileDragSpec?
  public var tap: SceneFileTapSpec?
  public var pinch: SceneFilePinchSpec?
  public var rotate: SceneFileRotateSpec?
  public var scroll: SceneFileScrollSpec?
  public var follow: [SceneFileFollowSpec]

  /// The frame in the superlayer's points in a window of `size`; negative sizes are 0.
  public func frame(in size: Size) -> Rect {
    Rect(
      x: x.value(in: size), y: y.value(in: size), width: max(w.value(in: size), 0),
      height: max(h.value(in: size), 0))
  }
}

/// `"drag"`: the layer follows the pointer along an axis, to snap points.
public struct SceneFileDragSpec: Sendable {
  public enum Axis: String, Sendable, CaseIterable { case both, x, y }
  /// How a release picks its snap point.
  public enum Choice: String, Sendable, CaseIterable {
    /// The snap point nearest where the release would coast to (UIScrollView's deceleration).
    case projection
    /// The sign of the velocity: the last snap point for ≥ 0, the first for < 0 (objc.io's pane).
    case velocity
    /// The snap point nearest where the layer is.
    case nearest
  }
  /// When a press on the moving layer stops it.
  public enum Catch: String, Sendable, CaseIterable {
    /// At the press (a scroll view's touch).
    case press
    /// Once the drag begins, past the slop (objc.io's pane).
    case drag
  }
  /// What the settle starts with.
  public enum Carry: String, Sendable, CaseIterable {
    /// The release velocity along the drag's axes.
    case axis
    /// The whole release velocity, as a vector (objc.io: a sideways flick curves).
    case vector
  }

  /// A snap point: its name (the file's key, or its index) and its position along the axes.
  public struct Snap: Sendable {
    public var name: String
    public var x: SceneFileExpression?
    public var y: SceneFileExpression?
  }

  public var axis: Axis
  public var snaps: [Snap]
  public var choose: Choice
  /// Where the drag goes without rubber-banding, per axis (default: the snap points' span).
  public var rangeX: (SceneFileExpression, SceneFileExpression)?
  public var rangeY: (SceneFileExpression, SceneFileExpression)?
  public var rubberBand: Bool
  /// Points the pointer moves before the drag begins; nil when the file gives none: 0, or the
  /// slop of a tap the same press reaches (``SceneFileStage``).
  public var slop: Double?
  public var catchOn: Catch
  public var carry: Carry
  public var position: SourcePosition
  /// `"in"`: the states it works in (nil: all).
  public var states: [String]? = nil
  public var statesPosition: SourcePosition? = nil
}

/// `"tap"`: a press released where it went down.
public struct SceneFileTapSpec: Sendable {
  public enum Action: String, Sendable, CaseIterable {
    /// The next snap point of the dragged layer, wrapping.
    case next
    /// The other of the first and last snap points, reversing in flight.
    case toggle
    /// The edge pan's transition to its end (1).
    case push
    /// The edge pan's transition back to its start (0).
    case pop
  }

  public var action: Action
  /// The dragged layer it moves (default: its own).
  public var layer: String?
  public var slop: Double
  /// nil: however long the press.
  public var maxDuration: Double?
  public var position: SourcePosition
  /// `"in"`: the states it works in (nil: all).
  public var states: [String]? = nil
  public var statesPosition: SourcePosition? = nil
}

/// `"pinch"`: two fingers scale the layer about its centre.
public struct SceneFilePinchSpec: Sendable {
  public var min: Double
  public var max: Double
  /// The scale a release springs back to; nil: where it was let go, within the limits.
  public var rest: Double?
}

/// `"rotate"`: two fingers turn the layer about its centre.
public struct SceneFileRotateSpec: Sendable {
  /// Degrees: a release settles on the nearest multiple; nil: where it would coast to.
  public var snap: Double?
}

/// `"scroll"`: a viewport whose content sublayer scrolls with UIScrollView's physics.
public struct SceneFileScrollSpec: Sendable {
  public var content: String
  public var axis: SceneFileDragSpec.Axis
  public var paging: Bool
  /// UIScrollView's deceleration rate per millisecond: 0.998 (normal) or 0.99 (fast).
  public var decelerationRate: Double
  public var position: SourcePosition
}

/// `"follow"`: a property of this layer follows another layer's position (Wave's `mapRange`).
public struct SceneFileFollowSpec: Sendable {
  public enum Output: Sendable {
    case numbers(SceneFileExpression, SceneFileExpression)
    case colors(Color, Color)
  }

  /// One of the property's values: a number (or expression), or a colour.
  public enum Value: Sendable {
    case number(SceneFileExpression)
    case color(Color)
  }

  /// Three or more points: the followed position's (`from`) and the property's values there
  /// (`to`), in order. Between two points the property goes straight from one value to the
  /// next: a path through several values (Origami's Transition chained, a keyframe track over
  /// a position rather than time).
  public struct Keyframes: Sendable {
    public var from: [SceneFileExpression]
    public var to: [Value]
  }

  /// What of the followed layer it reads: its top-left corner's `x` or `y`, or its size's `w`
  /// or `h` (as drawn: a size a state animates is followed as it grows).
  public enum Along: String, Sendable, CaseIterable { case x, y, w, h }

  /// How a second link on a property joins the value of the links before it (Origami's Math
  /// patches after two Transitions; CSS's `transform` list composes the same way).
  public enum Combine: String, Sendable, CaseIterable {
    case add, multiply, min, max

    func apply(_ before: Double, _ value: Double) -> Double {
      switch self {
      case .add: before + value
      case .multiply: before * value
      case .min: Swift.min(before, value)
      case .max: Swift.max(before, value)
      }
    }
  }

  public var property: String
  public var of: String
  public var along: Along
  /// The first and last points.
  public var from: (SceneFileExpression, SceneFileExpression)
  public var to: Output
  /// Every point, when there are more than two (nil: `from` and `to` say it all).
  public var keyframes: Keyframes?
  public var clip: Bool
  /// How it joins the links before it on the same property (nil: it is the first, or alone).
  public var combine: Combine? = nil
  public var position: SourcePosition
}

/// `"edgePan"`: a percent-driven transition between two states of some layers, popped by a pan
/// from a window edge and pushed by a tap.
public struct SceneFileEdgePanSpec: Sendable {
  public enum Edge: String, Sendable, CaseIterable { case left, right, top, bottom }
  /// One property's values at progress 0 and 1.
  public struct Track: Sendable {
    public var layer: String
    public var property: String
    public var to: SceneFileFollowSpec.Output
    public var position: SourcePosition
  }

  public var edge: Edge
  /// Where it starts: 0 or 1.
  public var progress: Double
  public var tracks: [Track]
  public var position: SourcePosition
}
