import Motion
import Testing

@testable import Stage

/// Additive centre animations (seed 004's iOS 8 behaviour, Core Animation's `isAdditive`): the
/// layer shows the model plus every running animation's offset, so a new animation neither
/// jumps nor stops the one underneath, and the completions all run when the last one ends.
@Suite("Layer: additive centre animations")
struct LayerAdditiveAnimationTests {
  private func makeLayer() -> (Layer, Animator) {
    (Layer(name: "card", center: Vector2(x: 0, y: 0), size: Size(width: 10, height: 10)), Animator())
  }

  @Test func anAdditiveAnimationOnTopOfAnotherKeepsPositionAndVelocityAndEndsAtTheNewModel() {
    let (layer, animator) = makeLayer()
    var completions: [(String, Bool)] = []
    layer.animateCenterAdditively(
      LinearTestAnimation(from: layer.center, to: Vector2(x: 100, y: 0), duration: 1), in: animator,
      completion: { completions.append(("first", $0)) })
    #expect(layer.center == Vector2(x: 100, y: 0))  // the model is at the end at once
    #expect(layer.presentation.center == .zero)
    animator.advance(to: 0.5)
    let before = layer.presentation.center
    let velocityBefore = layer.presentationVelocity
    #expect(before == Vector2(x: 50, y: 0))
    #expect(velocityBefore == Vector2(x: 100, y: 0))

    layer.animateCenterAdditively(
      LinearTestAnimation(from: layer.center, to: Vector2(x: 100, y: 200), duration: 1), in: animator,
      completion: { completions.append(("second", $0)) })
    #expect(layer.center == Vector2(x: 100, y: 200))
    // No jump: model (100, 200) + first (−50, 0) + second (0, −200).
    #expect(layer.presentation.center == before)
    // Both velocities add: the first goes on at (100, 0), the second starts at (0, 200).
    #expect(layer.presentationVelocity == Vector2(x: 100, y: 200))

    animator.advance(to: 1.0)
    // The first has ended; its completion waits for the second (seed 004).
    #expect(completions.isEmpty)
    #expect(layer.isAnimating(.center))
    #expect(layer.presentation.center == Vector2(x: 100, y: 100))
    animator.advance(to: 1.5)
    #expect(layer.presentation.center == Vector2(x: 100, y: 200))
    #expect(!layer.isAnimating(.center))
    #expect(completions.map(\.0) == ["first", "second"])
    #expect(completions.allSatisfy { $0.1 })
  }

  @Test func anAdditiveAnimationOnTopOfAnAbsoluteOneLetsItFinishWithoutAJump() {
    let (layer, animator) = makeLayer()
    var completions: [(String, Bool)] = []
    layer.animateCenter(
      LinearTestAnimation(from: Vector2.zero, to: Vector2(x: 0, y: 100), duration: 1), in: animator,
      completion: { completions.append(("absolute", $0)) })
    animator.advance(to: 0.25)
    #expect(layer.presentation.center == Vector2(x: 0, y: 25))
    layer.animateCenterAdditively(
      LinearTestAnimation(from: layer.center, to: Vector2(x: 80, y: 100), duration: 0.5), in: animator,
      completion: { completions.append(("additive", $0)) })
    #expect(layer.presentation.center == Vector2(x: 0, y: 25))
    #expect(layer.presentationVelocity == Vector2(x: 160, y: 100))
    animator.advance(to: 0.75)
    // The additive one is over; the absolute one still runs, relative to the model it had.
    #expect(completions.isEmpty)
    #expect(layer.presentation.center == Vector2(x: 80, y: 75))
    animator.advance(to: 1.0)
    #expect(layer.presentation.center == Vector2(x: 80, y: 100))
    #expect(completions.map(\.0) == ["additive", "absolute"])
    #expect(completions.allSatisfy { $0.1 })
    // The group is gone: the layer is back to plain Core Animation semantics.
    animator.advance(to: 2)
    #expect(layer.presentation.center == layer.center)
  }

  @Test func removingTheCentreAnimationRemovesTheWholeGroupAndJumpsToTheModel() {
    let (layer, animator) = makeLayer()
    var completions: [Bool] = []
    layer.animateCenterAdditively(
      LinearTestAnimation(from: layer.center, to: Vector2(x: 100, y: 0), duration: 1), in: animator,
      completion: { completions.append($0) })
    animator.advance(to: 0.5)
    layer.animateCenterAdditively(
      LinearTestAnimation(from: layer.center, to: Vector2(x: 100, y: 100), duration: 1), in: animator,
      completion: { completions.append($0) })
    animator.advance(to: 0.75)
    layer.removeAnimation(.center)
    #expect(layer.presentation.center == Vector2(x: 100, y: 100))
    #expect(layer.presentationVelocity == .zero)
    #expect(completions == [false, false])
    #expect(!animator.isRunning)
  }

  @Test func stopAtPresentationCopiesTheSumIntoTheModel() {
    let (layer, animator) = makeLayer()
    layer.animateCenter(
      LinearTestAnimation(from: Vector2.zero, to: Vector2(x: 0, y: 100), duration: 1), in: animator)
    animator.advance(to: 0.5)
    layer.animateCenterAdditively(
      LinearTestAnimation(from: layer.center, to: Vector2(x: 100, y: 100), duration: 1), in: animator)
    animator.advance(to: 0.75)
    let onScreen = layer.presentation.center
    #expect(onScreen == Vector2(x: 25, y: 75))
    layer.stopAtPresentation()
    #expect(layer.center == onScreen)
    #expect(layer.presentation.center == onScreen)
    #expect(!layer.isAnimating)
  }

  @Test func anAbsoluteAnimationReplacesTheAdditiveOnes() {
    let (layer, animator) = makeLayer()
    var additiveFinished: Bool?
    layer.animateCenterAdditively(
      LinearTestAnimation(from: layer.center, to: Vector2(x: 100, y: 0), duration: 1), in: animator,
      completion: { additiveFinished = $0 })
    animator.advance(to: 0.5)
    let onScreen = layer.presentation.center
    layer.animateCenter(
      LinearTestAnimation(from: onScreen, to: Vector2(x: 0, y: 300), duration: 1), in: animator)
    #expect(additiveFinished == false)
    #expect(layer.presentation.center == onScreen)
    animator.advance(to: 1.5)
    #expect(layer.presentation.center == Vector2(x: 0, y: 300))
  }

  @Test func anAdditiveAnimationThatEndsAtOnceStillLandsOnItsTarget() {
    let (layer, animator) = makeLayer()
    var finished: Bool?
    animator.advance(to: 1)
    // Added with a start time a whole second ago: it is over before it is seen.
    layer.animateCenterAdditively(
      LinearTestAnimation(from: layer.center, to: Vector2(x: 40, y: 0), duration: 0.5), in: animator,
      startTime: 0, completion: { finished = $0 })
    #expect(finished == true)
    #expect(layer.presentation.center == Vector2(x: 40, y: 0))
    #expect(!layer.isAnimating)
  }
}
