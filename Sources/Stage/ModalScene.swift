import Motion

/// The playground's whole UI model, free of SDL: the container, the navbar, the dimming view and
/// the modal as layers; the animator (the display link); the pan gesture; the transition.
///
/// The frame loop feeds it input at the input's own timestamp and then the frame time:
///
/// ```swift
/// let scene = ModalScene(size: Size(width: 960, height: 640))
/// scene.togglePresentation(at: 0)
/// scene.handle(PointerEvent(kind: .down, location: Vector2(x: 480, y: 40), timestamp: 0.1))
/// scene.advance(to: 1 / 60.0 * 7)
/// scene.transition.phase  // .dragging
/// ```
public final class ModalScene {
  /// The navbar's height in points (UIKit's 44 + a 20 pt status bar).
  public static let navbarHeight = 64.0
  /// The seed's modal: 280×180.
  public static let modalSize = Size(width: 280, height: 180)
  /// How dark the dimming view is when the modal is fully presented.
  public static let dimmingOpacity = 0.4

  public let animator = Animator()
  public let container: Layer
  public let navbar: Layer
  public let dimming: Layer
  public let modal: Layer
  public let transition: InteractiveTransition
  public let pan = PanGestureRecognizer()
  /// `.model` demonstrates the seeds' bug: a press where the modal *is* on screen is missed.
  public var hitTestMode = HitTestMode.presentation
  public private(set) var size: Size
  /// The navbar crossfade: a timed animation that never runs by itself (Core Animation's speed 0)
  /// and is scrubbed to time offset = percent × duration, so its alpha is the progress.
  private let navbarCrossfade = TimedAnimation(from: 0.0, to: 1.0, duration: 0.35, curve: .linear)

  public init(size: Size) {
    self.size = size
    let bounds = Rect(origin: .zero, size: size)
    container = Layer(name: "container", center: bounds.center, size: size, color: Palette.background)
    navbar = Layer(
      name: "navbar", center: Vector2(x: size.width / 2, y: Self.navbarHeight / 2),
      size: Size(width: size.width, height: Self.navbarHeight), color: Palette.navbar)
    dimming = Layer(name: "dimming", center: bounds.center, size: size, color: Palette.dimming)
    dimming.alpha = 0
    modal = Layer(name: "modal", center: bounds.center, size: Self.modalSize, color: Palette.modal)
    modal.cornerRadius = 14
    container.addSublayer(navbar)
    container.addSublayer(dimming)
    container.addSublayer(modal)
    transition = InteractiveTransition(modal: modal, animator: animator, container: bounds)
    pan.shouldBegin = { [unowned self] location in
      guard self.transition.isGrabbable else { return false }
      return self.container.hitTest(location, mode: self.hitTestMode) === self.modal
    }
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
    applyProgress()
  }

  // MARK: Input

  /// Applies a pointer event at its own timestamp: the animations are first advanced to that
  /// instant, so a press freezes the modal where it was when the button went down.
  public func handle(_ event: PointerEvent) {
    advance(to: event.timestamp)
    pan.handle(event)
    applyProgress()
  }

  /// Space, at `time`.
  public func togglePresentation(at time: Double) {
    advance(to: time)
    transition.togglePresentation()
    applyProgress()
  }

  private func panChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      transition.grab()
    case .changed:
      transition.drag(translation: pan.translation)
    case .ended:
      transition.drag(translation: pan.translation)
      transition.release(velocity: pan.velocity, location: pan.location)
    case .cancelled:
      // The pointer was lost (focus, window left): settle by where the modal is, with no flick.
      transition.release(velocity: .zero, location: transition.modal.presentation.center)
    case .possible, .failed:
      break
    }
  }

  // MARK: Time

  /// Advances every animation to `time` (seconds, the caller's clock) and lets the transition
  /// see where the modal is. Earlier times are ignored: time never runs backwards.
  public func advance(to time: Double) {
    animator.advance(to: time)
    transition.update()
    applyProgress()
  }

  /// Nothing moves and nothing is held: the loop may block until the next event.
  public var isIdle: Bool {
    !animator.isRunning && pan.state != .began && pan.state != .changed
  }

  public var slowMotion: Bool {
    get { animator.timeScale < 1 }
    set { animator.timeScale = newValue ? 0.1 : 1 }
  }

  /// The container changed size (a window resize).
  public func resize(to size: Size) {
    guard size.width > 0, size.height > 0, size != self.size else { return }
    self.size = size
    let bounds = Rect(origin: .zero, size: size)
    container.center = bounds.center
    container.size = size
    navbar.center = Vector2(x: size.width / 2, y: Self.navbarHeight / 2)
    navbar.size = Size(width: size.width, height: Self.navbarHeight)
    dimming.center = bounds.center
    dimming.size = size
    transition.layout(container: bounds)
  }

  /// Dismissed, nothing running, default parameters; the mode is kept.
  public func reset() {
    transition.reset()
    transition.parameters = SettleParameters()
    pan.handle(PointerEvent(kind: .cancel, location: .zero, timestamp: animator.now))
    applyProgress()
  }

  // MARK: Derived values

  /// The alpha of the presented title ("Details"): the crossfade scrubbed by the progress.
  public private(set) var navbarAlpha = 0.0

  /// The transition coordinator's "animate alongside": the dimming view and the navbar follow
  /// the transition's progress, including while dragging.
  private func applyProgress() {
    var crossfade = navbarCrossfade
    crossfade.advance(by: transition.presentedAmount * crossfade.duration)
    navbarAlpha = crossfade.value
    dimming.alpha = navbarAlpha
  }

  /// The modal's velocity on screen: the pan's while held, the animation's otherwise.
  public var modalVelocity: Vector2 {
    transition.phase == .dragging ? pan.velocity : transition.screenVelocity
  }
}

/// The scene's colours: a calm background, a dark navbar, a white modal.
public enum Palette {
  public static let background = Color(hex: 0xE6EBF2)
  public static let navbar = Color(hex: 0x2B3445)
  public static let dimming = Color(red: 0.05, green: 0.07, blue: 0.12, alpha: ModalScene.dimmingOpacity)
  public static let modal = Color(hex: 0xFFFFFF)
  public static let navbarTitle = Color(hex: 0xF4F6FA)
  public static let accent = Color(hex: 0x3D7BFD)
}
