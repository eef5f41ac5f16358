import Foundation
import Testing

@testable import Motion

@Suite struct DynamicsTests {
  static let modalSize = Size(width: 280, height: 180)
  static let start = Vector2(x: 480, y: Flick.from)
  static let anchor = Vector2(x: 480, y: Flick.target)
  static let release = Vector2(x: 0, y: Flick.velocity)

  static func finishing() -> DynamicsAnimation {
    DynamicsAnimation(from: start, velocity: release, anchor: anchor, itemSize: modalSize)
  }

  /// Seed 000's finishing behavior as a world, with an action that records every sub-step.
  static func seedWorld(stepDuration: Double = DynamicsWorld.defaultStepDuration) -> (
    DynamicsWorld, DynamicItemID
  ) {
    var world = DynamicsWorld(stepDuration: stepDuration)
    let modal = world.addItem(DynamicItem(position: start, size: modalSize))
    world.addBehavior(AttachmentBehavior(item: modal, anchor: anchor, frequency: 3.5, dampingRatio: 0.6))
    world.addBehavior(ItemBehavior(items: [modal], density: 100, resistance: 25))
    world.addLinearVelocity(release, for: modal)
    return (world, modal)
  }

  @Test func firstVelocityIsTheReleaseVelocityExactly() {
    let finishing = Self.finishing()
    #expect(finishing.velocity == Self.release)
    #expect(finishing.value == Self.start)
    #expect(finishing.target == Self.anchor)
    #expect(!finishing.isFinished)
  }

  @Test func matchesTheEquivalentExactSpring() throws {
    // Zero-length attachment + resistance is a damped spring with ω = 2π·3.5 and
    // c/m = 2·0.6·ω + 25: the world integrates it exactly, and Hermite interpolation between
    // 1/480 s sub-steps adds well under 0.001 pt.
    let omega = 2 * Double.pi * 3.5
    let equivalent = Spring(mass: 1, stiffness: omega * omega, damping: 2 * 0.6 * omega + 25)
    var spring = SpringAnimation(
      from: Self.start, to: Self.anchor, velocity: Self.release, parameters: equivalent,
      tolerance: Tolerance(distance: 0, velocity: 2))
    var dynamics = Self.finishing()
    for _ in 0..<60 {
      dynamics.advance(by: 1.0 / 144)
      spring.advance(by: 1.0 / 144)
      #expect(dynamics.value.distance(to: spring.value) < 1e-3)
      #expect(dynamics.velocity.distance(to: spring.velocity) < 0.1)
    }
  }

  @Test func everyFrameRateAndAHitchAgree() {
    let end = Flick.commonTimes.last!
    let reference = sample(
      Self.finishing(), at: frameTimes(rate: 240, until: end), recording: Flick.commonTimes)
    var runs = Flick.rates.map { frameTimes(rate: $0, until: end) }
    runs.append(frameTimes(rate: 60, until: end, hitch: 0.25...0.5))
    for frames in runs {
      let samples = sample(Self.finishing(), at: frames, recording: Flick.commonTimes)
      #expect(samples.count >= Flick.commonTimes.count - 1)
      for (time, value) in samples {
        let expected = reference.first { $0.time == time }!.value
        // The brief asks for 0.5 pt; sub-steps are exact and only the display interpolation
        // (at 144 Hz) differs, so 0.01 pt holds with a wide margin.
        #expect(value.distance(to: expected) < 0.01, "at \(time) s")
      }
    }
  }

  @Test func finerSubStepsGiveTheSameMotion() {
    // The reference the benchmark uses: the same world stepped at 1/4800 s.
    var coarse = Self.seedWorld().0
    var fine = Self.seedWorld(stepDuration: 1.0 / 4800).0
    let modal = DynamicItemID(index: 0)
    for _ in 0..<40 {
      coarse.advance(by: 1.0 / 60)
      fine.advance(by: 1.0 / 60)
      #expect(coarse.item(modal).position.distance(to: fine.item(modal).position) < 0.01)
    }
  }

