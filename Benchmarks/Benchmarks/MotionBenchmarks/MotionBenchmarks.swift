// One spring step four ways, and the batched spring, on ordo-one's package-benchmark:
//   swift package --package-path Benchmarks benchmark --target MotionBenchmarks
// Every step plays objc.io's flick (384 pt → −100 pt at −1500 pt/s, k 300, friction 20, mass 1),
// restarted every 90 frames (1.5 s at 60 Hz) so that nothing comes to rest or decays into
// subnormal numbers. Time is per step (the iterations are scaled by 1 000). Each curve's error
// against the closed form is what flick-bench prints (`swift run -c release flick-bench`).

import Benchmark
import Foundation
import Motion
import PeerIntegrators

let from = 384.0
let target = -100.0
let release = -1500.0
let frame = 1.0 / 60
/// Frame times that all differ (1/60 s ± 0.5 ms), so the exact spring's cached map never
/// applies: the cost of a spring under real, jittery frame timestamps.
let jitteredFrames = (0..<90).map { frame + 0.0005 * sin(Double($0) * 2.1) }
/// A variable-refresh schedule: 60 and 120 Hz frames in turn, each jittered as above.
let alternatingFrames = (0..<90).map { ($0 % 2 == 0 ? frame : frame / 2) + 0.0005 * sin(Double($0) * 2.1) }

/// Steps `animation` once per iteration with `dt(i)`, restarting it from the flick every 90.
func stepBenchmark<A: Animation>(
  _ benchmark: Benchmark, make: () -> A, dt: (Int) -> Double
) where A.Value == Double {
  var animation = make()
  var step = 0
  for _ in benchmark.scaledIterations {
    if step == 90 {
      animation = make()
      step = 0
    }
    animation.advance(by: dt(step))
    blackHole(animation.value)
    step += 1
  }
}

func exactSpring() -> SpringAnimation<Double> {
  SpringAnimation(
    from: from, to: target, velocity: release, parameters: .handDriven,
    tolerance: Tolerance(distance: 0, velocity: 0))
}

/// `count` 2-D springs on the flick, spread over the window, never resting.
func flickBatch(count: Int) -> SpringBatch {
  var batch = SpringBatch(parameters: .handDriven, tolerance: Tolerance(distance: 0, velocity: 0))
  for index in 0..<count {
    let x = Double(index % 100) * 9.6
    batch.append(
      position: Vector2(x: x, y: from), target: Vector2(x: x, y: target),
      velocity: Vector2(x: 0, y: release))
  }
  return batch
}

/// The batch a benchmark advances, made once and kept: making 100 000 springs is not what is
/// measured. (A stored property, not a lazy one: mutating through a lazy property's getter and
/// setter copies the struct, and then every array on write.)
final class BatchFixture: @unchecked Sendable {
  let count: Int
  var batch: SpringBatch
  var frames = 0

  init(count: Int) {
    self.count = count
    batch = flickBatch(count: count)
  }
}

/// Advances the fixture's batch one 60 Hz frame per iteration; every 64 frames the springs are
/// thrown again (that cost is included: a sixty-fourth of a refill per frame).
func batchBenchmark(_ benchmark: Benchmark, fixture: BatchFixture) {
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    if fixture.frames == 64 {
      for index in 0..<fixture.count {
        fixture.batch.set(index, position: Vector2(x: 0, y: from), velocity: Vector2(x: 0, y: release))
      }
      fixture.frames = 0
    }
    fixture.batch.advance(by: frame)
    fixture.frames += 1
  }
  benchmark.stopMeasurement()
  blackHole(fixture.batch.position(of: fixture.count - 1))
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal], scalingFactor: .kilo,
    maxDuration: .seconds(2), maxIterations: 100_000)

  Benchmark("spring step: exact (dt varies)") { benchmark in
    stepBenchmark(benchmark, make: exactSpring, dt: { jitteredFrames[$0] })
  }
  Benchmark("spring step: exact (60/120 Hz in turn, jittered)") { benchmark in
    stepBenchmark(benchmark, make: exactSpring, dt: { alternatingFrames[$0] })
  }
  Benchmark("spring step: objc.io Euler (dt varies)") { benchmark in
    stepBenchmark(
      benchmark, make: { EulerSpring(from: from, to: target, velocity: release, parameters: .handDriven) },
      dt: { jitteredFrames[$0] })
  }
  Benchmark("spring step: exact, cached map (dt repeats)") { benchmark in
    stepBenchmark(benchmark, make: exactSpring, dt: { _ in frame })
  }
  Benchmark("spring step: objc.io Euler") { benchmark in
    stepBenchmark(
      benchmark, make: { EulerSpring(from: from, to: target, velocity: release, parameters: .handDriven) },
      dt: { _ in frame })
  }
  Benchmark("spring step: POP RK4 at 1 ms") { benchmark in
    stepBenchmark(
      benchmark,
      make: { POPSpringSolver(from: from, to: target, velocity: release, parameters: .handDriven) },
      dt: { _ in frame })
  }

  // One iteration advances the whole batch one 60 Hz frame; ns per spring-axis step is the
  // time divided by 2 × count. Every 64 frames the springs are thrown again (included).
  for count in [1_000, 10_000, 100_000] {
    let fixture = BatchFixture(count: count)
    Benchmark(
      "batch advance: \(count) springs",
      configuration: .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal], scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 20_000)
    ) { benchmark in
      batchBenchmark(benchmark, fixture: fixture)
    }
  }
}
