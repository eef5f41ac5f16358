import CSDL2
import Foundation
import Motion
import Stage

/// Turns shapes into anti-aliased triangles, in canvas pixels: a convex outline filled as a fan,
/// and around it a one-pixel fringe whose outer vertices have alpha 0, so the edge's pixels are
/// blended by coverage (no staircase on a turned edge or a rounded corner).
enum Tessellator {
  /// The outline of `shape` mapped by `transform` (shape space → pixels), clockwise on screen.
  /// Each corner's arc gets enough segments that no chord strays more than about a tenth of a
  /// pixel from the circle.
  static func outline(of shape: RoundedRectangle, transform: Transform2D) -> [Vector2] {
    let width = shape.size.width
    let height = shape.size.height
    let radius = shape.cornerRadius
    let pixelRadius = radius * transform.scale
    guard pixelRadius >= 0.5 else {
      return [
        Vector2(x: 0, y: 0), Vector2(x: width, y: 0), Vector2(x: width, y: height), Vector2(x: 0, y: height),
      ].map(transform.apply(to:))
    }
    // Chord error r(1 − cos(θ/2)) ≤ 0.1 px.
    let step = 2 * acos(max(-1, 1 - 0.1 / pixelRadius))
    let segments = max(2, min(32, Int((Double.pi / 2 / step).rounded(.up))))
    let centers = [
      (Vector2(x: width - radius, y: radius), -Double.pi / 2),  // top right: from up to right
      (Vector2(x: width - radius, y: height - radius), 0.0),  // bottom right
      (Vector2(x: radius, y: height - radius), Double.pi / 2),  // bottom left
      (Vector2(x: radius, y: radius), Double.pi),  // top left
    ]
    var points: [Vector2] = []
    points.reserveCapacity(4 * (segments + 1))
    for (center, start) in centers {
      for index in 0...segments {
        let angle = start + Double(index) / Double(segments) * Double.pi / 2
        points.append(
          transform.apply(to: Vector2(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))))
      }
    }
    return points
  }

  /// Fills the convex polygon `points` (pixels, clockwise on screen) with `color`, with an
  /// anti-aliasing fringe half a pixel inside and half outside the outline.
  static func fillConvex(_ points: [Vector2], color: SDL_Color, into batch: inout GeometryBatch) {
    let count = points.count
    guard count >= 3 else { return }
    var transparent = color
    transparent.a = 0
    let offsets = fringeOffsets(points)
    let first = Int32(batch.vertices.count)
    for index in 0..<count {
      _ = batch.vertex(points[index] - offsets[index], color)
      _ = batch.vertex(points[index] + offsets[index], transparent)
    }
    // Inner vertices are first + 2i, outer first + 2i + 1.
    for index in 1..<(count - 1) {
      batch.triangle(first, first + Int32(2 * index), first + Int32(2 * (index + 1)))
    }
    for index in 0..<count {
      let next = (index + 1) % count
      let inner = first + Int32(2 * index)
      let innerNext = first + Int32(2 * next)
      batch.quad(inner, inner + 1, innerNext + 1, innerNext)
    }
  }

  /// For each vertex of a convex polygon, the outward offset that moves both adjacent edges
  /// half a pixel out (a miter, capped so a sharp corner does not spike).
  static func fringeOffsets(_ points: [Vector2]) -> [Vector2] {
    let count = points.count
    let orientation = signedArea(points) >= 0 ? 1.0 : -1.0
    func outwardNormal(from a: Vector2, to b: Vector2) -> Vector2 {
      let edge = b - a
      let length = edge.magnitude
      guard length > 1e-9 else { return .zero }
      // Clockwise on screen (y down) has a positive signed area; its outside is to the left of
      // each edge's direction.
      return Vector2(x: edge.y / length, y: -edge.x / length) * orientation
    }
    var offsets: [Vector2] = []
    offsets.reserveCapacity(count)
    for index in 0..<count {
      let previous = points[(index + count - 1) % count]
      let current = points[index]
      let next = points[(index + 1) % count]
      let n1 = outwardNormal(from: previous, to: current)
      let n2 = outwardNormal(from: current, to: next)
      var miter = n1 + n2
      let length = miter.magnitude
      guard length > 1e-9 else {
        offsets.append(0.5 * (n1 == .zero ? n2 : n1))
        continue
      }
      miter = miter / length
      let cosine = max(0.25, miter.x * n1.x + miter.y * n1.y)
      offsets.append((0.5 / cosine) * miter)
    }
    return offsets
  }

  /// Twice the signed area; positive when the points run clockwise on screen (y down).
  static func signedArea(_ points: [Vector2]) -> Double {
    var area = 0.0
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    return area
  }

  /// A stroke through `points` (pixels), `width` pixels wide, one quad per segment with an
  /// anti-aliased fringe; a non-finite point leaves a gap.
  static func stroke(_ points: [Vector2], width: Double, color: SDL_Color, into batch: inout GeometryBatch) {
    guard points.count >= 2 else { return }
    let half = max(0.5, width / 2)
    for index in 0..<(points.count - 1) {
      let a = points[index]
      let b = points[index + 1]
      guard a.isFinite, b.isFinite else { continue }
      let direction = b - a
      let length = direction.magnitude
      guard length > 1e-6 else { continue }
      let along = direction / length * 0.5
      let across = Vector2(x: -direction.y / length, y: direction.x / length) * half
      // Extend each segment by half a pixel so consecutive segments meet without a notch.
      let quad = [a - along + across, b + along + across, b + along - across, a - along - across]
      fillConvex(quad, color: color, into: &batch)
    }
  }
}
