import Motion
import Testing

@testable import Stage

/// Every settling mode as a Simulation: sampled at the frames a scene would draw, it shows what
/// the scene's own settle (SettleHandoff on the Animator) shows, from the same release.
@Suite struct SettleModeSimulationTests {
  static let from = Vector2(x: 480, y: 384)
  static let target = Vector2(x: 480, y: 320)
  static let release = Vector2(x: 300, y: -1400)

  @Test(arguments: SettleMode.allCases)
  func theSimulationIsTheScenesSettle(mode: SettleMode) {
    let parameters = SettleParameters()
    let layer = Layer(name: "subject", center: Self.from, size: Size(width: 280, height: 180))
    let animator = Animator()
    SettleHandoff.animateCenter(
      of: layer, to: Self.target, velocity: Self.release, mode: mode, parameters: parameters, in: animator)
    let simulation = mode.simulation(
      from: Self.from, to: Self.target, velocity: Self.release, itemSize: layer.size, parameters: parameters)
    // The spring and the dynamics world carry the release on; the timed curve ignores it.
    if mode != .timed { #expect(simulation.velocity(at: 0) == Self.release) }
    var time = 0.0
    var framesAtRest = 0
    // 90 Hz with a 250 ms hitch in the middle.
    for frame in 1...300 {
      time += frame == 40 ? 0.25 : 1.0 / 90
      animator.advance(to: time)
      let drawn = layer.presentation.center
      #expect((simulation.position(at: time) - drawn).magnitude < 1e-6, "\(mode) t \(time)")
      #expect(simulation.isDone(at: time) == !animator.isRunning, "\(mode) t \(time)")
      if !animator.isRunning { framesAtRest += 1 }
    }
    #expect(framesAtRest > 0)
    #expect(simulation.position(at: time) == Self.target)
  }
}
