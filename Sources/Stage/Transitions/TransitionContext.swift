import Motion

/// Seed 001's transition context for the modal, kept small: the container, the presented view,
/// where that view starts and ends, and the interactive contract in UIKit's words, the same four
/// verbs as ``PercentDrivenTransitionContext`` (which the navigation's
/// ``NavigationTransitionContext`` implements): update the percentage, finish or cancel, then
/// complete. This one is a value the modal's ``InteractiveTransition`` owns; that one an object a
/// ``PercentDrivenInteraction`` reports to.
///
/// ```swift
/// let context = TransitionContext(direction: .present, container: bounds, presentedSize: modalSize)
/// context.updateInteractiveTransition(0.4)
/// context.cancelInteractiveTransition()
/// context.completeTransition(!context.wasCancelled)
/// ```
public struct TransitionContext: Sendable, Equatable {
  /// Whether this transition presents or dismisses.
  public let direction: TransitionDirection
  /// The container's bounds, in points.
  public var container: Rect
  /// The presented view's size (280×180 in the seed).
  public var presentedSize: Size
  /// 0…1: how far along the transition is, in its own terms (the navbar scrubs by it).
  public private(set) var percentComplete = 0.0
  /// Set by ``cancelInteractiveTransition()``: the transition will end where it started.
  public private(set) var wasCancelled = false
  /// Set by ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``: the interaction has ended, the animation goes on.
  public private(set) var isDecided = false
  /// Set by ``completeTransition(_:)``.
  public private(set) var isCompleted = false
  /// What ``completeTransition(_:)`` was given: true when the transition ended where it was going.
  public private(set) var didFinish = false

  /// A transition at 0 %, undecided, in `container`, of a view `presentedSize` big.
  public init(direction: TransitionDirection, container: Rect, presentedSize: Size) {
    self.direction = direction
    self.container = container
    self.presentedSize = presentedSize
  }

  /// The modal's centre when presented: the container's centre.
  public var presentedCenter: Vector2 { container.center }

  /// Where the modal starts a presentation: centred horizontally, with its centre at y = −90
  /// (for the seed's 180-tall modal: just above the top edge).
  public var offscreenCenter: Vector2 {
    Vector2(x: container.center.x, y: container.minY - presentedSize.height / 2)
  }

  /// The target of a settling animation that leaves the screen: 10 pt beyond the edge, like the
  /// seed's −100, so that the modal really crosses out and the transition completes on the way.
  public var exitCenter: Vector2 { offscreenCenter - Vector2(x: 0, y: 10) }

  /// The frame before the transition (seed 001's initialFrame), and after it.
  public var initialFrame: Rect {
    Rect(center: direction == .present ? offscreenCenter : presentedCenter, size: presentedSize)
  }
  /// The frame after the transition: presented, or offscreen for a dismissal.
  public var finalFrame: Rect {
    Rect(center: direction == .present ? presentedCenter : offscreenCenter, size: presentedSize)
  }

  /// The percentage for a modal centred at `center`, at every frame (animating, dragged,
  /// settling), so percent and position always agree: how far the centre has travelled from
  /// the offscreen start to the presented centre, clamped to 0…1, mirrored for a dismissal. Seed
  /// 000's drag rule is `MAX(MIN(center.y / containerCenter.y, 1), 0)`, measured from y = 0;
  /// measured from the offscreen centre instead, the percent is 0 exactly where the motion
  /// starts, so during the timed animation it is the curve's progress, not elapsed / duration
  /// (which ran ahead of an ease-in-out and jumped back at a grab).
  public func percent(forModalCenter center: Vector2) -> Double {
    let travel = presentedCenter.y - offscreenCenter.y
    let progress = travel > 0 ? (center.y - offscreenCenter.y) / travel : 0
    let clamped = progress.isFinite ? min(max(progress, 0), 1) : 0
    return direction.isReversed ? 1 - clamped : clamped
  }

  /// Whether the transition is more than half way towards presenting, for the trace's navbar.
  public var presentedAmount: Double { direction.isReversed ? 1 - percentComplete : percentComplete }

  /// Sets ``percentComplete`` to `percent`, clamped into 0…1; ignored once completed or when not
  /// finite.
  public mutating func updateInteractiveTransition(_ percent: Double) {
    guard percent.isFinite, !isCompleted else { return }
    percentComplete = min(max(percent, 0), 1)
  }

  /// The interaction ends and the transition will finish: ``isDecided`` becomes true,
  /// ``wasCancelled`` false. Ignored once completed.
  public mutating func finishInteractiveTransition() {
    guard !isCompleted else { return }
    wasCancelled = false
    isDecided = true
  }

  /// The interaction ends and the transition will end where it started: ``isDecided`` and
  /// ``wasCancelled`` become true. Ignored once completed.
  public mutating func cancelInteractiveTransition() {
    guard !isCompleted else { return }
    wasCancelled = true
    isDecided = true
  }

  /// The animation is over: ``percentComplete`` becomes 1 when `didFinish`, else 0. Only the first
  /// call counts.
  public mutating func completeTransition(_ didFinish: Bool) {
    guard !isCompleted else { return }
    isCompleted = true
    self.didFinish = didFinish
    percentComplete = didFinish ? 1 : 0
  }
}
