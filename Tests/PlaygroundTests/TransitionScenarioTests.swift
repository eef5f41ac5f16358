import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// End-to-end scenarios of the modal transition through the real headless loop, script and
/// trace (issue 5), in each settling mode. Container 960×640: centre (480, 320).
@Suite("Transition scenarios", .serialized)
struct TransitionScenarioTests {
  static let modes = ["spring", "dynamics", "timed"]

  @Test func presentUntouchedFollowsTheSeedsTimedAnimation() throws {
    let trace = try Scenario.run([Scenario.key(0, "space")], mode: "timed", duration: 1)
    let last = try #require(trace.last)
    #expect(last.phase == "presented")
    #expect(last.transition == nil)
    #expect(abs(last.modal.centerX - 480) < 1e-6 && abs(last.modal.centerY - 320) < 1e-6)
    #expect(last.percent == 1 && last.navbarAlpha == 1)
    // While it animates the modal follows the 0.35 s ease-in-out, and percentComplete is how far
    // along that curve it is: the curve's progress, which is where the modal is.
    let animating = trace.filter { $0.phase == "animating" }
    #expect(animating.count >= 19)
    for line in animating {
      let progress = TimingCurve.easeInOut.value(at: min(1, line.t / 0.35))
      #expect(abs(line.percent - progress) < 1e-3, "t \(line.t)")
      #expect(abs(line.navbarAlpha - line.percent) < 1e-3)
      #expect(abs(line.modal.centerY - Scenario.presentingCenterY(at: line.t)) < 1e-3)
      #expect(line.transition == "present")
    }
    // It starts centred horizontally at y = −90, as in the seed.
    #expect(abs(trace[0].modal.centerY - -90) < 1e-6 && abs(trace[0].modal.centerX - 480) < 1e-6)
  }

  @Test func spacePresentsOnTheExactSpringInSpringMode() throws {
    // The mode shows in the presentation too: from rest at y −90 to 320 on objc.io's spring.
    let trace = try Scenario.run(
      [Scenario.key(0, "space")], mode: "spring", duration: 2, seedTimedSpace: false)
    let spring = SpringSolution(Spring.handDriven)
    var compared = 0
    for line in trace where line.phase == "animating" {
      let time = Double(line.frame) / 60
      let exact = 320 + spring.evaluate(displacement: -410.0, velocity: 0, after: time).displacement
      #expect(abs(line.modal.centerY - exact) < 1e-3, "t \(line.t)")
      compared += 1
    }
    #expect(compared > 20)
    // objc.io's spring is underdamped (ζ ≈ 0.58): it overshoots the centre, unlike the timed curve.
    #expect(trace.contains { $0.modal.centerY > 330 })
    #expect(trace.last?.phase == "presented")
  }

  @Test func spacePresentsThroughTheAttachmentInDynamicsMode() throws {
    let spring = try Scenario.run(
      [Scenario.key(0, "space")], mode: "spring", duration: 2, seedTimedSpace: false)
    let dynamics = try Scenario.run(
      [Scenario.key(0, "space")], mode: "dynamics", duration: 3, seedTimedSpace: false)
    #expect(dynamics.last?.phase == "presented")
    // Not the spring's curve, not the timed one: the world's own.
    let at = 0.2
    let springY = try #require(spring.first { abs($0.t - at) < 1e-6 }).modal.centerY
    let dynamicsY = try #require(dynamics.first { abs($0.t - at) < 1e-6 }).modal.centerY
    #expect(abs(springY - dynamicsY) > 5)
    #expect(abs(Scenario.presentingCenterY(at: at) - dynamicsY) > 5)
  }

  @Test(arguments: modes)
  func percentAndPositionAgreeAtEveryFrameThroughAGrab(mode: String) throws {
    // Space (in `mode`'s own curve), a press on the moving modal at 0.1 s, a drag, a release.
    let probe = try Scenario.run([Scenario.key(0, "space")], mode: mode, duration: 0.2, seedTimedSpace: false)
    let y = try #require(probe.last { $0.t <= 0.1 }).modal.centerY
    let events =
      [Scenario.key(0, "space")]
      + Scenario.flick(from: (480, y), at: 0.1, velocity: (0, 600), duration: 0.1)
    let trace = try Scenario.run(events, mode: mode, duration: 2, seedTimedSpace: false)
    #expect(trace.contains { $0.phase == "dragging" })
    for line in trace where line.transition == "present" {
      // The travel from −90 to 320, clamped: the same number the dimming and the titles show.
      let travelled = min(1, max(0, (line.modal.centerY + 90) / 410))
      #expect(abs(line.percent - travelled) < 1e-3, "\(line.phase) t \(line.t)")
      #expect(abs(line.navbarAlpha - line.percent) < 1e-3)
    }
    // So nothing jumps at the grab: percent used to be elapsed / 0.35 while animating and fell
    // to the position's value when grabbed (0.333 → 0.033 in one frame).
  }

