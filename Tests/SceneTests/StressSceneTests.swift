import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// The stress scene: a grid of cards on one batch of exact springs that a drag attracts and a
/// click flicks, each card interruptible, the whole at rest (so the loop can sleep) when done.
@Suite struct StressSceneTests {
  static let size = Size(width: 960, height: 640)

  static func press(_ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
    PointerEvent(kind: kind, location: Vector2(x: x, y: y), timestamp: time)
  }

  @Test(arguments: [1, 7, 2_000, 10_000])
  func theGridHoldsEveryCardInsideTheWindowBelowTheNavbar(count: Int) {
    let scene = StressScene(size: Self.size, count: count)
    #expect(scene.cards.count == count && scene.springs.count == count)
    #expect(scene.isAtRest)
    let area = Rect(x: 0, y: Navbar.height, width: 960, height: 640 - Navbar.height)
    for card in scene.cards {
      #expect(area.contains(card.frame.origin) && area.contains(card.frame.center))
      #expect(card.frame.maxX <= area.maxX && card.frame.maxY <= area.maxY)
    }
    // No two cards overlap: neighbours are a cell apart, and a card is 70 % of a cell at most.
    if count > 1 {
      let first = scene.cards[0].frame
      let second = scene.cards[1].frame
      #expect(!first.intersects(second))
    }
  }

  @Test func aClickFlicksEveryCardAwayAndTheySpringHome() throws {
    let scene = StressScene(size: Self.size, count: 400)
    let homes = scene.cards.map(\.center)
    let click = Vector2(x: 480, y: 352)
    scene.deliver(Self.press(.down, click.x, click.y, at: 0.1))
    scene.deliver(Self.press(.up, click.x, click.y, at: 0.15))
    #expect(scene.springs.movingCount == 400)
    // Every card starts moving away from the click, faster the nearer it is.
    for index in 0..<400 {
      let away = homes[index] - click
      let velocity = scene.springs.velocity(of: index)
      if away.magnitude > 1e-9 {
        #expect(velocity.x * away.x + velocity.y * away.y > 0)
      } else {
        #expect(velocity.y < 0, "the card under the click goes up")
      }
    }
    let near = try #require((0..<400).min { (homes[$0] - click).magnitude < (homes[$1] - click).magnitude })
    let far = try #require((0..<400).max { (homes[$0] - click).magnitude < (homes[$1] - click).magnitude })
    #expect(scene.springs.velocity(of: near).magnitude > 5 * scene.springs.velocity(of: far).magnitude)
    scene.advance(to: 0.2)
    #expect(scene.cards[near].center != homes[near])
    var time = 0.2
    while !scene.isAtRest && time < 10 {
      time += 1.0 / 60
      scene.advance(to: time)
    }
    #expect(scene.isAtRest)
    #expect(scene.cards.map(\.center) == homes)
  }

  @Test func aDragPullsNearbyCardsToThePointerAndLetsThemGoOnRelease() {
    let scene = StressScene(size: Self.size, count: 2_000)
    let homes = scene.cards.map(\.center)
    let pointer = Vector2(x: 300, y: 300)
    scene.deliver(Self.press(.down, 290, 300, at: 0.1))
    scene.deliver(Self.press(.move, 300, 300, at: 0.12))
    var time = 0.12
    for _ in 0..<120 {
      time += 1.0 / 60
      scene.advance(to: time)
    }
    #expect(!scene.isAtRest)
    // Near the pointer the cards have moved towards it; far away they have not moved at all.
    let nearest = (0..<2_000).min { (homes[$0] - pointer).magnitude < (homes[$1] - pointer).magnitude }!
    #expect(
      (scene.cards[nearest].center - pointer).magnitude < 0.5 * (homes[nearest] - pointer).magnitude + 1)
    let farthest = (0..<2_000).max { (homes[$0] - pointer).magnitude < (homes[$1] - pointer).magnitude }!
    #expect(scene.cards[farthest].center == homes[farthest])
    // The pointer moves on: the pull follows it, without a jump (positions continuous).
    let before = scene.cards.map(\.center)
    scene.deliver(Self.press(.move, 600, 400, at: time + 0.001))
    for index in 0..<2_000 { #expect((scene.cards[index].center - before[index]).magnitude < 1) }
    scene.deliver(Self.press(.up, 600, 400, at: time + 0.01))
    while !scene.isAtRest && time < 20 {
      time += 1.0 / 60
      scene.advance(to: time)
    }
    #expect(scene.cards.map(\.center) == homes)
  }

