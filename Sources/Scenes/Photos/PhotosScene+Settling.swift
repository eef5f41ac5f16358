import Foundation
import Motion
import Stage

/// Every call the photos scene makes into Stage's settling and transitions (the rubber band,
/// the percent-driven interaction) and into Motion's settling physics, in one place: the
/// viewer's settle after a release or a double tap, the open, the dismissal and its completion,
/// and the conversions to and from slow motion's animation time.
extension PhotosScene: PercentDrivenTransitionContext {
  static let settleKey: AnimationKey = "photos.settle"
  static let carryKey: AnimationKey = "photos.carry"
  /// The rubber band's dimension on the log of the zoom: pinched to 6× it shows about 4.8×.
  static let zoomBandDimension = 1.0
  /// The turn's rest thresholds: 0.001 rad and 0.01 rad/s.
  static let turnTolerance = Tolerance(distance: 0.001, velocity: 0.01)
  /// The zoom coasts briefly: UIScrollView's fast rate (0.99 per ms, τ = 0.1 s), and in the
  /// dynamics world the matching resistance, 10 per second. A pinch let go at 2× per second
  /// from 1.5× goes on to about 1.7×, not to 3× as a scroll's 0.998 would carry it.
  static let zoomResistance = 10.0
  /// The zoom's log runs in thousandths (``Scaled``).
  static let logZoomFactor = 1000.0
  /// How many times the percent's own speed (in the span's points) a photo let go mid-dismissal
  /// may go to its end: the drags and pinches of the demos go up to 1.4 times.
  static let largestCompletionSpeedUp = 2.0
  /// The percent a completion starts at least this far from its end, so a photo held at open
  /// (or closed) but moved off its place still has a percent to be carried back by.
  static let completionLeeway = 1e-4

  // MARK: Rubber bands

  /// The zoom shown for the fingers' `raw` zoom: UIScrollView's band on its log past the ends
  /// of `range`.
  func bandedZoom(_ raw: Double, in range: ClosedRange<Double>) -> Double {
    exp(RubberBand.clamp(log(max(raw, 1e-9)), to: Self.logRange(range), dimension: Self.zoomBandDimension))
  }

  func unbandedZoom(_ zoom: Double, in range: ClosedRange<Double>) -> Double {
    exp(
      RubberBand.unclamp(log(max(zoom, 1e-9)), from: Self.logRange(range), dimension: Self.zoomBandDimension))
  }

  /// d(log shown)/d(log raw) at `raw`: 1 inside the range, the band's slope past it.
  func zoomBandSlope(_ raw: Double, in range: ClosedRange<Double>) -> Double {
    let range = Self.logRange(range)
    let value = log(max(raw, 1e-9))
    let overshoot =
      value > range.upperBound
      ? value - range.upperBound : value < range.lowerBound ? value - range.lowerBound : 0
    return overshoot == 0 ? 1 : RubberBand.slope(atOvershoot: overshoot, dimension: Self.zoomBandDimension)
  }

  private static func logRange(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    log(max(range.lowerBound, 1e-9))...log(max(range.upperBound, 1e-9))
  }

  /// A one-finger pan's centre, banded past where the photo may rest (the window's size on
  /// each axis, as UIScrollView's).
  func bandedCenter(_ wanted: Vector2, zoom: Double, angle: Double) -> Vector2 {
    let range = layout.centerRange(zoom: zoom, angle: angle)
    return Vector2(
      x: RubberBand.clamp(wanted.x, to: range.x, dimension: layout.size.width),
      y: RubberBand.clamp(wanted.y, to: range.y, dimension: layout.size.height))
  }

  func unbandedCenter(_ center: Vector2, zoom: Double, angle: Double) -> Vector2 {
    let range = layout.centerRange(zoom: zoom, angle: angle)
    return Vector2(
      x: RubberBand.unclamp(center.x, from: range.x, dimension: layout.size.width),
      y: RubberBand.unclamp(center.y, from: range.y, dimension: layout.size.height))
  }

  // MARK: The viewer's settle