  @Test func aPointerHeldStillHasNoVelocity() throws {
    // Grab the presented modal, drag for 0.1 s, then hold still: within 40 ms of the last move
    // the velocity in the trace (and the HUD) is back to zero, as UIKit's does.
    var events = [Scenario.key(0, "space"), Scenario.pointer(1.0, .down, 480, 320)]
    for step in 1...12 {
      events.append(Scenario.pointer(1.0 + Double(step) * 0.008, .move, 480, 320 + Double(step) * 8))
    }
    events.append(Scenario.pointer(1.6, .up, 480, 416))
    let trace = try Scenario.run(events, duration: 2)
    let moving = try #require(trace.first { abs($0.t - 1.0 + -0.0833) < 0.009 && $0.phase == "dragging" })
    #expect(moving.velocity.y > 500)
    let still = trace.filter { $0.phase == "dragging" && $0.t > 1.096 + 0.045 }
    #expect(!still.isEmpty)
    #expect(still.allSatisfy { $0.velocity.y == 0 })
  }

  @Test(arguments: modes)
  func dismissUntouched(mode: String) throws {
    let trace = try Scenario.run(
      [Scenario.key(0, "space"), Scenario.key(0.6, "space")], mode: mode,
      duration: 1.2)
    let dismissing = trace.filter { $0.transition == "dismiss" }
    #expect(!dismissing.isEmpty)
    #expect(dismissing.allSatisfy { $0.phase == "animating" })
    for line in dismissing {
      #expect(abs(line.navbarAlpha - (1 - line.percent)) < 1e-3)
    }
    let last = try #require(trace.last)
    #expect(last.phase == "dismissed" && last.navbarAlpha == 0 && last.transition == nil)
  }

  @Test(arguments: modes)
  func grabMidPresentThenFlickUpCancels(mode: String) throws {
    let pressTime = 0.12
    let y = Scenario.presentingCenterY(at: pressTime)
    let events =
      [Scenario.key(0, "space")]
      + Scenario.flick(from: (480, y + 20), at: pressTime, velocity: (0, -1200), duration: 0.064)
    // Held frames are checked against the newest real event: without resampling, which shows
    // the pointer 5 ms earlier (PointerResamplerTests checks that rule).
    let trace = try Scenario.run(events, mode: mode, duration: 2, resamplesPointers: false)
    let release = pressTime + 0.064

    // Caught where it was at the press, then moved with the pointer, 20 pt above it, every frame.
    let dragging = trace.filter { $0.phase == "dragging" }
    #expect(dragging.count >= 3)
    for line in dragging {
      let lastMove = (line.t - pressTime) / 0.008
      let pointerY = y + 20 - 1200 * 0.008 * (lastMove + 1e-9).rounded(.down)
      #expect(abs(line.modal.centerY - (pointerY - 20)) < 1e-4, "t \(line.t)")  // the trace's 4 places
      #expect(abs(line.modal.centerX - 480) < 1e-9)
      #expect(line.transition == "present")
    }

    // Released at 1 200 pt/s up: the hand-off carries that velocity into the settle.
    let last = try #require(trace.last)
    #expect(last.phase == "dismissed")
    let handoff = try #require(last.handoff)
    #expect(handoff.finished == false)
    #expect(abs(handoff.t - release) < 1e-9)
    #expect(abs(handoff.release.y + 1200) < 12 && abs(handoff.release.x) < 1e-9)
    if mode != "timed" {
      #expect(abs(handoff.settle.y - handoff.release.y) < 1e-6)
    }
    // The settle goes on up from where the release left it: no jump back, and no farther in the
    // first frame than the release velocity and the pull (k·|d| + c·|v|, the hand-driven spring's
    // 300 and 20) can take it.
    let releasedY = y - 1200 * 0.064
    let settling = trace.filter { $0.phase == "settling" }
    let firstSettling = try #require(settling.first)
    let lastDragged = try #require(dragging.last)
    let dt = firstSettling.t - release
    let pull = 300 * abs(releasedY + 90) + 20 * 1200
    #expect(firstSettling.modal.centerY < releasedY)
    #expect(releasedY - firstSettling.modal.centerY <= 1200 * dt + pull * dt * dt / 2 + 1e-4)
    #expect(settling.allSatisfy { $0.transition == "present" && $0.percent <= lastDragged.percent + 1e-9 })
    let lastSettling = try #require(settling.last)
    #expect(lastSettling.modal.y > -190)
    let firstDismissed = try #require(trace.first { $0.phase == "dismissed" && $0.t > pressTime })
    #expect(firstDismissed.modal.maxY <= 0)
    #expect(firstDismissed.percent == 0)
  }

