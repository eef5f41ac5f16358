import Motion
import Stage

/// A scene file's `"states"` and `"on"` running: the state the scene is in, the rules that
/// wait for a tap, a release, a state entered or a snap point reached, the timers of the state
/// entered, and which layers' gestures are switched off.
///
/// A change of state animates each layer the state names from where it is on screen, with the
/// velocity it has, in the playground's mode with its tuning: the position with a `Settle`
/// (a dragged layer through its drag, so a grab mid-flight catches it as a snap settle), the
/// size about the centre, alpha, scale, turn, corner radius and colour (in premultiplied
/// components) with a spring (or the timed curve); text changes at once. Time is the stage's: timers are due on the clock ``SceneFileStage/advance(to:)`` is
/// given, and fire at their instant, whatever the frame rate.
final class SceneFileStates {
  unowned let stage: SceneFileStage
  let document: SceneFileDocument
  /// The state the scene is in (nil: the file has none).
  private(set) var current: String?
  /// The `"after"` rules of the state entered, by when they are due.
  private var timers: [(due: Double, rule: Int)] = []
  /// Layers whose gestures a rule switched off.
  private var disabled: Set<String> = []
  /// State changes one after another within one instant: the checks refuse a cycle of them,
  /// this guards what they cannot see (a `"set"` does not chain, but keep it bounded).
  private var depth = 0

  init(stage: SceneFileStage) {
    self.stage = stage
    document = stage.document
    current = document.states.first?.name
  }

  var hasTimers: Bool { !timers.isEmpty }
  /// The layers whose gestures a rule switched off.
  var switchedOff: Set<String> { disabled }
  /// When the next timer is due.
  var nextDue: Double? { timers.map(\.due).min() }

  /// The scene starts in the first state: its values set, not animated, its timers started.
  func start(at time: Double) {
    guard let first = document.states.first else { return }
    for values in first.layers { set(values) }
    startTimers(of: first.name, at: time)
    updateGestures()
  }

  // MARK: What happens

  func tapped(_ id: String, at time: Double) {
    fire(document.rules.indices.filter { document.rules[$0].trigger == .tap(id) }, at: time)
  }

  /// A drag let go with `velocity` (on screen) at `topLeft`, the pointer at `pointer` (in the
  /// window), before it picks where to settle (`"projected"` reads where that flick would coast
  /// to: the top-left plus UIScrollView's projection of the velocity): a rule may change the state, and the state then
  /// says where the layer rests.
  func released(_ id: String, velocity: Vector2, topLeft: Vector2, pointer: Vector2, at time: Double) {
    let size = stage.size
    let projected = Projection.restingPoint(from: topLeft, velocity: velocity)
    fire(
      document.rules.indices.filter {
        let rule = document.rules[$0]
        return rule.trigger == .release(id) && rule.velocity.allSatisfy { $0.holds(velocity, in: size) }
          && rule.at.allSatisfy { $0.holds(topLeft, in: size) }
          && rule.pointer.allSatisfy { $0.holds(pointer, in: size) }
          && rule.projected.allSatisfy { $0.holds(projected, in: size) }
      }, at: time)
  }

  /// A key the playground left to the scene (`"key"` rules).
  func keyPressed(_ name: String, at time: Double) {
    fire(document.rules.indices.filter { document.rules[$0].trigger == .key(name) }, at: time)
  }

  /// The layers `"leave"` rules wait for, and whether each was drawn in the window when last seen.
  private var inWindow: [String: Bool] = [:]

  /// Fires the `"leave"` rules of layers drawn wholly outside the window since they were last
  /// seen inside it (asked after every advance, as a modal's dismissal asks).
  func checkLeaving(at time: Double) {
    let window = Rect(origin: .zero, size: stage.size)
    for index in document.rules.indices {
      guard case .leave(let id) = document.rules[index].trigger, let layer = stage.layers[id] else {
        continue
      }
      let frame = layer.presentation.frame
      let origin = layer.superlayer.map { $0.convertToRoot(frame.origin) } ?? frame.origin
      let inside = Rect(origin: origin, size: frame.size).intersects(window)
      let was = inWindow[id] ?? inside
      inWindow[id] = inside
      // A layer under the finger leaves only when let go (the finger may bring it back).
      let held = stage.drags.contains { $0.layer === layer && $0.phase == .dragging }
      if was, !inside, !held { fire([index], at: time) } else if held { inWindow[id] = true }
    }
  }

  func arrived(_ id: String, at point: String, time: Double) {
    fire(
      document.rules.indices.filter { document.rules[$0].trigger == .snap(layer: id, point: point) }, at: time
    )
  }

  /// Fires the timers due by `time`, one instant at a time; returns whether any fired.
  func fireTimers(dueBy time: Double) -> Bool {
    guard let due = nextDue, due <= time else { return false }
    let firing = timers.filter { $0.due == due }.map(\.rule)
    timers.removeAll { $0.due == due }
    fire(firing, at: due)
    return true
  }

