import Foundation
import Motion
import Stage

/// Many things moving at once: a grid of `count` small cards (2 000 by default, `--count` up to
/// 200 000), each on its own exact 2-D spring, all advanced together by one `SpringBatch`.
///
/// Dragging attracts the cards near the pointer: their targets move towards it with a Gaussian
/// falloff, and follow it. A click flicks every card outwards with a velocity that falls off with
/// its distance from the click; they spring home. Every card is interruptible: a click or a drag
/// in flight retargets or kicks each card from where it is on screen, with the velocity it has.
/// The scene has one mode, the batched exact spring; its parameters are tuned like any other's.
public final class StressScene: Scene {
  public static let name = "stress"
  public static let summary = "thousands of cards on exact springs: drag to attract, click to flick"
  public static let hint = "Drag to attract the cards · click to flick them · Tab for the frame cost"
  public static let keys: [SceneKey] = []
  public static var defaultParameters: SettleParameters { SettleParameters() }
  public static let showsFrameCost = true
  public static let defaultCount = 2_000
  public static let countRange = 1...200_000
  public static let options = [
    SceneOption(
      "count", integers: countRange,
      help: "how many cards (default \(defaultCount))")
  ]

  /// How far the pointer's pull reaches (the Gaussian's σ is a third of it), in points.
  static let attractionRadius = 150.0
  /// The pull at the pointer itself: a card there moves this fraction of the way to it.
  static let attractionStrength = 0.8
  /// A click's kick: this speed at the click, falling off as e^(−d / kickReach).
  static let kickSpeed = 2_500.0
  static let kickReach = 250.0

  public let context: SceneContext
  /// The scene's layers; the cards' positions are written to them when they are read.
  public var root: Layer {
    writeCards()
    return rootLayer
  }
  private let rootLayer: Layer
  private let navbar: Layer
  public private(set) var size: Size
  private(set) var grid: StressGrid
  // The cards, their springs and which are to be written are read and written for every card
  // at every frame or pointer event (hundreds of thousands of accesses a second while
  // dragging): unchecked, like ``Layer``'s animated values, as a run-time exclusivity check on
  // each cost more than the work. Nothing here accesses them reentrantly.
  @exclusivity(unchecked) private var cardLayers: [Layer] = []
  /// The cards, with their springs' positions written to them.
  public var cards: [Layer] {
    writeCards()
    return cardLayers
  }
  /// The cards' superlayer, replaced as a whole when the count changes (removing 200 000
  /// sublayers one by one would be quadratic).
  private var field: Layer
  /// The cards' springs: card i is spring i.
  @exclusivity(unchecked) public private(set) var springs: SpringBatch
  let pan = PanGestureRecognizer(minimumDistance: 4)
  let tap = TapGestureRecognizer()
  /// Where the pointer pulls from while a drag is on.
  private(set) var attractor: Vector2?
  /// The index among the cards of the card under the press that began the drag in progress, or
  /// the nearest to it (the pointer lag's grabbed layer: one the pointer pulls, not the middle
  /// card the trace samples).
  private(set) var grabbedIndex: Int?
  /// Whether card i's layer is to be written even if its spring is at rest: it was moving when
  /// last written (so the place it comes to rest is written too) or its spring was set since.
  @exclusivity(unchecked) private var cardNeedsWrite: [Bool] = []
  /// Whether springs changed since the cards were last written.
  private var cardsAreStale = false
  private var lastTime: Double?

  public convenience init(size: Size, context: SceneContext) {
    self.init(size: size, count: Self.defaultCount, context: context)
  }

  public init(size: Size, count: Int, context: SceneContext = SceneContext(for: StressScene.self)) {
    self.context = context
    self.size = size
    springs = SpringBatch(parameters: Self.defaultParameters.spring)
    grid = StressGrid(count: count, size: size)
    rootLayer = Layer(
      name: "stress", center: Vector2(x: size.width / 2, y: size.height / 2), size: size,
      color: Palette.background)
    navbar = Layer(
      name: "navbar", center: Vector2(x: size.width / 2, y: Navbar.height / 2),
      size: Size(width: size.width, height: Navbar.height), color: Palette.navbar)
    navbar.isUserInteractionEnabled = false
    rootLayer.addSublayer(navbar)
    field = Layer(name: "cards", center: rootLayer.center, size: size, color: .clear)
    makeCards()
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
    tap.onTap = { [unowned self] location in self.flick(from: location) }
  }

