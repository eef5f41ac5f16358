/// What a ``PercentDrivenInteraction`` reports to: seed 001's `UIViewControllerContextTransitioning`
/// reduced to the interactive calls. The interaction controller knows only this, so the same
/// controller drives a navigation pop, a side panel or anything else that has a progress.
///
/// ```swift
/// final class Log: PercentDrivenTransitionContext {
///   var percents: [Double] = []
///   func updateInteractiveTransition(_ percent: Double) { percents.append(percent) }
///   func finishInteractiveTransition() {}
///   func cancelInteractiveTransition() {}
///   func completeTransition(_ didComplete: Bool) {}
/// }
/// ```
public protocol PercentDrivenTransitionContext: AnyObject {
  /// The progress changed (0…1): lay everything out for it.
  func updateInteractiveTransition(_ percent: Double)
  /// The interaction decided to finish: the completion animation heads to 1.
  func finishInteractiveTransition()
  /// The interaction decided to cancel: the completion animation heads back to 0.
  func cancelInteractiveTransition()
  /// The progress arrived at 1 (`true`) or back at 0 (`false`): the transition is over.
  func completeTransition(_ didComplete: Bool)
  /// Under reduced motion a transition no finger drives is a fade, not a trip
  /// (docs/reduced-motion.md, rule 5): from now on draw the progress as opacity, each layer
  /// where it is seen at rest. Returns whether the context can; one that cannot (the default) is
  /// settled on the reduced twin instead. A completion ends the fade.
  func startFade() -> Bool
  /// A press stopped the fade: draw the progress as a trip again, from the percent whose layout
  /// shows the moving layer where the fade showed it (opaque), which it returns.
  func stopFade(at percent: Double) -> Double
}

extension PercentDrivenTransitionContext {
  /// A context that cannot draw its progress as a fade: the interaction settles it on the twin.
  public func startFade() -> Bool { false }
  /// Nothing was fading: the progress is where it was.
  public func stopFade(at percent: Double) -> Double { percent }
}
