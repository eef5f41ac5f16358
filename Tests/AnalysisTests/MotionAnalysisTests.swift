import Foundation
import Motion
import Testing

@testable import Analysis

@Suite struct MotionAnalysisTests {
  static func spring(_ response: Double, _ ratio: Double) -> Spring {
    Spring(response: response, dampingRatio: ratio)
  }

  @Test(arguments: [(0.3, 0.3), (0.5, 0.7), (0.2, 1.0), (1.0, 1.2), (0.6, 0.5)])
  func springAfterADragIsFound(response: Double, ratio: Double) throws {
    let motion = SyntheticMotion(
      release: .spring(Self.spring(response, ratio), target: Vector2(x: 500, y: 300)))
    let analysis = try MotionAnalysis(samples: motion.samples(fps: 60, duration: 0.6 + 2.5 * response + 0.4))
    let kinds = analysis.segments.map(\.law.kindName)
    #expect(kinds == ["held", "spring"])
    let spring = try #require(analysis.segments.last?.spring)
    #expect(abs(spring.response / response - 1) < 0.02)
    #expect(abs(spring.dampingRatio - ratio) < 0.02)
    let velocity = try #require(analysis.segments.last?.velocity)
    #expect((velocity - motion.dragVelocity).magnitude / motion.dragVelocity.magnitude < 0.05)
    let handoff = try #require(analysis.handoffs.first)
    #expect(abs(handoff.at - motion.releaseAt) <= 1.0 / 60)
    #expect(handoff.kind == .release)
    #expect(handoff.velocityJump / motion.dragVelocity.magnitude < 0.05)
  }

  @Test(arguments: [0.998, 0.99])
  func decayAfterADragIsFound(rate: Double) throws {
    let motion = SyntheticMotion(release: .decay(rate: rate))
    let analysis = try MotionAnalysis(samples: motion.samples(fps: 60, duration: 2.5))
    #expect(analysis.segments.map(\.law.kindName) == ["held", "decay"])
    let fitted = try #require(analysis.segments.last?.decayRate)
    #expect(abs(fitted - rate) < 0.0003)
  }

  @Test func noisySamplesStillGiveTheSpring() throws {
    let motion = SyntheticMotion(release: .spring(Self.spring(0.5, 0.6), target: Vector2(x: 500, y: 300)))
    let analysis = try MotionAnalysis(samples: motion.samples(fps: 60, duration: 2.5, noise: 0.5))
    #expect(analysis.segments.map(\.law.kindName) == ["held", "spring"])
    let spring = try #require(analysis.segments.last?.spring)
    #expect(abs(spring.response / 0.5 - 1) < 0.02)
    #expect(abs(spring.dampingRatio - 0.6) < 0.02)
  }

  @Test func droppedVelocityAtARetargetIsFlagged() throws {
    var motion = SyntheticMotion(release: .spring(Self.spring(0.5, 0.8), target: Vector2(x: 500, y: 300)))
    motion.retarget = (at: 0.8, target: Vector2(x: 200, y: 400), keepsVelocity: false)
    let analysis = try MotionAnalysis(samples: motion.samples(fps: 60, duration: 2.5))
    #expect(analysis.segments.map(\.law.kindName) == ["held", "spring", "spring"])
    let retarget = try #require(analysis.handoffs.last)
    #expect(retarget.kind == .retarget)
    #expect(abs(retarget.at - 0.8) <= 1.0 / 60)
    let dropped = motion.velocityBeforeRetarget().magnitude
    #expect(abs(retarget.velocityJump / dropped - 1) < 0.1)
  }
}
