import Motion
import Stage

/// Small turned shapes' masks (``TurnedShapeMask``), kept for the shapes after them: shapes of
/// one size and corner, turned and scaled alike at the same fraction of a pixel, are one mask at
/// different whole-pixel offsets. A scene file's tiles that turn together (250 of them following
/// one knob, at whole-pixel places) share one mask a frame, where each one's edge pixels'
/// distances were two thirds of their drawing.
///
/// A small shape's coverage is always worked out this way, kept or not: its pixels do not
/// depend on what was drawn before it (a partial redraw matches a full one).
package final class TurnedShapeMasks {
  /// The largest side, in pixels, of a shape's box that is masked; larger shapes are painted
  /// row by row within the clip (a turned photo redrawn in a small damaged region would work out
  /// its whole outline).
  static let largestSide = 64.0
  /// The masks kept, the newest last: a few shapes turned alike in a frame.
  static let capacity = 8

  private struct Key: Equatable {
    var width: Double
    var height: Double
    var radius: Double
    var a: Double
    var b: Double
    var c: Double
    var d: Double
    var x: Double
    var y: Double
  }

  // Looked up for every small turned shape: unchecked, as a run-time exclusivity check on each
  // access would cost more than the lookup (nothing reaches them reentrantly).
  @exclusivity(unchecked) private var kept: [(key: Key, mask: TurnedShapeMask)] = []
  /// The mask found last: the next shape is often turned alike.
  @exclusivity(unchecked) private var last = 0
  /// How many masks were worked out (each one a miss).
  private(set) var made = 0

  package init() {}

  /// The mask of `shape` under `transform` (its space to canvas pixels) and the whole pixels
  /// to paint it at; nil for a shape whose box is larger than ``largestSide``, or that covers
  /// nothing.
  package func mask(_ shape: RoundedRectangle, transform: Transform2D) -> (
    mask: TurnedShapeMask, x: Int, y: Int
  )? {
    let box = transform.boundingBox(of: Rect(origin: .zero, size: shape.size))
    guard box.width <= Self.largestSide, box.height <= Self.largestSide, transform.tx.isFinite,
      transform.ty.isFinite, abs(transform.tx) < 1e9, abs(transform.ty) < 1e9
    else { return nil }
    // Exact: a double less its whole part.
    let whole = (x: transform.tx.rounded(.down), y: transform.ty.rounded(.down))
    var fraction = transform
    fraction.tx -= whole.x
    fraction.ty -= whole.y
    let key = Key(
      width: shape.size.width, height: shape.size.height, radius: shape.cornerRadius, a: fraction.a,
      b: fraction.b, c: fraction.c, d: fraction.d, x: fraction.tx, y: fraction.ty)
    let offset = (Int(whole.x), Int(whole.y))
    if last < kept.count, kept[last].key == key { return (kept[last].mask, offset.0, offset.1) }
    if let found = kept.firstIndex(where: { $0.key == key }) {
      last = found
      return (kept[found].mask, offset.0, offset.1)
    }
    guard let mask = TurnedShapeMask(shape, transform: fraction) else { return nil }
    if kept.count == Self.capacity { kept.removeFirst() }
    kept.append((key, mask))
    made += 1
    last = kept.count - 1
    return (mask, offset.0, offset.1)
  }
}
