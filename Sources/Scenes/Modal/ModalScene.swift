import Motion
import Stage

/// Seed 000's always-interactive modal transition: the container, the navbar with its two
/// crossfading titles, the dimming view and the modal as layers; the animator (the display
/// link); the pan gesture; the `InteractiveTransition`.
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
public final class ModalScene: Scene {
  public static let name = "modal"
  public static let summary =
    "the modal of \"Interactive Animated Transitions on iOS\": present it with Space, grab it mid-flight, flick it"
  public static let keys = [
    SceneKey("space", label: "Space", help: "present / dismiss (reverses a transition in flight)") {
      (scene: ModalScene, time) in scene.togglePresentation(at: time)
    },
    SceneKey("escape", label: "Esc", help: "dismiss the modal (reverses a present in flight)") {
      (scene: ModalScene, time) in scene.dismiss(at: time)
    },
  ]
  public static var defaultParameters: SettleParameters { SettleParameters() }
  public static let hint = "Space presents the modal · grab it while it moves and flick it · H for help"

  /// The seed's modal: 280×180.
  public static let modalSize = Size(width: 280, height: 180)
  /// How dark the dimming view is when the modal is fully presented.
  public static let dimmingOpacity = 0.4

  public let context: SceneContext
  public let container: Layer
  public let navbar: Layer
  public let dimming: Layer
  public let modal: Layer
  /// The navbar's titles: "Library" under the modal, "Details" once it is presented.
  public let libraryTitle: Layer
  public let detailsTitle: Layer
  public let transition: InteractiveTransition
  public let pan = PanGestureRecognizer()
  public private(set) var size: Size
  /// The navbar crossfade: a timed animation that never runs by itself (Core Animation's speed 0)
  /// and is scrubbed to time offset = percent × duration, so its alpha is the progress.
  private let navbarCrossfade = TimedAnimation(from: 0.0, to: 1.0, duration: 0.35, curve: .linear)
  /// The navbar's trailing points the playground's controls cover.
  /// How far the titles move up as the crossfade goes (the old one up and out, the new one up
  /// into place), as UINavigationBar's title crossfades slide.
  static let titleLift = 8.0

  public init(size: Size, context: SceneContext) {
    self.context = context
    self.size = size
    let bounds = Rect(origin: .zero, size: size)
    container = Layer(name: "container", center: bounds.center, size: size, color: Palette.background)
    navbar = Layer(
      name: "navbar", center: Vector2(x: size.width / 2, y: Navbar.height / 2),
      size: Size(width: size.width, height: Navbar.height), color: Palette.navbar)
    libraryTitle = Self.title("Library", width: size.width)
    detailsTitle = Self.title("Details", width: size.width)
    navbar.addSublayer(libraryTitle)
    navbar.addSublayer(detailsTitle)
    dimming = Layer(name: "dimming", center: bounds.center, size: size, color: Palette.dimming)
    dimming.alpha = 0
    // Dismissed, the modal waits where a dismissal leaves it: just above the container
    // (TransitionContext.offscreenCenter), so the trace has one place for a dismissed modal.
    modal = Layer(
      name: "modal", center: Self.dismissedCenter(in: bounds), size: Self.modalSize, color: Palette.surface)
    modal.cornerRadius = 14
    modal.shadow = Palette.raisedShadow
    Self.addContent(to: modal)
    container.addSublayer(navbar)
    container.addSublayer(dimming)
    container.addSublayer(modal)
    transition = InteractiveTransition(modal: modal, animator: context.animator, container: bounds)
    pan.shouldBegin = { [unowned self] location in
      guard self.transition.isGrabbable else { return false }
      return self.container.hitTest(location, mode: self.hitTestMode)?.isDescendant(of: self.modal) == true
    }
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
    settingsDidChange()
    applyProgress()
    context.navbarDidChange = { [unowned self] in layOutTitles() }
  }

  /// A navbar title: text only, centred 6 pt below the bar's middle (under the status bar).
  private static func title(_ string: String, width: Double) -> Layer {
    let title = Layer(
      name: string, center: Vector2(x: width / 2, y: Navbar.titleCenterY),
      size: Size(width: width, height: 30),
      color: .clear)
    title.text = LayerText(string, size: 19, color: Palette.navbarTitle)
    title.isUserInteractionEnabled = false
    return title
  }

