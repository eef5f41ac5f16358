import Motion

/// A pan that only begins at a press near one edge of `bounds`, after
/// `UIScreenEdgePanGestureRecognizer` (seed 003 attaches one to the window with `edges = left`
/// to drive its interactive transition).
///
/// It is a ``PanGestureRecognizer`` (begins on the press, translation from the press, never
/// reset; velocity from the tracker) whose `shouldBegin` first asks whether the press is within
/// `edgeWidth` points of the edge, inside `bounds`; then the optional ``shouldBegin`` (is there
/// anything to pop?). A press elsewhere fails, as the pan's own `shouldBegin` does.
///
/// ```swift
/// let edgePan = ScreenEdgePanGestureRecognizer(edge: .left, bounds: content)
/// edgePan.onStateChange = { pan in
///   if pan.state == .changed { interaction.update(pan.translation.x / content.width) }
/// }
/// edgePan.handle(PointerEvent(kind: .down, location: Vector2(x: 8, y: 300), timestamp: 1))
/// edgePan.state  // .began: 8 pt from the left edge
/// ```
public final class ScreenEdgePanGestureRecognizer {
  /// The edge a press must be near.
  public enum Edge: String, Sendable {
    /// The left edge (`bounds.minX`).
    case left
    /// The right edge (`bounds.maxX`).
    case right
    /// The top edge (`bounds.minY`).
    case top
    /// The bottom edge (`bounds.maxY`).
    case bottom
  }

  /// UIKit's edge zone is about 20 pt wide.
  public static let defaultEdgeWidth = 20.0

  /// The edge a press must be near to begin the pan.
  public let edge: Edge
  /// How far from the edge (points) a press may land.
  public var edgeWidth: Double
  /// The area whose edge counts (the window's content, say); presses outside it never begin.
  public var bounds: Rect
  /// Asked after the edge test, with the press location.
  public var shouldBegin: ((Vector2) -> Bool)?
  /// Called on every state change of the underlying pan.
  public var onStateChange: ((ScreenEdgePanGestureRecognizer) -> Void)?
  /// Called on each state transition, after ``onStateChange`` (the ``GestureArena``'s hook).
  public var transitionObserver: ((GestureState) -> Void)?

  private let pan = PanGestureRecognizer()

  /// A recognizer for presses within `edgeWidth` points of `edge` of `bounds`; a negative width
  /// becomes 0, a non-finite one the default.
  public init(edge: Edge, bounds: Rect, edgeWidth: Double = defaultEdgeWidth) {
    self.edge = edge
    self.bounds = bounds
    self.edgeWidth = edgeWidth.isFinite ? max(edgeWidth, 0) : Self.defaultEdgeWidth
    pan.shouldBegin = { [unowned self] location in
      self.isNearEdge(location) && (self.shouldBegin?(location) ?? true)
    }
    pan.onStateChange = { [unowned self] _ in self.onStateChange?(self) }
    pan.transitionObserver = { [unowned self] state in self.transitionObserver?(state) }
  }

  /// Whether `point` is inside `bounds` and within `edgeWidth` of the edge.
  public func isNearEdge(_ point: Vector2) -> Bool {
    guard point.isFinite, bounds.contains(point) else { return false }
    switch edge {
    case .left: return point.x - bounds.minX < edgeWidth
    case .right: return bounds.maxX - point.x <= edgeWidth
    case .top: return point.y - bounds.minY < edgeWidth
    case .bottom: return bounds.maxY - point.y <= edgeWidth
    }
  }

  /// The underlying pan's state: `failed` for a press away from the edge.
  public var state: GestureState { pan.state }
  /// Where the press was.
  public var startLocation: Vector2 { pan.startLocation }
  /// Where the pointer is (as of the last handled event).
  public var location: Vector2 { pan.location }
  /// How far the pointer has moved since the press; never reset.
  public var translation: Vector2 { pan.translation }
  /// The pointer's velocity in points per second; the release velocity once the pan has ended.
  public var velocity: Vector2 { pan.velocity }
  /// The velocity a release at `time` would have: zero once the pointer has been still for the
  /// tracker's stop threshold (see ``PanGestureRecognizer/velocity(at:)``).
  public func velocity(at time: Double) -> Vector2 { pan.velocity(at: time) }
  /// The timestamp of the last handled event, in seconds.
  public var timestamp: Double { pan.timestamp }
  /// Whether the pan is under way (`began` or `changed`).
  public var isActive: Bool { pan.isActive }

  /// Feeds one pointer event to the recognizer; see ``PanGestureRecognizer/handle(_:)``.
  public func handle(_ event: PointerEvent) {
    pan.handle(event)
  }
}
