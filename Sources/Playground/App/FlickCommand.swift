import ArgumentParser
import Foundation
import Motion
import Scenes
import Stage

/// The command line of `flick`. Parsing and checking only; ``PlaygroundApp`` runs it.
///
/// Scenes declare their own options (Scenes' `SceneOption`): `SceneOptionArguments` takes
/// them out of the arguments before the parser sees the rest, so a scene from another package
/// gets its flags without a change here.
public struct FlickCommand: ParsableCommand {
  /// The running program's name: `flick`, or a package's own executable (`flick-hello`), so
  /// usage, help and every error line name what the user typed. A host that is not a flick
  /// (the test runner) says `flick`.
  public static let programName: String = {
    let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "flick").lastPathComponent
    return name.hasPrefix("flick") && !name.hasSuffix(".xctest") ? name : "flick"
  }()

  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: programName,
      abstract: "A playground for interruptible, gesture-driven animation.",
      // One paragraph without line breaks of its own: the parser wraps it to the terminal once.
      discussion: """
        Scenes: --scene NAME, or N and the switcher in the window; --list-scenes lists them, and \
        their own options are listed below. In the modal: present it with Space, grab it while it \
        moves, flick it. Keys: H in the window.
        """,
      version: versionLine
    )
  }

  /// What `flick --version` prints: `flick 0.1.0`.
  static let versionLine = "flick \(Flick.version)"

  @Flag(help: "Render offscreen on a simulated clock, with no window and no display.")
  var headless = false

  @Option(help: "The scene at start (default: the first that --list-scenes lists).")
  var scene: String?

  @Option(
    help:
      "A scene file (JSON with comments: layers and the drags, taps, pinches, scrolls and progress links that move them; docs/scene-files.md): run it under its file name, and read it again on every save."
  )
  var sceneFile: String?

  @Flag(help: "List the scenes, one per line with what each shows, and exit.")
  var listScenes = false

  @Option(help: "Window size in points, WxH (default: 960x640, or the size the script names).")
  var size: WindowSize?

  @Option(
    help:
      "Frames per second: headless, the simulated clock's (frame n is at n / fps); in a window, a cap on the presentation rate (default: the display's)."
  )
  var fps: Double?

  @Option(help: "Seconds to run (headless default: 2 s, or the script's length + 2 s).")
  var duration: Double?

  @Option(
    help:
      "Pixels per point, 1 to 4 (e.g. 2 for a HiDPI screenshot); in a window it overrides the desktop's scale (GDK_SCALE, QT_SCALE_FACTOR, Xft.dpi, the Wayland compositor's)."
  )
  var scale: Double?

  @Option(help: "Timed input from a JSON file: keys and pointer down/move/up with times in seconds.")
  var script: String?

  @Option(help: "Write one JSON object per frame (JSON Lines) to this file.")
  var trace: String?

  @Option(help: "Write the last frame as PNG to this file.")
  var screenshot: String?

  @Option(
    help: "Record the session's input (pointer, keys, scene switches) as a script that --script replays.")
  var record: String?

  @Option(
    help:
      "Write the run's chart (main axis position and velocity against time, markers, ghosts) as PNG to this file."
  )
  var plot: String?

  @Option(help: "Settling mode at start: spring, dynamics or timed (default spring, or the preset's).")
  var mode: SettleMode?

  @Option(
    help:
      "Start with a named preset, built in (e.g. objcio, uikit-transition) or from --presets, or a preset file saved with W."
  )
  var preset: String?

  @Option(help: "A presets file whose presets join the built-in ones (C cycles them, --preset names them).")
  var presets: String?

  @Flag(help: "Start in slow motion (x10).")
  var slowMotion = false

  @Option(
    help:
      "What a release made by hand in slow motion (S, --slow-motion) plays: full-speed-path (default: the path the same flick makes at full speed, slowed, as the iOS Simulator's Slow Animations; on screen the speed drops x10 at the release) or on-screen-speed (the release keeps its on-screen speed, x10 in the animations' time: it goes ten times as far)."
  )
  var slowMotionRelease: SlowMotionRelease?

  @Flag(
    help:
      "Start with reduced motion: releases keep their decision but settle without overshoot, at bounded speed (docs/reduced-motion.md). Without it a window follows the desktop's setting: the XDG portal's reduced-motion, else GNOME's enable-animations."
  )
  var reduceMotion = false

  @Flag(
    help:
      "At the end, print the frame count, the update, draw, frame and interval times (p50, p99, max), and over held frames the pointer lag and judder."
  )
  var stats = false

  @Flag(help: "Show held pointers where their newest event put them, not resampled to each frame's time.")
  var noResample = false

  @Flag(
    help:
      "Draw a held subject where the pointer will be when the frame reaches the screen (its velocity times the measured latency); L toggles it."
  )
  var predict = false

  @Option(
    help:
      "Film the run into this .mp4, .gif, .webp or .apng file with ffmpeg, pointer indicators drawn in: headless, one frame per run frame at --fps (GIF: the nearest rate in hundredths of a second); in a window, at a steady 60 fps."
  )
  var video: String?

  @Option(
    help:
      "Print the settle (--scene, --mode, --preset) as code for a platform and exit; 'list' lists the platforms."
  )
  var exportCode: String?

  @Option(
    help:
      "With --script: write a Swift Testing test (to this .swift file, or - for stdout) that replays the recording through SceneRunner and asserts its releases, hand-offs and where the subject comes to rest, and exit."
  )
  var exportTest: String?

  @Option(
    help:
      "Write the scene file (--scene-file) as one self-contained HTML page that plays it with Flick's physics, touch and mouse alike (docs/web.md), and exit."
  )
  var exportWeb: String?

  @Option(
    help:
      "Read a recorded motion, find its segments (held, spring, decay), fitted laws and hand-offs: a samples file (CSV t,x[,y], JSON Lines, a Flick trace) or a video. Opens a window (a drag on the recording picks what to follow); with --headless it prints them (a video needs --track), with --trace it writes them as JSON Lines."
  )
  var analyze: String?

  @Option(
    help:
      "With --analyze and a video: the region to follow, X,Y,W,H in the video's pixels; with @T (seconds) as it is T seconds in, followed from there."
  )
  var track: TrackRegion?

  @Option(
    help:
      "With --analyze and --headless or --trace: also read the hold around T seconds through T, as a release there would be read: the drawn path's own steps, against which a release at T is judged (run the same hand held on past T)."
  )
  var heldAt: Double?

  public init() {}

  /// The checked configuration; every problem is one line naming the flag and the value.
  ///
  /// `sceneOptions` are the scene options taken out of the arguments (already parsed); each must
  /// belong to the scene the run starts with.
  public func runConfiguration(
    scenes: SceneRegistry = .builtIn, sceneOptions: [String: String] = [:]
  ) throws(PlaygroundError) -> RunConfiguration {
    var configuration = RunConfiguration()
    var scenes = scenes
    configuration.sceneName = scenes.defaultKind.name
    if let sceneFile {
      let kind = try Self.sceneFileKind(sceneFile)
      scenes = scenes.adding(kind)
      configuration.sceneName = kind.name
      configuration.sceneFilePath = sceneFile
    }
    configuration.scenes = scenes
    configuration.headless = headless
    if let scene {
      guard scenes.named(scene) != nil else {
        let near = scenes.name(nearest: scene).map { " (did you mean '\($0)'?)" } ?? ""
        throw PlaygroundError(
          "--scene must be one of \(scenes.names.joined(separator: ", ")), not '\(scene)'\(near)")
      }
      configuration.sceneName = scene
    }
    for (name, value) in sceneOptions.sorted(by: { $0.key < $1.key }) {
      if let problem = scenes.option(named: name)?.check(value) { throw PlaygroundError(problem) }
    }
    configuration.sceneOptions = sceneOptions
    configuration.size = try (size ?? WindowSize(width: 960, height: 640)).checked(what: "--size")
    if let fps {
      guard fps.isFinite, fps >= 1, fps <= 1000 else {
        throw PlaygroundError("--fps must be between 1 and 1000, not \(fps)")
      }
      configuration.fps = fps
      configuration.fpsIsGiven = true
    }
    if let duration {
      guard duration.isFinite, duration > 0, duration <= 3600 else {
        throw PlaygroundError("--duration must be between 0 and 3600 seconds, not \(duration)")
      }
      configuration.duration = duration
    }
    if let scale {
      guard scale.isFinite, scale >= 1, scale <= 4 else {
        throw PlaygroundError("--scale must be between 1 and 4, not \(scale)")
      }
      configuration.pixelScale = scale
      configuration.pixelScaleIsGiven = true
    }
    configuration.slowMotion = slowMotion
    if let slowMotionRelease { configuration.slowMotionRelease = slowMotionRelease }
    configuration.reducesMotion = reduceMotion
    configuration.printsStats = stats
    configuration.resamplesPointers = !noResample
    configuration.predictsPointer = predict
    configuration.presetsPath = presets
    var files = FileRoles()
    files.add("--script", script, isInput: true)
    files.add("--scene-file", sceneFile, isInput: true)
    files.add("--presets", presets, isInput: true)
    files.add("--preset", preset.flatMap { $0.hasSuffix(".json") ? $0 : nil }, isInput: true)
    files.add("--trace", trace)
    files.add("--record", record)
    files.add("--screenshot", screenshot)
    files.add("--plot", plot)
    files.add("--video", video)
    files.add("--export-web", exportWeb)
    // The test replaces its file: the recording it embeds must not be that file.
    files.add("--export-test", exportTest.flatMap { $0 == "-" ? nil : $0 })
    try files.check()
    if let presets, preset == nil {
      _ = try Preset.load(from: presets)
    }
    if let preset {
      // A saved tuning (W writes flick-preset-….json) or a name in the presets file.
      let chosen =
        preset.hasSuffix(".json")
        ? try Preset.first(in: preset) : try Preset.named(preset, adding: presets)
      configuration.preset = chosen
      configuration.mode = chosen.mode.rawValue
    }
    if let mode { configuration.mode = mode.rawValue }
    if let script {
      let parsed = try Script(contentsOf: script, scenes: scenes)
      configuration.script = parsed
      // The scene the script names, unless --scene chose one; its options under the command
      // line's.
      if size == nil, let windowSize = parsed.windowSize { configuration.size = windowSize }
      // A scene file is the scene the run is about: the script plays in it.
      if scene == nil, sceneFile == nil, let named = parsed.scene {
        configuration.sceneName = named
        configuration.sceneOptions = parsed.sceneOptions.merging(sceneOptions) { _, given in given }
        try SceneOptionArguments.check(Array(sceneOptions.keys), belongTo: named, in: scenes)
      }
    }
    if let screenshot {
      guard screenshot.lowercased().hasSuffix(".png") else {
        throw PlaygroundError("--screenshot must name a .png file, not '\(screenshot)'")
      }
      try Self.checkWritable(screenshot, what: "screenshot")
      configuration.screenshotPath = screenshot
    }
    if let record {
      guard record.lowercased().hasSuffix(".json") else {
        throw PlaygroundError("--record must name a .json file, not '\(record)'")
      }
      try Self.checkWritable(record, what: "record")
      configuration.recordPath = record
    }
    if let plot {
      guard plot.lowercased().hasSuffix(".png") else {
        throw PlaygroundError("--plot must name a .png file, not '\(plot)'")
      }
      try Self.checkWritable(plot, what: "plot")
      configuration.plotPath = plot
    }
    if let video {
      _ = try VideoRecorder.checkedFormat(forPath: video)
      configuration.videoPath = video
    }
    if let trace {
      try Self.checkWritable(trace, what: "trace")
      configuration.tracePath = trace
    }
    _ = try TextRenderer.fontPath(environment: ProcessInfo.processInfo.environment)
    // Headless, a frame's pixels are drawn only where something reads them on every frame (the
    // video, `--stats`' draw cost): ``RunConfiguration/draws``' default. A screenshot draws its
    // own frame (``PlaygroundApp``). Drawing reads state only: the trace is the same either way.
    return configuration
  }

  /// A window size, "WxH" in whole points, each side from 200 to 8192; `what` names where it
  /// came from in the error (the flag, or a script's "size").
  static func parseSize(_ text: String, what: String = "--size") throws(PlaygroundError) -> Size {
    guard let size = WindowSize(argument: text) else { throw WindowSize.problem(text, what: what) }
    return try size.checked(what: what)
  }

  /// Fails now, before a long run (and before a window opens), when the file could not be
  /// written at the end.
  static func checkWritable(_ path: String, what: String) throws(PlaygroundError) {
    let directory = (path as NSString).deletingLastPathComponent
    let folder = directory.isEmpty ? "." : directory
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw PlaygroundError("cannot write \(what) '\(path)': no such directory '\(folder)'") }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw PlaygroundError("cannot write \(what) '\(path)': it is a directory")
    }
    guard access(folder, W_OK) == 0 else {
      throw PlaygroundError("cannot write \(what) '\(path)': directory '\(folder)' is not writable")
    }
    // access() says yes to root everywhere, and knows nothing of /proc or a file system mounted
    // read-only: make (and remove) the temporary file the output will be written through.
    // (A device or a FIFO is written straight into, and opening a FIFO would wait for a reader.)
    var status = stat()
    if stat(path, &status) != 0 || status.st_mode & S_IFMT == S_IFREG {
      try CheckedFile(path: path, role: what).discard()
    }
  }

  /// Runs `flick` with `arguments` (without the program name) and returns the exit code:
  /// 0 success, 1 a run-time problem, 2 a usage error. Errors are one line on stderr.
  public static func run(arguments: [String], scenes: SceneRegistry = .builtIn) -> Int32 {
    StandardOutput.claim()
    let command: FlickCommand
    let sceneOptions: [String: String]
    do {
      let split = try SceneOptionArguments(arguments, scenes: scenes)
      sceneOptions = split.values
      command = try parse(joiningNegativeNumbers(split.remaining))
      // A script that names its scene is read later: its scene is checked there.
      if command.scene != nil || command.script == nil {
        try split.check(belongTo: command.scene ?? scenes.defaultKind.name)
      }
    } catch let error as PlaygroundError {
      printError("\(error.message) (see \(programName) --help)")
      return 2
    } catch {
      if exitCode(for: error) == .success {
        let message = fullMessage(for: error)
        print(message)
        // --version: the version alone (help goes on with the scenes' own options).
        if message == versionLine { return 0 }
        print(SceneOptionArguments.help(for: scenes))
        return 0
      }
      printError(
        "\(message(for: error).replacingOccurrences(of: "Error: ", with: "")) (see \(programName) --help)")
      return 2
    }
    if command.listScenes {
      do {
        // With --scene-file, the file's scene is listed too (its own summary), as the switcher
        // shows it; a bad file is its one line.
        let listed = try command.sceneFile.map { path throws(PlaygroundError) in
          try sceneFileKind(path)
        }
        try StandardOutput.write(sceneList(listed.map { scenes.adding($0) } ?? scenes) + "\n")
      } catch {
        printError(error.message)
        return error.status
      }
      return 0
    }
    if let heldAt = command.heldAt, !(heldAt.isFinite && heldAt >= 0) {
      printError("--held-at must be a time in seconds, 0 or more (got \(heldAt))")
      return 2
    }
    if let file = command.analyze {
      do {
        let run = AnalysisRun(file: file, track: command.track, trace: command.trace, heldAt: command.heldAt)
        // A window unless the run is headless or writes a trace.
        if command.trace == nil && !command.headless {
          if command.heldAt != nil {
            printError("--held-at prints its reading: add --headless or --trace (see \(programName) --help)")
            return 2
          }
          // The analysis is a scene in the playground's one loop (AnalysisScene).
          try PlaygroundApp(configuration: AnalysisRecording(run: run).configuration()).run()
          return 0
        }
        try run.run()
        return 0
      } catch {
        printError(error.message)
        return error.status
      }
    }
    if command.track != nil {
      printError("--track goes with --analyze (see \(programName) --help)")
      return 2
    }
    if command.heldAt != nil {
      printError("--held-at goes with --analyze (see \(programName) --help)")
      return 2
    }
    do {
      let configuration = try command.runConfiguration(scenes: scenes, sceneOptions: sceneOptions)
      if let exportTest = command.exportTest {
        try command.exportTest(to: exportTest, configuration: configuration, sceneOptions: sceneOptions)
        return 0
      }
      if let exportWeb = command.exportWeb {
        try WebExport.write(
          sceneFile: configuration.sceneFilePath ?? WebExport.modalSceneFile(for: configuration),
          to: exportWeb)
        return 0
      }
      if let exportCode = command.exportCode {
        try StandardOutput.write(try CodeExport.commandLineOutput(exportCode, configuration: configuration))
        return 0
      }
      try PlaygroundApp(configuration: configuration).run()
      return 0
    } catch {
      printError(error.message)
      return error.status
    }
  }

  /// `--fps -5` as `--fps=-5`: the parser would read a negative number as another flag and say
  /// "missing value"; joined, it reaches the range check, which names the flag and the range.
  static func joiningNegativeNumbers(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument.hasPrefix("--"), !argument.contains("="), index + 1 < arguments.count,
        arguments[index + 1].hasPrefix("-"),
        Double(arguments[index + 1]) != nil || TrackRegion(argument: arguments[index + 1]) != nil
      {
        result.append(argument + "=" + arguments[index + 1])
        index += 2
      } else {
        result.append(argument)
        index += 1
      }
    }
    return result
  }

  /// `--scene-file`'s scene, read and checked (its error is the run's one line).
  static func sceneFileKind(_ path: String) throws(PlaygroundError) -> SceneKind {
    // An empty name is no file: the loader would say so as ":1:1: cannot read", naming nothing.
    guard !path.isEmpty else {
      throw PlaygroundError("--scene-file needs the path of a scene file (a .json), not an empty name")
    }
    switch SceneFileLoader.load(path) {
    case .success(let kind): return kind
    case .failure(let problem): throw PlaygroundError(problem.message)
    }
  }

  /// `--list-scenes`: each scene's name and summary, aligned.
  static func sceneList(_ scenes: SceneRegistry) -> String {
    let width = scenes.names.map(\.count).max() ?? 0
    return scenes.kinds.map { type in
      type.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + type.summary
    }.joined(separator: "\n")
  }

  /// One `flick:` line on stderr, and in the window's message panel while a window is open
  /// (``WindowMessages``: started from a launcher, nobody reads stderr).
  static func printError(_ message: String) {
    let text = message.split(separator: "\n").joined(separator: " ")
    FileHandle.standardError.write(Data((programName + ": " + text + "\n").utf8))
    WindowMessages.post(text)
  }
}
