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
}
