import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The instrument compares the reduced twin with full motion (issue 60): X pins the tuning in
/// the motion it is in and U then switches the live one, so the "pinned" ghost runs the other;
/// under reduced motion G adds the "full" ghost. The HUD names the live one. The scripts are
/// `Tests/PlaygroundTests/Scripts/*.json`, written as Assets' are (a pane flicked open).
@Suite("Reduced motion: A/B and the ghosts show the twin beside full motion", .serialized)
struct ReducedMotionABTests {
  static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Scripts")

  private func run(_ script: String, dropping key: String? = nil, duration: Double = 0.7) throws -> (
    Session, [[String: Any]]
  ) {
    let events = try Script(contentsOf: Self.scripts.appendingPathComponent(script).path).events
      .filter { $0.action != .key(key ?? "") }
    return try HeadlessRun.trace(events, scene: PaneScene.name, duration: duration)
  }

  private func vector(_ value: Any?) -> Vector2 {
    let object = value as? [String: Double] ?? [:]
    return Vector2(x: object["x"] ?? .nan, y: object["y"] ?? .nan)
  }

  /// The HUD's text lines as the session's overlay has them now.
  private func hudLines(_ session: Session) -> [String] {
    HUDView(
      scene: session.scene, probe: session.scene.probe, overlay: session.instrument.overlay,
      layout: OverlayLayout(size: Size(width: 960, height: 640)), metrics: EstimatedTextMetrics()
    ).lines
  }

  /// The release's full-motion spring from the trace's hand-off, at `time`.
  private func fullSpring(_ handoff: [String: Any], at time: Double) throws -> Vector2 {
    let release = try #require(handoff["t"] as? Double)
    return SettleMode.spring.simulation(
      from: vector(handoff["from"]), to: vector(handoff["target"]), velocity: vector(handoff["release"]),
      itemSize: Size(width: 0, height: 0), parameters: PaneScene.defaultParameters, motion: .full
    ).position(at: time - release)
  }

  /// The pane's centre y and the ghost named `name`'s y on every line after the release.
  private func afterRelease(_ lines: [[String: Any]], ghost name: String) throws -> (
    handoff: [String: Any], pane: [Double], ghost: [Vector2], times: [Double]
  ) {
    let settling = lines.filter { ($0["ghosts"] as? [String: Any])?[name] != nil }
    let handoff = try #require(settling.last?["handoff"] as? [String: Any])
    let pane = settling.map { line -> Double in
      let frame = line["pane"] as? [String: Double] ?? [:]
      return (frame["y"] ?? .nan) + (frame["h"] ?? .nan) / 2
    }
    let ghost = settling.map { vector(($0["ghosts"] as? [String: Any])?[name]) }
    return (handoff, pane, ghost, settling.compactMap { $0["t"] as? Double })
  }

  /// X in full motion, then U: the subject runs the reduced twin and never passes its rest, the
  /// "pinned" ghost is the same tuning's full spring from the same release and swings past it.
  @Test func pinnedInFullMotionThenUShowsFullBesideTheTwin() throws {
    let (session, lines) = try run("ab-reduced-twin.json")
    #expect(lines.last?["motion"] as? String == "reduced")
    let (handoff, pane, ghost, times) = try afterRelease(lines, ghost: "pinned")
    #expect(pane.count > 10)
    let target = vector(handoff["target"]).y
    for (index, time) in times.enumerated() {
      // (The trace keeps four decimals.)
      #expect(abs(ghost[index].y - (try fullSpring(handoff, at: time)).y) < 1e-3)
    }
    // The pane opens upward: full motion passes the open rest, the twin never does.
    let fullPast = target - (ghost.map(\.y).min() ?? .nan)
    let twinPast = target - (pane.min() ?? .nan)
    #expect(fullPast > 5, "full motion's overshoot \(fullPast) pt")
    #expect(twinPast <= 1e-4, "the twin's overshoot \(twinPast) pt")
    let ghosts = try #require(session.instrument.ghostLab.ghosts)
    #expect(ghosts.subjectLabel == "reduced twin (the subject, live)")
    #expect(ghosts.ghosts.map(\.label) == ["pinned tuning (X), full motion"])
    #expect(hudLines(session).contains("live: reduced · pinned: full motion"))
  }

  /// The same script without U: A/B as before, one motion, no motion line in the HUD.
  @Test func withoutUThePinIsPlainAB() throws {
    let (session, lines) = try run("ab-reduced-twin.json", dropping: "u")
    #expect(lines.last?["motion"] as? String == "full")
    let ghosts = try #require(session.instrument.ghostLab.ghosts)
    #expect(ghosts.ghosts.map(\.label) == ["pinned tuning (X)"])
    #expect(ghosts.subjectLabel == "exact spring (the subject)")
    #expect(!hudLines(session).contains { $0.hasPrefix("live: ") })
  }

  /// Pinned under reduced motion, then U back to full: the "pinned" ghost is the reduced twin.
  @Test func pinnedReducedThenUShowsTheTwinBesideFull() throws {
    let (session, lines) = try run("ab-twin-pinned.json")
    #expect(lines.last?["motion"] as? String == "full")
    let (handoff, pane, ghost, _) = try afterRelease(lines, ghost: "pinned")
    let target = vector(handoff["target"]).y
    #expect(target - (pane.min() ?? .nan) > 5)
    #expect(target - (ghost.map(\.y).min() ?? .nan) <= 1e-4)
    #expect(hudLines(session).contains("live: full motion · pinned: reduced"))
  }

  /// G under reduced motion adds the "full" ghost: the live mode and tuning in full motion.
  @Test func ghostsUnderReducedMotionAddFullMotion() throws {
    let (session, lines) = try run("ghosts-reduced.json")
    let (handoff, pane, ghost, times) = try afterRelease(lines, ghost: "full")
    for (index, time) in times.enumerated() {
      #expect(abs(ghost[index].y - (try fullSpring(handoff, at: time)).y) < 1e-3)
    }
    let target = vector(handoff["target"]).y
    #expect(target - (pane.min() ?? .nan) <= 1e-4)
    let names = try #require(session.instrument.ghostLab.ghosts).ghosts.map(\.name)
    #expect(names == ["euler", "rk4", "goop", "dynamics", "full"])
    #expect(hudLines(session).contains("live: reduced · ghost: full motion"))
  }
}
