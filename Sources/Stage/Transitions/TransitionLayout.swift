import Motion

/// The layout of a transition between two layers: seed 001's animator object
/// (`UIViewControllerAnimatedTransitioning`) made percent-driven, so it animates nothing and is
/// named for what it does. Instead of running its own animation it says where the "from"
/// and "to" layers start and end (``frames(in:from:to:)``, which the context asks once) and lays
/// them out for any progress value (``layout(_:percent:)``). Whoever moves the progress (time, a
/// gesture, a spring) moves the layers, and a grab at any instant finds them where the progress
/// says: nothing jumps.
///
/// Seed 001's note: an interactive animation should be linear in the progress, "nonlinear
/// effects … tend to decouple the touch location … from the movement": every layout here is a
/// straight `mapRange` of the progress. Pacing (ease-in-out, springs) belongs to whoever drives
/// the progress.
///
/// ```swift
/// let context = NavigationTransitionContext(
///   container: content, from: library, to: details, layout: PushLayout())
/// context.updateInteractiveTransition(0.5)   // details half in, library 15 % left, dimmed
/// ```
public protocol TransitionLayout {
  /// The "from" and "to" layers' frames at progress 0 and 1 (container coordinates).
  func frames(in container: Rect, from: Layer, to: Layer) -> TransitionFrames
  /// Lays out `context`'s layers for `percent`. The default moves each layer along the line
  /// from its initial to its final frame.
  func layout(_ context: NavigationTransitionContext, percent: Double)
}

extension TransitionLayout {
  /// Moves each layer along the line from its initial to its final frame
  /// (``NavigationTransitionContext/frame(of:at:)``).
  public func layout(_ context: NavigationTransitionContext, percent: Double) {
    context.moveAlongLines(percent: percent)
  }
}

extension NavigationTransitionContext {
  /// Puts both layers on the line from their initial to their final frame at `percent`: every
  /// layout's motion, before its own touches (the sliding screen's shadow).
  public func moveAlongLines(percent: Double) {
    fromLayer.frame = frame(of: fromLayer, at: percent)
    toLayer.frame = frame(of: toLayer, at: percent)
  }
}

/// Where the two layers of a transition start and end: seed 001's `initialFrameForViewController`
/// and `finalFrameForViewController` for "from" and "to".
public struct TransitionFrames: Sendable, Equatable {
  /// The "from" layer's frame at progress 0.
  public var initialFrom: Rect
  /// The "from" layer's frame at progress 1.
  public var finalFrom: Rect
  /// The "to" layer's frame at progress 0.
  public var initialTo: Rect
  /// The "to" layer's frame at progress 1.
  public var finalTo: Rect

  /// The four frames, in container coordinates.
  public init(initialFrom: Rect, finalFrom: Rect, initialTo: Rect, finalTo: Rect) {
    self.initialFrom = initialFrom
    self.finalFrom = finalFrom
    self.initialTo = initialTo
    self.finalTo = finalTo
  }
}

/// The look shared by the sliding layouts: the screen that slides over another carries a soft
/// shadow on its leading edge, a little stronger while it is farther out.
enum SlideShadow {
  /// `coverage` 0…1: how much of the container the sliding screen covers.
  static func shadow(coverage: Double, edge: Double) -> LayerShadow {
    LayerShadow(
      opacity: mapRange(coverage, 0, 1, 0.45, 0.2, clip: true), radius: 14,
      offset: Vector2(x: edge * 4, y: 0))
  }
}

extension Rect {
  /// The same rectangle moved right by `dx` points.
  func offsetBy(dx: Double) -> Rect {
    Rect(x: minX + dx, y: minY, width: width, height: height)
  }
}
