// flick-bench: the cost of one 60 Hz frame step and the error of the resulting curve, for
// Motion's exact spring, decay and dynamics and for two peers implemented from their published
// algorithms. Run with: swift run -c release --package-path Benchmarks flick-bench
//
// Every case plays the same flick: released at 384 pt moving at −1500 pt/s, settling at −100 pt
// (objc.io's spring: k 300, friction 20, mass 1) for 1.5 s at 60 Hz, i.e. 90 steps.
// "ns/step" is the wall time of one frame's advance plus reading the value, averaged over many
// flicks (median of 11 batches of ≥ 100 ms). "max error" compares every frame's value with a
// reference (see each case).

import Foundation
import Motion

// MARK: - Harness

/// Consumes a value so the optimiser cannot drop the work that produced it.
@inline(never) @_optimize(none)
func blackHole(_ value: Double) {}

/// Hides a constant from the optimiser so the flick cannot be folded at compile time.
@inline(never) @_optimize(none)
func opaque(_ value: Double) -> Double { value }

enum Flick {
  static let from = 384.0
  static let target = -100.0
  static let velocity = -1500.0
  static let frameDuration = 1.0 / 60
  static let frames = 90
  static let springParameters = Spring.handDriven
  /// The closed form evaluated in one jump from the start to `time`.
  static func exact(at time: Double) -> Double {
    target
      + springParameters.evaluate(displacement: from - target, velocity: velocity, after: time)
      .displacement
  }
}

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Median nanoseconds per step of `run`, which performs `stepsPerRun` steps and returns a
/// checksum.
func nanosecondsPerStep(stepsPerRun: Int, _ run: () -> Double) -> Double {
  let clock = ContinuousClock()
  var runs = 1
  while nanoseconds(clock.measure { for _ in 0..<runs { blackHole(run()) } }) < 1e8 { runs *= 2 }
  var samples: [Double] = []
  for _ in 0..<11 {
    let elapsed = clock.measure { for _ in 0..<runs { blackHole(run()) } }
    samples.append(nanoseconds(elapsed) / Double(runs * stepsPerRun))
  }
  return samples.sorted()[samples.count / 2]
}

func report(_ name: String, nanosecondsPerStep: Double, maxError: Double) {
  print(String(format: "%@: %.1f ns/step, %.3g pt max error at 60 Hz", name, nanosecondsPerStep, maxError))
}

// MARK: - Motion's exact spring

func springFlick(frameDurations: [Double], record: ((Double) -> Void)? = nil) -> Double {
  // A zero tolerance: every one of the 90 steps does the full work.
  var spring = SpringAnimation(
    from: opaque(Flick.from), to: Flick.target, velocity: opaque(Flick.velocity),
    parameters: Flick.springParameters, tolerance: Tolerance(distance: 0, velocity: 0))
  var checksum = 0.0
  for dt in frameDurations {
    spring.advance(by: dt)
    checksum += spring.value
    record?(spring.value)
  }
  return checksum
}

/// The largest gap between a run's recorded values and the closed form at the frame times.
func maxErrorAgainstClosedForm(
  frameDurations: [Double], _ run: ([Double], @escaping (Double) -> Void) -> Double
) -> Double {
  var values: [Double] = []
  _ = run(frameDurations) { values.append($0) }
  var time = 0.0
  var worst = 0.0
  for (dt, value) in zip(frameDurations, values) {
    time += dt
    worst = max(worst, abs(value - Flick.exact(at: time)))
  }
  return worst
}

let steadyFrames = [Double](repeating: opaque(Flick.frameDuration), count: Flick.frames)
do {
  let cost = nanosecondsPerStep(stepsPerRun: Flick.frames) { springFlick(frameDurations: steadyFrames) }
  let error = maxErrorAgainstClosedForm(frameDurations: steadyFrames) {
    springFlick(frameDurations: $0, record: $1)
  }
  report("spring", nanosecondsPerStep: cost, maxError: error)
}

