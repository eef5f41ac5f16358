import Foundation
import Motion

/// A 2-D affine map, `CGAffineTransform`'s layout: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Layers compose these to go from their own bounds to the window: translate to the centre,
/// rotate, scale, translate by half the size back. y grows downwards, so a positive angle turns
/// clockwise on screen, as on iOS.
///
/// ```swift
/// let turn = Transform2D(rotation: .pi / 2)
/// turn.apply(to: Vector2(x: 1, y: 0))  // (0, 1): a quarter turn clockwise on screen
/// let back = turn.inverted()!.apply(to: Vector2(x: 0, y: 1))  // (1, 0)
/// ```
public struct Transform2D: Sendable, Hashable {
  /// The x axis's x component: how much x feeds x.
  public var a: Double
  /// The x axis's y component: how much x feeds y.
  public var b: Double
  /// The y axis's x component: how much y feeds x.
  public var c: Double
  /// The y axis's y component: how much y feeds y.
  public var d: Double
  /// The translation along x.
  public var tx: Double
  /// The translation along y.
  public var ty: Double

  /// A transform from its six coefficients, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A move by `translation`.
  public init(translation: Vector2) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: translation.x, ty: translation.y)
  }

  /// A turn by `rotation` radians, clockwise on screen for a positive angle.
  public init(rotation: Double) {
    // No turn, nearly every layer's, without the two calls: cos(±0) is 1 and sin(±0) is ±0.
    let cosine = rotation == 0 ? 1 : cos(rotation)
    let sine = rotation == 0 ? rotation : sin(rotation)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A uniform scale by `scale` about the origin.
  public init(scale: Double) {
    self.init(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
  }

  /// `self` after `first`: the point goes through `first`, then through `self`.
  public func concatenating(after first: Transform2D) -> Transform2D {
    Transform2D(
      a: a * first.a + c * first.b,
      b: b * first.a + d * first.b,
      c: a * first.c + c * first.d,
      d: b * first.c + d * first.d,
      tx: a * first.tx + c * first.ty + tx,
      ty: b * first.tx + d * first.ty + ty)
  }

  /// Maps a point: (a·x + c·y + tx, b·x + d·y + ty).
  public func apply(to point: Vector2) -> Vector2 {
    Vector2(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Maps a direction (no translation).
  public func applyToVector(_ vector: Vector2) -> Vector2 {
    Vector2(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
  }

  /// How the transform scales areas (a·d − b·c); zero when it squashes the plane.
  public var determinant: Double { a * d - b * c }

  /// The inverse map, or nil when the transform squashes the plane (a zero scale).
  public func inverted() -> Transform2D? {
    let det = determinant
    guard det.isFinite, abs(det) > 1e-12 else { return nil }
    return Transform2D(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// The turn this transform applies, in radians (for a rotation and uniform scale).
  public var rotation: Double { atan2(b, a) }

  /// The uniform scale this transform applies (the length of a unit vector after it).
  public var scale: Double { (a * a + b * b).squareRoot() }

  /// Whether rectangles stay axis-aligned: no turn other than none (a mirror is not expected).
  public var isAxisAligned: Bool { abs(b) < 1e-9 && abs(c) < 1e-9 && a > 0 && d > 0 }

  /// Whether every coefficient is a finite number.
  public var isFinite: Bool {
    // x − x is 0 for a finite x and NaN for an infinite or NaN one, and a NaN keeps the sum
    // NaN: one comparison instead of six tests and their branches (asked of every layer drawn,
    // 100 000 cards a frame in the stress scene).
    (a - a) + (b - b) + (c - c) + (d - d) + (tx - tx) + (ty - ty) == 0
  }

  /// The axis-aligned box around `rect` once mapped.
  public func boundingBox(of rect: Rect) -> Rect {
    // No turn (nearly every layer, several times a frame each): the box's two x and two y
    // mapped alone. For a finite rectangle these are the corners' numbers (c·y and b·x are
    // zeros, which change a sum at most in a zero's sign).
    if b == 0 && c == 0 {
      let left = a * rect.minX + tx
      let right = a * rect.maxX + tx
      let top = d * rect.minY + ty
      let bottom = d * rect.maxY + ty
      let minX = min(left, right)
      let minY = min(top, bottom)
      return Rect(x: minX, y: minY, width: max(left, right) - minX, height: max(top, bottom) - minY)
    }
    // Four corners in locals, not arrays: this runs for every layer every frame (three arrays
    // here were three heap allocations per card in the stress scene).
    let a = apply(to: Vector2(x: rect.minX, y: rect.minY))
    let b = apply(to: Vector2(x: rect.maxX, y: rect.minY))
    let c = apply(to: Vector2(x: rect.maxX, y: rect.maxY))
    let d = apply(to: Vector2(x: rect.minX, y: rect.maxY))
    let minX = min(a.x, b.x, c.x, d.x)
    let minY = min(a.y, b.y, c.y, d.y)
    return Rect(
      x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
  }
}
