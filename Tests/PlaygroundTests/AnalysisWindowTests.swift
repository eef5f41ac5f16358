import Analysis
import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// `flick --analyze VIDEO`'s window: the analysis scene in the playground's own loop (a
/// ``Session``), drawn offscreen and driven as a person drives it: a drag on the recording picks
/// the region to follow, and what it finds (or what went wrong) shows, in the session's toasts,
/// tuning, the HUD's plot of the whole recording and message panel.
@Suite(.serialized) struct AnalysisWindowTests {
  /// The session `flick --analyze file` runs, its first frame made, and its scene.
  static func session(for file: String) throws -> (Session, AnalysisScene) {
    let recording = try AnalysisRecording(run: AnalysisRun(file: file, track: nil, trace: nil))
    var configuration = recording.configuration()
    configuration.headless = true
    configuration.draws = true
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    session.frame(at: 0, inputs: [])
    // The scene's title bar says what the first-press hint would; the hint's line is its strip's.
    #expect(!session.instrument.panels.showsHint && session.instrument.panels.showsHUD)
    return (session, try #require(session.scene as? AnalysisScene))
  }

  /// A drag from `from` to `to`, in the recording's pixels, a frame an event from `time`; then
  /// the frames the following takes (it starts once a frame has said so).
  static func drag(_ session: Session, _ scene: AnalysisScene, from: Vector2, to: Vector2, at time: Double)
    throws
  {
    let mapping = try #require(scene.mapping)
    let events: [(PointerEvent.Kind, Vector2)] = [(.down, from), (.move, (from + to) * 0.5), (.up, to)]
    for (index, (kind, point)) in events.enumerated() {
      let at = time + Double(index) * 0.05
      session.frame(
        at: at, inputs: [.pointer(PointerEvent(kind: kind, location: mapping.view(point), timestamp: at))])
    }
    for index in 3..<6 { session.frame(at: time + Double(index) * 0.05, inputs: []) }
  }

  /// `body` with its window's messages its own: other suites open windows in this process at
  /// the same time, and theirs would show here.
  static func ownMessages(_ body: () throws -> Void) throws {
    try WindowMessages.$channel.withValue(UUID().uuidString) {
      WindowMessages.open()
      defer { WindowMessages.close() }
      try body()
    }
  }

  /// AnalyzeVideoTests' first case, made in a folder of its own: a drag let go onto a spring of
  /// 0.5 s and ratio 0.6. The caller removes the folder.
  static func springVideo() throws -> (video: DrawnVideo, file: String, directory: URL) {
    let directory = try FlickProcess.temporaryDirectory()
    let video = DrawnVideo(release: .spring(response: 0.5, dampingRatio: 0.6, target: (x: 150, y: 70)))
    let file = directory.appendingPathComponent("drawn.mp4").path
    do {
      try video.make(at: file)
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw error
    }
    return (video, file, directory)
  }

  @Test func aDragOnTheRecordingFollowsItAndFitsTheSpring() throws { try Self.ownMessages(dragFollows) }

  private func dragFollows() throws {
    let (video, file, directory) = try Self.springVideo()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (session, scene) = try Self.session(for: file)
    #expect(WindowMessages.shown.isEmpty, "\(WindowMessages.shown)")
    // The recording is the backdrop layer: its first frame is drawn, grey, where the mapping says.
    let mapping = try #require(scene.mapping)
    #expect(mapping.content.width == Double(video.width))
    #expect(scene.layers.backdrop.image != nil)
    session.draw()
    // 0xRRGGBBAA: red, green and blue the same.
    let grey = { (point: Vector2) -> Bool? in
      session.canvas.pixel(x: Int(point.x), y: Int(point.y)).map {
        ($0 >> 8) & 0xFF == ($0 >> 16) & 0xFF && ($0 >> 16) & 0xFF == ($0 >> 24) & 0xFF
      }
    }
    #expect(grey(mapping.view(Vector2(x: 200, y: 140))) == true)
    #expect(grey(mapping.view(Vector2(x: video.start.x + 8, y: video.start.y + 8))) == true)
    // Not the stage's colour: the picture is drawn there.
    #expect(
      session.canvas.pixel(x: Int(mapping.drawn.center.x), y: Int(mapping.drawn.center.y)) != 0x181C_24FF)
    // The square, dragged out as it is in the frame shown, is followed from that frame on.
    try Self.drag(
      session, scene, from: Vector2(x: video.start.x, y: video.start.y),
      to: Vector2(x: video.start.x + Double(video.side), y: video.start.y + Double(video.side)), at: 0.1)
    #expect(WindowMessages.shown.isEmpty, "\(WindowMessages.shown)")
    #expect(scene.samples.count > 100)
    // The session's toast says so.
    #expect(session.instrument.toasts.text == "followed \(scene.samples.count) frames")
    let analysis = try #require(scene.analysis)
    #expect(analysis.segments.map(\.law.kindName) == ["held", "spring"])
    let spring = try #require(analysis.segments.last?.spring)
    #expect(abs(spring.response / 0.5 - 1) < 0.02)
    #expect(abs(spring.dampingRatio - 0.6) < 0.02)
    #expect(analysis.handoffs.map(\.kind) == [.release])
    // The same as `--analyze --track`, headless, finds.
    let headless = try AnalysisRun(
      file: file,
      track: TrackRegion(x: Int(video.start.x), y: Int(video.start.y), width: video.side, height: video.side),
      trace: nil
    ).read(writingFramesTo: nil)
    #expect(headless.samples == scene.samples)
    // The fitted spring is the scene's tuning, and what K exports: from its segment's start,
    // at its velocity, towards its target.
    #expect(scene.parameters.spring == spring)
    let exported = CodePanel.snapshot(scene: scene, probe: scene.probe)
    let segment = try #require(analysis.segments.last)
    #expect(exported.parameters.spring == spring)
    #expect(exported.release?.axis == "x")
    #expect(exported.release?.from == segment.position.x)
    #expect(exported.release?.velocity == segment.velocity.x)
    // The HUD's plot draws the whole recording: every sample followed, the spring fitted
    // through them (the held stretch is the hand's), each free sample's residual from it (the
    // tracker's precision, under half a point) and the release with its jumps.
    let series = try #require(scene.recordingSeries)
    #expect(series.positions.count == scene.samples.count)
    #expect(series.fittedPositions.count == 1)
    #expect(series.markers.map(\.time) == analysis.handoffs.map(\.at))
    #expect((series.residuals.map(\.value).max() ?? 1) < 0.5)
    let texts = AnalysisPlotTests.texts(try AnalysisPlotTests.plot(session).items)
    #expect(texts.contains("whole 2.00 s"), "\(texts)")
    #expect(texts.contains { $0.hasPrefix("residual 0–") })
    // The subject is the followed region, where the samples put it at the time shown; the ghost
    // is the fitted law's.
    let subject = try #require(scene.probe.subject)
    #expect(subject === scene.layers.subject)
    let followed = try #require(scene.position(at: scene.shownTime))
    #expect((subject.center - mapping.view(followed)).magnitude < 1e-9)
    // Space plays: the scene runs on the loop's clock to the time shown, and the subject with it.
    session.frame(at: 1, inputs: [.key("space", time: 1)])
    #expect(!scene.isAtRest)
    session.frame(at: 1.5, inputs: [])
    #expect(abs(scene.shownTime - 0.5) < 1e-9)
    #expect(!scene.layers.ghost.isHidden)
    session.draw()
  }

