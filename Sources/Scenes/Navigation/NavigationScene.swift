import Motion
import Stage

/// Seeds 001 and 003: a navigation stack like UINavigationController's, whose push, pop and side
/// panel are percent-driven transitions that can be grabbed at any moment.
///
/// The root screen ("Library") lists rows; clicking one pushes its detail screen. A press within
/// 20 pt of the left edge pans an interactive pop (progress = translation.x / width) or, on the
/// root screen, opens seed 003's side panel (progress = location.x / width, counted from the
/// press). The release finishes or cancels by the sign of the horizontal velocity (by
/// progress > 0.5 under 50 pt/s) and carries that velocity on (`PercentDrivenInteraction`). A press on the moving
/// screen while a transition animates or settles stops it where it is and makes it interactive.
///
/// Everything on screen is derived from the one progress value: the screens' frames (the
/// `TransitionLayout`s: push, pop, side panel), the dimming and the navbar crossfade (the
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
  public static let hint = "Click a row to push it · pan from the left edge to go back · H for help"
  public static let summary =
    "push, pop and a side panel on one percent-driven transition, as Apple's \"Customizing the Transition Animations\""
  public static let keys = [
    SceneKey("space", label: "Space", help: "push row 1 / pop / close panel; reverses in flight") {
      (scene: NavigationScene, _) in scene.space()
    },
    SceneKey("left", label: "Left", help: "back: pop, or close the side panel") {
      (scene: NavigationScene, _) in scene.back()
    },
    SceneKey("o", label: "O", help: "open / close the side panel (on the root screen)") {
      (scene: NavigationScene, _) in scene.togglePanel()
    },
    SceneKey("escape", label: "Esc", help: "back: pop the pushed screen, or close the side panel") {
      (scene: NavigationScene, _) in scene.back()
    },
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

  public let context: SceneContext
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
  public private(set) var size: Size
  /// The navbar's trailing points the playground's controls cover.
  /// The screens on the stack, root first (the panel is not one of them).
  var stack: [NavigationScreen]
  let panel: NavigationScreen
  public internal(set) var isPanelOpen = false
  /// The transition in flight, if any.
  var running: RunningTransition?
  /// The last release: the gesture's velocity and the completion's first (on screen).
  public internal(set) var lastHandoff: Handoff?
  /// Whether the last completed transition was cancelled.
  public internal(set) var lastTransitionWasCancelled = false

  /// Routes presses: the edge pan, the grab, the panel's drag and the taps, with the tap waiting
  /// for the edge pan to fail.
  public let arena = GestureArena()

  /// Which recognizer took the current press (the probe's gesture state and velocity).
  enum PressOwner {
    case none
    case edge
    case grab
    case panel
    case tap
  }
  var pressOwner = PressOwner.none

  /// How the pointer sets the progress while it holds a transition.
  enum DragRule {
    /// Seed 001: progress at the grab + translation.x / the front screen's travel.
    case translation(start: Double)
    /// Seed 003's location.x / width, from where the edge pan began (`from`, points into the
    /// content): progress (x − from) / (width − from). The panel sets off from closed with no
    /// step, and its edge gains on the finger to meet it at the far side, `width / (width −
    /// from)` times the finger's speed: 1.5 % faster for a press 6 pt from the edge of a 400 pt
    /// screen. The seed's own rule put the edge under the finger at the press, a step of `from`.
    case location(from: Double)

    /// The front screen's speed over the pointer's while this rule holds, for a content `width`.
    func gain(width: Double) -> Double {
      guard case .location(let from) = self, width - from > 0 else { return 1 }
      return width / (width - from)
    }
  }
  var dragRule = DragRule.translation(start: 0)

  public init(size: Size, context: SceneContext) {
    self.context = context
    self.size = size
    container = Layer(
      name: "container", center: Rect(origin: .zero, size: size).center, size: size, color: Palette.background
    )
    navbar = Layer(
      name: "navbar", center: Vector2(x: size.width / 2, y: Navbar.height / 2),
      size: Size(width: size.width, height: Navbar.height), color: Palette.navbar)
    let root = NavigationScreen(title: "Library", kind: .library, leftButtonTitle: nil, size: size)
    panel = NavigationScreen(title: "Menu", kind: .panel, leftButtonTitle: "✕ Close", size: size)
    stack = [root]
    container.addSublayer(root.layer)
    container.addSublayer(panel.layer)
    container.addSublayer(navbar)
    navbar.addSublayer(root.item)
    navbar.addSublayer(panel.item)
    interaction = PercentDrivenInteraction(animator: context.animator, key: "navigation.percent")
    edgePan = ScreenEdgePanGestureRecognizer(edge: .left, bounds: NavigationScreen.contentFrame(size: size))
    settingsDidChange()
    configureGestures()
    layoutAtRest()
    context.navbarDidChange = { [unowned self] in navbarDidChange() }
  }

  var contentFrame: Rect { NavigationScreen.contentFrame(size: size) }

  private func configureInteraction() {
    interaction.duration = parameters.timedDuration
    interaction.completionCurve = parameters.timedCurve
    interaction.parameters = parameters
  }

  // MARK: Time

  public func advance(to time: Double) {
    animator.advance(to: time)
  }

  public var isAtRest: Bool {
    !animator.isRunning && !edgePan.isActive && !grabPan.isActive && !panelPan.isActive
  }

  public var root: Layer { container }

  /// The interaction settles in the host's mode and tuning.
  public func settingsDidChange() {
    interaction.mode = mode
    configureInteraction()
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

  /// The root list's rows, titles and chevrons, where they rest (the root screen sits under the
  /// navbar): what the list is read by.
  public var restingFrames: [Rect] {
    (stack.first?.rows ?? []).map { row in
      Rect(
        x: row.layer.frame.minX, y: Navbar.height + row.layer.frame.minY,
        width: row.layer.frame.width, height: row.layer.frame.height)
    }
  }

  /// The container changed size: screens and navbar follow; a transition in flight carries on
  /// in the new container, at the same progress.
  /// The screens' titles keep to the room the playground's controls leave them.
  private func navbarDidChange() {
    var screens = stack + [panel]
    if let running, !screens.contains(where: { $0 === running.to }) { screens.append(running.to) }
    for screen in screens { screen.navbarTrailing = context.navbarTrailing }
  }

  public func resize(to size: Size) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, size != self.size else {
      return
    }
    self.size = size
    container.frame = Rect(origin: .zero, size: size)
    navbar.frame = Rect(x: 0, y: 0, width: size.width, height: Navbar.height)
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
