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

  public init(size: Size, context: SceneContext) {
    self.context = context
    root = Layer(name: "background", center: Rect(origin: .zero, size: size).center, size: size)
    root.color = Palette.background
  }
}