  /// Does what the rules `indices` say whose `"in"` holds now: which rules hold is decided
  /// before any acts, so two rules that swap two states (a tap in `a` goes to `b`, in `b` to
  /// `a`) do not undo each other.
  private func fire(_ indices: [Int], at time: Double) {
    let holding = indices.filter { index in
      guard let states = document.rules[index].states else { return true }
      return current.map(states.contains) ?? false
    }
    for index in holding {
      let rule = document.rules[index]
      if !rule.enable.isEmpty || !rule.disable.isEmpty {
        disabled.subtract(rule.enable)
        disabled.formUnion(rule.disable)
        updateGestures()
      }
      for values in rule.set { set(values) }
      if let go = rule.go { enter(go, at: time) }
    }
  }

  /// Goes to `name` (already there: nothing, its timers run on).
  private func enter(_ name: String, at time: Double) {
    guard name != current, depth < 64, let state = document.states.first(where: { $0.name == name }) else {
      return
    }
    current = name
    for values in state.layers { animate(values) }
    startTimers(of: name, at: time)
    updateGestures()
    depth += 1
    defer { depth -= 1 }
    fire(
      document.rules.indices.filter {
        document.rules[$0].trigger == .enter(name) && (document.rules[$0].after ?? 0) == 0
      }, at: time)
  }

  /// Leaving a state ends its timers; entering one starts its own.
  private func startTimers(of name: String, at time: Double) {
    timers = document.rules.indices.compactMap { index in
      let rule = document.rules[index]
      guard rule.trigger == .enter(name), let after = rule.after, after > 0 else { return nil }
      return (time + after, index)
    }
  }

  // MARK: Gestures

  /// Whether a gesture of layer `id` that works in `states` (nil: all) works now.
  func isEnabled(_ id: String, in states: [String]?) -> Bool {
    guard !disabled.contains(id) else { return false }
    guard let states else { return true }
    return current.map(states.contains) ?? false
  }

  /// Each recognizer on or off, as the state and the rules say, from the next press.
  func updateGestures() {
    let arena = stage.arena
    for drag in stage.drags {
      arena.setEnabled(isEnabled(drag.layout.id, in: drag.spec.states), drag.pan)
    }
    for tap in stage.taps { arena.setEnabled(isEnabled(tap.owner, in: tap.spec.states), tap.recognizer) }
    for tap in stage.ruleTaps { arena.setEnabled(isEnabled(tap.owner, in: nil), tap.recognizer) }
    for scroll in stage.scrolls { arena.setEnabled(isEnabled(scroll.viewport.name, in: nil), scroll.pan) }
    for fingers in stage.twoFingers {
      for recognizer in fingers.recognizers {
        arena.setEnabled(isEnabled(fingers.layer.name, in: nil), recognizer)
      }
    }
  }

  // MARK: Values

  /// The window changed size: the layers the state places (but for a drag's, which its drag
  /// places, and those in flight) go where the state's expressions now put them.
  func resized() {
    guard let name = current, let state = document.states.first(where: { $0.name == name }) else { return }
    for values in state.layers where values.x != nil || values.y != nil || values.w != nil || values.h != nil
    {
      guard let layer = stage.layers[values.layer], !layer.isAnimating(.center),
        !stage.drags.contains(where: { $0.layer === layer })
      else { continue }
      let size = stage.size
      let model = layer.frame
      layer.frame = Rect(
        x: values.x?.value(in: size) ?? model.minX, y: values.y?.value(in: size) ?? model.minY,
        width: max(values.w?.value(in: size) ?? model.width, 0),
        height: max(values.h?.value(in: size) ?? model.height, 0))
    }
  }

  /// A drag let go where the state places it: the size, radius and colour the state gives, which
  /// the grab stopped where they were on screen, settle there too (from where they are).
  func resumeShape(of id: String) {
    guard let name = current, let state = document.states.first(where: { $0.name == name }) else { return }
    for values in state.layers where values.layer == id { animateShape(values) }
  }

  /// Where the state puts a layer's top-left, if it places it (a release settles there).
  func heldPosition(of id: String, model: Rect) -> Vector2? {
    guard let name = current, let state = document.states.first(where: { $0.name == name }),
      let values = state.layers.last(where: { $0.layer == id }), values.x != nil || values.y != nil
    else { return nil }
    let size = stage.size
    return Vector2(x: values.x?.value(in: size) ?? model.minX, y: values.y?.value(in: size) ?? model.minY)
  }

