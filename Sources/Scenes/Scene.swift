import Motion
import Stage

/// One interaction of the playground (the modal transition, the pane, …): layers, gestures and
/// animations behind one interface, so the frame loop, the trace, the HUD and the plot drive any
/// of them without knowing which one runs.
///
/// A scene never draws and never reads a clock. The loop hands it input at the input's own
/// timestamp (a press freezes what it grabs where it was at that instant), then the frame time
/// with ``advance(to:)``, and draws ``root`` (presentation values) afterwards. Time never runs
/// backwards: an earlier time is ignored.
///
/// A scene implements only what is its own: its name and summary, `init(size:context:)`, its
/// ``context`` and ``root``, and usually its ``subject`` (the default ``probe``, the plot and the
/// ghosts read it). The host owns the rest and hands it over in the ``SceneContext``: the
/// display link, the gesture arena, the settling mode and tuning, hit testing, slow motion, the
/// room its controls leave the ``Navbar``. A scene from another package is handed to
/// `Flick.main(scenes:)` (the hello example is thirty lines); a built-in one is a folder under
/// `Sources/Scenes/` and a line in ``SceneRegistry/builtIn``.
///
/// ```swift
/// let scene = ModalScene(size: Size(width: 960, height: 640))
/// scene.handleKey("space", at: 0)                 // present
/// scene.handle(PointerEvent(kind: .down, location: Vector2(x: 480, y: 40), timestamp: 0.12))
/// scene.advance(to: 0.2)
/// scene.probe.fields                               // what the trace writes for this frame
/// ```
public protocol Scene: AnyObject {
  /// The `--scene` value and the name in the switcher: one lowercase word.
  static var name: String { get }
  /// This scene's name: the type's ``name`` (a scene file's is the file's name).
  var name: String { get }
  /// One line for `--list-scenes` and the help overlay.
  static var summary: String { get }
  /// This scene's summary: the type's ``summary`` (a scene file's is the file's `"summary"`).
  var summary: String { get }
  /// What to do first, shown until the first press or key ("Drag the modal · Space presents").
  static var hint: String { get }
  /// This scene's hint: the type's ``hint`` (a scene file's is the file's `"hint"`).
  var hint: String { get }
  /// The scene's own keys, each with what it does (the playground's keys are handled before
  /// them); none by default.
  static var keys: [SceneKey] { get }
  /// The gestures it answers, for the help; none by default.
  static var gestures: [SceneGesture] { get }
  /// The settling parameters the scene starts with (SwiftUI's and UIKit's defaults by default;
  /// each built-in scene has its article's values).
  static var defaultParameters: SettleParameters { get }
  /// Start-up settings the scene takes from the command line (the card's `--retarget`, the
  /// stress scene's `--count`); none by default.
  static var options: [SceneOption] { get }
  /// Whether the HUD shows what frames cost (update and draw times) for this scene: a scene
  /// about throughput says so. False by default (`--stats` shows it for every scene).
  static var showsFrameCost: Bool { get }
  /// The settling modes the scene has (all three by default): the playground offers only these,
  /// and says so when a key asks for another.
  static var modes: [SettleMode] { get }

  /// A scene at rest, filling a container of `size` points, with the host's `context` (its
  /// display link, gesture arena and settings), which it keeps as ``context``.
  init(size: Size, context: SceneContext)

  /// What the host gives the scene and keeps for it (``SceneContext``).
  var context: SceneContext { get }
  /// The layer tree to draw, in window points (the root sits at the origin).
  var root: Layer { get }

  /// A pointer event at its own timestamp. The loop has already advanced the scene to that
  /// instant (``deliver(_:)-(PointerEvent)``): the scene never does it itself. By default it
  /// goes through the context's gesture arena.
  func handle(_ event: PointerEvent)
  /// A wheel or trackpad scroll at its own timestamp (delivered as pointer events are); ignored
  /// by default.
  func handle(_ scroll: ScrollEvent)
  /// One of ``keys`` (by its name) at `time`; the loop has advanced the scene to `time`. By
  /// default the key's own action.
  func handleKey(_ name: String, at time: Double)
  /// Advances every animation to `time` (seconds, the loop's clock); by default the context's
  /// animator.
  func advance(to time: Double)
  /// Nothing moves and nothing is held: the loop may sleep until the next event. By default:
  /// the animator is idle and no press is in the arena.
  var isAtRest: Bool { get }
  /// The container changed size (a window resize); motion in flight carries on. By default the
  /// root takes the size.
  func resize(to size: Size)
  /// The host changed the settings in ``context`` (mode, tuning, hit testing): a scene that
  /// hands them to objects of its own does it here. Nothing by default.
  func settingsDidChange()
  /// Where the subject rests and the content is read, in window points (the card's slots, the
  /// navigation's rows): the playground's HUD, plot and legend keep off these rectangles where
  /// the window has room (UIKit would lay the scene out in a safe area instead; here the
  /// overlays make room, so the scene and its traces stay as they are). Fixed for a window
  /// size, so the HUD does not jump as the subject moves. None by default.
  var restingFrames: [Rect] { get }
  /// The layer the user moves, for the default ``probe`` (its frame and velocity, the plot) and
  /// the outlines; nil by default.
  var subject: Layer? { get }
  /// What the trace, the HUD and the plot show of this frame; by default the ``subject``'s
  /// frame and velocity and the context's last hand-off.
  var probe: SceneProbe { get }
  /// ``probe`` for the continuity meter, which reads before and after every pointer input the
  /// subject, its velocity, whether it is held and the last hand-off (its grab, release and
  /// retarget). A scene whose ``SceneProbe/fields`` walk many layers (a scene file's every
  /// layer) leaves them out here, with the HUD's status and the plot's axis; by default,
  /// ``probe``.
  var probeWithoutFields: SceneProbe { get }
  /// Applies one of ``options`` with a value already checked by ``SceneOption/check(_:)``.
  func setOption(_ name: String, to value: String)
  /// The scene's pinch, for the trace's `pinchGesture`; nil (the default) for a scene without one.
  var pinchGesture: PinchGestureRecognizer? { get }
  /// The scene's rotation, for the trace's `rotationGesture`; nil by default.
  var rotationGesture: RotationGestureRecognizer? { get }
}

