import Motion
import Stage

/// What the trace, the HUD and the plot read of a scene in one frame.
///
/// The trace's field names are an interface (checks and users' scripts read them): a scene puts
/// its own fields in ``fields`` after the common ones the playground writes (`frame`, `t`,
/// `scene`, `mode`, `slowMotion`, `gesture`).
public struct SceneProbe {
  /// The scene's trace fields, in order.
  public var fields: [TraceField]
  /// The subject's gesture state (the common `gesture` field).
  public var gesture: GestureState
  /// A few short lines for the HUD: phase, progress, whatever the scene's state is.
  public var status: [String]
  /// The subject's velocity on screen, in points per second.
  public var velocity: Vector2
  /// The plotted quantity: the subject's main axis; nil leaves a gap in the plot.
  public var axis: PlotAxis?
  /// The last release's hand-off (the gesture's velocity and the settling animation's first).
  public var handoff: Handoff?
  /// Whether the pointer holds the subject now (the plot's grab marker).
  public var isHeld: Bool
  /// The subject, for outlines (its model frame while hit testing uses the model).
  public var subject: Layer?
  /// The layer the holding pointer drags, where it is not the subject (a scroll view's row
  /// under the pointer, a grid's card): the one the pointer lag measures (`pointerLag`) and
  /// prediction draws ahead of the pointer. Nil: the subject.
  public var grabbedLayer: Layer?
  /// The one axis along which ``grabbed`` follows the pointer (a list dragged along y); nil: both.
  public var grabbedAxis: PlotAxis.Component?

  /// The layer whose drawn path shows the motion ``velocity`` describes, with its own velocity on
  /// screen, where that is not the subject (a scroll view's content, whose subject is its
  /// indicator): what the continuity meter follows. Nil: the subject, at ``velocity``.
  public var measured: (layer: Layer, velocity: Vector2)?

  /// The layers a press or a lift can make the subject, besides the subject itself (a navigation
  /// scene's screens, its side panel): the continuity meter keeps their state before each press
  /// and lift, so a subject handed to one of them is measured on its own path. Nil: any layer of
  /// the scene, every one of them read at each press and lift; a scene whose subject no input
  /// changes says `[]` (the stress scene's 100 000 cards cost a frame's budget several times over).
  public var subjectCandidates: [Layer]?

  /// The layer the holding pointer drags: ``grabbedLayer``, else the subject.
  public var grabbed: Layer? { grabbedLayer ?? subject }

  public init(
    fields: [TraceField], gesture: GestureState, status: [String] = [], velocity: Vector2 = .zero,
    axis: PlotAxis? = nil, handoff: Handoff? = nil, isHeld: Bool = false, subject: Layer? = nil
  ) {
    self.fields = fields
    self.gesture = gesture
    self.status = status
    self.velocity = velocity
    self.axis = axis
    self.handoff = handoff
    self.isHeld = isHeld
    self.subject = subject
  }
}

/// The subject's main axis for the plot: its position and velocity, and the span of positions
/// the plot's height shows.
public struct PlotAxis: Sendable, Equatable {
  /// Which of the subject's centre coordinates the axis follows (the lab's ghosts are plotted
  /// on it).
  public enum Component: Sendable, Equatable {
    case x
    case y
  }

  /// What the axis is, for the legend: "y (down)", "x", "progress".
  public var label: String
  public var position: Double
  /// Points (or units) per second along the axis.
  public var velocity: Double
  /// The positions at the top and the bottom of the plot.
  public var range: ClosedRange<Double>
  /// The velocity at the plot's top and bottom edges (±).
  public var velocityScale: Double

  /// The centre coordinate the axis moves with.
  public var component: Component

  public init(
    label: String, position: Double, velocity: Double, range: ClosedRange<Double>, velocityScale: Double,
    component: Component = .y
  ) {
    self.component = component
    self.label = label
    self.position = position
    self.velocity = velocity
    self.range = range
    self.velocityScale = velocityScale
  }
}
