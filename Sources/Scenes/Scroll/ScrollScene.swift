import Motion
import Stage

/// The interaction that set the standard (objc.io: "You got me at scrolling"): a long list under
/// the navbar, with a paging strip of cards near its top, behaving as UIScrollView does.
///
/// - **Tracking**: past the slop the content follows the pointer 1:1 from where it was caught
///   (no jump), banded past either end with UIScrollView's (1 − 1/(x·0.55/d + 1))·d. A drag
///   that starts on the strip and moves more sideways than up or down pages the strip; any
///   other moves the list (the direction locks at the slop, as UIScrollView's does).
/// - **Release**: `ScrollDeceleration` (Motion) (0.998 per ms, F toggles 0.99) with the end crossing
///   handed to the bounce spring at its exact instant; past an end it springs back with the
///   release velocity. While dragging, ``projected`` (where a release now would come to
///   rest) is marked on the indicator's track.
/// - **Interruption**: a press on moving content stops it where it is at the press's instant and
///   selects nothing; a drag from there goes on with no jump. A tap at rest selects a row.
/// - **Strip**: the page its projection points at, on a spring carrying the release velocity.
/// - **Wheel**: notches add up on a retargeted spring; trackpad deltas move the content 1:1 and
///   coast on with their velocity; both band and bounce at the ends.
///
/// ```swift
/// let scene = ScrollScene(size: Size(width: 960, height: 640))
/// scene.handle(PointerEvent(kind: .down, location: Vector2(x: 480, y: 500), timestamp: 0))
/// scene.handle(PointerEvent(kind: .move, location: Vector2(x: 480, y: 300), timestamp: 0.1))
/// scene.handle(PointerEvent(kind: .up, location: Vector2(x: 480, y: 200), timestamp: 0.15))
/// scene.advance(to: 1)
/// scene.offset.y  // coasting down the list
/// ```
public final class ScrollScene: Scene {
  public static let name = "scroll"
  public static let summary =
    "UIScrollView exactly: a long list with a paging strip; fling, bounce, catch, wheel, Space, Home, End"
  public static let hint =
    "Drag and flick the list (or the strip) · wheel · Space, Home, End · F fast · H for help"
  public static let keys = [
    SceneKey("space", label: "Space", help: "page down (animated, interruptible)") {
      (scene: ScrollScene, _) in
      scene.pageList(by: scene.viewportHeight - 44)
      scene.afterKey()
    },
    SceneKey("shift+space", label: "Shift+Space", help: "page up") {
      (scene: ScrollScene, _) in
      scene.pageList(by: -(scene.viewportHeight - 44))
      scene.afterKey()
    },
    SceneKey("home", label: "Home", help: "to the top") {
      (scene: ScrollScene, _) in
      scene.scrollList(to: scene.listExtents.lowerBound)
      scene.afterKey()
    },
    SceneKey("end", label: "End", help: "to the bottom") {
      (scene: ScrollScene, _) in
      scene.scrollList(to: scene.listExtents.upperBound)
      scene.afterKey()
    },
    SceneKey("f", label: "F", help: "deceleration rate: normal 0.998 / fast 0.99 per ms") {
      (scene: ScrollScene, _) in
      scene.toggleDecelerationRate()
      scene.afterKey()
    },
  ]
  public static let options = [
    SceneOption("rows", integers: 1...100_000, help: "how many rows the list has (default 1000)")
  ]
  /// The bounce and paging spring of scroll-view ports (k 100, critically damped, m 1); the
  /// dynamics world's resistance 2 per second (UIScrollView's τ ≈ 0.5 s) and its boundary;
  /// and the goop, 0.3 s ease-out to the projected point.
  public static var defaultParameters: SettleParameters {
    var parameters = SettleParameters()
    parameters.spring = ScrollDeceleration.bounceSpring
    parameters.dynamicsFrequency = 2
    parameters.dynamicsDamping = 1
    parameters.dynamicsDensity = 1
    parameters.dynamicsResistance = 2
    parameters.timedDuration = 0.3
    parameters.timedCurve = .easeOut
    return parameters
  }

  /// How far the pointer moves before a press becomes a drag (UIScrollView's hysteresis).
  public static let slop = 10.0
  /// Rows by default.
  public static let defaultRows = 1_000
  /// The strip's pages.
  public static let pageCount = 8
  /// How long after the last trackpad delta the deltas count as stopped (then the coast is
  /// the motion), in seconds.
  public static let preciseGap = 0.05
  /// The wheel's spring: quick and critically damped, so notches add up without ringing.
  public static let wheelSpring = Spring(stiffness: 400, damping: 40)
  /// Where the strip's, the wheel's and the paging springs come to rest: a hundredth of a
  /// point, 1 pt/s.
  static let springRest = Tolerance(distance: 0.01, velocity: 1)

  public let context: SceneContext
  public let root: Layer

  public let pan = PanGestureRecognizer(minimumDistance: ScrollScene.slop)
  public let tap = TapGestureRecognizer(maximumDistance: ScrollScene.slop, maximumDuration: .infinity)