  @Test func theRewindShowsWhatWasFollowedAndItsFit() throws { try Self.ownMessages(rewindKeeps) }

  private func rewindKeeps() throws {
    let (video, file, directory) = try Self.springVideo()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (session, live) = try Self.session(for: file)
    try Self.drag(
      session, live, from: Vector2(x: video.start.x, y: video.start.y),
      to: Vector2(x: video.start.x + Double(video.side), y: video.start.y + Double(video.side)), at: 0.1)
    let followed = live.samples
    #expect(followed.count > 100)
    let spring = try #require(live.shownSpring?.spring)
    let laws = live.analysis?.segments.map(\.law.kindName)
    #expect(laws == ["held", "spring"])
    // Paused (/), one frame back (,): the scene is made again from the recorded input, the drag
    // replayed into a fresh scene, which shows what the drag followed and its fit at once (it
    // waits for no frame and runs no ffmpeg: nothing is left pending).
    session.frame(at: 0.5, inputs: [.key("/", time: 0.5)])
    session.frame(at: 0.55, inputs: [.key(",", time: 0.55)])
    #expect(session.runner.rewoundIndex != nil)
    let rewound = try #require(session.scene as? AnalysisScene)
    #expect(rewound !== live)
    #expect(rewound.samples == followed)
    #expect(rewound.analysis?.segments.map(\.law.kindName) == laws)
    #expect(rewound.shownSpring?.spring == spring)
    #expect(rewound.parameters.spring == spring)
    #expect(rewound.isAtRest)
    #expect(!rewound.layers.subject.isHidden)
    // Back before the drag: nothing followed yet; on again to the frame after it: followed.
    for index in 0..<8 {
      let time = 0.6 + Double(index) * 0.05
      session.frame(at: time, inputs: [.key(",", time: time)])
    }
    #expect(session.runner.rewoundIndex == 0)
    #expect((session.scene as? AnalysisScene)?.samples.isEmpty == true)
    for index in 0..<5 {
      let time = 1 + Double(index) * 0.05
      session.frame(at: time, inputs: [.key(".", time: time)])
    }
    let again = try #require(session.scene as? AnalysisScene)
    #expect(again.samples == followed)
    #expect(again.shownSpring?.spring == spring)
    #expect(WindowMessages.shown.isEmpty, "\(WindowMessages.shown)")
    session.draw()
  }

