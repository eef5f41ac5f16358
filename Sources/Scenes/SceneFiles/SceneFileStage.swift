import Motion
import Stage

/// A scene file running: its layers built, its behaviours made of Stage's blocks (each drag a
/// `PanGestureRecognizer` into a `Settle` through `SettleHandoff`, with `RubberBand` and
/// `Projection`; pinch and rotation recognizers; scroll views on Motion's `ScrollDeceleration`;
/// progress links on `mapRange`; the edge pan a `ScreenEdgePanGestureRecognizer` driving a
/// `PercentDrivenInteraction`), all routed by one `GestureArena`.
///
/// It knows nothing of the `Scene` protocol: ``SceneFileScene`` adapts it. The host's settings
/// (mode, tuning, hit testing) are read from ``settings`` at each release; time comes in with
/// the events and ``advance(to:)``.
///
/// ```swift
/// let stage = SceneFileStage(document: document, size: Size(width: 960, height: 640), animator: Animator())
/// stage.handle(PointerEvent(kind: .down, location: Vector2(x: 480, y: 600), timestamp: 0.1))
/// stage.advance(to: 0.2)
/// stage.layer("pane")?.presentation.frame
/// ```
public final class SceneFileStage {
  /// What the host sets: how releases settle, the tuning, how presses are hit-tested.
  public struct Settings: Sendable {
    public var mode = SettleMode.spring
    public var parameters = SettleParameters()
    public var hitTestMode = HitTestMode.presentation

    public init() {}
  }

  public let document: SceneFileDocument
  public let animator: Animator
  /// The window: every top-level layer is its sublayer. Reading it brings the progress links up
  /// to date first (`settleLinks()`), so what is drawn or hit-tested from it follows every input.
  public var root: Layer {
    settleLinks()
    return window
  }
  /// The window, as it stands: the links perhaps not worked out since the last input.
  private let window: Layer
  public var settings = Settings()
  /// The container's size in points.
  public private(set) var size: Size
  /// Routes presses to the behaviours' recognizers.
  public let arena = GestureArena()

  /// The layers by id, and each one's place in the file.
  private(set) var layers: [String: Layer] = [:]
  /// In the file's order, depth first: the trace's order.
  private(set) var orderedLayers: [(spec: SceneFileLayer, layer: Layer)] = []
  /// The same layers and their ids, for the trace (walking ``orderedLayers`` copies each spec).
  private(set) var traceLayers: [Layer] = []
  private(set) var traceLayerIDs: [String] = []
  /// The layers whose corner radius or colour a state or a rule's `"set"` changes, in the
  /// trace's order: the trace's `looks` gives them (none, no field, so other files' traces are
  /// as they were).
  private(set) var lookLayers: [Layer] = []
  private(set) var lookLayerIDs: [String] = []
  private(set) var drags: [SceneFileDrag] = []
  private(set) var scrolls: [SceneFileScroll] = []
  private(set) var twoFingers: [SceneFileTwoFingers] = []
  private(set) var taps: [(spec: SceneFileTapSpec, recognizer: TapGestureRecognizer, owner: String)] = []
  /// Taps only `"on"` rules wait for, on layers without a `"tap"` of their own.
  private(set) var ruleTaps: [(recognizer: TapGestureRecognizer, owner: String)] = []
  /// The file's states and rules (nil: it has none).
  private(set) var states: SceneFileStates?
  /// The latest time an input or an advance brought: the clock the rules' timers count on.
  private var now = 0.0
  private(set) var links: SceneFileLinks
  /// Whether an input or an advance came since the links were last worked out.
  private var linksAreStale = false
  /// Whether a behaviour reads a layer a link or the edge pan sets (a dragged, pinched or
  /// scrolled layer, a scroll's rows): the links are then worked out after every input and
  /// every advance, as the behaviours read them between inputs. Otherwise only a hit test and
  /// the reads from outside (``root``, ``layer(_:)``, the probe, ``fields``) read them: they
  /// are worked out once, at the first of those after any inputs (once a frame, for drawing).
  private var behavioursReadLinkedLayers = false
  /// Whether a link or the edge pan sets the subject or a layer it is in: the probe without
  /// fields then works the links out first.
  private(set) var subjectIsLinked = false
  private(set) var transition: SceneFileTransition?
  /// The layer the HUD and the plot follow.
  public let subject: Layer?
  /// The drag whose releases are the subject's hand-offs (``drag(for:in:document:)``).
  private(set) var subjectDrag: SceneFileDrag?
  /// Its last release as the subject saw it (``subjectHandoff(of:_:)``).
  private(set) var subjectLastHandoff: Handoff?

