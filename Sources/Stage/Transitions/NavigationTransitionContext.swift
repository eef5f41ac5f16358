import Motion

/// Seed 001's transitioning context for a transition between two layers (a push, a pop, a side
/// panel): the container, the "from" layer (on screen at the start) and the "to" layer (on
/// screen at the end), their initial and final frames, the progress, and the calls that end it:
/// `finishInteractiveTransition` / `cancelInteractiveTransition` (the decision) and
/// ``completeTransition(_:)`` (the end), after which ``transitionWasCancelled`` says which way
/// it went.
///
/// It is also the transition coordinator: ``animateAlongside(_:completion:)`` registers what
/// follows the progress besides the two layers (a navbar crossfade, a dimming view), run on
/// every change of the progress and once at the end.
///
/// Every change of the progress (``updateInteractiveTransition(_:)``, which the
/// ``PercentDrivenInteraction`` calls) lays the layers out through the ``TransitionLayout``
/// and runs the alongside animations with the same value, so everything on screen is derived
/// from one number.
///
/// ```swift
/// let context = NavigationTransitionContext(
///   container: content, from: library, to: details, layout: PushLayout())
/// context.animateAlongside { percent in detailsTitle.alpha = percent }
/// context.completion = { context in print(context.transitionWasCancelled) }
/// interaction.start(context)
/// ```
public final class NavigationTransitionContext: PercentDrivenTransitionContext {
  /// The container's bounds: where the animation takes place. Changing it (a resize) recomputes
  /// the frames and lays the layers out again at the current progress.
  public var container: Rect {
    didSet {
      frames = transitionLayout.frames(in: container, from: fromLayer, to: toLayer)
      layout()
    }
  }
  /// The layer on screen at the start (progress 0).
  public let fromLayer: Layer
  /// The layer on screen at the end (progress 1).
  public let toLayer: Layer
  /// Says where the two layers start and end and lays them out for each progress value.
  public let transitionLayout: any TransitionLayout
  /// The two layers' initial and final frames, from ``transitionLayout`` (recomputed when ``container``
  /// changes).
  public private(set) var frames: TransitionFrames
  /// 0…1, the last value the layers were laid out for.
  public private(set) var percentComplete = 0.0
  /// Set by the last decision (cancel: true; finish: false).
  public private(set) var transitionWasCancelled = false
  /// Set by ``completeTransition(_:)``.
  public private(set) var isCompleted = false
  /// What ``completeTransition(_:)`` was given.
  public private(set) var didComplete = false
  /// Runs once, after the alongside completions, when the transition completes (the owner of
  /// the layers updates its hierarchy here, as UIKit does after `completeTransition:`).
  public var completion: ((NavigationTransitionContext) -> Void)?

  private var alongside: [(Double) -> Void] = []
  private var alongsideCompletions: [(NavigationTransitionContext) -> Void] = []

  /// A context at progress 0 for a transition from `from` to `to` in `container`, laid out by
  /// `layout`. The layers are not moved until the progress is first set.
  public init(container: Rect, from: Layer, to: Layer, layout: any TransitionLayout) {
    self.container = container
    fromLayer = from
    toLayer = to
    self.transitionLayout = layout
    frames = transitionLayout.frames(in: container, from: from, to: to)
  }

  /// Seed 001's `initialFrameForViewController:`: where `layer` is at progress 0.
  public func initialFrame(for layer: Layer) -> Rect {
    layer === toLayer ? frames.initialTo : frames.initialFrom
  }

  /// Seed 001's `finalFrameForViewController:`: where `layer` is at progress 1.
  public func finalFrame(for layer: Layer) -> Rect {
    layer === toLayer ? frames.finalTo : frames.finalFrom
  }

  /// `layer`'s frame at `percent`: on the line from its initial to its final frame.
  public func frame(of layer: Layer, at percent: Double) -> Rect {
    mapRange(percent, 0, 1, initialFrame(for: layer), finalFrame(for: layer))
  }

  /// How far `layer` moves horizontally from progress 0 to 1 (negative: to the left).
  public func horizontalTravel(of layer: Layer) -> Double {
    finalFrame(for: layer).minX - initialFrame(for: layer).minX
  }

