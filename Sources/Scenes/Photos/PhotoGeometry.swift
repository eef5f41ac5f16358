import Foundation
import Motion

/// Where the photo is on screen: its centre (window points), its zoom (1: fitted to the
/// window) and its turn (radians, clockwise positive, as a layer's rotation).
public struct PhotoGeometry: Sendable, Equatable {
  public var center: Vector2
  public var zoom: Double
  public var angle: Double

  public init(center: Vector2, zoom: Double, angle: Double) {
    self.center = center
    self.zoom = zoom
    self.angle = angle
  }

  /// The straight blend: `self` at 0, `other` at 1 (the open and close transitions move every
  /// value on one progress).
  public func interpolated(to other: PhotoGeometry, by fraction: Double) -> PhotoGeometry {
    PhotoGeometry(
      center: center + fraction * (other.center - center),
      zoom: zoom + fraction * (other.zoom - zoom),
      angle: angle + fraction * (other.angle - angle))
  }

  /// The photo's own point (from its centre, in fitted points, unturned) under `point` on screen.
  public func localPoint(under point: Vector2) -> Vector2 {
    (1 / zoom) * Self.rotate(point - center, by: -angle)
  }

  /// Where the photo's own point `local` is on screen.
  public func screenPoint(of local: Vector2) -> Vector2 {
    center + zoom * Self.rotate(local, by: angle)
  }

  /// `vector` turned by `angle` (clockwise on a y-down screen for a positive angle).
  public static func rotate(_ vector: Vector2, by angle: Double) -> Vector2 {
    let c = cos(angle)
    let s = sin(angle)
    return Vector2(x: c * vector.x - s * vector.y, y: s * vector.x + c * vector.y)
  }

  /// The derivative of ``rotate(_:by:)`` with respect to the angle.
  static func rotateDerivative(_ vector: Vector2, by angle: Double) -> Vector2 {
    let c = cos(angle)
    let s = sin(angle)
    return Vector2(x: -s * vector.x - c * vector.y, y: c * vector.x - s * vector.y)
  }

  /// The multiple of `step` nearest `angle`.
  static func nearest(_ angle: Double, step: Double) -> Double {
    (angle / step).rounded() * step
  }
}