  public init(document: SceneFileDocument, size: Size, animator: Animator) {
    self.document = document
    self.animator = animator
    self.size = size
    window = Layer(
      name: "scene-file", center: Rect(origin: .zero, size: size).center, size: size,
      color: document.background)
    var layers: [String: Layer] = [:]
    var ordered: [(spec: SceneFileLayer, layer: Layer)] = []
    func build(_ specs: [SceneFileLayer], into parent: Layer) {
      for spec in specs {
        let layer = Layer(name: spec.id)
        Self.apply(spec, to: layer, size: size)
        parent.addSublayer(layer)
        layers[spec.id] = layer
        ordered.append((spec, layer))
        build(spec.sublayers, into: layer)
      }
    }
    build(document.layers, into: window)
    self.layers = layers
    orderedLayers = ordered
    traceLayers = ordered.map(\.layer)
    traceLayerIDs = ordered.map(\.spec.id)
    let restyled = Set(
      (document.states.flatMap(\.layers) + document.rules.flatMap(\.set))
        .filter { $0.radius != nil || $0.color != nil }.map(\.layer))
    let looks = ordered.filter { restyled.contains($0.spec.id) }
    lookLayers = looks.map(\.layer)
    lookLayerIDs = looks.map(\.spec.id)
    let subjectID =
      document.subject ?? document.allLayers.first { $0.drag != nil }?.id
      ?? document.allLayers.first { $0.pinch != nil || $0.rotate != nil || $0.scroll != nil }?.id
    subject = subjectID.flatMap { layers[$0] }
    links = SceneFileLinks(document: document, layers: layers)
    if !document.states.isEmpty || !document.rules.isEmpty {
      // Before the behaviours: a drag starts at the snap point nearest where the first state puts it.
      let states = SceneFileStates(stage: self)
      self.states = states
      states.start(at: animator.now)
    }
    now = animator.now
    attachBehaviours()
    states?.updateGestures()
    subjectDrag = Self.drag(for: subject, in: drags, document: document)
    let linked = linkedLayers()
    behavioursReadLinkedLayers = readsLinkedLayers(linked)
    var inSubject = subject
    while let layer = inSubject, !subjectIsLinked {
      subjectIsLinked = linked.contains(ObjectIdentifier(layer))
      inSubject = layer.superlayer
    }
    links.apply(in: self)
    for scroll in scrolls { scroll.hideContentOutsideViewport() }
  }

  /// The layer with this id (the links worked out: ``root``).
  public func layer(_ id: String) -> Layer? {
    settleLinks()
    return layers[id]
  }

  /// Works the progress links out if an input or an advance came since they last were.
  func settleLinks() {
    guard linksAreStale else { return }
    linksAreStale = false
    links.apply(in: self)
  }

  /// After an input or an advance: the links are worked out now if a behaviour reads what they
  /// set, else when next read.
  func linksMayHaveChanged() {
    if behavioursReadLinkedLayers {
      links.apply(in: self)
    } else {
      linksAreStale = true
    }
  }

  /// The layers a link or the edge pan sets a property of.
  private func linkedLayers() -> Set<ObjectIdentifier> {
    var set = Set(links.links.map { ObjectIdentifier($0.target.takeUnretainedValue()) })
    for track in document.edgePan?.tracks ?? [] {
      if let layer = layers[track.layer] { set.insert(ObjectIdentifier(layer)) }
    }
    return set
  }

