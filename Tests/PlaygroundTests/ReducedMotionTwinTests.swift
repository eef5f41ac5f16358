import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Every Assets script, at 30 and 240 fps, replayed with full motion and with its reduced twin
/// through the headless runner (docs/reduced-motion.md): the twin follows the finger as full
/// motion does, ends where full motion ends, never passes where it rests, and is never faster
/// than the release (or the cap). `swift test --filter ReducedMotionTwinTests` prints the numbers.
@Suite("Reduced motion: the twin of every interaction")
struct ReducedMotionTwinTests {
  static let rates = [30.0, 240.0]

  /// The scripts that press the modal while Space presents it: with full motion the press lands
  /// on the sliding modal; the twin's modal has faded in where it rests, so the press misses it
  /// (and flick-away's flick then dismisses nothing). Every other script's presses are the same.
  static let pressesMidPresentation: Set<String> = [
    "flick-away.json", "grab-and-flick.json", "hud-demo.json", "lab-ghosts.json", "small-window.json",
  ]

  /// The scripts whose twin fades a transition no finger drives (a key's or a tap's push, pop,
  /// panel or photo opening, the modal's present): fade frames are measured in each, and in no
  /// other. Take a fade out (the trip from rest again) and its script fails here.
  static let fades: Set<String> = [
    "flick-away.json", "grab-and-flick.json", "hud-demo.json", "lab-ghosts.json", "small-window.json",
    "tuning-demo.json", "navigation-edge-pop.json", "navigation-grab-push.json", "photos-demo.json",
  ]

  /// The script whose press stops the fading push with the screen where it rests (at the end of
  /// its trip), so that the finger, moving on the way full motion's mid-way screen could go, takes
  /// it to no farther than its end: the frames after that are counted, not compared.
  static let holdsAtAnEndAfterFade: Set<String> = ["navigation-grab-push.json"]

  /// The script whose press at 3.6 s finds full motion's photo still coasting 0.11 pt from where
  /// the twin's double tap cross-faded it to rest, then drags it down, shrinking it about the
  /// finger: those held frames differ by at most that gap, scaled (counted, and bounded).
  static let grabsApartAfterEarlyRest: Set<String> = ["photos-demo.json"]

  /// The live run of `script` at `fps` (no drawing), and its frames replayed with full motion
  /// and with `motion`.
  static func twins(of script: String, fps: Double, motion: MotionPreference = .reduced) throws -> (
    full: [ReducedMotionChecker.Frame], twin: [ReducedMotionChecker.Frame]
  ) {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = AssetScriptTests.assets.appendingPathComponent(script).path
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let scene = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["scene"] as? String
    let file = scene.flatMap(AssetScriptTests.sceneFile).map { ["--scene-file", $0] } ?? []
    var configuration = try FlickCommand.parse(
      ["--headless", "--script", path, "--duration", "4", "--fps", String(fps)] + file
    ).runConfiguration()
    configuration.draws = false
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let frames = { (motion: MotionPreference) in
      ReducedMotionChecker.frames(
        of: session.timeline, start: session.runner.start, motion: motion, scenes: configuration.scenes,
        options: configuration.sceneOptions)
    }
    return (frames(.full), frames(motion))
  }

  @Test(arguments: AssetScriptTests.scripts, rates)
  func theTwinKeepsTheRule(script: String, fps: Double) throws {
    let (full, twin) = try Self.twins(of: script, fps: fps)
    let name = "\(script) @\(Int(fps))"
    let report = ReducedMotionChecker.check(twin: twin, full: full, name: name)
    let fullMotion = ReducedMotionChecker.check(twin: full, full: full, name: name)
    print(
      String(
        format:
          "reduced-motion %@: overshoot %.2f pt (full %.2f pt), speed %.2f of its bound, held %d frames Δ %.2g pt, %d settles, %d fade frames moved %.2g pt, %d frames held only with full motion, %d held at an end after a fade",
        name, report.overshoot == 0 ? 0.0 : report.overshoot, fullMotion.overshoot, report.speedRatio,
        report.heldFrames,
        report.heldDifference, report.settles, report.fadeFrames, report.fadeTravel,
        report.missedAfterFade, report.heldAtAnEndAfterFade)
        + ", \(report.heldApartAfterEarlyRest) held apart after the twin rested first")
    #expect(report.violations.isEmpty, "\(report.violations.prefix(5))")
    #expect(
      (report.missedAfterFade > 0) == Self.pressesMidPresentation.contains(script),
      "\(report.missedAfterFade)")
    #expect(report.overshoot <= 1e-9)
    #expect((report.fadeFrames > 0) == Self.fades.contains(script), "\(report.fadeFrames) fade frames")
    #expect(
      (report.heldAtAnEndAfterFade > 0) == Self.holdsAtAnEndAfterFade.contains(script),
      "\(report.heldAtAnEndAfterFade)")
    #expect(
      (report.heldApartAfterEarlyRest > 0) == Self.grabsApartAfterEarlyRest.contains(script),
      "\(report.heldApartAfterEarlyRest)")
  }

  /// A twin that is full motion again (a rule that hands back the full settle) is rejected: a
  /// card flicked to a corner swings past it.
  @Test func theCheckerRejectsATwinThatOvershoots() throws {
    let (full, _) = try Self.twins(of: "card-flick.json", fps: 60, motion: .full)
    let report = ReducedMotionChecker.check(twin: full, full: full, name: "full as its own twin")
    #expect(report.overshoot > 1)
    #expect(!report.violations.isEmpty)
  }

  /// A twin whose drag moves the subject half as far as the finger ("the same motion, slower")
  /// is rejected frame by frame.
  @Test func theCheckerRejectsATwinThatStopsFollowingTheFinger() throws {
    // (The card is held in both: grab-and-flick's modal is faded in where the press misses it.)
    let (full, twin) = try Self.twins(of: "card-flick.json", fps: 60)
    var grabbed: Vector2?
    let halfway = twin.map { frame in
      var frame = frame
      guard frame.isHeld, let subject = frame.subject else {
        grabbed = nil
        return frame
      }
      let start = grabbed ?? subject
      grabbed = start
      frame.subject = start + 0.5 * (subject - start)
      return frame
    }
    let report = ReducedMotionChecker.check(twin: halfway, full: full, name: "a half-speed drag")
    #expect(report.heldDifference > 1)
    #expect(!report.violations.isEmpty)
    // The honest twin of the same run passes.
    #expect(ReducedMotionChecker.check(twin: twin, full: full, name: "the twin").violations.isEmpty)
  }

  /// A fade that still travels (the modal slid 2 pt a frame while it fades in) is rejected; the
  /// honest fade of the same run moves nothing and passes.
  @Test func theCheckerRejectsAFadeThatTravels() throws {
    let (full, twin) = try Self.twins(of: "grab-and-flick.json", fps: 60)
    let honest = ReducedMotionChecker.check(twin: twin, full: full, name: "the fade")
    #expect(honest.fadeFrames > 5)
    #expect(honest.fadeTravel == 0)
    #expect(honest.violations.isEmpty)
    var step = 0.0
    let sliding = twin.map { frame in
      var frame = frame
      guard frame.fadesInPlace, let subject = frame.subject else { return frame }
      step += 2
      frame.subject = subject + Vector2(x: 0, y: step)
      return frame
    }
    let report = ReducedMotionChecker.check(twin: sliding, full: full, name: "a sliding fade")
    #expect(report.fadeTravel >= 2)
    #expect(report.violations.contains { $0.contains("while fading") })
  }
}
