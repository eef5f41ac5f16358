import Foundation
import Testing

@testable import Playground

/// Issue 58's Today card (`Assets/scenes/today.json`, its card layer `card`), driven by
/// `Assets/today-open.json`: a state change animates the frame and the corners; the scale is two
/// progress links joined by `"combine": "max"`; a tap applies only while collapsed; a grab
/// mid-flight does not jump.
@Suite("Scene files: the Today card")
struct SceneFileTodayCardTests {
  typealias Lines = [[String: Any]]
  static func line(_ lines: Lines, at time: Double) throws -> [String: Any] {
    try SceneFileStatesTests.line(lines, at: time)
  }
  static func card(_ line: [String: Any], _ key: String) throws -> Double {
    try SceneFileStatesTests.layer(line, "card", key)
  }

  static func run(mode: String = "spring") throws -> Lines {
    try SceneFileRun.trace(
      [
        "--scene-file", SceneFileRun.asset("today"), "--script", SceneFileRun.script("today-open"), "--mode",
        mode,
      ])
  }

  @Test("a tap opens it to the whole window, square-cornered; Close and a drag past 100 pt close it")
  func opensAndCloses() throws {
    let lines = try Self.run()
    let open = try Self.line(lines, at: 1.5)
    #expect(open["state"] as? String == "expanded")
    for (key, value) in [("x", 0.0), ("y", 0), ("w", 960), ("h", 640), ("scale", 1)] {
      #expect(abs(try Self.card(open, key) - value) < 0.5, "open: \(key)")
    }
    // The tap at 1.3 s, while open, did nothing.
    #expect(try Self.line(lines, at: 1.45)["state"] as? String == "expanded")
    // Midway through opening, the frame is between its slot and the window: it grew, not jumped.
    let midway = try Self.line(lines, at: 0.45)
    #expect(try Self.card(midway, "w") > 925 && Self.card(midway, "w") < 955)
    // The slow drag down 150 pt closed it; Close closed it; the flick down closed it.
    for time in [2.9, 4.2, 6.5] {
      let closed = try Self.line(lines, at: time)
      #expect(closed["state"] as? String == "collapsed", "at \(time)")
    }
    let slot = try Self.line(lines, at: 6.5)
    for (key, value) in [("x", 20.0), ("y", 96), ("w", 920), ("h", 420), ("scale", 1)] {
      #expect(abs(try Self.card(slot, key) - value) < 0.5, "slot: \(key)")
    }
  }

  @Test("held open and dragged down, its scale is 1 − drag / 1000 (never below 0.8); in its slot, 1")
  func scaleFollowsTheDrag() throws {
    let lines = try Self.run()
    var checked = 0
    for line in lines {
      guard let t = line["t"] as? Double, t > 1.7, t < 2.1 else { continue }
      let y = try Self.card(line, "y")
      #expect(abs(try Self.card(line, "scale") - max(1 - y / 1000, 0.8)) < 1e-3, "at \(t)")
      checked += 1
    }
    #expect(checked > 10)
    // Between states the links hand over without a step: from frame to frame the scale changes
    // only by what its inputs' change explains (0.2 over the first 200 pt down, times how open
    // it is over the 220 pt between the slot's height and the window's).
    for (a, b) in zip(lines, lines.dropFirst()) {
      let explained =
        0.001 * abs(try Self.card(b, "y") - Self.card(a, "y")) + 0.2 / 220
        * abs(try Self.card(b, "h") - Self.card(a, "h"))
      #expect(
        abs(try Self.card(b, "scale") - Self.card(a, "scale")) <= explained + 1e-3, "at \(b["t"] ?? "?")")
    }
  }

  @Test("grabbed mid-flight, it stays where it was drawn", arguments: ["spring", "dynamics", "timed"])
  func grabMidFlight(mode: String) throws {
    let lines = try Self.run(mode: mode)
    let grabs = lines.compactMap { $0["continuity"] as? [String: Any] }.filter {
      $0["kind"] as? String == "grab" && abs(($0["at"] as? Double ?? 0) - 0.52) < 1e-6
    }
    let grab = try #require(grabs.first)
    #expect((grab["position"] as? Double ?? 99) <= 0.5)
  }
}
