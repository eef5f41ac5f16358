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
/// Adding a scene is a folder under `Sources/Scenes/` with a class that conforms, and one line
/// in ``SceneRegistry/builtIn``.
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
  /// What to do first, shown until the first press or key ("Drag the modal · Space presents").
  static var hint: String { get }
  /// The scene's own keys (the playground's keys are handled before them).
  static var keys: [SceneKey] { get }
  /// The gestures it answers, for the help; none by default.
  static var gestures: [SceneGesture] { get }
  /// The settling parameters the scene starts with (each scene has the seed's values).
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

  /// A scene at rest, filling a container of `size` points.
  init(size: Size)

  /// The layer tree to draw, in window points (the root sits at the origin).
  var root: Layer { get }
  /// The scene's display link: every animation of the scene runs on it.
  var animator: Animator { get }
  /// How the subject settles after a release: spring, dynamics or timed.
  var mode: SettleMode { get set }
  var parameters: SettleParameters { get set }
  /// `.model` shows the seeds' bug: presses tested against where things will be.
  var hitTestMode: HitTestMode { get set }

  /// A pointer event at its own timestamp. The loop has already advanced the scene to that
  /// instant (``deliver(_:)-(PointerEvent)``): the scene never does it itself.
  func handle(_ event: PointerEvent)
  /// A wheel or trackpad scroll at its own timestamp (delivered as pointer events are); ignored
  /// by default.
  func handle(_ scroll: ScrollEvent)
  /// One of ``keys`` (by its name) at `time`; the loop has advanced the scene to `time`.
  func handleKey(_ name: String, at time: Double)
  /// Advances every animation to `time` (seconds, the loop's clock).
  func advance(to time: Double)
  /// Nothing moves and nothing is held: the loop may sleep until the next event.
  var isAtRest: Bool { get }
  /// The container changed size (a window resize); motion in flight carries on.
  func resize(to size: Size)
  /// The playground's controls (the mode pill and the scene switcher) cover the navbar's
  /// trailing `width` points: a scene with a navbar title lays it out in the room left of them
  /// (``NavbarTitleRoom``). Ignored by default.
  func reserveNavbarTrailingEdge(_ width: Double)
  /// Where the subject rests and the content is read, in window points (the card's slots, the
  /// navigation's rows): the playground's HUD, plot and legend keep off these rectangles where
  /// the window has room (UIKit would lay the scene out in a safe area instead; here the
  /// overlays make room, so the scene and its traces stay as they are). Fixed for a window
  /// size, so the HUD does not jump as the subject moves. None by default.
  var restingFrames: [Rect] { get }
  /// What the trace, the HUD and the plot show of this frame.
  var probe: SceneProbe { get }
  /// Applies one of ``options`` with a value already checked by ``SceneOption/check(_:)``.
  func setOption(_ name: String, to value: String)
  /// The scene's pinch, for the trace's `pinchGesture`; nil (the default) for a scene without one.
  var pinchGesture: PinchGestureRecognizer? { get }
  /// The scene's rotation, for the trace's `rotationGesture`; nil by default.
  var rotationGesture: RotationGestureRecognizer? { get }
}

extension Scene {
  public var name: String { Self.name }

  public static var options: [SceneOption] { [] }
  public static var gestures: [SceneGesture] { [] }
  public static var showsFrameCost: Bool { false }
  public static var modes: [SettleMode] { [.spring, .dynamics, .timed] }
  public static var hint: String { "Drag things · Space · H for help" }
  public func setOption(_ name: String, to value: String) {}
  public func reserveNavbarTrailingEdge(_ width: Double) {}
  public var restingFrames: [Rect] { [] }
  public func handle(_ scroll: ScrollEvent) {}
  public var pinchGesture: PinchGestureRecognizer? { nil }
  public var rotationGesture: RotationGestureRecognizer? { nil }

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
  /// "slow animations".
  public var slowMotion: Bool {
    get { animator.timeScale < 1 }
    set { animator.timeScale = newValue ? 0.1 : 1 }
  }
}
