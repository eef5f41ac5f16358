import Motion
import Stage

/// Seeds 001 and 003: a navigation stack like UINavigationController's, whose push, pop and side
/// panel are percent-driven transitions that can be grabbed at any moment.
///
/// The root screen ("Library") lists rows; clicking one pushes its detail screen. A press within
/// 20 pt of the left edge pans an interactive pop (progress = translation.x / width) or, on the
/// root screen, opens seed 003's side panel (progress = location.x / width). The release
/// finishes or cancels by the sign of the horizontal velocity (by progress > 0.5 under
/// 50 pt/s) and carries that velocity on (``PercentDrivenInteraction``). A press on the moving
/// screen while a transition animates or settles stops it where it is and makes it interactive.
///
/// Everything on screen is derived from the one progress value: the screens' frames (the
/// ``TransitionAnimator``s: push, pop, side panel), the dimming and the navbar crossfade (the
/// context's "animate alongside").
///
/// ```swift
/// let scene = NavigationScene(size: Size(width: 960, height: 640))
/// scene.handleKey("space", at: 0)          // push "Springs", 0.35 s
/// scene.handle(PointerEvent(kind: .down, location: Vector2(x: 800, y: 300), timestamp: 0.1))
/// scene.phase                              // .interactive: the press grabbed the push
/// ```
public final class NavigationScene: Scene {
  public static let name = "navigation"
  public static let summary = "seeds 001, 003: push, pop, panel"
  public static let keys = [
    SceneKey("space", label: "Space", help: "push row 1 / pop / close panel; reverses in flight"),
    SceneKey("left", label: "Left", help: "back: pop, or close the side panel"),
    SceneKey("o", label: "O", help: "open / close the side panel (on the root screen)"),
  ]

  /// The seed's spring is critically damped here: a screen arrives at its edge without
  /// swinging past it (objc.io's stiffness 300, ζ = 1). Timed mode is seed 001's percent-driven
  /// completion: the transition's 0.35 s (UINavigationController's), ease-in-out (UIKit's
  /// default `completionCurve`).
  public static var defaultParameters: SettleParameters {
    var parameters = SettleParameters()
    parameters.spring.damping = 2 * (parameters.spring.stiffness * parameters.spring.mass).squareRoot()
    parameters.timedDuration = 0.35
    parameters.timedCurve = .easeInOut
    return parameters
  }

  /// Seed 003 (and seed 000's threshold): slower than this, the progress decides, not the sign.
  public static let velocityThreshold = 50.0

  public let animator = Animator()
  public let container: Layer
  public let navbar: Layer
  public let interaction: PercentDrivenInteraction
  /// Seed 003's edge pan: pops, or opens the panel on the root screen.
  public let edgePan: ScreenEdgePanGestureRecognizer
  /// A press on the moving screen during a transition: grabs it.
  public let grabPan = PanGestureRecognizer()
  /// A drag on the open panel closes it interactively (after 10 pt, so that a click is a tap).
  public let panelPan = PanGestureRecognizer(minimumDistance: 10)
  /// Rows, the back button, the panel's close button and rows.
  public let tap = TapGestureRecognizer()
  public var hitTestMode = HitTestMode.presentation
  public private(set) var size: Size
  /// The screens on the stack, root first (the panel is not one of them).
  var stack: [NavigationScreen]
  let panel: NavigationScreen
  public internal(set) var isPanelOpen = false
  /// The transition in flight, if any.
  var running: RunningTransition?
  /// The last release: the gesture's velocity and the completion's first (on screen).
  public private(set) var lastHandoff: Handoff?
  /// Whether the last completed transition was cancelled.
  public internal(set) var lastTransitionWasCancelled = false

  public var parameters = NavigationScene.defaultParameters {
    didSet { configureInteraction() }
  }

  /// Who gets the current press's moves and release.
  enum PressOwner {
    case none
    case edge
    case grab
    case panel
    case tap
  }
  private(set) var pressOwner = PressOwner.none

  /// How the pointer sets the progress while it holds a transition.
  enum DragRule {
    /// Seed 001: progress at the grab + translation.x / the front screen's travel.
    case translation(start: Double)
    /// Seed 003: location.x / width.
    case location
  }
  private var dragRule = DragRule.translation(start: 0)

  public init(size: Size) {
    self.size = size
    container = Layer(
      name: "container", center: Rect(origin: .zero, size: size).center, size: size, color: Palette.background
    )
    navbar = Layer(
      name: "navbar", center: Vector2(x: size.width / 2, y: NavigationStyle.navbarHeight / 2),
      size: Size(width: size.width, height: NavigationStyle.navbarHeight), color: Palette.navbar)
    let root = NavigationScreen(title: "Library", kind: .library, leftButtonTitle: nil, size: size)
    panel = NavigationScreen(title: "Menu", kind: .panel, leftButtonTitle: "✕ Close", size: size)
    stack = [root]
    container.addSublayer(root.layer)
    container.addSublayer(panel.layer)
    container.addSublayer(navbar)
    navbar.addSublayer(root.item)
    navbar.addSublayer(panel.item)
    interaction = PercentDrivenInteraction(animator: animator, key: "navigation.percent")
    edgePan = ScreenEdgePanGestureRecognizer(edge: .left, bounds: NavigationScreen.contentFrame(size: size))
    configureInteraction()
    configureGestures()
    layoutAtRest()
  }

