import Motion
import Testing

@testable import Stage

/// A transition no finger drives, under reduced motion (docs/reduced-motion.md, rule 5): the
/// ``PercentDrivenInteraction`` plays it as a cross-fade the ``NavigationTransitionContext``
/// draws, linear over ``ReducedFade/duration``: the upper screen fades in (a push) or out (a
/// pop) where it rests, the lower one is opaque where it rests, nothing travels; a key reverses
/// it from the opacity it has; a press stops it with the screen where it was seen, opaque.
@Suite("A push and a pop cross-fade under reduced motion")
struct NavigationCrossFadeTests {
  let content = Rect(x: 0, y: 64, width: 960, height: 576)
  private let containers = Containers()

  /// A container with the library and, over it, the details screen; the interaction on an
  /// animator with `motion`. The container is kept (a layer's superlayer is not owned by it).
  private func push(
    motion: MotionPreference, layout: any TransitionLayout = PushLayout(), pops: Bool = false
  ) -> (Animator, PercentDrivenInteraction, NavigationTransitionContext, library: Layer, details: Layer) {
    let container = Layer(name: "container", size: Size(width: 960, height: 640))
    containers.append(container)
    let animator = Animator()
    animator.motionPreference = motion
    let library = Layer(name: "library", size: content.size)
    let details = Layer(name: "details", size: content.size)
    container.addSublayer(library)
    container.addSublayer(details)
    let context =
      pops
      ? NavigationTransitionContext(container: content, from: details, to: library, layout: PopLayout())
      : NavigationTransitionContext(container: content, from: library, to: details, layout: layout)
    let interaction = PercentDrivenInteraction(animator: animator)
    interaction.span = 960
    interaction.start(context)
    return (animator, interaction, context, library, details)
  }

  @Test func aPushFadesTheScreenInWhereItRests() {
    let (animator, interaction, context, library, details) = push(motion: .reduced)
    interaction.animate()
    #expect(interaction.isFading && context.isFading)
    var time = 0.0
    while time < ReducedFade.duration {
      animator.advance(to: time)
      // Both screens where they rest, the details screen as opaque as the progress: linear.
      #expect(details.presentation.frame == content)
      #expect(library.presentation.frame == content)
      #expect(abs(details.presentation.alpha - time / ReducedFade.duration) < 1e-9, "t \(time)")
      #expect(library.presentation.alpha == 1)
      #expect(abs(context.percentComplete - time / ReducedFade.duration) < 1e-9)
      time += 1.0 / 240
    }
    animator.advance(to: ReducedFade.duration + 1e-9)
    // Arrived: the trip's own end, both opaque, nothing fading.
    #expect(context.isCompleted && context.didComplete)
    #expect(!interaction.isFading && !context.isFading)
    #expect(details.frame == content && details.alpha == 1)
    #expect(library.frame == context.finalFrame(for: library) && library.alpha == 1)
  }

  @Test func aPopFadesTheTopScreenOutWhereItIs() {
    let (animator, interaction, context, library, details) = push(motion: .reduced, pops: true)
    interaction.animate()
    animator.advance(to: 0.1)
    #expect(details.presentation.frame == content)
    #expect(library.presentation.frame == content)
    #expect(abs(details.presentation.alpha - (1 - 0.1 / ReducedFade.duration)) < 1e-9)
    #expect(library.presentation.alpha == 1)
    animator.advance(to: 1)
    #expect(context.didComplete && details.alpha == 1 && library.frame == content)
  }

  /// A key reverses the fade from the opacity it has: back to 0 in the part of the duration it
  /// took, never a jump.
  @Test func aReversedFadeGoesBackFromWhereItIs() {
    let (animator, interaction, context, _, details) = push(motion: .reduced)
    interaction.animate()
    animator.advance(to: 0.1)
    interaction.cancel(velocity: 900)
    #expect(interaction.isFading)
    animator.advance(to: 0.15)
    #expect(abs(details.presentation.alpha - 0.2) < 1e-9)
    #expect(details.presentation.frame == content)
    animator.advance(to: 0.2 + 1e-9)
    #expect(context.isCompleted && !context.didComplete)
    #expect(details.alpha == 1 && details.frame == context.initialFrame(for: details))
  }

  /// A press mid-fade takes the screen where it is seen, opaque: the progress becomes the one
  /// that lays it out there (1 for the pushed screen), and a drag then moves it as a trip.
  @Test func aPressStopsTheFadeWhereTheScreenIsSeen() {
    let (animator, interaction, context, library, details) = push(motion: .reduced)
    interaction.animate()
    animator.advance(to: 0.1)
    interaction.pause()
    #expect(!interaction.isFading && !context.isFading)
    #expect(interaction.state == .interactive)
    #expect(interaction.percentComplete == 1)
    #expect(details.presentation.frame == content && details.presentation.alpha == 1)
    #expect(library.alpha == 1)
    interaction.update(0.9)
    #expect(abs(details.frame.minX - 96) < 1e-9)
  }

  /// The panel (a layout whose lower screen stays put) fades the same way, and full motion is the
  /// trip it always was: nothing fades.
  @Test func thePanelFadesAndFullMotionTravels() {
    let (animator, interaction, _, library, panel) = push(
      motion: .reduced, layout: SidePanelLayout(isPresenting: true))
    interaction.animate()
    animator.advance(to: 0.05)
    #expect(panel.presentation.frame == content && library.presentation.frame == content)
    #expect(abs(panel.presentation.alpha - 0.2) < 1e-9)
    let full = push(motion: .full)
    full.1.animate()
    #expect(!full.1.isFading && !full.2.isFading)
    full.0.advance(to: 0.1)
    #expect(full.4.presentation.alpha == 1)
    #expect(full.4.presentation.frame.minX > content.minX)
  }
}

/// The containers a test made, kept alive while it runs.
private final class Containers {
  private var layers: [Layer] = []
  func append(_ layer: Layer) { layers.append(layer) }
}