  @Test func interpolationIsNeverFedBack() {
    // Record the sub-step states through the action at three frame patterns: identical, bit
    // for bit, because the display interpolation never touches the simulated states.
    func subSteps(frames: [Double]) -> [DynamicItem] {
      var (world, modal) = Self.seedWorld()
      let id = modal
      let recorder = Recorder<DynamicItem>()
      world.action = { world in recorder.append(world.simulatedItem(id)) }
      var now = 0.0
      for frame in frames {
        world.advance(by: frame - now)
        now = frame
        _ = world.item(modal)  // displaying must not matter
      }
      return recorder.values
    }
    let at60 = subSteps(frames: frameTimes(rate: 60, until: 0.5))
    let at144 = subSteps(frames: frameTimes(rate: 144, until: 0.5))
    let hitch = subSteps(frames: frameTimes(rate: 60, until: 0.5, hitch: 0.1...0.35))
    #expect(at60.count == 240)
    #expect(at60 == at144)
    #expect(at60 == hitch)
  }

  @Test func staysFiniteAndSettlesWithHitchFrames() throws {
    var dynamics = Self.finishing()
    var frames = 0
    while !dynamics.isFinished && frames < 40 {
      dynamics.advance(by: 0.25)
      #expect(dynamics.value.isFinite && dynamics.velocity.isFinite)
      frames += 1
    }
    try #require(dynamics.isFinished)
    #expect(frames <= 4)
    #expect(dynamics.value == Self.anchor)
    #expect(dynamics.velocity == .zero)
  }

  @Test func settlesAtTheAnchorAndPausesOnce() {
    var (world, modal) = Self.seedWorld()
    let pauses = Recorder<Int>()
    world.didPause = { world in pauses.append(world.stepCount) }
    var frames = 0
    while !world.isPaused && frames < 600 {
      world.advance(by: 1.0 / 60)
      frames += 1
    }
    #expect(world.isPaused)
    #expect(pauses.count == 1)
    #expect(world.item(modal).position.distance(to: Self.anchor) < world.restDistance)
    #expect(world.item(modal).velocity.magnitude < world.restSpeed)
    // Paused, it stays put and does not step or call back again.
    let steps = world.stepCount
    let position = world.simulatedItem(modal).position
    world.advance(by: 1)
    #expect(world.simulatedItem(modal).position == position)
    #expect(pauses.count == 1)
    #expect(world.stepCount >= steps)
  }

  @Test func actionRunsOncePerSubStep() {
    var (world, _) = Self.seedWorld()
    let steps = Recorder<Int>()
    world.action = { world in steps.append(world.stepCount) }
    world.advance(by: 0.25)  // one 250 ms frame: 120 sub-steps
    #expect(steps.values == Array(1...120))
    world.advance(by: 1.0 / 60)
    #expect(steps.count == 128)
    #expect(world.stepCount == 128)
  }

  @Test func seedActionStopsTheWorldWhenTheModalLeaves() {
    // Seed 000: once the modal no longer intersects the container, remove every behavior;
    // the animator then pauses (dynamicAnimatorDidPause:).
    var world = DynamicsWorld()
    let modal = world.addItem(DynamicItem(position: Vector2(x: 480, y: 100), size: Self.modalSize))
    world.addBehavior(AttachmentBehavior(item: modal, anchor: Vector2(x: 480, y: -300)))
    world.addBehavior(ItemBehavior(items: [modal], density: 100, resistance: 25))
    world.addLinearVelocity(Vector2(x: 0, y: -2000), for: modal)
    let container = Rect(x: 0, y: 0, width: 960, height: 640)
    world.action = { world in
      if !world.simulatedItem(modal).frame.intersects(container) { world.removeAllBehaviors() }
    }
    let paused = Recorder<Double>()
    world.didPause = { world in paused.append(world.simulatedItem(modal).frame.maxY) }
    for _ in 0..<60 where !world.isPaused { world.advance(by: 1.0 / 60) }
    #expect(world.isPaused)
    #expect(paused.count == 1)
    // It stopped within one sub-step of leaving: its bottom edge is just above the container.
    #expect(paused.values[0] <= 0 && paused.values[0] > -2000.0 / 480 - 1)
  }

  @Test func resistanceAloneDecaysExactly() {
    var world = DynamicsWorld()
    let puck = world.addItem(DynamicItem(position: .zero, size: Size(width: 10, height: 10)))
    world.addBehavior(ItemBehavior(items: [puck], resistance: 3))
    world.addLinearVelocity(Vector2(x: 600, y: 0), for: puck)
    world.advance(by: 0.5)
    let item = world.item(puck)
    #expect(abs(item.velocity.x - 600 * exp(-1.5)) < 1e-9)
    #expect(abs(item.position.x - 200 * (1 - exp(-1.5))) < 1e-9)
  }

