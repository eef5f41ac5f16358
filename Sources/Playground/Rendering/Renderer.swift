import Motion
import Scenes
import Stage

/// Composes a frame: the scene's layer tree, then the playground's overlays, into one display
/// list, which the SDL backend draws. Drawing reads state and never changes it.
final class Renderer {
  let backend: DisplayListRenderer
  /// Reused frame to frame, so a steady frame allocates no new item storage.
  private var list = DisplayList()

  init(canvas: Canvas) {
    let text = TextRenderer(canvas: canvas)
    backend = DisplayListRenderer(canvas: canvas, text: text)
  }

  var canvas: Canvas { backend.canvas }
  var metrics: any TextMetrics { backend.text ?? EstimatedTextMetrics() }

  /// The frame's display list, in window points.
  func displayList(
    scene: any Scene, probe: SceneProbe, overlay: Overlay, frames: OverlayFrames
  ) -> DisplayList {
    list.removeAll()
    list.visibleBounds = Rect(origin: .zero, size: canvas.size)
    if let ghosts = overlay.ghosts, let subject = probe.subject {
      list.appendLayerTree(scene.root, before: subject) { ghosts.appendShapes(to: &$0) }
    } else {
      list.appendLayerTree(scene.root)
    }
    overlay.append(to: &list, scene: scene, probe: probe, frames: frames)
    return list
  }

  /// Draws one frame (without presenting it).
  func draw(scene: any Scene, probe: SceneProbe, overlay: Overlay, frames: OverlayFrames) {
    let frame = displayList(scene: scene, probe: probe, overlay: overlay, frames: frames)
    backend.draw(frame, background: scene.root.color)
  }
}