  /// The photo let go in the viewer with the centroid's `velocity`, the zoom's and the turn's
  /// (on screen; nil where no pinch or rotation ended with the pan), about `anchor`.
  func releaseViewer(
    velocity: Vector2, zoomVelocity: Double?, angularVelocity: Double?, anchor: Vector2, at time: Double
  ) {
    let start = geometry
    let v = animator.inAnimationTime(velocity.isFinite ? velocity : .zero)
    let zoomRate = (zoomVelocity ?? 0).isFinite ? animator.inAnimationTime(zoomVelocity ?? 0) : 0
    let turnRate = (angularVelocity ?? 0).isFinite ? animator.inAnimationTime(angularVelocity ?? 0) : 0
    let angle = turnMotion(from: start.angle, velocity: turnRate)
    // The zoom relative to the fit the hold began at, and to the fit where the turn ends.
    let fit = (start: holdFit, end: layout.fitZoom(angle: angle.endPosition ?? start.angle))
    let logZoom = zoomMotion(
      from: log(start.zoom / fit.start), velocity: zoomRate / start.zoom, range: PhotosLayout.zoomRange)
    let settle = PhotoSettle(logZoom: logZoom, fit: fit, angle: angle, start: start, anchor: anchor) {
      panStart in
      self.panMotion(
        from: panStart, velocity: v, zoom: exp(logZoom.endPosition ?? 0) * fit.end,
        angle: angle.endPosition ?? 0)
    }
    run(settle)
    let first = settle.velocity(at: 0)
    lastHandoff = Handoff(
      time: time, releaseVelocity: velocity, settleVelocity: animator.onScreen(first.center), finished: true,
      from: start.center, target: settle.end.center)
    lastScaleHandoff = (zoomVelocity ?? 0, animator.onScreen(first.zoom))
    lastAngularHandoff = (angularVelocity ?? 0, animator.onScreen(first.angle))
  }

  /// A double tap: 2.5× about `point` (it stays where it is, then the photo is brought inside
  /// its edges), or back to fit when zoomed in.
  func doubleTap(at point: Vector2) {
    stopSettle()
    let start = geometry
    let angle = turnMotion(from: start.angle, velocity: 0)
    let fit = layout.fitZoom(angle: angle.endPosition ?? start.angle)
    let zoomedIn = start.zoom > fit + 1e-3
    let target = zoomedIn ? 1 : Self.doubleTapZoom
    let fine = Self.logZoomFactor
    let logZoom = Scaled(
      inner: goTo(
        from: fine * log(start.zoom / fit), to: fine * log(target),
        tolerance: ScrollDeceleration.bounceTolerance),
      factor: fine)
    let anchor = zoomedIn ? start.center : point
    let settle = PhotoSettle(logZoom: logZoom, fit: (fit, fit), angle: angle, start: start, anchor: anchor) {
      panStart in
      self.panMotion(from: panStart, velocity: .zero, zoom: target * fit, angle: angle.endPosition ?? 0)
    }
    // Under reduced motion a zoom no finger drives is a cross-fade (docs/reduced-motion.md).
    if motion == .reduced {
      var end = settle.end
      end.angle = Self.restingAngle(end.angle)
      crossFadeZoom(to: end)
      return
    }
    run(settle)
  }

  /// The zoom's motion in log space from `from` at `velocity` (per animation second): spring,
  /// the scroll scene's deceleration with its bounce at 1× and 4×; dynamics, a free item slowed by
  /// its resistance and stopped by the limits, or attached to the limit it was let go past;
  /// timed, the goop to the nearest limit.
  private func zoomMotion(from: Double, velocity: Double, range: ClosedRange<Double>) -> any Simulation<
    Double
  > {
    let fine = Self.logZoomFactor
    let extents = fine * log(range.lowerBound)...fine * log(range.upperBound)
    let motion = scrollMotion(
      from: fine * from, velocity: fine * velocity, extents: extents,
      tolerance: ScrollDeceleration.bounceTolerance,
      decelerationRate: DecayAnimation<Double>.fastDecelerationRate, resistance: Self.zoomResistance)
    return Scaled(inner: motion, factor: fine)
  }

  /// The pan's motion of the centre from `panStart` (where the zoom and the turn alone would
  /// leave it) with `velocity`, into where a photo at `zoom` and `angle` may rest.
  func panMotion(from panStart: Vector2, velocity: Vector2, zoom: Double, angle: Double)
    -> (x: any Simulation<Double>, y: any Simulation<Double>)
  {
    let range = layout.centerRange(zoom: zoom, angle: angle)
    let tolerance = ScrollDeceleration.bounceTolerance
    return (
      scrollMotion(from: panStart.x, velocity: velocity.x, extents: range.x, tolerance: tolerance),
      scrollMotion(from: panStart.y, velocity: velocity.y, extents: range.y, tolerance: tolerance)
    )
  }

