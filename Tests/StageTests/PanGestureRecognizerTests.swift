import Motion
import Testing

@testable import Stage

@Suite("PanGestureRecognizer")
struct PanGestureRecognizerTests {
  /// What the recognizer reported, one entry per `onStateChange`.
  final class Recording {
    struct Report: Equatable {
      var state: GestureState
      var translation: Vector2
      var location: Vector2
    }
    var reports: [Report] = []
    var states: [GestureState] { reports.map(\.state) }

    init(_ pan: PanGestureRecognizer) {
      pan.onStateChange = { [unowned self] pan in
        self.reports.append(Report(state: pan.state, translation: pan.translation, location: pan.location))
      }
    }
  }

  private func event(_ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
    PointerEvent(kind: kind, location: Vector2(x: x, y: y), timestamp: time)
  }

  /// Down at (100, 200) at `time`, then `moves` moves every 8 ms at `velocity`; returns the
  /// time and place of the last move.
  @discardableResult
  private func drag(
    _ pan: PanGestureRecognizer, at time: Double, moves: Int, velocity: Vector2
  ) -> (time: Double, location: Vector2) {
    let start = Vector2(x: 100, y: 200)
    pan.handle(PointerEvent(kind: .down, location: start, timestamp: time))
    var last = (time: time, location: start)
    for step in stride(from: 1, through: moves, by: 1) {
      let elapsed = 0.008 * Double(step)
      last = (time + elapsed, start + elapsed * velocity)
      pan.handle(PointerEvent(kind: .move, location: last.location, timestamp: last.time))
    }
    return last
  }

  @Test func pressMoveRelease() {
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    let velocity = Vector2(x: 1250, y: -500)
    let last = drag(pan, at: 10, moves: 12, velocity: velocity)
    #expect(pan.state == .changed)
    #expect(pan.isActive)
    pan.handle(PointerEvent(kind: .up, location: last.location, timestamp: last.time + 0.004))
    #expect(recording.states == [.began] + Array(repeating: .changed, count: 12) + [.ended])
    #expect(recording.reports.first?.translation == .zero)
    #expect(recording.reports.first?.location == Vector2(x: 100, y: 200))
    #expect(pan.state == .ended)
    #expect(!pan.isActive)
    #expect(pan.startLocation == Vector2(x: 100, y: 200))
    #expect(pan.location == last.location)
    #expect(pan.translation.distance(to: 0.096 * velocity) < 1e-9)
    #expect(pan.timestamp == last.time + 0.004)
    #expect(pan.velocity.distance(to: velocity) < 1e-6 * velocity.magnitude)
  }

  @Test func translationIsMeasuredFromThePressAndNeverReset() {
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    pan.handle(event(.down, 50, 50, at: 1))
    let path = [Vector2(x: 60, y: 50), Vector2(x: 60, y: 90), Vector2(x: 20, y: 70), Vector2(x: 55, y: 45)]
    for (index, point) in path.enumerated() {
      pan.handle(PointerEvent(kind: .move, location: point, timestamp: 1 + 0.01 * Double(index + 1)))
    }
    let translations = recording.reports.dropFirst().map(\.translation)
    #expect(translations == path.map { $0 - Vector2(x: 50, y: 50) })
    #expect(recording.reports.allSatisfy { $0.translation == $0.location - Vector2(x: 50, y: 50) })
  }

  @Test func pressAndReleaseWithoutMovingBeginsAndEnds() {
    // minimumDistance 0: the pan begins on the press (the grab), so a click is began → ended
    // with nothing moved and no velocity.
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    pan.handle(event(.down, 300, 300, at: 5))
    #expect(pan.state == .began)
    pan.handle(event(.up, 300, 300, at: 5.1))
    #expect(recording.states == [.began, .ended])
    #expect(pan.translation == .zero)
    #expect(pan.velocity == .zero)
  }

  @Test func aReleaseAfterStandingStillHasNoVelocity() {
    let pan = PanGestureRecognizer()
    let last = drag(pan, at: 1, moves: 10, velocity: Vector2(x: 0, y: 2000))
    pan.handle(PointerEvent(kind: .up, location: last.location, timestamp: last.time + 0.05))
    #expect(pan.state == .ended)
    #expect(pan.velocity == .zero)

    let quick = PanGestureRecognizer()
    let lastQuick = drag(quick, at: 1, moves: 10, velocity: Vector2(x: 0, y: 2000))
    quick.handle(PointerEvent(kind: .up, location: lastQuick.location, timestamp: lastQuick.time + 0.03))
    #expect(abs(quick.velocity.y - 2000) < 1e-6)
  }

  @Test func anUpThatMovedCountsAsAMovement() {
    let pan = PanGestureRecognizer()
    let last = drag(pan, at: 1, moves: 5, velocity: Vector2(x: 1000, y: 0))
    pan.handle(
      PointerEvent(kind: .up, location: last.location + Vector2(x: 8, y: 0), timestamp: last.time + 0.008))
    #expect(pan.translation == Vector2(x: 48, y: 0))
    #expect(abs(pan.velocity.x - 1000) < 1e-6)
  }

