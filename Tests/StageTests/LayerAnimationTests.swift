import Motion
import Testing

@testable import Stage

/// Model and presentation with Core Animation's semantics (seeds 000, 002, 004), on a virtual
/// clock: the animator only moves when a test advances it.
@Suite("Layer animations")
struct LayerAnimationTests {
  let start = Vector2(x: 480, y: -90)
  let end = Vector2(x: 480, y: 310)

  /// A modal sliding from `start` to `end` in 1 s at 400 pt/s, added at time 0.
  private func slidingModal(
    on animator: Animator, completion: ((Bool) -> Void)? = nil
  ) -> Layer {
    let modal = Layer(name: "modal", center: start, size: Size(width: 280, height: 180))
    modal.animateCenter(
      LinearTestAnimation(from: start, to: end, duration: 1), in: animator, completion: completion)
    return modal
  }

  @Test func addingAnAnimationSetsTheModelToItsTargetAtOnce() {
    let animator = Animator()
    let modal = slidingModal(on: animator)
    #expect(modal.center == end)
    #expect(modal.frame == Rect(center: end, size: Size(width: 280, height: 180)))
    #expect(modal.presentation.center == start)
    #expect(modal.presentationVelocity == Vector2(x: 0, y: 400))
    #expect(modal.isAnimating)
    #expect(modal.isAnimating(.center))
    #expect(!modal.isAnimating(.alpha))
  }

  @Test func thePresentationFollowsTheAnimation() {
    let animator = Animator()
    let modal = slidingModal(on: animator)
    animator.advance(to: 0.25)
    #expect(modal.presentation.center.distance(to: Vector2(x: 480, y: 10)) < 1e-9)
    #expect(modal.presentationFrame == Rect(center: modal.presentation.center, size: modal.size))
    #expect(modal.center == end)
    // Setting the model during the animation changes nothing on screen.
    modal.center = Vector2(x: 0, y: 0)
    animator.advance(to: 0.5)
    #expect(modal.presentation.center.distance(to: Vector2(x: 480, y: 110)) < 1e-9)
  }

  @Test func finishingCallsTheCompletionWithTrueAndClearsTheOverride() {
    let animator = Animator()
    var completions: [Bool] = []
    let modal = slidingModal(on: animator) { completions.append($0) }
    animator.advance(to: 0.9)
    #expect(completions.isEmpty)
    animator.advance(to: 1.0)
    #expect(completions == [true])
    #expect(!modal.isAnimating)
    #expect(modal.presentation == modal.model)
    #expect(modal.presentationVelocity == .zero)
    #expect(!animator.isRunning)
  }

  @Test func stopAtPresentationStopsWhereTheLayerIsOnScreen() {
    let animator = Animator()
    var completions: [Bool] = []
    let modal = slidingModal(on: animator) { completions.append($0) }
    animator.advance(to: 0.3)
    let onScreen = modal.presentation
    modal.stopAtPresentation()
    #expect(modal.presentation.center.distance(to: onScreen.center) < 1e-9)
    #expect(modal.presentation.alpha == onScreen.alpha)
    #expect(modal.model == modal.presentation)
    #expect(modal.center.distance(to: Vector2(x: 480, y: 30)) < 1e-9)
    #expect(completions == [false])
    #expect(!modal.isAnimating)
    #expect(modal.presentationVelocity == .zero)
    #expect(!animator.isRunning)
    // Time goes on; the layer stays put.
    animator.advance(to: 0.8)
    #expect(modal.presentation.center.distance(to: onScreen.center) < 1e-9)
    #expect(completions == [false])
  }

  @Test func removeAllAnimationsJumpsToTheModel() {
    // The bug seed 000 shows: removing the animation without copying the presentation first
    // makes the view jump to its final position.
    let animator = Animator()
    var completions: [Bool] = []
    let modal = slidingModal(on: animator) { completions.append($0) }
    animator.advance(to: 0.3)
    let onScreen = modal.presentation.center
    modal.removeAllAnimations()
    #expect(modal.presentation.center == end)
    #expect(onScreen.distance(to: end) > 250)
    #expect(completions == [false])
    #expect(!animator.isRunning)
  }

  @Test func aNewAnimationTakesOverWithoutAFrameAtTheModel() {
    let animator = Animator()
    let modal = Layer(name: "modal", center: start, size: Size(width: 280, height: 180))
    var seenByTheOldCompletion: [(finished: Bool, center: Vector2)] = []
    modal.animateCenter(LinearTestAnimation(from: start, to: end, duration: 1), in: animator) { finished in
      seenByTheOldCompletion.append((finished, modal.presentation.center))
    }
    animator.advance(to: 0.5)
    let here = modal.presentation.center
    let back = Vector2(x: 480, y: 0)
    modal.animateCenter(LinearTestAnimation(from: here, to: back, duration: 0.5), in: animator)
    #expect(seenByTheOldCompletion.count == 1)
    #expect(seenByTheOldCompletion.first?.finished == false)
    // The old model (`end`) never showed: the replaced animation's completion saw the new one.
    #expect(seenByTheOldCompletion.first?.center == here)
    #expect(modal.presentation.center == here)
    #expect(modal.center == back)
    animator.advance(to: 0.75)
    #expect(modal.presentation.center.distance(to: Vector2(x: 480, y: 55)) < 1e-9)
  }

