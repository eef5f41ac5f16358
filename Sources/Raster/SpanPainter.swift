import Stage

/// Paints turned shapes straight into the canvas's 32-bit xRGB or ARGB pixels, one row of
/// ``ShapeRows`` at a time: a row's wholly covered columns are stored (an opaque colour)
/// or blended at the colour's alpha, and only its edge pixels have a coverage computed and
/// blended. So a turned shape costs its area and its edges, where a texture or an a8 mask costs
/// its whole bounding box (a rectangle turned 10° across a 4K screen has a box three times its
/// area).
///
/// The blend is pixman's OVER of a solid colour through an a8 mask, to the bit
/// (`UN8x4_MUL_UN8` and `UN8x4_MUL_UN8_ADD_UN8x4` in pixman's `pixman-combine32.h`): a turned
/// shape blends exactly as ``PixmanPainter``'s axis-aligned shapes and corners do.
package struct SpanPainter {
  let pixels: UnsafeMutablePointer<UInt32>
  /// Pixels from one row to the next.
  let stride: Int

  /// `rows`' shape in `color`, over what is there.
  package func fill(_ rows: ShapeRows, color: Color) {
    let source = PixmanPainter.premultipliedARGB(color)
    let area = rows.area
    // Blends over the colour under the shape's first pixel (the background, mostly) are kept.
    let under = pixels[area.y0 * stride + area.x0]
    var edges = CoverageBlends(source: source, under: under)
    let solid = SolidRun(source: source, under: under)
    for y in area.y0..<area.y1 {
      let row = rows.row(y)
      guard row.first <= row.last else { continue }
      let line = pixels + y * stride + area.x0
      if row.solidFirst <= row.solidLast {
        shade(row.first..<row.solidFirst)
        solid.paint(line, row.solidFirst..<(row.solidLast + 1))
        shade((row.solidLast + 1)..<(row.last + 1))
      } else {
        shade(row.first..<(row.last + 1))
      }
      /// The edge pixels: each one's coverage, as an a8 mask value, then the blend.
      func shade(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        for column in range {
          let mask = rows.mask(in: row, column: column)
          guard mask > 0 else { continue }
          line[column] = edges.over(line[column], coverage: mask)
        }
      }
    }
  }

  /// `mask`'s shape in `color` with its area moved by (`x`, `y`) whole pixels, within `clip`,
  /// over what is there: its solid columns stored or blended, its edge pixels blended through
  /// their kept coverage. The same pixels as ``fill(_:color:)`` gives the shape it was made
  /// from, so moved.
  package func fill(_ mask: TurnedShapeMask, x: Int, y: Int, clip: PixelRect, color: Color) {
    let area = PixelRect(
      x0: mask.area.x0 + x, y0: mask.area.y0 + y, x1: mask.area.x1 + x, y1: mask.area.y1 + y)
    guard let kept = area.intersection(clip), kept.width > 0, kept.height > 0 else { return }
    let source = PixmanPainter.premultipliedARGB(color)
    let under = pixels[kept.y0 * stride + kept.x0]
    // The kept columns, relative to the area's first.
    let left = kept.x0 - area.x0
    let right = kept.x1 - area.x0
    mask.rows.withUnsafeBufferPointer { rows in
      mask.coverage.withUnsafeBufferPointer { coverage in
        // Made in here: a variable captured by these closures was checked for exclusive access
        // at run time at every edge pixel.
        var edges = CoverageBlends(source: source, under: under)
        let solid = SolidRun(source: source, under: under)
        for canvasY in kept.y0..<kept.y1 {
          let row = rows[canvasY - area.y0]
          guard row.first <= row.last else { continue }
          let line = pixels + canvasY * stride + area.x0
          shade(row.first, row.solidFirst, from: row.edges)
          let solidFirst = max(row.solidFirst, left)
          solid.paint(line, solidFirst..<max(solidFirst, min(row.solidLast + 1, right)))
          shade(row.solidLast + 1, row.last + 1, from: row.edges + row.solidFirst - row.first)
          /// Columns `start..<end` of the row's edge pixels, whose coverage starts at `index`.
          func shade(_ start: Int, _ end: Int, from index: Int) {
            let first = max(start, left)
            let end = min(end, right)
            guard first < end else { return }
            for column in first..<end {
              let value = UInt32(coverage[index + column - start])
              guard value > 0 else { continue }
              line[column] = edges.over(line[column], coverage: value)
            }
          }
        }
      }
    }
  }

  /// An axis-aligned rounded rectangle `rect` with corners of `radius` pixels, within `clip`,
  /// in `source` (premultiplied ARGB): its wholly covered pixels stored (opaque) or blended,
  /// its corners blended through `disc`, the a8 coverage of a disc of that radius (a 2·radius
  /// square, `discStride` bytes a row), the top-left corner through its top-left quarter and so
  /// on. The same pixels as pixman's three bands and four masked corners, to the bit: each pixel
  /// gets the one operation it gets there, and every one of them is the same OVER.
  ///
  /// With `blends`, corner pixels over the colour under the rectangle's first pixel are looked
  /// up in its table for that colour (``CornerBlends``), the others blended.
  func fill(
    _ rect: PixelRect, radius: Int, clip: PixelRect, source: UInt32, disc: UnsafePointer<UInt8>,
    discStride: Int, blends: CornerBlends? = nil
  ) {
    guard let kept = rect.intersection(clip) else { return }
    let under = pixels[kept.y0 * stride + kept.x0]
    let table = blends?.table(
      source: source, under: under, radius: radius, disc: disc, discStride: discStride)
    // Without a table, each corner coverage's blend over `under` is made once.
    var corners = CoverageBlends(source: source, under: under)
    let solid = SolidRun(source: source, under: under)
    let tableStride = 2 * radius
    // The kept columns of each part (empty where the clip cuts it off).
    func columns(_ start: Int, _ end: Int) -> Range<Int> {
      let first = max(kept.x0, start)
      return first..<max(first, min(kept.x1, end))
    }
    let leftCorner = columns(rect.x0, rect.x0 + radius)
    let middle = columns(rect.x0 + radius, rect.x1 - radius)
    let rightCorner = columns(rect.x1 - radius, rect.x1)
    for y in kept.y0..<kept.y1 {
      let line = pixels + y * stride
      // A row of the corners reads the disc's row: its top half for the top corners.
      let discRow =
        y < rect.y0 + radius ? y - rect.y0 : y >= rect.y1 - radius ? radius + y - (rect.y1 - radius) : nil
      guard let discRow else {
        solid.paint(line, kept.x0..<kept.x1)
        continue
      }
      let coverage = disc + discRow * discStride
      let blended = table.map { $0 + discRow * tableStride }
      shade(leftCorner, coverage, blended, from: rect.x0)
      solid.paint(line, middle)
      shade(rightCorner, coverage + radius, blended.map { $0 + radius }, from: rect.x1 - radius)

      /// `mask[0]` is the coverage of pixel `first` of this row, `blended[0]` its blend over
      /// `under`.
      func shade(
        _ columns: Range<Int>, _ mask: UnsafePointer<UInt8>, _ blended: UnsafePointer<UInt32>?,
        from first: Int
      ) {
        for column in columns {
          let destination = line[column]
          if let blended, destination == under {
            line[column] = blended[column - first]
            continue
          }
          line[column] = corners.corner(destination, coverage: UInt32(mask[column - first]))
        }
      }
    }
  }

  /// One corner pixel (``CoverageBlends/corner(_:coverage:)``), for tables made ahead.
  static func corner(_ destination: UInt32, source: UInt32, coverage: UInt32) -> UInt32 {
    var blends = CoverageBlends(source: source, under: destination)
    return blends.corner(destination, coverage: coverage)
  }

  /// `rect` (within the canvas) in the opaque `argb`, replacing what is there: plain stores,
  /// row by row.
  package func fill(_ rect: PixelRect, argb: UInt32) {
    let width = rect.width
    guard width > 0 else { return }
    for y in rect.y0..<rect.y1 {
      (pixels + y * stride + rect.x0).update(repeating: argb, count: width)
    }
  }

  /// `source` over `destination` through an a8 mask's `coverage` (1…255): pixman's OVER of a
  /// solid colour through a mask, the source scaled by the coverage first.
  @inline(__always) static func over(_ destination: UInt32, source: UInt32, coverage: UInt32) -> UInt32 {
    let masked = coverage == 255 ? source : multiply(source, coverage)
    return multiplyAdd(destination, 255 - masked >> 24, masked)
  }

  /// Each byte of `x` times `a` / 255, rounded as pixman rounds (`UN8x4_MUL_UN8`).
  @inline(__always) static func multiply(_ x: UInt32, _ a: UInt32) -> UInt32 {
    var redBlue = (x & 0xFF_00FF) &* a &+ 0x80_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0xFF_00FF)) >> 8) & 0xFF_00FF
    var alphaGreen = ((x >> 8) & 0xFF_00FF) &* a &+ 0x80_0080
    alphaGreen = ((alphaGreen &+ ((alphaGreen >> 8) & 0xFF_00FF)) >> 8) & 0xFF_00FF
    return redBlue | alphaGreen << 8
  }

  /// Each byte of `x` times `a` / 255 plus the same byte of `y`, saturated at 255
  /// (`UN8x4_MUL_UN8_ADD_UN8x4`): OVER is `multiplyAdd(destination, 255 − source alpha, source)`.
  @inline(__always) static func multiplyAdd(_ x: UInt32, _ a: UInt32, _ y: UInt32) -> UInt32 {
    let product = multiply(x, a)
    let redBlue = saturatedAdd(product & 0xFF_00FF, y & 0xFF_00FF)
    let alphaGreen = saturatedAdd((product >> 8) & 0xFF_00FF, (y >> 8) & 0xFF_00FF)
    return redBlue | alphaGreen << 8
  }

  /// Two bytes (bits 0–7 and 16–23) added, each saturated at 255 (`UN8_rb_ADD_UN8_rb`).
  @inline(__always) private static func saturatedAdd(_ x: UInt32, _ y: UInt32) -> UInt32 {
    var sum = x &+ y
    sum |= 0x1000_0100 &- ((sum >> 8) & 0xFF_00FF)
    return sum & 0xFF_00FF
  }
}
