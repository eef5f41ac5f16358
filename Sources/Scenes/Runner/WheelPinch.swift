import Foundation
import Motion
import Stage

/// Ctrl + wheel as a pinch: how a trackpad's pinch reaches Windows applications and web pages
/// (browsers send it as a wheel event with `ctrlKey` set, zooming by exp(−deltaY / 100) for
/// deltaY in pixels). Here the scroll's delta, in points, turns into two touches that spread or
/// close about the pointer, so every scene's pinch recognizer sees an ordinary two-finger pinch,
/// with its velocity fitted from the wheel's own timestamps.
///
/// There is no "fingers up" in a wheel stream: the pinch ends when no Ctrl + wheel has come for
/// ``idleTimeout``; its touches lift ``liftDelay`` after the last wheel event, so the release
/// carries the velocity the wheel had (a lift stamped at the timeout would read a still pinch).
/// The price: the end is found on the first frame after the timeout, so what settles after it
/// starts on that frame, within a frame of the lift's stamp (a script with Ctrl + wheel replays to
/// within a frame; touch scripts replay exactly at any frame rate).
///
/// ```swift
/// var pinch = WheelPinch()
/// pinch.scroll(ScrollEvent(delta: Vector2(x: 0, y: -20), isPrecise: true, location: p, timestamp: 1, modifiers: .control))
/// pinch.expire(at: 1.2)  // the two touches lift, stamped 1.001
/// ```
public struct WheelPinch: Sendable {
  /// Points of wheel delta per e-fold of scale: −200 pt (five notches up) multiplies the span
  /// by e; a trackpad's pinch sends a few points a frame.
  public static let pointsPerEFold = 200.0
  /// The touches' starting distance from the pointer: only ratios count, and a small one keeps
  /// both touches on what is under the pointer (the card's pan must take the first).
  public static let radius = 10.0
  public static let idleTimeout = 0.1
  public static let liftDelay = 0.001
  /// Ids far from the mouse's 0 and the fingers' small ones.
  public static let ids = (901, 902)

  public init() {}

  private var center = Vector2.zero
  private var radius = Self.radius
  public private(set) var lastTime: Double?

  public var isActive: Bool { lastTime != nil }

  /// One Ctrl + wheel event: the touches go down (first time) and move by its delta.
  public mutating func scroll(_ event: ScrollEvent) -> [PointerEvent] {
    guard event.isFinite else { return [] }
    var events: [PointerEvent] = []
    if lastTime == nil {
      center = event.location
      radius = Self.radius
      events += touches(.down, at: event.timestamp)
    }
    lastTime = event.timestamp
    // Wheel up (negative y: towards the content's start) zooms in, as in browsers.
    let factor = exp(-event.delta.y / Self.pointsPerEFold)
    radius = min(max(radius * factor, Self.radius / 100), 100_000)
    events += touches(.move, at: event.timestamp)
    return events
  }

  /// The pinch's touches lift once the wheel has been idle for ``idleTimeout`` at `time`.
  public mutating func expire(at time: Double) -> [PointerEvent] {
    guard let lastTime, time - lastTime > Self.idleTimeout else { return [] }
    self.lastTime = nil
    return touches(.up, at: lastTime + Self.liftDelay)
  }

  private func touches(_ kind: PointerEvent.Kind, at time: Double) -> [PointerEvent] {
    [
      PointerEvent(
        kind: kind, location: center - Vector2(x: radius, y: 0), timestamp: time, id: Self.ids.0,
        device: .emulatedTouch),
      PointerEvent(
        kind: kind, location: center + Vector2(x: radius, y: 0), timestamp: time, id: Self.ids.1,
        device: .emulatedTouch),
    ]
  }
}
