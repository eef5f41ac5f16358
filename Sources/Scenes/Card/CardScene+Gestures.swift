import Foundation
import Motion
import Stage

extension CardScene {
  func panChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      grab(at: pan.location, time: pan.timestamp)
    case .changed where pan.isResampled:
      show(translation: pan.translation)
    case .changed:
      drag(to: pan.location, translation: pan.translation, time: pan.timestamp)
    case .ended:
      drag(to: pan.location, translation: pan.translation, time: pan.timestamp)
      release(velocity: pan.velocity, at: pan.timestamp)
    case .cancelled:
      // The pointer was lost: no flick, settle from where the card is.
      release(velocity: .zero, at: pan.timestamp)
    case .possible, .failed:
      break
    }
  }

  /// Seed 004's "stop = copy presentation to model": the card stops where it is on screen at the
  /// instant of the press, whatever moved it.
  private func grab(at location: Vector2, time: Double) {
    card.stopAtPresentation()
    corner = nil
    wasRotatedByFingers = false
    twoFingerRelease = nil
    pointerTracker.reset()
    pointerTracker.addSample(location, at: time)
    if mode == .dynamics {
      let dynamics = CardDynamics(
        card: card.presentation, grabbedAt: location, boundary: layout.content, parameters: parameters)
      hold = .hanging(dynamics, time: time)
    } else {
      // A card caught past an edge (a spring's overshoot) is grabbed where it is: the drag
      // starts from the unbanded position that bands to it.
      let grabCenter = Vector2(
        x: RubberBand.unclamp(card.center.x, from: layout.centerRangeX, dimension: layout.size.width),
        y: RubberBand.unclamp(card.center.y, from: layout.centerRangeY, dimension: layout.size.height))
      hold = .direct(grabCenter: grabCenter)
    }
  }

  private func drag(to location: Vector2, translation: Vector2, time: Double) {
    pointerTracker.addSample(location, at: time)
    switch hold {
    case .direct:
      show(translation: translation)
    case .hanging(var dynamics, let heldSince):
      dynamics.moveAnchor(to: location)
      hold = .hanging(dynamics, time: heldSince)
    case .none:
      break
    }
  }

  /// A frame's resampled pointer (``SceneRunner``'s): a card held directly is shown there; the
  /// pointer's velocity takes no sample of it, and a card hanging in the world keeps its anchor
  /// at the real events' (the world is advanced between events, so it would carry the resampled
  /// place into the release).
  private func show(translation: Vector2) {
    guard case .direct(let grabCenter) = hold else { return }
    let wanted = grabCenter + translation
    card.center = Vector2(
      x: RubberBand.clamp(wanted.x, to: layout.centerRangeX, dimension: layout.size.width),
      y: RubberBand.clamp(wanted.y, to: layout.centerRangeY, dimension: layout.size.height))
  }

  /// The hand-off: the card leaves the pointer with the pointer's velocity (a vector), towards
  /// the slot the mode picks.
  ///
  /// A pinch and a rotation that ended at the same instant (both fingers up at once) are let go
  /// with the card: the scale springs back with the pinch's velocity, and the turn carries the
  /// rotation's (spring: to the nearest quarter turn; dynamics: the flight spins on). A card
  /// still settling its turn from a rotation that ended earlier keeps turning as it was.
  private func release(velocity: Vector2, at time: Double) {
    let fingers = takeTwoFingerRelease(at: time)
    var released: DynamicItem
    switch hold {
    case .hanging(let dynamics, _): released = dynamics.card
    case .direct, .none:
      let onScreen = card.presentation
      released = DynamicItem(
        position: card.center, size: card.size, angle: onScreen.rotation,
        angularVelocity: card.presentationAngularVelocity)
    }
    if let angularVelocity = fingers?.angularVelocity {
      released.angularVelocity = animator.inAnimationTime(angularVelocity)
    }
    hold = .none
    let from = released.position
    let onScreenAngularVelocity = animator.onScreen(released.angularVelocity)
    // The release's UIKit form belongs to this hand-off: a later Space (no release) settles
    // again but leaves it as it is, under the same `t`.
    switch mode {
    case .spring:
      // Picture in picture: the slot nearest where a scroll view's flick would end.
      let projected = Projection.restingPoint(from: from, velocity: velocity)
      lastInitialSpringVelocity = settle(
        to: layout.nearestCorner(to: projected), velocity: velocity, angularVelocity: onScreenAngularVelocity)
    case .timed:
      settle(to: layout.nearestCorner(to: from), velocity: velocity, angularVelocity: 0)
      lastInitialSpringVelocity = nil
    case .dynamics:
      fly(released, velocity: velocity)
      lastInitialSpringVelocity = nil
    }
    let scaleRelease = fingers?.scaleVelocity ?? 0
    let scaleSettle =
      fingers?.scaleVelocity != nil
      ? settleScale(velocity: scaleRelease) : animator.onScreen(card.presentationScaleVelocity)
    lastScaleHandoff = (scaleRelease, scaleSettle)
    lastAngularHandoff = (onScreenAngularVelocity, cardAngularVelocity)
    lastHandoff = Handoff(
      time: time, releaseVelocity: velocity, settleVelocity: cardVelocity, finished: true, from: from,
      target: card.center)
  }

  /// Springs (or eases, in timed mode) the card to `corner`'s slot from where it is, with
  /// `velocity` (on screen) as the spring's first velocity, and turns it upright. Returns
  /// `velocity` in UIKit's form (`initialSpringVelocity`: over the distance, per axis) for a
  /// spring, nil for a timed curve.
  @discardableResult
  func settle(to corner: CardCorner, velocity: Vector2, angularVelocity: Double) -> Vector2? {
    self.corner = corner
    let target = layout.slotCenter(corner)
    let from = card.presentation.center
    SettleHandoff.animateCenter(
      of: card, to: target, velocity: velocity, mode: mode, parameters: parameters, in: animator)
    let step = wasRotatedByFingers ? Double.pi / 2 : 2 * Double.pi
    turnUpright(angularVelocity: angularVelocity, step: step)
    guard mode == .spring else { return nil }
    return Vector2(
      x: Spring.normalizedVelocity(velocity.x, from: from.x, to: target.x),
      y: Spring.normalizedVelocity(velocity.y, from: from.y, to: target.y))
  }

  /// A card in a slot stands upright: the nearest whole turn (a quarter turn after a rotation
  /// gesture: `step`), with the same kind of animation as the centre. Once there, the angle is
  /// written as the same turn between −π and π (0 for a whole turn).
  func turnUpright(angularVelocity: Double, step: Double = 2 * Double.pi) {
    let rotation = card.presentation.rotation
    let upright = (rotation / step).rounded() * step
    // A whole turn rests at 0; a quarter turn at its angle between −π and π.
    let quarter = remainder(upright, 2 * Double.pi)
    let rested = step == 2 * Double.pi || abs(quarter) < 1e-9 ? 0 : quarter
    guard
      abs(rotation - upright) > Self.rotationRest.distance
        || abs(angularVelocity) > Self.rotationRest.velocity
    else {
      card.removeAnimation(.rotation)
      card.rotation = rested
      return
    }
    let completion: (Bool) -> Void = { [weak card] finished in if finished { card?.rotation = rested } }
    // Reduced motion: the spring's twin (docs/reduced-motion.md); a monotone timed curve is its own.
    if animator.motionPreference == .reduced
      && (mode != .timed || !ReducedSettle.keepsCurve(parameters.timedCurve))
    {
      card.animateRotation(
        ReducedAxisSettle.animation(
          from: rotation, velocity: animator.inAnimationTime(angularVelocity), to: upright,
          tolerance: Self.rotationRest),
        in: animator, completion: completion)
      return
    }
    switch mode {
    case .timed:
      card.animateRotation(
        TimedAnimation(
          from: rotation, to: upright, duration: parameters.timedDuration, curve: parameters.timedCurve),
        in: animator, completion: completion)
    case .spring, .dynamics:
      card.animateRotation(
        SpringAnimation(
          from: rotation, to: upright, velocity: animator.inAnimationTime(angularVelocity),
          parameters: parameters.spring, tolerance: Self.rotationRest),
        in: animator, completion: completion)
    }
  }

  /// Seed 004's `UIDynamicItemBehavior`: no target; the card leaves with `velocity` (on screen)
  /// and its own turning rate, decays, spins down and bounces off the content area's edges.
  func fly(_ body: DynamicItem, velocity: Vector2) {
    corner = nil
    let flight = CardDynamics.flight(
      of: body, velocity: animator.inAnimationTime(velocity), boundary: layout.content,
      parameters: parameters)
    card.center = body.position
    card.rotation = body.angle
    card.animateCenter(flight.center, in: animator)
    card.animateRotation(flight.angle, in: animator)
  }
}
