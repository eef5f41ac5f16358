import Motion
import Stage

/// The last few seconds of the modal's motion, for the HUD's live plot: its centre's y and
/// vertical velocity per frame, with markers where it was grabbed and released.
struct MotionPlot {
  struct Sample {
    var time: Double
    var y: Double
    var velocityY: Double
  }

  enum Marker {
    case grab(time: Double)
    /// The release, with the gesture's velocity and the settling animation's first velocity.
    case release(Handoff)

    var time: Double {
      switch self {
      case .grab(let time): time
      case .release(let handoff): handoff.time
      }
    }
  }

  /// How much history the plot shows, in seconds.
  let window: Double
  private(set) var samples: [Sample] = []
  private(set) var markers: [Marker] = []
  private var lastPhase = TransitionPhase.dismissed
  private var lastHandoff: Handoff?

  init(window: Double = 3) {
    self.window = window
  }

  /// Records the frame at `time`; markers come from the scene's phase changes and hand-offs.
  mutating func record(_ scene: ModalScene, at time: Double) {
    let phase = scene.transition.phase
    if phase == .dragging && lastPhase != .dragging { markers.append(.grab(time: time)) }
    if let handoff = scene.transition.lastHandoff, handoff != lastHandoff {
      markers.append(.release(handoff))
      lastHandoff = handoff
    }
    lastPhase = phase
    if phase != .dismissed {
      samples.append(
        Sample(time: time, y: scene.modal.presentation.center.y, velocityY: scene.modalVelocity.y))
    }
    let oldest = time - window
    if let first = samples.firstIndex(where: { $0.time >= oldest }), first > 0 { samples.removeFirst(first) }
    markers.removeAll { $0.time < oldest }
  }

  mutating func clear() {
    samples.removeAll()
    markers.removeAll()
  }
}
