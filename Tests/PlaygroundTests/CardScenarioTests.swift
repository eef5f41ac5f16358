import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// The card scene's acceptance (issue 14) through the real headless loop, script and trace.
/// Window 960×640: content area y 64…640, the card starts centred at (480, 352); slots at
/// x 114 / 846, y 208 / 496.
@Suite("Card scenarios", .serialized)
struct CardScenarioTests {
  static let centre = Vector2(x: 480, y: 352)
  static let slots: [String: Vector2] = [
    "topLeft": Vector2(x: 114, y: 208), "topRight": Vector2(x: 846, y: 208),
    "bottomRight": Vector2(x: 846, y: 496), "bottomLeft": Vector2(x: 114, y: 496),
  ]

  static func nearestSlot(to point: Vector2) -> String {
    slots.min { $0.value.distance(to: point) < $1.value.distance(to: point) }!.key
  }

  // MARK: Spring: projection to the corners

  @Test func aFlickTowardsTheLowerRightEndsInTheLowerRightSlot() throws {
    let trace = try CardScenario.run(
      CardScenario.drag(from: Self.centre, at: 0.2, velocity: Vector2(x: 900, y: 500), duration: 0.096))
    let last = try #require(trace.last)
    #expect(last.phase == "rest")
    #expect(last.corner == "bottomRight")
    #expect(last.card.center.distance(to: Self.slots["bottomRight"]!) < 1e-6)
    let handoff = try #require(last.handoff)
    let release = handoff.release.vector
    #expect(release.magnitude > 500)
    #expect(handoff.settle.vector.distance(to: release) <= 0.01 * release.magnitude)
    // The UIKit form of the same velocity is in the trace: velocity / distance per axis.
    let normalised = try #require(handoff.initialSpringVelocity)
    #expect(abs(normalised.x - release.x / (846 - handoff.from.x)) < 1e-3)
    #expect(abs(normalised.y - release.y / (496 - handoff.from.y)) < 1e-3)
    // While dragging, the projection marker's point was in the trace, ahead of the card.
    let dragging = trace.filter { $0.phase == "dragging" }
    #expect(!dragging.isEmpty && dragging.allSatisfy { $0.projected != nil })
    #expect(trace.filter { $0.phase != "dragging" }.allSatisfy { $0.projected == nil })
  }

  @Test func aWeakFlickEndsInTheSlotNearestTheReleasePoint() throws {
    // Dragged towards the lower left, then let go slowly (60 pt/s: projected 30 pt on).
    let events =
      CardScenario.drag(from: Self.centre, at: 0.2, velocity: Vector2(x: -1500, y: 600), duration: 0.16)
      .dropLast()
      + CardScenario.drag(
        from: Vector2(x: 240, y: 448), at: 0.5, velocity: Vector2(x: 60, y: 0), duration: 0.08
      )
      .dropFirst()
    let trace = try CardScenario.run(Array(events))
    let last = try #require(trace.last)
    let handoff = try #require(last.handoff)
    #expect(handoff.release.vector.magnitude < 100)
    #expect(last.corner == Self.nearestSlot(to: handoff.from.vector))
    #expect(last.corner == "bottomLeft")
    #expect(last.phase == "rest")
    #expect(last.card.center.distance(to: Self.slots["bottomLeft"]!) < 1e-6)
  }

  /// The largest distance of the card's centre from the straight line from where it was let go
  /// to its slot, over the settle.
  static func deviationFromTheChord(_ trace: [CardTraceLine]) throws -> Double {
    let handoff = try #require(trace.last?.handoff)
    let from = handoff.from.vector
    let chord = handoff.target.vector - from
    return trace.filter { $0.t > handoff.t }.map { line in
      abs(Vector2.cross(line.card.center - from, chord)) / chord.magnitude
    }.max() ?? 0
  }

  @Test func aSidewaysFlickToACornerAboveCurves() throws {
    let sideways = try CardScenario.run(
      CardScenario.drag(from: Self.centre, at: 0.2, velocity: Vector2(x: -300, y: -1500), duration: 0.064))
    #expect(sideways.last?.corner == "topLeft")
    let curve = try Self.deviationFromTheChord(sideways)
    #expect(curve > 20, "the path strays \(curve) pt from the straight line")
    // The control: the same speed straight at the slot stays on the line.
    let towards = Self.slots["topLeft"]! - Self.centre
    let straight = try CardScenario.run(
      CardScenario.drag(
        from: Self.centre, at: 0.2, velocity: (1530 / towards.magnitude) * towards, duration: 0.064))
    #expect(straight.last?.corner == "topLeft")
    #expect(try Self.deviationFromTheChord(straight) < 0.01)
  }

