import Analysis
import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// The live continuity meter (the trace's `continuity`, the HUD's line): the jumps in position
/// and velocity at every grab, release and retarget in Flick's own scenes.
@Suite struct ContinuityMeterTests {
  /// The card thrown at 0.296 s (Assets/card-flick.json's first throw), then a click far from
  /// it at 0.45 s, which sends it there in the card's retarget style. The release comes 7 pt
  /// on from the last move before it (the last move's time, 0.2 + 12 × 0.008, is a hair after
  /// 0.296): the drag's last step, which is no jump.
  static let throwThenClick: [Script.Event] =
    [
      Script.Event(time: 0.2, action: .pointer(.down, Vector2(x: 480, y: 352)))
    ]
    + (1...12).map { step in
      Script.Event(
        time: 0.2 + 0.008 * Double(step),
        action: .pointer(.move, Vector2(x: 480 + 7.2 * Double(step), y: 352 + 4 * Double(step))))
    } + [
      Script.Event(time: 0.296, action: .pointer(.up, Vector2(x: 566.4, y: 400))),
      Script.Event(time: 0.45, action: .pointer(.down, Vector2(x: 120, y: 560))),
      Script.Event(time: 0.46, action: .pointer(.up, Vector2(x: 120, y: 560))),
    ]

  /// The trace's `continuity` values, in order, with the frame each was on.
  static func continuity(
    _ events: [Script.Event], scene: String = "card", mode: String = "spring", retarget: String = "additive",
    fps: Double = 60
  ) throws -> (lines: [[String: Any]], jumps: [(frame: Int, jump: [String: Any])]) {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = scene
    configuration.mode = mode
    if scene == "card" { configuration.sceneOptions = ["retarget": retarget] }
    configuration.duration = max(1, (events.last?.time ?? 0) + 0.5)
    configuration.fps = fps
    configuration.script = Script(events: events)
    configuration.tracePath = trace
    configuration.draws = false
    try PlaygroundApp(configuration: configuration).runHeadless()
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    var jumps: [(Int, [String: Any])] = []
    for (index, line) in lines.enumerated() {
      switch line["continuity"] {
      case let one as [String: Any]: jumps.append((index, one))
      case let several as [[String: Any]]: jumps += several.map { (index, $0) }
      default: break
      }
    }
    return (lines, jumps)
  }

  static func number(_ jump: [String: Any], _ key: String) throws -> Double {
    try #require(jump[key] as? Double)
  }

  @Test(arguments: ["additive", "current", "replace"])
  func aRetargetJumpsAsItsStyleSays(style: String) throws {
    let (lines, jumps) = try Self.continuity(Self.throwThenClick, retarget: style)
    #expect(jumps.map { $0.jump["kind"] as? String } == ["grab", "release", "retarget"])
    let retarget = try #require(jumps.last?.jump)
    #expect(try Self.number(retarget, "at") == 0.46)
    // The card was moving fast when the click came.
    let before = try #require(lines[jumps.last!.frame - 1]["velocity"] as? [String: Double])
    let speed = ((before["x"] ?? 0) * (before["x"] ?? 0) + (before["y"] ?? 0) * (before["y"] ?? 0))
      .squareRoot()
    #expect(speed > 200)
    let position = try Self.number(retarget, "position")
    let velocity = try Self.number(retarget, "velocity")
    switch style {
    case "additive":
      // The new animation adds on top: nothing jumps.
      #expect(position < 1e-3)
      #expect(velocity < 1e-3)
    case "current":
      // Stopped where it is on screen: the position holds, the velocity drops to zero.
      #expect(position < 1e-3)
      #expect(velocity > 0.5 * speed)
    default:
      // The running animation removed: the card jumps to its model, at rest.
      #expect(position > 10)
      #expect(velocity > 0.5 * speed)
    }
  }

