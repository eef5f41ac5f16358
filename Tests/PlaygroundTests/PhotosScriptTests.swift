import Foundation
import Motion
import Testing

@testable import Playground

/// The photos scene through the real headless loop: a tap opens a photo, two scripted touches
/// pinch and turn it, and the trace reads the same at every frame rate.
@Suite("Photos: scripts and frame rates", .serialized)
struct PhotosScriptTests {
  /// A tap on the middle cell at 0.1 s, then two fingers about (440, 300) from 1.0 s: the span
  /// grows at 2 per second from 160 pt and the line turns at 2.5 rad/s for 0.24 s, then both
  /// lift at once.
  static let openPinchAndTurn: String = {
    var events = [
      #"{"t": 0.1, "pointer": "down", "x": 480, "y": 280}"#,
      #"{"t": 0.15, "pointer": "up", "x": 480, "y": 280}"#,
    ]
    func fingers(_ t: Double, _ phase: String) {
      let half = 80 * (1 + 2 * t)
      let angle = 2.5 * t
      let time = ((1.0 + t) * 1000).rounded() / 1000
      for id in [1, 2] {
        let sign = id == 1 ? -1.0 : 1.0
        let x = 440 + sign * half * cos(angle)
        let y = 300 + sign * half * sin(angle)
        events.append(#"{"t": \#(time), "touch": "\#(phase)", "id": \#(id), "x": \#(x), "y": \#(y)}"#)
      }
    }
    fingers(0, "down")
    for step in 1...30 { fingers(0.008 * Double(step), "move") }
    fingers(0.24, "up")
    return events.joined(separator: ",")
  }()

  private func number(_ line: [String: Any]?, _ path: String...) -> Double? {
    var value: Any? = line
    for key in path { value = (value as? [String: Any])?[key] }
    return value as? Double
  }

  @Test func theSameScriptTracesTheSameZoomAngleAndCentreAtEveryFrameRate() throws {
    for mode in ["spring", "dynamics", "timed"] {
      var runs: [[Double: [Double]]] = []
      for fps in [30.0, 60, 144, 240] {
        let lines = try FingerScriptTests.trace(
          Self.openPinchAndTurn, scene: "photos", fps: fps, duration: 3, mode: mode)
        var byTime: [Double: [Double]] = [:]
        for line in lines {
          guard let t = line["t"] as? Double, let zoom = number(line, "zoom"),
            let angle = number(line, "angle"),
            let x = number(line, "center", "x"), let y = number(line, "center", "y")
          else { continue }
          byTime[(t * 1000).rounded() / 1000] = [zoom, angle, x, y]
        }
        runs.append(byTime)
      }
      // Times every rate shares: each 1/6 s.
      let shared = runs[0].keys.filter { t in runs.allSatisfy { $0[t] != nil } }.sorted()
      #expect(shared.count >= 12, "\(mode): \(shared.count) shared frames")
      #expect(shared.contains { t in t > 1 && t < 1.3 }, "\(mode): mid-pinch compared")
      #expect(shared.contains { t in t > 0.1 && t < 0.5 }, "\(mode): the open compared")
      for t in shared {
        let reference = runs[0][t]!
        for run in runs.dropFirst() {
          for (a, b) in zip(reference, run[t]!) {
            #expect(abs(a - b) <= 1e-4 * max(1, abs(a)), "\(mode) at \(t): \(reference) vs \(run[t]!)")
          }
        }
      }
    }
  }

  @Test(arguments: ["spring", "dynamics"])
  func theTraceCarriesThePinchsAndTheRotationsVelocitiesIntoTheSettle(mode: String) throws {
    let lines = try FingerScriptTests.trace(Self.openPinchAndTurn, scene: "photos", duration: 4, mode: mode)
    let during = FingerScriptTests.line(at: 1.1, in: lines)
    #expect(during?["phase"] as? String == "pinching")
    #expect(abs((number(during, "scaleVelocity") ?? 0) - 2) < 0.05)
    #expect(abs((number(during, "angularVelocity") ?? 0) - 2.5) < 0.05)
    let last = try #require(lines.last)
    let release = try #require(number(last, "handoff", "scaleVelocity", "release"))
    let settle = try #require(number(last, "handoff", "scaleVelocity", "settle"))
    #expect(abs(release - 2) < 0.02 && abs(settle - release) < 1e-4, "release \(release) settle \(settle)")
    let turn = try #require(number(last, "handoff", "angularVelocity", "release"))
    #expect(abs(turn - 2.5) < 0.03)
    #expect(abs((number(last, "handoff", "angularVelocity", "settle") ?? 0) - turn) < 1e-4)
    // The first settling frame after the release moves at about those rates.
    let after = FingerScriptTests.line(at: 1.26, in: lines)
    #expect(after?["phase"] as? String == "settling")
    #expect(last["phase"] as? String == "viewing")
    #expect(last["photo"] as? Double == 7)
    #expect(last["percent"] as? Double == 1)
  }
}