  var contentFrame: Rect { NavigationScreen.contentFrame(size: size) }

  private func configureInteraction() {
    interaction.duration = parameters.timedDuration
    interaction.completionCurve = parameters.timedCurve
    interaction.parameters = parameters
  }

  private func configureGestures() {
    edgePan.shouldBegin = { [unowned self] _ in self.phase == .idle && !self.isPanelOpen }
    edgePan.onStateChange = { [unowned self] pan in
      if pan.state == .began { self.beginEdgePan() }
      self.follow(pan.state, translation: pan.translation, location: pan.location, velocity: pan.velocity)
    }
    grabPan.shouldBegin = { [unowned self] location in
      (self.phase == .animating || self.phase == .settling) && self.hitsFront(location)
    }
    grabPan.onStateChange = { [unowned self] pan in
      if pan.state == .began {
        // Seed 000 and 004's grab: stop where it is on screen, then follow the pointer.
        self.interaction.pause()
        self.dragRule = .translation(start: self.interaction.percentComplete)
      }
      self.follow(pan.state, translation: pan.translation, location: pan.location, velocity: pan.velocity)
    }
    panelPan.shouldBegin = { [unowned self] location in
      self.phase == .idle && self.isPanelOpen
        && self.container.hitTest(location, mode: self.hitTestMode)?.isDescendant(of: self.panel.layer)
          == true
    }
    panelPan.onStateChange = { [unowned self] pan in
      if pan.state == .began {
        self.beginPanel(presenting: false)
        self.dragRule = .translation(start: 0)
      }
      self.follow(pan.state, translation: pan.translation, location: pan.location, velocity: pan.velocity)
    }
    tap.onTap = { [unowned self] location in self.tapped(at: location) }
  }

  // MARK: Input

  /// Applies a pointer event at its own timestamp: the animations are first advanced to that
  /// instant, so a press stops a transition where it was when the button went down.
  public func handle(_ event: PointerEvent) {
    guard event.location.isFinite, event.timestamp.isFinite else { return }
    advance(to: event.timestamp)
    if event.kind == .down {
      endLostPress(at: event.timestamp)
      pressOwner = owner(forPressAt: event)
      return
    }
    switch pressOwner {
    case .edge: edgePan.handle(event)
    case .grab: grabPan.handle(event)
    case .panel:
      panelPan.handle(event)
      tap.handle(event)
    case .tap: tap.handle(event)
    case .none: break
    }
  }

  /// Hands the press to the recognizer it belongs to and says which one took it: during a
  /// transition only a press on the moving screen counts (a grab); at rest, the edge pan first
  /// (as UIKit's edge recognizer wins over the table's taps), else the taps.
  private func owner(forPressAt event: PointerEvent) -> PressOwner {
    switch phase {
    case .animating, .settling:
      grabPan.handle(event)
      return grabPan.isActive ? .grab : .none
    case .interactive:
      return .none
    case .idle:
      if isPanelOpen {
        panelPan.handle(event)
        tap.handle(event)
        return .panel
      }
      edgePan.handle(event)
      if edgePan.isActive { return .edge }
      tap.handle(event)
      return .tap
    }
  }

  /// A press while the pointer still holds a transition means its release was lost: the drag
  /// ends as a cancel (the transition settles by its progress), and the new press starts afresh.
  private func endLostPress(at time: Double) {
    let cancel = PointerEvent(kind: .cancel, location: .zero, timestamp: time)
    switch pressOwner {
    case .edge: edgePan.handle(cancel)
    case .grab: grabPan.handle(cancel)
    case .panel:
      panelPan.handle(cancel)
      tap.handle(cancel)
    case .tap: tap.handle(cancel)
    case .none: break
    }
  }

  public func handleKey(_ name: String, at time: Double) {
    advance(to: time)
    switch name {
    case "space": space()
    case "left": back()
    case "o": togglePanel()
    default: break
    }
  }

  /// Space: at rest, push the first row, pop, or close the panel; in flight, reverse.
  public func space() {
    switch phase {
    case .idle:
      if isPanelOpen {
        dismissPanel()
      } else if stack.count >= 2 {
        pop()
      } else if let title = stack.last?.firstRowTitle {
        push(title)
      }
    case .animating, .settling: reverse()
    case .interactive: break
    }
  }

  /// Left: pop, or close the panel (at rest).
  public func back() {
    guard phase == .idle else { return }
    if isPanelOpen { dismissPanel() } else { pop() }
  }

  /// O: open or close the panel on the root screen; reverses a panel transition in flight.
  public func togglePanel() {
    switch phase {
    case .idle:
      if isPanelOpen { dismissPanel() } else if stack.count == 1 { presentPanel() }
    case .animating, .settling:
      if running?.kind == .panel { reverse() }
    case .interactive: break
    }
  }

