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
package struct DamageTracker {
  /// How far ahead the match looks for an inserted or removed item.
  static let lookAhead = 8
  /// More rectangles than this merge into their bounding box (each costs a pass over the list).
  static let maximumRegions = 6
  /// Damage over this fraction of the canvas redraws the whole canvas (one pass, no splitting).
  static let fullRedrawFraction = 0.6
  /// Lists this long are sampled first (``damage(items:clear:canvas:bounds:measure:matched:)``),
  /// about this many items of them.
  static let sampledListLength = 8_192
  static let sampleSize = 128

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

  package init() {}

  /// A bounds not worked out yet (no item's: measured bounds are clamped to ±2^30).
  private static let unmeasured = PixelRect(x0: .min, y0: .min, x1: .min, y1: .min)

  /// Forgets the last frame: the next one is drawn whole.
  package mutating func invalidate() { previousClear = nil }

  /// The regions to redraw for a frame of `items` over `clear` on `canvas`, or nil for the whole
  /// canvas; remembers the frame as the last one drawn.
  ///
  /// Fills `bounds` with every item's pixel bounds: an item equal to the last frame's item it
  /// is matched with has the bounds that one had (they depend only on the item and the pixel
  /// scale, and a new scale invalidates the tracker); the others are `measure`d, each given with
  /// its offset in `items`. The stress scene's 2 000 cards, a few hundred moving: measuring
  /// every item every frame was a tenth of its drag's instructions. `matched` hears each such
  /// pair (the last frame's offset, then this one's; a look-ahead's twice), so what else was
  /// worked out for the item can be kept too.
  package mutating func damage(
    items: ArraySlice<DisplayItem>, clear: UInt32, canvas: PixelRect, bounds: inout [PixelRect],
    measure: (DisplayItem, Int) -> PixelRect, matched: (Int, Int) -> Void = { _, _ in }
  ) -> [PixelRect]? {
    bounds.removeAll(keepingCapacity: true)
    bounds.append(contentsOf: repeatElement(Self.unmeasured, count: items.count))
    defer {
      // In place, through the buffers: not a copy of each item out of the list, nor a check at
      // each write that the bounds' storage is not shared (100 000 cards measured in 4.6 ms this
      // way, with the renderer's own writes so, where they took 6.0).
      items.withUnsafeBufferPointer { items in
        bounds.withUnsafeMutableBufferPointer { bounds in
          for k in bounds.indices where bounds[k] == Self.unmeasured { bounds[k] = measure(items[k], k) }
        }
      }
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
    // Items are compared in place through buffer pointers: an array's subscript hands the
    // comparison a copy of each item (a switch and retains, each item, each comparison).
    return old.withUnsafeBufferPointer { old in
      items.withUnsafeBufferPointer { new in
        bounds.withUnsafeMutableBufferPointer { bounds in
          func measured(_ j: Int) -> PixelRect {
            if bounds[j] == Self.unmeasured { bounds[j] = measure(new[j], j) }
            return bounds[j]
          }
          func likeness(_ i: Int, _ j: Int) -> DisplayItem.Likeness {
            let likeness = DisplayItem.likeness(old.baseAddress! + i, new.baseAddress! + j)
            if likeness == .equal {
              bounds[j] = oldBounds[i]
              matched(i, j)
            }
            return likeness
          }
          func same(_ i: Int, _ j: Int) -> Bool { likeness(i, j) == .equal }
          // A long list first has a sample of its items looked at where they lie, each beside the
          // last frame's item at the same offset: when the ones that moved already damage most
          // of the canvas, the whole canvas is drawn without comparing the rest (a frame in which
          // the stress scene's 100 000 cards all move compared 60 000 of them to find that).
          if old.count == new.count, new.count >= Self.sampledListLength {
            let step = new.count / Self.sampleSize
            for k in Swift.stride(from: 0, to: new.count, by: step) where likeness(k, k) == .moved {
              add(oldBounds[k], canvas: canvas)
              add(measured(k), canvas: canvas)
            }
            if damagedArea > fullRedrawArea { return nil }
            regions.removeAll(keepingCapacity: true)
            damagedArea = 0
          }
          var i = 0
          var j = 0
          while i < old.count && j < new.count {
            // Most of the canvas changed (every card of the stress scene moving): the whole
            // canvas is redrawn whatever the rest of the lists hold, so they are not compared
            // (up to 17 comparisons an item where nothing matches).
            if damagedArea > fullRedrawArea { return nil }
            switch likeness(i, j) {
            case .equal:
              i += 1
              j += 1
              continue
            case .moved:
              // The same card somewhere else (most of what changes from frame to frame): its
              // old and new places, without looking ahead for an inserted or removed item.
              add(oldBounds[i], canvas: canvas)
              add(measured(j), canvas: canvas)
              i += 1
              j += 1
              continue
            case .different:
              break
            }
            var skipped = false
            for distance in 1...Self.lookAhead {
              if j + distance < new.count && same(i, j + distance) {
                for k in j..<(j + distance) { add(measured(k), canvas: canvas) }
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
              add(measured(j), canvas: canvas)
              i += 1
              j += 1
            }
          }
          for k in i..<old.count { add(oldBounds[k], canvas: canvas) }
          for k in j..<new.count { add(measured(k), canvas: canvas) }
          return damagedArea > fullRedrawArea ? nil : regions
        }
      }
    }
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
