// The stress scene per frame, headless 960×640 at scale 1 (SDL's software renderer, as
// `flick --headless` draws), on ordo-one's package-benchmark:
//   swift package --package-path Benchmarks benchmark --target StressBenchmarks
// "update" is the scene's advance by one 60 Hz frame (all springs, then the cards that moved);
// "draw" is the layer tree → display list → SDL for that frame. The cards are flicked by a
// click at the centre and flicked again whenever they have all come to rest (that frame pays
// for the click: it shows in the maximum, not the median).

import Benchmark
import Foundation
import Motion
import Playground
import Scenes
import Stage

let size = Size(width: 960, height: 640)

/// A stress scene with `count` cards, clicked so that every card moves; made on a benchmark's
/// first run and kept (building 100 000 layers is not what is measured).
final class Flicked: @unchecked Sendable {
  let scene: StressScene
  var time = 0.0

  init(count: Int) {
    scene = StressScene(size: size, count: count)
    click()
  }

  func click() {
    let centre = Vector2(x: size.width / 2, y: size.height / 2)
    scene.handle(PointerEvent(kind: .down, location: centre, timestamp: time))
    scene.handle(PointerEvent(kind: .up, location: centre, timestamp: time))
  }

  /// One frame on; a new click once everything rests.
  func advance() {
    if scene.isAtRest { click() }
    time += 1.0 / 60
    scene.advance(to: time)
  }
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3),
    maxIterations: 2_000)
  for count in [1_000, 10_000, 100_000] {
    let updates = Lazy { Flicked(count: count) }
    Benchmark("stress update: \(count) cards", configuration: configuration) { benchmark in
      let flicked = updates.value
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { flicked.advance() }
      benchmark.stopMeasurement()
      blackHole(flicked.scene.springs.movingCount)
    }
    let draws = Lazy { (Flicked(count: count), try? OffscreenRenderer(size: size)) }
    Benchmark("stress draw: \(count) cards", configuration: configuration) { benchmark in
      let (flicked, renderer) = draws.value
      guard let renderer else {
        benchmark.error("no offscreen renderer")
        return
      }
      flicked.advance()
      benchmark.startMeasurement()
      renderer.draw(flicked.scene.root)
      benchmark.stopMeasurement()
    }
  }
}

/// A value made on first use and kept.
final class Lazy<Value>: @unchecked Sendable {
  private let make: () -> Value
  private var made: Value?

  init(_ make: @escaping () -> Value) { self.make = make }

  var value: Value {
    if let made { return made }
    let value = make()
    made = value
    return value
  }
}
