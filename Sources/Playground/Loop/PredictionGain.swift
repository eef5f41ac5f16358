import Motion
import Scenes
import Stage

/// How much of a pointer's move the held layer takes, measured over its last frames: what a
/// prediction drawn ahead of the pointer (`--predict`, L) must be scaled by to land where the
/// scene would put the layer if the pointer were there.
///
/// A layer held one to one takes all of it (1). A pane pulled past its open edge takes a
/// fraction, the rubber band's slope there: drawn the pointer's whole offset ahead, it stood
/// ahead of where the scene put it on the release (the release goes on from the pointer moved
/// on by that offset, which the band shrinks): `pane-demo.json` pulled past open with prediction
/// stepped back 7.8 pt at its release at 30 fps, 5.5 pt at 60. A side panel dragged from its
/// edge takes more than all of it (its progress runs from where the press was to the far edge).
///
/// Measured on the grabbed axis (or along the pointer's move where the layer is free in both),
/// from the layer's centre and the shown pointer on this frame and the last held one; a frame
/// on which the pointer barely moved, or the layer not at all, keeps the last gain. Bounded to
/// 0…``maximum``: an attachment or an attraction moves the layer by its own laws, not the
/// pointer's. The gain drawn is the median of the last three measured (one until there are
/// three): a drag's first frame past its slop takes less of the pointer's move than the drag
/// after it (`today-open.json`'s card: 0.88, then 1), and a prediction drawn at that share for
/// one frame bent the drawn path by 2.7 pt, 11 % of its speed at a release 64 ms on.
struct PredictionGain {
  /// The layer, its centre (window points) and the shown pointer on the last held frame.
  private var last: (layer: ObjectIdentifier, center: Vector2, pointer: Vector2)?
  /// The last three gains measured for that layer, the newest last.
  private var measured: [Double] = []
  /// The gain drawn now.
  private(set) var gain = 1.0

  /// A pointer move shorter than this (points) says nothing of the gain: rounding.
  static let minimumMove = 0.25
  /// The most a layer is taken to move per point of the pointer's move.
  static let maximum = 2.0

  /// The gain on the frame that holds `layer` with the pointer shown at `pointer` (nil: not
  /// held, which forgets the last frame).
  mutating func frame(layer: Layer?, pointer: Vector2?, axis: PlotAxis.Component?) -> Double {
    guard let layer, let pointer, pointer.isFinite else {
      (last, gain) = (nil, 1)
      measured.removeAll()
      return gain
    }
    let center = layer.presentationCenterInRoot
    let id = ObjectIdentifier(layer)
    defer { last = center.isFinite ? (id, center, pointer) : nil }
    guard let last, last.layer == id, center.isFinite else {
      gain = 1
      measured.removeAll()
      return gain
    }
    let moved = pointer - last.pointer
    let taken = center - last.center
    let (along, pointerMove): (Double, Double)
    switch axis {
    case .x?: (along, pointerMove) = (taken.x, moved.x)
    case .y?: (along, pointerMove) = (taken.y, moved.y)
    case nil:
      let length = moved.magnitude
      (along, pointerMove) = (length > 0 ? (taken.x * moved.x + taken.y * moved.y) / length : 0, length)
    }
    // A layer that did not move at all is not following yet (a drag inside its slop): drawn
    // ahead as before, as its release goes on from the pointer moved on by the whole offset.
    guard abs(pointerMove) >= Self.minimumMove, along != 0 else { return gain }
    let share = along / pointerMove
    // One to one, up to rounding: exactly one, so a direct drag draws its prediction unchanged.
    measured.append(abs(share - 1) < 1e-6 ? 1 : min(max(share, 0), Self.maximum))
    if measured.count > 3 { measured.removeFirst() }
    gain = measured.count == 3 ? measured.sorted()[1] : 1
    return gain
  }
}
