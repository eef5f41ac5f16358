import Motion
import Stage

/// Pointer, wheel and keys, each applied at its own timestamp: the loop has advanced the
/// animations to that instant (``Scene/deliver(_:)-(PointerEvent)``), so a press stops the
/// content where it was then.
extension ScrollScene {
  public func handle(_ event: PointerEvent) {
    guard event.isFinite else { return }
    if event.kind == .down {
      pressBecameDrag = false
      dragAxis = nil
      // On iOS the first touch on a moving list only stops it.
      pressStoppedMotion = isMoving && !pan.isActive
      if pressStoppedMotion { stopAll() }
    }
    pan.handle(event)
    tap.handle(event)
    if event.kind == .up || event.kind == .cancel {
      // A press that stopped the content past an end and let go without dragging: back to it.
      if !pressBecameDrag { settleIfOutside() }
    }
    updateRest(at: animator.now)
    layoutContent()
  }

  /// Stops the list and the strip where they are now (presentation is the model here: the
  /// offsets are what is drawn).
  func stopAll() {
    stopList()
    stopStrip()
    wheelRaw = nil
    lastPreciseTime = nil
  }

  func stopList() {
    animator.removeAnimation(forKey: Self.listKey)
    listAnimating = false
    velocity.y = 0
    phase = .idle
  }

  func stopStrip() {
    animator.removeAnimation(forKey: Self.stripKey)
    velocity.x = 0
    stripPhase = .idle
  }

  /// Springs back whichever offset was left past an end (a press that stopped a bounce).
  func settleIfOutside() {
    if !listAnimating, Self.overshoot(offset.y, listExtents) > 0, phase != .tracking {
      releaseList(velocity: 0)
    }
    // The strip rests only on a page: one stopped between pages goes to the nearest.
    if stripPhase == .idle, dragAxis != .strip, offset.x != Double(page) * pageWidth {
      settleStrip(velocity: 0)
    }
  }

  // MARK: Drag

