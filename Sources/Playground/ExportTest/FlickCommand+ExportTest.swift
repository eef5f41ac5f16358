import Foundation

extension FlickCommand {
  /// `--export-test FILE`: replays `--script`'s recording (``RecordingOutcome``) and writes the
  /// test that asserts what it replayed to (``RecordingTestExport``) to `path`, or to stdout for
  /// `-`.
  ///
  /// The test replays the recording alone, as `flick --headless --script FILE` plays it, in its
  /// scene (or `--scene`'s): a flag that would make the run another one (a mode, a tuning, a
  /// size, a frame rate, a scene option) or ask for another output is refused, never dropped in
  /// silence.
  func exportTest(
    to path: String, configuration: RunConfiguration, sceneOptions: [String: String]
  ) throws(PlaygroundError) {
    guard let script else {
      throw PlaygroundError("--export-test needs the recording to replay: --script FILE")
    }
    let others: [(String, Bool)] = [
      ("--scene-file", sceneFile != nil), ("--size", size != nil), ("--fps", fps != nil),
      ("--duration", duration != nil), ("--scale", scale != nil), ("--mode", mode != nil),
      ("--preset", preset != nil), ("--presets", presets != nil), ("--slow-motion", slowMotion),
      ("--no-resample", noResample), ("--predict", predict), ("--stats", stats), ("--trace", trace != nil),
      ("--screenshot", screenshot != nil), ("--record", record != nil), ("--plot", plot != nil),
      ("--video", video != nil), ("--export-code", exportCode != nil),
    ]
    let given = others.filter(\.1).map(\.0) + sceneOptions.keys.sorted().map { "--" + $0 }
    if !given.isEmpty {
      throw PlaygroundError(
        "--export-test replays the recording as it is: leave out \(given.joined(separator: ", "))")
    }
    if path != "-" {
      guard path.lowercased().hasSuffix(".swift") else {
        throw PlaygroundError("--export-test must name a .swift file or -, not '\(path)'")
      }
      try Self.checkWritable(path, what: "test")
    }
    guard let data = FileManager.default.contents(atPath: script) else {
      throw PlaygroundError("cannot read script '\(script)': no such file or not readable")
    }
    // The test embeds the recording's text in a Swift source, which is UTF-8.
    guard let recording = String(validating: data, as: UTF8.self) else {
      throw PlaygroundError("script '\(script)' is not UTF-8 text: save it as UTF-8 to export it")
    }
    let name = (script as NSString).lastPathComponent
    let outcome = try RecordingOutcome(
      replaying: recording, name: script, scene: self.scene, scenes: configuration.scenes)
    let source = RecordingTestExport.source(
      recording: recording, recordingName: name,
      suiteName: RecordingTestExport.suiteName(output: path == "-" ? nil : path, recording: name),
      scene: self.scene, outcome: outcome, registry: try OwnScenes(configuration.scenes))
    if path == "-" {
      try StandardOutput.write(source)
    } else {
      try CheckedFile.write(Data(source.utf8), to: path, role: "test")
    }
  }
}
