import Testing

@testable import Motion

/// Every form converts to (mass, stiffness, damping) and back to within 1e-9 (relative for
/// large values), over grids that cover each form's range.
@Suite struct RoundTripTests {
  static let ratios = [0.0, 0.05, 0.2, 0.5, 0.7071, 0.99, 1, 1.01, 1.25, 3, 20]
  static let masses = [0.01, 0.5, 1, 4, 504]

  static func close(_ a: Double, _ b: Double, _ sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= 1e-9 * Swift.max(1, abs(b)), "\(a) vs \(b)", sourceLocation: sourceLocation)
  }

  @Test func responseAndDampingRatio() throws {
    for response in [0.05, 0.3, 0.5, 1, 10] {
      for ratio in Self.ratios {
        for mass in Self.masses {
          let spring = Spring(response: response, dampingRatio: ratio, mass: mass)
          Self.close(spring.response, response)
          Self.close(spring.dampingRatio, ratio)
          Self.close(spring.mass, mass)
          // And back: the same constants from the read-back form.
          let again = Spring(
            response: spring.response, dampingRatio: spring.dampingRatio, mass: mass)
          Self.close(again.stiffness, spring.stiffness)
          Self.close(again.damping, spring.damping)
        }
      }
    }
  }

  @Test func stiffnessAndDampingRatio() throws {
    for stiffness in [1.0, 50, 200, 1500, 10_000, 1e6] {
      for ratio in Self.ratios {
        for mass in Self.masses {
          let spring = Spring(stiffness: stiffness, dampingRatio: ratio, mass: mass)
          Self.close(spring.stiffness, stiffness)
          Self.close(spring.dampingRatio, ratio)
          let again = Spring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
          #expect(again == spring)
        }
      }
    }
  }

  @Test func durationAndBounce() throws {
    for duration in [0.05, 0.3, 0.5, 2] {
      for bounce in [-0.999, -0.9, -0.5, -0.1, 0, 0.1, 0.3, 0.5, 0.9, 1] {
        let spring = Spring(duration: duration, bounce: bounce)
        Self.close(spring.response, duration)
        Self.close(spring.bounce, bounce)
        let again = Spring(duration: spring.response, bounce: spring.bounce)
        Self.close(again.stiffness, spring.stiffness)
        Self.close(again.damping, spring.damping)
      }
    }
  }

  @Test func frequencyAndDampingRatio() throws {
    for frequency in [0.1, 1, 3.5, 60] {
      for ratio in Self.ratios {
        for mass in Self.masses {
          let spring = Spring(frequency: frequency, dampingRatio: ratio, mass: mass)
          Self.close(spring.frequency, frequency)
          Self.close(spring.dampingRatio, ratio)
        }
      }
    }
  }

  @Test func origamiTensionAndFriction() throws {
    for tension in [-20.0, 1, 10, 30, 40, 100] {
      for friction in [0.0, 1, 7, 8, 20, 50] {
        let spring = Spring(origamiTension: tension, origamiFriction: friction)
        let back = spring.origamiTensionAndFriction
        Self.close(back.tension, tension)
        Self.close(back.friction, friction)
      }
    }
  }

  @Test func popSpeedAndBounciness() throws {
    for speed in stride(from: 0.0, through: 20, by: 2.5) {
      for bounciness in stride(from: 0.0, through: 20, by: 2.5) {
        let spring = Spring(popSpeed: speed, bounciness: bounciness)
        let back = spring.popSpeedAndBounciness
        Self.close(back.speed, speed)
        Self.close(back.bounciness, bounciness)
      }
    }
  }

  @Test func anySpringThroughEveryForm() throws {
    // From stored constants to each form and back to the same constants.
    for spring in [
      Spring.handDriven, .androidDefault,
      Spring(mass: 3, stiffness: 900, damping: 60),
      Spring(mass: 0.5, stiffness: 100, damping: 300),
    ] {
      let viaResponse = Spring(
        response: spring.response, dampingRatio: spring.dampingRatio, mass: spring.mass)
      let viaStiffness = Spring(
        stiffness: spring.stiffness, dampingRatio: spring.dampingRatio, mass: spring.mass)
      let viaBounce = Spring(
        duration: spring.response, bounce: spring.bounce, mass: spring.mass)
      let viaFrequency = Spring(
        frequency: spring.frequency, dampingRatio: spring.dampingRatio, mass: spring.mass)
      for other in [viaResponse, viaStiffness, viaBounce, viaFrequency] {
        Self.close(other.stiffness, spring.stiffness)
        Self.close(other.damping, spring.damping)
        Self.close(other.mass, spring.mass)
      }
    }
  }
}
