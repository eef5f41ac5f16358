import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// Issue 58's states and rules, proved on their example files driven by their Assets scripts:
/// `refresh.json` (pull-to-refresh: the pulled list `content`) and `banner.json` (a banner
/// `banner` dismissed by a velocity threshold). The trace's `state` and layer frames are read.
@Suite("Scene files: states and rules")
struct SceneFileStatesTests {
  /// The line at or just after `time`.
  static func line(_ lines: [[String: Any]], at time: Double) throws -> [String: Any] {
    try #require(lines.first { ($0["t"] as? Double ?? -1) >= time - 1e-9 }, "no line at \(time)")
  }

  static func layer(_ line: [String: Any], _ id: String, _ key: String) throws -> Double {
    let layers = try #require(line["layers"] as? [String: [String: Double]])
    return try #require(layers[id]?[key])
  }

  @Test(
    "refresh: pulled past 60 pt it holds at 60 for 1.5 s, then returns; a pull while refreshing does not restart it",
    arguments: ["spring", "dynamics", "timed"])
  func pullToRefresh(mode: String) throws {
    let lines = try SceneFileRun.trace(
      [
        "--scene-file", SceneFileRun.asset("refresh"), "--script", SceneFileRun.script("refresh-pull"),
        "--mode", mode,
      ])
    // The first pull is let go at 0.81 s (between frames at 30 fps), past 60 pt: refreshing from then.
    let before = try Self.line(lines, at: 0.77)
    #expect(before["state"] as? String == "idle")
    #expect(try Self.layer(before, "content", "y") > 60, "\(mode): the pull is shown past 60 pt")
    let entered = try #require(lines.first { $0["state"] as? String == "refreshing" })
    let start = try #require(entered["t"] as? Double)
    #expect(abs(start - 0.81) < 0.02, "\(mode): refreshing from \(start)")
    // Holding at 60 before the second pull (1.3 s), and after it settled back (it springs to 60).
    #expect(abs(try Self.layer(Self.line(lines, at: 1.25), "content", "y") - 60) < 1, "\(mode)")
    #expect(abs(try Self.layer(Self.line(lines, at: 2.25), "content", "y") - 60) < 1, "\(mode)")
    #expect(try Self.layer(Self.line(lines, at: 1.6), "spinner", "alpha") > 0.9, "\(mode)")
    // The second pull did not restart the 1.5 s: idle again at 0.81 + 1.5 s.
    let ended = try #require(
      lines.first { ($0["t"] as? Double ?? 0) > start && $0["state"] as? String == "idle" })
    let end = try #require(ended["t"] as? Double)
    #expect(abs(end - (start + 1.5)) < 0.02, "\(mode): idle again at \(end)")
    let last = try #require(lines.last)
    #expect(abs(try Self.layer(last, "content", "y")) < 0.5, "\(mode): back at the top")
    #expect(try Self.layer(last, "spinner", "alpha") < 0.01, "\(mode)")
    #expect(last["state"] as? String == "idle")
  }

  @Test("refresh: the timer fires at its instant, so the trace is the same at 30 and 240 fps")
  func timerIsFrameRateIndependent() throws {
    func trace(_ fps: String) throws -> [[String: Any]] {
      try SceneFileRun.trace(
        [
          "--scene-file", SceneFileRun.asset("refresh"), "--script", SceneFileRun.script("refresh-pull"),
          "--fps", fps,
        ]
      )
    }
    let slow = try trace("30")
    let fast = try trace("240")
    var compared = 0
    var worst = 0.0
    // From after the last input (inputs land between frames differently at each rate) to the end:
    // the timer's return to the top.
    for line in slow where (line["t"] as? Double ?? 0) >= 2.0 {
      let time = try #require(line["t"] as? Double)
      guard let other = fast.first(where: { abs(($0["t"] as? Double ?? -1) - time) < 1e-6 }) else { continue }
      worst = max(worst, abs(try Self.layer(line, "content", "y") - Self.layer(other, "content", "y")))
      #expect(line["state"] as? String == other["state"] as? String, "at \(time)")
      compared += 1
    }
    #expect(compared > 30)
    #expect(worst < 0.05, "the content is \(worst) pt apart at 30 and 240 fps")
  }

  @Test(
    "banner: a slow short drag springs back; a flick up past 500 pt/s dismisses it; the button shows it again"
  )
  func bannerDismissedByVelocity() throws {
    let lines = try SceneFileRun.trace(
      ["--scene-file", SceneFileRun.asset("banner"), "--script", SceneFileRun.script("banner-flick")])
    // The slow drag up 20 pt, let go at 0.8 s: back at 12, still shown.
    let back = try Self.line(lines, at: 1.15)
    #expect(back["state"] as? String == "shown")
    #expect(abs(try Self.layer(back, "banner", "y") - 12) < 0.5)
    // The flick (1000 pt/s up, let go at 1.264 s): dismissed, gone up and faded.
    let gone = try Self.line(lines, at: 2.45)
    #expect(gone["state"] as? String == "dismissed")
    #expect(abs(try Self.layer(gone, "banner", "y") + 120) < 1)
    #expect(try Self.layer(gone, "banner", "alpha") < 0.01)
    // It left with the flick's speed: the first frames after the release go on up.
    let release = try Self.layer(Self.line(lines, at: 1.264), "banner", "y")
    #expect(try Self.layer(Self.line(lines, at: 1.3), "banner", "y") < release)
    // Shown again by the button.
    let last = try #require(lines.last)
    #expect(last["state"] as? String == "shown")
    #expect(abs(try Self.layer(last, "banner", "y") - 12) < 0.5)
    #expect(try Self.layer(last, "banner", "alpha") > 0.99)
  }
}
