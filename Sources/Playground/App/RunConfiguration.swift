import Motion
import Scenes
import Stage

/// Everything a run needs, checked: the command line turned into values.
public struct RunConfiguration: Sendable, Equatable {
  /// No window: an offscreen canvas and a simulated clock.
  public var headless = false
  /// Window size (and headless canvas size) in points.
  public var size = Size(width: 960, height: 640)
  /// Headless: frames per second of the simulated clock; in a window, a cap on the presentation
  /// rate when `fpsIsGiven`.
  public var fps = 60.0
  public var fpsIsGiven = false
  /// Seconds to run; nil runs a window until it is closed (headless defaults to 2 s).
  public var duration: Double?
  /// Pixels per point: of the offscreen canvas; in a window, forced when `pixelScaleIsGiven`
  /// (else the display's).
  public var pixelScale = 1.0
  public var pixelScaleIsGiven = false
  public var script: Script?
  public var tracePath: String?
  public var screenshotPath: String?
  /// `--record`: the session's input written as a script at the end.
  public var recordPath: String?
  /// `--video`: the run filmed (.mp4, .gif, .webp, .apng), through ffmpeg.
  public var videoPath: String?
  /// `--plot`: the run's chart as PNG, written at the end.
  public var plotPath: String?
  /// `--stats`: print the frame count and the frame cost's percentiles to stdout at the end.
  public var printsStats = false
  /// Frames show held pointers resampled to the frame's time (`--no-resample` turns it off).
  public var resamplesPointers = true
  /// A held subject is drawn ahead of the pointer, where it will be when the frame is seen
  /// (`--predict`; L toggles it). Drawing only: the trace's positions are the same.
  public var predictsPointer = false
  /// The scenes the run offers (the switcher, N, `--scene`, scripts' scene switches).
  public var scenes = SceneRegistry.builtIn
  /// The scene at start (`--scene`), one of ``scenes``.
  public var sceneName = SceneRegistry.builtIn.defaultScene.name
  /// Scene options from the command line (`--retarget`, `--count`), checked; each new scene
  /// that declares an option gets its value.
  public var sceneOptions: [String: String] = [:]
  /// The settling mode at start: "spring", "dynamics" or "timed".
  public var mode = "spring"
  public var slowMotion = false
  /// `--slow-motion-release`: what a release made by hand in slow motion plays.
  public var slowMotionRelease = SlowMotionRelease.fullSpeedPath
  /// `--reduce-motion`: the run starts with reduced motion, whatever the desktop says.
  public var reducesMotion = false
  /// Parameters (and mode) chosen with `--preset`; R resets to these.
  public var preset: Preset?
  /// A presets file (`--presets`) whose presets join the built-in ones; C cycles through them all.
  public var presetsPath: String?
  /// `--scene-file`: the scene file in ``scenes``, watched and reloaded on every save.
  public var sceneFilePath: String?

  /// Whether every frame is drawn. Drawing only reads state, so a run that reads the trace or
  /// the layout alone skips it: by default a window's frames are drawn, and a headless run's
  /// only for a video or `--stats` (a screenshot, scripted or at the end, draws its own frame),
  /// so a test that reads no pixel cannot pay for them by accident. A test that reads the
  /// canvas after every frame sets it.
  var draws: Bool {
    get { drawsEveryFrame ?? (!headless || printsStats || videoPath != nil) }
    set { drawsEveryFrame = newValue }
  }
  /// ``draws`` as set, nil for the default.
  private var drawsEveryFrame: Bool?

  public init() {}

  /// The frames a headless run makes first: a recorded script's (``Script/frames``), unless
  /// `--fps` asks for a steady rate. A window makes its own frames.
  var recordedFrames: [Double]? {
    headless && !fpsIsGiven ? script?.frames : nil
  }

  /// How long a headless run lasts when no duration is given: long enough for a script.
  var headlessDuration: Double {
    if let duration { return duration }
    return max(2, (script?.events.last?.time ?? 0) + 2)
  }
}