  func panChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      pressBecameDrag = true
      lastPreciseTime = nil
      wheelRaw = nil
      let sideways = abs(pan.translation.x) > abs(pan.translation.y)
      dragAxis = sideways && stripContains(pan.startLocation) ? .strip : .list
      dragStart = pan.location
      let pressed = root.hitTest(pan.startLocation)
      grabbedLayer = dragAxis == .strip ? cardLayers.first { $0 === pressed } : contentAnchor
      if dragAxis == .strip {
        stopStrip()
        grabRaw = Self.unband(offset.x, stripExtents, dimension: pageWidth)
        stripPhase = .tracking
      } else {
        stopList()
        grabRaw = Self.unband(offset.y, listExtents, dimension: viewportHeight)
        phase = .tracking
      }
      track(pan)
    case .changed:
      track(pan)
    case .ended:
      track(pan)
      release(pan)
    case .cancelled:
      track(pan)
      if dragAxis == .strip { settleStrip(velocity: 0) } else { releaseList(velocity: 0) }
      dragAxis = nil
    case .possible, .failed:
      break
    }
  }

  /// The banded offset's unbanded source: where the pointer would have to put the content for
  /// the band to show `value` (exact inverse of UIScrollView's formula).
  static func unband(_ value: Double, _ range: ClosedRange<Double>, dimension: Double) -> Double {
    if value < range.lowerBound {
      return range.lowerBound
        + RubberBand.overshoot(forOffset: value - range.lowerBound, dimension: dimension)
    }
    if value > range.upperBound {
      return range.upperBound
        + RubberBand.overshoot(forOffset: value - range.upperBound, dimension: dimension)
    }
    return value
  }

  /// 1:1 with the pointer from where the drag began, banded past the ends.
  private func track(_ pan: PanGestureRecognizer) {
    let moved = pan.location - dragStart
    if dragAxis == .strip {
      dragRaw = grabRaw - moved.x
      offset.x = RubberBand.clamp(dragRaw, to: stripExtents, dimension: pageWidth)
      velocity.x = -slope(dragRaw, stripExtents, pageWidth) * pan.velocity.x
    } else {
      dragRaw = grabRaw - moved.y
      offset.y = RubberBand.clamp(dragRaw, to: listExtents, dimension: viewportHeight)
      velocity.y = -slope(dragRaw, listExtents, viewportHeight) * pan.velocity.y
    }
    if !velocity.isFinite { velocity = .zero }
  }

  /// How far the content moves per point of pointer travel at `raw` (1 inside, less banded).
  func slope(_ raw: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
    let over = Self.overshoot(raw, range)
    return over > 0 ? RubberBand.slope(atOvershoot: over, dimension: dimension) : 1
  }

  private func release(_ pan: PanGestureRecognizer) {
    if dragAxis == .strip {
      settleStrip(velocity: velocity.x)
    } else {
      releaseList(velocity: velocity.y, pointerVelocity: -pan.velocity.y)
    }
    dragAxis = nil
  }

  // MARK: Tap

  func tapped(at location: Vector2) {
    guard !pressBecameDrag, !pressStoppedMotion else { return }
    let y = location.y - Navbar.height + offset.y
    guard let row = content.row(at: y) else { return }
    selected = row
  }

  // MARK: Wheel and trackpad

  public func handle(_ scroll: ScrollEvent) {
    guard scroll.isFinite, !pan.isActive else { return }
    // A vertical wheel moves the list; Shift turns it sideways (the strip, if over it).
    let delta = scroll.modifiers.contains(.shift) ? Vector2(x: scroll.delta.y, y: 0) : scroll.delta
    if abs(delta.x) > abs(delta.y) && stripContains(scroll.location) {
      scrollStrip(by: delta.x)
    } else if scroll.isPrecise {
      preciseScroll(by: delta.y, at: scroll.timestamp)
    } else {
      notch(by: delta.y)
    }
    updateRest(at: animator.now)
    layoutContent()
  }

  /// A notch: the running target moves on by `delta` and the spring is retargeted, keeping its
  /// velocity, so quick notches add up with no jump. Past an end the target is banded; once
  /// there, the content bounces back.
  private func notch(by delta: Double) {
    lastPreciseTime = nil
    let base = wheelRaw ?? Self.unband(offset.y, listExtents, dimension: viewportHeight)
    let raw = base + delta
    wheelRaw = raw
    let target = RubberBand.clamp(raw, to: listExtents, dimension: viewportHeight)
    if var spring = animator.animation(forKey: Self.listKey, as: SpringAnimation<Double>.self),
      phase == .wheel
    {
      spring.retarget(to: target)
      runList(spring, phase: .wheel, onRest: wheelRested)
    } else {
      let spring = SpringAnimation(
        from: offset.y, to: target, velocity: animator.inAnimationTime(velocity.y),
        parameters: Self.wheelSpring,
        tolerance: Self.springRest)
      runList(spring, phase: .wheel, onRest: wheelRested)
    }
  }

  /// The notches' spring came to rest: past an end, bounce back.
  private func wheelRested() {
    wheelRaw = nil
    if Self.overshoot(offset.y, listExtents) > 0 { releaseList(velocity: 0) }
  }

  /// A trackpad delta: 1:1 (banded past an end), and from the delta's instant the content
  /// coasts on with the deltas' velocity, so when they stop the momentum is already running
  /// (no pause, no jump); the next delta puts the content where the fingers say.
  private func preciseScroll(by delta: Double, at time: Double) {
    wheelRaw = nil
    if lastPreciseTime == nil || phase != .wheel {
      preciseTracker.reset()
      preciseRaw = Self.unband(offset.y, listExtents, dimension: viewportHeight)
    }
    preciseRaw += delta
    preciseTracker.addSample(Vector2(x: 0, y: preciseRaw), at: time)
    stopList()
    offset.y = RubberBand.clamp(preciseRaw, to: listExtents, dimension: viewportHeight)
    let rawVelocity = preciseTracker.velocity(at: time).y
    let coast = slope(preciseRaw, listExtents, viewportHeight) * (rawVelocity.isFinite ? rawVelocity : 0)
    releaseList(velocity: coast, recordsHandoff: false)
    lastPreciseTime = time
    phase = .wheel
  }

  /// Called before every advance: ``preciseGap`` after the last trackpad delta the deltas
  /// count as stopped and the coast that began at it is the momentum.
  func startMomentumIfDue(before time: Double) {
    guard let last = lastPreciseTime, time >= last + Self.preciseGap else { return }
    lastPreciseTime = nil
  }

  /// A sideways wheel over the strip: it moves by whole pages.
  private func scrollStrip(by delta: Double) {
    guard delta != 0 else { return }
    page = min(max(page + (delta > 0 ? 1 : -1), 0), Self.pageCount - 1)
    settleStrip(toPage: page, velocity: velocity.x)
  }

  // MARK: Keys

  /// After a key's action: the rest and the visible rows follow.
  func afterKey() {
    updateRest(at: animator.now)
    layoutContent()
  }

  /// F: UIScrollView's normal and fast deceleration rates, in turn.
  func toggleDecelerationRate() {
    decelerationRate =
      decelerationRate == DecayAnimation<Double>.normalDecelerationRate
      ? DecayAnimation<Double>.fastDecelerationRate : DecayAnimation<Double>.normalDecelerationRate
  }

  /// Space: a page on from where the list is going (a second Space adds to the first).
  func pageList(by distance: Double) {
    let from =
      phase == .paging
      ? (animator.animation(forKey: Self.listKey, as: SpringAnimation<Double>.self)?.target ?? offset.y)
      : offset.y
    scrollList(to: min(max(from + distance, listExtents.lowerBound), listExtents.upperBound))
  }

  /// Home, End and Space: a spring to `target` from where the list is, with the velocity it has
  /// (retargeted if one is running, so it is interruptible and never jumps).
  func scrollList(to target: Double) {
    guard !pan.isActive else { return }
    lastPreciseTime = nil
    wheelRaw = nil
    if var spring = animator.animation(forKey: Self.listKey, as: SpringAnimation<Double>.self),
      phase == .paging
    {
      spring.retarget(to: target)
      runList(spring, phase: .paging)
    } else {
      let spring = SpringAnimation(
        from: offset.y, to: target, velocity: animator.inAnimationTime(velocity.y),
        parameters: parameters.spring,
        tolerance: Self.springRest)
      runList(spring, phase: .paging)
    }
  }
}
