import Foundation
import Motion
import Stage

/// Seed 004's card: grab it anywhere, at any moment, throw it in any direction.
///
/// - **Drag**: the card follows the pointer with the grab offset kept and rubber-bands past the
///   content area's edges; a faint marker shows where a flick would come to rest (WWDC 2018's
///   projection). In dynamics mode it hangs from the pointer by the grabbed point instead, and
///   turns.
/// - **Release**: spring mode springs to the slot nearest the projected point with the release
///   velocity as a vector (objc.io: a sideways flick curves); dynamics mode lets it fly with
///   resistance, spin and bounces (seed 004's `UIDynamicItemBehavior`); timed mode eases it to the
///   nearest slot in 0.35 s, velocity ignored.
/// - **Pinch and rotate** (two fingers, Alt-drag, Ctrl + wheel), together with the drag: the
///   card scales and turns under the fingers. Let go, the scale springs back to 1 starting with
///   the pinch's scale velocity; the turn carries the rotation's angular velocity (dynamics: it
///   spins on and decays by the angular resistance; spring: it springs to the nearest upright
///   quarter turn; timed: it eases there).
/// - **Click** on empty space: the centre goes there in a 1 s ease-in-out (seed 004's example),
///   combined with what runs by the ``RetargetStyle`` (A cycles it).
/// - **Space**: throws the card to the next slot clockwise, in the current mode.
///
/// The card rests centred at start (phase rest, corner null).
///
/// ```swift
/// let scene = CardScene(size: Size(width: 960, height: 640))
/// scene.handle(PointerEvent(kind: .down, location: Vector2(x: 480, y: 352), timestamp: 0))
/// scene.handle(PointerEvent(kind: .move, location: Vector2(x: 500, y: 372), timestamp: 0.016))
/// scene.handle(PointerEvent(kind: .up, location: Vector2(x: 520, y: 392), timestamp: 0.032))
/// scene.corner  // .bottomRight: the flick's projection is nearest to it
/// ```
public final class CardScene: Scene {
  public static let name = "card"
  public static let summary =
    "WWDC 2014's interruptible card: throw it to a corner; click to send it there additively (A: retarget style)"
  public static let hint = "Throw the card to a corner · click empty space to send it there · H for help"
  public static let keys = [
    SceneKey("space", label: "Space", help: "throw the card to the next corner, clockwise") {
      (scene: CardScene, _) in
      scene.throwToNextCorner()
      scene.updateDecorations()
    },
    SceneKey("a", label: "A", help: "retarget style for clicks: additive → current → replace") {
      (scene: CardScene, _) in
      scene.retarget = scene.retarget.next
      scene.updateDecorations()
    },
  ]
  public static let options = [
    SceneOption(
      "retarget", words: RetargetStyle.allCases.map(\.rawValue),
      help: "how a click's animation combines with a running one")
  ]
  /// Seed 004's values: resistance 3 for the flight; the drag's attachment at 6 Hz, ζ 0.9, so
  /// the card hangs close to the pointer; the goop is 0.35 s.
  public static var defaultParameters: SettleParameters {
    var parameters = SettleParameters()
    parameters.dynamicsResistance = 3
    parameters.dynamicsDensity = 1
    parameters.dynamicsFrequency = 6
    parameters.dynamicsDamping = 0.9
    parameters.timedDuration = 0.35
    parameters.timedCurve = .easeOut
    return parameters
  }
  /// Seed 004's example animation for a click: `UIView.animate(withDuration: 1)`, ease-in-out.
  public static let clickDuration = 1.0
  /// Rest thresholds of the turn: 0.001 rad and 0.01 rad/s (0.5 would be 29°).
  static let rotationRest = Tolerance(distance: 0.001, velocity: 0.01)

  public let context: SceneContext
  public let container: Layer
  public let navbar: Layer
  /// The navbar's trailing points the playground's controls cover.
  public private(set) var slots: [CardCorner: Layer] = [:]
  public let marker: Layer
  public let card: Layer
  public let pan = PanGestureRecognizer()
  public let tap = TapGestureRecognizer()
  public let pinch = PinchGestureRecognizer()
  public let rotate = RotationGestureRecognizer()
  /// Routes presses to the recognizers: the pan, pinch and rotation recognize together; the
  /// tap loses a press the pan takes.
  public let arena = GestureArena()
  /// How a click combines with a running animation.
  public var retarget = RetargetStyle.additive
  public private(set) var layout: CardLayout