  private func tapped(at location: Vector2) {
    guard phase == .idle, let hit = container.hitTest(location, mode: hitTestMode) else { return }
    if isPanelOpen {
      if hit === panel.leftButton || panel.rowTitle(at: hit) != nil { dismissPanel() }
      return
    }
    guard let top = stack.last else { return }
    if let button = top.leftButton, hit === button {
      pop()
    } else if let title = top.rowTitle(at: hit) {
      push(title)
    }
  }

  // MARK: The held transition

  private func beginEdgePan() {
    if stack.count >= 2 {
      beginPop()
      dragRule = .translation(start: 0)
    } else {
      beginPanel(presenting: true)
      dragRule = .location
    }
  }

  private func follow(_ state: GestureState, translation: Vector2, location: Vector2, velocity: Vector2) {
    switch state {
    case .began, .changed:
      drag(translation: translation, location: location)
    case .ended:
      drag(translation: translation, location: location)
      release(velocity: velocity)
    case .cancelled:
      // The pointer was lost: settle by the progress, with no flick.
      release(velocity: .zero)
    case .possible, .failed:
      break
    }
  }

  private func drag(translation: Vector2, location: Vector2) {
    guard let running, interaction.state == .interactive, translation.isFinite, location.isFinite else {
      return
    }
    switch dragRule {
    case .translation(let start):
      let travel = running.travel
      guard travel != 0 else { return }
      interaction.update(start + translation.x / travel)
    case .location:
      let content = contentFrame
      guard content.width > 0 else { return }
      interaction.update((location.x - content.minX) / content.width)
    }
  }

  /// Seed 003: finish or cancel by the sign of vx (towards the end finishes); under 50 pt/s by
  /// progress > 0.5. The completion starts with the release velocity.
  private func release(velocity: Vector2) {
    guard let running, interaction.state == .interactive else { return }
    let velocity = velocity.isFinite ? velocity : .zero
    let travel = running.travel
    guard travel != 0 else { return }
    let span = abs(travel)
    let rate = velocity.x / travel  // progress per second
    let finishes =
      abs(velocity.x) >= Self.velocityThreshold ? rate > 0 : interaction.percentComplete > 0.5
    let front = running.front.layer
    let from = front.presentation.center
    let end = finishes ? running.context.finalFrame(for: front) : running.context.initialFrame(for: front)
    let first =
      finishes ? interaction.finish(velocity: rate * span) : interaction.cancel(velocity: rate * span)
    lastHandoff = Handoff(
      time: animator.now, releaseVelocity: velocity, settleVelocity: Vector2(x: first / span * travel, y: 0),
      finished: finishes, from: from, target: end.center)
  }

  /// Space or O in flight: head back the other way from where it is, keeping its velocity.
  private func reverse() {
    guard let target = interaction.target else { return }
    let velocity = interaction.velocity
    if target >= 1 { interaction.cancel(velocity: velocity) } else { interaction.finish(velocity: velocity) }
  }

  /// Whether a press at `location` lands on the moving screen: on what is on screen
  /// (presentation), or, with B, where the transition will end (Core Animation's model values,
  /// the seeds' bug).
  private func hitsFront(_ location: Vector2) -> Bool {
    guard let running else { return false }
    let front = running.front.layer
    switch hitTestMode {
    case .presentation:
      return container.hitTest(location, mode: .presentation)?.isDescendant(of: front) == true
    case .model:
      let end = interaction.target ?? interaction.percentComplete
      return running.context.frame(of: front, at: end).contains(location)
    }
  }

  // MARK: Time

  public func advance(to time: Double) {
    animator.advance(to: time)
  }

  public var isAtRest: Bool {
    !animator.isRunning && !edgePan.isActive && !grabPan.isActive && !panelPan.isActive
  }

  public var root: Layer { container }

  public var mode: SettleMode {
    get { interaction.mode }
    set { interaction.mode = newValue }
  }

  public var phase: NavigationPhase {
    guard running != nil else { return .idle }
    switch interaction.state {
    case .idle: return .idle
    case .animating: return .animating
    case .interactive: return .interactive
    case .completing: return .settling
    }
  }

  /// The container changed size: screens and navbar follow; a transition in flight carries on
  /// in the new container, at the same progress.
  public func resize(to size: Size) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, size != self.size else {
      return
    }
    self.size = size
    container.frame = Rect(origin: .zero, size: size)
    navbar.frame = Rect(x: 0, y: 0, width: size.width, height: NavigationStyle.navbarHeight)
    var screens = stack + [panel]
    if let running, !screens.contains(where: { $0 === running.to }) { screens.append(running.to) }
    for screen in screens { screen.resize(to: size) }
    edgePan.bounds = contentFrame
    if let running {
      interaction.span = contentFrame.width
      running.context.container = contentFrame
    } else {
      layoutAtRest()
    }
  }
}
