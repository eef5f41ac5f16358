import Testing

@testable import Motion

/// DynamicsSimulation answers, at any time, what a DynamicsAnimation advanced to that time shows:
/// the same sub-steps, the same interpolation between them, the same end.
@Suite struct DynamicsSimulationTests {
  static let from = Vector2(x: 480, y: 384)
  static let release = Vector2(x: 200, y: -1500)
  static let anchor = Vector2(x: 480, y: 320)
  static let size = Size(width: 280, height: 180)

  /// Frame schedules: steady rates that do and do not divide 1/480 s, and an irregular one with
  /// a 250 ms hitch.
  static let schedules: [[Double]] = [
    Array(repeating: 1.0 / 60, count: 400),
    Array(repeating: 1.0 / 144, count: 900),
    Array(repeating: 1.0 / 50, count: 300),
    (0..<500).map { index in index == 20 ? 0.25 : [0.004, 0.013, 0.0169, 0.007][index % 4] },
  ]

  @Test(arguments: 0..<schedules.count)
  func matchesTheAnimationAtEveryFrame(schedule: Int) {
    let simulation = DynamicsSimulation(
      from: Self.from, velocity: Self.release, anchor: Self.anchor, itemSize: Self.size)
    var animation = DynamicsAnimation(
      from: Self.from, velocity: Self.release, anchor: Self.anchor, itemSize: Self.size)
    var time = 0.0
    var finishedFrames = 0
    for dt in Self.schedules[schedule] {
      animation.advance(by: dt)
      time += dt
      #expect((simulation.position(at: time) - animation.value).magnitude < 1e-9, "t \(time)")
      #expect((simulation.velocity(at: time) - animation.velocity).magnitude < 1e-9, "t \(time)")
      #expect(simulation.isDone(at: time) == animation.isFinished, "t \(time)")
      if animation.isFinished { finishedFrames += 1 }
    }
    // The schedules are long enough for the world to pause: the end is compared too.
    #expect(finishedFrames > 0)
    #expect(simulation.position(at: time) == Self.anchor)
  }

  @Test func startsWithTheReleaseVelocityAndEndsAtTheAnchor() throws {
    let simulation = DynamicsSimulation(
      from: Self.from, velocity: Self.release, anchor: Self.anchor, itemSize: Self.size)
    #expect(simulation.position(at: 0) == Self.from)
    #expect(simulation.velocity(at: 0) == Self.release)
    #expect(simulation.endPosition == Self.anchor)
    let duration = try #require(simulation.duration)
    #expect(duration > 0.1 && duration < DynamicsSimulation.maximumDuration, "\(duration)")
    #expect(!simulation.isDone(at: duration))
    #expect(simulation.isDone(at: duration + 1e-6))
    #expect(simulation.velocity(at: duration + 1) == .zero)
  }

  @Test func runsOnTheAnimatorAsAnySimulation() {
    let simulation: any Simulation<Vector2> = DynamicsSimulation(
      from: Self.from, velocity: Self.release, anchor: Self.anchor, itemSize: Self.size)
    let animator = Animator()
    var last = Vector2.zero
    var finished = false
    animator.add(
      SimulationAnimation(AnySimulation(simulation)), forKey: "centre",
      onUpdate: { value, _ in last = value },
      completion: { finished = $0 })
    for frame in 1...600 { animator.advance(to: Double(frame) / 60) }
    #expect(finished)
    #expect(last == Self.anchor)
  }

  @Test func badInputIsDoneAtOnceWithoutNaN() {
    let nowhere = Vector2(x: .nan, y: 0)
    let cases = [
      DynamicsSimulation(from: nowhere, velocity: Self.release, anchor: Self.anchor, itemSize: Self.size),
      DynamicsSimulation(
        from: Self.from, velocity: Self.release, anchor: Self.anchor, itemSize: Self.size, frequency: -1),
      DynamicsSimulation(from: Self.anchor, velocity: .zero, anchor: Self.anchor, itemSize: Self.size),
    ]
    for simulation in cases {
      #expect(simulation.isDone(at: 0))
      #expect(simulation.position(at: 0.5).isFinite)
      #expect(simulation.position(at: 0.5) == simulation.anchor)
      #expect(simulation.velocity(at: 0.5) == .zero)
    }
  }
}
