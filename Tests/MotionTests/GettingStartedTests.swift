import Motion
import Testing

/// The code of Motion's documentation article "Getting Started"
/// (Sources/Motion/Motion.docc/GettingStarted.md), run so the article cannot drift from the API:
/// each step's snippet, with the article's placeholders (`draw`, `restingY`, `card`) filled in,
/// and its claims checked. Change both together.
@Suite("Getting Started (Motion's DocC article)")
struct GettingStartedTests {
  @Test func chooseASpring() throws {
    let snappy = Spring(response: 0.4, dampingRatio: 0.8)  // SwiftUI, Wave
    let same = Spring(duration: 0.4, bounce: 0.2)  // SwiftUI, Flutter
    #expect(abs(snappy.stiffness - 246.7) < 0.05)
    #expect(abs(snappy.bounce - 0.2) < 1e-12)
    #expect(abs(same.stiffness - snappy.stiffness) < 1e-9)
    #expect(abs(same.damping - snappy.damping) < 1e-9)
  }

  @Test func animateOneValueAtAnyFrameRate() throws {
    let snappy = Spring(response: 0.4, dampingRatio: 0.8)
    var drawn: [Double] = []
    func draw(at y: Double) { drawn.append(y) }

    var cardY = SpringAnimation(from: 0.0, to: 300.0, parameters: snappy)
    for _ in 1...60 {
      cardY.advance(by: 1.0 / 60)
      draw(at: cardY.value)
    }
    #expect(drawn.count == 60)
    #expect(abs(cardY.value - 300) < 0.5)

    // "one step of 0.25 s lands where fifteen steps of 1/60 s do"
    var oneStep = SpringAnimation(from: 0.0, to: 300.0, parameters: snappy)
    var fifteen = oneStep
    oneStep.advance(by: 0.25)
    for _ in 1...15 { fifteen.advance(by: 1.0 / 60) }
    #expect(abs(oneStep.value - fifteen.value) < 1e-9)
    #expect(abs(oneStep.velocity - fifteen.velocity) < 1e-9)
  }

  @Test func handOverAGesturesVelocity() throws {
    let snappy = Spring(response: 0.4, dampingRatio: 0.8)
    let restingY = 300.0
    var cardY = SpringAnimation(from: 0.0, to: 300.0, parameters: snappy)
    func fingerLifted(at position: Double, velocity: Double) {
      cardY = SpringAnimation(from: position, to: restingY, velocity: velocity, parameters: snappy)
    }
    fingerLifted(at: 120, velocity: 900)
    // Position and velocity are continuous at the hand-over.
    #expect(cardY.value == 120)
    #expect(cardY.velocity == 900)

    // Caught mid-flight and sent elsewhere: retarget keeps position and velocity.
    cardY.advance(by: 0.05)
    let (value, velocity) = (cardY.value, cardY.velocity)
    cardY.retarget(to: 500)
    #expect(abs(cardY.value - value) < 1e-9)
    #expect(abs(cardY.velocity - velocity) < 1e-9)
    #expect(cardY.target == 500)

    // A flick that coasts: DecayAnimation knows where and when it stops.
    let coast = DecayAnimation(from: 120.0, velocity: 900.0)
    func nearestSnapPoint(to y: Double) -> Double { [0.0, 300, 600].min { abs($0 - y) < abs($1 - y) }! }
    let snapY = nearestSnapPoint(to: coast.target)
    #expect(coast.target > 120 && coast.duration > 0)
    #expect(snapY == 600)  // 900 pt/s at UIScrollView's rate coasts about 450 pt, to about 570
  }

  @Test func letTheAnimatorDriveIt() throws {
    let snappy = Spring(response: 0.4, dampingRatio: 0.8)
    final class Card { var y = 0.0 }
    let card = Card()
    var outcomes: [Bool] = []
    let (position, velocity, restingY) = (120.0, 900.0, 300.0)

    let animator = Animator()
    animator.add(
      SpringAnimation(from: position, to: restingY, velocity: velocity, parameters: snappy),
      forKey: "card.y",
      onUpdate: { y, _ in card.y = y },
      completion: { finished in outcomes.append(finished) })
    #expect(card.y == position)
    var frameTime = 0.0
    while animator.isRunning && frameTime < 5 {
      frameTime += 1.0 / 60
      animator.advance(to: frameTime)
    }
    #expect(card.y == restingY)
    #expect(outcomes == [true])

    // Adding under the same key replaces the running animation; its completion gets false.
    animator.add(
      SpringAnimation(from: card.y, to: 0.0, parameters: snappy), forKey: "card.y",
      completion: { finished in outcomes.append(finished) })
    animator.add(SpringAnimation(from: card.y, to: 600.0, parameters: snappy), forKey: "card.y")
    #expect(outcomes == [true, false])
  }

  @Test func anySimulation() throws {
    final class Card { var y = 0.0 }
    let card = Card()
    let animator = Animator()
    let (position, velocity) = (120.0, 900.0)

    let fling = try FrictionSimulation(drag: 0.135, position: position, velocity: velocity)
    let end = fling.finalPosition  // where it will end
    animator.add(SimulationAnimation(fling), forKey: "card.y", onUpdate: { y, _ in card.y = y })
    var frameTime = 0.0
    while animator.isRunning && frameTime < 30 {
      frameTime += 1.0 / 60
      animator.advance(to: frameTime)
    }
    #expect(abs(card.y - end) < 1e-2)
  }
}