  /// The slot the card is heading to or resting in; nil when it is anywhere else.
  public internal(set) var corner: CardCorner?
  /// The last release's hand-off.
  public internal(set) var lastHandoff: Handoff?
  /// Seed 004's UIKit form of the last spring release's velocity: velocity / distance per axis.
  public internal(set) var lastInitialSpringVelocity: Vector2?

  /// What holds the card.
  enum Hold {
    case none
    /// Spring and timed modes: the card's centre is the grab centre (unbanded) + translation,
    /// rubber-banded.
    case direct(grabCenter: Vector2)
    /// Dynamics mode: the card hangs from the pointer in a world advanced to `time`.
    case hanging(CardDynamics, time: Double)
  }
  var hold = Hold.none
  /// The card's scale and turn when the pinch and the rotation began: the fingers scale and turn
  /// it from there.
  var pinchBaseScale = 1.0
  var rotationBaseAngle = 0.0
  /// The two-finger gestures that ended, waiting for the instant to pass: if the last finger
  /// lifts at the same instant (both fingers up at once) they are let go with the card; if
  /// time moves on first, the card is still held by one finger and they settle on their own.
  var twoFingerRelease: TwoFingerRelease?
  /// Whether the hold being let go was turned by a rotation gesture: it settles to the nearest
  /// quarter turn (a one-finger drag's turn goes back to a whole turn).
  var wasRotatedByFingers = false
  /// The last release's scale and angular velocities, released and first settled, on screen.
  public internal(set) var lastScaleHandoff: (release: Double, settle: Double)?
  public internal(set) var lastAngularHandoff: (release: Double, settle: Double)?
  /// The pointer's velocity for the projection marker, evaluated at the frame time (the pan's
  /// is as of its last event, and would not see a pointer that stopped).
  var pointerTracker = VelocityTracker()

  public init(size: Size, context: SceneContext) {
    self.context = context
    layout = CardLayout(size: size)
    let bounds = Rect(origin: .zero, size: size)
    container = Layer(name: "container", center: bounds.center, size: size, color: Palette.background)
    navbar = CardLayers.navbar(width: size.width)
    marker = CardLayers.marker()
    card = CardLayers.card(center: layout.startCenter)
    // A window too small for four full-size slots shrinks the card and the slots alike.
    card.scale = layout.cardScale
    container.addSublayer(navbar)
    for corner in CardCorner.allCases {
      let slot = CardLayers.slot(corner, center: layout.slotCenter(corner))
      slot.scale = layout.cardScale
      slots[corner] = slot
      container.addSublayer(slot)
    }
    container.addSublayer(marker)
    container.addSublayer(card)
    pan.shouldBegin = { [unowned self] location in self.isOnCard(location) }
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
    tap.shouldBegin = { [unowned self] location in
      !self.isOnCard(location) && location.y >= self.layout.content.minY
    }
    tap.onTap = { [unowned self] location in self.send(to: location) }
    installTwoFingerGestures()
    context.navbarDidChange = { [unowned self] in layOutNavbarTitle() }
  }

  public var root: Layer { container }

  /// A press hits the card where it is on screen, turned or not (presentation hit testing; the
  /// B key's model mode shows the seeds' bug).
  func isOnCard(_ location: Vector2) -> Bool {
    container.hitTest(location, mode: hitTestMode)?.isDescendant(of: card) == true
  }

  public func setOption(_ name: String, to value: String) {
    if name == "retarget", let style = RetargetStyle(rawValue: value) { retarget = style }
  }

  // MARK: Input

  public func handle(_ event: PointerEvent) {
    arena.handle(event, in: container, mode: hitTestMode)
    updateDecorations()
  }

  public var pinchGesture: PinchGestureRecognizer? { pinch }
  public var rotationGesture: RotationGestureRecognizer? { rotate }

  // MARK: Time

