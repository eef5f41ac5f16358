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
