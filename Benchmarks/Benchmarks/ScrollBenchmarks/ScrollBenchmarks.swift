// The scroll scene's whole headless frame at 1 000 and 100 000 rows, 960×640 at scale 1 (SDL's
// software renderer, as `flick --headless` draws), on ordo-one's package-benchmark:
//   swift package --package-path Benchmarks benchmark --target ScrollBenchmarks
// A frame is the scene's advance by 1/60 s (the fling, the visible rows laid out on the pooled
// layers) and the layer tree → display list → SDL. The list is flung at 4 000 pt/s, down and
// on down the list whenever it comes to rest, so rows come on screen that have never been drawn
// (their titles are text the renderer has not cached yet).

import Benchmark
import Foundation
import Motion
import Playground
import Scenes
import Stage

let size = Size(width: 960, height: 640)

/// A scroll scene with `rows` rows that keeps being flung; made on a benchmark's first run and
/// kept (building the row geometry is not what is measured).
final class Flung: @unchecked Sendable {
  let scene: ScrollScene
  var time = 0.0

  init(rows: Int) {
    scene = ScrollScene(size: size, rows: rows)
    fling()
  }

  /// A 4 000 pt/s flick in 0.1 s of 10 ms moves.
  func fling() {
    let x = size.width / 2
    let from = 560.0
    let speed = -4000.0
    scene.handle(PointerEvent(kind: .down, location: Vector2(x: x, y: from), timestamp: time))
    for step in 1...10 {
      time += 0.01
      scene.handle(
        PointerEvent(
          kind: .move, location: Vector2(x: x, y: from + speed * 0.01 * Double(step)), timestamp: time))
    }
    scene.handle(PointerEvent(kind: .up, location: Vector2(x: x, y: from + speed * 0.1), timestamp: time))
  }

  /// One frame on; a new fling once the list rests.
  func advance() {
    if scene.phase == .idle { fling() }
    time += 1.0 / 60
    scene.advance(to: time)
  }
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(5),
    maxIterations: 3_000)
  for rows in [1_000, 100_000] {
    let frames = Lazy { (Flung(rows: rows), try? OffscreenRenderer(size: size)) }
    Benchmark("scroll frame: \(rows) rows", configuration: configuration) { benchmark in
      let (flung, renderer) = frames.value
      guard let renderer else {
        benchmark.error("no offscreen renderer")
        return
      }
      benchmark.startMeasurement()
      flung.advance()
      renderer.draw(flung.scene.root)
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