  /// The scroll scene's physics on one axis, in the scene's mode.
  private func scrollMotion(
    from: Double, velocity: Double, extents: ClosedRange<Double>, tolerance: Tolerance,
    decelerationRate: Double = DecayAnimation<Double>.normalDecelerationRate, resistance: Double? = nil
  ) -> any Simulation<Double> {
    switch mode {
    case .spring:
      return ScrollDeceleration(
        position: from, velocity: velocity, extents: extents, decelerationRate: decelerationRate)
    case .dynamics:
      let outside = from < extents.lowerBound || from > extents.upperBound
      if outside {
        let end = min(max(from, extents.lowerBound), extents.upperBound)
        let attachment =
          (try? Spring.validated(
            frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping))
          ?? ScrollDeceleration.bounceSpring
        return spring(attachment, from: from, to: end, velocity: velocity, tolerance: tolerance)
      }
      let drag = exp(-max(resistance ?? parameters.dynamicsResistance, 0.1))
      guard
        let friction = try? FrictionSimulation(
          drag: drag, position: from, velocity: velocity, tolerance: tolerance)
      else { return Stay(value: from) }
      return Walled(inner: friction, extents: extents)
    case .timed:
      return goTo(
        from: from, to: min(max(from, extents.lowerBound), extents.upperBound), tolerance: tolerance)
    }
  }

  /// The turn from `from` at `velocity`: spring, to the nearest quarter turn; dynamics, spinning
  /// on and decaying onto the quarter turn nearest where its angular resistance would stop it
  /// (a spring when that turn is behind it); timed, the goop.
  private func turnMotion(from: Double, velocity: Double) -> any Simulation<Double> {
    let quarter = Double.pi / 2
    let nearest = PhotoGeometry.nearest(from, step: quarter)
    switch mode {
    case .spring:
      return spring(
        parameters.spring, from: from, to: nearest, velocity: velocity, tolerance: Self.turnTolerance)
    case .dynamics:
      let timeConstant = 1 / Self.angularResistance
      let target = PhotoGeometry.nearest(from + velocity * timeConstant, step: quarter)
      if let spin = QuarterTurnDecay(
        from: from, velocity: velocity, target: target, longest: 3 * timeConstant)
      {
        return spin
      }
      return spring(
        parameters.spring, from: from, to: target, velocity: velocity, tolerance: Self.turnTolerance)
    case .timed:
      return goTo(from: from, to: nearest, tolerance: Self.turnTolerance)
    }
  }

  /// The dynamics mode's angular resistance, per second.
  static let angularResistance = 4.0

  /// From `from` to `to` at rest, in the mode's way (a double tap, the goop).
  private func goTo(from: Double, to: Double, tolerance: Tolerance) -> any Simulation<Double> {
    switch mode {
    case .spring:
      return spring(parameters.spring, from: from, to: to, velocity: 0, tolerance: tolerance)
    case .dynamics:
      let attachment =
        (try? Spring.validated(
          frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping))
        ?? parameters.spring
      return spring(attachment, from: from, to: to, velocity: 0, tolerance: tolerance)
    case .timed:
      return TimedAnimation(
        from: from, to: to, duration: parameters.timedDuration, curve: parameters.timedCurve)
    }
  }

  private func spring(
    _ parameters: Spring, from: Double, to: Double, velocity: Double, tolerance: Tolerance
  ) -> any Simulation<Double> {
    // Reduced motion: the twin of every spring here, to the same end (docs/reduced-motion.md).
    if motion == .reduced {
      return ReducedAxisSettle(from: from, velocity: velocity, to: to, tolerance: tolerance)
    }
    return
      (try? SpringSimulation(
        parameters: parameters, from: from, to: to, velocity: velocity, tolerance: tolerance, snapToEnd: true))
      ?? Stay(value: to)
  }

  /// Runs `settle` on the animator (a clock the settle is evaluated at).
  private func run(_ settle: PhotoSettle) {
    self.settle = settle
    settleElapsed = 0
    geometry = settle.geometry(at: 0)
    animator.add(
      SettleClock(isDone: { settle.isDone(at: $0) }), forKey: Self.settleKey,
      onUpdate: { [unowned self] elapsed, _ in
        self.settleElapsed = elapsed
        self.geometry = settle.geometry(at: elapsed)
      },
      completion: { [unowned self] finished in
        guard finished else { return }
        self.geometry = settle.end
        self.geometry.angle = Self.restingAngle(settle.end.angle)
        self.settle = nil
      })
  }

