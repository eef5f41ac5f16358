import Testing

@testable import Motion

@Suite struct AnimatorTests {
  /// A linear move from 0 to 1 in one second: its value is its elapsed time.
  static func ramp(duration: Double = 1) -> TimedAnimation<Double> {
    TimedAnimation(from: 0.0, to: duration, duration: duration, curve: .linear)
  }

  @Test func isRunningFollowsTheAnimations() {
    let animator = Animator()
    #expect(!animator.isRunning)
    animator.add(Self.ramp(), forKey: "a")
    #expect(animator.isRunning)
    #expect(animator.keys == ["a"])
    #expect(animator.advance(to: 0.5))
    #expect(!animator.advance(to: 1.5))
    #expect(!animator.isRunning)
    #expect(animator.keys.isEmpty)
  }

  @Test func updatesReportValueAndVelocityFromTheStart() {
    let animator = Animator()
    var updates: [(Double, Double)] = []
    animator.add(Self.ramp(), forKey: "a", onUpdate: { updates.append(($0, $1)) })
    #expect(updates.count == 1)
    #expect(updates[0] == (0, 1))
    animator.advance(to: 0.25)
    #expect(updates.count == 2)
    #expect(updates[1] == (0.25, 1))
  }

  @Test func finishedAnimationsAreRemovedWithCompletionTrueOnce() {
    let animator = Animator()
    var completions: [Bool] = []
    animator.add(Self.ramp(), forKey: "a", completion: { completions.append($0) })
    animator.advance(to: 0.9)
    #expect(completions.isEmpty)
    animator.advance(to: 1.1)
    #expect(completions == [true])
    animator.advance(to: 2)
    #expect(completions == [true])
    #expect(animator.animation(forKey: "a", as: TimedAnimation<Double>.self) == nil)
  }

  @Test func replacingUnderAKeyCompletesTheOldWithFalse() {
    let animator = Animator()
    var old: [Bool] = []
    var new: [Bool] = []
    animator.add(Self.ramp(), forKey: "a", completion: { old.append($0) })
    animator.advance(to: 0.5)
    animator.add(Self.ramp(duration: 2), forKey: "a", completion: { new.append($0) })
    #expect(old == [false])
    #expect(new.isEmpty)
    #expect(animator.keys == ["a"])
    animator.advance(to: 1)
    #expect(animator.animation(forKey: "a", as: TimedAnimation<Double>.self)?.value == 0.5)
    animator.advance(to: 3)
    #expect(old == [false])
    #expect(new == [true])
  }

  @Test func anOldCompletionThatAddsUnderTheSameKeyWins() {
    // The replaced animation's completion re-adds under its own key (a common "restart" idiom).
    // The last add must win, without a second entry ticking twice per frame.
    let animator = Animator()
    var ticks = 0
    var completions: [String] = []
    animator.add(
      Self.ramp(), forKey: "a",
      completion: { _ in
        completions.append("first")
        animator.add(Self.ramp(duration: 5), forKey: "a", onUpdate: { _, _ in ticks += 1 })
      })
    animator.add(Self.ramp(), forKey: "a", completion: { completions.append("second \($0)") })
    #expect(completions == ["first", "second false"])
    #expect(animator.keys == ["a"])
    ticks = 0
    animator.advance(to: 0.5)
    #expect(ticks == 1)
    #expect(animator.animation(forKey: "a", as: TimedAnimation<Double>.self)?.duration == 5)
  }

  @Test func anEarlierStartTimeAdvancesByTheDifference() {
    let animator = Animator(now: 10)
    // The release happened at 9.9 (an event timestamp inside this frame).
    animator.add(Self.ramp(), forKey: "a", startTime: 9.9)
    let ramp = animator.animation(forKey: "a", as: TimedAnimation<Double>.self)
    #expect(abs((ramp?.value ?? 0) - 0.1) < 1e-12)
    // A future or NaN start time counts as now.
    animator.add(Self.ramp(), forKey: "b", startTime: 11)
    animator.add(Self.ramp(), forKey: "c", startTime: .nan)
    #expect(animator.animation(forKey: "b", as: TimedAnimation<Double>.self)?.value == 0)
    #expect(animator.animation(forKey: "c", as: TimedAnimation<Double>.self)?.value == 0)
  }

  @Test func aStartTimeLongAgoFinishesAtOnce() {
    let animator = Animator(now: 10)
    var completions: [Bool] = []
    animator.add(Self.ramp(), forKey: "a", startTime: 5, completion: { completions.append($0) })
    #expect(completions == [true])
    #expect(!animator.isRunning)
  }

  @Test func timeScaleSlowsAnimationTime() {
    let animator = Animator()
    animator.timeScale = 0.1
    animator.add(Self.ramp(), forKey: "a")
    animator.advance(to: 2)
    #expect(abs((animator.animation(forKey: "a", as: TimedAnimation<Double>.self)?.value ?? 0) - 0.2) < 1e-12)
    // Invalid scales are ignored.
    for invalid in [0, -1, Double.nan, .infinity] {
      animator.timeScale = invalid
      #expect(animator.timeScale == 0.1)
    }
    // It applies to start-time leads too.
    let slow = Animator(now: 1)
    slow.timeScale = 0.5
    slow.add(Self.ramp(), forKey: "a", startTime: 0.5)
    #expect(slow.animation(forKey: "a", as: TimedAnimation<Double>.self)?.value == 0.25)
  }

  @Test func earlierOrNaNTimesAreIgnored() {
    let animator = Animator()
    animator.add(Self.ramp(), forKey: "a")
    animator.advance(to: 0.5)
    for time in [0.25, 0.5, Double.nan, -.infinity, .infinity] {
      #expect(animator.advance(to: time))
      #expect(animator.now == 0.5)
      #expect(animator.animation(forKey: "a", as: TimedAnimation<Double>.self)?.value == 0.5)
    }
  }