  /// Builds the grid's cards at home, at rest.
  private func makeCards() {
    // A drag's grabbed card goes with the cards it was one of.
    grabbedIndex = nil
    field.removeFromSuperlayer()
    field = Layer(name: "cards", center: rootLayer.center, size: size, color: .clear)
    field.isUserInteractionEnabled = false
    rootLayer.addSublayer(field)
    let colors = [Palette.accent, Color(hex: 0x5BC0EB), Color(hex: 0x9BC53D), Color(hex: 0xFA7921)]
    let side = grid.cardSide
    cardLayers = (0..<grid.count).map { index in
      let card = Layer(
        name: "card", center: grid.home(of: index), size: Size(width: side, height: side),
        color: colors[(index / grid.columns + index) % colors.count])
      card.cornerRadius = side / 4
      card.isUserInteractionEnabled = false
      field.addSublayer(card)
      return card
    }
    springs = SpringBatch(parameters: parameters.spring)
    for index in 0..<grid.count {
      springs.append(position: grid.home(of: index), target: grid.home(of: index))
    }
    cardNeedsWrite = Array(repeating: false, count: grid.count)
    cardsAreStale = false
  }

  /// Sets `--count` (checked against ``countRange`` by the command line).
  public func setOption(_ name: String, to value: String) {
    guard name == "count", let count = Int(value), Self.countRange.contains(count), count != grid.count else {
      return
    }
    grid = StressGrid(count: count, size: size)
    makeCards()
  }

  // MARK: Input

  public func handle(_ event: PointerEvent) {
    pan.handle(event)
    tap.handle(event)
  }

  private func panChanged(_ pan: PanGestureRecognizer) {
    if pan.state == .began {
      // The card under the press, else (pressed between cards) the nearest: once per drag.
      let pressed = rootLayer.hitTest(pan.startLocation)
      if let pressed, pressed.superlayer === field {
        grabbedIndex = cardLayers.firstIndex { $0 === pressed }
      } else {
        grabbedIndex = nearestCard(to: pan.startLocation)
      }
    }
    switch pan.state {
    // The grid's springs are pulled between events, so they follow the real pointer only: a
    // frame's resampled one would carry into where they are when let go.
    case .changed where pan.isResampled:
      break
    case .began, .changed:
      attract(to: pan.location)
    case .ended, .cancelled:
      attract(to: nil)
    case .possible, .failed:
      break
    }
  }

  /// The card whose centre on screen is nearest `point` (the first of those as near), each
  /// card's distance worked out once: comparing cards two by two read both, twice a card, 5.3
  /// ms of the press at 100 000 cards.
  private func nearestCard(to point: Vector2) -> Int? {
    let cards = cards
    var nearest: (index: Int, distance: Double)?
    for index in cards.indices {
      let distance = (cards[index].presentation.center - point).magnitude
      if let best = nearest, !(distance < best.distance) { continue }
      nearest = (index, distance)
    }
    return nearest?.index
  }

  /// Moves the targets of the cards near the old and the new attractor: each card's target is
  /// its home pulled towards the pointer by strength · e^(−d²/2σ²), d its home's distance.
  /// Cards keep their position and velocity (a retarget).
  private func attract(to point: Vector2?) {
    let previous = attractor
    attractor = point.flatMap { $0.isFinite ? $0 : nil }
    // Each card near either point once: at a mouse's rate the two circles nearly coincide.
    grid.forEachIndex(near: previous, or: attractor, radius: Self.attractionRadius) { index, home in
      springs.setTarget(index, to: target(home: home))
      cardNeedsWrite[index] = true
    }
    cardsAreStale = true
  }

