import Foundation
import Motion
import Stage

/// What a pinch and a rotation leave when they end: their velocities at that instant.
struct TwoFingerRelease {
  var time: Double
  /// Scale per second (nil: no pinch ended).
  var scaleVelocity: Double?
  /// Radians per second (nil: no rotation ended).
  var angularVelocity: Double?
}

extension CardScene {
  /// Seed 004's other two gestures on the card: pinch and rotation, recognized together with
  /// the pan while the card is held (the pan has it: a second finger anywhere joins), declared
  /// in the arena rather than arbitrated by hand.
  func installTwoFingerGestures() {
    for recognizer: any GestureRecognizer in [pan, tap, pinch, rotate] {
      arena.attach(recognizer, to: container)
    }
    arena.recognizeSimultaneously(pan, pinch)
    arena.recognizeSimultaneously(pan, rotate)
    arena.recognizeSimultaneously(pinch, rotate)
    pinch.shouldBegin = { [unowned self] _ in self.pan.isActive }
    rotate.shouldBegin = { [unowned self] _ in self.pan.isActive }
    pinch.onStateChange = { [unowned self] pinch in self.pinchChanged(pinch) }
    rotate.onStateChange = { [unowned self] rotate in self.rotationChanged(rotate) }
  }

  private func pinchChanged(_ pinch: PinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      holdFirmly()
      pinchBaseScale = card.scale
    case .changed:
      card.scale = max(pinchBaseScale * pinch.scale, Self.minimumScale)
    case .ended, .cancelled:
      if pinch.state == .ended { card.scale = max(pinchBaseScale * pinch.scale, Self.minimumScale) }
      let velocity = pinch.state == .ended ? pinch.velocity : 0
      var release = twoFingerRelease ?? TwoFingerRelease(time: pinch.timestamp)
      release.scaleVelocity = velocity
      twoFingerRelease = release
    case .possible, .failed:
      break
    }
  }

  private func rotationChanged(_ rotate: RotationGestureRecognizer) {
    switch rotate.state {
    case .began:
      holdFirmly()
      rotationBaseAngle = card.rotation
      wasRotatedByFingers = true
    case .changed:
      card.rotation = rotationBaseAngle + rotate.rotation
    case .ended, .cancelled:
      if rotate.state == .ended { card.rotation = rotationBaseAngle + rotate.rotation }
      let velocity = rotate.state == .ended ? rotate.velocity : 0
      var release = twoFingerRelease ?? TwoFingerRelease(time: rotate.timestamp)
      release.angularVelocity = velocity
      twoFingerRelease = release
    case .possible, .failed:
      break
    }
  }

  /// The smallest scale fingers can pinch the card to (it must stay grabbable).
  static let minimumScale = 0.1

  /// Two fingers hold the card where it is: a card hanging from one pointer in dynamics mode
  /// (turned by its attachment) is taken out of the world, and the pan moves it directly from
  /// here, its translation going on without a jump.
  private func holdFirmly() {
    guard case .hanging = hold else { return }
    let grabCenter = Vector2(
      x: RubberBand.unclamp(card.center.x, from: layout.centerRangeX, dimension: layout.size.width),
      y: RubberBand.unclamp(card.center.y, from: layout.centerRangeY, dimension: layout.size.height))
    hold = .direct(grabCenter: grabCenter - pan.translation)
  }

  /// The pinch or the rotation ended and a finger still holds the card: the scale springs back
  /// and the turn settles now, each with its gesture's velocity, while the pan goes on.
  func settleTwoFingerRelease(_ release: TwoFingerRelease) {
    twoFingerRelease = nil
    if let velocity = release.scaleVelocity { settleScale(velocity: velocity) }
    if let velocity = release.angularVelocity { settleQuarterTurn(angularVelocity: velocity) }
  }

  /// The scale back to its resting size (1, or the small window's ``CardLayout/cardScale``) from where it is, with `velocity` (scale per second on screen): a
  /// spring (spring and dynamics modes, UIKit's habit for a pinched view let go) or the timed
  /// curve. Returns the first velocity on screen.
  @discardableResult
  func settleScale(velocity: Double) -> Double {
    let scale = card.presentation.scale
    let resting = layout.cardScale
    guard abs(scale - resting) > Self.scaleRest.distance || abs(velocity) > Self.scaleRest.velocity else {
      card.removeAnimation(.scale)
      card.scale = resting
      return 0
    }
    // Reduced motion: the spring's twin (docs/reduced-motion.md); a monotone timed curve is its own.
    if animator.motionPreference == .reduced
      && (mode != .timed || !ReducedSettle.keepsCurve(parameters.timedCurve))
    {
      card.animateScale(
        ReducedAxisSettle.animation(
          from: scale, velocity: animator.inAnimationTime(velocity), to: resting, tolerance: Self.scaleRest),
        in: animator)
      return animator.onScreen(card.presentationScaleVelocity)
    }
    switch mode {
    case .timed:
      card.animateScale(
        TimedAnimation(
          from: scale, to: resting, duration: parameters.timedDuration, curve: parameters.timedCurve),
        in: animator)
    case .spring, .dynamics:
      card.animateScale(
        SpringAnimation(
          from: scale, to: resting, velocity: animator.inAnimationTime(velocity),
          parameters: parameters.spring,
          tolerance: Self.scaleRest),
        in: animator)
    }
    return animator.onScreen(card.presentationScaleVelocity)
  }

  /// The turn to the nearest upright quarter turn, with `angularVelocity` (on screen).
  func settleQuarterTurn(angularVelocity: Double) {
    wasRotatedByFingers = false
    turnUpright(angularVelocity: angularVelocity, step: Double.pi / 2)
  }

  /// Rest thresholds of the scale: 0.001 and 0.01 per second.
  static let scaleRest = Tolerance(distance: 0.001, velocity: 0.01)

  /// The pan let the card go: the two-finger gestures that ended at the same instant go with it.
  /// Returns the velocities to let go with: the scale's and the turn's (nil where no gesture
  /// ended with the card).
  func takeTwoFingerRelease(at time: Double) -> TwoFingerRelease? {
    guard let release = twoFingerRelease, release.time >= time else { return nil }
    twoFingerRelease = nil
    return release
  }
}
