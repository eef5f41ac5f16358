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
  public enum Edge: String, Sendable {
    case left
    case right
    case top
    case bottom
  }

  /// UIKit's edge zone is about 20 pt wide.
  public static let defaultEdgeWidth = 20.0

  public let edge: Edge
  /// How far from the edge (points) a press may land.
  public var edgeWidth: Double
  /// The area whose edge counts (the window's content, say); presses outside it never begin.
  public var bounds: Rect
  /// Asked after the edge test, with the press location.
  public var shouldBegin: ((Vector2) -> Bool)?
  /// Called on every state change of the underlying pan.
  public var onStateChange: ((ScreenEdgePanGestureRecognizer) -> Void)?

  private let pan = PanGestureRecognizer()

  public init(edge: Edge, bounds: Rect, edgeWidth: Double = defaultEdgeWidth) {
    self.edge = edge
    self.bounds = bounds
    self.edgeWidth = edgeWidth.isFinite ? max(edgeWidth, 0) : Self.defaultEdgeWidth
    pan.shouldBegin = { [unowned self] location in
      self.isNearEdge(location) && (self.shouldBegin?(location) ?? true)
    }
    pan.onStateChange = { [unowned self] _ in self.onStateChange?(self) }
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

  public var state: GestureState { pan.state }
  public var startLocation: Vector2 { pan.startLocation }
  public var location: Vector2 { pan.location }
  public var translation: Vector2 { pan.translation }
  public var velocity: Vector2 { pan.velocity }
  public var timestamp: Double { pan.timestamp }
  public var isActive: Bool { pan.isActive }

  public func handle(_ event: PointerEvent) {
    pan.handle(event)
  }
}
