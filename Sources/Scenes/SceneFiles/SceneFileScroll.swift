import Motion
import Stage

/// A scene file's `"scroll"`: the viewport's content sublayer scrolls with UIScrollView's physics:
/// the drag rubber-bands past the ends (0.55 of the viewport's length), a release decelerates
/// at 0.998 (or 0.99) a millisecond and springs back from an end it crosses, at the exact instant
/// it crosses it (Motion's `ScrollDeceleration`); with paging, a release settles on the page
/// its projection points at, at most one page on, in the playground's mode. A touch stops it.
///
/// Inside a layer dragged along the same axis (a sheet with a list), one finger moves both, as
/// UISheetPresentationController does: up, the sheet rises to its first snap point and then the
/// content scrolls; down, the content scrolls back to its top and then the sheet follows. The
/// release goes to whichever moved last, with the finger's velocity.
final class SceneFileScroll {
  let spec: SceneFileScrollSpec
  let viewport: Layer
  let viewportSpec: SceneFileLayer
  let content: Layer
  let contentSpec: SceneFileLayer
  unowned let stage: SceneFileStage
  let pan = PanGestureRecognizer()
  /// The dragged ancestor a drag is handed to at the content's top.
  var parentDrag: SceneFileDrag?
  /// The offset the drag started from, unbanded; and in a nested drag, the unbanded offset now.
  private var grabOffset = 0.0
  private var nestedOffset = 0.0
  private var lastTranslation = 0.0
  private var sheetMovedLast = false
  private var isNested = false
  static let key = "scroll"

  init(
    spec: SceneFileScrollSpec, viewport: Layer, viewportSpec: SceneFileLayer, content: Layer,
    contentSpec: SceneFileLayer, stage: SceneFileStage
  ) {
    self.spec = spec
    self.viewport = viewport
    self.viewportSpec = viewportSpec
    self.content = content
    self.contentSpec = contentSpec
    self.stage = stage
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
  }

  private var alongY: Bool { spec.axis != .x }
  private var axis: Vector2 { alongY ? Vector2(x: 0, y: 1) : Vector2(x: 1, y: 0) }
  private func along(_ vector: Vector2) -> Double { alongY ? vector.y : vector.x }

  /// The content's centre at offset 0, in the viewport's points.
  private var restingCenter: Vector2 {
    let frame = contentSpec.frame(in: stage.size)
    let shown = content.frame
    // Across the axis the content keeps where it is (a progress link may move it).
    return alongY
      ? Vector2(x: shown.center.x, y: frame.minY + shown.height / 2)
      : Vector2(x: frame.minX + shown.width / 2, y: shown.center.y)
  }

  /// How far the content may scroll: 0 to its length past the viewport's.
  var extents: ClosedRange<Double> {
    let length = along(Vector2(x: content.size.width, y: content.size.height))
    let window = along(Vector2(x: viewport.size.width, y: viewport.size.height))
    let start = along(contentSpec.frame(in: stage.size).origin)
    return 0...max(0, length + start - window)
  }

  private var dimension: Double { max(along(Vector2(x: viewport.size.width, y: viewport.size.height)), 1) }

  /// The content offset on screen.
  var offset: Double { along(restingCenter - content.presentation.center) }

  private func show(offset: Double) {
    content.center = restingCenter - offset * axis
  }

  // MARK: Input

  /// A touch on a moving list stops it where it is.
  func pressed() {
    if content.isAnimating(.center) { content.stopAtPresentation() }
  }