  @Test func itemsWithoutBehaviorsDoNotMove() {
    var world = DynamicsWorld()
    let idle = world.addItem(
      DynamicItem(position: Vector2(x: 5, y: 5), size: Self.modalSize, velocity: Vector2(x: 100, y: 0)))
    world.advance(by: 1)
    #expect(world.item(idle).position == Vector2(x: 5, y: 5))
    #expect(world.isPaused)
  }

  @Test func rotationDecaysWithAngularResistance() {
    var world = DynamicsWorld()
    let card = world.addItem(DynamicItem(position: .zero, size: Self.modalSize, angularVelocity: 2))
    world.addBehavior(ItemBehavior(items: [card], angularResistance: 4))
    world.advance(by: 0.25)
    #expect(abs(world.item(card).angularVelocity - 2 * exp(-1)) < 1e-9)
    #expect(abs(world.item(card).angle - 0.5 * (1 - exp(-1))) < 1e-9)
    var fixed = DynamicsWorld()
    let held = fixed.addItem(DynamicItem(position: .zero, size: Self.modalSize, angularVelocity: 2))
    fixed.addBehavior(ItemBehavior(items: [held], allowsRotation: false))
    fixed.advance(by: 0.1)
    #expect(fixed.item(held).angle == 0)
  }

  @Test func massFromDensityAndTheReferenceArea() {
    var world = DynamicsWorld()
    let square = world.addItem(DynamicItem(position: .zero, size: Size(width: 100, height: 100)))
    let modal = world.addItem(DynamicItem(position: .zero, size: Self.modalSize))
    #expect(world.mass(of: square) == 1)
    world.addBehavior(ItemBehavior(items: [modal], density: 100))
    #expect(world.mass(of: modal) == 504)
    // Frequency and damping ratio are per unit mass: a light and a heavy modal move alike.
    var light = Self.seedWorld().0
    light.addBehavior(ItemBehavior(items: [DynamicItemID(index: 0)], density: 0.01, resistance: 25))
    var heavy = Self.seedWorld().0
    light.advance(by: 0.2)
    heavy.advance(by: 0.2)
    #expect(light.item(DynamicItemID(index: 0)) == heavy.item(DynamicItemID(index: 0)))
  }

  @Test func aPushResumesAPausedWorld() {
    var (world, modal) = Self.seedWorld()
    world.advance(by: 3)
    #expect(world.isPaused)
    world.addLinearVelocity(Vector2(x: 500, y: 0), for: modal)
    #expect(!world.isPaused)
    #expect(world.item(modal).velocity.x >= 499)
    world.advance(by: 0.05)
    #expect(world.item(modal).position.x > 480 + 5)  // resistance and the spring stop it within ~10 pt
  }

  @Test func movingTheAnchorRetargets() {
    var (world, modal) = Self.seedWorld()
    let attachment = DynamicBehaviorID(rawValue: 1)
    #expect(world.attachment(attachment)?.anchor == Self.anchor)
    world.advance(by: 0.1)
    world.setAnchor(Vector2(x: 480, y: 600), for: attachment)
    world.advance(by: 3)
    #expect(world.item(modal).position.distance(to: Vector2(x: 480, y: 600)) < 0.5)
  }

  @Test func twoAttachmentsPullToTheirWeightedMean() {
    var world = DynamicsWorld()
    let item = world.addItem(DynamicItem(position: .zero, size: Self.modalSize))
    world.addBehavior(
      AttachmentBehavior(item: item, anchor: Vector2(x: 0, y: 0), frequency: 2, dampingRatio: 1))
    world.addBehavior(
      AttachmentBehavior(item: item, anchor: Vector2(x: 100, y: 0), frequency: 2, dampingRatio: 1))
    world.advance(by: 5)
    #expect(abs(world.item(item).position.x - 50) < 0.5)
  }

  @Test func aGiantStepIsCappedAndStaysFinite() {
    var world = DynamicsWorld()
    let item = world.addItem(DynamicItem(position: .zero, size: Self.modalSize))
    // Undamped: it never pauses, so every advance steps.
    world.addBehavior(
      AttachmentBehavior(item: item, anchor: Vector2(x: 100, y: 0), frequency: 1, dampingRatio: 0))
    world.advance(by: 1e9)
    #expect(world.stepCount == world.maximumStepsPerAdvance)
    #expect(world.maximumStepsPerAdvance == 4800)
    #expect(abs(world.time - 10) < 1e-9)
    #expect(world.item(item).position.isFinite)
    // The next frame carries on from there.
    world.advance(by: 1.0 / 60)
    #expect(world.stepCount == 4808)  // 1/60 s is 8 sub-steps
  }
}
