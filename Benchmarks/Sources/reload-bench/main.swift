// What a scene file's reload costs as the session grows: hello.json dragged for 1, 2, 5 and 10
// minutes (the card dragged up, then flicked back down, every 2.4 s; a move every 1/120 s;
// frames at 60 fps), then reloaded with another spring, two ways on the same build:
//   whole    the reload before issue 61: the whole history made again under the new version,
//            then again under the old one for the ghost
//   bounded  the reload now: made again from the last checkpoint (the scene at rest as it
//            started) before the plot's 3 s and the last release; the old runner goes on as
//            the ghost
// Each the median of 5 reloads, in wall time, with the frames made again; and the process's
// resident memory after the dragging.
// Run: swift run -c release --package-path Benchmarks reload-bench [PATH to hello.json]
import Foundation
import Motion
import Scenes
import Stage

let path = CommandLine.arguments.dropFirst().first ?? "Assets/scenes/hello.json"
guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
  print("reload-bench: cannot read \(path) (run from the package root, or give its path)")
  exit(1)
}
let old = try SceneFileDocument(name: "hello", text: text)
let new = try SceneFileDocument(
  name: "hello",
  text: text.replacingOccurrences(
    of: "\"background\":",
    with: "\"settle\": {\"spring\": {\"stiffness\": 120, \"damping\": 14, \"mass\": 1}}, \"background\":"))

/// The benchmark's dragging until `seconds`, as the window would deliver it.
func dragging(until seconds: Double) -> [PointerEvent] {
  var events: [PointerEvent] = []
  var time = 0.3
  func add(_ kind: PointerEvent.Kind, _ y: Double, at t: Double) {
    events.append(PointerEvent(kind: kind, location: Vector2(x: 480, y: y), timestamp: t))
  }
  while time + 2.4 <= seconds {
    let step = Int(time) % 2 == 0 ? 6.0 : 3.0
    add(.down, 600, at: time)
    for index in 1..<60 { add(.move, 600 - step * Double(index), at: time + Double(index) / 120) }
    add(.up, 600 - step * 59, at: time + 0.5)
    time += 1.2
    add(.down, 470, at: time)
    for index in 1..<20 { add(.move, 470 + 12 * Double(index), at: time + Double(index) / 120) }
    add(.up, 698, at: time + 0.17)
    time += 1.2
  }
  return events
}

func residentMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return 0 }
  return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func milliseconds(_ work: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

let scenes = SceneRegistry.builtIn.adding(.file(new))
let rewrite = { (input: SceneInput) -> SceneInput in
  if case .startScene("hello", _) = input { return .startScene("hello", parameters: new.parameters) }
  return input
}
print("minutes  frames logged  RSS after (MB)  whole: ms, frames made again  bounded: ms, frames made again")
for minutes in [1.0, 2, 5, 10] {
  let seconds = minutes * 60
  let runner = SceneRunner(
    scenes: SceneRegistry.builtIn.adding(.file(old)),
    start: SceneRunner.Start(scene: "hello", size: Size(width: 960, height: 640)))
  runner.marksCheckpoints = true
  let events = dragging(until: seconds)
  var next = 0
  for index in 0...Int(seconds * 60) {
    let time = Double(index) / 60
    var inputs: [(time: Double, input: SceneInput)] = []
    while next < events.count, events[next].timestamp <= time {
      inputs.append((events[next].timestamp, .pointer(events[next])))
      next += 1
    }
    runner.step(to: time, inputs: inputs)
  }
  let resident = residentMegabytes()
  var start = runner.start
  start.parameters = new.parameters
  // Before: the whole history twice (a replay that looks for no checkpoint, as before).
  runner.marksCheckpoints = false
  var wholeFrames = 0
  let whole = median(
    (0..<5).map { _ in
      milliseconds {
        wholeFrames = 0
        _ = runner.replayed(under: scenes, start: start, rewriting: rewrite) { _, _ in wholeFrames += 1 }
        _ = runner.replayed(through: runner.log.count - 1)
        wholeFrames += runner.log.count
      }
    })
  runner.marksCheckpoints = true
  var boundedFrames = 0
  let bounded = median(
    (0..<5).map { _ in
      milliseconds {
        boundedFrames = 0
        let release = runner.scene.probe.handoff?.time ?? .infinity
        let checkpoint = runner.checkpoint(atOrBefore: min(seconds - 3, release).nextDown)
        _ = runner.replayed(under: scenes, start: start, from: checkpoint, rewriting: rewrite) { _, _ in
          boundedFrames += 1
        }
      }
    })
  print(
    String(
      format: "%7.0f  %13d  %14.1f  %8.1f ms, %6d  %10.2f ms, %6d", minutes, runner.log.count, resident,
      whole,
      wholeFrames, bounded, boundedFrames))
}
