import Motion
import Stage

/// What the host gives a scene and keeps for it: the display link every animation runs on, the
/// gesture arena presses go through, and the settings the playground's instrument chooses (how
/// releases settle, the tuning, hit testing, slow motion). A scene reads them; it never owns
/// them, so a scene of thirty lines settles with the playground's mode and tuning, slows down
/// with S and hit-tests the model frame with B without a line of its own.
///
/// ```swift
/// public init(size: Size, context: SceneContext) {
///   self.context = context
///   context.arena.attach(pan, to: card)              // presses on the card reach the pan
///   // ... on release:
///   context.settle(card, to: home, velocity: pan.velocity, at: pan.timestamp)
/// }
/// ```
public final class SceneContext {
  /// The scene's display link: every animation of the scene runs on it. Slow motion is its
  /// time scale alone.
  public let animator: Animator
  /// The gesture arena a scene's recognizers attach to; the default ``Scene/handle(_:)-(PointerEvent)``
  /// routes presses through it, hit-testing with ``hitTestMode``.
  public let arena = GestureArena()
  /// How the subject settles after a release: spring, dynamics or timed.
  public internal(set) var mode: SettleMode
  /// The settle's tuning for every mode.
  public internal(set) var parameters: SettleParameters
  /// `.model` hit-tests where things will be, not where they are drawn (the bug the articles
  /// warn of).
  public internal(set) var hitTestMode = HitTestMode.presentation
  /// How many points of the navbar's trailing end the host's controls cover (``Navbar``); the
  /// host sets it, and a change calls ``navbarDidChange``.
  public internal(set) var navbarTrailing = 0.0 {
    didSet { if navbarTrailing != oldValue { navbarDidChange?() } }
  }
  /// What the scene does when ``navbarTrailing`` changes: a scene with a navbar title lays it
  /// out again (``Navbar/titleFrame(width:in:leading:offset:)``).
  public var navbarDidChange: (() -> Void)?
  /// The last release's hand-off, made by ``settle(_:to:velocity:at:completion:)``: what the
  /// default probe, the plot and the ghosts read.
  public private(set) var lastHandoff: Handoff?

  /// A context for a scene of `type` at rest: its first mode and its own parameters.
  public init(for type: any Scene.Type, animator: Animator = Animator()) {
    self.animator = animator
    mode = type.modes.first ?? .spring
    parameters = type.defaultParameters
  }

  /// Slow motion: animation time runs at a tenth of the screen's, like the iOS Simulator's
  /// "slow animations".
  public internal(set) var slowMotion: Bool {
    get { animator.isSlowMotion }
    set { animator.isSlowMotion = newValue }
  }

  /// What a release made by hand in slow motion plays (the host's, from
  /// `--slow-motion-release`): the full-speed flick's path, slowed (the default), or its
  /// on-screen speed kept. See `SlowMotionRelease` (Motion).
  public internal(set) var slowMotionRelease: SlowMotionRelease {
    get { animator.slowMotionRelease }
    set { animator.slowMotionRelease = newValue }
  }

  /// Full motion, or the reduced twin of every release (the host's, like slow motion): the
  /// animator's `Animator.motionPreference`, which every settle started on it reads.
  public internal(set) var motion: MotionPreference {
    get { animator.motionPreference }
    set { animator.motionPreference = newValue }
  }

  /// `layer`'s velocity in points per second: the one clock a scene's velocities are in (a
  /// gesture's are too). At full speed, the screen's; in slow motion, the animations' own when
  /// a release plays the full-speed path (the default: the full-speed flick's numbers), the
  /// screen's when it keeps its on-screen speed (``slowMotionRelease``). The animator converts,
  /// so a scene never multiplies by a time scale.
  public func velocity(of layer: Layer) -> Vector2 {
    animator.onScreen(layer.presentationVelocity)
  }

  /// The drag-to-settle hand-off in the host's mode and tuning: `layer`'s centre settles on
  /// `target` from where it is on screen, carrying `velocity` (on-screen points per second),
  /// and the hand-off is recorded (``lastHandoff``) at `time`. Returns the settle's first
  /// velocity on screen. `completion` runs once: `true` at rest, `false` if replaced.
  @discardableResult
  public func settle(
    _ layer: Layer, to target: Vector2, velocity: Vector2, at time: Double,
    completion: ((Bool) -> Void)? = nil
  ) -> Vector2 {
    let from = layer.presentation.center
    let first = SettleHandoff.animateCenter(
      of: layer, to: target, velocity: velocity, mode: mode, parameters: parameters, in: animator,
      completion: completion)
    // The record is in window points, whatever layer the subject sits in.
    let window = { (point: Vector2) in layer.superlayer?.convertToRoot(point) ?? point }
    lastHandoff = Handoff(
      time: time, releaseVelocity: velocity, settleVelocity: first, finished: true, from: window(from),
      target: window(target))
    return first
  }
}
