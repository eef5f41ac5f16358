import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground
@testable import Scenes

/// Esc (issue 25 item 5, issue 42 §2.4): it cancels the gesture in progress (the subject settles
/// as on a cancel, the rest of that press never reaches the scene), then closes what is open
/// (help, code panel, tuning panel, HUD, then the scene's modal, pane, photo or pushed screen);
/// it never quits; Q quits at once.
@Suite("Esc cancels, then closes, never quits")
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
    #expect(
      session.instrument.toasts.text == nil || session.instrument.toasts.text == "gesture cancelled (Esc)")
    // A new press is a new gesture.
    let again = PaneScenario.drag(from: 200, at: 2.1, speed: 600, duration: 0.3)
    let (_, later) = try run(dragUp + [Scenario.key(0.55, "escape")] + after + again, until: 2.3)
    #expect(later.contains { $0.t > 2.15 && $0.phase == .dragging })
  }

  @Test func escClosesWhatIsOpenOneAtATimeAndNeverQuits() throws {
    let opened = [Scenario.key(0.05, "h"), Scenario.key(0.05, "t"), Scenario.key(0.05, "tab")]
    let escapes = (1...3).map { Scenario.key(0.1 * Double($0) + 0.05, "escape") }
    let (session, samples) = try run(opened + escapes, until: 1)
    #expect(!session.quitRequested && samples.count == 61)
    #expect(
      !session.instrument.panels.showsHelp && !session.instrument.panels.showsTuning
        && !session.instrument.panels.showsHUD)
    // A fourth Esc, with nothing open, does nothing: it never quits (issue 42 §2.4).
    let (fourth, all) = try run(opened + escapes + [Scenario.key(0.45, "escape")], until: 1)
    #expect(!fourth.quitRequested && all.count == 61)
  }

  /// Issue 61: the Esc that hides the HUD says so, and how to bring it back; docs/keys.md says
  /// Esc closes the HUD too.
  @Test func theEscThatHidesTheHUDSaysSo() throws {
    let (session, _) = try run([Scenario.key(0.05, "tab"), Scenario.key(0.2, "escape")], until: 0.5)
    #expect(!session.instrument.panels.showsHUD)
    #expect(session.instrument.toasts.text == "HUD hidden (Tab shows it)")
    let keys = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("docs/keys.md"), encoding: .utf8)
    let esc = try #require(keys.split(separator: "\n").first { $0.hasPrefix("| Esc |") })
    #expect(esc.contains("HUD"), "\(esc)")
  }

  /// Esc closes what the scene has open, after the overlays: the presented modal (with the help
  /// open, the first Esc closes the help and the modal stays), the open pane, the open photo, a
  /// pushed screen and the side panel; none of them quits.
  @Test func escClosesTheModalAfterTheHelpAndNeverQuits() throws {
    let events = [Scenario.key(0.05, "space"), Scenario.key(1, "h"), Scenario.key(1.2, "escape")]
    let helpClosed = try HeadlessRun.session(events, scene: ModalScene.name, until: 2)
    let modal = try #require(helpClosed.scene as? ModalScene)
    #expect(!helpClosed.instrument.panels.showsHelp && modal.transition.phase == .presented)
    let closed = try HeadlessRun.session(
      events + [Scenario.key(1.4, "escape")], scene: ModalScene.name, until: 3)
    #expect(!closed.quitRequested)
    #expect((closed.scene as? ModalScene)?.transition.phase == .dismissed)
    // Esc during the present reverses it: the modal goes back.
    let reversed = try HeadlessRun.session(
      [Scenario.key(0.05, "space"), Scenario.key(0.15, "escape")], scene: ModalScene.name, until: 2)
    #expect((reversed.scene as? ModalScene)?.transition.phase == .dismissed)
  }

  @Test func escClosesThePaneThePhotoAndThePushedScreen() throws {
    let pane = try HeadlessRun.session(
      [Scenario.key(0.05, "space"), Scenario.key(1.2, "escape")], scene: PaneScene.name, until: 2.5)
    #expect(!pane.quitRequested && (pane.scene as? PaneScene)?.state == .closed)
    #expect((pane.scene as? PaneScene)?.phase == .rest)
    let photos = try HeadlessRun.session(
      [Scenario.key(0.05, "space"), Scenario.key(1.2, "escape")], scene: PhotosScene.name, until: 2.5)
    #expect(!photos.quitRequested && (photos.scene as? PhotosScene)?.openIndex == nil)
    let pushed = try HeadlessRun.session(
      [Scenario.key(0.05, "space"), Scenario.key(1.2, "escape")], scene: NavigationScene.name, until: 2.5)
    #expect(!pushed.quitRequested && (pushed.scene as? NavigationScene)?.stack.count == 1)
    let panel = try HeadlessRun.session(
      [Scenario.key(0.05, "o"), Scenario.key(1.2, "escape")], scene: NavigationScene.name, until: 2.5)
    #expect((panel.scene as? NavigationScene)?.isPanelOpen == false)
    // Without Esc each stays open.
    let open = try HeadlessRun.session([Scenario.key(0.05, "space")], scene: PhotosScene.name, until: 2.5)
    #expect((open.scene as? PhotosScene)?.openIndex != nil)
    let stillPushed = try HeadlessRun.session(
      [Scenario.key(0.05, "space")], scene: NavigationScene.name, until: 2.5)
    #expect((stillPushed.scene as? NavigationScene)?.stack.count == 2)
  }

  /// The scene's Esc is in the run's input log, so a recording replays it: the recorded script
  /// run again dismisses the modal at the same frame.
  @Test func aRecordedEscReplaysTheClose() throws {
    let events = [Scenario.key(0.05, "space"), Scenario.key(1.2, "escape")]
    let live = try HeadlessRun.session(events, scene: ModalScene.name, until: 2)
    let json = ScriptRecorder.json(log: live.runner.log, start: live.runner.start)
    let script = try Script(json: Data(json.utf8), name: "recorded")
    let replay = try HeadlessRun.session(script.events, scene: ModalScene.name, until: 2)
    #expect((replay.scene as? ModalScene)?.transition.phase == .dismissed)
    #expect(
      (replay.scene as? ModalScene)?.modal.presentation.center
        == (live.scene as? ModalScene)?.modal.presentation.center)
  }

  @Test func qQuitsAtOnceEvenHeldAndWithPanelsOpen() throws {
    let (session, samples) = try run(
      [Scenario.key(0.05, "h"), Scenario.key(0.05, "t")] + dragUp + [Scenario.key(0.3, "q")], until: 1)
    #expect(session.quitRequested)
    #expect((samples.last?.t ?? 1) < 0.3)
  }
}