  /// Where card `index` is pulled to now.
  func target(of index: Int) -> Vector2 { target(home: grid.home(of: index)) }

  /// Where the card whose home is `home` is pulled to now.
  private func target(home: Vector2) -> Vector2 {
    guard let attractor else { return home }
    let offset = attractor - home
    let distance = offset.magnitude
    guard distance <= Self.attractionRadius else { return home }
    let sigma = Self.attractionRadius / 3
    let pull = Self.attractionStrength * exp(-(distance * distance) / (2 * sigma * sigma))
    return home + pull * offset
  }

  /// A click: every card gets a kick away from `point`, on top of the velocity it has. The kick
  /// is in the animation's time, so slow motion shows the same flick ten times slower (a drag's
  /// release, by contrast, hands on the pointer's on-screen velocity).
  func flick(from point: Vector2) {
    guard point.isFinite else { return }
    springs.addToVelocities { position in
      let away = position - point
      let distance = away.magnitude
      // A card right under the click goes up, rather than nowhere.
      let direction = distance > 1e-9 ? (1 / distance) * away : Vector2(x: 0, y: -1)
      return (Self.kickSpeed * exp(-distance / Self.kickReach)) * direction
    }
    cardNeedsWrite.withUnsafeMutableBufferPointer { $0.update(repeating: true) }
    cardsAreStale = true
  }

  // MARK: Time

  public func advance(to time: Double) {
    guard time.isFinite else { return }
    defer { lastTime = max(lastTime ?? time, time) }
    animator.advance(to: time)
    guard let lastTime, time > lastTime else { return }
    springs.advance(by: animator.animationInterval(time - lastTime))
    cardsAreStale = true
  }

  /// Copies the springs to the cards that moved or were set (and, once, to those that just
  /// stopped), if anything changed since the last time: when the layers are read (to be drawn),
  /// not at every advance. The scene advances to every pointer event's time, eight times a
  /// frame for a 480 Hz mouse, and writing 2 000 cards each time was a twentieth of a drag's
  /// instructions.
  private func writeCards() {
    guard cardsAreStale else { return }
    cardsAreStale = false
    // Read from one copy: a call on the stored batch copied the whole struct each time (its
    // methods live in another module), twice a card.
    let springs = springs
    for index in 0..<cardLayers.count where cardNeedsWrite[index] || springs.isMoving(index) {
      cardLayers[index].center = springs.position(of: index)
      cardNeedsWrite[index] = springs.isMoving(index)
    }
  }

  /// Card `index` with its spring's position written to it, the others left as they are: the
  /// probe reads one or two cards at every pointer event (the continuity meter takes it before
  /// and after each), and writing all 2 000 cards there cost more than the frame's own write.
  func currentCard(_ index: Int) -> Layer {
    cardLayers[index].center = springs.position(of: index)
    return cardLayers[index]
  }

  public var isAtRest: Bool { springs.isAtRest && !pan.isActive && attractor == nil }

  /// One mode: the batched exact spring (the playground offers no other, see ``modes``).
  public static let modes: [SettleMode] = [.spring]
  /// The batch's springs take the host's tuning.
  public func settingsDidChange() {
    springs.parameters = parameters.spring
  }

  public func resize(to size: Size) {
    guard size != self.size else { return }
    self.size = size
    rootLayer.frame = Rect(origin: .zero, size: size)
    navbar.frame = Rect(origin: .zero, size: Size(width: size.width, height: Navbar.height))
    field.frame = Rect(origin: .zero, size: size)
    grid = StressGrid(count: grid.count, size: size)
    // The cards keep where they are and how fast they go, and spring to their new homes.
    let side = grid.cardSide
    for index in 0..<cardLayers.count {
      cardLayers[index].size = Size(width: side, height: side)
      cardLayers[index].cornerRadius = side / 4
      springs.setTarget(index, to: target(of: index))
      cardNeedsWrite[index] = true
    }
    cardsAreStale = true
  }
}
