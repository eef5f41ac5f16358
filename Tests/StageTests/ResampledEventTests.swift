import Motion
import Testing

@testable import Stage

/// Resampled moves (a frame's pointer, made by the scene runner) are shown by the recognizers and
/// change nothing a release hands on: the same real events with and without resampled moves
/// between them release with the same velocity, to the bit.
@Suite("Resampled events")
struct ResampledEventTests {
  /// A drag down at 1 000 pt/s, a move every 8 ms, released after 96 ms.
  private let real: [PointerEvent] = {
    var events = [PointerEvent(kind: .down, location: Vector2(x: 100, y: 100), timestamp: 1)]
    for step in 1...12 {
      let t = 1 + Double(step) * 0.008
      events.append(
        PointerEvent(kind: .move, location: Vector2(x: 100, y: 100 + 1000 * (t - 1)), timestamp: t))
    }
    events.append(PointerEvent(kind: .up, location: events.last!.location, timestamp: 1.096))
    return events
  }()

  /// `real` with, after each move, a resampled move 3 pt behind it (what a frame would show) and
  /// then one back to where the pointer really is (the next frame's start).
  private var withResampled: [PointerEvent] {
    real.flatMap { event -> [PointerEvent] in
      guard event.kind == .move else { return [event] }
      var shown = event
      shown.isResampled = true
      shown.location.y -= 3
      shown.timestamp += 0.004
      var back = event
      back.isResampled = true
      back.timestamp += 0.004
      return [event, shown, back]
    }
  }

  @Test func aPanShowsAResampledMoveAndReleasesAsWithout() {
    let plain = PanGestureRecognizer()
    for event in real { plain.handle(event) }
    let pan = PanGestureRecognizer()
    var shown: [Double] = []
    var states: [GestureState] = []
    pan.onStateChange = { pan in
      states.append(pan.state)
      if pan.isResampled { shown.append(pan.location.y) }
    }
    for event in withResampled { pan.handle(event) }
    #expect(pan.velocity == plain.velocity)
    #expect(pan.velocity.y > 990 && pan.velocity.y < 1010)
    #expect(pan.location == plain.location)
    #expect(pan.timestamp == plain.timestamp)
    #expect(pan.state == .ended)
    // Each resampled move showed the pointer 3 pt back, and the move back showed it where it is.
    #expect(shown.count == 24)
    for (index, y) in shown.enumerated() {
      let real = 100 + 8 * Double(index / 2 + 1)
      #expect(abs(y - (index.isMultiple(of: 2) ? real - 3 : real)) < 1e-9)
    }
    #expect(states.filter { $0 == .began }.count == 1)
  }

