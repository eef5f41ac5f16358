// scroll-bench: the scroll scene's whole headless frame (advance by 1/60 s + layer tree → display
// list → SDL's software renderer), 960×640 at scale 1, at 1 000 and 100 000 rows, the list flung
// on down at 4 000 pt/s whenever it rests (rows never drawn before keep coming on screen).
//
// Run: swift run -c release --package-path Benchmarks scroll-bench
// Each line: p50, p99 and max per frame over 3 000 frames (after 120 warm-up frames), in wall
// time and in the thread's CPU time (CLOCK_THREAD_CPUTIME_ID): on a shared machine the wall
// time's tail is mostly the scheduler's (other processes), the CPU time's is the frame's own.

import Foundation
import Motion
import Playground
import Scenes
import Stage

let size = Size(width: 960, height: 640)

func threadCPUTime() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func wallTime() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
  sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
}

func fling(_ scene: ScrollScene, at time: inout Double) {
  let x = size.width / 2
  scene.handle(PointerEvent(kind: .down, location: Vector2(x: x, y: 560), timestamp: time))
  for step in 1...10 {
    time += 0.01
    scene.handle(
      PointerEvent(kind: .move, location: Vector2(x: x, y: 560 - 40 * Double(step)), timestamp: time))
  }
  scene.handle(PointerEvent(kind: .up, location: Vector2(x: x, y: 160), timestamp: time))
}

for rows in [1_000, 100_000] {
  let scene = ScrollScene(size: size, rows: rows)
  guard let renderer = try? OffscreenRenderer(size: size) else {
    print("no offscreen renderer")
    exit(1)
  }
  var time = 0.0
  var wall: [Double] = []
  var cpu: [Double] = []
  for frame in 0..<3_120 {
    let wallStart = wallTime()
    let cpuStart = threadCPUTime()
    if scene.phase == .idle { fling(scene, at: &time) }
    time += 1.0 / 60
    scene.advance(to: time)
    renderer.draw(scene.root)
    if frame >= 120 {
      wall.append((wallTime() - wallStart) * 1000)
      cpu.append((threadCPUTime() - cpuStart) * 1000)
    }
  }
  wall.sort()
  cpu.sort()
  func line(_ name: String, _ values: [Double]) -> String {
    String(
      format: "%@ p50 %.3f ms  p99 %.3f ms  max %.3f ms", name, percentile(values, 0.5),
      percentile(values, 0.99),
      values.last ?? 0)
  }
  print("scroll frame, \(rows) rows, offset now \(Int(scene.offset.y)) pt:")
  print("  " + line("wall", wall))
  print("  " + line("cpu ", cpu))
}
