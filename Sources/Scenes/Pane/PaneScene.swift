import Motion
import Stage

/// Seed 002's always-interruptible pane (objc.io, "Interactive Animations"): a Control-Center
/// sheet along the bottom of the window, open or closed, that a tap toggles and a drag moves,
/// at any moment, with the velocity carried through every change.
///
/// - **Tap** (or Space) toggles. In flight it reverses from where the pane is with the velocity
///   it has: the spring is retargeted (position and velocity kept), the dynamics attachment's
///   anchor is moved (the velocity carries on by itself), the timed "goop" begins again from the
///   current state.
/// - **Drag**: a press alone does not stop the pane; once the pointer has moved ``slop`` points
///   the pane is caught where it is on screen at that instant, and its centre then follows the
///   pointer's vertical translation from there (`PanGestureRecognizer.translationSinceBegan`:
///   the slop is not made up in one step, as UIScrollView's content does not), rubber-banding
///   past the open and closed positions (UIScrollView's 0.55).
/// - **Release**: seed 002's rule, vy ≥ 0 → closed, vy < 0 → open; the settling animation starts
///   at the release's timestamp with the pane's own velocity as a vector (none across: the seed's
///   drag moves the pane only up and down, and hands over no sideways speed).
///
/// ```swift
/// let scene = PaneScene(size: Size(width: 960, height: 640))
/// scene.toggle(at: 0)                       // opens
/// scene.advance(to: 0.15)
/// scene.toggle(at: 0.15)                    // reverses: no jump, same velocity
/// scene.advance(to: 2)
/// scene.state                               // .closed
/// ```
public final class PaneScene: Scene {
  public static let name = "pane"
  public static let summary =
    "objc.io #12's Control Center pane: tap or Space toggles (reverses in flight), drag and flick it"
  public static let hint = "Tap the pane to open it (or Space) · drag it, catch it mid-flight · H for help"
  public static let keys = [
    SceneKey("space", label: "Space", help: "toggle the pane, like a tap (reverses it in flight)") {
      (scene: PaneScene, time) in scene.toggle(at: time)
    },
    // Esc closes what is open: a pane open or opening goes back.
    SceneKey("escape", label: "Esc", help: "close the pane (reverses an opening in flight)") {
      (scene: PaneScene, time) in if scene.state == .open { scene.toggle(at: time) }
    },
  ]
  public static let options = [
    SceneOption(
      "rule", words: PaneReleaseRule.allCases.map(\.rawValue),
      help:
        "where a release sends the pane: velocity (the article's vy ≥ 0 closes) or projection (Control Center's nearest state)"
    )
  ]
  /// Seed 002's constants: objc.io's hand-driven spring (k 300, friction 20, mass 1); the
  /// `PaneBehavior` (attachment frequency 3.5, damping 0.4; item density 100, resistance 10); and
  /// for contrast a fixed 0.4 s ease-in-out that ignores the velocity.
  public static var defaultParameters: SettleParameters {
    var parameters = SettleParameters()
    parameters.spring = .handDriven
    parameters.dynamicsFrequency = 3.5
    parameters.dynamicsDamping = 0.4
    parameters.dynamicsDensity = 100
    parameters.dynamicsResistance = 10
    parameters.timedDuration = 0.4
    parameters.timedCurve = .easeInOut
    return parameters
  }

  /// How far (points) the pointer moves before a press becomes a drag; a press released within
  /// it is a tap.
  public static let slop = 4.0

  public let context: SceneContext
  public let root: Layer
  public let pane: Layer
  let backdrop: PaneBackdrop
  public let pan = PanGestureRecognizer(minimumDistance: PaneScene.slop)
  /// A press released without moving past the slop, however long it was held.
  public let tap = TapGestureRecognizer(maximumDistance: PaneScene.slop, maximumDuration: .infinity)
  /// Where a release sends the pane (`--rule`): the article's velocity rule by default.
  public var rule = PaneReleaseRule.velocity

  public private(set) var layout: PaneLayout
  /// Where the pane rests or is heading (seed 002's `paneState`).
  public internal(set) var state = PaneState.closed
  public internal(set) var phase = PanePhase.rest
  /// The last release's hand-off: the pointer's velocity and the settling animation's first.
  public internal(set) var lastHandoff: Handoff?
  /// When the last tap (or Space) toggled the pane, and what it did to the motion.
  public internal(set) var lastToggle: (time: Double, action: ToggleAction)?
  /// While dragging: how far past the open or closed position the pane is shown (the banded
  /// offset, ≥ 0), and how far past it the pointer would have put it.
  public internal(set) var rubberBand: (offset: Double, overshoot: Double)?

