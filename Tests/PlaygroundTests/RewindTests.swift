import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The rewind (issue 25): while paused, `,` steps a frame back and `.` a frame on, re-simulated
/// from the recorded input; the trace marks re-simulated frames; an input in the past branches a
/// new history.
@Suite("Rewind: the past re-simulated", .serialized)
struct RewindTests {
  private func lines(_ events: [Script.Event], scene: String, duration: Double) throws -> [[String: Any]] {
    try HeadlessRun.trace(events, scene: scene, duration: duration).lines
  }

  /// A line without what says when and how it was made (frame, loop time, paused, resimulated).
  private func content(_ line: [String: Any]) -> NSDictionary {
    var line = line
    for key in ["frame", "t", "paused", "resimulated", "hitch"] { line[key] = nil }
    return line as NSDictionary
  }

  private func at(_ lines: [[String: Any]], _ time: Double) throws -> [String: Any] {
    try #require(lines.first { abs(($0["t"] as? Double ?? -1) - time) < 1e-6 })
  }

  /// Frame n's time at 60 fps.
  private func frame(_ n: Int) -> Double { Double(n) / 60 }

  @Test(arguments: [PaneScene.name, CardScene.name, NavigationScene.name])
  func scrubbingBackOneSecondAndForwardAgainGivesTheRunThatNeverRewound(scene: String) throws {
    // Some motion with a tuning key and a release in it, paused at frame 90 (1.5 s) mid-settle.
    let motion = Self.motion(scene)
    let pause = frame(90)
    // 60 frames back (one second) and 60 on again, one key a frame, then go on at frame 240.
    let back = (1...60).map { Scenario.key(frame(90 + $0), ",") }
    let on = (1...60).map { Scenario.key(frame(150 + $0), ".") }
    let rewound = try lines(
      motion + [Scenario.key(pause, ".")] + back + on + [Scenario.key(frame(240), "/")], scene: scene,
      duration: 5)
    let straight = try lines(
      motion + [Scenario.key(pause, "."), Scenario.key(frame(240), "/")], scene: scene, duration: 5)
    #expect(rewound.count == straight.count)
    // The second the rewind goes through is not still: its first and last frames differ.
    #expect(content(try at(straight, frame(30))) != content(try at(straight, frame(90))))
    // Before the pause, and from the time the rewound run came back to the live frame, every
    // line is the same; the way back shows exactly the lines of one second to the frame before.
    for n in 0...300 {
      let line = try at(rewound, frame(n))
      if n <= 90 || n >= 210 {
        #expect(content(line) == content(try at(straight, frame(n))), "\(scene) frame \(n)")
        #expect(line["resimulated"] == nil, "\(scene) frame \(n)")
      } else {
        // Frame 90 + k (k ≤ 60) shows frame 90 − k; frame 150 + k shows frame 30 + k.
        let shown = n <= 150 ? 90 - (n - 90) : 30 + (n - 150)
        #expect(
          content(line) == content(try at(straight, frame(shown))), "\(scene) frame \(n) shows \(shown)")
        #expect(line["resimulated"] as? Bool == (shown != 90), "\(scene) frame \(n)")
      }
    }
  }

  /// Some motion with a tuning key and a release in it.
  private static func motion(_ scene: String) -> [Script.Event] {
    if scene == PaneScene.name {
      return [Scenario.key(0.05, "]")] + PaneScenario.drag(from: 620, at: 0.6, speed: -1500, duration: 0.1)
    }
    if scene == CardScene.name {
      let drag = CardScenario.drag(
        from: Vector2(x: 480, y: 352), at: 0.6, velocity: Vector2(x: 900, y: 500), duration: 0.15)
      return [Scenario.key(0.05, "2")] + drag
    }
    var events = [Scenario.pointer(0.1, .down, 300, 110), Scenario.pointer(0.16, .up, 300, 110)]
    events.append(Scenario.pointer(0.9, .down, 8, 360))
    for step in 1...20 {
      events.append(Scenario.pointer(0.9 + 0.008 * Double(step), .move, 8 + 10 * Double(step), 360))
    }
    events.append(Scenario.pointer(1.07, .up, 208, 360))
    return events
  }

  @Test func aPressInThePastBranchesANewHistory() throws {
    // The pane flicked open; paused at 1.5 s; 30 frames back (before the flick's release at 0.7 s
    // + settle, into the settle); a Space there closes the pane from that frame on.
    let flick = PaneScenario.drag(from: 620, at: 0.2, speed: -1500, duration: 0.1)
    let back = (1...60).map { Scenario.key(frame(90 + $0), ",") }
    let events =
      flick + [Scenario.key(frame(90), ".")] + back + [
        Scenario.key(frame(160), "space"), Scenario.key(frame(170), "/"),
      ]
    let branched = try lines(events, scene: PaneScene.name, duration: 4)
    let last = try #require(branched.last)
    #expect(last["state"] as? String == "closed")
    let unbranched = try lines(flick, scene: PaneScene.name, duration: 4)
    #expect(unbranched.last?["state"] as? String == "open")
    #expect(last["resimulated"] == nil)
    // Going on from the branch: the scene's time is 0.5 s (frame 30) plus the time since "/".
    let afterResume = try at(branched, frame(200))
    #expect(afterResume["paused"] as? Bool == false)
  }

  @Test func theTimelineStripScrubsToThePressAndADragMovesOn() throws {
    let flick = PaneScenario.drag(from: 620, at: 0.6, speed: -1500, duration: 0.1)
    // Paused at frame 90 (1.5 s): the strip spans 0…1.5 s along the bottom.
    let strip = TimelineStrip(
      range: 0...1.5, shown: 1.5, layout: OverlayLayout(size: Size(width: 960, height: 640)))
    func x(_ sceneTime: Double) -> Double { strip.track.minX + sceneTime / 1.5 * strip.track.width }
    let y = strip.frame.center.y
    let scrub = [
      Scenario.pointer(frame(100), .down, x(0.5), y), Scenario.pointer(frame(110), .move, x(0.75), y),
      Scenario.pointer(frame(120), .up, x(0.75), y),
    ]
    let scrubbed = try lines(
      flick + [Scenario.key(frame(90), ".")] + scrub, scene: PaneScene.name, duration: 2.5)
    let straight = try lines(flick, scene: PaneScene.name, duration: 2.5)
    #expect(content(try at(scrubbed, frame(100))) == content(try at(straight, frame(30))))
    #expect(try at(scrubbed, frame(100))["resimulated"] as? Bool == true)
    #expect(content(try at(scrubbed, frame(115))) == content(try at(straight, frame(45))))
    #expect(content(try at(scrubbed, frame(140))) == content(try at(straight, frame(45))))
    // The strip's presses are no input: nothing branched, the pointer never reached the pane.
    #expect(scrubbed.allSatisfy { $0["gesture"] as? String != "began" || ($0["t"] as? Double ?? 0) < 1 })
  }
}