  /// A quarter turn is written between −π and π once at rest.
  static func restingAngle(_ angle: Double) -> Double {
    let wrapped = remainder(angle, 2 * Double.pi)
    return abs(wrapped) < 1e-9 ? 0 : wrapped
  }

  /// Stops the settle where it is (the press's instant: the scene advanced to it first).
  func stopSettle() {
    stopZoomFade()
    guard settle != nil else { return }
    animator.removeAnimation(forKey: Self.settleKey)
    settle = nil
  }

  // MARK: The open and the dismissal

  /// The percent-driven interaction the open and the dismissal run on.
  static func makeInteraction(animator: Animator) -> PercentDrivenInteraction {
    PercentDrivenInteraction(animator: animator, key: "photos.transition")
  }

  /// What the transition is doing, as the rest of the scene reads it.
  enum TransitionState: Equatable {
    case idle
    /// The fingers hold it.
    case held
    /// It animates towards open (`true`) or towards the cell.
    case running(towardsOpen: Bool)
  }

  var transitionState: TransitionState {
    switch interaction.state {
    case .idle: .idle
    case .interactive: .held
    case .animating, .completing: .running(towardsOpen: interaction.target != 0)
    }
  }

  /// The transition's percent (how far open) while one runs or is held.
  var transitionPercent: Double { interaction.percentComplete }

  /// A press caught the transition: it stops where it is and becomes interactive.
  func pauseTransition() {
    interaction.pause()
    stopCarry()
  }

  /// The fingers moved the held transition to `percent`.
  func updateTransition(_ percent: Double) { interaction.update(percent) }

  /// Grows photo `index` from its cell, in the mode's way.
  func open(_ index: Int) {
    openIndex = index
    lastTap = nil
    makePhotoLayer(index)
    configureInteraction(span: layout.pinchSpan)
    pivot = (layout.thumbnail(index), 0)
    geometry = layout.thumbnail(index)
    interaction.start(self, at: 0)
    // Under reduced motion a tap's opening is a cross-fade (docs/reduced-motion.md, rule 5).
    if !interaction.fade(to: 1) { interaction.finish(velocity: 0) }
  }

  /// Space on an open photo: back to its thumbnail.
  func close() {
    stopSettle()
    configureInteraction(span: layout.pinchSpan)
    pivot = (geometry, 1)
    interaction.start(self, at: 1)
    if !interaction.fade(to: 0) { interaction.cancel(velocity: 0) }
  }

  /// The dismissal begins under the fingers, held at open.
  func startDismissal(span: Double) {
    stopSettle()
    stopCarry()
    configureInteraction(span: span)
    pivot = nil
    interaction.start(self, at: percent)
  }

  private func configureInteraction(span: Double) {
    interaction.span = span
    interaction.mode = mode
    interaction.parameters = parameters
    interaction.duration = parameters.timedDuration
    interaction.completionCurve = parameters.timedCurve
    interaction.completionSpeed = 1
    interaction.itemSize = layout.fitSize
  }

  /// A pinch let the dismissal go: by the zoom's velocity past ±0.5 per second, else by the
  /// percent; the completion starts with the pinch's velocity as the photo's width in points.
  func releaseDismissal(pinchVelocity: Double, velocity: Vector2, at time: Double) {
    interaction.span = layout.pinchSpan
    let closes =
      abs(pinchVelocity) > Self.pinchDecisionSpeed ? pinchVelocity < 0 : interaction.percentComplete < 0.5
    complete(closes: closes, velocity: pinchVelocity * layout.fitSize.width, release: velocity, at: time)
    lastScaleHandoff = (pinchVelocity, zoomRate(at: time).zoom)
  }

  /// A drag let the dismissal go: by vy past 100 pt/s, else by the percent; the completion
  /// starts with vy (a drag down closes: the percent falls).
  func releaseDismissal(dragVelocity velocity: Vector2, at time: Double) {
    interaction.span = layout.dragSpan
    let vy = velocity.y.isFinite ? velocity.y : 0
    let closes = abs(vy) > Self.dragDecisionSpeed ? vy > 0 : interaction.percentComplete < 0.5
    complete(closes: closes, velocity: -vy, release: velocity, drawn: dragDismissVelocity(velocity), at: time)
    lastScaleHandoff = (0, zoomRate(at: time).zoom)
  }

