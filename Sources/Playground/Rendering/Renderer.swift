import Motion
import Scenes
import Stage

/// Composes a frame: the scene's layer tree, then the playground's overlays, into one display
/// list, which the SDL backend draws. Drawing reads state and never changes it.
final class Renderer {
  let backend: DisplayListRenderer
  /// Two lists, built into in turn and reused, so a steady frame allocates no new item storage
  /// and copies no item: the backend's damage tracker keeps the last frame's list (by
  /// reference) to compare the next one with, while this frame's is built in the other.
  private var lists = [DisplayList(), DisplayList()]
  private var current = 0

  init(canvas: Canvas) {
    let text = TextRenderer(canvas: canvas)
    text?.prepare(sizes: HUDView.textSizes)
    backend = DisplayListRenderer(canvas: canvas, text: text)
  }

  var canvas: Canvas { backend.canvas }
  var metrics: any TextMetrics { backend.text ?? EstimatedTextMetrics() }

  /// The frame's display list, in window points.
  /// `ghost`: a scene file's previous version's subject, drawn faint behind the subject.
  /// `shift`: a layer drawn that many points away from where it is (a held subject drawn ahead
  /// of the pointer, `--predict`).
  func displayList(
    scene: any Scene, probe: SceneProbe, overlay: Overlay, frames: OverlayFrames, ghost: Layer? = nil,
    shift: (layer: Layer, offset: Vector2)? = nil
  ) -> DisplayList {
    current = 1 - current
    lists[current].removeAll()
    lists[current].visibleBounds = Rect(origin: .zero, size: canvas.size)
    if overlay.ghosts != nil || ghost != nil, let subject = probe.subject {
      lists[current].appendLayerTree(scene.root, before: subject, shifting: shift) { list in
        if let ghost {
          list.appendLayerTree(
            ghost, transform: ghost.superlayer?.transformToRoot() ?? .identity,
            opacity: SceneFileGhost.opacity)
        }
        overlay.ghosts?.appendShapes(to: &list)
      }
      // Their outlines and names over the opaque subject, so a ghost under it still shows.
      if let ghosts = overlay.ghosts { ghosts.appendOutlines(to: &lists[current]) }
    } else {
      lists[current].appendLayerTree(scene.root, shifting: shift)
    }
    overlay.append(to: &lists[current], scene: scene, probe: probe, frames: frames)
    // A window's errors, on top of everything (empty headless).
    MessagePanel(messages: WindowMessages.shown, size: canvas.size, metrics: metrics)?.append(
      to: &lists[current])
    return lists[current]
  }

  /// Draws one frame (without presenting it).
  func draw(
    scene: any Scene, probe: SceneProbe, overlay: Overlay, frames: OverlayFrames, ghost: Layer? = nil,
    shift: (layer: Layer, offset: Vector2)? = nil
  ) {
    let frame = displayList(
      scene: scene, probe: probe, overlay: overlay, frames: frames, ghost: ghost, shift: shift)
    backend.draw(frame, background: scene.root.color)
  }
}
