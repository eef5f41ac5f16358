import Foundation
import Testing

@testable import Motion
@testable import Stage

/// Motion's and Stage's numbers against `Web/test/fixtures/motion-cases.json`, the textbook
/// closed forms worked out in Python (`Web/test/make-motion-cases.py`): the web page's runtime
/// (`Web/test/physics.test.js`) checks its own code against the same file, which holds the two
/// implementations of the spring, the timing curves, the rubber band and the projection together.
@Suite struct SharedMotionCasesTests {
  struct Cases: Decodable {
    struct SpringCase: Decodable {
      let stiffness, damping, mass, displacement, velocity, t, displacementAfter, velocityAfter: Double
    }
    struct CurveCase: Decodable {
      let curve: String
      let progress, value: Double
    }
    struct BandCase: Decodable { let overshoot, dimension, offset: Double }
    struct ProjectionCase: Decodable { let position, velocity, restingPoint: Double }
    let springs: [SpringCase]
    let timingCurves: [CurveCase]
    let rubberBand: [BandCase]
    let projection: [ProjectionCase]
  }

  static let cases: Cases = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Web/test/fixtures/motion-cases.json")
    // swift-format-ignore: NeverUseForceTry
    return try! JSONDecoder().decode(Cases.self, from: Data(contentsOf: file))
  }()

  @Test func theSpringIsTheClosedFormAtEveryDampingRatio() {
    #expect(Self.cases.springs.count >= 100)
    for c in Self.cases.springs {
      let spring = SpringSolution(Spring(uncheckedMass: c.mass, stiffness: c.stiffness, damping: c.damping))
      let after = spring.evaluate(displacement: c.displacement, velocity: c.velocity, after: c.t)
      let scale = max(1, abs(c.displacement), abs(c.velocity))
      #expect(
        abs(after.displacement - c.displacementAfter) <= 1e-9 * scale,
        "k \(c.stiffness) c \(c.damping) t \(c.t)")
      #expect(
        abs(after.velocity - c.velocityAfter) <= 1e-7 * scale, "k \(c.stiffness) c \(c.damping) t \(c.t)")
    }
  }

  @Test func timingCurvesAreCoreAnimations() {
    let curves: [String: TimingCurve] = ["easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut]
    for c in Self.cases.timingCurves {
      #expect(abs(curves[c.curve]!.value(at: c.progress) - c.value) <= 1e-9, "\(c.curve) at \(c.progress)")
    }
  }

  @Test func theRubberBandAndTheProjectionAreUIScrollViews() {
    for c in Self.cases.rubberBand {
      #expect(abs(RubberBand.offset(c.overshoot, dimension: c.dimension) - c.offset) <= 1e-9)
      #expect(abs(RubberBand.overshoot(forOffset: c.offset, dimension: c.dimension) - c.overshoot) <= 1e-6)
    }
    for c in Self.cases.projection {
      let resting = Projection.restingPoint(
        from: Vector2(x: 0, y: c.position), velocity: Vector2(x: 0, y: c.velocity))
      #expect(abs(resting.y - c.restingPoint) <= 1e-9)
    }
  }
}
