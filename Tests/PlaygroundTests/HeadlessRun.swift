import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// The real headless loop, as `flick --headless --script … --trace …` runs it, for the tests
/// that read what a run traced: one place that configures it, runs it and parses the trace.
enum HeadlessRun {
  /// Runs `events` in `scene` for `duration` seconds at `fps` and returns the session at the
  /// end and every trace line as a JSON object.
  static func trace(
    _ events: [Script.Event], scene: String? = nil, duration: Double, fps: Double? = nil,
    size: Size? = nil, draws: Bool = false
  ) throws -> (session: Session, lines: [[String: Any]]) {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl").path
    var configuration = RunConfiguration()
    configuration.headless = true
    if let scene { configuration.sceneName = scene }
    configuration.duration = duration
    if let fps { configuration.fps = fps }
    if let size { configuration.size = size }
    configuration.draws = draws
    configuration.script = Script(events: events)
    configuration.tracePath = trace
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    return (session, lines)
  }

  /// A session of `scene` that ran `events` frame by frame at 60 fps until `until` seconds,
  /// without a trace and (unless `draws`) without drawing, at `scale` pixels a point: for tests
  /// that look at the instrument's state afterwards. `afterEachFrame` sees the session and the
  /// frame's time, and stops the run by returning false. `prepare` sees the session before its
  /// first frame.
  static func session(
    _ events: [Script.Event], scene: String, until: Double, scale: Double = 1, draws: Bool = false,
    afterEachFrame: (Session, Double) -> Bool = { _, _ in true },
    prepare: (Session) throws -> Void = { _ in }
  ) throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = scene
    configuration.pixelScale = scale
    configuration.script = Script(events: events)
    configuration.draws = draws
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size, pixelScale: scale))
    try prepare(session)
    for index in 0...Int(until * 60) {
      let time = Double(index) / 60
      session.frame(at: time, inputs: [])
      guard afterEachFrame(session, time) else { break }
    }
    return session
  }

  /// A headless session for a test that reads what is laid out (layers, the overlays' frames,
  /// the display list, the instrument's state), never pixels: it draws nothing, so such a test
  /// cannot pay for pixels by accident (at 3840×2160 a drawn frame costs what a whole layout
  /// test should).
  static func layoutSession(_ configuration: RunConfiguration) throws -> Session {
    var configuration = configuration
    configuration.draws = false
    return try Session(
      configuration: configuration,
      canvas: try Canvas(offscreenSize: configuration.size, pixelScale: configuration.pixelScale))
  }

  /// A headless configuration of `scene` in a window of `size` points at `scale`, running
  /// `events`: for tests of where things are laid out, so it draws nothing. The stress scene
  /// runs 200 cards.
  static func configuration(scene: String, size: Size, scale: Double, events: [Script.Event])
    -> RunConfiguration
  {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = scene
    configuration.sceneOptions = scene == "stress" ? ["count": "200"] : [:]
    configuration.size = size
    configuration.pixelScale = scale
    configuration.script = Script(events: events)
    configuration.draws = false
    return configuration
  }

  /// The session at the end of half a second of `scene` (see ``configuration(scene:size:scale:events:)``)
  /// after `keys` (space-separated key names) pressed at 0.1 s, without drawing.
  static func session(scene: String, size: Size, scale: Double, keys: String) throws -> Session {
    var configuration = configuration(
      scene: scene, size: size, scale: scale,
      events: keys.split(separator: " ").map { Script.Event(time: 0.1, action: .key(String($0))) })
    configuration.duration = 0.5
    return try PlaygroundApp(configuration: configuration).runHeadless()
  }
}
