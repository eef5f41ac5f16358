import Foundation
import Motion
import Testing

@testable import Stage

/// Two fingers, as a touchscreen (or the mouse's emulated touches) deliver them: every 8 ms,
/// timestamps in whole milliseconds like SDL's.
private struct TwoFingers {
  var center = Vector2(x: 480, y: 320)
  /// The line from finger 1 to finger 2 at `t` seconds: its length and its angle.
  var span: (Double) -> Double
  var angle: (Double) -> Double

  func locations(at t: Double) -> (Vector2, Vector2) {
    let half = 0.5 * span(t)
    let direction = Vector2(x: cos(angle(t)), y: sin(angle(t)))
    return (center - half * direction, center + half * direction)
  }

  /// Both down at `start`, moves every 8 ms for `duration`; returns the last event's time.
  @discardableResult
  func play(into handle: (PointerEvent) -> Void, start: Double = 5, duration: Double) -> Double {
    let (a, b) = locations(at: 0)
    handle(PointerEvent(kind: .down, location: a, timestamp: start, id: 1, device: .touch))
    handle(PointerEvent(kind: .down, location: b, timestamp: start, id: 2, device: .touch))
    var time = start
    for step in 1...Int((duration / 0.008).rounded()) {
      let t = 0.008 * Double(step)
      time = ((start + t) * 1000).rounded() / 1000
      let (a, b) = locations(at: t)
      handle(PointerEvent(kind: .move, location: a, timestamp: time, id: 1, device: .touch))
      handle(PointerEvent(kind: .move, location: b, timestamp: time, id: 2, device: .touch))
    }
    return time
  }
}

@Suite("Pinch and rotation recognizers")
struct PinchRotationGestureTests {
  @Test func aSteadyPinchReadsItsScaleVelocityAtTheRelease() {
    let pinch = PinchGestureRecognizer()
    var states: [GestureState] = []
    pinch.onStateChange = { states.append($0.state) }
    let fingers = TwoFingers(span: { 100 * (1 + 2 * $0) }, angle: { _ in 0 })
    let last = fingers.play(into: pinch.handle, duration: 0.4)
    #expect(abs(pinch.scale - 1.8) < 1e-9)
    #expect(abs(pinch.velocity - 2.0) / 2.0 < 0.01)
    // Lifting one finger ends the pinch where it was: no jump, the velocity kept.
    let (a, _) = fingers.locations(at: 0.4)
    pinch.handle(PointerEvent(kind: .up, location: a, timestamp: last + 0.001, id: 1, device: .touch))
    #expect(pinch.state == .ended)
    #expect(abs(pinch.scale - 1.8) < 1e-9)
    #expect(abs(pinch.velocity - 2.0) / 2.0 < 0.01)
    #expect(states.first == .began && states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
  }

  @Test func aSteadyRotationReadsItsAngularVelocityAndUnwrapsPastPi() {
    let rotation = RotationGestureRecognizer()
    let fingers = TwoFingers(span: { _ in 200 }, angle: { 3 * $0 + 3 })
    fingers.play(into: rotation.handle, duration: 1.6)
    // 4.8 rad clockwise: past π, not wrapped back.
    #expect(abs(rotation.rotation - 4.8) < 1e-9)
    #expect(abs(rotation.velocity - 3.0) / 3.0 < 0.01)
    // Anticlockwise is negative.
    let back = RotationGestureRecognizer()
    TwoFingers(span: { _ in 200 }, angle: { -3 * $0 }).play(into: back.handle, duration: 0.48)
    #expect(abs(back.rotation + 1.44) < 1e-9)
    #expect(abs(back.velocity + 3.0) / 3.0 < 0.01)
  }

  @Test func stillForFortyMillisecondsIsNoVelocity() {
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let fingers = TwoFingers(span: { 100 + 300 * $0 }, angle: { 2 * $0 })
    let last = fingers.play(
      into: {
        pinch.handle($0)
        rotation.handle($0)
      }, duration: 0.2)
    #expect(pinch.velocity(at: last + 0.039) != 0)
    #expect(rotation.velocity(at: last + 0.039) != 0)
    #expect(pinch.velocity(at: last + 0.041) == 0)
    #expect(rotation.velocity(at: last + 0.041) == 0)
  }