// The same with a different dt every frame (±0.5 ms, as real frame timestamps jitter), so the
// animation's cached step coefficients never apply and every step pays exp, cos and sin.
var jitteredFrames: [Double] = []
do {
  var seed: UInt64 = 0x2545_F491_4F6C_DD1D
  for _ in 0..<Flick.frames {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let unit = Double(seed >> 11) / Double(1 << 53)
    jitteredFrames.append(Flick.frameDuration + (unit - 0.5) * 1e-3)
  }
  let cost = nanosecondsPerStep(stepsPerRun: Flick.frames) { springFlick(frameDurations: jitteredFrames) }
  let error = maxErrorAgainstClosedForm(frameDurations: jitteredFrames) {
    springFlick(frameDurations: $0, record: $1)
  }
  report("spring-jitter", nanosecondsPerStep: cost, maxError: error)
}

// MARK: - Decay

do {
  func decayFlick(record: ((Double) -> Void)? = nil) -> Double {
    var decay = DecayAnimation(from: opaque(Flick.from), velocity: opaque(Flick.velocity))
    var checksum = 0.0
    for dt in steadyFrames {
      decay.advance(by: dt)
      checksum += decay.value
      record?(decay.value)
    }
    return checksum
  }
  let cost = nanosecondsPerStep(stepsPerRun: Flick.frames) { decayFlick() }
  // Against x0 + v0·τ·(1 − e^(−t/τ)) with t = n/60 (the flick does not stop within 1.5 s).
  let tau = DecayAnimation<Double>.timeConstant(decelerationRate: 0.998)
  var values: [Double] = []
  _ = decayFlick { values.append($0) }
  var error = 0.0
  for (index, value) in values.enumerated() {
    let time = Double(index + 1) / 60
    error = max(error, abs(value - (Flick.from + Flick.velocity * tau * (1 - exp(-time / tau)))))
  }
  report("decay", nanosecondsPerStep: cost, maxError: error)
}

// MARK: - Dynamics

do {
  // Seed 000's finishing behavior. It comes to rest after ~0.68 s, so the cost is averaged
  // over the frames in which it still runs (each is 8 sub-steps of 1/480 s).
  let size = Size(width: 280, height: 180)
  func makeDynamics() -> DynamicsAnimation {
    DynamicsAnimation(
      from: Vector2(x: 0, y: opaque(Flick.from)), velocity: Vector2(x: 0, y: opaque(Flick.velocity)),
      anchor: Vector2(x: 0, y: Flick.target), itemSize: size)
  }
  var probe = makeDynamics()
  var activeFrames = 0
  var values: [Double] = []
  while !probe.isFinished && activeFrames < Flick.frames {
    probe.advance(by: Flick.frameDuration)
    activeFrames += 1
    values.append(probe.value.y)
  }
  let cost = nanosecondsPerStep(stepsPerRun: activeFrames) {
    var dynamics = makeDynamics()
    var checksum = 0.0
    for _ in 0..<activeFrames {
      dynamics.advance(by: steadyFrames[0])
      checksum += dynamics.value.y
    }
    return checksum
  }
  // Reference: the same world with sub-steps ten times finer (1/4800 s), at the same frame
  // times, over the frames before the animation finishes (after that it snaps to the anchor).
  var reference = DynamicsWorld(stepDuration: 1.0 / 4800)
  let item = reference.addItem(DynamicItem(position: Vector2(x: 0, y: Flick.from), size: size))
  reference.addBehavior(
    AttachmentBehavior(item: item, anchor: Vector2(x: 0, y: Flick.target), frequency: 3.5, dampingRatio: 0.6))
  reference.addBehavior(ItemBehavior(items: [item], density: 100, resistance: 25))
  reference.addLinearVelocity(Vector2(x: 0, y: Flick.velocity), for: item)
  var error = 0.0
  for (index, value) in values.enumerated() {
    reference.advance(by: Flick.frameDuration)
    if index < values.count - 1 { error = max(error, abs(value - reference.item(item).position.y)) }
  }
  report("dynamics", nanosecondsPerStep: cost, maxError: error)
}

// MARK: - Peer: objc.io's hand-driven spring (also Wave's integrator)