  @Test func callbacksMayAddAndRemoveDuringAdvance() {
    let animator = Animator()
    var log: [String] = []
    animator.add(
      Self.ramp(), forKey: "a",
      onUpdate: { value, _ in
        if value >= 0.5 && animator.keys.contains("b") { animator.removeAnimation(forKey: "b") }
      })
    animator.add(
      Self.ramp(), forKey: "b", onUpdate: { value, _ in log.append("b \(value)") },
      completion: { log.append("b done \($0)") })
    animator.add(
      Self.ramp(duration: 0.6), forKey: "c",
      completion: { _ in
        log.append("c done")
        animator.add(Self.ramp(), forKey: "d", onUpdate: { value, _ in log.append("d \(value)") })
      })
    log.removeAll()
    animator.advance(to: 0.5)
    // a removed b during this frame, before b ticked: b never saw 0.5.
    #expect(log == ["b done false"])
    log.removeAll()
    animator.advance(to: 0.75)
    // c finished, and its completion added d, which starts now (at 0.75) with value 0.
    #expect(log == ["c done", "d 0.0"])
    log.removeAll()
    animator.advance(to: 1)
    #expect(log == ["d 0.25"])
    #expect(animator.keys == ["d"])
  }

  @Test func removeAllCompletesEveryAnimationWithFalse() {
    let animator = Animator()
    var completions: [String] = []
    for key in ["a", "b", "c"] {
      animator.add(Self.ramp(), forKey: key, completion: { completions.append("\(key) \($0)") })
    }
    animator.removeAllAnimations()
    #expect(completions == ["a false", "b false", "c false"])
    #expect(!animator.isRunning)
    animator.removeAnimation(forKey: "missing")  // no-op
  }

  @Test func drivesEveryKindOfAnimation() {
    let animator = Animator()
    var finished: [String] = []
    animator.add(
      SpringAnimation(from: Flick.from, to: Flick.target, velocity: Flick.velocity), forKey: "spring",
      completion: { _ in finished.append("spring") })
    animator.add(
      DecayAnimation(from: Flick.from, velocity: Flick.velocity), forKey: "decay",
      completion: { _ in finished.append("decay") })
    animator.add(
      DynamicsAnimation(
        from: Vector2(x: 0, y: Flick.from), velocity: Vector2(x: 0, y: Flick.velocity),
        anchor: Vector2(x: 0, y: Flick.target), itemSize: Size(width: 280, height: 180)), forKey: "dynamics",
      completion: { _ in finished.append("dynamics") })
    var frame = 0
    while animator.advance(to: Double(frame) / 60) && frame < 600 { frame += 1 }
    #expect(Set(finished) == ["spring", "decay", "dynamics"])
    #expect(!animator.isRunning)
  }

  /// Thousands of animations ending in the same frame all complete once, in the order they were
  /// added, and the animator is empty after (the case that was quadratic with ordered removal).
  @Test func manyAnimationsEndingTogetherCompleteInOrder() {
    final class Owner {}
    let owners = (0..<4000).map { _ in Owner() }
    let animator = Animator()
    var completed: [Int] = []
    for (index, owner) in owners.enumerated() {
      animator.add(
        Self.ramp(duration: 0.5), forKey: AnimationKey(owner: owner, property: "center"),
        completion: { finished in if finished { completed.append(index) } })
    }
    // Every other one is replaced before the end: its first completion is `false`, and the
    // replacement (added later) completes after all the originals.
    for index in stride(from: 0, to: owners.count, by: 2) {
      animator.add(
        Self.ramp(duration: 0.5), forKey: AnimationKey(owner: owners[index], property: "center"),
        completion: { finished in if finished { completed.append(10_000 + index) } })
    }
    #expect(animator.keys.count == owners.count)
    animator.advance(to: 0.25)
    #expect(completed.isEmpty)
    animator.advance(to: 0.5)
    let odd = Array(stride(from: 1, to: owners.count, by: 2))
    let replaced = stride(from: 0, to: owners.count, by: 2).map { 10_000 + $0 }
    #expect(completed == odd + replaced)
    #expect(!animator.isRunning && animator.keys.isEmpty)
  }

  @Test func keysOfOneOwnerAndPropertyAreOneSlot() {
    final class Owner {}
    let first = Owner()
    let second = Owner()
    let animator = Animator()
    animator.add(Self.ramp(), forKey: AnimationKey(owner: first, property: "center"))
    animator.add(Self.ramp(), forKey: AnimationKey(owner: first, property: "alpha"))
    animator.add(Self.ramp(), forKey: AnimationKey(owner: second, property: "center"))
    animator.add(Self.ramp(), forKey: AnimationKey(owner: first, property: "center", index: 3))
    #expect(animator.keys.count == 4)
    animator.add(Self.ramp(), forKey: AnimationKey(owner: first, property: "center"))
    #expect(animator.keys.count == 4)
    #expect(animator.keys.last == AnimationKey(owner: first, property: "center"))
    #expect(AnimationKey("a") == "a" && AnimationKey("a") != AnimationKey(owner: first, property: "a"))
  }

  /// Adding and removing without advancing never lets the bookkeeping grow without bound.
  @Test func addAndRemoveWithoutAdvancingStaysSmall() {
    let animator = Animator()
    for round in 0..<10_000 {
      animator.add(Self.ramp(), forKey: "k\(round % 3)")
      if round % 2 == 0 { animator.removeAnimation(forKey: "k\(round % 3)") }
    }
    #expect(animator.keys.count <= 3)
    #expect(animator.slotCount <= 2 * 3 + 17, "\(animator.slotCount) slots")
  }
}
