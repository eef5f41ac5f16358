import Motion
import Scenes
import Stage

/// A switch whose thumb can be flicked and grabbed mid-flight: a tap toggles it, a drag moves the
/// thumb (rubber-banding past either end), and a release goes to the side the flick's projected
/// resting point is on, carrying the release velocity in every settling mode.
///
/// Written only against Flick's public API, as a scene from another package would be.
public final class SwitchScene: Scene {
  public static let name = "switch"
  public static let summary = "a switch whose thumb can be flicked and grabbed mid-flight"
  public static let hint = "Tap the switch · flick its thumb · grab it while it moves"
  public static let keys = [
    SceneKey("space", label: "Space", help: "toggle the switch") { (scene: SwitchScene, time) in
      scene.toggle(at: time)
    }
  ]
  public static var defaultParameters: SettleParameters { SettleParameters() }
  public static let options = [
    SceneOption("track", integers: 160...600, help: "the track's length in points (default 240)")
  ]

  public let context: SceneContext
  public let root: Layer
  /// A navbar as the built-in scenes have: Flick's switcher and mode pill sit on it.
  public let navbar: Layer
  public let track: Layer
  public let thumb: Layer
  /// Where the switch is going: on (right) or off (left).
  public private(set) var isOn = false

  private let pan = PanGestureRecognizer()
  private let tap = TapGestureRecognizer()
  /// The thumb's centre when the pan began, before the translation is added (never reset).
  private var grabCenterX = 0.0
  private var trackLength = 240.0
  /// A press on the thumb that moved less than this, and slower than `tapSpeed`, is a tap.
  private static let tapSlop = 4.0
  private static let tapSpeed = 100.0
  private static let height = 100.0
  private static let inset = 6.0
  private static let offColor = Color(hex: 0x3A3F4B)
  private static let onColor = Color(hex: 0x34C759)

  public init(size: Size, context: SceneContext) {
    self.context = context
    root = Layer(
      name: "background", center: Rect(origin: .zero, size: size).center, size: size,
      color: Palette.background)
    track = Layer(name: "track", size: Size(width: trackLength, height: Self.height), color: Self.offColor)
    track.cornerRadius = Self.height / 2
    let side = Self.height - 2 * Self.inset
    thumb = Layer(name: "thumb", size: Size(width: side, height: side), color: Color(hex: 0xF4F6FA))
    thumb.cornerRadius = side / 2
    thumb.shadow = Palette.raisedShadow
    navbar = Layer(name: "navbar", color: Palette.navbar)
    navbar.text = LayerText("Switch", size: 19, color: Palette.navbarTitle)
    navbar.isUserInteractionEnabled = false
    root.addSublayer(navbar)
    root.addSublayer(track)
    track.addSublayer(thumb)
    layOut(size: size)
    // The arena hit-tests presses (where things are drawn, or the model with B): a press on the
    // thumb reaches the pan, then the track's tap; once the pan begins the tap loses. A tap
    // that never moved is the tap's; one that barely moved is the pan's (see release).
    context.arena.attach(pan, to: thumb)
    context.arena.attach(tap, to: track)
    pan.onStateChange = { [unowned self] pan in panChanged(pan) }
    tap.onTap = { [unowned self] _ in toggle(at: tap.startTimestamp) }
  }

  /// The thumb's centre x (in the track's space) for off and on.
  private var offX: Double { Self.height / 2 }
  private var onX: Double { trackLength - Self.height / 2 }

  /// How far on the thumb is on screen: 0 off, 1 on (beyond while rubber-banding or overshooting).
  public var progress: Double { (thumb.presentation.center.x - offX) / (onX - offX) }

  private func layOut(size: Size) {
    root.size = size
    root.center = Rect(origin: .zero, size: size).center
    navbar.size = Size(width: size.width, height: 64)
    navbar.center = Vector2(x: size.width / 2, y: 32)
    track.size = Size(width: trackLength, height: Self.height)
    track.center = Vector2(x: size.width / 2, y: size.height / 2)
    thumb.stopAtPresentation()
    thumb.center = Vector2(x: isOn ? onX : offX, y: Self.height / 2)
  }

  public func setOption(_ name: String, to value: String) {
    guard name == "track", let length = Int(value) else { return }
    trackLength = Double(length)
    layOut(size: root.size)
  }

  public func advance(to time: Double) {
    animator.advance(to: time)
    track.color = Self.trackColor(at: min(max(progress, 0), 1))
  }

  /// The track turns green as the thumb travels, as UISwitch's does.
  private static func trackColor(at amount: Double) -> Color {
    func mix(_ off: Double, _ on: Double) -> Double { off + (on - off) * amount }
    return Color(
      red: mix(offColor.red, onColor.red), green: mix(offColor.green, onColor.green),
      blue: mix(offColor.blue, onColor.blue))
  }

  public func resize(to size: Size) { layOut(size: size) }

  private func panChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      // Grab without a jump: the thumb stops where it is on screen at the press.
      thumb.stopAtPresentation()
      grabCenterX = thumb.center.x
    case .changed, .ended:
      let wanted = grabCenterX + pan.translation.x
      thumb.center.x = RubberBand.clamp(wanted, to: offX...onX, dimension: trackLength)
      // Rubber-banded past an end, the thumb moves slower than the pointer: it hands on its own.
      let velocity = RubberBand.velocity(pan.velocity.x, at: wanted, in: offX...onX, dimension: trackLength)
      if pan.state == .ended { release(velocity: velocity, at: pan.timestamp) }
    case .cancelled:
      release(velocity: 0, at: pan.timestamp)
    case .possible, .failed:
      break
    }
  }

  /// The side a scroll view's flick would come to rest on decides; the thumb carries the velocity.
  /// A press on the thumb that barely moved is a tap: it toggles, as UISwitch's thumb does.
  private func release(velocity: Double, at time: Double) {
    if abs(pan.translation.x) < Self.tapSlop, abs(velocity) < Self.tapSpeed {
      isOn.toggle()
      settle(velocity: velocity, at: time)
      return
    }
    let projected = Projection.restingPoint(
      from: thumb.center, velocity: Vector2(x: velocity, y: 0))
    isOn = projected.x > (offX + onX) / 2
    settle(velocity: velocity, at: time)
  }

  /// A tap or Space reverses the switch from wherever the thumb is, with the speed it has.
  func toggle(at time: Double) {
    guard !pan.isActive else { return }
    isOn.toggle()
    settle(velocity: context.velocity(of: thumb).x, at: time)
  }

  /// The thumb settles in the host's mode and tuning; the context records the hand-off.
  private func settle(velocity: Double, at time: Double) {
    let target = Vector2(x: isOn ? onX : offX, y: Self.height / 2)
    context.settle(thumb, to: target, velocity: Vector2(x: velocity, y: 0), at: time)
  }

  public var probe: SceneProbe {
    let velocity = context.velocity(of: thumb)
    return SceneProbe(
      fields: [
        TraceField("on", .bool(isOn)),
        TraceField("thumbX", .number(thumb.presentation.center.x)),
        TraceField("progress", .number(progress)),
        TraceField("handoff", context.lastHandoff?.traceValue ?? .null),
      ],
      gesture: pan.state,
      status: [isOn ? "on" : "off", "progress \(Int((progress * 100).rounded())) %"],
      velocity: velocity,
      axis: PlotAxis(
        label: "thumb x", position: thumb.presentation.center.x, velocity: velocity.x,
        range: (offX - 40)...(onX + 40), velocityScale: 3000, component: .x),
      handoff: context.lastHandoff,
      isHeld: pan.isActive,
      subject: thumb)
  }
}
