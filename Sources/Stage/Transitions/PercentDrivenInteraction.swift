import Motion

/// Seed 001's `UIPercentDrivenInteractiveTransition`, made interruptible: one progress value
/// (`percentComplete`, 0…1) that a gesture sets with ``update(_:)``, that time can play
/// (``animate(curve:)``), and that ``finish(velocity:)`` or ``cancel(velocity:)`` carry to 1 or
/// back to 0, with the release velocity, in the current ``SettleMode``. ``pause()`` stops it
/// wherever it is, at any moment (iOS 10's `pauseInteractiveTransition`), so a press can grab a
/// transition that is animating or completing.
///
/// It knows nothing of screens: it reports each new percent to its
/// ``PercentDrivenTransitionContext``, whose animator lays the layers out for it.
///
/// **Units.** ``span`` is how many points the progress 0 → 1 moves the thing that moves (the
/// container's width for a push), so velocities are in "point-equivalent" units: points per
/// second along that travel. A spring on the progress in those units is the spring on the
/// screen's x, with the same rest thresholds (0.1 pt, 2 pt/s). Velocities are on-screen: in
/// slow motion the animator converts them (`Animator.inAnimationTime(_:)`, `Animator.onScreen(_:)`).
///
/// **Completion.** ``finish(velocity:)`` and ``cancel(velocity:)`` return the completion's first
/// velocity (on-screen point-equivalent units):
/// - `.spring`: an exact spring (``SettleParameters/spring``) on the progress, started with the
///   release velocity: the first velocity equals it;
/// - `.dynamics`: a Motion `DynamicsAnimation`: the world's attachment to the end and the item
///   behaviour (``itemSize`` gives the mass), pushed with the release velocity;
/// - `.timed`: seed 001's percent-driven completion: the remaining fraction of ``duration``
///   divided by ``completionSpeed``, along ``completionCurve``; the velocity is ignored.
///
/// The transition completes (`completeTransition`) as soon as the progress *arrives* at its end:
/// a screen that reaches its edge stops there, it does not swing past it (seed 000 completes a
/// dismissal as soon as the modal has left the container for the same reason). The reported
/// percent therefore stays in 0…1 in every mode.
///
/// ```swift
/// let interaction = PercentDrivenInteraction(animator: animator)
/// interaction.span = 960
/// interaction.start(context)            // interactive, at 0
/// interaction.update(0.3)               // the pointer moved 288 pt
/// interaction.finish(velocity: 1200)    // a flick: spring to 1 starting at 1200 pt/s
/// animator.advance(to: 1)               // … context.completeTransition(true)
/// ```
public final class PercentDrivenInteraction {
  /// What the interaction is doing.
  public enum State: String, Sendable {
    /// No transition.
    case idle
    /// Played by time from ``animate(curve:)``: the non-interactive transition.
    case animating
    /// Driven by ``update(_:)``.
    case interactive
    /// ``finish(velocity:)`` or ``cancel(velocity:)`` runs.
    case completing
  }

  /// The animator that runs the progress animations.
  public let animator: Animator
  /// The animator key the progress animation runs under.
  public let key: AnimationKey
  /// The transition's duration (the animator object's `transitionDuration`): how long 0 → 1
  /// takes when played, and what ``completionSpeed`` divides in timed mode.
  public var duration = 0.35 {
    didSet { if !(duration.isFinite && duration > 0) { duration = oldValue } }
  }
  /// UIKit's `completionSpeed`: 2 completes twice as fast (timed mode).
  public var completionSpeed = 1.0 {
    didSet { if !(completionSpeed.isFinite && completionSpeed > 0) { completionSpeed = oldValue } }
  }
  /// UIKit's `completionCurve` (timed mode); UIKit's default is ease-in-out.
  public var completionCurve = TimingCurve.easeInOut
  /// Points moved by the progress 0 → 1.
  public var span = 1.0 {
    didSet { if !(span.isFinite && span > 0) { span = oldValue } }
  }
  /// How ``finish(velocity:)`` and ``cancel(velocity:)`` move the progress: a spring, dynamics or a
  /// timed curve.
  public var mode = SettleMode.spring
  /// The constants of each ``SettleMode``.
  public var parameters = SettleParameters()
  /// The moving thing's size, for the dynamics item's mass.
  public var itemSize = Size(width: 100, height: 100)

  /// What the interaction is doing now.
  public private(set) var state = State.idle
  /// 0…1.
  public private(set) var percentComplete = 0.0
  /// Where the running animation heads (1 when playing or finishing, 0 when cancelling); nil
  /// when nothing runs.
  public private(set) var target: Double?
  /// Whether the last decision was to cancel.
  public private(set) var wasCancelled = false