  public func advance(to time: Double) {
    if let release = twoFingerRelease, time > release.time { settleTwoFingerRelease(release) }
    animator.advance(to: time)
    if case .hanging(var dynamics, let heldSince) = hold, time > heldSince {
      dynamics.advance(by: animator.animationInterval(time - heldSince))
      hold = .hanging(dynamics, time: time)
      let body = dynamics.card
      card.center = body.position
      card.rotation = body.angle
    }
    updateDecorations()
  }

  public var phase: CardPhase {
    if case .none = hold { return card.isAnimating ? .settling : .rest }
    return .dragging
  }

  public var isAtRest: Bool { phase == .rest }

  /// The four slots and the start in the middle: where the card rests.
  public var restingFrames: [Rect] {
    CardCorner.allCases.map { Rect(center: layout.slotCenter($0), size: layout.slotSize) }
      + [Rect(center: layout.startCenter, size: layout.slotSize)]
  }

  /// The title in the room the playground's controls leave it.
  private func layOutNavbarTitle() {
    navbar.sublayers.first?.frame = Navbar.titleFrame(width: layout.size.width, in: context)
  }

  public func resize(to size: Size) {
    guard size.width > 0, size.height > 0, size != layout.size else { return }
    layout = CardLayout(size: size)
    let bounds = Rect(origin: .zero, size: size)
    container.center = bounds.center
    container.size = size
    navbar.center = Vector2(x: size.width / 2, y: Navbar.height / 2)
    navbar.size = Size(width: size.width, height: Navbar.height)
    layOutNavbarTitle()
    for (corner, slot) in slots {
      slot.center = layout.slotCenter(corner)
      slot.scale = layout.cardScale
    }
    // A card resting in a slot stays in it, at the slots' size; motion in flight carries on.
    if phase == .rest {
      if let corner { card.center = layout.slotCenter(corner) }
      card.scale = layout.cardScale
    }
    updateDecorations()
  }

  // MARK: Derived values

  /// The card's velocity on screen: the pointer's while dragged directly (as a release at the
  /// scene's time would take it: zero once still for 40 ms), the world's while hanging, the
  /// animations' otherwise (in slow motion, scaled back to the screen's).
  public var cardVelocity: Vector2 {
    switch hold {
    case .direct: pan.velocity(at: animator.now)
    case .hanging(let dynamics, _): animator.onScreen(dynamics.card.velocity)
    case .none: animator.onScreen(card.presentationVelocity)
    }
  }

  /// The card's turning rate on screen, radians per second (positive: clockwise).
  public var cardAngularVelocity: Double {
    switch hold {
    case .direct: 0
    case .hanging(let dynamics, _): animator.onScreen(dynamics.card.angularVelocity)
    case .none: animator.onScreen(card.presentationAngularVelocity)
    }
  }

  /// Where a flick at the pointer's current velocity would come to rest (WWDC 2018, UIScrollView's
  /// normal deceleration rate), while dragging; nil otherwise.
  public var projectedPoint: Vector2? {
    guard phase == .dragging else { return nil }
    return Projection.restingPoint(
      from: card.presentation.center, velocity: pointerTracker.velocity(at: animator.now))
  }

  /// The marker follows the projection (the trace keeps the true point); the slot the card is
  /// heading for (or would head for if let go now) is highlighted.
  func updateDecorations() {
    let projected = projectedPoint
    marker.isHidden = projected == nil
    if let projected {
      // A projection past the window is shown at its edge, in its direction.
      let area = layout.content.insetBy(marker.size.width / 2)
      marker.center = Vector2(
        x: min(max(projected.x, area.minX), max(area.maxX, area.minX)),
        y: min(max(projected.y, area.minY), max(area.maxY, area.minY)))
    }
    let highlighted: CardCorner? =
      switch (phase, mode) {
      case (.dragging, .spring): projected.map(layout.nearestCorner(to:))
      case (.dragging, .timed): layout.nearestCorner(to: card.presentation.center)
      case (.dragging, .dynamics): nil
      default: corner
      }
    for (corner, slot) in slots {
      slot.color = corner == highlighted ? CardLayers.highlightedSlotColor : CardLayers.slotColor
    }
  }
}
