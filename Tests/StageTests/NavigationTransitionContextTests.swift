import Motion
import Testing

@testable import Stage

/// Seed 001's context and the three animators: frames, the layout from one progress value, the
/// alongside animations and the completion.
@Suite("NavigationTransitionContext and the transition animators")
struct NavigationTransitionContextTests {
  let content = Rect(x: 0, y: 64, width: 960, height: 576)

  private func screens() -> (Layer, Layer) {
    (Layer(name: "library", size: content.size), Layer(name: "details", size: content.size))
  }

  @Test func pushFramesAndLayout() {
    let (library, details) = screens()
    let context = NavigationTransitionContext(
      container: content, from: library, to: details, layout: PushLayout())
    #expect(context.initialFrame(for: details) == Rect(x: 960, y: 64, width: 960, height: 576))
    #expect(context.finalFrame(for: details) == content)
    #expect(context.initialFrame(for: library) == content)
    #expect(context.finalFrame(for: library) == Rect(x: -288, y: 64, width: 960, height: 576))
    #expect(context.horizontalTravel(of: details) == -960)
    context.updateInteractiveTransition(0.5)
    #expect(details.frame.minX == 480)
    #expect(abs(library.frame.minX - -144) < 1e-12)
    // The incoming screen's shadow is on its left edge.
    #expect(details.shadow.map { $0.offset.x < 0 && $0.opacity > 0 } == true)
  }

  @Test func aPopAtProgressPIsThePushAtOneMinusP() {
    for percent in stride(from: 0.0, through: 1, by: 0.125) {
      let (library, details) = screens()
      let push = NavigationTransitionContext(
        container: content, from: library, to: details, layout: PushLayout())
      push.updateInteractiveTransition(1 - percent)
      let pushed = (library.frame, details.frame, details.shadow)
      let pop = NavigationTransitionContext(
        container: content, from: details, to: library, layout: PopLayout())
      pop.updateInteractiveTransition(percent)
      #expect(library.frame == pushed.0 && details.frame == pushed.1, "p \(percent)")
      #expect(details.shadow == pushed.2)
    }
  }

  @Test func theSidePanelsEdgeIsAtProgressTimesWidth() {
    let (library, panel) = screens()
    let open = NavigationTransitionContext(
      container: content, from: library, to: panel, layout: SidePanelLayout(isPresenting: true))
    for percent in [0.0, 0.2, 0.55, 1] {
      open.updateInteractiveTransition(percent)
      #expect(abs(panel.frame.maxX - percent * 960) < 1e-9)
      #expect(library.frame == content)
    }
    #expect(panel.shadow.map { $0.offset.x > 0 } == true)
    let close = NavigationTransitionContext(
      container: content, from: panel, to: library, layout: SidePanelLayout(isPresenting: false))
    close.updateInteractiveTransition(0.25)
    #expect(panel.frame.maxX == 720)
    // A narrower panel travels its own width.
    let narrow = SidePanelLayout(isPresenting: true, width: 320).frames(
      in: content, from: library, to: panel)
    #expect(narrow.initialTo.maxX == 0 && narrow.finalTo == Rect(x: 0, y: 64, width: 320, height: 576))
  }

  @Test func alongsideAnimationsFollowEveryChangeAndCompleteOnce() {
    let (library, details) = screens()
    let context = NavigationTransitionContext(
      container: content, from: library, to: details, layout: PushLayout())
    var seen: [Double] = []
    var completions: [Bool] = []
    var order: [String] = []
    context.animateAlongside(
      { seen.append($0) },
      completion: { context in
        completions.append(context.transitionWasCancelled)
        order.append("alongside")
      })
    context.completion = { _ in order.append("owner") }
    context.updateInteractiveTransition(0.3)
    context.updateInteractiveTransition(2)
    context.cancelInteractiveTransition()
    #expect(context.transitionWasCancelled)
    context.completeTransition(false)
    context.completeTransition(true)
    context.updateInteractiveTransition(0.5)
    #expect(seen == [0, 0.3, 1, 0])
    #expect(completions == [true])
    #expect(order == ["alongside", "owner"])
    #expect(context.isCompleted && !context.didComplete && context.percentComplete == 0)
    #expect(details.frame.minX == 960)
  }

  @Test func aNewContainerMovesTheFramesAndKeepsTheProgress() {
    let (library, details) = screens()
    let context = NavigationTransitionContext(
      container: content, from: library, to: details, layout: PushLayout())
    context.updateInteractiveTransition(0.25)
    context.container = Rect(x: 0, y: 64, width: 400, height: 300)
    #expect(details.frame == Rect(x: 300, y: 64, width: 400, height: 300))
    #expect(context.percentComplete == 0.25)
  }

  @Test func theInteractionDrivesTheLayersThroughTheContext() {
    let animator = Animator()
    let interaction = PercentDrivenInteraction(animator: animator)
    interaction.span = 960
    let (library, details) = screens()
    let context = NavigationTransitionContext(
      container: content, from: library, to: details, layout: PushLayout())
    var done: Bool?
    context.completion = { done = $0.didComplete }
    interaction.start(context)
    #expect(details.frame.minX == 960)
    interaction.animate()
    animator.advance(to: 0.175)
    #expect(abs(details.frame.minX - 480) < 1e-9)
    interaction.pause()
    interaction.update(0.25)
    #expect(details.frame.minX == 720)
    interaction.cancel(velocity: 0)
    animator.advance(to: 2)
    #expect(done == false)
    #expect(context.transitionWasCancelled)
    #expect(details.frame.minX == 960 && library.frame == content)
  }
}
