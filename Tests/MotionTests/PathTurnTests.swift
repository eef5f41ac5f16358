import Foundation
import Motion
import Testing

/// Where a sampled path last turned: after the corner of a sharp turn, and nowhere on a path
/// that keeps its line, however its speed changes or its whole-point positions shake.
@Suite struct PathTurnTests {
  static func turn(_ times: [Double], _ place: (Double) -> Vector2) -> Int {
    PathTurn.lastTurn(times: times, positions: times.map(place), from: 0)
  }

  @Test func aTurnIsFoundAfterItsCorner() {
    let times = (0...8).map { Double($0) * 0.008 }
    // Right, then up from 0.032 s (sample 4).
    #expect(Self.turn(times) { t in Vector2(x: 1000 * min(t, 0.032), y: -1000 * max(t - 0.032, 0)) } == 5)
    // `Assets/card-picture.json`: down and right at 446 pt/s, then back up and left at 1 487.
    let flick = Self.turn(times) { t in
      t <= 0.032
        ? Vector2(x: 150 * t, y: 420 * t)
        : Vector2(x: 150 * 0.032 - 1400 * (t - 0.032), y: 420 * 0.032 - 500 * (t - 0.032))
    }
    #expect(flick == 5)
  }

  @Test func aPathThatKeepsItsLineNeverTurns() {
    let times = (0...100).map { Double($0) * 0.001 }
    // Speeding up from 600 to 2 400 pt/s, and slowing down from 2 400 to 600, along 20°.
    let direction = Vector2(x: cos(0.35), y: sin(0.35))
    for travel in [{ (s: Double) in 600 * s + 9000 * s * s }, { (s: Double) in 2400 * s - 9000 * s * s }] {
      #expect(Self.turn(times) { t in travel(t) * direction } == 0)
      // At whole points, as a mouse reports them every millisecond.
      #expect(
        Self.turn(times) { t in
          let place = travel(t) * direction
          return Vector2(x: place.x.rounded(), y: place.y.rounded())
        } == 0)
    }
    // A hand trembling about a point, slowly (a pixel back and forth), under a drag of 300 pt/s.
    #expect(Self.turn(times) { t in Vector2(x: 300 * t + (Int(t * 1000) % 2 == 0 ? 0 : -1), y: 0) } == 0)
  }

  @Test func aStillPathOrOneSampleHasNoTurn() {
    #expect(PathTurn.lastTurn(times: [0, 0.008, 0.016], positions: [.zero, .zero, .zero], from: 0) == 0)
    #expect(PathTurn.lastTurn(times: [0], positions: [.zero], from: 0) == 0)
  }
}
