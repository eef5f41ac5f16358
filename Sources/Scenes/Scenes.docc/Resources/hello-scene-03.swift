import Motion
import Scenes
import Stage

/// A square you can drag, flick and grab mid-flight: it settles home with the playground's mode
/// and tuning, carrying the flick's velocity; slow motion, ghosts and the trace need nothing more.
public final class HelloScene: Scene {
  public static let name = "hello"
  public static let summary = "a square to drag, flick and grab mid-flight"
  public let context: SceneContext
  public let root: Layer
  public let square = Layer(name: "square", size: Size(width: 120, height: 120), color: Palette.accent)
  public var subject: Layer? { square }
  private let pan = PanGestureRecognizer()
  private var grabbedAt = Vector2.zero

  public init(size: Size, context: SceneContext) {
    self.context = context
    root = Layer(name: "background", center: Rect(origin: .zero, size: size).center, size: size)
    root.color = Palette.background
    square.cornerRadius = 24
    square.center = root.center
    root.addSublayer(square)
    context.arena.attach(pan, to: square)
    pan.onStateChange = { [unowned self] pan in
      switch pan.state {
      case .began:  // grabbed where it is on screen, mid-flight or not
        square.stopAtPresentation()
        grabbedAt = square.center
      case .changed: square.center = grabbedAt + pan.translation
      default: break
      }
    }
  }
}