  /// Whether a link or the edge pan sets a property of a layer a behaviour reads or writes: a
  /// dragged, pinched or turned layer, a scroll's viewport, its content and the content's rows.
  private func readsLinkedLayers(_ set: Set<ObjectIdentifier>) -> Bool {
    guard !set.isEmpty else { return false }
    var read = drags.map(\.layer) + twoFingers.map(\.layer)
    for scroll in scrolls { read += [scroll.viewport, scroll.content] + scroll.content.sublayers }
    return read.contains { set.contains(ObjectIdentifier($0)) }
  }

  /// A layer's model values from its description, in a window of `size`.
  static func apply(_ spec: SceneFileLayer, to layer: Layer, size: Size) {
    layer.frame = spec.frame(in: size)
    layer.color = spec.color
    layer.alpha = spec.alpha
    layer.cornerRadius = spec.radius
    layer.rotation = spec.rotation * Double.pi / 180
    layer.scale = spec.scale
    layer.shadow = spec.shadow
    layer.border = spec.border
    layer.text = spec.text
    layer.image = spec.image
    layer.isUserInteractionEnabled = spec.interactive
    layer.clipsToBounds = spec.clip
  }

  private func attachBehaviours() {
    var recognizers: [any GestureRecognizer] = []
    var tapSlops: [ObjectIdentifier: Double] = [:]
    for (spec, layer) in orderedLayers where spec.tap != nil {
      tapSlops[ObjectIdentifier(layer)] = spec.tap!.slop
    }
    // A layer an `"on"` rule waits for a tap on, without a `"tap"` of its own, gets one (the
    // default slop and duration).
    var ruleTapped = Set<String>()
    for rule in document.rules {
      if case .tap(let id) = rule.trigger { ruleTapped.insert(id) }
    }
    for (spec, layer) in orderedLayers where spec.tap == nil && ruleTapped.contains(spec.id) {
      tapSlops[ObjectIdentifier(layer)] = Self.ruleTapSlop
    }
    for (spec, layer) in orderedLayers {
      if let drag = spec.drag {
        let controller = SceneFileDrag(
          spec: drag, layout: spec, layer: layer, slop: slop(of: drag, on: layer, tapSlops: tapSlops),
          stage: self)
        drags.append(controller)
        arena.attach(controller.pan, to: layer)
        recognizers.append(controller.pan)
      }
      if spec.pinch != nil || spec.rotate != nil {
        let controller = SceneFileTwoFingers(
          pinch: spec.pinch, rotate: spec.rotate, layer: layer, stage: self)
        twoFingers.append(controller)
        for recognizer in controller.recognizers {
          arena.attach(recognizer, to: layer)
          recognizers.append(recognizer)
        }
      }
      if let scroll = spec.scroll, let content = layers[scroll.content],
        let contentSpec = spec.sublayers.first(where: { $0.id == scroll.content })
      {
        let controller = SceneFileScroll(
          spec: scroll, viewport: layer, viewportSpec: spec, content: content, contentSpec: contentSpec,
          stage: self)
        scrolls.append(controller)
        arena.attach(controller.pan, to: layer)
        recognizers.append(controller.pan)
      }
      if let tap = spec.tap {
        let recognizer = TapGestureRecognizer(
          maximumDistance: tap.slop, maximumDuration: tap.maxDuration ?? .infinity)
        recognizer.onTap = { [unowned self] _ in self.tapped(tap, on: spec.id) }
        arena.attach(recognizer, to: layer)
        taps.append((tap, recognizer, spec.id))
        recognizers.append(recognizer)
      } else if ruleTapped.contains(spec.id) {
        let recognizer = TapGestureRecognizer(maximumDistance: Self.ruleTapSlop, maximumDuration: 0.3)
        recognizer.onTap = { [unowned self] _ in
          self.states?.tapped(spec.id, at: self.now)
          self.linksMayHaveChanged()
        }
        arena.attach(recognizer, to: layer)
        ruleTaps.append((recognizer, spec.id))
        recognizers.append(recognizer)
      }
    }
    // Pan, pinch and rotation of one layer recognize together (a photo held by two fingers).
    for fingers in twoFingers {
      let layerPans: [any GestureRecognizer] =
        drags.filter { $0.layer === fingers.layer }.map(\.pan)
      for pan in layerPans {
        for recognizer in fingers.recognizers { arena.recognizeSimultaneously(pan, recognizer) }
      }
      if fingers.recognizers.count == 2 {
        arena.recognizeSimultaneously(fingers.recognizers[0], fingers.recognizers[1])
      }
    }
    // A scroll inside a layer dragged along the same axis hands the drag over at its top.
    for scroll in scrolls {
      var ancestor = scroll.viewport.superlayer
      while let layer = ancestor, scroll.parentDrag == nil {
        scroll.parentDrag = drags.first {
          $0.layer === layer && ($0.spec.axis == scroll.spec.axis || $0.spec.axis == .both)
        }
        ancestor = layer.superlayer
      }
    }
    if let edgePan = document.edgePan {
      let controller = SceneFileTransition(spec: edgePan, stage: self)
      transition = controller
      arena.attach(controller.edgePan, to: window)
      // The edge has the first word: a press at the edge is the transition's, not a drag's.
      for recognizer in recognizers { arena.require(recognizer, toFail: controller.edgePan) }
    }
  }