  /// What is drawn, not what was handed. The frames showed the held card where the pointer
  /// was 5 ms before each frame (the resampling); the release now continues that path (the pan
  /// ends where the frames showed the pointer at the release's instant), where the settle used
  /// to start from where the pointer really was, a step of 5 ms of motion ahead: 5.1 pt at
  /// 1 030 pt/s, which the meter, comparing the velocity handed over with itself, read as 0.
  @Test func aSpringReleaseKeepsTheVelocityAndTimedDropsIt() throws {
    let spring = try #require(
      try Self.continuity(Self.throwThenClick).jumps.first { $0.jump["kind"] as? String == "release" })
    #expect(try Self.number(spring.jump, "at") == 0.296)
    let speed = try Self.number(spring.jump, "speedBefore")
    #expect(abs(speed - 1030) < 10)
    #expect(try Self.number(spring.jump, "position") <= 0.5)
    #expect(try Self.number(spring.jump, "velocity") < 0.05 * speed)
    let bookkeeping = try #require(spring.jump["bookkeeping"] as? [String: Double])
    #expect(bookkeeping == ["position": 0, "velocity": 0])
    let timed = try #require(
      try Self.continuity(Self.throwThenClick, mode: "timed").jumps.first {
        $0.jump["kind"] as? String == "release"
      })
    // The release was at about 1 000 pt/s; the timed goop starts from its curve, not from it.
    #expect(try Self.number(timed.jump, "velocity") > 100)
  }

  @Test func aGrabOfAMovingCardStopsItWhereItIs() throws {
    // Pressed 30 ms after the throw, still on the card, which is moving at hundreds of pt/s.
    let events =
      Array(Self.throwThenClick.prefix(14)) + [
        Script.Event(time: 0.326, action: .pointer(.down, Vector2(x: 566, y: 400))),
        Script.Event(time: 0.4, action: .pointer(.up, Vector2(x: 566, y: 400))),
      ]
    let (lines, jumps) = try Self.continuity(events)
    let grabs = jumps.filter { $0.jump["kind"] as? String == "grab" }
    #expect(grabs.count == 2)
    let grab = try #require(grabs.last)
    #expect(try Self.number(grab.jump, "at") == 0.326)
    #expect(try Self.number(grab.jump, "position") < 1e-3)
    let before = try #require(lines[grab.frame - 1]["velocity"] as? [String: Double])
    let speed = ((before["x"] ?? 0) * (before["x"] ?? 0) + (before["y"] ?? 0) * (before["y"] ?? 0))
      .squareRoot()
    #expect(speed > 200)
    // Held still, the card's velocity is the pointer's, zero: the whole speed is the jump.
    #expect(abs(try Self.number(grab.jump, "velocity") - speed) < 0.3 * speed)
  }

  @Test func theFieldIsOnlyOnFramesWithAHandoff() throws {
    for fps in [30.0, 240.0] {
      let (lines, jumps) = try Self.continuity(Self.throwThenClick, fps: fps)
      let marked = lines.indices.filter { lines[$0]["continuity"] != nil }
      #expect(Set(marked) == Set(jumps.map(\.frame)))
      #expect(jumps.count == 3)
      #expect(lines.count > 3 * marked.count)
    }
  }

  @Test func theHUDShowsTheLastJump() {
    let jump = ContinuityJump(time: 1, kind: .release, position: 0, velocity: 250, speedBefore: 1000)
    #expect(jump.hudLine == "release: jump 0.0 pt, 250 pt/s (25 %)")
    let fromRest = ContinuityJump(time: 1, kind: .retarget, position: 3.25, velocity: 0, speedBefore: 0)
    #expect(fromRest.hudLine == "retarget: jump 3.2 pt, 0 pt/s")
    // A hand drawn in steps: the release is shown beside the drag's own steps, and the trace
    // writes them; a smooth hand's record has no `steps`.
    var stepped = ContinuityJump(time: 1, kind: .release, position: 3.69, velocity: 15, speedBefore: 2076)
    stepped.steps = 7.53
    #expect(stepped.hudLine == "release: jump 3.7 pt (its steps 7.5), 15 pt/s (1 %)")
    #expect(stepped.traceValue.json.contains("\"steps\": 7.53"))
    #expect(!jump.traceValue.json.contains("steps"))
    // After a hold drawn in one frame, the speed before was not drawn: said, not measured.
    var oneFrame = ContinuityJump(time: 1, kind: .release, position: 0.31, velocity: 0, speedBefore: 1749)
    oneFrame.velocityRead = false
    #expect(oneFrame.hudLine == "release: jump 0.3 pt, speed unread (one frame held)")
    #expect(oneFrame.traceValue.json.contains("\"velocityRead\": false"))
    #expect(!jump.traceValue.json.contains("velocityRead"))
  }

  /// `grab-and-flick.json` at 240 fps (events every 20 ms): the meter reads the release from the
  /// drag's staircase and records its steps, and the release is within them.
  @Test func aStaircasesReleaseIsRecordedWithItsSteps() throws {
    let url = DamageRedrawTests.assets.appendingPathComponent("grab-and-flick.json")
    let script = try Script(contentsOf: url.path, scenes: SceneRegistry.builtIn)
    let (_, jumps) = try Self.continuity(script.events, scene: "modal", fps: 240)
    let release = try #require(jumps.first { $0.jump["kind"] as? String == "release" }?.jump)
    let steps = try Self.number(release, "steps")
    let position = try Self.number(release, "position")
    #expect(steps > 0.5, "\(steps) pt")
    #expect(position > 0.5 && position <= steps, "\(position) pt, its steps \(steps) pt")
  }

  /// The live meter and `flick --analyze` of the same run's trace read the same releases (one
  /// implementation, ``DrawnContinuity``): within 0.5 pt and 1 % of the speed. (grab-and-flick's
  /// events are 20 ms apart: there the analysis's spring, fitted over the whole settle, starts
  /// 40 pt/s off the exact one, docs/performance.md.) The scroll view's meter follows its content
  /// (``SceneProbe/measured``), as the trace's `offset` does: it read the indicator, 0.5 pt and
  /// 2 713 pt/s against the analysis's 64.3 pt and 2 398 pt/s.
  ///
  /// A scene file's trace is read on the layer the meter measured (its `continuity` records'
  /// `layer`, in the trace's `layers`; before, `--analyze` refused it, finding no point field).
  /// Its motion is the file's, which need not be a spring's: the Today card's releases read
  /// 0.05, 0.04 and 0.01 pt against the meter's 0, and 3.7, 2.2 and 0.5 pt/s against 0, 0.3 and
  /// 0 (the first of a 100 pt/s release, where the analysis's spring starts at 104): within
  /// 0.5 pt and 1 % of the speed, or 4 pt/s.
  @Test(arguments: ["card-flick", "navigation-grab-push", "pane-demo", "scroll-fling", "today-open"])
  func theLiveMeterAndAnalyzeAgree(script name: String) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.fps = 60
    let path = FlickProcess.packageRoot.appendingPathComponent("Assets/\(name).json").path
    let top = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
    let named = (top as? [String: Any])?["scene"] as? String ?? "modal"
    let sceneFile = FlickProcess.packageRoot.appendingPathComponent("Assets/scenes/\(named).json").path
    if SceneRegistry.builtIn.kind(named: named) == nil, FileManager.default.fileExists(atPath: sceneFile) {
      let kind = try SceneFileLoader.load(sceneFile).get()
      configuration.scenes = SceneRegistry.builtIn.adding(kind)
      configuration.sceneFilePath = sceneFile
    }
    let script = try Script(contentsOf: path, scenes: configuration.scenes)
    configuration.sceneName = script.scene ?? "modal"
    configuration.script = script
    configuration.tracePath = trace
    configuration.draws = false
    try PlaygroundApp(configuration: configuration).runHeadless()
    let data = try #require(FileManager.default.contents(atPath: trace))
    let analysis = try MotionAnalysis(
      samples: try SamplesFile.read(data, path: trace), instants: SamplesFile.handoffInstants(data))
    var live: [[String: Any]] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if let one = object["continuity"] as? [String: Any] { live.append(one) }
      if let several = object["continuity"] as? [[String: Any]] { live += several }
    }
    let releases = live.filter { $0["kind"] as? String == "release" }
    #expect(!releases.isEmpty)
    for release in releases {
      let at = try Self.number(release, "at")
      let read = try #require(analysis.handoffs.first { abs($0.at - at) < 1e-9 }, "no hand-off at \(at)")
      #expect(abs(read.positionJump - (try Self.number(release, "position"))) <= 0.5)
      let speed = try Self.number(release, "speedBefore")
      let allowed = configuration.sceneFilePath == nil ? 0.01 * speed : max(0.01 * speed, 4)
      #expect(abs(read.velocityJump - (try Self.number(release, "velocity"))) <= allowed, "at \(at)")
    }
  }

  /// The side panel taken by an edge pan: the subject changes from the screen to the panel.
  /// Followed layer by layer, that is no jump of either (it read 952 pt, the distance between
  /// the two layers).
  @Test func aSubjectHandedToAnotherLayerIsNoJump() throws {
    let script = try Script(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("Assets/navigation-panel.json").path)
    let (_, jumps) = try Self.continuity(script.events, scene: script.scene ?? "navigation")
    let grabs = jumps.filter { $0.jump["kind"] as? String == "grab" }
    #expect(!grabs.isEmpty)
    for grab in grabs { #expect(try Self.number(grab.jump, "position") < 20) }
    // The bookkeeping's comparison of the two slots still sees the distance between them.
    #expect(grabs.contains { ($0.jump["bookkeeping"] as? [String: Double])?["position"] ?? 0 > 900 })
  }

  /// A flick of the card: pressed at 0.2 s, moved every `interval` seconds for 0.1 s along
  /// x(t) = v·t + a·t²/2 (steady, speeding up or slowing down), released where the last move
  /// left it.
  static func flick(interval: Double, speed: Double, acceleration: Double) -> [Script.Event] {
    let start = Vector2(x: 480, y: 352)
    let direction = Vector2(x: 0.8, y: 0.6)
    let steps = Int((0.1 / interval).rounded())
    func place(_ time: Double) -> Vector2 {
      start + (speed * time + 0.5 * acceleration * time * time) * direction
    }
    return [Script.Event(time: 0.2, action: .pointer(.down, start))]
      + (1...steps).map { step in
        let time = interval * Double(step)
        return Script.Event(time: 0.2 + time, action: .pointer(.move, place(time)))
      } + [Script.Event(time: 0.2 + 0.1 + 1e-4, action: .pointer(.up, place(0.1)))]
  }

  /// The release continues the path the frames drew: no step forward by the resampling's 5 ms
  /// (5.1 pt at 1 030 pt/s before), and the velocity the eye saw in the last frames, at every
  /// frame rate, for events every millisecond and every 8, for steady, speeding and slowing
  /// flicks.
  @Test(arguments: [30.0, 60, 144, 240], [0.001, 0.008])
  func aReleaseContinuesWhatWasDrawn(fps: Double, interval: Double) throws {
    for (speed, acceleration) in [(1500.0, 0.0), (600.0, 18000.0), (2400.0, -18000.0)] {
      let events = Self.flick(interval: interval, speed: speed, acceleration: acceleration)
      let release = try #require(
        try Self.continuity(events, fps: fps).jumps.first { $0.jump["kind"] as? String == "release" })
      let context = "\(fps) fps, events every \(interval * 1000) ms, \(speed) pt/s, \(acceleration) pt/s²"
      #expect(try Self.number(release.jump, "position") <= 0.5, "\(context)")
      let before = try Self.number(release.jump, "speedBefore")
      #expect(try Self.number(release.jump, "velocity") <= 0.05 * before, "\(context)")
    }
  }

  /// The hand stops 60 ms before it lets go (Assets/card-dynamics.json's throw): the card sets
  /// off from rest where it was drawn, no jump. Read through a curve over the stop, the release
  /// read 6.9 pt and 494 pt/s.
  @Test func aReleaseAfterTheHandStoppedIsNoJump() throws {
    let events =
      [Script.Event(time: 0.2, action: .pointer(.down, Vector2(x: 540, y: 352)))]
      + (1...30).map { step in
        Script.Event(
          time: 0.2 + 0.008 * Double(step),
          action: .pointer(.move, Vector2(x: 540, y: 352 + 4 * Double(step))))
      } + [Script.Event(time: 0.5, action: .pointer(.up, Vector2(x: 540, y: 472)))]
    let release = try #require(
      try Self.continuity(events, fps: 60).jumps.first { $0.jump["kind"] as? String == "release" })
    #expect(try Self.number(release.jump, "position") <= 0.5)
    #expect(try Self.number(release.jump, "velocity") <= 1)
  }

  /// Assets/navigation-edge-pop.json: the hand holds the pop at 45 % for 200 ms, then sets off
  /// and lets go 56 ms later. Read through a curve over the rest's last frame, the release read
  /// 4.5 pt and 392 pt/s (21 %) at 60 fps; read from the frames since, it is no jump.
  @Test func aReleaseSoonAfterARestIsNoJump() throws {
    let script = try Script(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("Assets/navigation-edge-pop.json").path)
    let release = try #require(
      try Self.continuity(script.events, scene: "navigation", fps: 60).jumps.first {
        $0.jump["kind"] as? String == "release" && abs(($0.jump["at"] as? Double ?? 0) - 1.664) < 1e-9
      })
    #expect(try Self.number(release.jump, "position") <= 0.5)
    #expect(
      try Self.number(release.jump, "velocity") <= 0.05 * (try Self.number(release.jump, "speedBefore")))
  }

  /// A release 10 ms after the last move, at its place (a platform's button-up repeats the last
  /// place it knew): the frames drew the subject on past that move by the resampler's
  /// prediction, and the release goes on from there. Taken as a sample of the hand, the up bent
  /// the path back to the last move: 15 pt at `scroll-hitch.json`'s 3 000 pt/s (events 10 ms
  /// apart: the prediction, half their spacing, reaches the release's sample time), now none;
  /// 7.5 pt on the card at 1 500 pt/s with events 8 ms apart, now 1.5: its prediction stops 4 ms
  /// past the last move, 1 ms short of the release's sample time, where the frames would have
  /// drawn the pointer standing and a line through them goes on.
  @Test(arguments: [60.0, 240])
  func aReleaseAtTheLastMovesPlaceContinuesWhatWasDrawn(fps: Double) throws {
    var events = Self.flick(interval: 0.008, speed: 1500, acceleration: 0)
    events.removeLast()
    let last = try #require(events.last)
    guard case .pointer(_, let place) = last.action else {
      Issue.record("no last move")
      return
    }
    events.append(Script.Event(time: last.time + 0.01, action: .pointer(.up, place)))
    let release = try #require(
      try Self.continuity(events, fps: fps).jumps.first { $0.jump["kind"] as? String == "release" })
    #expect(try Self.number(release.jump, "position") <= 1.5 + 1e-9)
    #expect(
      try Self.number(release.jump, "velocity") <= 0.05 * (try Self.number(release.jump, "speedBefore")))
    let script = try Script(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("Assets/scroll-hitch.json").path)
    let list = try #require(
      try Self.continuity(script.events, scene: "scroll", fps: fps).jumps.first {
        $0.jump["kind"] as? String == "release"
      })
    #expect(try Self.number(list.jump, "position") <= 0.5)
  }

  /// The continuity record of `Assets/photos-demo.json`'s release at `time`, played at `fps`.
  static func photosDemoRelease(at time: Double, fps: Double) throws -> [String: Any] {
    let script = try Script(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("Assets/photos-demo.json").path)
    return try #require(
      try continuity(script.events, scene: "photos", fps: fps).jumps.first {
        $0.jump["kind"] as? String == "release" && abs(($0.jump["at"] as? Double ?? 0) - time) < 1e-9
      }
    ).jump
  }

  /// Assets/photos-demo.json: the photo pinched, both fingers lifted at 1.44 s. The pinch ends on
  /// the zoom the frames drew at that instant (the fingers where resampling showed them, 5 ms
  /// behind their real places), as a one-finger pan ends on its drawn place: it read 0.94 pt when
  /// the zoom jumped to the real fingers' at the lift.
  @Test(arguments: [60.0, 240])
  func aPinchEndsOnTheZoomTheFramesDrew(fps: Double) throws {
    let release = try Self.photosDemoRelease(at: 1.44, fps: fps)
    #expect(try Self.number(release, "position") <= 0.5)
  }

  /// Assets/photos-demo.json: the photo dragged down at 583 pt/s and let go at 3.9 s closes into
  /// its cell, above it. The photo ends where the frames drew it (it read 2.77 pt, the
  /// resampler's 5 ms, when it stayed at the last real move) and leaves the finger at the
  /// velocity it was drawn moving (`CompletionCarry`; the completion's line alone turned it on
  /// the spot, 1 347 pt/s). At 240 fps the frames' fit before the release reads 644 pt/s for
  /// the hand's 554 on screen (events 12 ms apart), so the rule is held at 60 and 144.
  @Test(arguments: [60.0, 144])
  func aDragDismissalLeavesTheFingerWhereAndAsItWasDrawn(fps: Double) throws {
    let release = try Self.photosDemoRelease(at: 3.9, fps: fps)
    #expect(try Self.number(release, "position") <= 0.5)
    #expect(
      try Self.number(release, "velocity") <= 0.05 * (try Self.number(release, "speedBefore")))
  }
}