  private var context: (any PercentDrivenTransitionContext)?
  /// The running animation's rate, point-equivalent units per animation second.
  private var animationVelocity = 0.0

  /// The completion spring's rest threshold: 0.1 point-equivalent units, 2 per second.
  public static let tolerance = Tolerance(distance: 0.1, velocity: 2)

  /// An idle interaction whose progress animations run on `animator` under `key`.
  public init(animator: Animator, key: AnimationKey = "percentDrivenInteraction") {
    self.animator = animator
    self.key = key
  }

  /// The progress's rate on screen, point-equivalent units per second: the running animation's
  /// (zero while interactive or idle: the gesture knows that velocity).
  /// A fade moves nothing on screen: its rate is zero.
  public var velocity: Double {
    (state == .animating || state == .completing) && !isFading ? animator.onScreen(animationVelocity) : 0
  }

  // MARK: Starting

  /// UIKit's `startInteractiveTransition(_:)`: a new transition, held at `percent`.
  public func start(_ context: any PercentDrivenTransitionContext, at percent: Double = 0) {
    stopAnimation()
    endFade()
    self.context = context
    wasCancelled = false
    state = .interactive
    percentComplete = Self.clamp(percent)
    context.updateInteractiveTransition(percentComplete)
  }

  /// Plays the transition by time from where it is to 1: the remaining fraction of
  /// ``duration`` along `curve` (the animator object's own animation). Under reduced motion no
  /// finger drives it, so it is a fade where the context can draw one (``fade(to:)``), else the
  /// reduced settle from rest (``ReducedSettle``), whose speed keeps the cap.
  public func animate(curve: TimingCurve = .easeInOut) {
    guard context != nil else { return }
    wasCancelled = false
    if animator.motionPreference == .reduced {
      if startsFading() {
        fade(to: 1, state: .animating)
        return
      }
      run(
        ProjectedX(
          Settle(
            mode: mode, parameters: parameters, from: Vector2(x: percentComplete * span, y: 0),
            velocity: .zero,
            to: Vector2(x: span, y: 0), itemSize: itemSize, tolerance: Self.tolerance, motion: .reduced)),
        target: 1, state: .animating)
      return
    }
    let remaining = (1 - percentComplete) * duration
    run(
      TimedAnimation(from: percentComplete * span, to: span, duration: remaining, curve: curve), target: 1,
      state: .animating)
  }

  /// Whether the progress is drawn as a fade now (reduced motion, a transition no finger drives:
  /// ``animate(curve:)``, and a key that reverses it).
  public private(set) var isFading = false

  /// Under reduced motion, carries the progress to `end` (1 finishes, 0 cancels) as a fade, when
  /// the context can draw one (``PercentDrivenTransitionContext/startFade()``): a transition no
  /// finger drives (a tap's, a key's) that would otherwise ``finish(velocity:)`` or
  /// ``cancel(velocity:)`` from rest, and decides as they do. Returns false, and starts
  /// nothing, with full motion or a context that cannot fade.
  @discardableResult
  public func fade(to end: Double) -> Bool {
    guard state != .idle, startsFading() else { return false }
    wasCancelled = end < 1
    if wasCancelled { context?.cancelInteractiveTransition() } else { context?.finishInteractiveTransition() }
    fade(to: wasCancelled ? 0 : 1, state: .completing)
    return true
  }

  /// Whether the progress is (now) drawn as a fade: reduced motion, and a context that draws one.
  private func startsFading() -> Bool {
    guard animator.motionPreference == .reduced, let context, isFading || context.startFade() else {
      return false
    }
    isFading = true
    return true
  }

  /// The fade: the progress runs linearly to `end`, ``ReducedFade/duration`` for the whole way, so
  /// one reversed half way takes half as long back, from where it is (no jump).
  private func fade(to end: Double, state newState: State) {
    run(
      TimedAnimation(
        from: percentComplete * span, to: end * span,
        duration: abs(end - percentComplete) * ReducedFade.duration,
        curve: .linear), target: end, state: newState)
  }

  // MARK: The gesture

  /// Stops the progress where it is now (the display-link time the animator was last advanced
  /// to) and makes the transition interactive: a grab, with no jump.
  /// A fade stopped this way is a trip again, from where the fade showed the moving layer
  /// (the context says which percent that is): the press takes it where it is seen, opaque.
  public func pause() {
    guard state == .animating || state == .completing else { return }
    stopAnimation()
    state = .interactive
    endFade()
  }

