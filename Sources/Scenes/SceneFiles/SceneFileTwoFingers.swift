import Foundation
import Motion
import Stage

/// A scene file's `"pinch"` and `"rotate"`: two fingers scale and turn the layer about its
/// centre (Stage's pinch and rotation recognizers, recognized together with its drag). Past the
/// pinch's limits the scale rubber-bands on its logarithm; let go, the scale settles into the
/// limits (or back to `"rest"`) and the turn onto the nearest `"snap"` multiple of where it would
/// coast to, each starting with its gesture's velocity: a spring in spring and dynamics modes
/// (UIKit's habit for a view let go), the timed curve in timed mode.
final class SceneFileTwoFingers {
  let pinchSpec: SceneFilePinchSpec?
  let rotateSpec: SceneFileRotateSpec?
  let layer: Layer
  unowned let stage: SceneFileStage
  let pinch: PinchGestureRecognizer?
  let rotation: RotationGestureRecognizer?
  private var baseScale = 1.0
  private var baseAngle = 0.0

  /// Rest thresholds of the scale and the turn (the card's).
  static let scaleRest = Tolerance(distance: 0.001, velocity: 0.01)
  static let angleRest = Tolerance(distance: 0.001, velocity: 0.01)

  init(pinch: SceneFilePinchSpec?, rotate: SceneFileRotateSpec?, layer: Layer, stage: SceneFileStage) {
    pinchSpec = pinch
    rotateSpec = rotate
    self.layer = layer
    self.stage = stage
    self.pinch = pinch == nil ? nil : PinchGestureRecognizer()
    self.rotation = rotate == nil ? nil : RotationGestureRecognizer()
    self.pinch?.onStateChange = { [unowned self] pinch in self.pinchChanged(pinch) }
    self.rotation?.onStateChange = { [unowned self] rotation in self.rotationChanged(rotation) }
  }

  var recognizers: [any GestureRecognizer] {
    var list: [any GestureRecognizer] = []
    if let pinch { list.append(pinch) }
    if let rotation { list.append(rotation) }
    return list
  }

  var isActive: Bool { pinch?.isActive == true || rotation?.isActive == true }

  // MARK: Pinch

  private func pinchChanged(_ pinch: PinchGestureRecognizer) {
    guard let spec = pinchSpec else { return }
    switch pinch.state {
    case .began:
      baseScale = grab(.scale)
    case .changed:
      layer.scale = banded(baseScale * pinch.scale, spec)
    case .ended, .cancelled:
      if pinch.state == .ended { layer.scale = banded(baseScale * pinch.scale, spec) }
      // The layer's scale moves `baseScale` times as fast as the gesture's.
      let velocity = pinch.state == .ended ? baseScale * pinch.velocity : 0
      settleScale(velocity: velocity.isFinite ? velocity : 0, spec)
    case .possible, .failed:
      break
    }
  }

  /// The scale shown for `raw`: inside the limits as it is, past them rubber-banded on its
  /// logarithm (one e-fold counts as the band's dimension), as a photo viewer resists a zoom.
  private func banded(_ raw: Double, _ spec: SceneFilePinchSpec) -> Double {
    guard raw.isFinite, raw > 0 else { return layer.scale }
    let logs = log(spec.min)...log(spec.max)
    return exp(RubberBand.clamp(log(raw), to: logs, dimension: 1))
  }

  private func settleScale(velocity: Double, _ spec: SceneFilePinchSpec) {
    let scale = layer.presentation.scale
    let target = spec.rest ?? min(max(scale, spec.min), spec.max)
    settle(.scale, from: scale, to: target, velocity: velocity, rest: Self.scaleRest)
  }

  /// Grabbed mid-settle: the scale or the turn stops where it is shown, and the gesture goes on
  /// from there.
  private func grab(_ property: LayerProperty) -> Double {
    let value = property == .scale ? layer.presentation.scale : layer.presentation.rotation
    layer.removeAnimation(property)
    if property == .scale { layer.scale = value } else { layer.rotation = value }
    return value
  }

  /// Settles the scale or the turn from `value` to `target` with the gesture's `velocity`, in
  /// the playground's mode; already there and still, it is set there.
  private func settle(
    _ property: LayerProperty, from value: Double, to target: Double, velocity: Double,
    rest: Tolerance
  ) {
    let animator = stage.animator
    guard abs(value - target) > rest.distance || abs(velocity) > rest.velocity else {
      layer.removeAnimation(property)
      if property == .scale { layer.scale = target } else { layer.rotation = target }
      return
    }
    func start<A: Animation>(_ animation: A) where A.Value == Double {
      if property == .scale {
        layer.animateScale(animation, in: animator)
      } else {
        layer.animateRotation(animation, in: animator)
      }
    }
    let parameters = stage.settings.parameters
    // Reduced motion: a spring's twin (docs/reduced-motion.md); a monotone timed curve is its own.
    if animator.motionPreference == .reduced
      && (stage.settings.mode != .timed || !ReducedSettle.keepsCurve(parameters.timedCurve))
    {
      start(
        ReducedAxisSettle.animation(
          from: value, velocity: animator.inAnimationTime(velocity), to: target, tolerance: rest))
      return
    }
    switch stage.settings.mode {
    case .timed:
      start(
        TimedAnimation(
          from: value, to: target, duration: parameters.timedDuration, curve: parameters.timedCurve))
    case .spring, .dynamics:
      start(
        SpringAnimation(
          from: value, to: target, velocity: animator.inAnimationTime(velocity),
          parameters: parameters.spring, tolerance: rest))
    }
  }

  // MARK: Rotation

  private func rotationChanged(_ rotation: RotationGestureRecognizer) {
    guard let spec = rotateSpec else { return }
    switch rotation.state {
    case .began:
      baseAngle = grab(.rotation)
    case .changed:
      layer.rotation = baseAngle + rotation.rotation
    case .ended, .cancelled:
      if rotation.state == .ended { layer.rotation = baseAngle + rotation.rotation }
      let velocity = rotation.state == .ended ? rotation.velocity : 0
      settleAngle(velocity: velocity.isFinite ? velocity : 0, spec)
    case .possible, .failed:
      break
    }
  }

  /// The turn settles where it would coast to (UIScrollView's deceleration, as a flick's
  /// projection), on the nearest multiple of `"snap"` if given.
  private func settleAngle(velocity: Double, _ spec: SceneFileRotateSpec) {
    let angle = layer.presentation.rotation
    let projected = Projection.restingPoint(
      from: Vector2(x: angle, y: 0), velocity: Vector2(x: velocity, y: 0)
    ).x
    var target = projected
    if let snap = spec.snap {
      let step = snap * Double.pi / 180
      target = (projected / step).rounded() * step
    }
    settle(.rotation, from: angle, to: target, velocity: velocity, rest: Self.angleRest)
  }
}