  /// The list and strip geometry.
  private(set) var content: ScrollContent
  public private(set) var size: Size
  /// The content offsets: x the strip's, y the list's (negative past the top).
  public internal(set) var offset = Vector2.zero
  /// Their velocities, in points per second.
  public internal(set) var velocity = Vector2.zero
  public internal(set) var phase = ScrollPhase.idle
  /// The strip's phase, when it moves on its own.
  public internal(set) var stripPhase = ScrollPhase.idle
  /// UIScrollView's rate: 0.998 normal, 0.99 fast (F).
  public internal(set) var decelerationRate = DecayAnimation<Double>.normalDecelerationRate
  /// The selected row, if any.
  public internal(set) var selected: Int?
  public internal(set) var lastHandoff: Handoff?
  /// The last list release in animation units (the lab's ghosts start from it).
  var lastListRelease: (time: Double, offset: Double, velocity: Double)?
  /// The page the strip rests at or is going to.
  public internal(set) var page = 0

  // Layers.
  let list: Layer
  /// The rows' and the headers' containers (headers over rows, so a pinned header covers them).
  let rowsLayer: Layer
  let headersLayer: Layer
  let navbar: Layer
  let navbarTitle: Layer
  /// The navbar's trailing points the playground's controls cover.
  var rowLayers: [Layer] = []
  var headerLayers: [Layer] = []
  var cardLayers: [Layer] = []
  let indicator: Layer
  let stripIndicator: Layer
  let projectionMarker: Layer
  /// The list's content as one layer, hidden (nothing draws it, nothing hits it): the rows move
  /// with it, so it is what a drag of the list holds (the pointer lag's grabbed layer) where the
  /// row layers are a pool that changes rows as they scroll.
  let contentAnchor = Layer(name: "content")
  /// The layer the drag in progress holds: ``contentAnchor`` for the list, the strip's card
  /// under the press for the strip.
  var grabbedLayer: Layer?

  // Gesture state.
  /// Which axis the drag in progress moves, once it is past the slop.
  enum DragAxis { case list, strip }
  var dragAxis: DragAxis?
  /// The press stopped moving content: it selects nothing.
  var pressStoppedMotion = false
  var pressBecameDrag = false
  /// Where the pointer was when the drag began, and the unbanded offset then.
  var dragStart = Vector2.zero
  var grabRaw = 0.0
  /// The unbanded offset the pointer asks for (the banded one is shown).
  var dragRaw = 0.0
  /// The last precise (trackpad) delta: its time and the unbanded offset.
  var preciseTracker = VelocityTracker()
  var preciseRaw = 0.0
  var lastPreciseTime: Double?
  /// The notches' running target, unbanded.
  var wheelRaw: Double?
  /// When everything came to rest (the indicators fade 0.5 s later).
  var restTime: Double? = -.infinity
  /// Whether an animation runs on the list's offset.
  var listAnimating = false
  static let listKey = AnimationKey("scroll.y")
  static let stripKey = AnimationKey("scroll.x")

  public convenience init(size: Size, context: SceneContext) {
    self.init(size: size, rows: Self.defaultRows, context: context)
  }

  public init(size: Size, rows: Int, context: SceneContext = SceneContext(for: ScrollScene.self)) {
    self.context = context
    self.size = size
    content = ScrollContent(rows: rows)
    root = Layer(
      name: "scroll-scene", center: Rect(origin: .zero, size: size).center, size: size,
      color: Palette.background)
    list = Layer(name: "list", color: Palette.background)
    rowsLayer = Layer(name: "rows", color: Color(red: 0, green: 0, blue: 0, alpha: 0))
    headersLayer = Layer(name: "headers", color: Color(red: 0, green: 0, blue: 0, alpha: 0))
    navbar = Layer(name: "navbar", color: Palette.navbar)
    navbarTitle = Layer(name: "navbar-title", color: Color(red: 0, green: 0, blue: 0, alpha: 0))
    indicator = Layer(name: "indicator", color: Color(red: 0.1, green: 0.12, blue: 0.16, alpha: 0.55))
    indicator.cornerRadius = 1.5
    stripIndicator = Layer(
      name: "strip-indicator", color: Color(red: 0.1, green: 0.12, blue: 0.16, alpha: 0.55))
    stripIndicator.cornerRadius = 1.5
    projectionMarker = Layer(name: "projection", color: Palette.accent.with(alpha: 0.35))
    projectionMarker.cornerRadius = 2
    root.addSublayer(list)
    contentAnchor.isHidden = true
    list.addSublayer(contentAnchor)
    list.addSublayer(rowsLayer)
    list.addSublayer(headersLayer)
    for index in 0..<Self.pageCount {
      let card = Layer(name: "card-\(index)", color: Self.cardColor(index))
      card.cornerRadius = 14
      card.text = LayerText("Page \(index + 1)", size: 22, color: Palette.navbarTitle, isBold: true)
      cardLayers.append(card)
      list.addSublayer(card)
    }
    list.addSublayer(projectionMarker)
    list.addSublayer(indicator)
    list.addSublayer(stripIndicator)
    navbar.addSublayer(navbarTitle)
    root.addSublayer(navbar)
    pan.shouldBegin = { location in location.y >= Navbar.height }
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
    tap.shouldBegin = { location in location.y >= Navbar.height }
    tap.onTap = { [unowned self] location in self.tapped(at: location) }
    layoutFrame()
    layoutContent()
    context.navbarDidChange = { [unowned self] in layoutFrame() }
  }

