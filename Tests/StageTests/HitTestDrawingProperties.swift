import Motion
import PropertyBased
import Testing

@testable import Stage

/// What is drawn at a point is what a press there hits: for any tree of turned, scaled, rounded,
/// half-transparent layers, caught at any instant of their animations, the topmost fill the
/// display list draws over a point belongs to the layer `hitTest` returns there.
///
/// The tree and the points come from a random seed (the input a failure prints), so a failure
/// reproduces exactly; the seed and the number of layers shrink.
@Suite("Properties: a press hits what is drawn")
struct HitTestDrawingProperties {
  /// A random tree under a window-sized container: `count` layers, each a child of the
  /// container or of an earlier layer, each with its own colour (its identity in the list).
  static func tree(seed: UInt64, count: Int, animator: Animator) -> (root: Layer, layers: [Layer]) {
    var random = SplitMix64(seed: seed)
    let root = Layer(
      name: "container", center: Vector2(x: 480, y: 320), size: Size(width: 960, height: 640),
      color: Color(red: 0, green: 0, blue: 0))
    var layers: [Layer] = []
    for index in 0..<count {
      let parent =
        layers.isEmpty || random.uniform(0...1) < 0.6
        ? root : layers[Int(random.next() % UInt64(layers.count))]
      let size = Size(width: random.uniform(4...400), height: random.uniform(4...300))
      let layer = Layer(
        name: "layer \(index)",
        center: Vector2(x: random.uniform(0...parent.size.width), y: random.uniform(0...parent.size.height)),
        size: size,
        // Distinct red channels name the layers; green and blue are noise.
        color: Color(red: Double(index + 1) / 64, green: random.uniform(0...1), blue: random.uniform(0...1)))
      layer.rotation = random.uniform(-Double.pi...Double.pi)
      layer.scale = random.uniform(0.3...2.5)
      layer.cornerRadius = random.uniform(0...60)
      layer.alpha = random.uniform(0.2...1)
      parent.addSublayer(layer)
      layers.append(layer)
      // Half of them are caught mid-flight: presentation and model differ.
      if random.uniform(0...1) < 0.5 {
        let to = Vector2(x: random.uniform(0...960), y: random.uniform(0...640))
        layer.animateCenter(
          TimedAnimation(from: layer.center, to: to, duration: random.uniform(0.2...2), curve: .easeInOut),
          in: animator)
        layer.animateRotation(
          TimedAnimation(from: layer.rotation, to: random.uniform(-3...3), duration: 1), in: animator)
      }
    }
    return (root, layers)
  }

  /// The layer whose fill is drawn last over `point` (the one on top), or nil.
  static func drawnLayer(at point: Vector2, in list: DisplayList, layers: [Layer]) -> Layer?? {
    for item in list.items.reversed() {
      guard case .fill(let fill) = item, let inverse = fill.transform.inverted() else { continue }
      // A point on an edge (within float error of it) decides nothing: skip it.
      let nudged = [
        Vector2(x: 1e-6, y: 0), Vector2(x: -1e-6, y: 0), Vector2(x: 0, y: 1e-6), Vector2(x: 0, y: -1e-6),
      ]
      .map { fill.shape.contains(inverse.apply(to: point + $0)) }
      guard nudged.allSatisfy({ $0 == nudged[0] }) else { return .none }
      guard nudged[0] else { continue }
      let index = Int((fill.color.red * 64).rounded()) - 1
      return .some(index >= 0 ? layers[index] : nil)
    }
    return .some(nil)
  }

  @Test func theTopmostFillAtAPointIsTheLayerAPressThereHits() async {
    await propertyCheck(input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 1...12), Gen.double(in: 0...2.5)) {
      seed, count, time in
      let animator = Animator()
      animator.advance(to: 0)
      let (root, layers) = Self.tree(seed: seed, count: count, animator: animator)
      animator.advance(to: time)
      var list = DisplayList()
      list.appendLayerTree(root)
      var random = SplitMix64(seed: seed ^ 0xA5A5)
      var decided = 0
      for _ in 0..<400 {
        let point = Vector2(x: random.uniform(-20...980), y: random.uniform(-20...660))
        guard case .some(let drawn) = Self.drawnLayer(at: point, in: list, layers: layers) else { continue }
        decided += 1
        let hit = root.hitTest(point)
        let hitLayer: Layer? = hit === root ? nil : hit
        #expect(
          hitLayer === drawn,
          "at \(point): hit \(hit?.name ?? "nothing"), drawn \(drawn?.name ?? "container")")
      }
      #expect(decided > 300)
    }
  }
}
