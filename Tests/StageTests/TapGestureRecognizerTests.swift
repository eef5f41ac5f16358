import Motion
import Testing

@testable import Stage

@Suite("TapGestureRecognizer")
struct TapGestureRecognizerTests {
  /// A tap recognizer that records its taps and state changes.
  final class Recording {
    let tap = TapGestureRecognizer()
    var taps: [Vector2] = []
    var states: [GestureState] = []

    init() {
      tap.onTap = { [unowned self] location in self.taps.append(location) }
      tap.onStateChange = { [unowned self] tap in self.states.append(tap.state) }
    }

    func send(_ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at time: Double) {
      tap.handle(PointerEvent(kind: kind, location: Vector2(x: x, y: y), timestamp: time))
    }
  }

  @Test func aShortCloseClickIsATap() {
    let recording = Recording()
    recording.send(.down, 100, 600, at: 2)
    recording.send(.move, 104, 603, at: 2.05)
    recording.send(.up, 106, 608, at: 2.3)  // exactly 10 pt, exactly 0.3 s: still a tap
    #expect(recording.taps == [Vector2(x: 106, y: 608)])
    #expect(recording.states == [.ended])
    #expect(recording.tap.state == .ended)
  }

  @Test func movingTooFarFailsAtOnce() {
    let recording = Recording()
    recording.send(.down, 100, 600, at: 2)
    recording.send(.move, 111, 600, at: 2.05)
    #expect(recording.tap.state == .failed)
    recording.send(.move, 100, 600, at: 2.06)  // coming back does not help
    recording.send(.up, 100, 600, at: 2.1)
    #expect(recording.taps.isEmpty)
    #expect(recording.states == [.failed])
    #expect(recording.tap.state == .possible)
  }

  /// Held exactly the limit is a tap at any time of day: the difference of two timestamps is
  /// not exact in doubles (1.3 − 1.0 > 0.3, 2.3 − 2.0 < 0.3), and a millisecond more is not.
  @Test(arguments: [0.0, 0.1, 1.0, 1.7, 2.0, 17.45, 1_000.1, 86_400.3])
  func holdingExactlyTheLimitIsATapAtAnyStartTime(start: Double) {
    let exact = Recording()
    exact.send(.down, 100, 600, at: start)
    exact.send(.up, 100, 600, at: start + 0.3)
    #expect(exact.taps.count == 1, "pressed at \(start), released at \(start + 0.3)")
    let longer = Recording()
    longer.send(.down, 100, 600, at: start)
    longer.send(.up, 100, 600, at: start + 0.301)
    #expect(longer.taps.isEmpty)
  }

  @Test func movingExactlyTheLimitIsATapAndABitMoreIsNot() {
    // The distance limit is inclusive too: 10 pt is a tap, 10.01 pt is not.
    let exact = Recording()
    exact.send(.down, 0.7, 0.1, at: 1)
    exact.send(.up, 10.7, 0.1, at: 1.1)
    #expect(exact.taps.count == 1)
    let farther = Recording()
    farther.send(.down, 0.7, 0.1, at: 1)
    farther.send(.up, 10.71, 0.1, at: 1.1)
    #expect(farther.taps.isEmpty)
  }

  @Test func holdingTooLongIsNoTap() {
    let recording = Recording()
    recording.send(.down, 100, 600, at: 2)
    recording.send(.up, 100, 600, at: 2.31)
    #expect(recording.taps.isEmpty)
    #expect(recording.states == [.failed])
  }

  @Test func shouldBeginRefusingIsNoTapAndTheNextPressWorks() {
    let recording = Recording()
    recording.tap.shouldBegin = { location in location.y > 500 }
    recording.send(.down, 100, 100, at: 1)
    recording.send(.up, 100, 100, at: 1.1)
    #expect(recording.taps.isEmpty)
    recording.send(.down, 100, 600, at: 2)
    recording.send(.up, 100, 600, at: 2.1)
    #expect(recording.taps == [Vector2(x: 100, y: 600)])
    #expect(recording.states == [.failed, .ended])
  }

  @Test func aCancelIsNoTap() {
    let recording = Recording()
    recording.send(.down, 100, 600, at: 1)
    recording.send(.cancel, 100, 600, at: 1.05)
    recording.send(.up, 100, 600, at: 1.1)
    #expect(recording.taps.isEmpty)
    #expect(recording.states == [.failed])
    #expect(recording.tap.state == .possible)
  }

  @Test func aPressWhoseReleaseWasLostIsNoTap() {
    let recording = Recording()
    recording.send(.down, 100, 600, at: 1)
    recording.send(.down, 300, 300, at: 1.1)
    recording.send(.up, 300, 300, at: 1.2)
    #expect(recording.taps == [Vector2(x: 300, y: 300)])
    #expect(recording.states == [.failed, .ended])
  }

  @Test func anUpWithoutAPressIsNoTap() {
    let recording = Recording()
    recording.send(.up, 100, 600, at: 1)
    #expect(recording.taps.isEmpty)
    #expect(recording.states.isEmpty)
  }

  @Test func limitsCanBeChanged() {
    let recording = Recording()
    recording.tap.maximumDistance = 30
    recording.tap.maximumDuration = 1
    recording.send(.down, 0, 0, at: 1)
    recording.send(.up, 20, 20, at: 1.9)
    #expect(recording.taps.count == 1)
  }
}