  static func cardColor(_ index: Int) -> Color {
    let colors: [UInt32] = [0x3D7BFD, 0x7A5AF8, 0xE2557B, 0xF08C3A, 0x2DB37A, 0x1FA3C7, 0x5B6B8C, 0xC24FD6]
    return Color(hex: colors[index % colors.count])
  }

  public func setOption(_ name: String, to value: String) {
    guard name == "rows", let rows = Int(value), (1...100_000).contains(rows) else { return }
    stopList()
    content = ScrollContent(rows: rows)
    selected = selected.flatMap { $0 < rows ? $0 : nil }
    offset.y = min(max(offset.y, listExtents.lowerBound), listExtents.upperBound)
    layoutContent()
  }

  // MARK: Geometry

  /// The list's viewport: under the navbar, the window's width.
  var viewportHeight: Double { max(size.height - Navbar.height, 1) }

  /// The offsets the list rests between.
  public var listExtents: ClosedRange<Double> { 0...max(0, content.height - viewportHeight) }

  /// The offsets the strip rests between: one page per window width.
  public var stripExtents: ClosedRange<Double> { 0...(Double(Self.pageCount - 1) * pageWidth) }

  var pageWidth: Double { max(size.width, 1) }

  /// The content's size: the window's width, the list's height.
  public var contentSize: Size { Size(width: size.width, height: content.height) }

  /// The strip's band on screen (its cards' rows), for the direction lock.
  func stripContains(_ location: Vector2) -> Bool {
    let top = Navbar.height - offset.y
    return location.y >= top && location.y < top + ScrollContent.stripHeight
  }

  /// Points past an end (0 inside): x the strip's, y the list's.
  public var rubberBand: Vector2 {
    Vector2(x: Self.overshoot(offset.x, stripExtents), y: Self.overshoot(offset.y, listExtents))
  }

  static func overshoot(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    value < range.lowerBound
      ? range.lowerBound - value : (value > range.upperBound ? value - range.upperBound : 0)
  }

  // MARK: Time

  public func advance(to time: Double) {
    startMomentumIfDue(before: time)
    animator.advance(to: time)
    updateRest(at: time)
    layoutContent()
  }

  public var isAtRest: Bool {
    !animator.isRunning && !pan.isActive && lastPreciseTime == nil && indicatorAlpha(at: animator.now) == 0
  }

  /// Whether something moves (an animation, a held drag, trackpad deltas arriving).
  var isMoving: Bool { animator.isRunning || pan.isActive || lastPreciseTime != nil }

  /// Whether the list moves (its animation, a drag of the list, trackpad deltas): its
  /// indicator shows then, not while only the strip moves.
  var isListMoving: Bool {
    listAnimating || (pan.isActive && dragAxis == .list) || lastPreciseTime != nil
  }

  func updateRest(at time: Double) {
    if isListMoving {
      restTime = nil
    } else if restTime == nil {
      restTime = time
    }
    if !isMoving {
      phase = .idle
      stripPhase = .idle
      velocity = .zero
    }
  }

  /// The list's indicator: shown while the list moves, fading out over 0.2 s from 0.5 s after
  /// it comes to rest.
  func indicatorAlpha(at time: Double) -> Double {
    guard let restTime else { return isListMoving ? 1 : 0 }
    let since = time - restTime
    if since < 0.5 { return 1 }
    return max(0, 1 - (since - 0.5) / 0.2)
  }

  /// The list's text column: the rows' and headers' titles, 20 pt in from the leading edge
  /// ("Row 1000" at 15 pt is about 70 pt wide), under the navbar, whichever rows scroll by.
  public var restingFrames: [Rect] {
    [Rect(x: 0, y: Navbar.height, width: min(size.width, 140), height: viewportHeight)]
  }

  public func resize(to newSize: Size) {
    guard newSize.width > 0, newSize.height > 0, newSize.width.isFinite, newSize.height.isFinite,
      newSize != size
    else { return }
    let page = Double(self.page)
    size = newSize
    root.frame = Rect(origin: .zero, size: newSize)
    // The strip keeps its page (its offset is in page widths); the list keeps its offset.
    if stripPhase == .idle && dragAxis != .strip { offset.x = page * pageWidth }
    if !isMoving { offset.y = min(max(offset.y, listExtents.lowerBound), listExtents.upperBound) }
    layoutFrame()
    layoutContent()
  }
}