  /// A tap's default slop (`"tap"`'s `"slop"`).
  static let ruleTapSlop = 10.0

  /// A drag's slop: the file's; else, when a tap reaches the same presses (on the layer, inside
  /// it or around it), the largest such tap's, so a press that stays within it is a tap and one
  /// that goes past it a drag. At 0 the pan began at the press and won it: a tap beside the drag
  /// never fired (issue 58). A tap of slop 0 gives the least distance there is: the drag begins
  /// at the first move.
  private func slop(of drag: SceneFileDragSpec, on layer: Layer, tapSlops taps: [ObjectIdentifier: Double])
    -> Double
  {
    if let slop = drag.slop { return slop }
    guard !taps.isEmpty else { return 0 }
    var found: [Double] = []
    func inside(_ layer: Layer) {
      if let slop = taps[ObjectIdentifier(layer)] { found.append(slop) }
      for sublayer in layer.sublayers { inside(sublayer) }
    }
    inside(layer)
    var ancestor = layer.superlayer
    while let around = ancestor {
      if let slop = taps[ObjectIdentifier(around)] { found.append(slop) }
      ancestor = around.superlayer
    }
    guard let largest = found.max() else { return 0 }
    return max(largest, .leastNonzeroMagnitude)
  }

  // MARK: Input and time

  public func handle(_ event: PointerEvent) {
    if event.timestamp.isFinite { now = max(now, event.timestamp) }
    // A press hits what is drawn: the links as the last input left them.
    if event.kind == .down { settleLinks() }
    if event.kind == .down, arena.isPressing == false {
      // A still press catches what it lands on, before it is a drag (a touch stops a scroll view).
      let hit = window.hitTest(event.location, mode: settings.hitTestMode)
      for drag in drags where hit?.isDescendant(of: drag.layer) == true && isEnabled(drag) { drag.pressed() }
      for scroll in scrolls where hit?.isDescendant(of: scroll.viewport) == true { scroll.pressed() }
      transition?.pressed(at: event.location)
    }
    arena.handle(event, in: window, mode: settings.hitTestMode)
    if !arena.isPressing {
      for drag in drags { drag.pressEnded() }
    }
    linksMayHaveChanged()
  }

  /// A wheel or a trackpad scrolls the scroll view under the pointer.
  public func handle(_ scroll: ScrollEvent) {
    guard !scroll.modifiers.contains(.control) else { return }
    settleLinks()
    let hit = window.hitTest(scroll.location, mode: settings.hitTestMode)
    scrolls.last { hit?.isDescendant(of: $0.viewport) == true }?.wheel(scroll.delta)
    linksMayHaveChanged()
  }