  // MARK: Dynamics

  /// Grabbed 60 pt right of its centre, dragged down 120 pt at 500 pt/s, held still 60 ms (so
  /// the release velocity is zero), let go.
  static let hangingDrag = CardScenario.drag(
    from: Vector2(x: 540, y: 352), at: 0.2, velocity: Vector2(x: 0, y: 500), duration: 0.24, pause: 0.06)

  @Test func dynamicsACardGrabbedRightOfCentreAndDraggedDownTurnsClockwiseAndSpinsDown() throws {
    let trace = try CardScenario.run(Self.hangingDrag, mode: "dynamics", duration: 4)
    let dragging = trace.filter { $0.phase == "dragging" }
    #expect(dragging.count > 10)
    #expect(dragging.allSatisfy { $0.rotation >= -1e-9 })
    let atRelease = try #require(dragging.last)
    #expect(atRelease.rotation > 0.15, "turned \(atRelease.rotation) rad clockwise")
    // After the release it keeps turning, and slows with angular resistance 3: ω(t) ∝ e^(−3t).
    let flying = trace.filter { $0.phase == "settling" }
    let first = try #require(flying.first)
    #expect(first.angularVelocity > 0.2)
    #expect(first.rotation > atRelease.rotation - 1e-9)
    for (earlier, later) in zip(flying, flying.dropFirst(30)) where abs(later.angularVelocity) > 0.02 {
      let expected = exp(-3 * (later.t - earlier.t))
      #expect(abs(later.angularVelocity / earlier.angularVelocity - expected) < 0.01 * expected)
    }
    let last = try #require(trace.last)
    #expect(last.phase == "rest")
    #expect(last.rotation > atRelease.rotation)
    #expect(last.angularVelocity == 0 && last.velocity.vector == .zero)
  }

  @Test func dynamicsAHardThrowBouncesAndNeverLeavesTheWindow() throws {
    let events = CardScenario.drag(
      from: Vector2(x: 400, y: 300), at: 0.2, velocity: Vector2(x: 2600, y: 1400), duration: 0.064)
    let trace = try CardScenario.run(events, mode: "dynamics", duration: 5)
    var worst = 0.0
    for line in trace {
      for corner in line.corners {
        worst = max(worst, -corner.x, corner.x - 960, 64 - corner.y, corner.y - 640)
      }
    }
    #expect(worst <= 0.01, "a corner went \(worst) pt past the window's edge")
    // It bounced: the horizontal velocity changed sign after the release.
    let release = try #require(trace.last?.handoff?.t)
    #expect(trace.contains { $0.t > release && $0.velocity.x < -50 })
    #expect(trace.last?.phase == "rest")
  }

  // MARK: Retargeting (seed 004)

  /// A first click sends the card to (200, 200) at 0.1 s; a second one to (800, 560) at 0.6 s,
  /// mid-flight. Returns the frame at 0.6 s with and without the second click.
  static func retarget(_ style: String) throws -> (reference: CardTraceLine, clicked: CardTraceLine) {
    let first = CardScenario.click(0.1, 200, 200)
    let reference = try CardScenario.run(first, duration: 1, retarget: style)
    let clicked = try CardScenario.run(
      first + CardScenario.click(0.6, 800, 560), duration: 1, retarget: style)
    #expect(clicked.allSatisfy { $0.retarget == style })
    let before = try #require(reference.first { abs($0.t - 0.6) < 1e-9 })
    let after = try #require(clicked.first { abs($0.t - 0.6) < 1e-9 })
    #expect(before.velocity.vector.magnitude > 200)
    return (before, after)
  }

  @Test func additiveRetargetKeepsThePositionAndTheVelocity() throws {
    let (reference, clicked) = try Self.retarget("additive")
    #expect(clicked.card.center.distance(to: reference.card.center) < 1e-3)
    let change = clicked.velocity.vector.distance(to: reference.velocity.vector)
    #expect(change < 0.01 * reference.velocity.vector.magnitude)
    #expect(clicked.model.center == Vector2(x: 800, y: 560))
  }