  @Test func trackAtATimeIsFollowedFromThereAsHeadless() throws { try Self.ownMessages(trackAt) }

  private func trackAt() throws {
    let (video, file, directory) = try Self.springVideo()
    defer { try? FileManager.default.removeItem(at: directory) }
    // `--track X,Y,W,H@0.1`: the square as it is 0.1 s in (still there), followed from there, as
    // `--headless` follows it; the window followed it from the first frame before.
    let track = TrackRegion(
      x: Int(video.start.x), y: Int(video.start.y), width: video.side, height: video.side, start: 0.1)
    let recording = try AnalysisRecording(run: AnalysisRun(file: file, track: track, trace: nil))
    var configuration = recording.configuration()
    configuration.headless = true
    let session = try HeadlessRun.layoutSession(configuration)
    for index in 0..<3 { session.frame(at: Double(index) * 0.05, inputs: []) }
    let scene = try #require(session.scene as? AnalysisScene)
    let first = try #require(scene.samples.first)
    #expect(abs(first.time - 0.1) < 1e-3)
    let headless = try AnalysisRun(file: file, track: track, trace: nil).read(writingFramesTo: nil)
    #expect(headless.samples == scene.samples)
  }

  @Test func aRegionOffTheFrameOrStillSaysSoInTheWindow() throws { try Self.ownMessages(offTheFrame) }

  private func offTheFrame() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A still picture for a second (AnalyzeBadInputTests' still video), 160x120.
    let still = directory.appendingPathComponent("still.mp4").path
    try FFmpegRun.run([
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "lavfi", "-i",
      "testsrc2=s=160x120:r=30:d=1,trim=end_frame=1,loop=-1:1", "-t", "1", "-c:v", "libx264", "-crf", "28",
      still,
    ])
    let (session, scene) = try Self.session(for: still)
    #expect(WindowMessages.shown.isEmpty, "\(WindowMessages.shown)")
    // Dragged past the picture's right edge.
    try Self.drag(session, scene, from: Vector2(x: 140, y: 40), to: Vector2(x: 180, y: 70), at: 0.1)
    #expect(WindowMessages.shown.count == 1)
    #expect(WindowMessages.shown.first?.contains("reaches past the recording's 160x120 frame") == true)
    #expect(scene.samples.isEmpty)
    // K has no spring to copy, and says so in the session's toast.
    session.frame(at: 0.5, inputs: [.key("k", time: 0.5)])
    #expect(session.instrument.toasts.text == "no spring fitted: nothing to copy")
    // A press on the message dismisses it, and goes nowhere else.
    let panel = try #require(
      MessagePanel(
        messages: WindowMessages.shown, size: AnalysisScene.windowSize, metrics: session.textMetrics))
    session.frame(
      at: 0.6, inputs: [.pointer(PointerEvent(kind: .down, location: panel.frame.center, timestamp: 0.6))])
    session.frame(
      at: 0.7, inputs: [.pointer(PointerEvent(kind: .up, location: panel.frame.center, timestamp: 0.7))])
    #expect(WindowMessages.shown.isEmpty)
    #expect(scene.samples.isEmpty)
    #expect(scene.picking == nil)
    // Inside the picture, which never moves: followed, then nothing to fit.
    try Self.drag(session, scene, from: Vector2(x: 40, y: 30), to: Vector2(x: 72, y: 62), at: 1)
    #expect(scene.samples.count > 20)
    #expect(scene.analysis == nil)
    #expect(WindowMessages.shown.count == 1)
    #expect(WindowMessages.shown.first?.contains("nothing moves") == true, "\(WindowMessages.shown)")
    session.draw()
  }
}
