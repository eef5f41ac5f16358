import Motion
import Stage

/// Where the pane is, open and closed, in a window of a given size: seed 002's two target points.
///
/// Closed, only the handle strip (``handleHeight``, 64 pt) shows above the bottom edge; open, the
/// top edge is a quarter of the way down. The pane is as wide as the window less a margin (at
/// most ``maximumWidth``) and 1.5 window heights tall, so its bottom stays below the window's
/// edge through a spring's overshoot and any rubber band (the band tends to one window height
/// and never reaches it); its rounded corners therefore only show at the top.
///
/// ```swift
/// let layout = PaneLayout(container: Size(width: 960, height: 640))
/// layout.top(for: .open)      // 160
/// layout.top(for: .closed)    // 576
/// layout.center(for: .open)   // (480, 640): centre = top + height / 2
/// ```
public struct PaneLayout: Sendable, Equatable {
  /// How much of the closed pane shows above the window's bottom edge.
  public static let handleHeight = 64.0
  /// Space left and right of the pane.
  public static let sideMargin = 16.0
  public static let maximumWidth = 720.0
  /// The open pane's top edge, as a fraction of the window's height.
  public static let openFraction = 0.25

  public var container: Size

  public init(container: Size) {
    self.container = container
  }

  public var paneSize: Size {
    Size(
      width: max(min(container.width - 2 * Self.sideMargin, Self.maximumWidth), 0),
      height: max(container.height * 1.5, 0))
  }

  /// The top edge's y at rest in `state`. The open top is never below the closed one (a window
  /// shorter than the handle strip has both at the same place).
  public func top(for state: PaneState) -> Double {
    let closed = max(container.height - Self.handleHeight, 0)
    switch state {
    case .closed: return closed
    case .open: return min(container.height * Self.openFraction, closed)
    }
  }

  /// The pane's centre at rest in `state`: the target point of seed 002.
  public func center(for state: PaneState) -> Vector2 {
    Vector2(x: container.width / 2, y: top(for: state) + paneSize.height / 2)
  }

  /// The centre's y from open (the smaller y) to closed: the drag's range before rubber-banding.
  public var centerRange: ClosedRange<Double> { center(for: .open).y...center(for: .closed).y }

  /// How open a pane with its centre at `centerY` is: 0 closed, 1 open; beyond when past them.
  public func openness(centerY: Double) -> Double {
    let travel = centerRange.upperBound - centerRange.lowerBound
    guard travel > 0, centerY.isFinite else { return centerY < centerRange.upperBound ? 1 : 0 }
    return (centerRange.upperBound - centerY) / travel
  }
}

/// Seed 002's `PaneState`: where the pane rests or is heading.
///
/// ```swift
/// let target: PaneState = velocity.y >= 0 ? .closed : .open   // the seed's release rule
/// target.toggled                                            // what a tap sends it to
/// ```
public enum PaneState: String, Sendable {
  case open
  case closed

  public var toggled: PaneState { self == .open ? .closed : .open }
}

/// What the pane is doing: at rest, held by the pointer, or settling after a release or a tap.
///
/// ```swift
/// if scene.phase == .settling { scene.toggle(at: now) }   // reverses it in flight
/// ```
public enum PanePhase: String, Sendable {
  case rest
  case dragging
  case settling
}
