import Motion

/// Seed 000's interactive animated transition, generalised: a modal present/dismiss that starts
/// as an animation (in the current ``SettleMode``'s curve; timed is the seed's 0.35 s) but can be
/// grabbed at any instant, dragged, and flicked; the finishing animation carries the flick's
/// velocity in the current mode. percentComplete follows the modal's position at every frame.
///
/// It is one animator for both directions (seed 000's `reversed`). Every call takes effect at
/// the animator's current time: the scene advances the animator to an input's timestamp first,
/// so a grab stops the modal where it was at the press and a release starts settling at the
/// release.
///
/// ```swift
/// let transition = InteractiveTransition(modal: modal, animator: animator, container: bounds)
/// transition.togglePresentation()          // Space: the present animation starts
/// animator.advance(to: 0.1); transition.update()
/// transition.grab()                        // stops where it is on screen, no jump
/// transition.drag(by: Vector2(x: 0, y: -40))
/// transition.release(velocity: Vector2(x: 0, y: -900), location: Vector2(x: 480, y: 20))
/// ```
public final class InteractiveTransition {
  /// What the transition is doing; the phase is derived from it.
  private enum State {
    case dismissed
    case presented
    /// The present or dismiss animation started by Space.
    case animating
    /// Held by the pointer; the modal's centre = `grabCenter` + translation.
    case dragging(grabCenter: Vector2)
    /// Released (or reversed by Space): heading to the presented centre when `towardsPresented`.
    case settling(towardsPresented: Bool)
  }

  /// The initial present/dismiss animation (seed 000: 0.35 s; ease-in-out, UIView's default).
  public static let animationDuration = 0.35
  /// Seed 000's `kTransitionGestureVelocityThreshold`: faster than this, the direction decides.
  public static let velocityThreshold = 50.0

  /// The layer presented and dismissed; hidden while dismissed.
  public let modal: Layer
  private let animator: Animator
  private var state = State.dismissed
  /// The running transition, if any (nil at rest).
  public private(set) var context: TransitionContext?
  /// The container's bounds (the window's content).
  public var container: Rect {
    didSet { context?.container = container }
  }
  /// How the animations and the settling after a release move: a spring, dynamics or a timed curve.
  public var mode = SettleMode.spring
  /// The constants of each ``SettleMode``.
  public var parameters = SettleParameters()
  /// The last release's velocities, for the trace, the HUD and the hand-off tests.
  public private(set) var lastHandoff: Handoff?

  /// A dismissed transition of `modal` (which it hides) in `container`, animated on `animator`.
  public init(modal: Layer, animator: Animator, container: Rect) {
    self.modal = modal
    self.animator = animator
    self.container = container
    modal.isHidden = true
  }

  /// What the transition is doing: at rest, animating, held by the pointer, or settling.
  public var phase: TransitionPhase {
    switch state {
    case .dismissed: .dismissed
    case .presented: .presented
    case .animating: .animating
    case .dragging: .dragging
    case .settling: .settling
    }
  }

  /// The running transition's direction; nil at rest.
  public var direction: TransitionDirection? { context?.direction }

  /// The running transition's percentComplete; at rest 1 when presented, 0 when dismissed.
  public var percentComplete: Double {
    if let context { return context.percentComplete }
    return phase == .presented ? 1 : 0
  }

  /// How much the modal is presented, 0…1: the navbar crossfade and the dimming follow it.
  public var presentedAmount: Double {
    if let context { return context.presentedAmount }
    return phase == .presented ? 1 : 0
  }

  // MARK: Space

  /// Space: presents or dismisses from rest; during the animation or the settling it reverses
  /// the transition from where the modal is, keeping its velocity (objc.io's tappable pane).
  /// Ignored while the pointer holds the modal.
  public func togglePresentation() {
    switch state {
    case .dismissed: start(.present)
    case .presented: start(.dismiss)
    case .animating, .settling(_):
      let towardsPresented = !isHeadingToPresented
      if var context {
        // Reversing flips the outcome: the transition now ends where it started, or finishes.
        let finishes = towardsPresented == (context.direction == .present)
        if finishes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        self.context = context
      }
      if ReducedFade.applies(to: modal, in: animator) {
        fade(towardsPresented: towardsPresented)
      } else {
        settle(towardsPresented: towardsPresented, velocity: screenVelocity)
      }
    case .dragging: break
    }
  }

