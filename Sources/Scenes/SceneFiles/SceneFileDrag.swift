import Motion
import Stage

/// A scene file's `"drag"`: the layer follows the pointer along its axes, rubber-banded past its
/// range (UIScrollView's 0.55), and a release settles it on a snap point in the playground's
/// mode with the release velocity (`SettleHandoff`), chosen by projection (WWDC 2018), by the
/// sign of the velocity (objc.io's pane) or by nearness. A press catches it mid-flight where it
/// is on screen (`stopAtPresentation`), at the press or once the drag begins; a tap can send it
/// to the next snap point or toggle it, reversing in flight with the velocity it has.
///
/// Positions here are the layer's top-left corner in its superlayer's points (the file's `x`
/// and `y`); the layer's centre is that plus half its size.
final class SceneFileDrag {
  enum Phase: String {
    case rest
    case dragging
    case settling
  }

  let spec: SceneFileDragSpec
  let layout: SceneFileLayer
  let layer: Layer
  unowned let stage: SceneFileStage
  let pan: PanGestureRecognizer
  private(set) var phase = Phase.rest
  /// The snap point the layer rests at or heads to; nil while held, or with no snap points.
  private(set) var target: Int?
  private(set) var lastHandoff: Handoff?
  /// The unbanded position at the grab: the shown one is band(grab + the translation since the
  /// pan began), so a drag past its slop sets off from where the layer is, with no step.
  private var grab = Vector2.zero
  /// A still press stopped the layer; if no drag follows, its release lets it go still.
  private var caughtByPress = false
  /// A scroll inside moves this layer by increments: the unbanded position they add to.
  private var nestedPosition: Vector2?

  /// `slop`: how far the pointer moves before the drag begins (the stage works it out: the
  /// file's, or a tap's beside it).
  init(spec: SceneFileDragSpec, layout: SceneFileLayer, layer: Layer, slop: Double, stage: SceneFileStage) {
    self.spec = spec
    self.layout = layout
    self.layer = layer
    self.stage = stage
    pan = PanGestureRecognizer(minimumDistance: slop)
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
    if !spec.snaps.isEmpty { target = nearestSnap(to: position) }
  }

  var axes: (x: Bool, y: Bool) { (spec.axis != .y, spec.axis != .x) }
  private var settings: SceneFileStage.Settings { stage.settings }
  private var animator: Animator { stage.animator }

  // MARK: Geometry

  /// The top-left corner on screen, in the superlayer's points.
  var position: Vector2 {
    let onScreen = layer.presentation
    return onScreen.center - Vector2(x: onScreen.size.width / 2, y: onScreen.size.height / 2)
  }

  private func center(at position: Vector2) -> Vector2 {
    position + Vector2(x: layer.size.width / 2, y: layer.size.height / 2)
  }

  /// A snap point's position: its own coordinates along the drag's axes, the layout's across.
  func snapPosition(_ index: Int) -> Vector2 {
    let snap = spec.snaps[index]
    let frame = layout.frame(in: stage.size)
    return Vector2(
      x: snap.x?.value(in: stage.size) ?? frame.minX, y: snap.y?.value(in: stage.size) ?? frame.minY)
  }

  /// Where the drag goes without rubber-banding, per axis: the file's range, else the snap
  /// points' span (nil: unbounded).
  private func range(x: Bool) -> ClosedRange<Double>? {
    let given = x ? spec.rangeX : spec.rangeY
    if let given {
      let a = given.0.value(in: stage.size)
      let b = given.1.value(in: stage.size)
      return min(a, b)...max(a, b)
    }
    guard !spec.snaps.isEmpty else { return nil }
    let values = spec.snaps.indices.map { x ? snapPosition($0).x : snapPosition($0).y }
    return values.min()!...values.max()!
  }