  /// What a tap or Space did to the pane's motion (the trace's `toggle.action`).
  ///
  /// ```swift
  /// scene.toggle(at: 0.15)
  /// scene.lastToggle?.action  // .retargetedSpring while a spring was running
  /// ```
  public enum ToggleAction: String, Sendable {
    /// From rest: a new animation in the current mode.
    case started
    /// The running spring got the new target; position and velocity kept.
    case retargetedSpring = "retargeted spring"
    /// The running dynamics attachment's anchor moved; the item kept its state.
    case movedAnchor = "moved anchor"
    /// A new animation from the current state (timed mode, or a mode changed mid-flight).
    case restarted = "restarted from current state"
  }

  /// The pane's centre y at the catch, before rubber-banding, so that
  /// centre = band(grabY + translation.y): the caught position plus the pointer's translation
  /// since the catch.
  private var grabY = 0.0
  /// Routes presses to the pan and the tap: a press that becomes a drag is no tap (the pan
  /// recognizing makes the tap lose it), declared here rather than tracked by hand.
  public let arena = GestureArena()

  public init(size: Size, context: SceneContext) {
    self.context = context
    layout = PaneLayout(container: size)
    root = Layer(
      name: "pane-scene", center: Rect(origin: .zero, size: size).center, size: size,
      color: Palette.background)
    backdrop = PaneBackdrop(size: size)
    pane = Layer(
      name: "pane", center: layout.center(for: .closed), size: layout.paneSize, color: PaneSheet.sheetColor)
    PaneSheet.build(in: pane)
    root.addSublayer(backdrop.icons)
    root.addSublayer(backdrop.dimming)
    root.addSublayer(backdrop.navbar)
    root.addSublayer(pane)
    pan.shouldBegin = { [unowned self] location in self.hitsPane(location) }
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
    tap.shouldBegin = { [unowned self] location in self.hitsPane(location) }
    tap.onTap = { [unowned self] _ in self.tapped() }
    arena.attach(pan, to: root)
    arena.attach(tap, to: root)
    applyOpenness()
  }

  /// Whether a press at `location` lands on the pane, in ``hitTestMode``'s values (presentation:
  /// where it is on screen; model: where it will be, the bug).
  private func hitsPane(_ location: Vector2) -> Bool {
    root.hitTest(location, mode: hitTestMode)?.isDescendant(of: pane) == true
  }

  // MARK: Input

  /// Applies a pointer event at its own timestamp (the loop has advanced the animations to
  /// it), so a drag catches the pane where it was when the pointer passed the slop, a tap
  /// reverses it where it was at the release, and a release starts settling at the release.
  public func handle(_ event: PointerEvent) {
    // Projection: a press on the moving pane stops it there, before it is a drag or a tap.
    if rule == .projection, event.kind == .down, phase == .settling, !pan.isActive, hitsPane(event.location) {
      catchPane()
    }
    arena.handle(event, in: root, mode: hitTestMode)
    applyOpenness()
  }

  /// A tap toggles, unless the press caught the moving pane (projection): then it is let go
  /// still, and goes to the state nearest where it is.
  private func tapped() {
    if phase == .dragging {
      release(velocity: .zero)
    } else {
      toggle(at: animator.now)
    }
  }

  public func setOption(_ name: String, to value: String) {
    if name == "rule", let rule = PaneReleaseRule(rawValue: value) { self.rule = rule }
  }