  /// Whether the modal is presented or on its way to the presented centre.
  public var isHeadingToPresented: Bool {
    switch state {
    case .presented: true
    case .dismissed: false
    case .animating: context?.direction == .present
    case .dragging: context?.direction == .present
    case .settling(let towardsPresented): towardsPresented
    }
  }

  /// Space from rest: the present (or dismiss) animation, in the mode's own curve. Timed is
  /// seed 000's animator (0.35 s, UIView's default ease-in-out); spring and dynamics move the
  /// modal from rest with their curve, as they settle after a release. A dismissal heads just
  /// past the edge and completes as soon as the modal is outside (``update()``). Under reduced
  /// motion it is a fade instead (``ReducedFade``): the present fades the modal in where it rests,
  /// the dismiss fades it out where it is, and the dimming and the titles follow.
  private func start(_ direction: TransitionDirection) {
    var context = TransitionContext(direction: direction, container: container, presentedSize: modal.size)
    context.updateInteractiveTransition(0)
    self.context = context
    state = .animating
    modal.isHidden = false
    let from = direction == .present ? context.offscreenCenter : context.presentedCenter
    modal.center = from
    // The timed mode is seed 000's own animator: 0.35 s ease-in-out to just off screen.
    var curve = parameters
    curve.timedDuration = Self.animationDuration
    curve.timedCurve = .easeInOut
    let to =
      direction == .present
      ? context.presentedCenter : (mode == .timed ? context.offscreenCenter : context.exitCenter)
    if ReducedFade.applies(to: modal, in: animator) {
      ReducedFade.move(modal, to: to, appearing: direction == .present, in: animator) {
        [weak self] finished in
        guard let self, finished else { return }
        self.context?.finishInteractiveTransition()
        self.completeTransition()
      }
      updatePercentFromPosition()
      return
    }
    // Seed 000's `if (finished)`: a settle that was replaced or removed completes nothing.
    SettleHandoff.animateCenter(
      of: modal, to: to, velocity: .zero, mode: mode, parameters: curve, in: animator
    ) { [weak self] finished in
      guard let self, finished else { return }
      self.context?.finishInteractiveTransition()
      self.completeTransition()
    }
  }

  // MARK: The pointer

  /// Whether the modal can be grabbed now: it is on screen and not already held.
  public var isGrabbable: Bool {
    switch state {
    case .dismissed, .dragging: false
    case .presented, .animating, .settling: true
    }
  }

  /// A press on the modal: stop it where it is on screen (copy presentation to model, remove
  /// the animations: seeds 000 and 004), and hold it. From rest, a press on the presented
  /// modal starts an interactive dismissal.
  public func grab() {
    guard isGrabbable else { return }
    if case .presented = state {
      var context = TransitionContext(direction: .dismiss, container: container, presentedSize: modal.size)
      context.updateInteractiveTransition(0)
      self.context = context
    }
    let wasFading = ReducedFade.isFading(modal)
    modal.stopAtPresentation()
    // A fade the finger stops: the modal is there, and seen.
    if wasFading { modal.alpha = 1 }
    state = .dragging(grabCenter: modal.center)
    updatePercentFromPosition()
  }

  /// The pointer moved: the modal's centre = centre at the grab + the pan's translation, which
  /// is measured from the press and never reset (so the pointer keeps its offset).
  public func drag(translation: Vector2) {
    guard case .dragging(let grabCenter) = state, translation.isFinite else { return }
    modal.center = grabCenter + translation
    updatePercentFromPosition()
  }

  /// The pointer let go with `velocity` (points per second) at `location`. Seed 000's rule:
  /// if |vy| > 50 the sign of vy decides (down = towards presented); otherwise the location
  /// (below half the container = presented). A dismissal mirrors the decision.
  public func release(velocity: Vector2, location: Vector2) {
    guard case .dragging = state, var context else { return }
    let safeVelocity = velocity.isFinite ? velocity : .zero
    let towardsPresented: Bool
    if abs(safeVelocity.y) > Self.velocityThreshold {
      towardsPresented = safeVelocity.y > 0
    } else {
      towardsPresented = location.y > container.minY + container.height / 2
    }
    let finishes = towardsPresented == (context.direction == .present)
    if finishes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
    self.context = context
    let from = modal.presentation.center
    let settleVelocity = settle(towardsPresented: towardsPresented, velocity: safeVelocity)
    lastHandoff = Handoff(
      time: animator.now, releaseVelocity: safeVelocity, settleVelocity: settleVelocity, finished: finishes,
      from: from, target: modal.center)
  }