  @Test func currentRetargetStopsWithoutAJump() throws {
    let (reference, clicked) = try Self.retarget("current")
    #expect(clicked.card.center.distance(to: reference.card.center) < 1e-3)
    #expect(clicked.velocity.vector.magnitude == 0)
  }

  @Test func replaceRetargetJumpsToTheOldModelValue() throws {
    let (reference, clicked) = try Self.retarget("replace")
    let jump = clicked.card.center.distance(to: reference.card.center)
    let toOldModel = reference.card.center.distance(to: reference.model.center)
    #expect(reference.model.center == Vector2(x: 200, y: 200))
    #expect(abs(jump - toOldModel) < 1)
    #expect(jump > 50)
  }

  @Test func theRetargetStyleAtStartComesFromTheCommandLine() throws {
    let result = try FlickProcess.run([
      "--headless", "--scene", "card", "--retarget", "replace", "--duration", "0.1", "--trace", "/dev/stdout",
    ])
    #expect(result.status == 0)
    let line = try #require(result.stdout.split(separator: "\n").first)
    let decoded = try JSONDecoder().decode(CardTraceLine.self, from: Data(line.utf8))
    #expect(decoded.retarget == "replace")
  }

  /// A word the option does not know is a usage error (exit 2), like `--mode warp`.
  @Test func aBadRetargetStyleIsOneLineOnStderr() throws {
    let result = try FlickProcess.run(["--scene", "card", "--retarget", "nonsense"])
    #expect(result.status == 2)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderrLines.first?.hasPrefix("flick:") == true)
    #expect(result.stderr.contains("nonsense"))
  }

  // MARK: Hit testing the turned card

  @Test func aPressOnTheTurnedCardsCornerGrabsItAndOneJustOutsideDoesNot() throws {
    let settled = try CardScenario.run(Self.hangingDrag, mode: "dynamics", duration: 4)
    let rest = try #require(settled.last)
    #expect(rest.phase == "rest" && abs(rest.rotation) > 0.3)
    let body = DynamicItem(
      position: rest.card.center, size: Size(width: rest.card.w, height: rest.card.h), angle: rest.rotation)
    // 12 pt in from the top-left corner on both sides (inside the 16 pt rounding), and 4 pt
    // past a turned side, at a point the unturned frame would contain.
    let corner = body.point(atOffset: Vector2(x: -90 + 12, y: -120 + 12))
    let unturned = Rect(center: body.position, size: body.size)
    let justOutside = stride(from: -80.0, through: 80, by: 4).flatMap { along in
      [
        Vector2(x: along, y: -124), Vector2(x: along, y: 124), Vector2(x: -94, y: along),
        Vector2(x: 94, y: along),
      ]
    }.map(body.point(atOffset:))
    let outside = try #require(justOutside.first(where: unturned.contains))
    for (point, grabs) in [(corner, true), (outside, false)] {
      let press = Scenario.pointer(4.0, .down, point.x, point.y)
      let trace = try CardScenario.run(Self.hangingDrag + [press], mode: "dynamics", duration: 4.1)
      let after = try #require(trace.last)
      #expect((after.phase == "dragging") == grabs, "press at \(point)")
      #expect(after.card.center.distance(to: rest.card.center) < 1e-6)
    }
  }

  // MARK: Frame rates

  @Test(arguments: ["spring", "dynamics"])
  func theSameScriptTracesTheSameCardAt30To240Fps(mode: String) throws {
    let events =
      CardScenario.drag(
        from: Vector2(x: 540, y: 380), at: 0.1, velocity: Vector2(x: -400, y: 700), duration: 0.2)
      + CardScenario.click(1.6, 600, 250)
    var traces: [Double: [CardTraceLine]] = [:]
    for fps in [30.0, 60, 144, 240] {
      traces[fps] = try CardScenario.run(events, mode: mode, fps: fps, duration: 3)
    }
    let reference = traces[30]!
    var worst = 0.0
    for fps in [60.0, 144, 240] {
      let lines = traces[fps]!
      let step = Int(fps / 6)
      for sixth in 1..<18 {
        let other = lines[sixth * step]
        let base = reference[sixth * 5]
        #expect(abs(other.t - base.t) < 1e-9)
        worst = max(worst, other.card.center.distance(to: base.card.center))
        #expect(abs(other.rotation - base.rotation) < 1e-3)
      }
    }
    #expect(worst < 0.5, "\(mode): worst difference \(worst) pt")
  }
}