  /// Finishes (back open) or closes with `velocity` (point-equivalent units on screen, the open
  /// direction positive).
  private func complete(
    closes: Bool, velocity: Double, release: Vector2, drawn: Vector2? = nil, at time: Double
  ) {
    configureInteraction(span: interaction.span)
    let from = geometry.center
    // The photo's way to its end can be longer than the percent's part of the span (a drag
    // sideways or up moves the photo; only a drag down moves the percent), even with no percent
    // left (held at open). The percent-driven completion carries the photo along by the percent:
    // over the sliver left it would cover its whole way within a frame (2.5 million pt/s from
    // 0.9998 open and 280 pt off centre), with none left it would jump at the end. So the percent
    // starts a hair from its end, and the span (and, timed, the completion speed) grows until
    // the photo goes at most `largestCompletionSpeedUp` times the percent's own speed.
    let travel = from.distance(to: transitionEnd(closing: closes).center)
    if travel.isFinite, travel > 0.5 {
      let percent = interaction.percentComplete
      if !closes && percent > 1 - Self.completionLeeway { interaction.update(1 - Self.completionLeeway) }
      if closes && percent < Self.completionLeeway { interaction.update(Self.completionLeeway) }
    }
    pivot = (geometry, interaction.percentComplete)
    let remaining = closes ? interaction.percentComplete : 1 - interaction.percentComplete
    if travel.isFinite, remaining > 0, travel > Self.largestCompletionSpeedUp * remaining * interaction.span {
      let span = travel / (Self.largestCompletionSpeedUp * remaining)
      interaction.completionSpeed = interaction.span / span
      interaction.span = span
    }
    if closes {
      interaction.cancel(velocity: velocity)
    } else {
      interaction.finish(velocity: velocity)
    }
    if let drawn { startCarry(owing: drawn - zoomRate(at: time).center) }
    let first = zoomRate(at: time)
    lastHandoff = Handoff(
      time: time, releaseVelocity: release, settleVelocity: first.center, finished: closes, from: from,
      target: transitionEnd(closing: closes).center)
    lastAngularHandoff = (0, first.angle)
  }

  /// Where the transition ends: the fitted photo (upright, the nearest whole turn) or its cell.
  func transitionEnd(closing: Bool) -> PhotoGeometry {
    let angle = pivot?.geometry.angle ?? geometry.angle
    guard closing, let openIndex else {
      return layout.fitted(angle: PhotoGeometry.nearest(angle, step: Double.pi / 2))
    }
    return layout.thumbnail(openIndex, turns: (angle / (2 * Double.pi)).rounded())
  }

  /// The photo at transition `percent`: from its cell to the pivot below the pivot's percent,
  /// from the pivot to the fitted photo above it.
  func transitionGeometry(_ percent: Double) -> PhotoGeometry {
    guard let pivot, openIndex != nil else { return geometry }
    if percent >= pivot.percent {
      guard pivot.percent < 1 else { return pivot.geometry }
      return pivot.geometry.interpolated(
        to: transitionEnd(closing: false), by: (percent - pivot.percent) / (1 - pivot.percent))
    }
    guard pivot.percent > 0 else { return pivot.geometry }
    return transitionEnd(closing: true).interpolated(to: pivot.geometry, by: percent / pivot.percent)
  }

  /// d(geometry)/d(percent) where the transition is now, heading at `rate`: at the pivot itself,
  /// the side the percent moves into (a closing's first instant heads for the cell).
  private func transitionSlope(_ percent: Double, rate: Double) -> PhotoGeometry? {
    guard let pivot, openIndex != nil else { return nil }
    let (from, to, width): (PhotoGeometry, PhotoGeometry, Double) =
      percent > pivot.percent || (percent == pivot.percent && rate >= 0)
      ? (pivot.geometry, transitionEnd(closing: false), 1 - pivot.percent)
      : (transitionEnd(closing: true), pivot.geometry, pivot.percent)
    guard width > 0 else { return nil }
    return PhotoGeometry(
      center: (1 / width) * (to.center - from.center), zoom: (to.zoom - from.zoom) / width,
      angle: (to.angle - from.angle) / width)
  }