  private func band(_ value: Double, x: Bool) -> Double {
    guard let range = range(x: x) else { return value }
    guard spec.rubberBand else { return min(max(value, range.lowerBound), range.upperBound) }
    return RubberBand.clamp(value, to: range, dimension: x ? stage.size.width : stage.size.height)
  }

  private func unband(_ value: Double, x: Bool) -> Double {
    guard let range = range(x: x), spec.rubberBand else { return value }
    return RubberBand.unclamp(value, from: range, dimension: x ? stage.size.width : stage.size.height)
  }

  func nearestSnap(to point: Vector2) -> Int {
    guard point.isFinite else { return 0 }
    var best = 0
    var bestDistance = Double.infinity
    for index in spec.snaps.indices {
      let snap = snapPosition(index)
      let dx = axes.x ? snap.x - point.x : 0
      let dy = axes.y ? snap.y - point.y : 0
      let distance = (dx * dx + dy * dy).squareRoot()
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  // MARK: The press and the drag

  /// A press landed on the layer: with `"catch": "press"` a moving layer stops where it is.
  func pressed() {
    guard spec.catchOn == .press, phase == .settling else { return }
    layer.stopAtPresentation()
    phase = .dragging
    target = nil
    caughtByPress = true
  }

  /// Every pointer is up: a press that caught the layer and never dragged lets it go still.
  func pressEnded() {
    guard caughtByPress else { return }
    caughtByPress = false
    if phase == .dragging, !pan.isActive { release(velocity: .zero) }
  }

  private func panChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      catchLayer()
      drag(translation: pan.translationSinceBegan)
    case .changed:
      drag(translation: pan.translationSinceBegan)
    case .ended:
      drag(translation: pan.translationSinceBegan)
      release(velocity: pan.velocity)
    case .cancelled:
      // The pointer was lost: no flick to go by, so the nearest snap point.
      release(velocity: .zero, nearest: true)
    case .possible, .failed:
      break
    }
  }

  /// The drag begins: the layer stops where it is on screen, and the grab is the unbanded
  /// position that bands to it (a layer caught in an overshoot goes on from there, no jump).
  func catchLayer() {
    caughtByPress = false
    layer.stopAtPresentation()
    let caught = position
    grab = Vector2(x: unband(caught.x, x: true), y: unband(caught.y, x: false))
    nestedPosition = nil
    phase = .dragging
    target = nil
  }

  private func drag(translation: Vector2) {
    guard phase == .dragging, translation.isFinite else { return }
    moveTo(unbanded: grab + translation)
  }

  /// Shows the layer at `wanted` (unbanded, along the drag's axes) rubber-banded into its range.
  private func moveTo(unbanded wanted: Vector2) {
    let now = layer.frame.origin
    let shown = Vector2(
      x: axes.x ? band(wanted.x, x: true) : now.x, y: axes.y ? band(wanted.y, x: false) : now.y)
    layer.center = center(at: shown)
  }

  /// A scroll inside hands this layer `delta` of the finger's motion (along the drag's axes).
  /// Returns what the layer took of it: all, but what would carry it past the first snap point
  /// when `stopAtTop` (the rest scrolls the content).
  func nudge(by delta: Vector2, stopAtTop: Bool) -> Vector2 {
    if phase != .dragging { catchLayer() }
    var unbanded = nestedPosition ?? grab
    var taken = delta
    if stopAtTop, let top = range(x: false)?.lowerBound, axes.y, delta.y < 0 {
      taken.y = max(delta.y, min(top - unbanded.y, 0))
    }
    if stopAtTop, let left = range(x: true)?.lowerBound, axes.x, delta.x < 0 {
      taken.x = max(delta.x, min(left - unbanded.x, 0))
    }
    unbanded = unbanded + taken
    nestedPosition = unbanded
    moveTo(unbanded: unbanded)
    return taken
  }

