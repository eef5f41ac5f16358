import Motion
import Stage
import Testing

@testable import Scenes

/// A window resized while the modal moves: the motion stays continuous (no jump; in spring and
/// dynamics no change of velocity either) and it ends where the new layout puts it.
@Suite("Modal scene: resizing mid-flight")
struct ModalResizeTests {
  @Test(arguments: [SettleMode.spring, .dynamics, .timed])
  func aResizeDuringThePresentationKeepsTheMotionAndEndsInTheNewCentre(mode: SettleMode) {
    let scene = ModalScene(size: Size(width: 960, height: 640))
    scene.mode = mode
    scene.togglePresentation(at: 0)
    scene.advance(to: 0.15)
    let before = scene.modal.presentation.center
    let velocityBefore = scene.modalVelocity
    scene.resize(to: Size(width: 1200, height: 800))
    #expect(scene.modal.presentation.center.distance(to: before) < 1e-9)
    if mode != .timed {
      #expect((scene.modalVelocity - velocityBefore).magnitude < 1e-6 * velocityBefore.magnitude + 1e-9)
    }
    // One frame later it has moved on smoothly, not jumped.
    scene.advance(to: 0.15 + 1.0 / 60)
    #expect(scene.modal.presentation.center.distance(to: before) < velocityBefore.magnitude / 60 * 2 + 1)
    scene.advance(to: 3)
    #expect(scene.transition.phase == .presented)
    #expect(scene.modal.presentation.center == Vector2(x: 600, y: 400))
    #expect(scene.dimming.frame == Rect(x: 0, y: 0, width: 1200, height: 800))
  }

  @Test func aResizeWhileHeldKeepsTheModalUnderThePointer() {
    let scene = ModalScene(size: Size(width: 960, height: 640))
    scene.togglePresentation(at: 0)
    scene.advance(to: 1)
    scene.deliver(PointerEvent(kind: .down, location: Vector2(x: 480, y: 320), timestamp: 1))
    scene.deliver(PointerEvent(kind: .move, location: Vector2(x: 480, y: 400), timestamp: 1.05))
    let held = scene.modal.presentation.center
    scene.resize(to: Size(width: 800, height: 600))
    #expect(scene.modal.presentation.center == held)
    scene.deliver(PointerEvent(kind: .move, location: Vector2(x: 480, y: 410), timestamp: 1.1))
    #expect(scene.modal.presentation.center == held + Vector2(x: 0, y: 10))
  }
}