  public func updateInteractiveTransition(_ percent: Double) {
    guard interaction.state != .interactive else { return }
    // A cross-fade keeps the photo where it is open: its opacity is the percent (updateLayers).
    geometry = transitionGeometry(transitionFades ? 1 : percent)
    if let carry, !transitionFades { geometry.center = geometry.center + carry.offset }
  }

  /// Reduced motion: the opening (or closing) is a cross-fade, the photo open where it rests.
  public func startFade() -> Bool {
    transitionFades = true
    geometry = transitionGeometry(1)
    return true
  }

  /// A press took the fading photo: it is where it was seen, open (percent 1), and opaque.
  public func stopFade(at percent: Double) -> Double {
    guard transitionFades else { return percent }
    transitionFades = false
    geometry = transitionGeometry(1)
    return 1
  }

  public func finishInteractiveTransition() {}
  public func cancelInteractiveTransition() {}

  public func completeTransition(_ didComplete: Bool) {
    transitionFades = false
    stopCarry()
    if didComplete {
      geometry = transitionEnd(closing: false)
      geometry.angle = Self.restingAngle(geometry.angle)
    } else {
      photoLayer?.removeFromSuperlayer()
      photoLayer = nil
      openIndex = nil
    }
    pivot = nil
    updateLayers()
  }

  // MARK: Velocities on screen

  /// The photo's centre, zoom and turn rates on screen now.
  func zoomRate(at time: Double) -> (center: Vector2, zoom: Double, angle: Double) {
    switch hold {
    case .view, .undecided, .dragDismiss, .pinchDismiss:
      let turn = base.usesRotation ? rotate.velocity(at: time) : 0
      return (hold == .undecided ? .zero : pan.velocity(at: time), zoomVelocity(at: time), turn)
    case .none:
      break
    }
    if interaction.state == .animating || interaction.state == .completing {
      let rate = interaction.velocity / interaction.span
      if let slope = transitionSlope(interaction.percentComplete, rate: rate) {
        let carried = carry.map { animator.onScreen($0.velocity) } ?? .zero
        return (rate * slope.center + carried, rate * slope.zoom, rate * slope.angle)
      }
    }
    if let settle {
      let rates = settle.velocity(at: settleElapsed)
      return (animator.onScreen(rates.center), animator.onScreen(rates.zoom), animator.onScreen(rates.angle))
    }
    return (.zero, 0, 0)
  }
}

// MARK: The carry

extension PhotosScene {
  /// The photo's velocity on screen while a drag held the dismissal at the hand's `velocity`:
  /// the finger's, plus the shrink about the finger as the percent falls (``dismissing()``,
  /// differentiated; the shrink stands still where the percent is pinned at 0 or 1).
  func dragDismissVelocity(_ velocity: Vector2) -> Vector2 {
    let percent = base.percent - (heldPoint - base.anchor).y / layout.dragSpan
    guard velocity.isFinite, percent > 0, percent < 1 else { return velocity.isFinite ? velocity : .zero }
    let shrinkRate = -Self.dragShrink * velocity.y / layout.dragSpan
    return velocity + shrinkRate * (base.geometry.center - base.pivot)
  }

  /// The completion starts owing the hand `velocity` (on screen): drawn as ``CompletionCarry``.
  /// Not in timed mode, whose completion sets off from rest whatever the hand did (seed 001's
  /// UIKit before springs, kept to compare with), nor under reduced motion.
  func startCarry(owing velocity: Vector2) {
    stopCarry()
    guard mode != .timed, motion != .reduced, !transitionFades,
      let carry = CompletionCarry(velocity: animator.inAnimationTime(velocity))
    else { return }
    self.carry = carry
    animator.add(
      SettleClock(isDone: { carry.isDone(at: $0) }), forKey: Self.carryKey,
      onUpdate: { [unowned self] elapsed, _ in
        self.carry?.elapsed = elapsed
        // The transition's own update may come before or after this one in a frame: whichever
        // is last draws the photo from both.
        self.updateInteractiveTransition(self.interaction.percentComplete)
      },
      completion: { [unowned self] finished in
        guard finished else { return }
        self.carry = nil
        self.updateInteractiveTransition(self.interaction.percentComplete)
      })
  }

  func stopCarry() {
    guard carry != nil else { return }
    animator.removeAnimation(forKey: Self.carryKey)
    carry = nil
  }
}
