import Motion
import Testing

@testable import Stage

@Suite("GestureArena")
struct GestureArenaTests {
  /// A window-sized background with a card in the middle (300…500 × 200…400).
  final class Fixture {
    let root = Layer(name: "root", center: Vector2(x: 400, y: 300), size: Size(width: 800, height: 600))
    let card = Layer(name: "card", center: Vector2(x: 400, y: 300), size: Size(width: 200, height: 200))
    let arena = GestureArena()
    init() { root.addSublayer(card) }

    func send(_ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at t: Double, id: Int = 0) {
      arena.handle(PointerEvent(kind: kind, location: Vector2(x: x, y: y), timestamp: t, id: id), in: root)
    }
  }

  @Test func aPressReachesTheRecognizersOfTheLayerItHitsAndItsAncestors() {
    let fixture = Fixture()
    let cardPan = PanGestureRecognizer()
    let backgroundTap = TapGestureRecognizer()
    fixture.arena.attach(cardPan, to: fixture.card)
    fixture.arena.attach(backgroundTap, to: fixture.root)
    #expect(fixture.arena.recognizers(at: Vector2(x: 400, y: 300), in: fixture.root).count == 2)
    #expect(fixture.arena.recognizers(at: Vector2(x: 50, y: 50), in: fixture.root).count == 1)
    // A press beside the card is no pan.
    fixture.send(.down, 50, 50, at: 0)
    #expect(cardPan.state == .possible && !cardPan.isActive)
    // The card, turned 45° on screen: its presentation decides what a press hits.
    fixture.send(.up, 50, 50, at: 0.05)
    fixture.card.rotation = Double.pi / 4
    #expect(fixture.arena.recognizers(at: Vector2(x: 305, y: 205), in: fixture.root).count == 1)
  }

  @Test func theFirstToRecognizeWinsUnlessTheyMayRecognizeTogether() {
    let fixture = Fixture()
    let pan = PanGestureRecognizer()
    let pinch = PinchGestureRecognizer()
    let tap = TapGestureRecognizer()
    var taps = 0
    tap.onTap = { _ in taps += 1 }
    for recognizer: any GestureRecognizer in [pan, pinch, tap] {
      fixture.arena.attach(recognizer, to: fixture.card)
    }
    fixture.arena.recognizeSimultaneously(pan, pinch)
    fixture.send(.down, 380, 300, at: 0, id: 1)
    // The pan began at the press: the tap lost it.
    #expect(pan.state == .began)
    fixture.send(.down, 420, 300, at: 0.01, id: 2)
    fixture.send(.move, 440, 300, at: 0.02, id: 2)
    #expect(pinch.state == .changed && pan.state == .changed)
    fixture.send(.up, 440, 300, at: 0.03, id: 2)
    fixture.send(.up, 380, 300, at: 0.04, id: 1)
    #expect(pinch.state == .ended && pan.state == .ended)
    #expect(taps == 0)
  }

  @Test func aRecognizerThatMustWaitSeesThePressOnceTheOtherFails() {
    let fixture = Fixture()
    let pan = PanGestureRecognizer(minimumDistance: 10)
    let tap = TapGestureRecognizer()
    var tapTimes: [Double] = []
    tap.onStateChange = { tap in if tap.state == .ended { tapTimes.append(tap.startTimestamp) } }
    fixture.arena.attach(tap, to: fixture.card)
    fixture.arena.attach(pan, to: fixture.card)
    fixture.arena.require(tap, toFail: pan)
    // A click: the pan fails at the release, then the tap gets the press, with its own times.
    fixture.send(.down, 400, 300, at: 1.0)
    #expect(tap.state == .possible && tapTimes.isEmpty)
    fixture.send(.up, 401, 300, at: 1.1)
    #expect(tapTimes == [1.0])
    // A drag: the pan wins, the tap never sees it.
    fixture.send(.down, 400, 300, at: 2.0)
    fixture.send(.move, 420, 300, at: 2.05)
    #expect(pan.state == .began)
    fixture.send(.up, 420, 300, at: 2.1)
    #expect(tapTimes == [1.0])
  }

  @Test func aLoserThatWasRunningIsCancelled() {
    let fixture = Fixture()
    let slow = PanGestureRecognizer(minimumDistance: 0)
    let edge = ScreenEdgePanGestureRecognizer(edge: .left, bounds: Rect(x: 0, y: 0, width: 800, height: 600))
    fixture.arena.attach(edge, to: fixture.root)
    fixture.arena.attach(slow, to: fixture.root)
    fixture.arena.require(slow, toFail: edge)
    // Near the left edge the edge pan takes the press; elsewhere it fails and the pan has it.
    fixture.send(.down, 5, 300, at: 0)
    #expect(edge.state == .began && slow.state == .possible)
    fixture.send(.up, 50, 300, at: 0.1)
    fixture.send(.down, 600, 300, at: 1)
    #expect(edge.state == .failed && slow.state == .began)
    fixture.send(.up, 600, 300, at: 1.1)
    #expect(slow.state == .ended)
  }

  @Test func aPressThatHitsNothingIsTheRootsAndACancelOutsideAPressResetsEveryone() {
    let fixture = Fixture()
    let pan = PanGestureRecognizer()
    fixture.arena.attach(pan, to: fixture.root)
    // Outside the window: the root (the window) still has it.
    fixture.send(.down, -40, 700, at: 0)
    #expect(pan.state == .began)
    fixture.send(.up, -40, 700, at: 0.1)
    #expect(pan.state == .ended)
    fixture.send(.cancel, 0, 0, at: 0.2)
    #expect(pan.state == .possible)
  }
}