  @Test func cancelCancels() {
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    let last = drag(pan, at: 1, moves: 3, velocity: Vector2(x: 500, y: 0))
    pan.handle(event(.cancel, 900, 900, at: last.time + 0.01))
    #expect(recording.states == [.began, .changed, .changed, .changed, .cancelled])
    #expect(pan.state == .cancelled)
    // The lost pointer's last known place is not part of the drag.
    #expect(pan.location == last.location)
    // Moves and ups after the cancel belong to no press.
    pan.handle(event(.move, 300, 300, at: last.time + 0.02))
    pan.handle(event(.up, 300, 300, at: last.time + 0.03))
    #expect(recording.states.count == 5)
    #expect(pan.state == .cancelled)
  }

  @Test func theNextPressStartsAfresh() {
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    let last = drag(pan, at: 1, moves: 4, velocity: Vector2(x: 800, y: 0))
    pan.handle(PointerEvent(kind: .up, location: last.location, timestamp: last.time))
    #expect(pan.state == .ended)
    pan.handle(event(.down, 700, 100, at: 3))
    #expect(pan.state == .began)
    #expect(pan.startLocation == Vector2(x: 700, y: 100))
    #expect(pan.translation == .zero)
    #expect(pan.velocity == .zero)  // the old drag's samples are gone
    #expect(recording.states.suffix(2) == [.ended, .began])
  }

  @Test func shouldBeginRefusingFailsUntilThePointerIsUp() {
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    var asked: [Vector2] = []
    var accept = false
    pan.shouldBegin = { location in
      asked.append(location)
      return accept
    }
    pan.handle(event(.down, 10, 10, at: 1))
    #expect(pan.state == .failed)
    pan.handle(event(.move, 50, 10, at: 1.01))
    #expect(pan.state == .failed)
    pan.handle(event(.up, 60, 10, at: 1.02))
    #expect(pan.state == .possible)
    #expect(recording.states == [.failed])
    #expect(asked == [Vector2(x: 10, y: 10)])
    // A new gesture after that works.
    accept = true
    pan.handle(event(.down, 20, 20, at: 2))
    pan.handle(event(.move, 30, 20, at: 2.01))
    pan.handle(event(.up, 30, 20, at: 2.02))
    #expect(recording.states == [.failed, .began, .changed, .ended])
    #expect(pan.translation == Vector2(x: 10, y: 0))
    #expect(asked.last == Vector2(x: 20, y: 20))
  }

  @Test func aSlopDelaysTheBeginningButNotTheTranslation() {
    let pan = PanGestureRecognizer(minimumDistance: 10)
    let recording = Recording(pan)
    pan.handle(event(.down, 100, 100, at: 1))
    #expect(pan.state == .possible)
    pan.handle(event(.move, 104, 103, at: 1.01))  // 5 pt away
    #expect(pan.state == .possible)
    #expect(recording.reports.isEmpty)
    pan.handle(event(.move, 106, 108, at: 1.02))  // 10 pt away
    #expect(pan.state == .began)
    #expect(recording.reports.first?.translation == Vector2(x: 6, y: 8))
    pan.handle(event(.move, 110, 120, at: 1.03))
    pan.handle(event(.up, 110, 120, at: 1.04))
    #expect(recording.states == [.began, .changed, .ended])
    #expect(pan.translation == Vector2(x: 10, y: 20))
  }

  /// ``PanGestureRecognizer/translationSinceBegan`` leaves out the slop the pan began past, so a
  /// thing it moves sets off from where it is (no step at `began`); with no slop it is the
  /// translation. A finger joining mid-drag moves neither.
  @Test func theTranslationSinceBeganLeavesOutTheSlop() {
    let pan = PanGestureRecognizer(minimumDistance: 10)
    pan.handle(event(.down, 100, 100, at: 1))
    pan.handle(event(.move, 104, 103, at: 1.01))
    #expect(pan.translationSinceBegan == Vector2(x: 4, y: 3))  // no pan yet: from the press
    pan.handle(event(.move, 106, 108, at: 1.02))
    #expect(pan.state == .began)
    #expect(pan.beganLocation == Vector2(x: 106, y: 108))
    #expect(pan.translationSinceBegan == .zero)
    pan.handle(event(.move, 110, 120, at: 1.03))
    #expect(pan.translationSinceBegan == Vector2(x: 4, y: 12))
    #expect(pan.translation == Vector2(x: 10, y: 20))
    pan.handle(PointerEvent(kind: .down, location: Vector2(x: 300, y: 300), timestamp: 1.04, id: 2))
    #expect(pan.translationSinceBegan == Vector2(x: 4, y: 12))
    // A new press starts afresh; with no slop the pan begins at the press.
    pan.handle(event(.up, 110, 120, at: 1.05))
    let direct = PanGestureRecognizer()
    direct.handle(event(.down, 50, 50, at: 2))
    direct.handle(event(.move, 58, 44, at: 2.01))
    #expect(direct.translationSinceBegan == direct.translation)
    #expect(direct.translationSinceBegan == Vector2(x: 8, y: -6))
  }

