/// The display link: owns the running animations, advances them all to a time it is given, and
/// says whether anything still runs (so the loop may sleep, as objc.io's Animator pauses).
///
/// Animations live under keys. Adding one under a key that is taken replaces the old one, whose
/// completion then runs with `finished: false`, as UIKit reports an interrupted animation.
///
/// Times passed in (`advance(to:)`, `startTime`) are on the caller's clock in seconds: frame
/// times and event timestamps. `timeScale` maps that clock to animation time, for slow motion.
///
/// ```swift
/// let animator = Animator()
/// animator.add(TimedAnimation(from: 0.0, to: 1.0, duration: 0.35), forKey: "navbar.alpha",
///              onUpdate: { alpha, _ in navbarAlpha = alpha },
///              completion: { finished in print("done", finished) })
/// animator.advance(to: 1.0 / 60)
/// ```
public final class Animator {
  /// The last time passed to ``advance(to:)``, on the caller's clock.
  public private(set) var now: Double
  /// Animation seconds per caller second; 0.1 is the Simulator's "slow animations".
  public var timeScale: Double = 1 {
    didSet {
      if !(timeScale.isFinite && timeScale > 0) { timeScale = oldValue }
    }
  }

  private var entries: [String: any AnyEntry] = [:]
  /// Insertion order, so that animations tick (and call back) in a repeatable order.
  private var order: [String] = []
  private var nextSerial = 0

  /// An animator whose clock starts at `now` (0 when not finite).
  public init(now: Double = 0) {
    self.now = now.isFinite ? now : 0
  }

  /// Whether any animation is running.
  public var isRunning: Bool { !entries.isEmpty }

  /// The keys of the running animations, in the order they were added.
  public var keys: [String] { order }

  /// Adds `animation` under `key`, replacing any animation there (its completion gets `false`).
  ///
  /// - Parameters:
  ///   - animation: the animation, at its start.
  ///   - key: the name it runs under; one animation per key.
  ///   - startTime: when the animation began, on the caller's clock; `nil` means ``now``. An
  ///     earlier time (an input event's timestamp inside the current frame) makes the animation
  ///     advance at once by the difference, exactly as if it had been added then.
  ///   - onUpdate: receives (value, velocity) when added and after every advance.
  ///   - completion: runs once, with `true` when the animation came to rest and `false` when
  ///     it was replaced or removed.
  public func add<A: Animation>(
    _ animation: A,
    forKey key: String,
    startTime: Double? = nil,
    onUpdate: @escaping (A.Value, A.Value) -> Void = { _, _ in },
    completion: ((Bool) -> Void)? = nil
  ) {
    nextSerial += 1
    let entry = Entry(animation: animation, serial: nextSerial, onUpdate: onUpdate, completion: completion)
    // Install the new entry before the old completion runs: that completion may itself add or
    // remove under this key, and the last call must win without leaving two entries behind.
    let replaced = entries.removeValue(forKey: key)
    if replaced != nil { order.removeAll { $0 == key } }
    entries[key] = entry
    order.append(key)
    replaced?.completion?(false)
    guard entries[key] === entry else { return }
    var lead = 0.0
    if let startTime, startTime.isFinite, startTime < now {
      lead = (now - startTime) * timeScale
    }
    entry.advance(by: lead)
    if entry.isFinished { finish(key: key, serial: entry.serial) }
  }

  /// Removes the animation under `key`; its completion runs with `finished: false`.
  public func removeAnimation(forKey key: String) {
    guard let entry = entries.removeValue(forKey: key) else { return }
    order.removeAll { $0 == key }
    entry.completion?(false)
  }

  /// Removes every animation, calling each completion with `finished: false`.
  public func removeAllAnimations() {
    for key in order { removeAnimation(forKey: key) }
  }

  /// The running animation under `key`, if it is of type `A`.
  public func animation<A: Animation>(forKey key: String, as type: A.Type = A.self) -> A? {
    (entries[key] as? Entry<A>)?.animation
  }

  /// Advances every animation to `time` (caller's clock), calls their updates, removes the
  /// finished ones and calls their completions with `true`. Returns whether anything still runs.
  /// A time that is earlier than ``now`` or not finite is ignored (time never runs backwards).
  @discardableResult
  public func advance(to time: Double) -> Bool {
    guard time.isFinite, time > now else { return isRunning }
    let dt = (time - now) * timeScale
    now = time
    for key in order {
      // A callback may have removed or replaced this key during the loop.
      guard let entry = entries[key] else { continue }
      entry.advance(by: dt)
    }
    for key in order {
      if let entry = entries[key], entry.isFinished { finish(key: key, serial: entry.serial) }
    }
    return isRunning
  }

  /// Removes a finished entry, unless a callback has already replaced it.
  private func finish(key: String, serial: Int) {
    guard let entry = entries[key], entry.serial == serial else { return }
    entries[key] = nil
    order.removeAll { $0 == key }
    entry.completion?(true)
  }
}

/// Type erasure for the animator's table.
private protocol AnyEntry: AnyObject {
  var serial: Int { get }
  var completion: ((Bool) -> Void)? { get }
  var isFinished: Bool { get }
  func advance(by dt: Double)
}

private final class Entry<A: Animation>: AnyEntry {
  var animation: A
  let serial: Int
  let onUpdate: (A.Value, A.Value) -> Void
  let completion: ((Bool) -> Void)?

  init(
    animation: A, serial: Int, onUpdate: @escaping (A.Value, A.Value) -> Void,
    completion: ((Bool) -> Void)?
  ) {
    self.animation = animation
    self.serial = serial
    self.onUpdate = onUpdate
    self.completion = completion
  }

  var isFinished: Bool { animation.isFinished }

  func advance(by dt: Double) {
    animation.advance(by: dt)
    onUpdate(animation.value, animation.velocity)
  }
}