  private func panChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      catchPane()
      drag(translation: pan.translationSinceBegan)
    case .changed:
      drag(translation: pan.translationSinceBegan)
    case .ended:
      drag(translation: pan.translationSinceBegan)
      release(velocity: pan.velocity)
    case .cancelled:
      // The pointer was lost: no flick to go by, so the nearer state wins.
      let openness = layout.openness(centerY: pane.presentation.center.y)
      settle(to: openness >= 0.5 ? .open : .closed, velocity: .zero)
    case .possible, .failed:
      break
    }
  }

  // MARK: Drag

  /// The drag begins: stop the pane where it is on screen (copy presentation to model, remove
  /// the animation), and remember where that is before rubber-banding, so a pane caught in a
  /// spring's overshoot past the open position continues the band from there, with no jump.
  private func catchPane() {
    pane.stopAtPresentation()
    let range = layout.centerRange
    let caught = pane.center.y
    if caught < range.lowerBound {
      grabY =
        range.lowerBound
        + RubberBand.overshoot(forOffset: caught - range.lowerBound, dimension: bandDimension)
    } else if caught > range.upperBound {
      grabY =
        range.upperBound
        + RubberBand.overshoot(forOffset: caught - range.upperBound, dimension: bandDimension)
    } else {
      grabY = caught
    }
    phase = .dragging
  }

  /// The centre follows the pointer's vertical translation since the catch (the slop left out,
  /// so the pane sets off from where it was caught: no step), banded past the open and closed
  /// positions with
  /// UIScrollView's offset = (1 − 1 / (x·0.55 / d + 1))·d, d = the window's height.
  private func drag(translation: Vector2) {
    guard phase == .dragging, translation.isFinite else { return }
    let raw = grabY + translation.y
    let range = layout.centerRange
    let shown = RubberBand.clamp(raw, to: range, dimension: bandDimension)
    let edge = min(max(raw, range.lowerBound), range.upperBound)
    pane.center = Vector2(x: pane.center.x, y: shown)
    rubberBand = (abs(shown - edge), abs(raw - edge))
  }

  /// The rubber band's dimension: the window's height (the d).
  var bandDimension: Double { layout.container.height }

  // MARK: Time

  /// Advances every animation to `time` (seconds, the caller's clock). Earlier times are
  /// ignored: time never runs backwards.
  public func advance(to time: Double) {
    animator.advance(to: time)
    applyOpenness()
  }

  public var isAtRest: Bool { !animator.isRunning && !pan.isActive }

  /// The pane open and closed, the window's part of each: where it rests.
  public var restingFrames: [Rect] {
    [PaneState.open, .closed].map { state in
      let top = layout.top(for: state)
      let width = layout.paneSize.width
      return Rect(
        x: (layout.container.width - width) / 2, y: top, width: width,
        height: max(layout.container.height - top, 0))
    }
  }

  /// The container changed size. A pane at rest is re-anchored to its state's position. A pane
  /// in flight keeps how open it is and carries on to the new target: its distance from the
  /// open position and its vertical velocity are scaled by the new travel over the old, which
  /// for these linear springs is the same motion in proportion, ending at the same instant. A
  /// held pane keeps its top edge, so it stays under the pointer.
  public func resize(to size: Size) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, size != layout.container
    else { return }
    let old = layout
    layout = PaneLayout(container: size)
    root.frame = Rect(origin: .zero, size: size)
    backdrop.layout(size: size)
    let presented = pane.presentation.center
    let velocity = paneVelocity
    // The pane's offset from the window's middle is kept; so is its top edge, while held.
    let centering = (size.width - old.container.width) / 2
    let heightChange = (layout.paneSize.height - old.paneSize.height) / 2
    if phase == .dragging {
      pane.resize(to: layout.paneSize, pinning: .top)
    } else {
      pane.size = layout.paneSize
    }
    PaneSheet.layout(pane)
    switch phase {
    case .rest:
      pane.center = layout.center(for: state)
    case .dragging:
      pane.center = pane.center + Vector2(x: centering, y: 0)
      grabY += heightChange
      drag(translation: pan.translationSinceBegan)
    case .settling:
      let oldTravel = old.top(for: .closed) - old.top(for: .open)
      let newTravel = layout.top(for: .closed) - layout.top(for: .open)
      let ratio = oldTravel > 0 && newTravel > 0 ? newTravel / oldTravel : 1
      let oldTop = presented.y - old.paneSize.height / 2
      let top = layout.top(for: .open) + (oldTop - old.top(for: .open)) * ratio
      settle(
        to: state, velocity: Vector2(x: velocity.x, y: velocity.y * ratio),
        from: Vector2(x: presented.x + centering, y: top + layout.paneSize.height / 2))
    }
    applyOpenness()
  }

  // MARK: Derived values

  /// How open the pane is on screen: 0 closed, 1 open (beyond while overshooting).
  public var openness: Double { layout.openness(centerY: pane.presentation.center.y) }

  /// Control Center dims what it covers as it opens: the dimming follows the pane, dragging
  /// included.
  func applyOpenness() {
    backdrop.dimming.alpha = PaneBackdrop.maximumDimming * min(max(openness, 0), 1)
  }

  /// The pane's velocity on screen, in points per second: while held, the pointer's vertical
  /// velocity times the rubber band's slope (the pane moves only vertically under the pointer);
  /// otherwise the running animation's.
  public var paneVelocity: Vector2 {
    if phase == .dragging {
      // As a release at the scene's time would take it: zero once still for 40 ms.
      let velocity = Vector2(x: 0, y: bandSlope * pan.velocity(at: animator.now).y)
      return velocity.isFinite ? velocity : .zero
    }
    return animator.onScreen(pane.presentationVelocity)
  }
}
