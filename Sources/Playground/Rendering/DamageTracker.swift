import Stage

/// What changed on the canvas since the last frame drawn, so only that is redrawn: the old and
/// the new pixel bounds of every display item that is not in both frames in the same order,
/// merged into a few rectangles; nil (redraw everything) for the first frame, after the canvas
/// or its clear colour changed, or when the damage covers most of the canvas.
///
/// Any common subsequence of the two lists is a correct match: a pixel outside the damage is
/// covered, in both frames, only by matched items, which are equal and in the same order, so it
/// comes out the same. The match is greedy (equal items advance both lists; otherwise a short
/// look-ahead on either side finds an insertion or removal), linear in the item count.
struct DamageTracker {
  /// How far ahead the match looks for an inserted or removed item.
  static let lookAhead = 8
  /// More rectangles than this merge into their bounding box (each costs a pass over the list).
  static let maximumRegions = 6
  /// Damage over this fraction of the canvas redraws the whole canvas (one pass, no splitting).
  static let fullRedrawFraction = 0.6

  /// The last frame's items, kept by reference (the renderer builds the next frame's in another
  /// list) rather than copied: a copy of each item through its enum's copy function, and its
  /// destruction a frame later, was 2 % of the stress scene's instructions (2 000 cards).
  private var previousItems: ArraySlice<DisplayItem> = []
  private var previousBounds: [PixelRect] = []
  private var previousClear: UInt32?
  private var previousCanvas: PixelRect?
  private var regions: [PixelRect] = []
  /// The regions' total area.
  private var damagedArea = 0

  /// Forgets the last frame: the next one is drawn whole.
  mutating func invalidate() { previousClear = nil }

  /// The regions to redraw for a frame of `items` (with their pixel `bounds`) over `clear` on
  /// `canvas`, or nil for the whole canvas; remembers the frame as the last one drawn.
  mutating func damage(
    items: ArraySlice<DisplayItem>, bounds: [PixelRect], clear: UInt32, canvas: PixelRect
  ) -> [PixelRect]? {
    defer {
      previousItems = items
      previousBounds = bounds
      previousClear = clear
      previousCanvas = canvas
    }
    guard previousClear == clear, previousCanvas == canvas else { return nil }
    regions.removeAll(keepingCapacity: true)
    damagedArea = 0
    let fullRedrawArea = Int(Self.fullRedrawFraction * Double(canvas.area))
    let old = previousItems
    let oldBounds = previousBounds
    var i = 0
    var j = items.startIndex
    let newEnd = items.endIndex
    let start = items.startIndex
    // Items are compared in place through buffer pointers: an array's subscript hands the
    // comparison a copy of each item (a switch and retains, each item, each comparison). And
    // items with unequal bounds are unequal (the bounds are the item's, at one pixel scale), so
    // most mismatches cost four integers. The stress scene (2 000 cards, 480×270, CPU-bound):
    // this pass was 28 % of its run, now 12 %; frame p99 4.5 → 3.0 ms.
    let same = { (i: Int, j: Int) -> Bool in
      oldBounds[i] == bounds[j - start]
        && old.withUnsafeBufferPointer { old in items.withUnsafeBufferPointer { old[i] == $0[j - start] } }
    }
    while i < old.count && j < newEnd {
      // Most of the canvas changed (every card of the stress scene moving): the whole canvas is
      // redrawn whatever the rest of the lists hold, so they are not compared (up to 17
      // comparisons an item where nothing matches).
      if damagedArea > fullRedrawArea { return nil }
      if same(i, j) {
        i += 1
        j += 1
        continue
      }
      var skipped = false
      for distance in 1...Self.lookAhead {
        if j + distance < newEnd && same(i, j + distance) {
          for k in j..<(j + distance) { add(bounds[k - start], canvas: canvas) }
          j += distance
          skipped = true
          break
        }
        if i + distance < old.count && same(i + distance, j) {
          for k in i..<(i + distance) { add(oldBounds[k], canvas: canvas) }
          i += distance
          skipped = true
          break
        }
      }
      if !skipped {
        add(oldBounds[i], canvas: canvas)
        add(bounds[j - start], canvas: canvas)
        i += 1
        j += 1
      }
    }
    for k in i..<old.count { add(oldBounds[k], canvas: canvas) }
    for k in j..<newEnd { add(bounds[k - start], canvas: canvas) }
    if damagedArea > fullRedrawArea { return nil }
    return regions
  }

  /// Adds one damaged rectangle (clipped to the canvas), merged with any it overlaps or
  /// touches; past ``maximumRegions`` everything merges into one.
  private mutating func add(_ rect: PixelRect, canvas: PixelRect) {
    guard var merged = rect.intersection(canvas) else { return }
    if regions.contains(where: { $0.contains(merged) }) { return }
    // Merging can make a rectangle touch others it did not: repeat until none is left.
    var index = 0
    while index < regions.count {
      let grown = PixelRect(
        x0: regions[index].x0 - 1, y0: regions[index].y0 - 1, x1: regions[index].x1 + 1,
        y1: regions[index].y1 + 1)
      if grown.intersects(merged) {
        merged = merged.union(regions[index])
        regions.remove(at: index)
        index = 0
      } else {
        index += 1
      }
    }
    regions.append(merged)
    if regions.count > Self.maximumRegions {
      let all = regions.dropFirst().reduce(regions[0]) { $0.union($1) }
      regions.removeAll(keepingCapacity: true)
      regions.append(all)
    }
    damagedArea = regions.reduce(0) { $0 + $1.area }
  }
}