extension Scene {
  public var name: String { Self.name }
  public var summary: String { Self.summary }
  public var hint: String { Self.hint }

  public static var options: [SceneOption] { [] }
  public static var keys: [SceneKey] { [] }
  public static var gestures: [SceneGesture] { [] }
  public static var defaultParameters: SettleParameters { SettleParameters() }
  public static var showsFrameCost: Bool { false }
  public static var modes: [SettleMode] { [.spring, .dynamics, .timed] }
  public static var hint: String { "Drag things · Space · H for help" }
  public func setOption(_ name: String, to value: String) {}
  public var restingFrames: [Rect] { [] }
  public func handle(_ scroll: ScrollEvent) {}
  public var pinchGesture: PinchGestureRecognizer? { nil }
  public var rotationGesture: RotationGestureRecognizer? { nil }
  public func settingsDidChange() {}
  public var subject: Layer? { nil }

  /// The subject's centre on screen (window points) and velocity, and the context's last
  /// hand-off: enough for the trace, the HUD, the plot and the ghosts.
  public var probe: SceneProbe { SceneProbe.of(subject, in: context) }
  public var probeWithoutFields: SceneProbe { probe }

  public func handle(_ event: PointerEvent) {
    context.arena.handle(event, in: root, mode: hitTestMode)
  }

  public func handleKey(_ name: String, at time: Double) {
    Self.keys.first { $0.name == name }?.perform(self, time)
  }

  public func advance(to time: Double) { context.animator.advance(to: time) }

  public var isAtRest: Bool { !context.animator.isRunning && !context.arena.isPressing }

  public func resize(to size: Size) {
    root.size = size
    root.center = Rect(origin: .zero, size: size).center
  }

  /// A scene at rest in a context of its own: its first mode, its own parameters.
  public init(size: Size) {
    self.init(size: size, context: SceneContext(for: Self.self))
  }

  /// The scene's display link (``SceneContext/animator``).
  public var animator: Animator { context.animator }

  /// How the subject settles after a release (the host's; a mode the scene does not have is
  /// refused).
  public var mode: SettleMode {
    get { context.mode }
    set {
      guard Self.modes.contains(newValue), newValue != context.mode else { return }
      context.mode = newValue
      settingsDidChange()
    }
  }

  /// The settle's tuning (the host's).
  public var parameters: SettleParameters {
    get { context.parameters }
    set {
      guard newValue != context.parameters else { return }
      context.parameters = newValue
      settingsDidChange()
    }
  }

  /// `.model` hit-tests where things will be (the host's).
  public var hitTestMode: HitTestMode {
    get { context.hitTestMode }
    set {
      guard newValue != context.hitTestMode else { return }
      context.hitTestMode = newValue
      settingsDidChange()
    }
  }

  /// Hands a pointer event to the scene at its own time: the scene is first advanced to the
  /// event's timestamp, so a press stops things where they were on screen when it happened and
  /// a release starts settling at the release. The loop delivers every event this way; a scene's
  /// ``handle(_:)-(PointerEvent)`` can take the animations as being at the event's instant.
  public func deliver(_ event: PointerEvent) {
    advance(to: event.timestamp)
    handle(event)
  }

  /// Hands a scroll event to the scene at its own time, as ``deliver(_:)-(PointerEvent)`` does.
  public func deliver(_ scroll: ScrollEvent) {
    advance(to: scroll.timestamp)
    handle(scroll)
  }

  /// Slow motion: animation time runs at a tenth of the screen's, like the iOS Simulator's
  /// "slow animations" (the host's).
  public var slowMotion: Bool {
    get { context.slowMotion }
    set { context.slowMotion = newValue }
  }

  /// What a release made by hand in slow motion plays (the host's): see Motion's
  /// `SlowMotionRelease`.
  public var slowMotionRelease: SlowMotionRelease {
    get { context.slowMotionRelease }
    set { context.slowMotionRelease = newValue }
  }

  /// Full motion or its reduced twin (the host's): every settle the scene starts from now on.
  public var motion: MotionPreference {
    get { context.motion }
    set { context.motion = newValue }
  }
}