  @Test(arguments: modes)
  func grabMidDismissThenFlickDownCancelsTheDismissal(mode: String) throws {
    // Presented by 0.6 s; Space dismisses; 0.1 s later grab it where it is and flick down.
    let pressTime = 0.7
    let y = 320 - 410 * TimingCurve.easeInOut.value(at: 0.1 / 0.35)
    let events =
      [Scenario.key(0, "space"), Scenario.key(0.6, "space")]
      + Scenario.flick(from: (500, y), at: pressTime, velocity: (0, 900), duration: 0.064)
    let trace = try Scenario.run(events, mode: mode, duration: 3)
    #expect(trace.contains { $0.phase == "dragging" && $0.transition == "dismiss" })
    let last = try #require(trace.last)
    #expect(last.phase == "presented")
    #expect(abs(last.modal.centerY - 320) < 1e-6 && abs(last.modal.centerX - 480) < 1e-6)
    #expect(last.handoff?.finished == false)
  }

  @Test(arguments: modes)
  func slowReleaseIsDecidedByLocation(mode: String) throws {
    // Grab mid-present, drag slowly, hold still for 60 ms (> 40 ms: velocity 0), release.
    func run(releaseY: Double) throws -> [TraceLine] {
      let pressTime = 0.2
      let y = Scenario.presentingCenterY(at: pressTime)
      var events = [Scenario.key(0, "space"), Scenario.pointer(pressTime, .down, 480, y)]
      for step in 1...10 {
        events.append(
          Scenario.pointer(
            pressTime + Double(step) * 0.03, .move, 480, y + (releaseY - y) * Double(step) / 10))
      }
      events.append(Scenario.pointer(pressTime + 0.36, .up, 480, releaseY))
      return try Scenario.run(events, mode: mode, duration: 2.5)
    }
    let below = try run(releaseY: 360)
    #expect(below.last?.phase == "presented")
    #expect(below.last?.handoff.map { abs($0.release.y) } == 0)
    let above = try run(releaseY: 250)
    #expect(above.last?.phase == "dismissed")
  }

  @Test(arguments: modes)
  func spaceReversesMidFlight(mode: String) throws {
    // At 1000 fps the frames around the reversal are 1 ms apart, so the velocity's own change
    // between them is small and a jump would show.
    // Presented with the seed's timed animation; the reversal settles in `mode`.
    let modeKey = ["spring": "1", "dynamics": "2", "timed": "3"][mode]!
    let trace = try Scenario.run(
      [
        Scenario.key(0, "3"), Scenario.key(0, "space"), Scenario.key(0, modeKey), Scenario.key(0.15, "space"),
      ],
      mode: mode, fps: 1000, duration: 2.5, seedTimedSpace: false)
    #expect(trace.contains { $0.phase == "settling" })
    #expect(trace.last?.phase == "dismissed")
    if mode != "timed" {
      // The velocity carries through the reversal: compare the frames around 0.15 s.
      let before = try #require(trace.last { $0.t <= 0.15 + 1e-9 })
      let after = try #require(trace.first { $0.t > 0.15 + 1e-9 })
      // 1 ms of the spring's pull changes it by ~100–200 pt/s; a dropped velocity would jump ~1600.
      #expect(abs(after.velocity.y - before.velocity.y) < 400)
      #expect(before.velocity.y > 500)
    }
  }

  @Test(arguments: modes)
  func pressOnTheModelFrameDoesNotGrab(mode: String) throws {
    // At 0.05 s the model frame is already the centre, but the modal is still near the top.
    let events = [
      Scenario.key(0, "space"), Scenario.pointer(0.05, .down, 480, 320),
      Scenario.pointer(0.1, .move, 480, 200), Scenario.pointer(0.15, .up, 480, 100),
    ]
    let trace = try Scenario.run(events, mode: mode, duration: 1)
    #expect(!trace.contains { $0.phase == "dragging" })
    #expect(trace.contains { $0.gesture == "failed" })
    #expect(trace.last?.phase == "presented")
  }

  @Test func modelHitTestingDemonstratesTheBug() throws {
    // With B (hit-test model frames), the same press where the modal will be is taken.
    let events = [
      Scenario.key(0, .toggleModelHitTesting), Scenario.key(0, "space"),
      Scenario.pointer(0.05, .down, 480, 320), Scenario.pointer(0.1, .up, 480, 320),
    ]
    let trace = try Scenario.run(events, duration: 1)
    #expect(trace.contains { $0.phase == "dragging" })
  }

