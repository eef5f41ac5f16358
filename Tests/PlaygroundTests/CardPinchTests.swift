import Foundation
import Motion
import Testing

@testable import Playground

/// The card with seed 004's other two gestures, driven by scripted touches through the real
/// headless loop: pinch scales it, rotate turns it, the release hands both velocities over.
@Suite("Card: pinch and rotation", .serialized)
struct CardPinchTests {
  /// Two fingers about the card's centre (480, 352): the span grows at 2.0 scale/s from 80 pt,
  /// the line turns at 3.0 rad/s, every 8 ms for `duration`, then both lift at once (or only
  /// finger 2, with `liftOne`).
  static func pinchAndTurn(
    start: Double = 0.2, duration: Double = 0.2, scaleRate: Double = 2, angularRate: Double = 3,
    liftOne: Bool = false
  ) -> String {
    var events: [String] = []
    func fingers(at t: Double, _ phase: String, ids: [Int] = [1, 2]) {
      let half = 40 * (1 + scaleRate * t)
      let angle = angularRate * t
      let time = ((start + t) * 1000).rounded() / 1000
      for id in ids {
        let sign = id == 1 ? -1.0 : 1.0
        let x = 480 + sign * half * cos(angle)
        let y = 352 + sign * half * sin(angle)
        events.append(#"{"t": \#(time), "touch": "\#(phase)", "id": \#(id), "x": \#(x), "y": \#(y)}"#)
      }
    }
    fingers(at: 0, "down")
    let steps = Int((duration / 0.008).rounded())
    for step in 1...steps { fingers(at: 0.008 * Double(step), "move") }
    let end = 0.008 * Double(steps)
    fingers(at: end, "up", ids: liftOne ? [2] : [2, 1])
    if liftOne { fingers(at: end + 0.3, "up", ids: [1]) }
    return events.joined(separator: ",")
  }

  private func number(_ line: [String: Any]?, _ path: String...) -> Double? {
    var value: Any? = line
    for key in path { value = (value as? [String: Any])?[key] }
    return value as? Double
  }

  @Test(arguments: ["spring", "dynamics"])
  func releasedMidPinchTheScaleSettlesWithThePinchsVelocity(mode: String) throws {
    let lines = try FingerScriptTests.trace(Self.pinchAndTurn(), duration: 1.5, mode: mode)
    let during = FingerScriptTests.line(at: 0.35, in: lines)
    #expect(abs((number(during, "scale") ?? 0) - 1.3) < 0.05)
    #expect(number(during, "pinchGesture", "scale").map { abs($0 - 1.3) < 0.05 } == true)
    let last = try #require(lines.last)
    let release = try #require(number(last, "handoff", "scaleVelocity", "release"))
    let settle = try #require(number(last, "handoff", "scaleVelocity", "settle"))
    // The steady pinch reads back within 1 %, and the spring starts with exactly it.
    #expect(abs(release - 2.0) / 2.0 < 0.01, "release \(release)")
    #expect(abs(settle - release) < 1e-4, "settle \(settle) release \(release)")
    let angular = try #require(number(last, "handoff", "angularVelocity", "release"))
    #expect(abs(angular - 3.0) / 3.0 < 0.01, "angular \(angular)")
    #expect(abs((number(last, "handoff", "angularVelocity", "settle") ?? 0) - angular) < 1e-3)
    #expect((last["pinchGesture"] as? [String: Any])?["state"] as? String == "ended")
    #expect(abs((number(last, "pinchGesture", "velocity") ?? 0) - release) < 1e-4)
    // And it comes back to 1.
    #expect(abs((number(last, "scale") ?? 0) - 1) < 1e-3)
  }

  @Test func springTurnsToTheNearestQuarterTurnDynamicsSpinsOnAndSlows() throws {
    // 0.96 rad turned (0.32 s at 3 rad/s): nearer a quarter turn (π/2) than upright.
    let spring = try FingerScriptTests.trace(Self.pinchAndTurn(duration: 0.32), duration: 3, mode: "spring")
    let rested = try #require(number(spring.last, "rotation"))
    #expect(abs(rested - Double.pi / 2) < 1e-3, "rested at \(rested)")
    // It set off with the rotation's 3 rad/s.
    let first = try #require(number(spring.last, "handoff", "angularVelocity", "settle"))
    #expect(abs(first - 3) / 3 < 0.01)
    let dynamics = try FingerScriptTests.trace(Self.pinchAndTurn(), duration: 1.5, mode: "dynamics")
    let early = try #require(number(FingerScriptTests.line(at: 0.5, in: dynamics), "angularVelocity"))
    let later = try #require(number(FingerScriptTests.line(at: 0.9, in: dynamics), "angularVelocity"))
    #expect(early > 0 && later > 0 && later < early)
  }

  @Test func theSameScriptTracesTheSameScaleAndAngleAtEveryFrameRate() throws {
    let script = Self.pinchAndTurn()
    var runs: [[Double: (Double, Double)]] = []
    for fps in [30.0, 60, 144, 240] {
      let lines = try FingerScriptTests.trace(script, fps: fps, duration: 1.5)
      var byTime: [Double: (Double, Double)] = [:]
      for line in lines {
        guard let t = line["t"] as? Double, let scale = number(line, "scale"),
          let angle = number(line, "rotation")
        else { continue }
        byTime[(t * 1000).rounded() / 1000] = (scale, angle)
      }
      runs.append(byTime)
    }
    // Times every rate shares: each 1/6 s (30, 60, 144 and 240 frames a second meet there).
    let shared = runs[0].keys.filter { t in runs.allSatisfy { $0[t] != nil } }.sorted()
    #expect(shared.count >= 9)
    #expect(shared.contains { t in runs[0][t].map { abs($0.0 - 1) > 0.1 } == true }, "mid-pinch compared")
    for t in shared {
      let (scale, angle) = runs[0][t]!
      for run in runs.dropFirst() {
        let (otherScale, otherAngle) = run[t]!
        #expect(abs(otherScale - scale) <= 1e-4 * max(1, abs(scale)), "scale at \(t)")
        #expect(abs(otherAngle - angle) <= 1e-4 * max(1, abs(angle)), "angle at \(t)")
      }
    }
  }

  @Test func aFingerLiftedMidPinchLeavesTheCardHeldAndTheScaleSpringsBackWithoutAJump() throws {
    let lines = try FingerScriptTests.trace(Self.pinchAndTurn(liftOne: true), duration: 1.2)
    let lift = 0.2 + 0.2
    let before = try #require(number(FingerScriptTests.line(at: lift - 0.001, in: lines), "scale"))
    let after = try #require(number(FingerScriptTests.line(at: lift + 0.02, in: lines), "scale"))
    // One frame on, the spring has barely moved it: no jump back to 1.
    #expect(abs(after - before) < 0.1, "\(before) → \(after)")
    let held = FingerScriptTests.line(at: lift + 0.1, in: lines)
    #expect(held?["phase"] as? String == "dragging")
    #expect(held?["gesture"] as? String == "changed" || held?["gesture"] as? String == "began")
    #expect(abs((number(lines.last, "scale") ?? 0) - 1) < 1e-3)
  }
}