  @Test func aRealEventDropsTheResampledPointer() {
    let pan = PanGestureRecognizer()
    pan.handle(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0))
    pan.handle(PointerEvent(kind: .move, location: Vector2(x: 10, y: 0), timestamp: 0.01))
    pan.handle(PointerEvent(kind: .move, location: Vector2(x: 7, y: 0), timestamp: 0.02, isResampled: true))
    #expect(pan.location == Vector2(x: 7, y: 0))
    #expect(pan.translation == Vector2(x: 7, y: 0))
    #expect(pan.timestamp == 0.01)
    pan.handle(PointerEvent(kind: .move, location: Vector2(x: 12, y: 0), timestamp: 0.03))
    #expect(pan.location == Vector2(x: 12, y: 0))
    #expect(!pan.isResampled)
  }

  @Test func aResampledMoveNeverBeginsAPanPastItsSlop() {
    let pan = PanGestureRecognizer(minimumDistance: 10)
    var began = 0
    pan.onStateChange = { if $0.state == .began { began += 1 } }
    pan.handle(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0))
    pan.handle(PointerEvent(kind: .move, location: Vector2(x: 30, y: 0), timestamp: 0.01, isResampled: true))
    #expect(pan.state == .possible)
    #expect(began == 0)
    #expect(pan.location == Vector2(x: 0, y: 0))
    pan.handle(PointerEvent(kind: .move, location: Vector2(x: 12, y: 0), timestamp: 0.02))
    #expect(began == 1)
  }

  @Test func aResampledMoveOfAnotherPointerIsIgnored() {
    let pan = PanGestureRecognizer()
    pan.handle(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0))
    var changes = 0
    pan.onStateChange = { _ in changes += 1 }
    pan.handle(
      PointerEvent(kind: .move, location: Vector2(x: 9, y: 9), timestamp: 0.01, id: 4, isResampled: true))
    #expect(changes == 0)
    #expect(pan.location == .zero)
  }

  @Test func aTapIsJudgedOnRealEventsAlone() {
    let tap = TapGestureRecognizer(maximumDistance: 10)
    var tapped = 0
    tap.onTap = { _ in tapped += 1 }
    tap.handle(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0))
    // Extrapolated past the tap's limit: no news of the hand, so still a tap.
    tap.handle(PointerEvent(kind: .move, location: Vector2(x: 14, y: 0), timestamp: 0.02, isResampled: true))
    tap.handle(PointerEvent(kind: .up, location: Vector2(x: 4, y: 0), timestamp: 0.05))
    #expect(tapped == 1)
  }

  /// Two fingers spreading: a pinch shows a resampled frame's scale and centroid, and ends with
  /// the same scale and velocity as without it.
  @Test func aPinchShowsResampledFingersAndReleasesAsWithout() {
    func events(resampled: Bool) -> [PointerEvent] {
      var events = [
        PointerEvent(kind: .down, location: Vector2(x: 90, y: 100), timestamp: 0, id: 1),
        PointerEvent(kind: .down, location: Vector2(x: 110, y: 100), timestamp: 0, id: 2),
      ]
      for step in 1...10 {
        let t = Double(step) * 0.008
        let spread = 10 + 300 * t
        events.append(
          PointerEvent(kind: .move, location: Vector2(x: 100 - spread, y: 100), timestamp: t, id: 1))
        events.append(
          PointerEvent(kind: .move, location: Vector2(x: 100 + spread, y: 100), timestamp: t, id: 2))
        if resampled {
          let back = 10 + 300 * (t - 0.005)
          events.append(
            PointerEvent(
              kind: .move, location: Vector2(x: 100 - back, y: 100), timestamp: t, id: 1, isResampled: true))
          events.append(
            PointerEvent(
              kind: .move, location: Vector2(x: 100 + back, y: 100), timestamp: t, id: 2, isResampled: true))
        }
      }
      events.append(PointerEvent(kind: .up, location: Vector2(x: 70, y: 100), timestamp: 0.09, id: 1))
      return events
    }
    let plain = PinchGestureRecognizer()
    for event in events(resampled: false) { plain.handle(event) }
    let pinch = PinchGestureRecognizer()
    var shownScales: [Double] = []
    pinch.onStateChange = { if $0.isResampled { shownScales.append($0.scale) } }
    for event in events(resampled: true) { pinch.handle(event) }
    #expect(pinch.state == .ended)
    #expect(pinch.scale == plain.scale)
    #expect(pinch.velocity == plain.velocity)
    // The last frame showed the span 5 ms back: 2 · (10 + 300 · 0.075) over the first span 20.
    #expect(abs(shownScales.last! - (10 + 300 * 0.075) / 10) < 1e-12)
    #expect(shownScales.count == 20)
  }

  @Test func anArenaPassesResampledMovesOnlyToListeningRecognizersAndKeepsItsPress() {
    let root = Layer(name: "root", center: Vector2(x: 50, y: 50), size: Size(width: 100, height: 100))
    let arena = GestureArena()
    let pan = PanGestureRecognizer()
    arena.attach(pan, to: root)
    arena.handle(PointerEvent(kind: .down, location: Vector2(x: 10, y: 10), timestamp: 0), in: root)
    arena.handle(PointerEvent(kind: .move, location: Vector2(x: 20, y: 10), timestamp: 0.01), in: root)
    arena.handle(
      PointerEvent(kind: .move, location: Vector2(x: 18, y: 10), timestamp: 0.02, isResampled: true), in: root
    )
    #expect(pan.location == Vector2(x: 18, y: 10))
    // A resampled move of a pointer that is not down goes nowhere.
    arena.handle(
      PointerEvent(kind: .move, location: Vector2(x: 60, y: 60), timestamp: 0.02, id: 3, isResampled: true),
      in: root)
    #expect(!arena.isDown(3))
    arena.handle(PointerEvent(kind: .up, location: Vector2(x: 20, y: 10), timestamp: 0.03), in: root)
    #expect(pan.state == .ended)
    #expect(pan.location == Vector2(x: 20, y: 10))
  }
}
