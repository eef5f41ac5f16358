import Motion
import Testing

@testable import Stage

/// Seed 001's percent-driven interaction controller, driven on a virtual clock with a context
/// that records what it is told.
@Suite("PercentDrivenInteraction")
struct PercentDrivenInteractionTests {
  /// A context that records every call, in order.
  final class Recording: PercentDrivenTransitionContext {
    enum Call: Equatable {
      case update(Double)
      case finish
      case cancel
      case complete(Bool)
    }
    var calls: [Call] = []
    var percents: [Double] {
      calls.compactMap { if case .update(let percent) = $0 { percent } else { nil } }
    }
    var completions: [Bool] {
      calls.compactMap { if case .complete(let didComplete) = $0 { didComplete } else { nil } }
    }
    func updateInteractiveTransition(_ percent: Double) { calls.append(.update(percent)) }
    func finishInteractiveTransition() { calls.append(.finish) }
    func cancelInteractiveTransition() { calls.append(.cancel) }
    func completeTransition(_ didComplete: Bool) { calls.append(.complete(didComplete)) }
  }

  private func make(mode: SettleMode = .spring, span: Double = 960) -> (PercentDrivenInteraction, Animator) {
    let animator = Animator()
    let interaction = PercentDrivenInteraction(animator: animator)
    interaction.span = span
    interaction.mode = mode
    var parameters = SettleParameters()
    parameters.spring.damping = 2 * parameters.spring.stiffness.squareRoot()  // ζ = 1
    interaction.parameters = parameters
    return (interaction, animator)
  }

  /// Advances in `fps` frames up to `end`, returning the percents seen after each frame.
  @discardableResult
  private func run(_ animator: Animator, from start: Double, to end: Double, fps: Double = 240) -> Int {
    var frame = 0
    var time = start
    while time < end {
      frame += 1
      time = start + Double(frame) / fps
      animator.advance(to: min(time, end))
    }
    return frame
  }

  @Test func updateClampsAndReportsEveryPercent() {
    let (interaction, _) = make()
    let context = Recording()
    interaction.start(context)
    #expect(interaction.state == .interactive)
    interaction.update(0.4)
    interaction.update(1.5)
    interaction.update(-0.2)
    interaction.update(.nan)
    interaction.update(.infinity)
    #expect(context.percents == [0, 0.4, 1, 0])
    #expect(interaction.percentComplete == 0)
    #expect(context.completions.isEmpty)
  }

  @Test func animatePlaysTheDurationAlongTheCurveAndCompletes() {
    let (interaction, animator) = make()
    interaction.duration = 0.35
    let context = Recording()
    interaction.start(context)
    interaction.animate(curve: .easeInOut)
    #expect(interaction.state == .animating)
    #expect(interaction.target == 1)
    animator.advance(to: 0.1)
    #expect(abs(interaction.percentComplete - TimingCurve.easeInOut.value(at: 0.1 / 0.35)) < 1e-12)
    animator.advance(to: 0.175)
    #expect(abs(interaction.percentComplete - 0.5) < 1e-12)
    animator.advance(to: 0.35)
    #expect(interaction.state == .idle)
    #expect(interaction.percentComplete == 1)
    #expect(context.completions == [true])
    #expect(context.percents.last == 1)
  }

  @Test func pauseStopsTheProgressWhereItIs() {
    let (interaction, animator) = make()
    let context = Recording()
    interaction.start(context)
    interaction.animate()
    animator.advance(to: 0.12)
    let atPause = interaction.percentComplete
    interaction.pause()
    #expect(interaction.state == .interactive)
    #expect(interaction.target == nil)
    #expect(interaction.velocity == 0)
    animator.advance(to: 0.5)
    #expect(interaction.percentComplete == atPause)
    #expect(context.percents.last == atPause)
    #expect(!animator.isRunning)
    // And a paused completion too.
    interaction.finish(velocity: 300)
    animator.advance(to: 0.55)
    let mid = interaction.percentComplete
    #expect(mid > atPause)
    interaction.pause()
    animator.advance(to: 1)
    #expect(interaction.percentComplete == mid)
  }

  @Test(arguments: [SettleMode.spring, .dynamics])
  func finishStartsWithTheReleaseVelocity(mode: SettleMode) {
    let (interaction, animator) = make(mode: mode)
    let context = Recording()
    interaction.start(context)
    interaction.update(0.3)
    let first = interaction.finish(velocity: 1200)
    #expect(first == 1200)
    #expect(interaction.velocity == 1200)
    #expect(interaction.state == .completing)
    #expect(context.calls.contains(.finish))
    // 1200 pt/s over a 960 pt span: the progress moves at 1.25 / s at first.
    animator.advance(to: 1e-5)
    #expect(abs((interaction.percentComplete - 0.3) / 1e-5 / (1200.0 / 960) - 1) < 0.01)
    run(animator, from: 1e-5, to: 3)
    #expect(context.completions == [true])
    #expect(interaction.state == .idle)
    // From the release on, the progress only goes towards 1 and never past it.
    let completing = context.percents.drop { $0 < 0.3 }
    #expect(zip(completing, completing.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(completing.last == 1)
  }

  @Test func cancelCarriesTheVelocityBackToZero() {
    let (interaction, animator) = make()
    let context = Recording()
    interaction.start(context)
    interaction.update(0.7)
    let first = interaction.cancel(velocity: -900)
    #expect(first == -900)
    #expect(interaction.wasCancelled)
    #expect(interaction.target == 0)
    run(animator, from: 0, to: 3)
    #expect(context.completions == [false])
    #expect(context.calls.contains(.cancel))
    #expect(interaction.percentComplete == 0)
  }

