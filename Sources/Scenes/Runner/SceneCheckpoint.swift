import Motion
import Stage

/// A logged frame after which the scene stood at rest as a scene just started stands: nothing
/// held or moving, no timer waiting, every layer, state and setting as a fresh scene of the same
/// kind, size and settings has them, its tuning the one it started with. What came before it
/// leaves nothing behind that the frames after it can tell, so a replay may begin there with a
/// fresh scene instead of from the run's start (a scene file's reload: ``SceneRunner/replayed(under:start:from:rewriting:observing:)``).
///
/// A runner notes its checkpoints when asked (``SceneRunner/marksCheckpoints``): each is checked
/// once, as the scene comes to rest, against a scene made fresh there.
public struct SceneCheckpoint: Sendable, Equatable {
  /// The frame's index in the log.
  public let index: Int
  /// The scene time the frame advanced to.
  public let sceneTime: Double
  /// How a runner begins there: the scene then, its size and settings, the tuning it started with.
  public let start: SceneRunner.Start
  /// Its hit testing (not part of a run's start).
  public let hitTestMode: HitTestMode
}