  @Test(arguments: modes)
  func grabStopsTheModalWhereItWasAtThePress(mode: String) throws {
    // The press falls between frames (60 fps: 0.1167, 0.1333); no move until 0.3 s.
    let pressTime = 0.12
    let events = [
      Scenario.key(0, "space"),
      Scenario.pointer(pressTime, .down, 470, Scenario.presentingCenterY(at: pressTime) + 30),
      Scenario.pointer(0.3, .move, 470, 200), Scenario.pointer(0.34, .move, 500, 180),
      Scenario.pointer(0.4, .up, 500, 180),
    ]
    let trace = try Scenario.run(events, mode: mode, duration: 1.5)
    let before = try #require(trace.last { $0.t < pressTime })
    let held = trace.filter { $0.phase == "dragging" }
    let first = try #require(held.first)
    // Where the modal was at the press instant, not at the frame's time (which is 20+ pt on).
    let atPress = Scenario.presentingCenterY(at: pressTime)
    #expect(abs(first.modal.centerY - atPress) < 1)
    #expect(abs(Scenario.presentingCenterY(at: first.t) - atPress) > 10)
    #expect(first.modal.centerY > before.modal.centerY)
    // Model = presentation while held: nothing left animating underneath.
    #expect(held.allSatisfy { abs($0.model.y - $0.modal.y) < 1e-9 })
    // Under the pointer with a constant offset: pointer (500, 180) − grab offset.
    let last = try #require(held.last)
    #expect(abs(last.modal.centerX - (500 - 470 + 480)) < 1e-6)
    #expect(abs(last.modal.centerY - (atPress + 180 - (atPress + 30))) < 1e-6)
  }

  @Test(arguments: ["spring", "dynamics"])
  func settlingStartsWithTheReleaseVelocity(mode: String) throws {
    let y = Scenario.presentingCenterY(at: 0.1)
    let events =
      [Scenario.key(0, "space")]
      + Scenario.flick(from: (480, y), at: 0.1, velocity: (300, 1400), duration: 0.08)
    let trace = try Scenario.run(events, mode: mode, duration: 2)
    let handoff = try #require(trace.last?.handoff)
    #expect(abs(handoff.release.y - 1400) < 1400 * 0.03)
    #expect(abs(handoff.release.x - 300) < 1400 * 0.03)
    #expect(abs(handoff.settle.y - handoff.release.y) <= 0.01 * abs(handoff.release.y))
    #expect(abs(handoff.settle.x - handoff.release.x) <= 0.01 * abs(handoff.release.y))
    #expect(trace.last?.phase == "presented")
  }

  @Test func timedModeIgnoresTheVelocity() throws {
    // A sideways flick to the right: the timed animation heads back left at once.
    let y = Scenario.presentingCenterY(at: 0.3)
    let events =
      [Scenario.key(0, "space")]
      + Scenario.flick(from: (480, y), at: 0.3, velocity: (1500, 0), duration: 0.08)
    let handoff = try #require(try Scenario.run(events, mode: "timed", duration: 2).last?.handoff)
    #expect(handoff.release.x > 1400)
    #expect(handoff.settle.x < 0)
  }

  @Test(arguments: modes)
  func frameRateDoesNotChangeTheTrajectory(mode: String) throws {
    let y = Scenario.presentingCenterY(at: 0.1)
    let events =
      [Scenario.key(0, "space")]
      + Scenario.flick(from: (480, y), at: 0.1, velocity: (150, -700), duration: 0.08)
      + [Scenario.key(1.6, "space")]
    let reference = try Scenario.run(events, mode: mode, fps: 240, duration: 2.4)
    var byTime: [Int: TraceLine] = [:]
    for line in reference { byTime[Int((line.t * 240).rounded())] = line }
    for fps in [30.0, 60, 144] {
      let trace = try Scenario.run(events, mode: mode, fps: fps, duration: 2.4)
      var compared = 0
      var worst = 0.0
      for line in trace {
        let tick = line.t * 240
        guard abs(tick - tick.rounded()) < 1e-3, let other = byTime[Int(tick.rounded())],
          other.phase == line.phase
        else { continue }
        compared += 1
        worst = max(
          worst, abs(line.modal.centerX - other.modal.centerX), abs(line.modal.centerY - other.modal.centerY))
      }
      #expect(compared >= Int(2.4 * min(fps, 48)) - 2, "\(fps) fps compared \(compared)")
      #expect(worst < 0.5, "\(mode) at \(fps) fps differs by \(worst) pt from 240 fps")
    }
  }
}