  @Test func timedCompletionIsTheRemainingFractionAtCompletionSpeed() {
    let (interaction, animator) = make(mode: .timed)
    interaction.duration = 0.4
    interaction.completionSpeed = 2
    interaction.completionCurve = .linear
    let context = Recording()
    interaction.start(context)
    interaction.update(0.3)
    // Seed 001: (1 − 0.3) × 0.4 s / 2 = 0.14 s, the velocity ignored.
    let first = interaction.finish(velocity: -5000)
    #expect(abs(first - 0.7 * 960 / 0.14) < 1e-9)
    animator.advance(to: 0.07)
    #expect(abs(interaction.percentComplete - 0.65) < 1e-12)
    animator.advance(to: 0.1399)
    #expect(context.completions.isEmpty)
    animator.advance(to: 0.14)
    #expect(context.completions == [true])
  }

  @Test func timedCancelFollowsTheCompletionCurve() {
    let (interaction, animator) = make(mode: .timed)
    interaction.duration = 0.5
    interaction.completionCurve = .easeIn
    let context = Recording()
    interaction.start(context)
    interaction.update(0.6)
    interaction.cancel()
    // 0.6 × 0.5 s = 0.3 s back to 0, along ease-in.
    #expect(interaction.velocity == 0)
    animator.advance(to: 0.15)
    #expect(abs(interaction.percentComplete - (0.6 - 0.6 * TimingCurve.easeIn.value(at: 0.5))) < 1e-12)
    animator.advance(to: 0.3)
    #expect(context.completions == [false])
  }

  @Test func anUnderdampedSpringCompletesWhenItArrivesWithoutSwingingPast() {
    let (interaction, animator) = make()
    interaction.parameters.spring.damping = 4  // ζ ≈ 0.12: it would overshoot by far
    let context = Recording()
    interaction.start(context)
    interaction.update(0.5)
    interaction.finish(velocity: 2000)
    let frames = run(animator, from: 0, to: 2)
    #expect(context.completions == [true])
    #expect(context.percents.allSatisfy { $0 >= 0 && $0 <= 1 })
    // It completed at the first arrival, within a fraction of a second, not after the ringing.
    let completedAt = context.calls.firstIndex(of: .complete(true))!
    #expect(completedAt < frames)
    #expect(!animator.isRunning)
  }

  @Test func slowMotionKeepsVelocitiesOnScreen() {
    let (interaction, animator) = make()
    animator.timeScale = 0.1
    // Rates kept on screen (the old slow-motion release, an option since issue 61).
    animator.slowMotionRelease = .onScreenSpeed
    let context = Recording()
    interaction.start(context)
    interaction.update(0.4)
    #expect(interaction.finish(velocity: 500) == 500)
    #expect(abs(interaction.velocity - 500) < 1e-9)
    // 10 ms on screen is 1 ms of animation: the progress moves 500 / 960 × 0.01.
    animator.advance(to: 0.0001)
    #expect(abs((interaction.percentComplete - 0.4) / 0.0001 - 500.0 / 960) < 0.01)
  }

  @Test func reversingMidFlightKeepsTheVelocity() {
    let (interaction, animator) = make()
    let context = Recording()
    interaction.start(context)
    interaction.animate()
    animator.advance(to: 0.175)
    let before = interaction.velocity
    #expect(before > 1000)
    let first = interaction.cancel(velocity: before)
    #expect(first == before)
    run(animator, from: 0.175, to: 3)
    #expect(context.completions == [false])
  }

  @Test func badInputNeverProducesNaN() {
    let (interaction, animator) = make()
    interaction.span = 0
    interaction.span = .nan
    #expect(interaction.span == 960)
    interaction.duration = -1
    interaction.completionSpeed = .infinity
    #expect(interaction.duration == 0.35 && interaction.completionSpeed == 1)
    let context = Recording()
    interaction.start(context, at: .nan)
    #expect(interaction.percentComplete == 0)
    #expect(interaction.finish(velocity: .nan) == 0)
    animator.advance(to: 0)
    animator.advance(to: 5)
    #expect(context.percents.allSatisfy { $0.isFinite })
    #expect(context.completions == [true])
    // Nothing to finish or cancel without a transition.
    #expect(interaction.cancel(velocity: 100) == 0)
    #expect(context.completions == [true])
  }

  @Test(arguments: [SettleMode.spring, .dynamics, .timed])
  func theProgressDoesNotDependOnTheFrameRate(mode: SettleMode) {
    func percents(fps: Double) -> [Double] {
      let (interaction, animator) = make(mode: mode)
      interaction.start(Recording())
      interaction.update(0.35)
      interaction.finish(velocity: 700)
      var samples: [Double] = []
      for frame in 1...Int(fps) {
        animator.advance(to: Double(frame) / fps)
        if frame % Int(fps / 30) == 0 { samples.append(interaction.percentComplete) }
      }
      return samples
    }
    let reference = percents(fps: 240)
    for fps in [30.0, 60] {
      let other = percents(fps: fps)
      let worst = zip(reference, other).map { abs($0 - $1) * 960 }.max() ?? 0
      #expect(worst < 0.5, "\(mode) at \(fps) fps: \(worst) pt")
    }
  }
}
