import Foundation
import Motion

/// The open photo let go: its zoom, turn and pan, each a closed-form ``Simulation`` from the
/// release, composed into one geometry at any time since it.
///
/// The zoom runs in log space (a doubling is the same distance at any zoom), relative to the
/// photo's fit, which changes as the turn lays it on its side or stands it up (the fit follows
/// the turn's progress, so a photo turned sideways at fit rests fitted sideways); the turn is about
/// the anchor (the fingers' centroid at the release), so the point under the fingers stays
/// under where they were while the zoom and the turn settle. The pan is the scroll scene's
/// motion of the centre the photo would have once zoom and turn are done (``panStart``): it
/// decelerates and bounces into the range where that photo may rest. The centre at time t is
/// that pan plus what the zoom and the turn still have to do about the anchor:
///
///   c(t) = pan(t) + A + (z(t)/z₀)·R(a(t) − a₀)·(c₀ − A) − panStart,
///
/// which is c₀ at t = 0 and pan's resting point at the end.
struct PhotoSettle: Sendable {
  /// log(zoom / fit).
  let logZoom: any Simulation<Double>
  /// The fitted zoom at the release's angle and at the turn's end.
  let fit: (start: Double, end: Double)
  let angle: any Simulation<Double>
  let panX: any Simulation<Double>
  let panY: any Simulation<Double>
  /// The geometry at the release.
  let start: PhotoGeometry
  let anchor: Vector2
  /// Where the zoom and turn alone would leave the centre (the pan's start).
  let panStart: Vector2

  init(
    logZoom: any Simulation<Double>, fit: (start: Double, end: Double), angle: any Simulation<Double>,
    start: PhotoGeometry, anchor: Vector2,
    pan: (Vector2) -> (x: any Simulation<Double>, y: any Simulation<Double>)
  ) {
    self.logZoom = logZoom
    self.fit = fit
    self.angle = angle
    self.start = start
    self.anchor = anchor
    let zoom = exp(logZoom.endPosition ?? log(start.zoom / fit.start)) * fit.end
    let turn = (angle.endPosition ?? start.angle) - start.angle
    panStart = anchor + (zoom / start.zoom) * PhotoGeometry.rotate(start.center - anchor, by: turn)
    (panX, panY) = pan(panStart)
  }

  /// The fit at `angle` and its rate per radian: from the start's to the end's along a
  /// smoothstep of the turn made, u = (a − a₀)/(a_end − a₀) clamped to 0…1, so the fit starts
  /// and ends changing at rate 0 (the zoom's first velocity is still the pinch's).
  private func fit(at angle: Double) -> (value: Double, slope: Double) {
    let end = self.angle.endPosition ?? start.angle
    guard fit.end != fit.start, end != start.angle else { return (fit.end, 0) }
    let span = end - start.angle
    let u = min(max((angle - start.angle) / span, 0), 1)
    let change = fit.end - fit.start
    return (fit.start + change * u * u * (3 - 2 * u), change * 6 * u * (1 - u) / span)
  }

  func geometry(at time: Double) -> PhotoGeometry {
    let angle = angle.position(at: time)
    let zoom = exp(logZoom.position(at: time)) * fit(at: angle).value
    let pan = Vector2(x: panX.position(at: time), y: panY.position(at: time))
    let arm = (zoom / start.zoom) * PhotoGeometry.rotate(start.center - anchor, by: angle - start.angle)
    return PhotoGeometry(center: pan + anchor + arm - panStart, zoom: zoom, angle: angle)
  }

  /// The centre's, the zoom's and the turn's velocities at `time` (per second of the
  /// simulations' time).
  func velocity(at time: Double) -> (center: Vector2, zoom: Double, angle: Double) {
    let angle = angle.position(at: time)
    let turnRate = self.angle.velocity(at: time)
    let relative = exp(logZoom.position(at: time))
    let (fit, fitSlope) = fit(at: angle)
    let zoom = relative * fit
    let zoomRate = zoom * logZoom.velocity(at: time) + relative * fitSlope * turnRate
    let arm = start.center - anchor
    let turn = angle - start.angle
    let armRate =
      (zoomRate / start.zoom) * PhotoGeometry.rotate(arm, by: turn)
      + (zoom / start.zoom * turnRate) * PhotoGeometry.rotateDerivative(arm, by: turn)
    let pan = Vector2(x: panX.velocity(at: time), y: panY.velocity(at: time))
    return (pan + armRate, zoomRate, turnRate)
  }

