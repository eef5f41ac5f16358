import Foundation
import Motion
import Stage
import Testing

@testable import Scenes

/// A double tap's zoom under reduced motion (docs/reduced-motion.md): a cross-fade between the
/// photo at the zoom it had and the photo at its new one, each drawn where it rests; nothing
/// zooms or travels on screen, and it ends where full motion's zoom ends.
@Suite("Photos: a double tap's cross-fade under reduced motion")
struct PhotosZoomFadeTests {
  /// Photo 7 open and at rest at t = 2, with `motion`.
  static func opened(_ motion: MotionPreference) -> PhotosScene {
    let scene = PhotosSceneTests.opened()
    scene.motion = motion
    return scene
  }

  static func doubleTap(_ scene: PhotosScene, at point: Vector2, from start: Double) {
    for (t, kind) in [(0.0, PointerEvent.Kind.down), (0.05, .up), (0.15, .down), (0.2, .up)] {
      scene.deliver(PointerEvent(kind: kind, location: point, timestamp: start + t))
    }
  }

  /// The open photo layers in the root, back to front.
  static func photoLayers(_ scene: PhotosScene) -> [Layer] {
    scene.root.sublayers.filter { $0.name.hasPrefix("photo.") }
  }

  static func geometry(of layer: Layer) -> PhotoGeometry {
    let shown = layer.presentation
    return PhotoGeometry(center: shown.center, zoom: shown.scale, angle: shown.rotation)
  }

  /// Where full motion's double tap at `point` comes to rest, and where it started.
  static func fullMotionEnd(tapping point: Vector2, twice: Bool = false) -> PhotoGeometry {
    let scene = opened(.full)
    doubleTap(scene, at: point, from: 2.1)
    if twice {
      scene.advance(to: 5)
      doubleTap(scene, at: point, from: 5.1)
    }
    scene.advance(to: 9)
    return scene.geometry
  }

  @Test func aZoomInFadesTheNewZoomInOverTheOldWithoutATrip() {
    let point = Vector2(x: 300, y: 200)
    let scene = Self.opened(.reduced)
    let before = scene.geometry
    let old = scene.photoLayer
    Self.doubleTap(scene, at: point, from: 2.1)
    let tapped = 2.3
    let end = Self.fullMotionEnd(tapping: point)
    // At once at full motion's end, drawn anew on top of the old drawing, which stays put.
    #expect(
      scene.geometry.center.distance(to: end.center) < 1e-9 && abs(scene.geometry.zoom - end.zoom) < 1e-12)
    let layers = Self.photoLayers(scene)
    #expect(layers.count == 2 && layers.first === old && layers.last === scene.photoLayer)
    var t = tapped
    while t < tapped + ReducedFade.duration - 1e-9 {
      scene.advance(to: t)
      let progress = (t - tapped) / ReducedFade.duration
      guard let incoming = scene.photoLayer, let old else { break }
      // The new drawing fades in linearly where it rests; the old one stays opaque where it was.
      #expect(abs(incoming.presentation.alpha - progress) < 1e-9, "t \(t)")
      #expect(old.presentation.alpha == 1)
      #expect(Self.geometry(of: incoming).center.distance(to: end.center) < 1e-9)
      #expect(abs(Self.geometry(of: incoming).zoom - end.zoom) < 1e-12)
      #expect(Self.geometry(of: old).center.distance(to: before.center) < 1e-9)
      #expect(abs(Self.geometry(of: old).zoom - before.zoom) < 1e-12)
      #expect(scene.phase == .settling)
      t += 1.0 / 60
    }
    scene.advance(to: tapped + ReducedFade.duration + 0.01)
    #expect(Self.photoLayers(scene).count == 1 && scene.photoLayer?.presentation.alpha == 1)
    #expect(old?.superlayer == nil)
    #expect(scene.isAtRest && scene.phase == .viewing)
  }

  @Test func aZoomOutFadesTheOldZoomOutOverTheNew() {
    let point = Vector2(x: 300, y: 200)
    let scene = Self.opened(.reduced)
    Self.doubleTap(scene, at: point, from: 2.1)
    scene.advance(to: 3)
    let zoomed = scene.geometry
    let old = scene.photoLayer
    Self.doubleTap(scene, at: point, from: 5.1)
    let end = Self.fullMotionEnd(tapping: point, twice: true)
    #expect(
      scene.geometry.center.distance(to: end.center) < 1e-9 && abs(scene.geometry.zoom - end.zoom) < 1e-12)
    // The old, larger drawing is on top and fades out; the new one is opaque beneath it.
    let layers = Self.photoLayers(scene)
    #expect(layers.count == 2 && layers.last === old && layers.first === scene.photoLayer)
    scene.advance(to: 5.3 + 0.1)
    #expect(abs((old?.presentation.alpha ?? 0) - (1 - 0.1 / ReducedFade.duration)) < 1e-9)
    #expect(scene.photoLayer?.presentation.alpha == 1)
    if let old { #expect(Self.geometry(of: old).center.distance(to: zoomed.center) < 1e-9) }
    scene.advance(to: 6)
    #expect(Self.photoLayers(scene).count == 1 && old?.superlayer == nil)
  }

  /// A press mid-fade keeps the drawing seen more, opaque, and holds it from there.
  @Test(arguments: [0.1, 0.2])
  func aPressMidFadeTakesTheZoomSeenMore(after elapsed: Double) {
    let point = Vector2(x: 300, y: 200)
    let scene = Self.opened(.reduced)
    let before = scene.geometry
    let old = scene.photoLayer
    Self.doubleTap(scene, at: point, from: 2.1)
    let end = scene.geometry
    let new = scene.photoLayer
    scene.deliver(PointerEvent(kind: .down, location: point, timestamp: 2.3 + elapsed))
    let keepsNew = elapsed / ReducedFade.duration >= 0.5
    #expect(scene.photoLayer === (keepsNew ? new : old))
    #expect(scene.geometry == (keepsNew ? end : before))
    #expect(Self.photoLayers(scene).count == 1 && scene.photoLayer?.presentation.alpha == 1)
    scene.deliver(PointerEvent(kind: .up, location: point, timestamp: 2.5 + elapsed))
    scene.advance(to: 6)
    #expect(Self.photoLayers(scene).count == 1)
  }

  /// Full motion's double tap still zooms on its spring: the photo passes through zooms between.
  @Test func fullMotionStillZooms() {
    let scene = Self.opened(.full)
    Self.doubleTap(scene, at: Vector2(x: 300, y: 200), from: 2.1)
    scene.advance(to: 2.4)
    #expect(scene.geometry.zoom > 1.05 && scene.geometry.zoom < 2.4)
    #expect(Self.photoLayers(scene).count == 1)
  }
}
