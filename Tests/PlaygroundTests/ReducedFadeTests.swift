import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Motion no finger drives is a fade under reduced motion (docs/reduced-motion.md, rule 5;
/// Stage's ``ReducedFade``): Space presents the modal where it rests and fades it in, with the
/// dimming and the titles, and dismisses it by fading it out where it is. The trace shows it: the
/// modal's frame does not move while its percent (its opacity) runs linearly.
@Suite("Reduced motion: a key's presentation fades")
struct ReducedFadeTests {
  private func run(_ events: [Script.Event], reduced: Bool = true, duration: Double = 1.2) throws -> [[String:
    Any]]
  {
    let motion = reduced ? [Script.Event(time: 0, action: .reduceMotion(true))] : []
    return try HeadlessRun.trace(motion + events, scene: ModalScene.name, duration: duration, fps: 60).lines
  }

  private func modalY(_ line: [String: Any]) -> Double? { (line["modal"] as? [String: Double])?["y"] }

  @Test(arguments: ["1", "2", "3"])
  func spaceFadesTheModalInWhereItRestsAndOutWhereItIs(modeKey: String) throws {
    let lines = try run([
      Scenario.key(0, modeKey), Scenario.key(0.1, "space"), Scenario.key(0.6, "space"),
    ])
    let shown = lines.filter { line in
      let t = line["t"] as? Double ?? 0
      return t > 0.1 && t < 0.6
    }
    // Presented: the modal is where it rests from the first frame after Space, and stays.
    let rest = try #require(shown.first.flatMap(modalY))
    #expect(shown.allSatisfy { modalY($0) == rest })
    // Its percent is the fade: linear over ReducedFade.duration (0.25 s), then 1.
    for line in shown {
      let t = try #require(line["t"] as? Double)
      let percent = try #require(line["percent"] as? Double)
      let expected = min(1, (t - 0.1) / ReducedFade.duration)
      #expect(abs(percent - expected) < 1e-3, "t = \(t): percent \(percent), expected \(expected)")
    }
    #expect(shown.last?["phase"] as? String == "presented")
    // Dismissed: it fades out where it is, then is gone.
    let leaving = lines.filter { line in
      let t = line["t"] as? Double ?? 0
      return t > 0.6 && t < 0.6 + ReducedFade.duration - 1e-9
    }
    #expect(leaving.count > 10)
    #expect(leaving.allSatisfy { modalY($0) == rest })
    #expect(lines.last?["phase"] as? String == "dismissed")
    #expect(lines.allSatisfy { $0["motion"] as? String == "reduced" })
  }

  /// Space again half way through the fade in: it fades back out from the opacity it has.
  @Test func spaceReversesTheFadeFromWhereItIs() throws {
    let lines = try run([Scenario.key(0.1, "space"), Scenario.key(0.2, "space")], duration: 0.6)
    let reversal = try #require(lines.first { ($0["t"] as? Double ?? 0) >= 0.2 })
    let percentThen = try #require(reversal["percent"] as? Double)
    // Presented 0.1 s of 0.25 s: 40 %, going back (the dismissal percent counts the other way).
    #expect(abs(percentThen - 0.4) < 1e-3 || abs(percentThen - 0.6) < 1e-3, "\(percentThen)")
    let ys = Set(
      lines.compactMap { line -> Double? in
        let t = line["t"] as? Double ?? 0
        return t > 0.1 && t < 0.3 ? modalY(line) : nil
      })
    #expect(ys.count == 1)
    #expect(lines.last?["phase"] as? String == "dismissed")
  }

  /// Full motion presents as before: the modal travels down from above the window.
  @Test func fullMotionStillTravels() throws {
    let lines = try run([Scenario.key(0.1, "space")], reduced: false, duration: 0.6)
    let ys = lines.compactMap { line -> Double? in
      let t = line["t"] as? Double ?? 0
      return t > 0.1 ? modalY(line) : nil
    }
    #expect((ys.max() ?? 0) - (ys.min() ?? 0) > 100)
  }
}