  @Test func aNewAnimationOnAnotherAnimatorRemovesTheOldOne() {
    let first = Animator()
    let second = Animator()
    var completions: [Bool] = []
    let modal = slidingModal(on: first) { completions.append($0) }
    modal.animateCenter(LinearTestAnimation(from: start, to: .zero, duration: 1), in: second)
    #expect(completions == [false])
    #expect(!first.isRunning)
    #expect(second.isRunning)
    first.advance(to: 0.5)
    second.advance(to: 0.5)
    #expect(modal.presentation.center.distance(to: 0.5 * start) < 1e-9)
  }

  @Test func anEarlierStartTimeStartsTheAnimationPartWay() {
    // A release at an event timestamp inside the frame: the animation started then, not now.
    let animator = Animator()
    animator.advance(to: 2.0)
    let modal = Layer(name: "modal", center: start)
    modal.animateCenter(LinearTestAnimation(from: start, to: end, duration: 1), in: animator, startTime: 1.9)
    #expect(modal.presentation.center.distance(to: Vector2(x: 480, y: -50)) < 1e-9)
  }

  @Test func alphaAnimatesWithTheSameSemantics() {
    let animator = Animator()
    let dimming = Layer(name: "dimming")
    dimming.alpha = 0
    var completions: [Bool] = []
    dimming.animateAlpha(LinearTestAnimation(from: 0.0, to: 0.8, duration: 0.4), in: animator) {
      completions.append($0)
    }
    #expect(dimming.alpha == 0.8)
    #expect(dimming.presentation.alpha == 0)
    #expect(dimming.isAnimating(.alpha))
    #expect(!dimming.isAnimating(.center))
    animator.advance(to: 0.1)
    #expect(abs(dimming.presentation.alpha - 0.2) < 1e-12)
    #expect(abs(dimming.presentationAlphaVelocity - 2) < 1e-12)
    dimming.stopAtPresentation()
    #expect(abs(dimming.alpha - 0.2) < 1e-12)
    #expect(completions == [false])
  }

  @Test func anOvershootingAlphaIsShownClampedAndAnInRangeOneExactly() throws {
    // A bouncy spring fading in overshoots past 1, one fading out past 0. Every frame, the
    // presentation (and what the display list draws) is the spring's value clamped into 0…1:
    // clamped when it is out, untouched when it is in.
    let bouncy = Spring(stiffness: 400, dampingRatio: 0.2)
    for (from, to) in [(0.0, 1.0), (1.0, 0.0)] {
      let animator = Animator()
      animator.advance(to: 0)
      let badge = Layer(name: "badge", center: Vector2(x: 50, y: 50), size: Size(width: 40, height: 40))
      badge.color = Color(red: 1, green: 0, blue: 0, alpha: 1)
      let spring = SpringAnimation(from: from, to: to, velocity: 0, parameters: bouncy)
      badge.animateAlpha(spring, in: animator)
      var reference = spring
      var (above, below, inside) = (0, 0, 0)
      for frame in 1...60 {
        animator.advance(to: Double(frame) / 60)
        reference.advance(by: 1.0 / 60)
        let shown = badge.presentation.alpha
        // (The animator's frame times are sums, the reference's steps 1/60: 1e-15 apart.)
        #expect(
          abs(shown - min(max(reference.value, 0), 1)) < 1e-12,
          "frame \(frame): \(shown) for \(reference.value)")
        #expect((0...1).contains(shown))
        if reference.value > 1 { above += 1 }
        if reference.value < 0 { below += 1 }
        if (0.01...0.99).contains(reference.value) { inside += 1 }
        var list = DisplayList()
        list.appendLayerTree(badge)
        let drawn = list.items.compactMap { item -> Double? in
          if case .fill(let fill) = item { return fill.color.alpha }
          return nil
        }
        #expect(drawn.allSatisfy { abs($0 - shown) < 1e-12 })
      }
      #expect(from == 0 ? above > 0 : below > 0)
      #expect(inside > 0)
    }
  }

  @Test func theModelAlphaIsClampedAndIgnoresNonsense() {
    let layer = Layer(name: "badge")
    layer.alpha = 1.5
    #expect(layer.alpha == 1)
    layer.alpha = -0.2
    #expect(layer.alpha == 0)
    layer.alpha = 0.4
    layer.alpha = .nan
    #expect(layer.alpha == 0.4)
    layer.alpha = .infinity
    #expect(layer.alpha == 0.4)
  }

  @Test func removingOnePropertyLeavesTheOther() {
    let animator = Animator()
    let modal = slidingModal(on: animator)
    modal.animateAlpha(LinearTestAnimation(from: 0.0, to: 1.0, duration: 1), in: animator)
    animator.advance(to: 0.5)
    modal.removeAnimation(.alpha)
    #expect(modal.presentation.alpha == 1)
    #expect(modal.isAnimating(.center))
    #expect(modal.presentation.center.distance(to: Vector2(x: 480, y: 110)) < 1e-9)
  }

  @Test func layersWithTheSameNameAnimateSeparately() {
    let animator = Animator()
    let left = Layer(name: "card")
    let right = Layer(name: "card")
    left.animateCenter(
      LinearTestAnimation(from: .zero, to: Vector2(x: -100, y: 0), duration: 1), in: animator)
    right.animateCenter(
      LinearTestAnimation(from: .zero, to: Vector2(x: 100, y: 0), duration: 1), in: animator)
    #expect(animator.keys.count == 2)
    animator.advance(to: 0.5)
    #expect(left.presentation.center == Vector2(x: -50, y: 0))
    #expect(right.presentation.center == Vector2(x: 50, y: 0))
  }

  @Test func aLayerThatGoesAwayLeavesItsAnimationHarmless() {
    let animator = Animator()
    var completions: [Bool] = []
    do {
      _ = slidingModal(on: animator) { completions.append($0) }
    }
    animator.advance(to: 0.5)
    animator.advance(to: 1.5)
    #expect(completions == [true])
    #expect(!animator.isRunning)
  }

  @Test func stopAtPresentationWithoutAnimationsChangesNothing() {
    let layer = Layer(name: "still", center: Vector2(x: 5, y: 6), size: Size(width: 10, height: 10))
    layer.alpha = 0.5
    let before = layer.model
    layer.stopAtPresentation()
    #expect(layer.model == before)
    #expect(layer.presentation == before)
  }

  @Test func nonFiniteModelValuesAreIgnored() {
    let layer = Layer(name: "robust", center: Vector2(x: 1, y: 2), size: Size(width: 3, height: 4))
    layer.center = Vector2(x: .nan, y: 0)
    layer.size = Size(width: .infinity, height: 1)
    layer.size = Size(width: -1, height: 1)
    layer.alpha = .nan
    #expect(layer.center == Vector2(x: 1, y: 2))
    #expect(layer.size == Size(width: 3, height: 4))
    #expect(layer.alpha == 1)
    layer.alpha = 7
    #expect(layer.alpha == 1)
    layer.alpha = -2
    #expect(layer.alpha == 0)
    let fallback = Layer(name: "nan", center: Vector2(x: .nan, y: 1), size: Size(width: .nan, height: 1))
    #expect(fallback.center == .zero)
    #expect(fallback.size == .zero)
  }
}

