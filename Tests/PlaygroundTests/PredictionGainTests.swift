import Motion
import Stage
import Testing

@testable import Playground

/// How much of the pointer's move a held layer takes, which a prediction is drawn ahead at.
@Suite struct PredictionGainTests {
  /// A layer whose centre is at `y`, and the gain after a frame with the pointer at `pointer`.
  static func frame(_ gain: inout PredictionGain, layer: Layer, y: Double, pointer: Double) -> Double {
    layer.center = Vector2(x: 100, y: y)
    return gain.frame(layer: layer, pointer: Vector2(x: 100, y: pointer), axis: .y)
  }

  @Test func aLayerHeldOneToOneTakesAllOfIt() {
    var gain = PredictionGain()
    let layer = Layer(name: "held", size: Size(width: 40, height: 40))
    for step in 0..<6 {
      let y = 200 + 7.3 * Double(step)
      #expect(Self.frame(&gain, layer: layer, y: y, pointer: y + 12) == 1)
    }
  }

  @Test func aRubberBandTakesItsShareOnceThreeFramesSayIt() {
    var gain = PredictionGain()
    let layer = Layer(name: "held", size: Size(width: 40, height: 40))
    // The layer takes 0.4 of each 10 pt the pointer moves.
    let gains = (0..<6).map { step in
      Self.frame(&gain, layer: layer, y: 300 + 4 * Double(step), pointer: 400 + 10 * Double(step))
    }
    // The first frame measures nothing, the next two one and two frames: one until three.
    #expect(gains[0...2] == [1, 1, 1])
    #expect(gains[3...].allSatisfy { abs($0 - 0.4) < 1e-9 }, "\(gains)")
  }

  @Test func oneFrameThatTookLessIsOutvoted() {
    var gain = PredictionGain()
    let layer = Layer(name: "held", size: Size(width: 40, height: 40))
    // A drag's first frame past its slop takes 0.88 of the pointer's move, then all of it.
    let layerYs = [200, 210, 218.8, 228.8, 238.8, 248.8]
    let pointerYs = [300, 310, 320, 330, 340, 350.0]
    let gains = zip(layerYs, pointerYs).map { Self.frame(&gain, layer: layer, y: $0, pointer: $1) }
    #expect(gains.allSatisfy { $0 == 1 }, "\(gains)")
  }

  @Test func aLayerStandingStillOrAPointerBarelyMovingKeepsTheGain() {
    var gain = PredictionGain()
    let layer = Layer(name: "held", size: Size(width: 40, height: 40))
    for step in 0..<4 {
      _ = Self.frame(&gain, layer: layer, y: 300 + 4 * Double(step), pointer: 400 + 10 * Double(step))
    }
    #expect(abs(gain.gain - 0.4) < 1e-9)
    // The layer did not move (held inside a slop, or pinned): no measure.
    #expect(abs(Self.frame(&gain, layer: layer, y: 312, pointer: 440) - 0.4) < 1e-9)
    // The pointer moved a tenth of a point: rounding, no measure.
    #expect(abs(Self.frame(&gain, layer: layer, y: 313, pointer: 440.1) - 0.4) < 1e-9)
    // Let go: the next hold starts from one.
    #expect(gain.frame(layer: nil, pointer: nil, axis: nil) == 1)
  }

  @Test func theShareIsBounded() {
    var gain = PredictionGain()
    let layer = Layer(name: "held", size: Size(width: 40, height: 40))
    // Moving against the pointer (an attraction's own law): no less than nothing.
    for step in 0..<4 {
      _ = Self.frame(&gain, layer: layer, y: 300 - 5 * Double(step), pointer: 400 + 10 * Double(step))
    }
    #expect(gain.gain == 0)
    var fast = PredictionGain()
    for step in 0..<4 {
      _ = Self.frame(&fast, layer: layer, y: 300 + 50 * Double(step), pointer: 400 + 10 * Double(step))
    }
    #expect(fast.gain == PredictionGain.maximum)
  }
}
