import Foundation
import Motion
import Stage

/// Coverage masks computed on the CPU once and cached as textures by Playground's `SpriteCache`:
/// how much of each pixel a shape covers (0…1), anti-aliased, and a soft shadow's blurred
/// coverage.
/// Pure functions, so they are tested without SDL.
package struct CoverageMask: Equatable {
  package let width: Int
  package let height: Int
  /// Row-major coverage, 0…1.
  package var values: [Float]

  package subscript(x x: Int, y y: Int) -> Float { values[y * width + x] }

  /// A disc of `radius` pixels filling a square of side 2·radius: the four corners of every
  /// rounded rectangle of that radius, cut out of it.
  static func disc(radius: Int) -> CoverageMask {
    let side = max(1, 2 * radius)
    return roundedRectangle(width: side, height: side, radius: Double(radius), margin: 0)
  }

  /// A rounded rectangle of `width`×`height` pixels with corner `radius`, placed `margin`
  /// pixels in from each side of a mask that is 2·margin bigger: each pixel's coverage as
  /// ``ShapeRows`` works it out for any fill.
  static func roundedRectangle(width: Int, height: Int, radius: Double, margin: Int) -> CoverageMask {
    let maskWidth = width + 2 * margin
    let maskHeight = height + 2 * margin
    var values = [Float](repeating: 0, count: maskWidth * maskHeight)
    let size = Size(width: Double(width), height: Double(height))
    let shape = RoundedRectangle(size: size, cornerRadius: min(radius, size.width / 2, size.height / 2))
    let place = Transform2D(translation: Vector2(x: Double(margin), y: Double(margin)))
    let all = PixelRect(x0: 0, y0: 0, x1: maskWidth, y1: maskHeight)
    guard let rows = ShapeRows(shape, transform: place, clip: all) else {
      return CoverageMask(width: maskWidth, height: maskHeight, values: values)
    }
    let area = rows.area
    for y in area.y0..<area.y1 {
      let row = rows.row(y)
      for x in area.x0..<area.x1 {
        values[y * maskWidth + x] = Float(rows.coverage(at: rows.point(in: row, column: x - area.x0)))
      }
    }
    return CoverageMask(width: maskWidth, height: maskHeight, values: values)
  }

  /// The mask blurred by a Gaussian of standard deviation `sigma` pixels (two 1-D passes; taps
  /// outside the mask count as 0).
  ///
  /// Each output is its taps' sum in the order of the kernel, from its first tap inside the
  /// mask to its last: the same floats whichever way the loops run. Both passes run a row of
  /// sums at a time, tap by tap, over contiguous pixels (vectorised, and no output waits for
  /// its own previous sum), and no tap is tested against the edges: summed one output at a
  /// time, a navigation screen's shadow (reach 42 px at scale 2, a 169-pixel square and 85
  /// taps) took 8 ms, in the first frame of every push and pop.
  func blurred(sigma: Double) -> CoverageMask {
    guard sigma > 0.05 else { return self }
    let radius = Int((3 * sigma).rounded(.up))
    var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    let (width, height) = (self.width, self.height)
    var horizontal = [Float](repeating: 0, count: values.count)
    var vertical = [Float](repeating: 0, count: values.count)
    kernel.withUnsafeBufferPointer { taps in
      values.withUnsafeBufferPointer { source in
        horizontal.withUnsafeMutableBufferPointer { across in
          for y in 0..<height {
            let row = y * width
            for k in -radius...radius where -k < width && k < width {
              let tap = taps[k + radius]
              let into = across.baseAddress! + row
              let from = source.baseAddress! + row + k
              for x in max(0, -k)..<min(width, width - k) { into[x] += tap * from[x] }
            }
          }
        }
      }
      horizontal.withUnsafeBufferPointer { across in
        vertical.withUnsafeMutableBufferPointer { down in
          for y in 0..<height {
            let row = y * width
            for k in max(-radius, -y)...min(radius, height - 1 - y) {
              let tap = taps[k + radius]
              let into = down.baseAddress! + row
              let from = across.baseAddress! + (y + k) * width
              for x in 0..<width { into[x] += tap * from[x] }
            }
          }
        }
      }
    }
    return CoverageMask(width: width, height: height, values: vertical)
  }
}

/// How a soft shadow's sprite is laid out, in pixels: the blurred shape with `reach` pixels of
/// fade around it. A nine-slice sprite (corners of `corner` pixels, a one-pixel middle that is
/// stretched) when the shape is big enough, else a sprite of the exact shape.
package struct ShadowSpriteLayout: Hashable {
  /// Corner radius, blur reach (3σ), and the exact shape size for small shapes (0 for a
  /// nine-slice sprite).
  package let radius: Int
  package let reach: Int
  package let exactWidth: Int
  package let exactHeight: Int

  /// The layout for a shape of `width`×`height` pixels with corner `radius` and blur `blur`
  /// (the shadow radius, σ = blur / 2, reach = 3σ).
  package init(width: Double, height: Double, radius: Double, blur: Double) {
    self.radius = max(0, Int(radius.rounded()))
    reach = max(1, Int((ShadowItem.reach(blur: blur)).rounded(.up)))
    let needed = Double(2 * self.radius + 2 * reach)
    if width >= needed && height >= needed {
      exactWidth = 0
      exactHeight = 0
    } else {
      exactWidth = max(1, Int(width.rounded()))
      exactHeight = max(1, Int(height.rounded()))
    }
  }

  /// The layout of `shadow` drawn at `transform.scale` pixels a point (`transform`: its space to
  /// canvas pixels).
  package init(_ shadow: ShadowItem, pixelTransform transform: Transform2D) {
    let scale = transform.scale
    self.init(
      width: shadow.shape.size.width * scale, height: shadow.shape.size.height * scale,
      radius: shadow.shape.cornerRadius * scale, blur: shadow.blur * scale)
  }

  package var isNineSlice: Bool { exactWidth == 0 }
  /// The side of a nine-slice corner: the fade outside, the radius, and the fade inside.
  package var corner: Int { radius + 2 * reach }
  var sigma: Double { Double(reach) / 3 }

  /// The sprite's mask: the shape (the nine-slice's is 2·(radius + reach) + 1 square) blurred,
  /// with `reach` pixels of margin.
  package func mask() -> CoverageMask {
    let side = 2 * (radius + reach) + 1
    let width = isNineSlice ? side : exactWidth
    let height = isNineSlice ? side : exactHeight
    return CoverageMask.roundedRectangle(width: width, height: height, radius: Double(radius), margin: reach)
      .blurred(sigma: sigma)
  }
}
