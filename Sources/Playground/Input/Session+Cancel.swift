import Motion
import Scenes
import Stage

extension Session {
  /// Esc while pointers are down: each press ends as a cancel at `loopTime` (the scene settles as
  /// on any cancel: a pan's `cancelled` hands the subject back to its settle), and the rest of
  /// those presses (moves, release) never reach the scene. Returns whether anything was pressed.
  /// The cancels are not recorded: the recorded Esc makes them again on replay.
  func cancelPresses(at loopTime: Double) -> Bool {
    let pressed = activePointers.pointers
    guard !pressed.isEmpty else { return false }
    for pointer in pressed {
      var cancel = PointerEvent(
        kind: .cancel, location: pointer.location, timestamp: loopTime, id: pointer.id, device: pointer.device
      )
      activePointers.apply(cancel)
      video?.pointer(cancel)
      cancelledPointers.insert(pointer.id)
      cancel.timestamp = clock.sceneTime(at: loopTime)
      var request: SessionRequest?
      let onOverlay = instrument.handleOverlayPointer(
        cancel, scene: scene, frames: { self.overlayFrames() }, request: &request)
      if !onOverlay { scene.deliver(cancel) }
    }
    instrument.overlay.pressedPointer = nil
    instrument.overlay.show(toast: "gesture cancelled (Esc)")
    return true
  }
}