/// A colour animates in premultiplied components and is drawn clamped.
@Suite("Layer colour animation")
struct LayerColorAnimationTests {
  @Test("premultiplied components round-trip a colour, and a transparent one is transparent black")
  func roundTrip() {
    let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    let back = PremultipliedColor(color).color
    #expect(abs(back.red - 0.2) < 1e-12 && abs(back.green - 0.4) < 1e-12 && abs(back.blue - 0.6) < 1e-12)
    #expect(back.alpha == 0.5)
    #expect(PremultipliedColor(red: 0.3, green: 0, blue: 0, alpha: 0).color == .clear)
    #expect(
      PremultipliedColor(red: 2, green: -1, blue: .nan, alpha: 1.5).color == Color(red: 1, green: 0, blue: 0))
  }

  @Test(
    "a spring on the colour overshoots in components but is drawn clamped, and removing it shows the model")
  func springDrawnClamped() {
    let animator = Animator()
    let layer = Layer(name: "lamp", size: Size(width: 10, height: 10), color: .black)
    let from = PremultipliedColor(.black)
    let to = PremultipliedColor(.white)
    layer.animate(
      .color,
      with: SpringAnimation(
        from: from, to: to, velocity: 40 * (to - from), parameters: Spring(response: 0.3, dampingRatio: 0.3)),
      in: animator)
    #expect(layer.color == .white, "the model is the target at once")
    var overshot = false
    for frame in 1...30 {
      animator.advance(to: Double(frame) / 60)
      if let running = layer.colorAnimation, running.value.red > 1 { overshot = true }
      let shown = layer.presentationColor
      #expect((0...1).contains(shown.red) && (0...1).contains(shown.alpha))
    }
    #expect(overshot, "the spring passes white in components")
    layer.removeAnimation(.color)
    #expect(layer.presentationColor == .white)
  }

  @Test("stopAtPresentation keeps the colour drawn")
  func stopKeepsColor() {
    let animator = Animator()
    let layer = Layer(name: "lamp", size: Size(width: 10, height: 10), color: .black)
    layer.animate(
      .color,
      with: TimedAnimation(
        from: PremultipliedColor(.black), to: PremultipliedColor(.white), duration: 1, curve: .linear),
      in: animator)
    animator.advance(to: 0.5)
    let shown = layer.presentationColor
    #expect(shown.red > 0.4 && shown.red < 0.6)
    layer.stopAtPresentation()
    #expect(layer.color == shown && !layer.isAnimating(.color))
  }
}