  @Test func aPressWithinTheSlopNeverBegins() {
    let pan = PanGestureRecognizer(minimumDistance: 10)
    let recording = Recording(pan)
    pan.handle(event(.down, 100, 100, at: 1))
    pan.handle(event(.move, 103, 104, at: 1.01))
    pan.handle(event(.up, 103, 104, at: 1.02))
    #expect(recording.states == [.failed])
    #expect(pan.state == .possible)
    pan.handle(event(.down, 100, 100, at: 2))
    pan.handle(event(.move, 100, 130, at: 2.01))
    #expect(pan.state == .began)
  }

  @Test func movesWithoutAPressAreIgnored() {
    // A mouse hovering over the window sends moves too.
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    pan.handle(event(.move, 10, 10, at: 1))
    pan.handle(event(.up, 10, 10, at: 1.01))
    pan.handle(event(.cancel, 10, 10, at: 1.02))
    #expect(pan.state == .possible)
    #expect(recording.reports.isEmpty)
    #expect(pan.timestamp == 0)
  }

  @Test func aSecondPressWhileDownCancelsTheFirstAndStartsAfresh() {
    // The release of the first press was lost; waiting for it would block every later drag.
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    pan.handle(event(.down, 10, 10, at: 1))
    pan.handle(event(.move, 20, 10, at: 1.01))
    pan.handle(event(.down, 500, 500, at: 1.02))
    #expect(recording.states == [.began, .changed, .cancelled, .began])
    #expect(pan.startLocation == Vector2(x: 500, y: 500))
    #expect(pan.translation == .zero)
    pan.handle(event(.move, 510, 500, at: 1.03))
    pan.handle(event(.up, 510, 500, at: 1.04))
    #expect(recording.states.suffix(2) == [.changed, .ended])
    #expect(pan.translation == Vector2(x: 10, y: 0))
  }

  @Test func aCancelWithNoPressResetsAFinishedPan() {
    let pan = PanGestureRecognizer()
    pan.handle(event(.down, 10, 10, at: 1))
    pan.handle(event(.up, 10, 10, at: 1.01))
    #expect(pan.state == .ended)
    pan.handle(event(.cancel, 0, 0, at: 2))
    #expect(pan.state == .possible)
  }

  @Test func eventsWithNonFiniteValuesAreIgnored() {
    let pan = PanGestureRecognizer()
    let recording = Recording(pan)
    pan.handle(event(.down, .nan, 10, at: 1))
    #expect(recording.reports.isEmpty)
    pan.handle(event(.down, 10, 10, at: 1))
    pan.handle(event(.move, 20, .infinity, at: 1.01))
    pan.handle(event(.move, 20, 10, at: .nan))
    pan.handle(event(.up, .nan, .nan, at: 1.02))
    #expect(recording.states == [.began])
    #expect(pan.location == Vector2(x: 10, y: 10))
    #expect(pan.state == .began)
  }

  @Test func aNegativeOrNonFiniteSlopMeansNone() {
    #expect(PanGestureRecognizer(minimumDistance: -5).minimumDistance == 0)
    #expect(PanGestureRecognizer(minimumDistance: .nan).minimumDistance == 0)
  }

  /// Two fingers, then one lifts: the location goes on without a jump (it keeps the first
  /// finger's frame), while the centroid is where the fingers are, the remaining finger itself.
  @Test func theCentroidIsWhereTheFingersAreWhenTheLocationIsShifted() {
    let pan = PanGestureRecognizer()
    func touch(_ kind: PointerEvent.Kind, _ id: Int, _ x: Double, _ y: Double, at time: Double) {
      pan.handle(
        PointerEvent(kind: kind, location: Vector2(x: x, y: y), timestamp: time, id: id, device: .touch))
    }
    touch(.down, 1, 100, 100, at: 0)
    touch(.down, 2, 300, 100, at: 0)
    #expect(pan.location == Vector2(x: 100, y: 100))
    #expect(pan.centroid == Vector2(x: 200, y: 100))
    touch(.move, 1, 100, 140, at: 0.01)
    touch(.move, 2, 300, 140, at: 0.01)
    touch(.up, 1, 100, 140, at: 0.01)
    #expect(pan.location == Vector2(x: 100, y: 140))
    #expect(pan.centroid == Vector2(x: 300, y: 140))
    touch(.move, 2, 320, 150, at: 0.02)
    #expect(pan.centroid == Vector2(x: 320, y: 150))
    #expect(pan.location == Vector2(x: 120, y: 150))
  }
}