  /// `"set"` (and the first state): the values at once, what animated them stopped.
  private func set(_ values: SceneFileStateValues) {
    guard let layer = stage.layers[values.layer] else { return }
    let size = stage.size
    let model = layer.frame
    if values.x != nil || values.y != nil || values.w != nil || values.h != nil {
      layer.removeAnimation(.center)
      layer.removeAnimation(.size)
      stage.drags.first { $0.layer === layer }?.placed()
      layer.frame = Rect(
        x: values.x?.value(in: size) ?? model.minX, y: values.y?.value(in: size) ?? model.minY,
        width: max(values.w?.value(in: size) ?? model.width, 0),
        height: max(values.h?.value(in: size) ?? model.height, 0))
    }
    if let alpha = values.alpha {
      layer.removeAnimation(.alpha)
      layer.alpha = alpha
    }
    if let scale = values.scale {
      layer.removeAnimation(.scale)
      layer.scale = scale
    }
    if let rotation = values.rotation {
      layer.removeAnimation(.rotation)
      layer.rotation = rotation * Double.pi / 180
    }
    if let radius = values.radius {
      layer.removeAnimation(.cornerRadius)
      layer.cornerRadius = radius
    }
    if let color = values.color {
      layer.removeAnimation(.color)
      layer.color = color
    }
    setText(values, on: layer)
    stage.linksMayHaveChanged()
  }

  /// What changes at once whether set or animated: the text (a string has no halfway).
  private func setText(_ values: SceneFileStateValues, on layer: Layer) {
    if let text = values.text {
      if layer.text != nil {
        layer.text?.string = text
      } else {
        layer.text = LayerText(text, size: 17, color: .black)
      }
    }
  }

  /// A state's values, animated from where the layer is with the velocity it has.
  private func animate(_ values: SceneFileStateValues) {
    guard let layer = stage.layers[values.layer] else { return }
    let size = stage.size
    let model = layer.frame
    // The size first: its model is then the new one, so the centre settles to where the new size
    // puts the top-left.
    animateShape(values)
    if values.x != nil || values.y != nil || values.w != nil || values.h != nil {
      let topLeft = Vector2(
        x: values.x?.value(in: size) ?? model.minX, y: values.y?.value(in: size) ?? model.minY)
      if let drag = stage.drags.first(where: { $0.layer === layer }) {
        // Held: the release settles there (``heldPosition(of:model:)``).
        if drag.phase != .dragging { drag.settle(toTopLeft: topLeft) }
      } else {
        let center = topLeft + Vector2(x: layer.size.width / 2, y: layer.size.height / 2)
        SettleHandoff.animateCenter(
          of: layer, to: center, velocity: stage.animator.onScreen(layer.presentationVelocity),
          mode: stage.settings.mode, parameters: stage.settings.parameters, in: stage.animator)
      }
    }
    let presentation = layer.presentation
    if let alpha = values.alpha {
      settle(
        .alpha, of: layer, from: presentation.alpha, to: alpha, velocity: layer.presentationAlphaVelocity)
    }
    if let scale = values.scale {
      settle(
        .scale, of: layer, from: presentation.scale, to: scale, velocity: layer.presentationScaleVelocity)
    }
    if let rotation = values.rotation {
      settle(
        .rotation, of: layer, from: presentation.rotation, to: rotation * Double.pi / 180,
        velocity: layer.presentationAngularVelocity)
    }
    setText(values, on: layer)
    stage.linksMayHaveChanged()
  }

  /// The size (about the centre), the corner radius and the colour a state gives, settled from
  /// where they are on screen with the velocity they have (a grab stops them with the rest of the
  /// layer, and its release resumes them here).
  private func animateShape(_ values: SceneFileStateValues) {
    guard let layer = stage.layers[values.layer] else { return }
    if values.w != nil || values.h != nil {
      let model = layer.size
      let target = Size(
        width: max(values.w?.value(in: stage.size) ?? model.width, 0),
        height: max(values.h?.value(in: stage.size) ?? model.height, 0))
      SettleHandoff.animateSize(
        of: layer, to: target, mode: stage.settings.mode, parameters: stage.settings.parameters,
        rest: Self.sizeRest, in: stage.animator)
    }
    if let radius = values.radius {
      settle(
        .cornerRadius, of: layer, from: layer.presentationCornerRadius, to: max(radius, 0),
        velocity: layer.presentationCornerRadiusVelocity, rest: Self.sizeRest)
    }
    if let color = values.color {
      SettleHandoff.animateColor(
        of: layer, to: color, mode: stage.settings.mode, parameters: stage.settings.parameters,
        in: stage.animator)
    }
  }

  /// Sizes and radii rest within a hundredth of a point (positions' own tolerance).
  static let sizeRest = Tolerance(distance: 0.01, velocity: 0.1)

  /// Alpha, scale or turn to `target`, from the value and velocity it has, as the settle moves it.
  private func settle(
    _ property: LayerProperty, of layer: Layer, from value: Double, to target: Double, velocity: Double,
    rest: Tolerance = Tolerance(distance: 0.001, velocity: 0.01)
  ) {
    SettleHandoff.animateValue(
      property, of: layer, from: value, to: target, velocity: velocity, mode: stage.settings.mode,
      parameters: stage.settings.parameters, rest: rest, in: stage.animator)
  }

}