  /// Sets the progress (clamped into 0…1) while interactive.
  public func update(_ percent: Double) {
    guard state == .interactive, percent.isFinite else { return }
    set(percent)
  }

  /// Carries the progress to 1 with `velocity` (point-equivalent units per second, on screen).
  /// Returns the completion's first velocity, in the same units.
  @discardableResult
  public func finish(velocity: Double = 0) -> Double {
    guard context != nil, state != .idle else { return 0 }
    wasCancelled = false
    context?.finishInteractiveTransition()
    return complete(towards: 1, velocity: velocity)
  }

  /// Carries the progress back to 0 with `velocity`; see ``finish(velocity:)``.
  @discardableResult
  public func cancel(velocity: Double = 0) -> Double {
    guard context != nil, state != .idle else { return 0 }
    wasCancelled = true
    context?.cancelInteractiveTransition()
    return complete(towards: 0, velocity: velocity)
  }

  /// Back to idle without completing (the scene is being reset).
  public func reset() {
    stopAnimation()
    endFade()
    context = nil
    state = .idle
    percentComplete = 0
  }

  // MARK: Completion

  /// The completion is a ``Settle`` along x (the progress in point-equivalent units), as every
  /// release is; the timed mode's curve is seed 001's: the rest of the duration, at
  /// completionSpeed, along completionCurve.
  private func complete(towards end: Double, velocity: Double) -> Double {
    // A key reversing a fade: it fades back (a release velocity never reaches a fade).
    if isFading {
      fade(to: end, state: .completing)
      return 0
    }
    let onScreen = velocity.isFinite ? velocity : 0
    var completion = parameters
    completion.timedDuration = abs(end - percentComplete) * duration / completionSpeed
    completion.timedCurve = completionCurve
    let settle = Settle(
      mode: mode, parameters: completion, from: Vector2(x: percentComplete * span, y: 0),
      velocity: animator.inAnimationTime(Vector2(x: onScreen, y: 0)), to: Vector2(x: end * span, y: 0),
      itemSize: itemSize,
      tolerance: Self.tolerance, motion: animator.motionPreference)
    run(ProjectedX(settle), target: end, state: .completing)
    return animator.onScreen(settle.velocity.x)
  }

  /// Runs `animation` (point-equivalent units) on the animator until the progress arrives at
  /// `end`.
  private func run<A: Animation>(_ animation: A, target end: Double, state newState: State)
  where A.Value == Double {
    state = newState
    target = end
    animationVelocity = animation.velocity
    animator.add(
      animation, forKey: key,
      onUpdate: { [weak self] value, velocity in
        guard let self else { return }
        self.animationVelocity = velocity
        self.progressed(to: value / self.span, heading: end)
      },
      completion: { [weak self] finished in
        // A replaced or removed completion (finished: false) decides nothing.
        guard let self, finished else { return }
        self.arrive(at: end)
      })
  }

  private func progressed(to raw: Double, heading end: Double) {
    guard raw.isFinite else { return arrive(at: end) }
    if (end >= 1 && raw >= 1) || (end <= 0 && raw <= 0) {
      arrive(at: end)
    } else {
      set(raw)
    }
  }

  /// The progress reached `end`: the transition is over.
  private func arrive(at end: Double) {
    stopAnimation()
    set(end)
    state = .idle
    // The context's completion ends its fade.
    isFading = false
    let context = self.context
    self.context = nil
    context?.completeTransition(end >= 1)
  }

  private func set(_ percent: Double) {
    percentComplete = Self.clamp(percent)
    context?.updateInteractiveTransition(percentComplete)
  }

  /// Ends a fade where it is: the context lays the progress out as a trip again.
  private func endFade() {
    guard isFading else { return }
    isFading = false
    if let context { set(context.stopFade(at: percentComplete)) }
  }

  private func stopAnimation() {
    target = nil
    animationVelocity = 0
    animator.removeAnimation(forKey: key)
  }

  private static func clamp(_ percent: Double) -> Double {
    percent.isFinite ? min(max(percent, 0), 1) : 0
  }
}

/// The x of a 2-D animation, as a 1-D one: the dynamics world moves an item on a line.
private struct ProjectedX<Base: Animation>: Animation where Base.Value == Vector2 {
  var base: Base
  init(_ base: Base) { self.base = base }
  var value: Double { base.value.x }
  var velocity: Double { base.velocity.x }
  var target: Double { base.target.x }
  var isFinished: Bool { base.isFinished }
  mutating func advance(by dt: Double) { base.advance(by: dt) }
}
