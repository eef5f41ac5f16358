import Motion

/// The bookkeeping a pinch and a rotation share: the pointers held, a value measured from them
/// (the span, the angle) accumulated into the gesture's value since it began, and the value's
/// velocity, fitted like a pan's (``VelocityTracker``: least squares over the last 100 ms,
/// 0 after 40 ms without motion, same-millisecond samples merged).
///
/// The gesture begins when two pointers are down and the measure exists (the two are not on one
/// spot), and ends when fewer than two are left. Whenever the set of pointers changes (a third
/// finger, one of three lifted), the measure is taken afresh as the new reference and the value
/// carries on from where it was, so it never jumps.
struct TwoPointerGesture {
  /// How a new measure changes the value: a span multiplies the scale by new / old; an angle
  /// adds new − old, wrapped into (−π, π] so the value unwraps past ±π.
  enum Accumulation {
    case ratio
    case angle
  }

  let accumulation: Accumulation
  let measure: (PointerTable) -> Double?
  var pointers = PointerTable()
  /// The value since the gesture began: 1 (ratio) or 0 (angle) at `began`.
  private(set) var value: Double
  /// The measure the next one is compared with; nil until one exists.
  private var reference: Double?
  private(set) var tracker = VelocityTracker()

  init(accumulation: Accumulation, measure: @escaping (PointerTable) -> Double?) {
    self.accumulation = accumulation
    self.measure = measure
    value = accumulation == .ratio ? 1 : 0
  }

  var identity: Double { accumulation == .ratio ? 1 : 0 }

  /// Starts the value afresh at the identity, measured from the pointers now.
  mutating func begin(at time: Double) {
    value = identity
    reference = measure(pointers)
    tracker.reset()
    tracker.addSample(Vector2(x: value, y: 0), at: time)
  }

  /// The pointers changed set: the next measure is compared with theirs, the value stays.
  mutating func rebase() { reference = measure(pointers) }

  /// The pointers moved: the value follows the measure. Returns whether it changed.
  @discardableResult
  mutating func update(at time: Double) -> Bool {
    guard let now = measure(pointers) else { return false }
    guard let reference else {
      self.reference = now
      return false
    }
    let previous = value
    switch accumulation {
    case .ratio: value *= now / reference
    case .angle: value += Self.wrapped(now - reference)
    }
    self.reference = now
    guard value != previous else { return false }
    tracker.addSample(Vector2(x: value, y: 0), at: time)
    return true
  }

  /// The value the pointers of `shown` would make from the reference, without taking it: what a
  /// resampled frame shows (``ResampledPointers``); the value itself if they make no measure.
  func value(showing shown: PointerTable) -> Double {
    guard let now = measure(shown), let reference else { return value }
    switch accumulation {
    case .ratio: return value * (now / reference)
    case .angle: return value + Self.wrapped(now - reference)
    }
  }

  /// The value's rate of change at `time` (per second).
  func velocity(at time: Double) -> Double { tracker.velocity(at: time).x }

  /// An angle difference brought into (−π, π]: the shortest way round.
  static func wrapped(_ angle: Double) -> Double {
    var a = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
    if a > Double.pi { a -= 2 * Double.pi }
    if a <= -Double.pi { a += 2 * Double.pi }
    return a
  }
}