  /// A heading, two placeholder lines and a button, so the modal's motion reads as a card's.
  /// They are in the modal's own space and move with it; presses go to the modal itself.
  private static func addContent(to modal: Layer) {
    let width = modalSize.width
    let height = modalSize.height
    let heading = Layer(
      name: "heading", center: Vector2(x: width / 2, y: 32), size: Size(width: width - 40, height: 30),
      color: .clear)
    heading.text = LayerText("Details", size: 20, color: Palette.ink, alignment: .leading)
    let firstLine = Layer(
      name: "line", center: Vector2(x: width / 2, y: 67), size: Size(width: width - 40, height: 10),
      color: Palette.placeholder)
    let secondLine = Layer(
      name: "line", center: Vector2(x: 20 + (width - 100) / 2, y: 89),
      size: Size(width: width - 100, height: 10),
      color: Palette.placeholder)
    firstLine.cornerRadius = 5
    secondLine.cornerRadius = 5
    let button = Layer(
      name: "button", center: Vector2(x: width / 2, y: height - 36),
      size: Size(width: width - 40, height: 32),
      color: Palette.accent)
    button.cornerRadius = 10
    button.text = LayerText("Grab me while I move", size: 14, color: Palette.navbarTitle)
    for layer in [heading, firstLine, secondLine, button] {
      layer.isUserInteractionEnabled = false
      modal.addSublayer(layer)
    }
  }

  // MARK: Input

  /// Applies a pointer event at its own timestamp (``Scene/deliver(_:)-(PointerEvent)`` has
  /// advanced the animations to it), so a press freezes the modal where it was when the button
  /// went down.
  public func handle(_ event: PointerEvent) {
    pan.handle(event)
    applyProgress()
  }

  /// Esc, at `time`: a modal presented or on its way there goes back (Esc closes what is open).
  public func dismiss(at time: Double) {
    advance(to: time)
    if transition.isHeadingToPresented { togglePresentation(at: time) }
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

  public var isAtRest: Bool { isIdle }

  public var root: Layer { container }

  /// The transition settles in the host's mode and tuning.
  public func settingsDidChange() {
    transition.mode = mode
    transition.parameters = parameters
  }

  /// The titles in the room the playground's controls leave them, each at its crossfade's
  /// height (``applyProgress()``).
  private func layOutTitles() {
    let frame = Navbar.titleFrame(width: size.width, in: context)
    for title in [libraryTitle, detailsTitle] { title.frame = frame }
    applyTitleCrossfade()
  }

  /// The presented modal, centred in the container: where it rests while shown.
  public var restingFrames: [Rect] {
    [Rect(center: Rect(origin: .zero, size: size).center, size: Self.modalSize)]
  }

  /// The container changed size (a window resize).
  public func resize(to size: Size) {
    guard size.width > 0, size.height > 0, size != self.size else { return }
    self.size = size
    let bounds = Rect(origin: .zero, size: size)
    container.center = bounds.center
    container.size = size
    navbar.center = Vector2(x: size.width / 2, y: Navbar.height / 2)
    navbar.size = Size(width: size.width, height: Navbar.height)
    dimming.center = bounds.center
    dimming.size = size
    layOutTitles()
    transition.layout(container: bounds)
    if transition.phase == .dismissed { modal.center = Self.dismissedCenter(in: bounds) }
  }

  /// Where the dismissed modal is: centred above the container, its bottom edge on the top
  /// (where a present starts and a dismissal completes).
  static func dismissedCenter(in container: Rect) -> Vector2 {
    Vector2(x: container.center.x, y: container.minY - modalSize.height / 2)
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
    applyTitleCrossfade()
  }

  /// The titles follow `navbarAlpha` one after the other, never both at once: "Library" fades
  /// out over the first half and "Details" in over the second (Material's fade through), each
  /// rising `titleLift` points, so the middle of the crossfade shows no two titles overprinted.
  private func applyTitleCrossfade() {
    let y = Navbar.titleCenterY
    libraryTitle.alpha = max(0, 1 - 2 * navbarAlpha)
    detailsTitle.alpha = max(0, 2 * navbarAlpha - 1)
    libraryTitle.center.y = y - Self.titleLift * navbarAlpha
    detailsTitle.center.y = y + Self.titleLift * (1 - navbarAlpha)
  }

  /// The modal's velocity on screen: the pointer's while held (now, so it falls to zero when
  /// the pointer stops), the animation's otherwise.
  public var modalVelocity: Vector2 {
    transition.phase == .dragging ? pan.velocity(at: animator.now) : transition.screenVelocity
  }
}
