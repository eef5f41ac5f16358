import Motion
import Scenes
import Stage

extension Session {
  /// Esc (key `name`) while a press is in progress, on the scene or on an overlay: each ends as
  /// a cancel at `loopTime` (the scene settles as on any cancel: a pan's `cancelled` hands the
  /// subject back to its settle), and the rest of those presses (moves, release) never reaches
  /// the scene. Returns whether anything was pressed. The log keeps the key with its cancels.
  func cancelPresses(named name: String, at loopTime: Double) -> Bool {
    let pressed = presses.active.pointers
    guard !pressed.isEmpty else { return false }
    _ = instrument.cancelOverlayPress()
    runner.hostKey(name, at: loopTime, noted: [], requested: [.cancelPresses])
    for pointer in pressed {
      showPointer(
        PointerEvent(
          kind: .cancel, location: pointer.location, timestamp: loopTime, id: pointer.id,
          device: pointer.device))
    }
    instrument.touches.pressed = nil
    instrument.toasts.show("gesture cancelled (Esc)")
    return true
  }
}