  private func panChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      content.stopAtPresentation()
      grabOffset = RubberBand.unclamp(offset, from: extents, dimension: dimension)
      nestedOffset = grabOffset
      lastTranslation = 0
      sheetMovedLast = false
      isNested = parentDrag != nil
      if let parentDrag { parentDrag.catchLayer() }
      drag(along(pan.translation))
    case .changed:
      drag(along(pan.translation))
    case .ended:
      drag(along(pan.translation))
      release(velocity: along(pan.velocity))
    case .cancelled:
      release(velocity: 0)
    case .possible, .failed:
      break
    }
  }

  private func drag(_ translation: Double) {
    guard translation.isFinite else { return }
    guard isNested, let parentDrag else {
      show(offset: RubberBand.clamp(grabOffset - translation, to: extents, dimension: dimension))
      return
    }
    var delta = translation - lastTranslation
    lastTranslation = translation
    guard delta != 0 else { return }
    if delta < 0 {
      // Finger towards the content's end: the sheet rises to its top first.
      let taken = along(parentDrag.nudge(by: delta * axis, stopAtTop: true))
      if taken != 0 { sheetMovedLast = true }
      delta -= taken
      if delta != 0 {
        nestedOffset -= delta
        sheetMovedLast = false
      }
    } else {
      // Back towards the start: the content scrolls to its top first, then the sheet follows.
      let back = min(delta, max(nestedOffset, 0))
      nestedOffset -= back
      delta -= back
      if back > 0 { sheetMovedLast = false }
      if delta > 0 {
        _ = parentDrag.nudge(by: delta * axis, stopAtTop: false)
        sheetMovedLast = true
      }
    }
    show(offset: RubberBand.clamp(nestedOffset, to: extents, dimension: dimension))
  }

  /// `velocity`: the finger's, along the axis (the content's offset moves the other way).
  private func release(velocity fingerVelocity: Double) {
    let velocity = fingerVelocity.isFinite ? fingerVelocity : 0
    if isNested, let parentDrag {
      isNested = false
      if sheetMovedLast || !parentDrag.isAtTop {
        parentDrag.release(velocity: velocity * axis)
        fling(velocity: 0)
      } else {
        parentDrag.release(velocity: .zero, nearest: true)
        fling(velocity: -velocity)
      }
      return
    }
    fling(velocity: -velocity)
  }

  /// The release of the offset with `velocity` (on screen, offset points per second).
  private func fling(velocity: Double) {
    let animator = stage.animator
    let from = offset
    if spec.paging {
      let page = dimension
      let projected = Projection.restingPoint(
        from: Vector2(x: from, y: 0), velocity: Vector2(x: velocity, y: 0)
      ).x
      let current = (from / page).rounded()
      let wanted = min(max((projected / page).rounded(), current - 1), current + 1)
      let last = (extents.upperBound / page).rounded(.down)
      let target = min(max(wanted, 0), max(last, 0)) * page
      SettleHandoff.animateCenter(
        of: content, to: restingCenter - target * axis, velocity: -velocity * axis, mode: stage.settings.mode,
        parameters: stage.settings.parameters, in: animator)
      return
    }
    let deceleration = ScrollDeceleration(
      position: from, velocity: animator.inAnimationTime(velocity), extents: extents,
      decelerationRate: spec.decelerationRate,
      bounce: ReducedSettle.edgeBounce(ScrollDeceleration.bounceSpring, for: animator.motionPreference))
    guard !deceleration.isDone(at: 0) || from != deceleration.restingPosition else { return }
    content.animateCenter(
      SceneFileOffsetAnimation(base: SimulationAnimation(deceleration), origin: restingCenter, axis: axis),
      in: animator)
  }

  /// Hides the content's sublayers that lie wholly outside the viewport along the axis, as a
  /// scroll view draws no cell that is off its bounds. Stage has no clipping, so a row partly
  /// out still shows whole: a file draws an opaque layer over the viewport's edge (the sheet's
  /// header) to cut it. Done after every frame's animations.
  func hideContentOutsideViewport() {
    let origin = content.presentation.frame.origin
    let window = along(Vector2(x: viewport.size.width, y: viewport.size.height))
    for row in content.sublayers {
      let frame = row.presentation.frame
      let start = along(frame.origin + origin)
      let end = start + along(Vector2(x: frame.width, y: frame.height))
      let outside = end <= 0 || start >= window
      if row.isHidden != outside { row.isHidden = outside }
    }
  }

  /// A wheel notch or a trackpad's delta: the content moves by it, within its extents.
  func wheel(_ delta: Vector2) {
    guard delta.isFinite else { return }
    let now = offset
    content.stopAtPresentation()
    show(offset: min(max(now + along(delta), extents.lowerBound), extents.upperBound))
  }

  func resized() {
    guard !content.isAnimating(.center), !pan.isActive else { return }
    let now = offset.isFinite ? offset : 0
    show(offset: min(max(now, extents.lowerBound), extents.upperBound))
  }
}

/// A content offset's motion as the content layer's centre: the centre at offset 0 less the
/// offset along the axis.
struct SceneFileOffsetAnimation<Base: Animation>: Animation where Base.Value == Double {
  var base: Base
  let origin: Vector2
  let axis: Vector2

  var value: Vector2 { origin - base.value * axis }
  var velocity: Vector2 { -base.velocity * axis }
  var target: Vector2 { origin - base.target * axis }
  var isFinished: Bool { base.isFinished }
  mutating func advance(by dt: Double) { base.advance(by: dt) }
}
