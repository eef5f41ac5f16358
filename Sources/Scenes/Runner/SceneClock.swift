/// The scene's time, from the frame loop's: the same, shifted by however long the run has been
/// paused. Paused, it stands still (input is still handled and drawn, at the frozen instant);
/// a frame step moves it on by exactly one frame, so a hand-off can be studied frame by frame.
///
/// ```swift
/// var clock = SceneClock()
/// clock.pause(at: 2.0)
/// clock.sceneTime(at: 5.0)   // 2.0
/// clock.step(by: 1.0 / 60)   // 2.0167
/// clock.resume(at: 6.0)
/// clock.sceneTime(at: 6.5)   // 2.5167
/// ```
public struct SceneClock: Equatable, Sendable {
  public private(set) var isPaused = false
  /// Running: scene time = frame time − offset.
  private var offset = 0.0
  /// Paused: the scene time that stands still.
  private var frozen = 0.0

  public init() {}

  public func sceneTime(at frameTime: Double) -> Double {
    isPaused ? frozen : frameTime - offset
  }

  public mutating func pause(at frameTime: Double) {
    guard !isPaused else { return }
    frozen = sceneTime(at: frameTime)
    isPaused = true
  }

  public mutating func resume(at frameTime: Double) {
    guard isPaused else { return }
    offset = frameTime - frozen
    isPaused = false
  }

  /// The rewind: paused at `sceneTime`, a frame of the recorded past.
  public mutating func freeze(at sceneTime: Double) {
    frozen = sceneTime
    isPaused = true
  }

  /// One frame on, while paused; nothing while running.
  public mutating func step(by interval: Double) {
    guard isPaused, interval.isFinite, interval > 0 else { return }
    frozen += interval
  }

  // MARK: The hitch (J)

  /// How long J's slow frame lasts.
  public static let hitchDuration = 0.25
  /// J was pressed: the loop makes its next frame ``hitchDuration`` late.
  public private(set) var isHitchRequested = false
  /// The frame being made is the late one (the trace and the plot mark it).
  public private(set) var isHitchFrame = false

  /// J: the next frame comes ``hitchDuration`` late, as a stalled frame on a device would.
  public mutating func requestHitch() { isHitchRequested = true }

  /// The loop, before a frame: whether this frame is the late one (the loop then stalls, or its
  /// simulated clock skips, by ``hitchDuration``).
  public mutating func takeHitch() -> Bool {
    guard isHitchRequested else { return false }
    isHitchRequested = false
    isHitchFrame = true
    return true
  }

  /// The frame is made: the next one is on time unless J asks again.
  public mutating func endFrame() { isHitchFrame = false }
}
