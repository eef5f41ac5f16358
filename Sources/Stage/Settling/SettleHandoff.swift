import Motion

/// The drag-to-settle hand-off every scene uses: after a release, the subject's ``Settle``
/// starts from where it is on screen with the gesture's velocity, in the scene's ``SettleMode``:
/// an exact spring or a UIKit-Dynamics-style attachment carry the velocity on; the timed mode
/// ignores it (seed 000's "goop", for contrast). A settle in flight is sent elsewhere in place
/// with ``retargetCenter(of:to:mode:parameters:)``.
///
/// Velocities are on-screen points per second. In slow motion animation time runs slower than
/// the screen's, so the same on-screen speed is more animation points per animation second: the
/// animator converts (`inAnimationTime`, `onScreen`).
///
/// ```swift
/// let first = SettleHandoff.animateCenter(
///   of: pane, to: openCenter, velocity: pan.velocity, mode: .spring, parameters: parameters,
///   in: animator)
/// // first == pan.velocity (spring and dynamics)
/// ```
public enum SettleHandoff {
  /// Animates `layer`'s centre to `target` with a ``Settle`` and returns its first velocity on
  /// screen. It starts where the layer is on screen, or at `start` (a resize moves the subject).
  /// `completion` runs once: `true` at rest, `false` if the settle was replaced or removed.
  /// Under the animator's reduced `Animator.motionPreference` it is the reduced twin.
  @discardableResult
  public static func animateCenter(
    of layer: Layer, from start: Vector2? = nil, to target: Vector2, velocity: Vector2, mode: SettleMode,
    parameters: SettleParameters, in animator: Animator, completion: ((Bool) -> Void)? = nil
  ) -> Vector2 {
    let settle = Settle(
      mode: mode, parameters: parameters, from: start ?? layer.presentation.center,
      velocity: animator.inAnimationTime(velocity.isFinite ? velocity : .zero), to: target,
      itemSize: layer.size, motion: animator.motionPreference)
    layer.animateCenter(settle, in: animator, completion: completion)
    return animator.onScreen(settle.velocity)
  }

  /// Sends `layer`'s running ``Settle`` to `target` in place (see ``Settle/retarget(to:parameters:)``),
  /// keeping its completion, if it moves in `mode` (a settle of another mode is left alone: the
  /// caller starts a new one). Returns whether it did.
  @discardableResult
  public static func retargetCenter(
    of layer: Layer, to target: Vector2, mode: SettleMode, parameters: SettleParameters? = nil
  ) -> Bool {
    var retargeted = false
    layer.modifyCenterAnimation(as: Settle.self) { settle in
      guard settle.mode == mode else { return }
      settle.retarget(to: target, parameters: parameters)
      retargeted = true
    }
    return retargeted
  }
}
