import Motion
import Testing

@testable import Stage

/// `Layer.animate(_:with:in:)`: one generic call for every animatable property, which the four
/// `animate<Property>` methods go through.
@Suite("Animating any property through one call")
struct AnimatablePropertyTests {
  private func timed(_ from: Double, _ to: Double) -> TimedAnimation<Double> {
    TimedAnimation(from: from, to: to, duration: 1, curve: .linear)
  }

  @Test func eachDoublePropertyAnimatesItsOwnValue() {
    let animator = Animator()
    let layer = Layer(name: "card", center: Vector2(x: 10, y: 20), size: Size(width: 40, height: 40))
    layer.animate(.alpha, with: timed(1, 0), in: animator)
    layer.animate(.rotation, with: timed(0, 2), in: animator)
    layer.animate(.scale, with: timed(1, 3), in: animator)
    #expect(layer.alpha == 0 && layer.rotation == 2 && layer.scale == 3)
    animator.advance(to: 0.5)
    let shown = layer.presentation
    #expect(abs(shown.alpha - 0.5) < 1e-9 && abs(shown.rotation - 1) < 1e-9 && abs(shown.scale - 2) < 1e-9)
    #expect(shown.center == Vector2(x: 10, y: 20))
    #expect(layer.isAnimating(.alpha) && layer.isAnimating(.rotation) && layer.isAnimating(.scale))
    #expect(!layer.isAnimating(.center))
  }

  @Test func theGenericCallAndTheNamedOneAreTheSameAnimation() {
    let generic = Animator()
    let named = Animator()
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    a.animate(.scale, with: timed(1, 2), in: generic)
    b.animateScale(timed(1, 2), in: named)
    for time in [0.1, 0.4, 0.9] {
      generic.advance(to: time)
      named.advance(to: time)
      #expect(a.presentation.scale == b.presentation.scale)
      #expect(a.presentationScaleVelocity == b.presentationScaleVelocity)
    }
  }

  @Test func theCentreThroughTheGenericCallReplacesAdditiveAnimations() {
    let animator = Animator()
    let layer = Layer(name: "card", center: .zero)
    var additiveFinished: Bool?
    layer.animateCenterAdditively(
      TimedAnimation(from: Vector2.zero, to: Vector2(x: 100, y: 0), duration: 1, curve: .linear),
      in: animator,
      completion: { additiveFinished = $0 })
    layer.animate(
      .center,
      with: TimedAnimation(from: Vector2.zero, to: Vector2(x: 0, y: 50), duration: 1, curve: .linear),
      in: animator)
    #expect(additiveFinished == false)
    #expect(layer.center == Vector2(x: 0, y: 50))
    animator.advance(to: 0.5)
    #expect(layer.presentation.center.distance(to: Vector2(x: 0, y: 25)) < 1e-9)
  }
}
