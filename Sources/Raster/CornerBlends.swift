/// Small rounded rectangles' corner pixels blended over one colour, kept for the rectangles
/// after them: a grid of cards (the stress scene's 2 000, in four colours over one background)
/// blends the same corner pixels over the same colour again and again, and a table replaces
/// pixman's OVER arithmetic for each (``SpanPainter/corner(_:source:coverage:)``), to the bit.
///
/// A table is a disc's 2·radius square of results, laid out as the disc is (its top-left
/// quarter for top-left corners and so on), for one source colour over one colour under it.
///
/// A table is made the second time a colour, colour under and radius come without one: making
/// it costs what blending the corners does, and more, so colours that do not come back (a
/// scene file's 1 000 tiles, each its own colour and fading: a table made for each, each
/// frame, was a sixth of their drawing) are blended instead.
package final class CornerBlends {
  private struct Table {
    var source: UInt32
    var under: UInt32
    var radius: Int
    var pixels: UnsafeMutablePointer<UInt32>
  }

  /// The tables kept, the newest last: enough for a few colours over a background or two.
  static let capacity = 8
  /// The largest radius tabled (a 64-pixel square's corners, ``PixmanPainter/largestSpanSide``).
  static let largestRadius = 32
  // Looked up for every small rounded rectangle: unchecked, as a run-time exclusivity check
  // on each access cost more than the lookup (nothing reaches them reentrantly).
  @exclusivity(unchecked) private var tables: [Table] = []
  /// The table found last: the next rectangle often has the same colour.
  @exclusivity(unchecked) private var last = 0
  /// How many tables were made (each one a miss).
  private(set) var made = 0
  /// The last colours, colours under and radii that came without a table (the newest last):
  /// the next time one of them comes, its table is made.
  @exclusivity(unchecked) private var missed: [Key] = []
  private struct Key: Equatable {
    var source: UInt32
    var under: UInt32
    var radius: Int
  }

  deinit {
    for table in tables { table.pixels.deallocate() }
  }

  /// The corners of `source` over `under` through `disc` (a `radius` disc's a8 coverage, rows
  /// `discStride` bytes apart), made now if not kept and asked for before; nil the first time,
  /// and for a radius larger than tables are made for.
  func table(
    source: UInt32, under: UInt32, radius: Int, disc: UnsafePointer<UInt8>, discStride: Int
  ) -> UnsafePointer<UInt32>? {
    guard radius > 0, radius <= Self.largestRadius else { return nil }
    func matches(_ table: Table) -> Bool {
      table.source == source && table.under == under && table.radius == radius
    }
    if last < tables.count, matches(tables[last]) { return UnsafePointer(tables[last].pixels) }
    if let found = tables.firstIndex(where: matches) {
      last = found
      return UnsafePointer(tables[found].pixels)
    }
    let key = Key(source: source, under: under, radius: radius)
    guard let seen = missed.firstIndex(of: key) else {
      if missed.count == Self.capacity { missed.removeFirst() }
      missed.append(key)
      return nil
    }
    missed.remove(at: seen)
    let side = 2 * radius
    if tables.count == Self.capacity { tables.removeFirst().pixels.deallocate() }
    let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: side * side)
    for y in 0..<side {
      for x in 0..<side {
        pixels[y * side + x] = SpanPainter.corner(
          under, source: source, coverage: UInt32(disc[y * discStride + x]))
      }
    }
    tables.append(Table(source: source, under: under, radius: radius, pixels: pixels))
    made += 1
    last = tables.count - 1
    return UnsafePointer(pixels)
  }
}