  public func advance(to time: Double) {
    // A timer fires at its own instant: the animations it starts begin there, not at the frame
    // after, so a script traces the same at any frame rate.
    while let states, let due = states.nextDue, due <= time {
      if due > animator.now { animator.advance(to: due) }
      now = max(now, due)
      _ = states.fireTimers(dueBy: due)
      linksMayHaveChanged()
    }
    now = max(now, time)
    defer { states?.checkLeaving(at: now) }
    // With nothing animating, an advance moves nothing a link reads (the continuity meter reads
    // the probe before every input, after the runner advanced there).
    let moves = animator.isRunning && time > animator.now
    animator.advance(to: time)
    if moves { linksMayHaveChanged() }
    for scroll in scrolls { scroll.hideContentOutsideViewport() }
  }

  /// The layers whose gestures a rule switched off (a rest snapshot compares them).
  var disabledGestures: Set<String> { states?.switchedOff ?? [] }

  public var isAtRest: Bool {
    !animator.isRunning && !arena.isPressing && drags.allSatisfy { $0.phase == .rest }
      && states?.hasTimers != true
  }

  public func resize(to size: Size) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, size != self.size else {
      return
    }
    self.size = size
    window.frame = Rect(origin: .zero, size: size)
    // Sizes follow the window; positions too, but for what a behaviour places itself.
    let placed = Set(drags.map { ObjectIdentifier($0.layer) } + scrolls.map { ObjectIdentifier($0.content) })
    for (spec, layer) in orderedLayers {
      let frame = spec.frame(in: size)
      if placed.contains(ObjectIdentifier(layer)) || layer.isAnimating(.center) {
        layer.size = frame.size
      } else {
        layer.frame = frame
      }
    }
    states?.resized()
    for drag in drags { drag.resized() }
    for scroll in scrolls { scroll.resized() }
    transition?.resized()
    linksMayHaveChanged()
  }

  /// A drag let go: the subject's hand-off, if it is the subject's drag.
  func released(_ drag: SceneFileDrag) {
    guard drag === subjectDrag, let handoff = drag.lastHandoff else { return }
    // The subject where the links put it at the release (only when it is another layer).
    if drag.layer !== subject { settleLinks() }
    subjectLastHandoff = subjectHandoff(of: drag, handoff)
  }

  // MARK: States

  /// A drag is let go, before it picks where to settle: the rules waiting for it.
  func releasing(_ drag: SceneFileDrag, velocity: Vector2) {
    states?.released(
      drag.layout.id, velocity: velocity, topLeft: drag.layer.frame.origin, pointer: drag.pan.location,
      at: now)
  }

  /// A key the playground leaves to the scene: the file's `"key"` rules.
  public func keyPressed(_ name: String, at time: Double) {
    advance(to: time)
    states?.keyPressed(name, at: now)
    linksMayHaveChanged()
  }

  /// A dragged layer let go: the size and radius its grab stopped go on to the state's.
  func resumeShape(of drag: SceneFileDrag) {
    states?.resumeShape(of: drag.layout.id)
  }

  /// Where the state the scene is in puts a dragged layer, if it does.
  func heldPosition(of drag: SceneFileDrag) -> Vector2? {
    states?.heldPosition(of: drag.layout.id, model: drag.layer.frame)
  }

  /// A drag came to rest at a snap point.
  func arrived(_ drag: SceneFileDrag, at point: String) {
    states?.arrived(drag.layout.id, at: point, time: now)
    linksMayHaveChanged()
  }

  /// Whether a drag works now (its `"in"`, and the rules' `"disable"`).
  private func isEnabled(_ drag: SceneFileDrag) -> Bool {
    states?.isEnabled(drag.layout.id, in: drag.spec.states) ?? true
  }

  // MARK: Taps

  private func tapped(_ tap: SceneFileTapSpec, on owner: String) {
    switch tap.action {
    case .push: transition?.play(to: 1)
    case .pop: transition?.play(to: 0)
    case .next, .toggle:
      let id = tap.layer ?? owner
      guard let drag = drags.first(where: { $0.layer === layers[id] }) else { return }
      drag.step(toggling: tap.action == .toggle)
    }
    states?.tapped(owner, at: now)
    linksMayHaveChanged()
  }
}