  /// Whether the layer rests at (or is held at) its first snap point along the axis: a scroll
  /// inside scrolls its content only then.
  var isAtTop: Bool {
    guard let top = range(x: !axes.y)?.lowerBound else { return true }
    let now = axes.y ? (nestedPosition ?? position).y : (nestedPosition ?? position).x
    return now <= top + 0.5
  }

  // MARK: Release

  /// Picks the snap point and settles there with `velocity` (on screen, the pointer's).
  func release(velocity: Vector2, nearest: Bool = false) {
    caughtByPress = false
    nestedPosition = nil
    var velocity = velocity.isFinite ? velocity : .zero
    if spec.carry == .axis {
      velocity = Vector2(x: axes.x ? velocity.x : 0, y: axes.y ? velocity.y : 0)
    }
    let from = layer.presentation.center
    // The file's rules see the release first (`"on": [{"release": …}]`): one may change the
    // state, and a state that places this layer is where it rests, before any snap point.
    if !nearest { stage.releasing(self, velocity: velocity) }
    // First, so the model size is the one the layer rests at (`center(at:)` reads it).
    stage.resumeShape(of: self)
    let chosen: Vector2
    if let held = stage.heldPosition(of: self) {
      chosen = held
      target = nil
    } else if spec.snaps.isEmpty {
      // No snap points: where the release would coast to, within the range.
      let projected = Projection.restingPoint(from: layer.frame.origin, velocity: velocity)
      let x = range(x: true).map { min(max(projected.x, $0.lowerBound), $0.upperBound) } ?? projected.x
      let y = range(x: false).map { min(max(projected.y, $0.lowerBound), $0.upperBound) } ?? projected.y
      chosen = Vector2(x: axes.x ? x : layer.frame.minX, y: axes.y ? y : layer.frame.minY)
      target = nil
    } else {
      let index = nearest ? nearestSnap(to: layer.frame.origin) : choose(velocity: velocity)
      target = index
      chosen = snapPosition(index)
    }
    // Rubber-banded past an end, the layer moves slower than the pointer: the settle starts with
    // the layer's own velocity, so nothing jumps in speed at the release (as the pane scene).
    let own = Vector2(x: bandedVelocity(velocity.x, x: true), y: bandedVelocity(velocity.y, x: false))
    let first = settle(to: center(at: chosen), velocity: own)
    // The target as the file names it too: a snap point is the layer's top-left.
    lastHandoff = Handoff(
      time: animator.now, releaseVelocity: own, settleVelocity: first, finished: true, from: from,
      target: center(at: chosen), targetTopLeft: chosen)
    stage.released(self)
  }

  /// The layer's velocity along one axis when the pointer moves at `velocity`: times the rubber
  /// band's slope while it is pulled past the range.
  private func bandedVelocity(_ velocity: Double, x: Bool) -> Double {
    guard spec.rubberBand, let range = range(x: x) else { return velocity }
    let wanted = unband(x ? layer.frame.minX : layer.frame.minY, x: x)
    return RubberBand.velocity(
      velocity, at: wanted, in: range, dimension: x ? stage.size.width : stage.size.height)
  }

  /// The release's snap point, by the file's `"choose"`.
  private func choose(velocity: Vector2) -> Int {
    let here = layer.frame.origin
    switch spec.choose {
    case .nearest:
      return nearestSnap(to: here)
    case .velocity:
      // objc.io's pane: ≥ 0 goes to the far end, < 0 to the near one, wherever the layer is.
      let along = axes.y ? velocity.y : velocity.x
      let values = spec.snaps.indices.map { axes.y ? snapPosition($0).y : snapPosition($0).x }
      let extreme = along >= 0 ? values.max()! : values.min()!
      return values.firstIndex(of: extreme)!
    case .projection:
      return nearestSnap(to: Projection.restingPoint(from: here, velocity: velocity))
    }
  }