  @Test func burstsOfSameMillisecondSamplesStayFinite() {
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let both: (PointerEvent) -> Void = {
      pinch.handle($0)
      rotation.handle($0)
    }
    both(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 1, id: 1, device: .touch))
    both(PointerEvent(kind: .down, location: Vector2(x: 100, y: 0), timestamp: 1, id: 2, device: .touch))
    for burst in 0..<5 {
      let time = 1 + 0.016 * Double(burst)
      for step in 0..<10 {
        let x = 100 + 10 * Double(burst * 10 + step)
        both(
          PointerEvent(
            kind: .move, location: Vector2(x: x, y: Double(step)), timestamp: time, id: 2, device: .touch))
      }
    }
    for value in [pinch.scale, pinch.velocity, rotation.rotation, rotation.velocity] {
      #expect(value.isFinite)
    }
    #expect(pinch.velocity > 0)
  }

  @Test func aThirdFingerAndALiftedOneNeverMakeTheValuesJump() {
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let both: (PointerEvent) -> Void = {
      pinch.handle($0)
      rotation.handle($0)
    }
    let fingers = TwoFingers(span: { 100 * (1 + $0) }, angle: { $0 })
    let last = fingers.play(into: both, duration: 0.2)
    let (scale, angle) = (pinch.scale, rotation.rotation)
    both(
      PointerEvent(
        kind: .down, location: Vector2(x: 900, y: 100), timestamp: last + 0.01, id: 3, device: .touch))
    #expect(pinch.scale == scale && rotation.rotation == angle)
    #expect(pinch.numberOfPointers == 3)
    both(
      PointerEvent(
        kind: .up, location: Vector2(x: 900, y: 100), timestamp: last + 0.02, id: 3, device: .touch))
    #expect(pinch.scale == scale && rotation.rotation == angle)
    #expect(pinch.state == .changed)
  }

  @Test func onePointerNeverPinchesAndALostPointerCancels() {
    let pinch = PinchGestureRecognizer()
    pinch.handle(PointerEvent(kind: .down, location: Vector2(x: 0, y: 0), timestamp: 0))
    pinch.handle(PointerEvent(kind: .move, location: Vector2(x: 50, y: 0), timestamp: 0.01))
    #expect(pinch.state == .possible)
    pinch.handle(
      PointerEvent(kind: .down, location: Vector2(x: 100, y: 0), timestamp: 0.02, id: 1, device: .touch))
    #expect(pinch.state == .began)
    pinch.handle(PointerEvent(kind: .cancel, location: Vector2(x: 100, y: 0), timestamp: 0.03, id: 1))
    #expect(pinch.state == .cancelled)
    // Two fingers on one spot have no span: nothing begins until they part.
    let spot = PinchGestureRecognizer()
    spot.handle(PointerEvent(kind: .down, location: Vector2(x: 10, y: 10), timestamp: 0, id: 1))
    spot.handle(PointerEvent(kind: .down, location: Vector2(x: 10, y: 10), timestamp: 0, id: 2))
    #expect(spot.state == .possible)
    spot.handle(PointerEvent(kind: .move, location: Vector2(x: 20, y: 10), timestamp: 0.01, id: 2))
    #expect(spot.state == .began && spot.scale == 1)
  }

  @Test func shouldBeginRefusesUntilTheFingersAreUp() {
    let pinch = PinchGestureRecognizer()
    pinch.shouldBegin = { $0.x > 1000 }
    TwoFingers(span: { 100 + $0 }, angle: { _ in 0 }).play(into: pinch.handle, duration: 0.05)
    #expect(pinch.state == .failed)
    for id in [1, 2] {
      pinch.handle(PointerEvent(kind: .up, location: .zero, timestamp: 6, id: id, device: .touch))
    }
    #expect(pinch.state == .possible)
  }

  @Test func aSecondFingerJoinsAPanInsteadOfCancellingIt() {
    let pan = PanGestureRecognizer()
    var states: [GestureState] = []
    pan.onStateChange = { states.append($0.state) }
    pan.handle(
      PointerEvent(kind: .down, location: Vector2(x: 100, y: 100), timestamp: 0, id: 1, device: .touch))
    pan.handle(
      PointerEvent(kind: .move, location: Vector2(x: 110, y: 100), timestamp: 0.008, id: 1, device: .touch))
    pan.handle(
      PointerEvent(kind: .down, location: Vector2(x: 300, y: 100), timestamp: 0.010, id: 2, device: .touch))
    // The centroid jumped by 95 pt; the pan's location did not.
    #expect(pan.location == Vector2(x: 110, y: 100))
    pan.handle(
      PointerEvent(kind: .move, location: Vector2(x: 120, y: 100), timestamp: 0.016, id: 1, device: .touch))
    pan.handle(
      PointerEvent(kind: .move, location: Vector2(x: 310, y: 100), timestamp: 0.016, id: 2, device: .touch))
    #expect(pan.translation == Vector2(x: 20, y: 0))
    // The first finger lifts: the second carries the pan on, without a jump.
    pan.handle(
      PointerEvent(kind: .up, location: Vector2(x: 120, y: 100), timestamp: 0.020, id: 1, device: .touch))
    #expect(pan.state == .changed)
    #expect(pan.translation == Vector2(x: 20, y: 0))
    pan.handle(
      PointerEvent(kind: .move, location: Vector2(x: 320, y: 100), timestamp: 0.024, id: 2, device: .touch))
    #expect(pan.translation == Vector2(x: 30, y: 0))
    pan.handle(
      PointerEvent(kind: .up, location: Vector2(x: 320, y: 100), timestamp: 0.030, id: 2, device: .touch))
    #expect(!states.contains(.cancelled))
    #expect(states.last == .ended)
    #expect(pan.velocity.x > 0)
  }

  @Test func aSecondFingerMakesAPressNoTap() {
    let tap = TapGestureRecognizer()
    var taps = 0
    tap.onTap = { _ in taps += 1 }
    tap.handle(
      PointerEvent(kind: .down, location: Vector2(x: 10, y: 10), timestamp: 0, id: 1, device: .touch))
    tap.handle(
      PointerEvent(kind: .down, location: Vector2(x: 90, y: 10), timestamp: 0.01, id: 2, device: .touch))
    #expect(tap.state == .failed)
    tap.handle(
      PointerEvent(kind: .up, location: Vector2(x: 90, y: 10), timestamp: 0.05, id: 2, device: .touch))
    tap.handle(
      PointerEvent(kind: .up, location: Vector2(x: 10, y: 10), timestamp: 0.06, id: 1, device: .touch))
    #expect(taps == 0)
    #expect(tap.state == .possible)
  }
}
