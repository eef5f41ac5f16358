import Motion
import Stage

extension CardScene {
  /// Seed 004's "animation to animation": a click sends the card's centre to `location` with
  /// `UIView.animate(withDuration: 1)` (ease-in-out), combined with whatever moves the card by
  /// ``retarget``:
  ///
  /// - additive: the new animation runs from the model to `location` on top of the running ones,
  ///   which go on until they end (a flight keeps spinning): no jump, and the velocity carries on;
  /// - current (`beginFromCurrentState`): the card is stopped where it is on screen, turn
  ///   included, and the new animation starts there at rest;
  /// - replace (before iOS 8): the running animations are removed, so the card jumps to its
  ///   model (where it was heading, turned as it would have ended), and the new animation starts
  ///   there.
  ///
  /// The turn stops or jumps with the centre because the card's motions (a flight's spin, a
  /// settle's turn upright) belong to the centre's: stopping one and not the other would leave a
  /// card spinning in place for bounces it no longer makes.
  func send(to location: Vector2) {
    guard case .none = hold, location.isFinite else { return }
    switch retarget {
    case .additive:
      break
    case .current:
      card.stopAtPresentation()
    case .replace:
      card.removeAllAnimations()
    }
    corner = nil
    card.animateCenterAdditively(
      TimedAnimation(from: card.center, to: location, duration: Self.clickDuration, curve: .easeInOut),
      in: animator)
    updateDecorations()
  }

  /// Space: a throw to the next slot clockwise from the one the card is in or heading to (or
  /// nearest to), with the card's current velocity, in the current mode. In dynamics mode there
  /// is no target, so the throw is the push that drifts the card there under the item
  /// behaviour's resistance r (a decay travels v / r).
  func throwToNextCorner() {
    guard case .none = hold else { return }
    let next = (corner ?? layout.nearestCorner(to: card.presentation.center)).next
    let velocity = cardVelocity
    let angularVelocity = cardAngularVelocity
    switch mode {
    case .spring, .timed:
      settle(to: next, velocity: velocity, angularVelocity: angularVelocity)
    case .dynamics:
      let onScreen = card.presentation
      card.stopAtPresentation()
      let resistance = max(parameters.dynamicsResistance, 0.1)
      let push = resistance * (layout.slotCenter(next) - onScreen.center)
      let body = DynamicItem(
        position: onScreen.center, size: onScreen.size, angle: onScreen.rotation,
        angularVelocity: animator.inAnimationTime(angularVelocity))
      // The push is in animation time already (the drift is v / r in animation seconds).
      fly(body, velocity: animator.onScreen(push))
    }
  }
}