  /// A new settle to `center` from where the layer is, in the playground's mode, with
  /// `velocity` on screen; the layer rests at its snap point when it arrives (the settle may
  /// have been sent elsewhere on the way: a tap in flight). Returns the first velocity.
  @discardableResult
  private func settle(to center: Vector2, velocity: Vector2, from start: Vector2? = nil) -> Vector2 {
    phase = .settling
    return SettleHandoff.animateCenter(
      of: layer, from: start, to: center, velocity: velocity, mode: settings.mode,
      parameters: settings.parameters, in: animator
    ) { [weak self] finished in
      guard let self, finished else { return }
      self.phase = .rest
      if let target = self.target {
        self.layer.center = self.center(at: self.snapPosition(target))
        self.stage.arrived(self, at: self.spec.snaps[target].name)
      }
    }
  }

  /// A state places the layer at `topLeft`: it settles there as it would to a snap point, with
  /// the velocity it has, sent there in flight where the mode allows (no jump in speed).
  func settle(toTopLeft topLeft: Vector2) {
    if caughtByPress, !pan.isActive {
      caughtByPress = false
      phase = .rest
    }
    guard phase != .dragging else { return }
    target = nil
    let destination = center(at: topLeft)
    if phase == .settling, settings.mode != .timed, layer.isAnimating(.center),
      SettleHandoff.retargetCenter(
        of: layer, to: destination, mode: settings.mode, parameters: settings.parameters)
    {
      return
    }
    settle(to: destination, velocity: velocity)
  }

  /// A rule's `"set"` put the layer somewhere at once: it rests there.
  func placed() {
    guard phase != .dragging else { return }
    phase = .rest
    target = nil
  }

  // MARK: Taps

  /// A tap: the next snap point, or the other end (`toggling`). In flight the running settle is
  /// sent there in place (the spring keeps position and velocity, the dynamics anchor moves);
  /// otherwise a new settle starts with the velocity the layer has. Ignored while held.
  func step(toggling: Bool) {
    // A still press caught the layer (`"catch": "press"`) and let go: the tap goes on from there.
    if caughtByPress, !pan.isActive {
      caughtByPress = false
      phase = .rest
    }
    guard phase != .dragging, !spec.snaps.isEmpty else { return }
    let current = target ?? nearestSnap(to: position)
    let next =
      toggling
      ? (current == spec.snaps.count - 1 ? 0 : spec.snaps.count - 1) : (current + 1) % spec.snaps.count
    target = next
    let destination = center(at: snapPosition(next))
    if phase == .settling, settings.mode != .timed, layer.isAnimating(.center),
      SettleHandoff.retargetCenter(
        of: layer, to: destination, mode: settings.mode, parameters: settings.parameters)
    {
      return
    }
    settle(to: destination, velocity: velocity)
  }

  /// The layer's velocity on screen: the pointer's while held, the settle's otherwise.
  var velocity: Vector2 {
    if phase == .dragging {
      let pointer = pan.velocity(at: animator.now)
      let velocity = Vector2(
        x: axes.x ? bandedVelocity(pointer.x, x: true) : 0,
        y: axes.y ? bandedVelocity(pointer.y, x: false) : 0)
      return velocity.isFinite ? velocity : .zero
    }
    return animator.onScreen(layer.presentationVelocity)
  }

  // MARK: The window's size

  /// The window changed size: a layer at rest goes to its snap point's new place, one settling
  /// is sent there in flight, one held stays under the pointer.
  func resized() {
    switch phase {
    case .dragging:
      break
    case .rest:
      if let target {
        layer.center = center(at: snapPosition(target))
      } else {
        layer.center = center(at: layer.frame.origin)
      }
    case .settling:
      guard let target else { return }
      let destination = center(at: snapPosition(target))
      if !SettleHandoff.retargetCenter(
        of: layer, to: destination, mode: settings.mode, parameters: settings.parameters)
      {
        settle(to: destination, velocity: velocity, from: layer.presentation.center)
      }
    }
  }
}