// objc.io issue 12, "Interactive Animations": each frame, force = k·(target − x) − friction·v,
// v += force·dt (mass 1), x += v·dt: semi-implicit Euler at the frame rate.
func eulerFlick(frameDurations: [Double], record: ((Double) -> Void)? = nil) -> Double {
  let springConstant = 300.0
  let frictionConstant = 20.0
  var position = opaque(Flick.from)
  var velocity = opaque(Flick.velocity)
  var checksum = 0.0
  for dt in frameDurations {
    let force = springConstant * (Flick.target - position) - frictionConstant * velocity
    velocity += force * dt
    position += velocity * dt
    checksum += position
    record?(position)
  }
  return checksum
}

do {
  let cost = nanosecondsPerStep(stepsPerRun: Flick.frames) { eulerFlick(frameDurations: steadyFrames) }
  let error = maxErrorAgainstClosedForm(frameDurations: steadyFrames) {
    eulerFlick(frameDurations: $0, record: $1)
  }
  report("euler-objcio", nanosecondsPerStep: cost, maxError: error)
}

// MARK: - Peer: POP's spring solver (Rebound's is the same scheme)

/// facebookarchive/pop, pop/POPSpringSolver.h: RK4 at a fixed solverDt of 1 ms from an
/// accumulator that carries the leftover time to the next frame; after the sub-steps the state
/// is set to the interpolation between the last two sub-steps (by leftover / solverDt), and the
/// next frame integrates on from that interpolated state. Rebound (src/Spring.js, advance with
/// SOLVER_TIMESTEP_SEC 0.001) does the same.
struct PopSpringSolver {
  let stiffness: Double
  let damping: Double
  let mass: Double
  var accumulatedTime = 0.0
  static let solverStep = 0.001
  static let maximumStep = 30.0

  struct State {
    var position: Double  // displacement from the target, as POP's p
    var velocity: Double
  }

  func acceleration(_ state: State) -> Double {
    -stiffness / mass * state.position - damping / mass * state.velocity
  }

  func integrate(_ state: inout State, _ dt: Double) {
    let aDp = state.velocity
    let aDv = acceleration(state)
    let b = State(position: state.position + aDp * dt * 0.5, velocity: state.velocity + aDv * dt * 0.5)
    let bDp = b.velocity
    let bDv = acceleration(b)
    let c = State(position: state.position + bDp * dt * 0.5, velocity: state.velocity + bDv * dt * 0.5)
    let cDp = c.velocity
    let cDv = acceleration(c)
    let d = State(position: state.position + cDp * dt, velocity: state.velocity + cDv * dt)
    let dDp = d.velocity
    let dDv = acceleration(d)
    state.position += (aDp + 2 * (bDp + cDp) + dDp) / 6 * dt
    state.velocity += (aDv + 2 * (bDv + cDv) + dDv) / 6 * dt
  }

  mutating func advance(_ state: inout State, by dt: Double) {
    if dt > Self.maximumStep {
      state = State(position: 0, velocity: 0)
      return
    }
    accumulatedTime += dt
    var previous = state
    var current = state
    while accumulatedTime >= Self.solverStep {
      previous = current
      integrate(&current, Self.solverStep)
      accumulatedTime -= Self.solverStep
    }
    let alpha = accumulatedTime / Self.solverStep
    state = State(
      position: current.position * alpha + previous.position * (1 - alpha),
      velocity: current.velocity * alpha + previous.velocity * (1 - alpha))
  }
}

func popFlick(frameDurations: [Double], record: ((Double) -> Void)? = nil) -> Double {
  var solver = PopSpringSolver(
    stiffness: Flick.springParameters.stiffness, damping: Flick.springParameters.damping,
    mass: Flick.springParameters.mass)
  var state = PopSpringSolver.State(
    position: opaque(Flick.from) - Flick.target, velocity: opaque(Flick.velocity))
  var checksum = 0.0
  for dt in frameDurations {
    solver.advance(&state, by: dt)
    let value = Flick.target + state.position
    checksum += value
    record?(value)
  }
  return checksum
}

do {
  let cost = nanosecondsPerStep(stepsPerRun: Flick.frames) { popFlick(frameDurations: steadyFrames) }
  let error = maxErrorAgainstClosedForm(frameDurations: steadyFrames) {
    popFlick(frameDurations: $0, record: $1)
  }
  report("rk4-pop", nanosecondsPerStep: cost, maxError: error)
}