  /// The transition coordinator's `animateAlongsideTransition:completion:`: `animation` runs
  /// now with the current progress and again on every change; `completion` once at the end.
  public func animateAlongside(
    _ animation: @escaping (Double) -> Void, completion: ((NavigationTransitionContext) -> Void)? = nil
  ) {
    alongside.append(animation)
    if let completion { alongsideCompletions.append(completion) }
    animation(percentComplete)
  }

  // MARK: PercentDrivenTransitionContext

  /// Sets the progress to `percent` (clamped into 0…1), lays the layers out for it and runs the
  /// alongside animations; ignored once completed or when not finite.
  public func updateInteractiveTransition(_ percent: Double) {
    guard percent.isFinite, !isCompleted else { return }
    percentComplete = min(max(percent, 0), 1)
    layout()
  }

  /// The decision to finish: ``transitionWasCancelled`` becomes false. The progress is not moved.
  public func finishInteractiveTransition() {
    guard !isCompleted else { return }
    transitionWasCancelled = false
  }

  /// The decision to cancel: ``transitionWasCancelled`` becomes true. The progress is not moved.
  public func cancelInteractiveTransition() {
    guard !isCompleted else { return }
    transitionWasCancelled = true
  }

  /// Seed 001's `completeTransition:`. `didComplete` false means the transition was cancelled
  /// (``transitionWasCancelled`` becomes true whatever the last decision was). Only the first
  /// call counts.
  public func completeTransition(_ didComplete: Bool) {
    guard !isCompleted else { return }
    isCompleted = true
    self.didComplete = didComplete
    transitionWasCancelled = !didComplete
    percentComplete = didComplete ? 1 : 0
    // The end is the trip's own end: the fade leaves both layers opaque where the layout puts them.
    _ = stopFade(at: percentComplete)
    layout()
    for completion in alongsideCompletions { completion(self) }
    completion?(self)
  }

  private func layout() {
    if isFading {
      crossFade(percent: percentComplete)
    } else {
      transitionLayout.layout(self, percent: percentComplete)
    }
    for animation in alongside { animation(percentComplete) }
  }

  // MARK: The fade (reduced motion)

  /// Whether the progress is drawn as a cross-fade (``startFade()``): the alongside animations
  /// read it to leave out what would travel (a title's drift).
  public private(set) var isFading = false

  /// The layer drawn over the other (the pushed screen, the popped one, the panel): the one that
  /// fades. The other stays opaque under it.
  public var upperLayer: Layer {
    guard let parent = toLayer.superlayer, fromLayer.superlayer === parent,
      let to = parent.sublayers.firstIndex(where: { $0 === toLayer }),
      let from = parent.sublayers.firstIndex(where: { $0 === fromLayer })
    else { return toLayer }
    return to > from ? toLayer : fromLayer
  }

  /// The progress at which the layout shows the upper layer where it is seen at rest during the
  /// fade: 1 when it arrives (its final frame), 0 when it leaves (its initial frame).
  private var restingPercent: Double { upperLayer === toLayer ? 1 : 0 }

  /// Each layer where it is seen at rest: the upper one (and its shadow) as the layout has it at
  /// ``restingPercent``, fading in with the progress when it arrives and out when it leaves; the
  /// lower one opaque where it rests on its side of the transition. Nothing travels.
  private func crossFade(percent: Double) {
    let upper = upperLayer
    let lower = upper === toLayer ? fromLayer : toLayer
    transitionLayout.layout(self, percent: restingPercent)
    lower.frame = lower === toLayer ? frames.finalTo : frames.initialFrom
    lower.alpha = 1
    upper.alpha = upper === toLayer ? percent : 1 - percent
  }

  /// Draws the progress as a cross-fade from now on (reduced motion: ``PercentDrivenInteraction``
  /// asks when no finger drives it).
  public func startFade() -> Bool {
    guard !isCompleted else { return false }
    isFading = true
    layout()
    return true
  }

  /// A press took the fading layer: it is opaque, and the progress is the one that lays it out
  /// where the fade showed it.
  public func stopFade(at percent: Double) -> Double {
    guard isFading else { return percent }
    isFading = false
    fromLayer.alpha = 1
    toLayer.alpha = 1
    return restingPercent
  }
}