  func isDone(at time: Double) -> Bool {
    logZoom.isDone(at: time) && angle.isDone(at: time) && panX.isDone(at: time) && panY.isDone(at: time)
  }

  /// Where everything ends.
  var end: PhotoGeometry {
    PhotoGeometry(
      center: Vector2(x: panX.endPosition ?? panStart.x, y: panY.endPosition ?? panStart.y),
      zoom: exp(logZoom.endPosition ?? log(start.zoom / fit.start)) * fit.end,
      angle: angle.endPosition ?? start.angle)
  }
}

/// A value that stays put: the part of a settle that does not move.
struct Stay: Simulation {
  let value: Double
  func position(at time: Double) -> Double { value }
  func velocity(at time: Double) -> Double { 0 }
  func isDone(at time: Double) -> Bool { true }
  var endPosition: Double? { value }
}

/// The dynamics mode's spin: the turn goes on with its angular velocity ω and decays
/// exponentially, as a body with angular resistance does, but with the time constant chosen so
/// that it comes to rest exactly on a quarter turn: a(t) = a₀ + (q − a₀)·(1 − e^(−t/τ)) with
/// τ = (q − a₀)/ω, so a′(0) = ω. Done within 0.001 rad and 0.01 rad/s of `target`.
struct QuarterTurnDecay: Simulation {
  let from: Double
  let target: Double
  let timeConstant: Double

  /// The decay from `from` at `velocity` to `target`, or nil when `target` is not ahead of the
  /// spin or would take longer than `longest` time constants' worth (a spring does it then).
  init?(from: Double, velocity: Double, target: Double, longest: Double) {
    let distance = target - from
    guard velocity != 0, distance * velocity > 0 else { return nil }
    let tau = distance / velocity
    guard tau.isFinite, tau > 0, tau <= longest else { return nil }
    self.from = from
    self.target = target
    timeConstant = tau
  }

  func position(at time: Double) -> Double { target - (target - from) * exp(-time / timeConstant) }
  func velocity(at time: Double) -> Double { (target - from) / timeConstant * exp(-time / timeConstant) }
  func isDone(at time: Double) -> Bool {
    abs(target - position(at: time)) < 0.001 && abs(velocity(at: time)) < 0.01
  }
  var endPosition: Double? { target }
}

/// A clock for the animator: its value is the animation time since it started, and it finishes
/// when `isDone` says so. The scene evaluates its closed-form settle at that time, so slow motion
/// and every frame rate see the same curve.
struct SettleClock: Animation {
  let isDoneAt: @Sendable (Double) -> Bool
  private(set) var value = 0.0
  var velocity: Double { isFinished ? 0 : 1 }
  var target: Double { value }
  private(set) var isFinished: Bool

  init(isDone: @escaping @Sendable (Double) -> Bool) {
    isDoneAt = isDone
    isFinished = isDone(0)
  }

  mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0, !isFinished else { return }
    value += dt
    isFinished = isDoneAt(value)
  }
}

/// A motion stopped dead by walls at the ends of `extents` (the dynamics world's collision
/// boundary with elasticity 0): it stays at the wall it reaches, with no velocity, and is done.
struct Walled<Inner: Simulation>: Simulation where Inner.Value == Double {
  let inner: Inner
  let extents: ClosedRange<Double>

  private func isStopped(at time: Double) -> Bool {
    let position = inner.position(at: time)
    return position <= extents.lowerBound || position >= extents.upperBound
  }

  func position(at time: Double) -> Double {
    min(max(inner.position(at: time), extents.lowerBound), extents.upperBound)
  }
  func velocity(at time: Double) -> Double { isStopped(at: time) ? 0 : inner.velocity(at: time) }
  func isDone(at time: Double) -> Bool { isStopped(at: time) || inner.isDone(at: time) }
  var endPosition: Double? { inner.endPosition.map { min(max($0, extents.lowerBound), extents.upperBound) } }
}

/// A motion run in units `factor` times finer and read back in the original ones: the zoom's
/// log runs in thousandths, so the scroll physics' thresholds in points (0.5 pt/s to stop, a
/// bounce that snaps within 0.05) mean 0.05 % of the zoom, not 5 %.
struct Scaled: Simulation {
  let inner: any Simulation<Double>
  let factor: Double

  func position(at time: Double) -> Double { inner.position(at: time) / factor }
  func velocity(at time: Double) -> Double { inner.velocity(at: time) / factor }
  func isDone(at time: Double) -> Bool { inner.isDone(at: time) }
  var endPosition: Double? { inner.endPosition.map { $0 / factor } }
}
