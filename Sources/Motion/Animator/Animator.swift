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

  /// Slow motion: animation time runs at ``slowMotionScale`` of the caller's clock (the iOS
  /// Simulator's "slow animations"); false restores real time.
  public var isSlowMotion: Bool {
    get { timeScale < 1 }
    set { timeScale = newValue ? Self.slowMotionScale : 1 }
  }

  /// Animation seconds per caller second in slow motion.
  public static let slowMotionScale = 0.1

  /// What a hand's release plays in slow motion: the full-speed flick's path, slowed (the
  /// default), or its on-screen speed kept. It decides the clock of the rates that
  /// ``onScreen(_:)`` and ``inAnimationTime(_:)`` give; at full speed (``timeScale`` 1) it
  /// changes nothing.
  public var slowMotionRelease: SlowMotionRelease = .fullSpeedPath

  /// Whether the animations started on this display link play in full or as their reduced twin.
  /// Like ``timeScale`` it is the host's one setting that every animation started on it sees,
  /// so no settle can miss it; the animator itself runs both alike.
  public var motionPreference = MotionPreference.full

  /// The caller's rates per animation rate: ``timeScale`` when rates are kept on screen
  /// (``SlowMotionRelease/onScreenSpeed``), else 1 (rates are the animations' own).
  public var rateScale: Double { slowMotionRelease == .onScreenSpeed ? timeScale : 1 }

  /// An animation's rate (points, or units, per animation second) as the caller's rates are
  /// given: per second of the caller's clock when releases keep their on-screen speed, else
  /// unchanged (``slowMotionRelease``). Scenes speak the caller's rates only; these three
  /// conversions are the one place slow motion's scale is applied.
  public func onScreen<V: AnimatableValue>(_ animationRate: V) -> V { rateScale * animationRate }

  /// A caller's rate (a gesture's velocity) as an animation's rate, to start an animation with:
  /// the inverse of ``onScreen(_:)``, so a velocity read from one animation starts the next
  /// without a jump under either rule.
  public func inAnimationTime<V: AnimatableValue>(_ screenRate: V) -> V { (1 / rateScale) * screenRate }

  /// How much animation time passes in `interval` seconds of the caller's clock.
  public func animationInterval(_ interval: Double) -> Double { interval * timeScale }

  private var entries: [AnimationKey: any AnyEntry] = [:]
  /// The entries in the order they were added, so that animations tick (and call back) in a
  /// repeatable order. Removing or replacing an entry only leaves its slot stale (its serial no
  /// longer matches `entries`), which is O(1); each advance drops the stale slots in the one
  /// pass it makes anyway. Removing from an ordered array instead cost O(n) per removal, so
  /// n animations ending in the same frame took O(n²).
  private var order: [(key: AnimationKey, serial: Int)] = []
  private var nextSerial = 0

  /// An animator whose clock starts at `now` (0 when not finite).
  public init(now: Double = 0) {
    self.now = now.isFinite ? now : 0
  }

  /// Whether any animation is running.
  public var isRunning: Bool { !entries.isEmpty }

  /// The keys of the running animations, in the order they were added.
  public var keys: [AnimationKey] { order.filter(isLive).map(\.key) }

  /// How many order slots are kept, stale ones included (for the tests of the bookkeeping).
  var slotCount: Int { order.count }

  /// Whether an `order` slot still names the entry running under its key.
  private func isLive(_ slot: (key: AnimationKey, serial: Int)) -> Bool {
    entries[slot.key]?.serial == slot.serial
  }

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
    forKey key: AnimationKey,
    startTime: Double? = nil,
    onUpdate: @escaping (A.Value, A.Value) -> Void = { _, _ in },
    completion: ((Bool) -> Void)? = nil
  ) {
    nextSerial += 1
    let entry = Entry(animation: animation, serial: nextSerial, onUpdate: onUpdate, completion: completion)
    // Install the new entry before the old completion runs: that completion may itself add or
    // remove under this key, and the last call must win without leaving two entries behind.
    let replaced = entries.removeValue(forKey: key)
    entries[key] = entry
    // Adds and removals without an advance between them leave stale slots behind: drop them
    // once they outnumber the live ones, so the cost stays amortised O(1).
    if order.count > 2 * entries.count + 16 { order.removeAll { !isLive($0) } }
    order.append((key, entry.serial))
    replaced?.completion?(false)
    guard entries[key] === entry else { return }
    var lead = 0.0
    if let startTime, startTime.isFinite, startTime < now {
      lead = (now - startTime) * timeScale
    }
    entry.advance(by: lead)
    if entry.isFinished { finish(key: key, serial: entry.serial) }
  }

  /// Adds `animation` under the key named `name` (see ``AnimationKey/init(_:)``).
  public func add<A: Animation>(
    _ animation: A,
    forKey name: String,
    startTime: Double? = nil,
    onUpdate: @escaping (A.Value, A.Value) -> Void = { _, _ in },
    completion: ((Bool) -> Void)? = nil
  ) {
    add(
      animation, forKey: AnimationKey(name), startTime: startTime, onUpdate: onUpdate, completion: completion)
  }

  /// Removes the animation under `key`; its completion runs with `finished: false`.
  public func removeAnimation(forKey key: AnimationKey) {
    guard let entry = entries.removeValue(forKey: key) else { return }
    entry.completion?(false)
  }

  /// Removes the animation under the key named `name`.
  public func removeAnimation(forKey name: String) { removeAnimation(forKey: AnimationKey(name)) }

  /// Removes every animation, calling each completion with `finished: false`.
  public func removeAllAnimations() {
    for slot in order where isLive(slot) { removeAnimation(forKey: slot.key) }
    order.removeAll { !isLive($0) }
  }

  /// The running animation under `key`, if it is of type `A`.
  public func animation<A: Animation>(forKey key: AnimationKey, as type: A.Type = A.self) -> A? {
    (entries[key] as? Entry<A>)?.animation
  }

  /// Changes the running animation under `key` in place, if it is of type `A`: POP's live
  /// `toValue`, Wave's `target`. Unlike replacing it, nothing is removed, so no completion runs
  /// with `finished: false` and the animation keeps its place in the order; its update runs
  /// with the changed value, and an animation the change brought to rest completes at once.
  /// Returns whether an animation of type `A` ran under `key`.
  @discardableResult
  public func modifyAnimation<A: Animation>(
    forKey key: AnimationKey, as type: A.Type = A.self, _ change: (inout A) -> Void
  ) -> Bool {
    guard let entry = entries[key] as? Entry<A> else { return false }
    change(&entry.animation)
    entry.onUpdate(entry.animation.value, entry.animation.velocity)
    if entry.isFinished { finish(key: key, serial: entry.serial) }
    return true
  }

  /// The running animation under the key named `name`, if it is of type `A`.
  public func animation<A: Animation>(forKey name: String, as type: A.Type = A.self) -> A? {
    animation(forKey: AnimationKey(name), as: type)
  }

  /// Advances every animation to `time` (caller's clock), calls their updates, removes the
  /// finished ones and calls their completions with `true`. Returns whether anything still runs.
  /// A time that is earlier than ``now`` or not finite is ignored (time never runs backwards).
  @discardableResult
  public func advance(to time: Double) -> Bool {
    guard time.isFinite, time > now else { return isRunning }
    let dt = (time - now) * timeScale
    now = time
    for slot in order {
      // A callback may have removed or replaced this key during the loop.
      guard let entry = entries[slot.key], entry.serial == slot.serial else { continue }
      entry.advance(by: dt)
    }
    for slot in order {
      if let entry = entries[slot.key], entry.serial == slot.serial, entry.isFinished {
        finish(key: slot.key, serial: slot.serial)
      }
    }
    order.removeAll { !isLive($0) }
    return isRunning
  }

  /// Removes a finished entry, unless a callback has already replaced it.
  private func finish(key: AnimationKey, serial: Int) {
    guard let entry = entries[key], entry.serial == serial else { return }
    entries[key] = nil
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
