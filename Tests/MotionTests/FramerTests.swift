import Foundation
import Testing

@testable import Motion

/// Framer Motion's `visualDuration`/`bounce` spring, as its `getSpringOptions` converts it.
@Suite("Framer Motion")
struct FramerTests {
  @Test func convertsAsFramerDoes() throws {
    let spring = Spring(framerVisualDuration: 0.3, bounce: 0.25)
    let root = 2 * Double.pi / (0.3 * 1.2)
    #expect(abs(spring.stiffness - root * root) < 1e-9)
    #expect(abs(spring.damping - 2 * 0.75 * root) < 1e-9)
    #expect(spring.mass == 1)
    #expect(abs(spring.response - 0.36) < 1e-12)
  }

  @Test func clampsTheDampingRatioAsFramerDoes() throws {
    // 1 − bounce is clamped to 0.05…1: bounce 0.99 is ζ 0.05, bounce −0.5 is ζ 1.
    #expect(abs(Spring(framerVisualDuration: 0.5, bounce: 0.99).dampingRatio - 0.05) < 1e-12)
    #expect(abs(Spring(framerVisualDuration: 0.5, bounce: -0.5).dampingRatio - 1) < 1e-12)
  }

  @Test(arguments: [0.05, 0.3, 0.577, 1.0])
  func roundTrips(dampingRatio: Double) throws {
    let spring = Spring(
      mass: 2, stiffness: 600, damping: dampingRatio * 2 * (1200.0).squareRoot())
    let framer = try #require(spring.framerVisualDurationAndBounce)
    let back = Spring(framerVisualDuration: framer.visualDuration, bounce: framer.bounce)
    // Framer's mass is 1: the same motion is k/m, c/m.
    #expect(abs(back.stiffness - 300) < 1e-9)
    #expect(abs(back.damping - spring.damping / 2) < 1e-9)
  }

  @Test func springsFramerCannotSayHaveNoForm() throws {
    #expect(Spring(stiffness: 100, dampingRatio: 1.5).framerVisualDurationAndBounce == nil)
    #expect(Spring(stiffness: 100, dampingRatio: 0.01).framerVisualDurationAndBounce == nil)
  }

  @Test func refusesNonsense() {
    #expect(throws: MotionError.self) { try Spring.validated(framerVisualDuration: 0, bounce: 0) }
    #expect(throws: MotionError.self) { try Spring.validated(framerVisualDuration: 0.3, bounce: .nan) }
  }
}
