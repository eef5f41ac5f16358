import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Esc (issue 25 item 5): it cancels the gesture in progress (the subject settles as on a
/// cancel, the rest of that press never reaches the scene), then closes what is open (help, code
/// panel, tuning panel, HUD), and only then quits; Q quits at once.
@Suite("Esc cancels, closes, then quits")
struct EscapeTests {
  /// A session on `scene` run frame by frame at n / 60 up to `until`, `events` from a script.
  private func run(_ events: [Script.Event], scene: String = PaneScene.name, until: Double = 2)
    throws -> (session: Session, samples: [(t: Double, pane: Rect, phase: PanePhase?)])
  {
    var samples: [(t: Double, pane: Rect, phase: PanePhase?)] = []
    let session = try HeadlessRun.session(events, scene: scene, until: until) { session, time in
      if session.quitRequested { return false }
      let pane = session.scene as? PaneScene
      samples.append(
        (time, pane?.pane.presentationFrame ?? Rect(x: 0, y: 0, width: 0, height: 0), pane?.phase))
      return true
    }
    return (session, samples)
  }

  /// A press on the closed pane's handle dragged up at 600 pt/s for 0.4 s, still held.
  private let dragUp = Array(PaneScenario.drag(from: 620, at: 0.1, speed: -600, duration: 0.4).dropLast())

  @Test func escMidDragCancelsTheDragAndTheRestOfThePressIsIgnored() throws {
    // Esc at 0.55 s while held; then the pointer goes on up and is released fast.
    let after =
      (1...20).map { Scenario.pointer(0.55 + Double($0) * 0.008, .move, 480, 380 - Double($0) * 10) }
      + [Scenario.pointer(0.72, .up, 480, 180)]
    let (session, samples) = try run(dragUp + [Scenario.key(0.55, "escape")] + after)
    let (_, withoutRest) = try run(dragUp + [Scenario.key(0.55, "escape")])
    #expect(!session.quitRequested)
    #expect(samples.contains { $0.t < 0.55 && $0.phase == .dragging })
    // From Esc on the pane is not dragged, and what the pointer did after it changed nothing.
    for (sample, same) in zip(samples, withoutRest) where sample.t >= 0.55 {
      #expect(sample.phase != .dragging, "t \(sample.t)")
      #expect(sample.pane == same.pane, "t \(sample.t)")
    }
    // It settles as a cancel does: to the nearer state, here open (the drag passed half way).
    #expect(samples.last?.phase == .rest)
    #expect(session.overlay.toast == nil || session.overlay.toast == "gesture cancelled (Esc)")
    // A new press is a new gesture.
    let again = PaneScenario.drag(from: 200, at: 2.1, speed: 600, duration: 0.3)
    let (_, later) = try run(dragUp + [Scenario.key(0.55, "escape")] + after + again, until: 2.3)
    #expect(later.contains { $0.t > 2.15 && $0.phase == .dragging })
  }

  @Test func escClosesWhatIsOpenOneAtATimeThenQuits() throws {
    let opened = [Scenario.key(0.05, "h"), Scenario.key(0.05, "t"), Scenario.key(0.05, "tab")]
    let escapes = (1...3).map { Scenario.key(0.1 * Double($0) + 0.05, "escape") }
    let (session, samples) = try run(opened + escapes, until: 1)
    #expect(!session.quitRequested && samples.count == 61)
    #expect(!session.overlay.showsHelp && !session.overlay.showsTuning && !session.overlay.showsHUD)
    // The fourth Esc, with nothing open, quits.
    let (quitting, _) = try run(opened + escapes + [Scenario.key(0.45, "escape")], until: 1)
    #expect(quitting.quitRequested)
  }

  @Test func qQuitsAtOnceEvenHeldAndWithPanelsOpen() throws {
    let (session, samples) = try run(
      [Scenario.key(0.05, "h"), Scenario.key(0.05, "t")] + dragUp + [Scenario.key(0.3, "q")], until: 1)
    #expect(session.quitRequested)
    #expect((samples.last?.t ?? 1) < 0.3)
  }
}
