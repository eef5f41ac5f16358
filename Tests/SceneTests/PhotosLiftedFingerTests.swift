import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// A pinch-to-dismiss that loses a finger: the photo stays under the finger that stays and goes
/// on from where it is, as a drag of that finger; let go, the completion starts there with the
/// fingers' velocity. Issue 42 §2.1: at the lift the photo jumped to a place under neither
/// finger (by the distance from the centroid to the first finger's press point), the drag
/// having been anchored on the rotation's centroid and moved by the pan's location.
@Suite("Photos: a finger lifted from a pinch-to-dismiss")
struct PhotosLiftedFingerTests {
  /// Photo 7 open at rest; two fingers pinch it in (half-span 100 → 60 pt over 0.2 s), turn it
  /// 0.3 rad and carry it 60 pt down (300 pt/s), and stay down. Returns the two fingers' ends.
  static func pinchedIn(_ mode: SettleMode = .spring) -> (PhotosScene, finger1: Vector2, finger2: Vector2) {
    let scene = PhotosSceneTests.opened(mode)
    let center = { (t: Double) in Vector2(x: 480, y: 320 + 300 * t) }
    let half = { (t: Double) in 100 - 200 * t }
    let angle = { (t: Double) in 1.5 * t }
    PhotosSceneTests.pinch(
      scene, start: 2.1, duration: 0.2, center: center, half: half, angle: angle, lift: false)
    let offset = half(0.2) * Vector2(x: cos(angle(0.2)), y: sin(angle(0.2)))
    return (scene, center(0.2) - offset, center(0.2) + offset)
  }

  /// Either finger lifts: the second (the pan's location is the first finger's own) or the
  /// first (the pan's location is then 2 × 60 pt from the finger that stays, in its first
  /// finger's frame).
  @Test(arguments: [SettleMode.spring, .dynamics, .timed], [2, 1])
  func thePhotoStaysUnderTheFingerThatStays(mode: SettleMode, lifted: Int) {
    let (scene, finger1, finger2) = Self.pinchedIn(mode)
    #expect(scene.phase == .dismissing)
    let (stays, staying) = lifted == 2 ? (finger1, 1) : (finger2, 2)
    let before = scene.geometry
    let local = before.localPoint(under: stays)
    PhotosSceneTests.touch(scene, .up, lifted, lifted == 2 ? finger2 : finger1, at: 2.3)
    #expect(scene.phase == .dismissing)
    let jump = scene.geometry.center.distance(to: before.center)
    #expect(jump < 1e-9, "the photo jumped \(jump) pt when a finger lifted")
    // The remaining finger drags on down at the fingers' 300 pt/s: the photo's point under it
    // stays under it while the drag shrinks the photo.
    var worst = 0.0
    var finger = stays
    for step in 1...10 {
      let time = 2.3 + 0.008 * Double(step)
      finger = stays + Vector2(x: 0, y: 2.4 * Double(step))
      PhotosSceneTests.touch(scene, .move, staying, finger, at: time)
      scene.advance(to: time)
      worst = max(worst, scene.geometry.screenPoint(of: local).distance(to: finger))
    }
    #expect(worst < 1e-6, "the point under the finger drifted \(worst) pt")
    #expect(scene.geometry.zoom < before.zoom, "the drag down shrinks the photo")
    // Let go: the completion starts where the photo is, with the fingers' velocity.
    let held = scene.geometry
    PhotosSceneTests.touch(scene, .up, staying, finger, at: 2.38)
    let handoff = scene.lastHandoff
    #expect(handoff?.from == held.center)
    let vy = handoff?.releaseVelocity.y ?? 0
    #expect(abs(vy - 300) < 3, "released at \(vy) pt/s")
    #expect(handoff?.finished == true)
  }

  /// Alt-drag lifts its two touches one after the other at the same instant: the first lift
  /// must not move the photo, so the completion starts where the fingers left it, with the
  /// pinch's velocity.
  @Test(arguments: [SettleMode.spring, .dynamics, .timed])
  func bothFingersLiftedAtOnceHandOffFromWhereThePhotoIs(mode: SettleMode) {
    let (scene, finger1, finger2) = Self.pinchedIn(mode)
    let before = scene.geometry
    PhotosSceneTests.touch(scene, .up, 1, finger1, at: 2.3)
    #expect(scene.geometry.center.distance(to: before.center) < 1e-9)
    PhotosSceneTests.touch(scene, .up, 2, finger2, at: 2.3)
    #expect(scene.lastHandoff?.from == before.center)
    #expect(scene.phase == .closing)
    // The pinch's own velocity (the zoom fell from 1 to 0.6 in 0.2 s) carries the completion.
    #expect((scene.lastScaleHandoff?.release ?? 0) < -1.5)
    scene.advance(to: 5)
    #expect(scene.phase == .grid)
  }
}