  // MARK: Settling

  /// A key reverses a fade (reduced motion): the modal fades back from the opacity it has.
  private func fade(towardsPresented: Bool) {
    guard let context else { return }
    state = .settling(towardsPresented: towardsPresented)
    ReducedFade.move(
      modal, to: towardsPresented ? context.presentedCenter : context.exitCenter, appearing: towardsPresented,
      in: animator
    ) { [weak self] finished in
      guard let self, finished else { return }
      self.completeTransition()
    }
  }

  /// Starts the finishing animation from where the modal is, with `velocity` in on-screen
  /// points per second, in the current mode. Returns the animation's first velocity (on screen).
  @discardableResult
  private func settle(towardsPresented: Bool, velocity: Vector2) -> Vector2 {
    guard let context else { return .zero }
    let target = towardsPresented ? context.presentedCenter : context.exitCenter
    state = .settling(towardsPresented: towardsPresented)
    return SettleHandoff.animateCenter(
      of: modal, to: target, velocity: velocity, mode: mode, parameters: parameters, in: animator
    ) { [weak self] finished in
      guard let self, finished else { return }
      self.completeTransition()
    }
  }

  /// The modal's on-screen velocity in points per second (zero when nothing animates it).
  public var screenVelocity: Vector2 { animator.onScreen(modal.presentationVelocity) }

  /// Call after every advance of the animator (the display link's tick): keeps percentComplete in
  /// step with where the modal is, so percent, dimming, titles and position agree at every frame,
  /// and completes a transition that ends off screen as soon as the modal has left the container
  /// (seed 000's action block: `!CGRectIntersectsRect(container, modal.frame)`).
  public func update() {
    let towardsPresented: Bool
    switch state {
    case .settling(let heading): towardsPresented = heading
    case .animating: towardsPresented = context?.direction == .present
    case .dismissed, .presented, .dragging: return
    }
    updatePercentFromPosition()
    if !towardsPresented && !modal.presentationFrame.intersects(container) {
      completeTransition()
    }
  }

  /// While a fade runs (reduced motion), the percent is how far it has faded: the dimming and
  /// the titles cross-fade with the modal.
  private func updatePercentFromPosition() {
    guard var context else { return }
    if ReducedFade.isFading(modal) {
      context.updateInteractiveTransition(
        ReducedFade.progress(of: modal, appearing: context.direction == .present))
      self.context = context
      return
    }
    context.updateInteractiveTransition(context.percent(forModalCenter: modal.presentation.center))
    self.context = context
  }

  /// Seed 000's `completeTransition:![context transitionWasCancelled]`: a cancelled presentation
  /// removes the modal, a cancelled dismissal keeps it.
  private func completeTransition() {
    guard var context else { return }
    let didFinish = !context.wasCancelled
    context.completeTransition(didFinish)
    let presented = (context.direction == .present) == didFinish
    modal.removeAllAnimations()
    modal.alpha = 1
    if presented {
      modal.center = context.presentedCenter
      state = .presented
    } else {
      modal.center = context.offscreenCenter
      modal.isHidden = true
      state = .dismissed
    }
    self.context = nil
  }

  /// The container changed size: a modal at rest follows the centre; a modal in flight heads
  /// for the new centre (or the new exit) from where it is, with the velocity it has, in the
  /// current mode, so the motion stays continuous; a held modal stays under the pointer.
  public func layout(container: Rect) {
    self.container = container
    switch state {
    case .presented:
      modal.center = container.center
    case .animating, .settling:
      let towardsPresented = isHeadingToPresented
      settle(towardsPresented: towardsPresented, velocity: screenVelocity)
    case .dismissed, .dragging:
      break
    }
  }

  /// Back to the start: dismissed, nothing running.
  public func reset() {
    modal.removeAllAnimations()
    modal.alpha = 1
    context = nil
    state = .dismissed
    modal.isHidden = true
    lastHandoff = nil
  }
}