  /// The probe says no input hands the subject to another card (`subjectCandidates` empty, so
  /// the continuity meter keeps no card's state at a press): the middle card stays the subject
  /// through a click, a drag across it and a drag elsewhere, and their lifts.
  @Test func noPressOrLiftHandsTheSubjectToAnotherCard() throws {
    let scene = StressScene(size: Self.size, count: 400)
    #expect(scene.probe.subjectCandidates?.isEmpty == true)
    let subject = try #require(scene.probe.subject)
    let middle = subject.center
    let events = [
      Self.press(.down, middle.x, middle.y, at: 0.1), Self.press(.up, middle.x, middle.y, at: 0.12),
      Self.press(.down, middle.x - 40, middle.y, at: 0.3),
      Self.press(.move, middle.x + 40, middle.y, at: 0.35),
      Self.press(.up, middle.x + 40, middle.y, at: 0.4), Self.press(.down, 100, 200, at: 0.6),
      Self.press(.move, 150, 220, at: 0.65), Self.press(.up, 150, 220, at: 0.7),
    ]
    for event in events {
      scene.advance(to: event.timestamp)
      scene.deliver(event)
      #expect(scene.probe.subject === subject, "\(event.kind) at \(event.timestamp)")
    }
  }

  @Test func aCountOptionRebuildsTheGridAndAResizeMovesTheHomes() {
    let scene = StressScene(size: Self.size)
    #expect(scene.cards.count == StressScene.defaultCount)
    scene.setOption("count", to: "500")
    #expect(scene.cards.count == 500 && scene.root.sublayers.last?.sublayers.count == 500)
    scene.setOption("count", to: "0")  // out of range: refused by the command line; ignored here
    scene.setOption("count", to: "many")
    #expect(scene.cards.count == 500)
    scene.resize(to: Size(width: 480, height: 360))
    var time = 0.0
    while !scene.isAtRest && time < 10 {
      time += 1.0 / 60
      scene.advance(to: time)
    }
    let area = Rect(x: 0, y: 0, width: 480, height: 360)
    #expect(scene.cards.allSatisfy { area.contains($0.center) })
  }

  @Test func slowMotionRunsTheSpringsAtATenthOfTheSpeed() {
    let normal = StressScene(size: Self.size, count: 100)
    let slow = StressScene(size: Self.size, count: 100)
    slow.slowMotion = true
    for scene in [normal, slow] {
      scene.deliver(Self.press(.down, 480, 352, at: 0))
      scene.deliver(Self.press(.up, 480, 352, at: 0.01))
    }
    normal.advance(to: 0.01 + 0.05)
    slow.advance(to: 0.01 + 0.5)
    for index in 0..<100 {
      #expect((normal.cards[index].center - slow.cards[index].center).magnitude < 1e-6)
    }
  }

  @Test func theTraceIsFiniteAndNamesItsFields() {
    let scene = StressScene(size: Self.size, count: 300)
    scene.deliver(Self.press(.down, 480, 352, at: 0))
    scene.deliver(Self.press(.up, 480, 352, at: 0.01))
    scene.advance(to: 0.1)
    let fields = scene.probe.fields
    #expect(fields.map(\.name) == ["count", "moving", "attractor", "sample", "sampleVelocity"])
    for field in fields { #expect(!field.value.json.contains("nan") && !field.value.json.contains("inf")) }
    #expect(StressScene.grouped(200_000) == "200 000" && StressScene.grouped(999) == "999")
  }

  @Test func aPressGrabsTheCardUnderItOrElseTheNearestOnScreen() {
    let scene = StressScene(size: Self.size, count: 2_000)
    let centers = scene.cards.map(\.center)
    let side = scene.cards[0].size.width
    // On a card: that card. Between cards (half a gap right of one): the nearest, the first of
    // those as near.
    for (pointer, expected) in [
      (centers[137], 137),
      (centers[137] + Vector2(x: side / 2 + 0.01, y: side / 2 + 0.01), nil),
    ] {
      scene.deliver(Self.press(.down, pointer.x, pointer.y, at: 0.1))
      scene.deliver(Self.press(.move, pointer.x + 20, pointer.y, at: 0.12))
      let nearest = centers.indices.min {
        (centers[$0] - pointer).magnitude < (centers[$1] - pointer).magnitude
      }
      #expect(scene.grabbedIndex == (expected ?? nearest))
      scene.deliver(Self.press(.up, pointer.x + 20, pointer.y, at: 0.14))
      var time = 0.14
      while !scene.isAtRest && time < 20 {
        time += 1.0 / 60
        scene.advance(to: time)
      }
    }
  }
}
