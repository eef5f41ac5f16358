import Motion
import Stage

/// What a scene at rest is, as far as the frames after can tell: its trace fields but the last
/// hand-off (the state, the snap points chosen, scroll offsets, each file layer's frame), every
/// layer of its tree with what a layer draws and how it stands, and a scene file's switched-off
/// gestures. Two scenes of one kind with the same snapshot, both at rest, go on the same way
/// from the same input (``SceneCheckpoint``).
struct SceneRestSnapshot: Equatable {
  private var fields: [TraceField]
  private var layers: [LayerState] = []
  private var disabledGestures: Set<String>

  /// One layer as it stands: where, how big, how drawn.
  private struct LayerState: Equatable {
    var name: String
    var model: LayerValues
    var cornerRadius: Double
    var color: Color
    var text: LayerText?
    var isHidden: Bool
    var sublayers: Int
  }

  init(of scene: any Scene) {
    fields = scene.probe.fields.filter { $0.name != "handoff" }
    disabledGestures = (scene as? SceneFileScene)?.stage.disabledGestures ?? []
    append(scene.root)
  }

  private mutating func append(_ layer: Layer) {
    layers.append(
      LayerState(
        name: layer.name, model: layer.model, cornerRadius: layer.cornerRadius, color: layer.color,
        text: layer.text, isHidden: layer.isHidden, sublayers: layer.sublayers.count))
    for sublayer in layer.sublayers { append(sublayer) }
  }
}
