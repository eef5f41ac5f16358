import Foundation
import Synchronization
import Testing

@testable import Motion

/// The flick every multi-rate test uses: released at y = 384 moving up at 1500 pt/s, settling
/// at y = −100 (objc.io's spring unless stated).
enum Flick {
  static let from = 384.0
  static let target = -100.0
  static let velocity = -1500.0
  /// Refresh rates in hertz; their frames meet every 1/6 s.
  static let rates = [30.0, 60.0, 120.0, 144.0, 240.0]
  static let commonTimes = (1...9).map { Double($0) / 6 }
}

/// A fourth-order Runge–Kutta integration of m·x'' + c·x' + k·x = 0 with a fine fixed step:
/// the independent reference for the closed form.
func rungeKuttaSpring(
  _ parameters: Spring, displacement: Double, velocity: Double, duration: Double,
  step: Double = 1e-5
) -> (displacement: Double, velocity: Double) {
  let k = parameters.stiffness / parameters.mass
  let c = parameters.damping / parameters.mass
  func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
  var x = displacement
  var v = velocity
  let steps = Int((duration / step).rounded())
  let h = duration / Double(steps)
  for _ in 0..<steps {
    let (k1x, k1v) = (v, acceleration(x, v))
    let (k2x, k2v) = (v + 0.5 * h * k1v, acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v))
    let (k3x, k3v) = (v + 0.5 * h * k2v, acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v))
    let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
  return (x, v)
}

/// Frame times for a refresh rate, computed as n / rate (no accumulated rounding), with an
/// optional single long frame (a hitch) replacing the frames inside it.
func frameTimes(rate: Double, until end: Double, hitch: ClosedRange<Double>? = nil) -> [Double] {
  var times: [Double] = []
  var n = 1
  while true {
    let t = Double(n) / rate
    if t > end + 1e-9 { break }
    if let hitch, t > hitch.lowerBound + 1e-9, t < hitch.upperBound - 1e-9 {
      n += 1
      continue
    }
    times.append(t)
    n += 1
  }
  return times
}

/// Drives an animation through frame times and samples its value at those of `times` that
/// are frame times (within 1e-9 s); times inside a hitch are skipped.
func sample<A: Animation>(_ animation: A, at frames: [Double], recording times: [Double]) -> [(
  time: Double, value: A.Value
)] {
  var animation = animation
  var now = 0.0
  var samples: [(time: Double, value: A.Value)] = []
  for frame in frames {
    animation.advance(by: frame - now)
    now = frame
    if let time = times.first(where: { Swift.abs($0 - frame) < 1e-9 }) {
      samples.append((time, animation.value))
    }
  }
  return samples
}

/// Collects values from `@Sendable` callbacks (the dynamics world's action and didPause).
final class Recorder<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])
  func append(_ element: Element) { storage.withLock { $0.append(element) } }
  var values: [Element] { storage.withLock { $0 } }
  var count: Int { storage.withLock { $0.count } }
}

extension Spring {
  /// Constants stored as given, unchecked: for building invalid parameters on purpose (the
  /// public initializers refuse them) and for tables of valid ones in static properties.
  static func raw(mass: Double = 1, stiffness: Double, damping: Double) -> Spring {
    Spring(uncheckedMass: mass, stiffness: stiffness, damping: damping)
  }
}
