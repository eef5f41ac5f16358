import Motion
import Stage

/// A scene file's `"edgePan"`: a percent-driven transition between two states of some layers
/// (push and pop), Stage's `PercentDrivenInteraction` driven by a `ScreenEdgePanGestureRecognizer`.
/// Its progress runs from 0 (the first state) to 1 (the second); every listed property is
/// `mapRange(progress, 0, 1, at0, at1)`. A pan in from the file's edge pops (1 → 0), following
/// the finger over the window's width (or height); let go, it completes by the velocity's sign
/// past 50 pt/s, else by whether it is past halfway, in the playground's mode with the release
/// velocity. A tap with `"push"` or `"pop"` plays it; a press on it while it moves grabs it.
final class SceneFileTransition: PercentDrivenTransitionContext {
  let spec: SceneFileEdgePanSpec
  unowned let stage: SceneFileStage
  let edgePan: ScreenEdgePanGestureRecognizer
  let interaction: PercentDrivenInteraction
  /// 0: the first state; 1: the second.
  private(set) var progress: Double
  /// Whether the interaction's percent runs towards 0 (a pop) rather than 1.
  private var popping = false
  private var startPercent = 0.0
  /// UIKit's threshold for a flick deciding a transition.
  static let flickSpeed = 50.0

  init(spec: SceneFileEdgePanSpec, stage: SceneFileStage) {
    self.spec = spec
    self.stage = stage
    progress = spec.progress
    let edge: ScreenEdgePanGestureRecognizer.Edge =
      switch spec.edge {
      case .left: .left
      case .right: .right
      case .top: .top
      case .bottom: .bottom
      }
    edgePan = ScreenEdgePanGestureRecognizer(edge: edge, bounds: Rect(origin: .zero, size: stage.size))
    interaction = PercentDrivenInteraction(animator: stage.animator, key: "edgePan")
    edgePan.shouldBegin = { [unowned self] _ in self.progress > 0 || self.interaction.state != .idle }
    edgePan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
  }

  /// Along the edge's inward direction, in points: how far the finger came in.
  private func inward(_ vector: Vector2) -> Double {
    switch spec.edge {
    case .left: vector.x
    case .right: -vector.x
    case .top: vector.y
    case .bottom: -vector.y
    }
  }

  private var span: Double {
    spec.edge == .left || spec.edge == .right ? stage.size.width : stage.size.height
  }

  private func prepare() {
    interaction.mode = stage.settings.mode
    interaction.parameters = stage.settings.parameters
    interaction.span = max(span, 1)
  }

  /// A press anywhere while it moves grabs it where it is.
  func pressed(at location: Vector2) {
    guard interaction.state == .animating || interaction.state == .completing else { return }
    interaction.pause()
  }

  private func panChanged(_ pan: ScreenEdgePanGestureRecognizer) {
    switch pan.state {
    case .began:
      prepare()
      if interaction.state == .idle {
        popping = true
        interaction.start(self, at: 1 - progress)
      } else {
        interaction.pause()
      }
      startPercent = interaction.percentComplete
      update(pan.translation)
    case .changed:
      update(pan.translation)
    case .ended, .cancelled:
      update(pan.translation)
      let velocity = pan.state == .ended ? inward(pan.velocity) : 0
      // The percent runs the pop's way when popping, the push's otherwise.
      let towardsEnd = popping ? velocity : -velocity
      let complete =
        abs(velocity) > Self.flickSpeed ? towardsEnd > 0 : interaction.percentComplete > 0.5
      if complete {
        interaction.finish(velocity: towardsEnd)
      } else {
        interaction.cancel(velocity: towardsEnd)
      }
    case .possible, .failed:
      break
    }
  }

  private func update(_ translation: Vector2) {
    let moved = inward(translation) / max(span, 1)
    interaction.update(startPercent + (popping ? moved : -moved))
  }

  /// A tap: plays the transition to `end` (0 or 1) in the timed curve of a navigation push.
  func play(to end: Double) {
    guard interaction.state == .idle, progress != end else { return }
    prepare()
    popping = end == 0
    interaction.start(self, at: popping ? 1 - progress : progress)
    interaction.animate()
  }

  func resized() {
    edgePan.bounds = Rect(origin: .zero, size: stage.size)
  }

  var isActive: Bool { interaction.state != .idle }

  /// Sets every listed property for the progress now.
  func apply() {
    for track in spec.tracks {
      // The stage's own table: `layer(_:)` would work the links out, which read these.
      guard let layer = stage.layers[track.layer] else { continue }
      switch track.to {
      case .numbers(let a, let b):
        SceneFileProperty(named: track.property)?.set(
          mapRange(progress, 0, 1, a.value(in: stage.size), b.value(in: stage.size)), on: layer)
      case .colors(let a, let b):
        layer.color = SceneFileProperty.blend(a, b, progress)
      }
    }
  }

  // MARK: PercentDrivenTransitionContext

  func updateInteractiveTransition(_ percent: Double) {
    progress = popping ? 1 - percent : percent
    apply()
  }

  func finishInteractiveTransition() {}
  func cancelInteractiveTransition() {}
  func completeTransition(_ didComplete: Bool) {
    progress = (didComplete != popping) ? 1 : 0
    apply()
  }
}
